"""MapPainter: draws a map, or the part of it inside a rectangle, with a QPainter.

The same code paints the editor's view, PDF pages, SVG and PNG. Coordinates are map units of a
`Layout` (hex corner radius `layout.size`, best around 50 so font sizes stay whole); the caller
sets the QPainter's transform for zoom, print scale or page offset. Detail follows the scale:
symbols from 16 screen pixels per hex, text when the caller asks for it. On raster devices (the
editor, PNG) fills, symbols, marks and label blocks are stamped from images rendered once per
scale (`Stamps`); PDF and SVG get vectors.

Layers, bottom to top: fills (colour by terrain, shaded by level or water depth), terrain
symbols, modification marks and roads, contour lines where the level changes, the grid, text
(hex id at the top, rule labels such as LEVEL 2 / LT WOODS / MUD at the bottom).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPaintEngine, QPainter, QPen, QPolygonF, QTransform

from ..core.hexgrid import OFFSET_NEIGHBOURS, Layout
from ..core.model import HexMap
from ..core.vocabulary import BASE_INDEX, MODIFICATIONS
from .style import Style, default_style
from .symbols import Stamps, SymbolCache, draw_symbol

WATER = BASE_INDEX["water"]
GRID_COLOUR = QColor("#3b3a36")
CONTOUR_COLOUR = QColor("#6b4423")
TEXT_COLOUR = QColor("#222222")
LABEL_BACK = QColor(255, 255, 255, 170)
LAYERS = ("fills", "symbols", "lines", "text")   # bottom to top: symbols with marks and roads, lines contours and grid
SYMBOL_MIN_PIXELS = 16.0   # hexes smaller than this on screen get no symbols
STAMP_MAX_PIXELS = 128.0   # stamps up to this hex width in device pixels (their memory grows with its square)

# Corner pairs of each hex side, in the direction order N, NE, SE, S, SW, NW (corners start at
# the right corner and run clockwise on screen, y down).
SIDE_CORNERS = ((4, 5), (5, 0), (0, 1), (1, 2), (2, 3), (3, 4))


NEIGHBOURS = OFFSET_NEIGHBOURS
ROAD_MODS = np.uint32(sum(1 << i for i, m in enumerate(MODIFICATIONS) if m.name in
                          ("road", "dirt_road", "gravel_road", "bridge")))


class MapPainter:
    def __init__(self, layout: Layout, style: Style | None = None):
        self.layout = layout
        self.style = style or default_style()
        self.corners = layout.corner_offsets()
        self.hex_polygon = QPolygonF([QPointF(x, y) for x, y in self.corners])
        self.side_ends = np.array([self.corners[a] + self.corners[b] for a, b in SIDE_CORNERS])   # (6, 4)
        size = layout.size
        self.symbols = SymbolCache(size)
        self.stamps = Stamps()
        self._label_cache: dict[tuple, list[str]] = {}
        self.id_font = _font(size * 0.22, bold=False)
        self.label_font = _font(size * 0.16, bold=True)
        self.label_line = QFontMetricsF(self.label_font).lineSpacing()
        self.grid_pen = QPen(GRID_COLOUR, max(0.5, size * 0.03))
        self.contour_pen = QPen(CONTOUR_COLOUR, size * 0.09)
        for pen in (self.grid_pen, self.contour_pen):
            # Square caps: Qt's quick line rasteriser takes them (round caps go through the slow
            # general stroker), and where sides meet they cover exactly what round caps would.
            pen.setCapStyle(Qt.PenCapStyle.SquareCap)

    def map_rect(self, hex_map: HexMap) -> QRectF:
        w, h = self.layout.map_size(hex_map.width, hex_map.height)
        return QRectF(0, 0, w, h)

    def hex_rect(self, col: int, row: int) -> QRectF:
        """The bounding box of one hex, with room for its grid line."""
        x, y = self.layout.center(col, row)
        s = self.layout.size * 1.05
        return QRectF(x - s, y - s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, hex_map: HexMap, rect: QRectF | None = None, text: bool = True,
              labels: bool = True, rows: range | None = None, layers: tuple[str, ...] = LAYERS) -> None:
        """Draw the hexes that touch `rect` (the whole map when None); with `text`, the hex ids and,
        unless `labels` is False, the rule labels. `rows` and `layers` draw only those rows of hexes
        and those of the LAYERS (a document streamed in parts draws each layer of every part in turn,
        so they overlap as in one drawing)."""
        rect = rect or self.map_rect(hex_map)
        cols, in_rect = self.layout.hexes_in_rect(rect.left(), rect.top(), rect.right(), rect.bottom(),
                                                  hex_map.width, hex_map.height)
        rows = in_rect if rows is None else range(max(rows.start, in_rect.start), min(rows.stop, in_rect.stop))
        if not cols or not rows:
            return
        c, r = np.meshgrid(np.arange(cols.start, cols.stop), np.arange(rows.start, rows.stop))
        c, r = c.ravel(), r.ravel()
        x, y = self.layout.centers(c, r)
        zoom = painter.worldTransform().m11()
        # Only the hexes whose drawing reaches into rect: roads and wide lines pass a hex's edge a little.
        over = max(self.layout.size * 0.15, self._grid_width(zoom)) + 1 / max(1e-9, zoom)
        half_x, half_y = self.layout.size + over, self.layout.flat_width / 2 + over
        near = (x + half_x > rect.left()) & (x - half_x < rect.right()) & (y + half_y > rect.top()) & \
            (y - half_y < rect.bottom())
        c, r, x, y = c[near], r[near], x[near], y[near]
        pixels = self.layout.size * 2 * zoom
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        stamps = self._stamp_transform(painter)
        if "fills" in layers:
            self._fills(painter, hex_map, c, r, x, y, stamps)
        if pixels >= SYMBOL_MIN_PIXELS and "symbols" in layers:
            self._symbols(painter, hex_map, c, r, x, y, stamps)
            self._mods(painter, hex_map, c, r, x, y, stamps)
        if "lines" in layers:
            ends, level, inside = self._sides(hex_map, c, r, x, y)
            self._contours(painter, hex_map, c, r, ends, level, inside)
            self._grid(painter, ends, inside)
        if text and "text" in layers:
            self._texts(painter, hex_map, c, r, x, y, labels, stamps)
        painter.restore()

    def _fills(self, painter, hex_map, c, r, x, y, stamps) -> None:
        rgb = self.style.fill_rgb(hex_map.base[r, c], hex_map.params[r, c, 0], hex_map.level[r, c]).astype(np.uint32)
        colours, which = np.unique(rgb[:, 0] << 16 | rgb[:, 1] << 8 | rgb[:, 2], return_inverse=True)
        if stamps is not None:
            keys = [("hexagon", 1, f"#{k:06x}") for k in colours.tolist()]
            self._stamp(painter, stamps, keys, which, x, y, self._picture_source)
            return
        painter.setPen(Qt.PenStyle.NoPen)
        for k, colour in enumerate(colours.tolist()):
            painter.setBrush(QColor(colour))
            for px, py in zip(x[which == k].tolist(), y[which == k].tolist()):
                painter.drawPolygon(self.hex_polygon.translated(px, py))

    def _symbols(self, painter, hex_map, c, r, x, y, stamps) -> None:
        bases, which = np.unique(hex_map.base[r, c], return_inverse=True)
        styles = [self.style.base[b] for b in bases.tolist()]
        hexes = np.flatnonzero(np.array([bool(s.symbol) for s in styles])[which])
        self._pictures(painter, [(s.symbol, s.density, "#000000") for s in styles], which[hexes], hexes, x, y, stamps)

    def _mods(self, painter, hex_map, c, r, x, y, stamps) -> None:
        mods = hex_map.mods[r, c]
        marked = np.flatnonzero(mods != 0)
        if not len(marked):
            return
        self._roads(painter, hex_map, c[marked], r[marked], x[marked], y[marked])
        present = np.bitwise_or.reduce(mods[marked])
        keys, which, hexes = [], [], []
        for m, style in enumerate(self.style.mods):
            if present >> m & 1 and style.pattern and style.pattern != "road":
                density = 2 if MODIFICATIONS[m].name in ("deep_snow", "heavy_smoke") else 1
                hexes.append(np.flatnonzero(mods >> np.uint32(m) & 1))
                which.append(np.full(len(hexes[-1]), len(keys)))
                keys.append((style.pattern, density, style.colour))
        if keys:
            self._pictures(painter, keys, np.concatenate(which), np.concatenate(hexes), x, y, stamps)

    def _pictures(self, painter, keys: list[tuple], which: np.ndarray, hexes: np.ndarray, x, y,
                  stamps: QTransform | None) -> None:
        """Picture keys[which[n]] (name, density, colour) centred on hex hexes[n], for each n: stamped
        when `stamps` gives the device transform, else as vectors."""
        if stamps is not None:
            self._stamp(painter, stamps, keys, which, x[hexes], y[hexes], self._picture_source)
            return
        pictures = {k: self.symbols.picture(*keys[k]) for k in np.unique(which).tolist()}
        for k, px, py in zip(which.tolist(), x[hexes].tolist(), y[hexes].tolist()):
            draw_symbol(painter, QPointF(px, py), pictures[k])

    def _picture_source(self, key: tuple):
        picture = self.symbols.picture(*key)
        m = self.layout.size * 0.1                     # pen widths beyond the shapes
        return QRectF(picture.boundingRect()).adjusted(-m, -m, m, m), lambda p: draw_symbol(p, QPointF(0, 0), picture)

    def _stamp(self, painter, stamps: QTransform, keys: list, which: np.ndarray, x, y, source) -> None:
        """Stamp drawing keys[which[n]] at (x[n], y[n]) (map units); `source(key)` gives a drawing's
        bounds and the function drawing it."""
        painter.save()
        painter.setWorldTransform(stamps.inverted()[0] * painter.worldTransform())     # device pixels
        self.stamps.draw(painter, keys, which, x * stamps.m11() + stamps.dx(), y * stamps.m22() + stamps.dy(),
                         round(stamps.m11(), 6), source)
        painter.restore()

    def _stamp_transform(self, painter: QPainter) -> QTransform | None:
        """The device transform when symbols can be stamped as images: a raster device, a plain zoom,
        hexes small enough that their renderings stay small."""
        t = painter.deviceTransform()
        if (painter.paintEngine().type() != QPaintEngine.Type.Raster or t.m11() != t.m22() or t.m11() <= 0
                or t.type().value > QTransform.TransformationType.TxScale.value
                or self.layout.size * 2 * t.m11() > STAMP_MAX_PIXELS):
            return None
        return t

    def _roads(self, painter, hex_map, c, r, x, y) -> None:
        """Roads run from the hex centre to each neighbour that has a road or bridge too."""
        roads = (hex_map.mods[r, c] & ROAD_MODS) != 0
        c, r, x, y = c[roads], r[roads], x[roads], y[roads]
        if not len(c):
            return
        ends, any_link = [], np.zeros(len(c), bool)
        for d in range(6):
            dc, dr = NEIGHBOURS[c & 1, d].T
            nc, nr = c + dc, r + dr
            inside = (nc >= 0) & (nc < hex_map.width) & (nr >= 0) & (nr < hex_map.height)
            linked = np.zeros(len(c), bool)
            linked[inside] = (hex_map.mods[nr[inside], nc[inside]] & ROAD_MODS) != 0
            any_link |= linked
            (a, b) = SIDE_CORNERS[d]
            mx = (self.corners[a][0] + self.corners[b][0]) / 2
            my = (self.corners[a][1] + self.corners[b][1]) / 2
            ends.append(np.stack([x, y, x + mx, y + my], 1)[linked])
        s = self.layout.size
        lone = ~any_link
        ends.append(np.stack([x - 0.6 * s, y, x + 0.6 * s, y], 1)[lone])
        lines = _lines(np.concatenate(ends))
        for colour, width in (("#4a4238", 0.2), ("#d9cdb4", 0.13)):
            pen = QPen(QColor(colour), s * width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLines(lines)

    def _grid_width(self, zoom: float) -> float:
        """At least a little over one device pixel: thinner lines take Qt's fast hairline path,
        which rasterises differently wherever a line is clipped (seams between PNG bands)."""
        return max(self.grid_pen.widthF(), 1.1 / max(1e-9, zoom))

    def _sides(self, hex_map, c, r, x, y) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """For each direction d and hex n: the ends of side d (6, n, 4), the neighbour's level
        (6, n; 0 off the map) and whether the neighbour is on the map (6, n)."""
        nc, nr = c + NEIGHBOURS[c & 1, :, 0].T, r + NEIGHBOURS[c & 1, :, 1].T
        inside = (nc >= 0) & (nc < hex_map.width) & (nr >= 0) & (nr < hex_map.height)
        on_map = np.clip(nr, 0, hex_map.height - 1), np.clip(nc, 0, hex_map.width - 1)
        level = np.where(inside, hex_map.level[on_map], 0)
        ends = np.stack([x, y, x, y], 1)[None] + self.side_ends[:, None, :]
        return ends, level, inside

    def _contours(self, painter, hex_map, c, r, ends, level, inside) -> None:
        """A contour line on each hex side where the level changes (like the official sheets).
        Each shared side is drawn once, from the hex below or left of it (its N, NE or SE side)."""
        lines = ends[:3][inside[:3] & (level[:3] != hex_map.level[r, c])]
        if len(lines):
            painter.setPen(self.contour_pen)
            painter.drawLines(_lines(lines))

    def _grid(self, painter, ends, inside) -> None:
        """Each hex side once: a hex draws its N, NE and SE sides, and any side on the map's edge.

        Drawing every side exactly once keeps anti-aliased lines the same however the map is cut
        into bands or tiles."""
        pen = QPen(self.grid_pen)
        pen.setWidthF(self._grid_width(painter.worldTransform().m11()))
        painter.setPen(pen)
        painter.drawLines(_lines(np.concatenate([ends[:3].reshape(-1, 4), ends[3:][~inside[3:]]])))

    def _texts(self, painter, hex_map, c, r, x, y, labels: bool, stamps: QTransform | None) -> None:
        s = self.layout.size
        painter.setPen(TEXT_COLOUR)
        painter.setFont(self.id_font)
        for left, top, col, row in zip((x - s * 0.5).tolist(), (y - s * 0.84).tolist(), c.tolist(), r.tolist()):
            painter.drawText(QRectF(left, top, s, s * 0.26), Qt.AlignmentFlag.AlignCenter, hex_map.hex_id(col, row))
        if not labels:
            return
        hexes, which, keys = self._label_blocks(hex_map, c, r)
        if stamps is not None:
            self._stamp(painter, stamps, keys, which, x[hexes], y[hexes], self._label_source)
            return
        for k, i in zip(which.tolist(), hexes.tolist()):
            self._label_block(painter, float(x[i]), float(y[i]), keys[k])

    def _label_blocks(self, hex_map, c, r) -> tuple[np.ndarray, np.ndarray, list[tuple[str, ...]]]:
        """The hexes with labels, the block each shows (an index into the list of blocks) and the
        blocks' lines; a block is worked out once per combination of what labels depend on."""
        base, mods, level = hex_map.base[r, c], hex_map.mods[r, c], hex_map.level[r, c]
        hexes = np.flatnonzero((base != 0) | (mods != 0) | (level != 0))
        what = np.column_stack([base[hexes], hex_map.params[r[hexes], c[hexes]].view(np.uint32), mods[hexes],
                                level[hexes].view(np.uint32)])
        _, first, which = np.unique(what, axis=0, return_index=True, return_inverse=True)
        keys = []
        for i in hexes[first].tolist():
            lines = self._labels(hex_map, int(c[i]), int(r[i]))
            if level[i]:
                lines.insert(0, f"LEVEL {float(level[i]):g}")
            keys.append(tuple(lines[:3]))
        return hexes, which.ravel(), keys

    def _label_source(self, lines: tuple[str, ...]):
        s = self.layout.size
        box = QRectF(-s * 0.75, s * 0.8 - self.label_line * len(lines), s * 1.5, self.label_line * len(lines) + s * 0.1)
        return box, lambda p: self._label_block(p, 0, 0, lines)

    def _labels(self, hex_map: HexMap, col: int, row: int) -> list[str]:
        """The style's labels, cached by what they depend on (base, its parameters, modifications)."""
        key = (int(hex_map.base[row, col]), hex_map.params[row, col].tobytes(), int(hex_map.mods[row, col]))
        labels = self._label_cache.get(key)
        if labels is None:
            labels = self._label_cache[key] = self.style.labels(hex_map, col, row)
        return list(labels)

    def _label_block(self, painter: QPainter, x: float, y: float, lines: tuple[str, ...]) -> None:
        s = self.layout.size
        line_h = self.label_line
        top = y + s * 0.84 - line_h * len(lines)
        box = QRectF(x - s * 0.62, top - s * 0.02, s * 1.24, line_h * len(lines) + s * 0.03)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(LABEL_BACK)
        painter.drawRoundedRect(box, s * 0.05, s * 0.05)
        painter.setPen(TEXT_COLOUR)
        painter.setFont(self.label_font)
        painter.drawText(QRectF(x - s * 0.75, top, s * 1.5, line_h * len(lines)),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "\n".join(lines))


def _lines(ends: np.ndarray) -> list[QLineF]:
    """QLineF objects from (n, 4) line ends."""
    return list(map(QLineF, *ends.T.tolist()))


def _font(pixel_size: float, bold: bool) -> QFont:
    """A font sized in map units (pixel sizes follow the painter's transform on every device)."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font
