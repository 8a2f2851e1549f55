"""Overlay items drawn over the map: the scenario layer, the selection, the brush preview,
highlighted hexes, shaded hexes (movement-cost heat map, reachable area), a line of sight, a path of
hexes and a calculator's marks (range rings, blast areas)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from ..core import arrays
from ..core.hexgrid import Layout
from ..core.systems.base import HexTexts
from ..render import hex_polygon
from ..render.scenario import ScenarioPainter
from ..render.symbols import Stamps


def around(x: np.ndarray, y: np.ndarray, margin: float) -> QRectF:
    """The rectangle holding the points (x, y) with a margin; empty when there are none."""
    return QRectF(x.min() - margin, y.min() - margin, np.ptp(x) + 2 * margin,
                  np.ptp(y) + 2 * margin) if len(x) else QRectF()


LOW_DETAIL_PIXELS = 14.0   # hexes narrower than this on screen: a picture of 2 x 2 pixels per hex


def far_picture(argb: np.ndarray) -> np.ndarray:
    """Hexes coloured `argb` (uint32 0xAARRGGBB [row, col]) as drawn far zoomed out: 2 x 2 pixels
    per hex, odd columns a pixel lower (uint8 [y, x, 4], the bytes of a QImage ARGB32)."""
    h, w = argb.shape
    pixels = np.zeros((2 * h + 1, 2 * w), np.uint32)
    for dy in (0, 1):
        for dx in (0, 1):
            pixels[dy:2 * h + dy:2, dx::4] = argb[:, 0::2]
            pixels[1 + dy:2 * h + 1 + dy:2, 2 + dx::4] = argb[:, 1::2]
    return pixels.view(np.uint8).reshape(2 * h + 1, 2 * w, 4)


def draw_far_picture(painter, layout: Layout, pixels: np.ndarray) -> None:
    """Draw a `far_picture` over the hexes it shows."""
    h, w = (pixels.shape[0] - 1) // 2, pixels.shape[1] // 2
    s = layout.size
    image = QImage(pixels.data, 2 * w, 2 * h + 1, 8 * w, QImage.Format.Format_ARGB32)
    painter.drawImage(QRectF(0.25 * s, 0.0, 1.5 * s * w, layout.flat_width * (h + 0.5)), image)


class HexSetItem(QGraphicsItem):
    """A set of hexes outlined and tinted. The hexes are kept as sorted flat indices (row * width +
    col) and painted only where exposed, found by a binary search per row on screen: a selection of
    the whole map costs what is on screen, not a million hexes. Far zoomed out it draws a picture
    of 2 x 2 pixels per hex in the colour its outline and tint make there."""

    def __init__(self, layout: Layout, outline: str, fill: str | None = None, width: float = 0.08, z: float = 10):
        super().__init__()
        self.layout = layout
        self.pen = QPen(QColor(outline), layout.size * width)
        self.brush = QBrush(QColor(fill)) if fill else QBrush()
        self.polygon = hex_polygon(layout.size)
        self.flat = np.zeros(0, np.int64)
        self.map_width = 1
        self.pictures = None            # far zoomed out: the hexes in the tint and in the outline's colour
        self.stamps = Stamps()
        self.rect = QRectF()
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def set_hexes(self, flat: np.ndarray, width: int) -> None:
        """Show the hexes `flat` (sorted distinct row * width + col) of a map `width` hexes wide."""
        self.prepareGeometryChange()
        self.flat, self.map_width = flat, width
        self.pictures = None
        self.rect = self._bounds()
        self.update()

    def _row_spans(self, rows: np.ndarray, col_start: int, col_stop: int) -> tuple[np.ndarray, np.ndarray]:
        """For each row, where its hexes in columns [col_start, col_stop) start in `flat` and how many."""
        starts = np.searchsorted(self.flat, rows * self.map_width + col_start)
        return starts, np.searchsorted(self.flat, rows * self.map_width + col_stop) - starts

    def _bounds(self) -> QRectF:
        """Around the hexes: rows from the first and last hex, columns from each row's first and last."""
        if not len(self.flat):
            return QRectF()
        rows = np.arange(self.flat[0] // self.map_width, self.flat[-1] // self.map_width + 1)
        starts, counts = self._row_spans(rows, 0, self.map_width)
        starts, counts = starts[counts > 0], counts[counts > 0]
        cols = np.concatenate([self.flat[starts], self.flat[starts + counts - 1]]) % self.map_width
        x, _ = self.layout.centers(np.array([cols.min(), cols.max()]), rows[[0, -1]])
        y = self.layout.flat_width * np.array([rows[0] + 0.5, rows[-1] + 1.0])  # an odd column's half a hex lower
        return around(x, y, self.layout.size * 1.1)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter, option, widget=None) -> None:
        if not len(self.flat):
            return
        scale = painter.worldTransform().m11()
        if self.layout.size * 2 * scale < LOW_DETAIL_PIXELS:
            self._paint_far(painter, scale)
            return
        r = option.exposedRect
        cols, rows = self.layout.hexes_in_rect(r.left(), r.top(), r.right(), r.bottom(), self.map_width,
                                               int(self.flat[-1] // self.map_width) + 1)
        if not cols or not rows:
            return
        starts, counts = self._row_spans(np.arange(rows.start, rows.stop), cols.start, cols.stop)
        row, col = np.divmod(self.flat[arrays.ranges(starts, counts)], self.map_width)
        x, y = self.layout.centers(col, row)
        self.stamps.stamp(painter, [None], np.zeros(len(x), np.int64), x, y, self._stamp_source)

    def _stamp_source(self, _):
        """A hex outlined and tinted, around its centre."""
        def hexagon(p) -> None:
            p.setPen(self.pen)
            p.setBrush(self.brush)
            p.drawPolygon(self.polygon)
        margin = self.pen.widthF()
        return self.polygon.boundingRect().adjusted(-margin, -margin, margin, margin), hexagon

    def _paint_far(self, painter, scale: float) -> None:
        """The tint, then the outline's colour as much as the outline covers of a hex this small: a
        hex's six sides are each shared with a neighbour, so 3 sides of a line at least a pixel wide
        (thinner lines are drawn a pixel wide) over 2.6 sizes squared."""
        if self.pictures is None:
            tint = [self.brush.color()] if self.brush.style() != Qt.BrushStyle.NoBrush else []
            self.pictures = [far_picture(self._coloured(colour)) for colour in tint + [self.pen.color()]]
        size = self.layout.size * scale
        share = min(1.0, 3 * max(1.0, self.pen.widthF() * scale) / (1.5 * math.sqrt(3) * size))
        for pixels in self.pictures[:-1]:
            draw_far_picture(painter, self.layout, pixels)
        painter.save()
        painter.setOpacity(share)
        draw_far_picture(painter, self.layout, self.pictures[-1])
        painter.restore()

    def _coloured(self, colour: QColor) -> np.ndarray:
        """uint32 ARGB [row, col]: the hexes in `colour`, the rest clear (down to the last row with one)."""
        argb = np.zeros((int(self.flat[-1] // self.map_width) + 1, self.map_width), np.uint32)
        argb.reshape(-1)[self.flat] = colour.rgba()
        return argb


class ScenarioItem(QGraphicsItem):
    """The map's scenario layer (deployment zones, objectives, labels) over the map, drawn by the
    painter the sheets use; it follows each change of the scenario."""

    def __init__(self, document, layout: Layout, z: float = 4):
        super().__init__()
        self.document, self.painter = document, ScenarioPainter(layout)
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.rect = QRectF()
        self.follow(document)

    def follow(self, document) -> None:
        """Show this document's scenario (another map, or this one changed)."""
        self.document = document
        m = document.map
        r = self.painter.reach(m)
        self.prepareGeometryChange()
        self.rect = QRectF(0, 0, *self.painter.layout.map_size(m.width, m.height)).adjusted(-r, -r, r, r)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter, option, widget=None) -> None:
        self.painter.paint(painter, self.document.map, option.exposedRect)


class ShadeItem(QGraphicsItem):
    """Hexes tinted one colour each (the movement-cost heat map, the reachable area), with an
    optional short text per hex, `text_dy` hex sizes below the centre (so two shadings' texts do
    not cover each other). The tints and texts are stamped (each rendered once per zoom); far zoomed
    out it draws a 2 x 2 pixels per hex picture."""

    TEXT_PIXELS = 40.0

    def __init__(self, layout: Layout, z: float = 5, text_dy: float = 0.0):
        super().__init__()
        self.layout = layout
        self.text_dy = text_dy
        self.polygon = hex_polygon(layout.size)
        self.font = QFont("DejaVu Sans")
        self.font.setPixelSize(round(layout.size * 0.42))
        self.font.setBold(True)
        self.stamps = Stamps()
        self.over: ShadeItem | None = None     # a shading drawn over this one: its numbers win
        self.set_shades(None)
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def set_shades(self, rgba: np.ndarray | None, texts: Mapping[int, str] | None = None) -> None:
        """`rgba` uint8 [row, col, 4] (alpha 0: untouched), or None to clear; texts by flat index."""
        self.prepareGeometryChange()
        self.rgba = np.zeros((0, 0, 4), np.uint8) if rgba is None else rgba
        self.texts = HexTexts.of(texts or {}, self.rgba.shape[0] * self.rgba.shape[1])
        self.pixels = None                   # the far picture, made when first drawn
        self.update()

    def boundingRect(self) -> QRectF:
        h, w = self.rgba.shape[:2]
        return QRectF(0, 0, *self.layout.map_size(w, h)) if w else QRectF()

    def paint(self, painter, option, widget=None) -> None:
        h, w = self.rgba.shape[:2]
        t = painter.deviceTransform()
        hex_pixels = self.layout.size * 2 * t.m11()
        if hex_pixels < LOW_DETAIL_PIXELS:
            draw_far_picture(painter, self.layout, self.far_pixels())
            return
        r = option.exposedRect
        cols, rows = self.layout.hexes_in_rect(r.left(), r.top(), r.right(), r.bottom(), w, h)
        if not cols or not rows:
            return
        c, rr = np.meshgrid(np.arange(cols.start, cols.stop), np.arange(rows.start, rows.stop))
        c, rr = c.ravel(), rr.ravel()
        rgba = self.rgba[rr, c].astype(np.uint32)
        shown = np.flatnonzero(rgba[:, 3] > 0)
        colours, which = arrays.unique((rgba[:, 3] << 24 | rgba[:, 0] << 16 | rgba[:, 1] << 8 | rgba[:, 2])[shown],
                                       return_inverse=True)
        x, y = self.layout.centers(c[shown], rr[shown])
        keys, at = colours.tolist(), [which]
        if hex_pixels >= self.TEXT_PIXELS:
            flat = rr[shown] * w + c[shown]
            codes = self.texts.codes[flat]
            if self.over is not None:
                codes = np.where(self.over.has_text(flat, self.rgba.shape), -1, codes)   # one number per hex
            texts = np.flatnonzero(codes >= 0)
            keys += self.texts.words
            at.append(len(colours) + codes[texts])
            x, y = np.concatenate([x, x[texts]]), np.concatenate([y, y[texts]])
        self.stamps.stamp(painter, keys, np.concatenate(at), x, y, self._stamp_source)

    def has_text(self, flat: np.ndarray, shape: tuple) -> np.ndarray:
        """Whether this shading has a text on each of these hexes of a map of `shape` [rows, cols]."""
        if self.rgba.shape[:2] != shape[:2]:
            return np.zeros(len(flat), bool)
        return self.texts.codes[flat] >= 0

    def far_pixels(self) -> np.ndarray:
        """The far picture (made when first asked for)."""
        if self.pixels is None:
            r, g, b, a = (self.rgba[..., i].astype(np.uint32) for i in range(4))
            self.pixels = far_picture(a << 24 | r << 16 | g << 8 | b)
        return self.pixels

    def _stamp_source(self, key: int | str):
        """A tint (an ARGB colour) over a hex, or a text, around the hex's centre."""
        s = self.layout.size
        if isinstance(key, int):
            def tint(p) -> None:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor.fromRgba(key))
                p.drawPolygon(self.polygon)
            return self.polygon.boundingRect(), tint
        box = QRectF(-s, s * (self.text_dy - 0.3), 2 * s, s * 0.6)

        def text(p) -> None:
            p.setFont(self.font)
            p.setPen(QColor("#1a1a1a"))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, key)
        return box, text


class LineOfSightItem(QGraphicsItem):
    """The line between two hex centres with the hexes it crosses: single hexes outlined, the two
    hexes of a divided hexside dashed in another colour, hexes that block filled red."""

    CLEAR, BLOCKED = QColor("#00897b"), QColor("#d50000")
    SINGLE, PAIR = QColor("#ff8f00"), QColor("#8e24aa")

    def __init__(self, layout: Layout, z: float = 13):
        super().__init__()
        self.layout = layout
        self.polygon = hex_polygon(layout.size)
        self.ends: tuple[tuple[int, int], tuple[int, int]] | None = None
        self.steps: list[tuple[tuple[int, int], ...]] = []
        self.blocking: set[tuple[int, int]] = set()
        self.blocked = False
        self.rect = QRectF()
        self.setZValue(z)

    def set_line(self, a=None, b=None, steps=(), blocked: bool = False, blocking=()) -> None:
        """Show the line from hex `a` to hex `b` ((col, row)); no arguments clear it."""
        self.prepareGeometryChange()
        self.ends = (a, b) if a is not None and b is not None else None
        self.steps, self.blocked, self.blocking = list(steps), blocked, set(blocking)
        if self.ends:
            (ax, ay), (bx, by) = self.layout.center(*a), self.layout.center(*b)
            s = self.layout.size * 1.2
            self.rect = QRectF(min(ax, bx) - s, min(ay, by) - s, abs(bx - ax) + 2 * s, abs(by - ay) + 2 * s)
        else:
            self.rect = QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter, option, widget=None) -> None:
        if not self.ends:
            return
        s = self.layout.size
        for step in self.steps:
            pair = len(step) == 2
            for hx in step:
                pen = QPen(self.PAIR if pair else self.SINGLE, s * 0.08)
                if pair:
                    pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(QColor(213, 0, 0, 90) if hx in self.blocking else Qt.BrushStyle.NoBrush)
                painter.drawPolygon(self.polygon.translated(*self.layout.center(*hx)))
        a, b = (QPointF(*self.layout.center(*h)) for h in self.ends)
        pen = QPen(self.BLOCKED if self.blocked else self.CLEAR, s * 0.1)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(a, b)
        painter.setBrush(QColor("#1565c0"))
        painter.drawEllipse(a, s * 0.22, s * 0.22)
        painter.setBrush(self.BLOCKED if self.blocked else self.CLEAR)
        painter.drawEllipse(b, s * 0.22, s * 0.22)


class PathItem(QGraphicsItem):
    """A path of hexes (e.g. the cheapest detection path): each hex outlined, a line through their
    centres from a blue start dot, green when the path does what was asked, red when it does not;
    and hexes marked with a ring (e.g. the target)."""

    GOOD, BAD, START, MARK = QColor("#2e7d32"), QColor("#c62828"), QColor("#1565c0"), QColor("#6a1b9a")

    def __init__(self, layout: Layout, z: float = 12):
        super().__init__()
        self.layout = layout
        self.polygon = hex_polygon(layout.size)
        self.hexes: list[tuple[int, int]] = []
        self.marks: list[tuple[int, int]] = []
        self.ok = True
        self.rect = QRectF()
        self.setZValue(z)

    def set_path(self, hexes=(), ok: bool = True, marks=()) -> None:
        """Show the path through `hexes` ((col, row), the start first) and ring the `marks`; no
        arguments clear it."""
        self.prepareGeometryChange()
        self.hexes, self.ok, self.marks = list(hexes or ()), ok, list(marks)
        every = self.hexes + self.marks
        cols, rows = (np.array([h[i] for h in every], np.int64) for i in (0, 1))
        self.rect = around(*self.layout.centers(cols, rows), self.layout.size * 1.1)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter, option, widget=None) -> None:
        s = self.layout.size
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.MARK, s * 0.12))
        for hx in self.marks:
            painter.drawEllipse(QPointF(*self.layout.center(*hx)), s * 0.62, s * 0.62)
        if not self.hexes:
            return
        colour = self.GOOD if self.ok else self.BAD
        points = [QPointF(*self.layout.center(*hx)) for hx in self.hexes]
        painter.setPen(QPen(colour, s * 0.07))
        for p in points[1:]:
            painter.drawPolygon(self.polygon.translated(p))
        pen = QPen(colour, s * 0.14)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPolyline(QPolygonF(points))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for p in points[1:]:
            painter.drawEllipse(p, s * 0.13, s * 0.13)
        painter.setBrush(self.START)
        painter.drawEllipse(points[0], s * 0.22, s * 0.22)


class LevelsItem(QGraphicsItem):
    """Each hex's level as a large number over the map (level 0 left blank), like the numbers on
    the official sheets' hills; drawn while hexes are at least MIN_PIXELS wide on screen."""

    MIN_PIXELS = 20.0
    INK, HALO = QColor(62, 39, 35, 230), QColor(255, 255, 255, 200)

    def __init__(self, map_item, z: float = 4):
        super().__init__()
        self.map_item = map_item
        self.layout = map_item.map_painter.layout
        self.font = QFont("DejaVu Sans")
        self.font.setPixelSize(round(self.layout.size * 0.8))
        self.font.setBold(True)
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def boundingRect(self) -> QRectF:
        return self.map_item.boundingRect()

    def map_resized(self) -> None:
        self.prepareGeometryChange()

    def paint(self, painter, option, widget=None) -> None:
        if self.layout.size * 2 * painter.worldTransform().m11() < self.MIN_PIXELS:
            return
        m, r, s = self.map_item.hex_map, option.exposedRect, self.layout.size
        cols, rows = self.layout.hexes_in_rect(r.left(), r.top(), r.right(), r.bottom(), m.width, m.height)
        if not cols or not rows:
            return
        c, rr = np.meshgrid(np.arange(cols.start, cols.stop), np.arange(rows.start, rows.stop))
        level = m.level[rr, c]
        shown = level != 0
        c, rr, level = c[shown], rr[shown], level[shown]
        x, y = self.layout.centers(c, rr)
        painter.setFont(self.font)
        for colour, dx in ((self.HALO, s * 0.04), (self.INK, 0.0)):
            painter.setPen(colour)
            for i in range(len(x)):
                painter.drawText(QRectF(x[i] - s + dx, y[i] - s * 0.5 + dx, 2 * s, s), Qt.AlignmentFlag.AlignCenter,
                                 f"{float(level[i]):g}")


@dataclass(frozen=True)
class Circle:
    """A circle over the map around the centre of hex `center`, `radius` in hexes (one hex = the
    distance between neighbouring centres, so fractions are fine), its label where the circle is
    at `label_angle` degrees (clockwise from the right, as on screen: -90 is the top). Colours are
    Qt colour names ("#RRGGBB", "#AARRGGBB")."""

    center: tuple[int, int]
    radius: float
    colour: str
    label: str = ""
    dashed: bool = False
    width: float = 0.06                          # line width in hex sizes
    label_angle: float = -90.0


@dataclass(frozen=True)
class Tint:
    """Hexes filled with one colour."""

    hexes: tuple[tuple[int, int], ...]
    fill: str


@dataclass(frozen=True)
class Marks:
    """What a calculator marks on the map: tinted hexes under circles (range rings, blast areas)."""

    circles: tuple[Circle, ...] = ()
    tints: tuple[Tint, ...] = ()


class MarksItem(QGraphicsItem):
    """A calculator's marks: tinted hexes, then circles with their labels."""

    HALO = QColor(255, 255, 255, 220)

    def __init__(self, layout: Layout, z: float = 7):
        super().__init__()
        self.layout = layout
        self.polygon = hex_polygon(layout.size)
        self.marks = Marks()
        self.rect = QRectF()
        self.font = QFont("DejaVu Sans")
        self.font.setPixelSize(round(layout.size * 0.45))
        self.font.setBold(True)
        self.setZValue(z)

    def set_marks(self, marks: Marks | None = None) -> None:
        """Show these marks (None: none)."""
        self.prepareGeometryChange()
        self.marks = marks or Marks()
        self.rect = QRectF()
        s = self.layout.size
        for c in self.marks.circles:
            x, y = self.layout.center(*c.center)
            r = c.radius * self.layout.flat_width + 2 * s
            self.rect = self.rect.united(QRectF(x - r, y - r, 2 * r, 2 * r))
        for t in self.marks.tints:
            for hx in t.hexes:
                x, y = self.layout.center(*hx)
                self.rect = self.rect.united(QRectF(x - s, y - s, 2 * s, 2 * s))
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter, option, widget=None) -> None:
        s, flat = self.layout.size, self.layout.flat_width
        painter.setPen(Qt.PenStyle.NoPen)
        for t in self.marks.tints:
            painter.setBrush(QColor(t.fill))
            for hx in t.hexes:
                painter.drawPolygon(self.polygon.translated(*self.layout.center(*hx)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for c in self.marks.circles:
            pen = QPen(QColor(c.colour), s * c.width)
            if c.dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawEllipse(QPointF(*self.layout.center(*c.center)), c.radius * flat, c.radius * flat)
        painter.setFont(self.font)
        for c in (c for c in self.marks.circles if c.label):
            x, y = self.layout.center(*c.center)
            a = math.radians(c.label_angle)
            box = QRectF(x + c.radius * flat * math.cos(a) - 2 * s, y + c.radius * flat * math.sin(a) - 0.3 * s,
                         4 * s, 0.6 * s)
            for colour, d in ((self.HALO, s * 0.04), (QColor(c.colour), 0.0)):
                painter.setPen(colour)
                painter.drawText(box.translated(d, d), Qt.AlignmentFlag.AlignCenter, c.label)
