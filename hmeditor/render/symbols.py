"""Terrain symbols (trees, palms, rocks, waves, ...) and modification marks as cached QPictures
(drawn with `draw_symbol`, which keeps them in map units on every device).

Each picture is drawn in map units around a hex centre at (0, 0) for a given hex size, so it
stays sharp at any zoom and prints as vectors. Pictures are built once per (name, density).
On raster devices `Stamps` holds each picture rendered once as an image at the device's scale:
copying an image is many times faster than replaying the picture's shapes in every hex.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from itertools import repeat, starmap

import numpy as np
from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt, QThread
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPicture, QPixmap, QPolygonF, QTransform

from ..core import arrays
from . import hex_corners, hex_polygon, painting
from .style import default_style

INK = default_style().colour("ink")          # the symbols' outlines
HIDDEN_OUTLINE = QPen(INK, 1.0, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
HIDDEN_OUTLINE.setDashPattern([1.0, 1e6])
HIDDEN_OUTLINE.setDashOffset(2.0)               # starts inside the gap: no dash is drawn along any shape
OUTLINE_WIDTH = 0.07        # a building's outline, in hex sizes
SHEET_WIDTH = 1024          # pixels: stamps are rendered side by side on sheets this wide
SHEET_PIXELS = 1 << 20      # and at most this big (4 MB)
SHEET_GAP = 4               # pixels between them



def draw_symbol(painter: QPainter, point: QPointF, picture: QPicture) -> None:
    """Draw a cached picture centred at `point`, in map units on any device.

    A picture replays only the pen and brush changes it recorded: it starts from a new painter's
    (a black pen, no brush), not from whatever the painter last drew with."""
    sx, sy = _picture_scale(painter, picture)
    painter.save()
    painter.setPen(QPen())
    painter.setBrush(QBrush())
    painter.translate(point)
    painter.scale(sx, sy)
    painter.drawPicture(QPointF(0, 0), picture)
    painter.restore()


def draw_symbols(painter: QPainter, pictures: dict[int, QPicture], which: np.ndarray, x: np.ndarray,
                 y: np.ndarray) -> None:
    """pictures[which[n]] centred at (x[n], y[n]) for each n, as `draw_symbol` draws them, with the
    painter's transform for each worked out at once."""
    painter.save()
    painter.setPen(QPen())
    painter.setBrush(QBrush())
    world = painter.worldTransform()
    m11, m12, m21, m22 = world.m11(), world.m12(), world.m21(), world.m22()
    for k, picture in pictures.items():
        at = which == k
        sx, sy = _picture_scale(painter, picture)
        dx, dy = x[at] * m11 + y[at] * m21 + world.dx(), x[at] * m12 + y[at] * m22 + world.dy()
        for transform in map(QTransform, repeat(sx * m11), repeat(sx * m12), repeat(sy * m21), repeat(sy * m22),
                             dx.tolist(), dy.tolist()):
            painter.setWorldTransform(transform)
            painter.drawPicture(0, 0, picture)
    painter.restore()


def _picture_scale(painter: QPainter, picture: QPicture) -> tuple[float, float]:
    """QPainter scales a QPicture by the ratio of the device's resolution to the picture's (96 dpi),
    which would blow symbols up 12-fold on a 1200 dpi PDF page: the scale that undoes it."""
    device = painter.device()
    return picture.logicalDpiX() / max(1, device.logicalDpiX()), picture.logicalDpiY() / max(1, device.logicalDpiY())


class SymbolCache:
    """Symbol pictures by (name, density, colour). With `hidden_outlines` (for PDF pages), a shape
    filled without an outline gets `HIDDEN_OUTLINE`: Qt's PDF writer then writes it in the symbol's
    own coordinates, the same text in every hex (which compresses to almost nothing), instead of in
    the page's (as it writes a shape without an outline): a page of mud hexes is written 2.5 times
    as fast and 10 times smaller."""

    def __init__(self, size: float, hidden_outlines: bool = False):
        self.size = size
        self.hidden_outlines = hidden_outlines
        self._pictures: dict[tuple[str, int, str], QPicture] = {}

    def picture(self, name: str, density: int = 1, colour: str = "#000000") -> QPicture:
        key = (name, density, colour)
        pic = self._pictures.get(key)
        if pic is None:
            pic = self._pictures[key] = self._draw(name, density, QColor(colour))
        return pic

    def _draw(self, name: str, density: int, colour: QColor) -> QPicture:
        pic = QPicture()
        with painting(pic) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            DRAWERS[name](_HiddenOutlines(p) if self.hidden_outlines else p, self.size, density, colour)
        return pic


class _HiddenOutlines:
    """Stands in for a QPainter, giving shapes filled without an outline `HIDDEN_OUTLINE`."""

    def __init__(self, painter: QPainter):
        self._painter = painter

    def __getattr__(self, name: str):
        return getattr(self._painter, name)

    def setPen(self, pen) -> None:
        self._painter.setPen(HIDDEN_OUTLINE if QPen(pen).style() == Qt.PenStyle.NoPen else pen)


class Stamps:
    """Drawings (symbols, label blocks) rendered as images at one device scale (device pixels per
    map unit), kept by key.

    A stamp lands on a whole device pixel, so each drawing is rendered at `phases` sub-pixel offsets
    per axis and the nearest one is used: with 2, stamps sit within a quarter pixel of the vector
    drawing (with 4, an eighth: for lines that meet the lines of other stamps)."""

    SCALES = 2          # renderings kept for this many scales (the view's zoom and one more)

    def __init__(self, phases: int = 2):
        self.PHASES = phases
        self.deferred: Blits | None = None      # when set, stamps are kept there, not drawn
        self._scales: dict[float, _Renderings] = {}

    def draw(self, painter: QPainter, keys: list[Hashable], which: np.ndarray, x: np.ndarray, y: np.ndarray,
             scale: float, source: Callable[[Hashable], tuple[QRectF, Callable[[QPainter], None]]]) -> None:
        """Stamp drawing keys[which[n]] centred at device pixel (x[n], y[n]) for each n; the painter's
        device transform must be the identity. `source(key)` gives a drawing's bounds in map units
        around its centre and a function drawing it there; it is called only for missing renderings."""
        phases = self.PHASES
        whole_x, phase_x = np.divmod(np.rint(np.asarray(x) * phases).astype(np.int64), phases)
        whole_y, phase_y = np.divmod(np.rint(np.asarray(y) * phases).astype(np.int64), phases)
        renderings = self._renderings(scale)
        ids = np.array([renderings.id(key) for key in keys], np.int64)
        codes = (ids[np.asarray(which)] * phases + phase_x) * phases + phase_y      # a key's id and a phase
        renderings.make(codes, scale, source)
        left, top = renderings.corner[codes].T
        pixmaps = list(map(renderings.pixmaps.__getitem__, codes.tolist()))
        if self.deferred is not None:
            self.deferred.add(painter, left + whole_x, top + whole_y, renderings.height[codes], pixmaps)
            return
        for _ in starmap(_blit(painter, pixmaps), zip((left + whole_x).tolist(), (top + whole_y).tolist(), pixmaps)):
            pass                    # no Python work per stamp but the call

    def stamp(self, painter: QPainter, keys: list[Hashable], which: np.ndarray, x: np.ndarray, y: np.ndarray,
              source: Callable[[Hashable], tuple[QRectF, Callable[[QPainter], None]]]) -> None:
        """As `draw`, centred at (x[n], y[n]) in the painter's own units, for a painter whose device
        transform is a zoom and a shift (as a view's and an image's are)."""
        t = painter.deviceTransform()
        painter.save()
        painter.setWorldTransform(t.inverted()[0] * painter.worldTransform())      # device pixels
        self.draw(painter, keys, which, x * t.m11() + t.dx(), y * t.m22() + t.dy(), round(t.m11(), 6), source)
        painter.restore()

    def _renderings(self, scale: float) -> _Renderings:
        key = (scale, on_gui_thread())          # pixmaps on the GUI thread, images on any other
        renderings = self._scales.get(key)
        if renderings is None:
            while len(self._scales) >= self.SCALES:
                del self._scales[next(iter(self._scales))]
            renderings = self._scales[key] = _Renderings(self.PHASES, pixmaps=key[1])
        return renderings


def on_gui_thread() -> bool:
    """Whether this is the application's GUI thread: QPixmap is not safe on any other (Qt's docs),
    and two threads drawing the library's thumbnails with pixmaps crashed."""
    app = QCoreApplication.instance()
    return app is not None and QThread.currentThread() == app.thread()


def _blit(painter: QPainter, renderings: list) -> Callable:
    """The painter's call drawing these renderings (all pixmaps, or all images)."""
    return painter.drawImage if renderings and isinstance(renderings[0], QImage) else painter.drawPixmap


class _Renderings:
    """The renderings at one scale, by code (a key's id times phases squared, plus the phase): the
    image, where its top-left corner sits relative to the drawing's centre in device pixels, and its
    height."""

    def __init__(self, phases: int, pixmaps: bool = True):
        self.phases = phases
        self.as_pixmaps = pixmaps               # else as QImages (off the GUI thread)
        self.ids: dict[Hashable, int] = {}
        self.keys: list[Hashable] = []
        self.pixmaps: list[QPixmap | QImage | None] = []
        self.corner = np.zeros((0, 2), np.int64)
        self.height = np.zeros(0, np.int64)
        self.made = np.zeros(0, bool)

    def id(self, key: Hashable) -> int:
        found = self.ids.get(key)
        if found is None:
            found = self.ids[key] = len(self.keys)
            self.keys.append(key)
            self.pixmaps += [None] * self.phases ** 2
            if len(self.pixmaps) > len(self.made):          # room for twice as many
                self.made = np.concatenate([self.made, np.zeros(len(self.pixmaps), bool)])
                self.corner = np.concatenate([self.corner, np.zeros((len(self.pixmaps), 2), np.int64)])
                self.height = np.concatenate([self.height, np.zeros(len(self.pixmaps), np.int64)])
        return found

    def make(self, codes: np.ndarray, scale: float, source) -> None:
        """Render the codes not rendered yet."""
        missing = arrays.unique(codes[~self.made[codes]]).tolist()
        drawings, sources = [], {}          # a key's source is asked once for all its phases
        for code in missing:
            key, phase = divmod(code, self.phases ** 2)
            if key not in sources:
                sources[key] = source(self.keys[key])
            drawings.append((*sources[key], divmod(phase, self.phases)))
        for code, (pixmap, left, top) in zip(missing, _render(drawings, scale, self.phases, self.as_pixmaps)):
            self.pixmaps[code], self.corner[code], self.made[code] = pixmap, (left, top), True
            self.height[code] = pixmap.height()


class Blits:
    """Stamps kept in the order stamped (`Stamps.deferred`), to be drawn a strip of rows at a time.
    A big image drawn layer by layer (fills, symbols, lines, text) passes over all its megabytes once
    per layer, out of the processor's caches; drawn strip by strip, a strip's rows take every layer
    while they are cached. Each pixel gets the same stamps in the same order either way."""

    def __init__(self):
        self._parts: list[tuple[np.ndarray, np.ndarray, np.ndarray, list[QPixmap | QImage], QRectF | None]] = []

    def add(self, painter: QPainter, left: np.ndarray, top: np.ndarray, height: np.ndarray,
            pixmaps: list[QPixmap | QImage]) -> None:
        """Stamps with their top-left corners at device pixels (left[n], top[n]), under the painter's
        clip; its transform must be the identity."""
        clip = painter.clipBoundingRect() if painter.hasClipping() else None
        self._parts.append((left, top, top + height, pixmaps, clip))

    def draw(self, painter: QPainter, area: QRect) -> None:
        """The stamps reaching `area` (device pixels of the painter that stamped them, rows across),
        in order, cut at its edges; the painter's transform must take those pixels to its own device
        by whole pixels."""
        for left, tops, bottoms, pixmaps, clip in self._parts:
            inside = np.flatnonzero((tops <= area.bottom()) & (bottoms > area.top()))
            if not len(inside):
                continue
            painter.setClipRect(area if clip is None else QRectF(area) & clip)
            for _ in starmap(_blit(painter, pixmaps), zip(left[inside].tolist(), tops[inside].tolist(),
                                                          map(pixmaps.__getitem__, inside.tolist()))):
                pass
        painter.setClipping(False)


def _kept(image: QImage, as_pixmap: bool) -> QPixmap | QImage:
    """A rendering as kept: a QPixmap is drawn a third faster, but only the GUI thread may use one."""
    return QPixmap.fromImage(image) if as_pixmap else image


def _render(drawings: list[tuple[QRectF, Callable[[QPainter], None], tuple[int, int]]], scale: float,
            phases: int, as_pixmaps: bool = True) -> list[tuple[QPixmap | QImage, int, int]]:
    """Each drawing (its bounds, the function drawing it, its phase) rendered at `scale`, shifted by
    phase / `phases` of a pixel; where each image's top-left corner sits relative to the drawing's
    centre. The drawings are painted side by side on shared sheets and cut apart: one painter for many
    drawings costs a third of one painter each. (A gap between them keeps the antialiased fringe of one
    off the next: clipping each instead would shade its edges a little differently from a lone image.)"""
    cells = [_cell(box, scale) for box, _, _ in drawings]
    rendered = []
    for sheet, placed in _sheets([(w, h) for _, _, w, h in cells]):
        image = QImage(*sheet, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        with painting(image) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            for n, (x, y) in placed:
                (left, top, _, _), (_, drawing, phase) = cells[n], drawings[n]
                p.save()
                p.translate(x - left + phase[0] / phases, y - top + phase[1] / phases)
                p.scale(scale, scale)
                drawing(p)
                p.restore()
        rendered += [(_kept(image.copy(x, y, *cells[n][2:]), as_pixmaps), *cells[n][:2]) for n, (x, y) in placed]
    return rendered


def _cell(box: QRectF, scale: float) -> tuple[int, int, int, int]:
    """The pixels a drawing within `box` covers at `scale`, and one more around it: left, top (relative
    to the drawing's centre), width, height."""
    left, top = math.floor(box.left() * scale) - 1, math.floor(box.top() * scale) - 1
    return left, top, math.ceil(box.right() * scale) + 2 - left, math.ceil(box.bottom() * scale) + 2 - top


def _sheets(sizes: list[tuple[int, int]]):
    """Sheets holding the rectangles of `sizes` in rows, in order, SHEET_GAP apart, each of at most
    SHEET_PIXELS unless one rectangle is bigger: (sheet width and height, [(index, (x, y))]) for each."""
    width = max(min(SHEET_WIDTH, sum(w + SHEET_GAP for w, _ in sizes)), max((w for w, _ in sizes), default=0))
    placed, x, y, row = [], 0, 0, 0
    for n, (w, h) in enumerate(sizes):
        if x + w > width:
            x, y, row = 0, y + row + SHEET_GAP, 0
        if placed and (y + h) * width > SHEET_PIXELS:
            yield (width, y + row), placed
            placed, x, y, row = [], 0, 0, 0
        placed.append((n, (x, y)))
        x, row = x + w + SHEET_GAP, max(row, h)
    if placed:
        yield (width, y + row), placed


def _spots(s: float, density: int) -> list[tuple[float, float]]:
    return default_style().spots(s, density)


def _colours(symbol: str) -> dict[str, QColor]:
    """A symbol's own colours by part (style.yaml `symbol_colours`)."""
    return default_style().symbol_colours[symbol]


def _tree(p: QPainter, s: float, density: int, colour: QColor) -> None:
    colours = _colours("tree")
    crown = colours["crown"]
    p.setPen(QPen(INK, s * 0.02))
    for x, y in _spots(s, density):
        r = s * 0.13
        p.setBrush(colours["trunk"])
        p.drawRect(QRectF(x - s * 0.02, y + r * 0.6, s * 0.04, s * 0.1))
        p.setBrush(crown)
        p.drawEllipse(QPointF(x, y), r, r * 0.9)
        p.setBrush(crown.lighter(130))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QPointF(x - r * 0.3, y - r * 0.3), r * 0.35, r * 0.3)
        p.setPen(QPen(INK, s * 0.02))


def _palm(p: QPainter, s: float, density: int, colour: QColor) -> None:
    colours = _colours("palm")
    trunk = QPen(colours["trunk"], s * 0.035)
    trunk.setCapStyle(Qt.PenCapStyle.RoundCap)
    leaf = QPen(colours["leaf"], s * 0.04)
    leaf.setCapStyle(Qt.PenCapStyle.RoundCap)
    for x, y in _spots(s, density):
        top = QPointF(x + s * 0.03, y - s * 0.08)
        p.setPen(trunk)
        p.drawLine(QPointF(x - s * 0.02, y + s * 0.12), top)
        p.setPen(leaf)
        for angle in (200, 240, 290, 340, 20):
            a = math.radians(angle)
            end = QPointF(top.x() + math.cos(a) * s * 0.14, top.y() + math.sin(a) * s * 0.1 + s * 0.02)
            path = QPainterPath(top)
            path.quadTo(QPointF((top.x() + end.x()) / 2, top.y() - s * 0.05), end)
            p.drawPath(path)


def _rocks(p: QPainter, s: float, density: int, colour: QColor) -> None:
    rng = random.Random(7)
    p.setPen(QPen(INK, s * 0.015))
    p.setBrush(_colours("rocks")["stone"])
    for x, y in _spots(s, density + 1):
        pts = [QPointF(x + math.cos(math.radians(a)) * s * rng.uniform(0.05, 0.09),
                       y + math.sin(math.radians(a)) * s * rng.uniform(0.04, 0.07)) for a in range(0, 360, 60)]
        p.drawPolygon(QPolygonF(pts))


def _rubble(p: QPainter, s: float, density: int, colour: QColor) -> None:
    rng = random.Random(3)
    p.setPen(QPen(INK, s * 0.015))
    p.setBrush(_colours("rubble")["stone"])
    for x, y in _spots(s, density + 2):
        for _ in range(2):
            w, h = s * rng.uniform(0.06, 0.11), s * rng.uniform(0.04, 0.07)
            p.save()
            p.translate(x + rng.uniform(-0.06, 0.06) * s, y + rng.uniform(-0.04, 0.04) * s)
            p.rotate(rng.uniform(-40, 40))
            p.drawRect(QRectF(-w / 2, -h / 2, w, h))
            p.restore()


def _ruin(p: QPainter, s: float, density: int, colour: QColor) -> None:
    """A broken wall of `density` storeys, each with its windows, the top storey half fallen."""
    left, right, foot, storey = -0.42 * s, 0.42 * s, 0.2 * s, 0.19 * s
    top = foot - density * storey
    broken = [(-0.16, 0.0), (-0.1, 0.35), (-0.04, 0.2), (0.04, 0.85), (0.12, 0.45), (0.2, 0.3), (0.3, 0.6),
              (0.36, 0.5)]                           # (x, how far below the top) along the broken edge
    outline = [QPointF(left, foot), QPointF(left, top - storey * 0.1),
               *(QPointF(x * s, top + min(d, 0.85) * storey) for x, d in broken),
               QPointF(right, top + storey * 0.7), QPointF(right, foot)]
    colours = _colours("ruin")
    p.setPen(QPen(INK, s * 0.025))
    p.setBrush(colours["wall"])
    p.drawPolygon(QPolygonF(outline))
    p.setPen(QPen(INK, s * 0.015))
    for floor in range(1, density):                  # the floor slabs between storeys
        y = foot - floor * storey
        p.drawLine(QPointF(left, y), QPointF(right, y))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colours["window"])
    for floor in range(density):
        bottom = foot - floor * storey - storey * 0.2
        windows = (-0.3, -0.02, 0.24) if floor < density - 1 else (-0.3,)
        for x in windows:
            p.drawRect(QRectF(x * s, bottom - storey * 0.5, 0.1 * s, storey * 0.5))
    p.setPen(QPen(INK, s * 0.012))
    p.setBrush(colours["block"])
    for x, w in ((0.3, 0.1), (0.44, 0.07), (-0.5, 0.08)):    # fallen blocks at the foot
        p.drawRect(QRectF(x * s - w * s / 2, foot - 0.05 * s, w * s, 0.06 * s))


def _wave_lines(p: QPainter, s: float, rows: list[float], pen: QPen, width: float = 0.55) -> None:
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for y in rows:
        path = QPainterPath(QPointF(-width * s, y * s))
        steps = 4
        for i in range(steps):
            x0 = -width * s + i * 2 * width * s / steps
            path.quadTo(QPointF(x0 + width * s / steps, (y - 0.06) * s),
                        QPointF(x0 + 2 * width * s / steps, y * s))
        p.drawPath(path)


def _waves(p: QPainter, s: float, density: int, colour: QColor) -> None:
    _wave_lines(p, s, [-0.3, -0.08], QPen(_colours("waves")["line"], s * 0.025), 0.45)


def _dots(p: QPainter, s: float, density: int, colour: QColor) -> None:
    rng = random.Random(11)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_colours("dots")["dot"])
    for _ in range(22):
        x, y = rng.uniform(-0.6, 0.6), rng.uniform(-0.5, 0.0)
        if abs(x) < 0.75 - abs(y) * 0.5:
            p.drawEllipse(QPointF(x * s, y * s), s * 0.022, s * 0.022)


def _grass(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setPen(QPen(_colours("grass")["blade"], s * 0.02))
    for x, y in _spots(s, 3):
        for dx in (-0.04, 0.0, 0.04):
            p.drawLine(QPointF(x, y + s * 0.05), QPointF(x + dx * s * 1.5, y - s * 0.05))


def _cracks(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setPen(QPen(_colours("cracks")["line"], s * 0.025))
    for y0 in (-0.35, -0.05):
        pts = [QPointF((-0.5 + i * 0.2) * s, (y0 + (0.06 if i % 2 else -0.04)) * s) for i in range(6)]
        p.drawPolyline(QPolygonF(pts))


def _rows(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setPen(QPen(_colours("rows")["line"], s * 0.02))
    for i in range(5):
        y = (-0.5 + i * 0.13) * s
        half = (0.55 - abs(y / s + 0.2) * 0.3) * s
        p.drawLine(QPointF(-half, y), QPointF(half, y))


def _factory(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setPen(QPen(INK, s * 0.02))
    p.setBrush(_colours("factory")["wall"])
    roof = [QPointF(-0.4 * s, 0.05 * s), QPointF(-0.4 * s, -0.25 * s)]
    for i in range(3):
        x = -0.4 + i * 0.22
        roof += [QPointF((x + 0.22) * s, -0.4 * s), QPointF((x + 0.22) * s, -0.25 * s)]
    roof += [QPointF(0.26 * s, 0.05 * s)]
    p.drawPolygon(QPolygonF(roof))
    p.drawRect(QRectF(0.3 * s, -0.55 * s, 0.08 * s, 0.6 * s))


def _building(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setPen(QPen(INK, s * 0.03))
    p.setBrush(_colours("building")["wall"])
    p.drawRect(QRectF(-0.35 * s, -0.5 * s, 0.7 * s, 0.55 * s))
    p.setPen(QPen(INK, s * 0.015))
    p.drawLine(QPointF(-0.35 * s, -0.5 * s), QPointF(0.35 * s, 0.05 * s))
    p.drawLine(QPointF(0.35 * s, -0.5 * s), QPointF(-0.35 * s, 0.05 * s))


def _blank(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setPen(QPen(_colours("blank")["cross"], s * 0.04))
    p.drawLine(QPointF(-0.4 * s, -0.5 * s), QPointF(0.4 * s, 0.1 * s))
    p.drawLine(QPointF(0.4 * s, -0.5 * s), QPointF(-0.4 * s, 0.1 * s))


def _hexagon(p: QPainter, s: float, density: int, colour: QColor) -> None:
    """A hex's fill (stamped on raster devices, where it is many times faster than a polygon)."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPolygon(hex_polygon(s))


def _outline(p: QPainter, s: float, sides: int, colour: QColor) -> None:
    """A hex's share of its building's outline: the sides in `sides` (bit d: direction d, N, NE, SE,
    S, SW, NW), those the building's exits do not cross. Each run of them is one mitred line; where a
    run ends and the outline goes on along the side between two neighbours, it turns onto that side
    just far enough for the corner's mitre (the neighbour's run starts there square), so the hexes of
    a building draw together the one line around it."""
    pen = QPen(colour, s * OUTLINE_WIDTH)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    corner = hex_corners(s)
    if sides == 0b111111:
        p.drawPolygon(QPolygonF(corner))
        return
    for first in (d for d in range(6) if sides >> d & 1 and not sides >> (d - 1) % 6 & 1):
        run = [corner[(first + 4) % 6]]         # side d runs from corner d + 4 to corner d + 5
        d = first
        while sides >> d % 6 & 1:
            run.append(corner[(d + 5) % 6])
            d += 1
        run.append(run[-1] * 1.001)      # on along the side between the next two hexes
        p.drawPolyline(QPolygonF(run))


# ---- modification marks ----------------------------------------------------------------------

def _stipple(p: QPainter, s: float, density: int, colour: QColor) -> None:
    rng = random.Random(5)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    for _ in range(30):
        x, y = rng.uniform(-0.7, 0.7), rng.uniform(-0.55, 0.55)
        if abs(x) < 0.85 - abs(y) * 0.6:
            p.drawEllipse(QPointF(x * s, y * s), s * 0.03, s * 0.022)


def _snow(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_colours("snow")["thin" if density == 1 else "deep"])
    p.drawPolygon(hex_polygon(s * 0.97))
    rng = random.Random(9)
    p.setPen(QPen(_colours("snow")["flake"], s * 0.012))
    for _ in range(8):
        x, y = rng.uniform(-0.6, 0.6) * s, rng.uniform(-0.5, 0.45) * s
        for a in (0, 60, 120):
            dx, dy = math.cos(math.radians(a)) * s * 0.04, math.sin(math.radians(a)) * s * 0.04
            p.drawLine(QPointF(x - dx, y - dy), QPointF(x + dx, y + dy))


def _hatch(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setPen(QPen(colour.darker(140), s * 0.02))
    for i in range(-3, 4):
        x = i * 0.18 * s
        p.drawLine(QPointF(x - 0.2 * s, 0.35 * s), QPointF(x + 0.2 * s, -0.35 * s))


def _mod_waves(p: QPainter, s: float, density: int, colour: QColor) -> None:
    _wave_lines(p, s, [-0.5, 0.12], QPen(colour, s * 0.035), 0.4)


def _ring(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    for r in (0.12, 0.22):
        p.setPen(QPen(colour, s * 0.035))
        p.drawEllipse(QPointF(0, -0.1 * s), r * s, r * s)


def _flame(p: QPainter, s: float, density: int, colour: QColor) -> None:
    for scale, fill in ((1.0, colour), (0.55, _colours("flame")["heart"])):
        path = QPainterPath(QPointF(0, 0.05 * s))
        path.cubicTo(QPointF(-0.22 * s * scale, 0.0), QPointF(-0.1 * s * scale, -0.25 * s * scale),
                     QPointF(0, -0.42 * s * scale))
        path.cubicTo(QPointF(0.1 * s * scale, -0.25 * s * scale), QPointF(0.22 * s * scale, 0.0),
                     QPointF(0, 0.05 * s))
        p.setPen(QPen(INK, s * 0.012) if scale == 1.0 else Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawPath(path)


def _smoke(p: QPainter, s: float, density: int, colour: QColor) -> None:
    fill = QColor(colour)
    fill.setAlpha(120)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    for x, y, r in ((-0.25, -0.2, 0.22), (0.15, -0.3, 0.25), (0.3, 0.05, 0.2), (-0.1, 0.1, 0.22)):
        p.drawEllipse(QPointF(x * s, y * s), r * s, r * s)


def _bridge(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setPen(QPen(INK, s * 0.02))
    p.setBrush(colour)
    p.drawRect(QRectF(-0.75 * s, -0.14 * s, 1.5 * s, 0.22 * s))
    p.setPen(QPen(colour.lighter(150), s * 0.015))
    for i in range(-6, 7):
        p.drawLine(QPointF(i * 0.1 * s, -0.13 * s), QPointF(i * 0.1 * s, 0.07 * s))


def _border(p: QPainter, s: float, density: int, colour: QColor) -> None:
    pen = QPen(colour, s * 0.06)
    pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolygon(hex_polygon(s * 0.82))


def _reeds(p: QPainter, s: float, density: int, colour: QColor) -> None:
    p.setPen(QPen(colour, s * 0.02))
    for x, y in _spots(s, 3):
        for dx in (-0.05, 0.0, 0.05):
            p.drawLine(QPointF(x + dx * s * 0.5, y + 0.08 * s), QPointF(x + dx * s, y - 0.08 * s))
        p.drawLine(QPointF(x - 0.08 * s, y + 0.08 * s), QPointF(x + 0.08 * s, y + 0.08 * s))


DRAWERS = {
    "tree": _tree, "palm": _palm, "rocks": _rocks, "rubble": _rubble, "ruin": _ruin, "waves": _waves, "dots": _dots,
    "grass": _grass, "cracks": _cracks, "rows": _rows, "factory": _factory, "building": _building,
    "blank": _blank, "hexagon": _hexagon, "outline": _outline,
    "stipple": _stipple, "snow": _snow, "hatch": _hatch, "mod_waves": _mod_waves,
    "ring": _ring, "flame": _flame, "smoke": _smoke, "bridge": _bridge, "border": _border, "reeds": _reeds,
}
