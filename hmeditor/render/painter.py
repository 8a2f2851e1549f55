"""MapPainter: draws a map, or the part of it inside a rectangle, with a QPainter.

The same code paints the editor's view, PDF pages, SVG and PNG. Coordinates are map units of a
`Layout` (hex corner radius `layout.size`, best around 50 so font sizes stay whole); the caller
sets the QPainter's transform for zoom, print scale or page offset. Detail follows the scale:
symbols from 16 screen pixels per hex, text when the caller asks for it. On raster devices (the
editor, PNG) fills, symbols, marks, the sides of the grid, contours and building outlines, and label
blocks are stamped from images rendered once per scale (`Stamps`); PDF and SVG get vectors.

Layers, bottom to top: fills (colour by terrain, shaded by level or water depth), terrain
symbols, modification marks, roads and bridges along their exits (hmeditor/core/features.py: a
road runs toward each side it connects through, as on a MegaMek board), contour lines where the
level changes, the grid, the outline of each building (one line around all its hexes), markers
(elevators, fuel tanks), text (hex id at the top, rule labels such as LEVEL 2 /
LT WOODS / MUD at the bottom, made smaller where a line would not fit the hex).
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPaintEngine,
    QPainter,
    QPen,
    QTransform,
)

from ..core import arrays
from ..core.features import BRIDGE_BIT, ROAD_BITS, Features, features_near, source_of
from ..core.hexgrid import OFFSET_NEIGHBOURS, Layout, id_parts
from ..core.model import HexMap
from ..core.vocabulary import BASE_INDEX, MOD_INDEX, MODIFICATIONS
from . import hex_polygon
from .style import Style, default_style, hex_label
from .symbols import Blits, Stamps, SymbolCache, draw_symbol, draw_symbols
from .vectors import HexIds, LabelBlock, draw_label_blocks

WATER = BASE_INDEX["water"]
ID_HEIGHT = 0.26           # hex sizes: the band at the top of a hex the id is centred in
LABEL_BOTTOM = 0.64        # rule labels end this many hex sizes below the centre: clear of the edge and the
                           # next hex's id (0.87 is the edge), so a label reads as its own hex's
LABEL_ROUNDING = 0.05      # hex sizes: the corners of a label's box
LAYERS = ("fills", "symbols", "lines", "text")   # bottom to top: symbols with marks and roads, lines the underlay's
                                                 # picture (when there is one), contours and grid
SYMBOL_MIN_PIXELS = 16.0   # hexes smaller than this on screen get no symbols
STAMP_MAX_PIXELS = 128.0   # stamps up to this hex width in device pixels (their memory grows with its square)

# Corner pairs of each hex side, in the direction order N, NE, SE, S, SW, NW (corners start at
# the right corner and run clockwise on screen, y down).
SIDE_CORNERS = ((4, 5), (5, 0), (0, 1), (1, 2), (2, 3), (3, 4))
GRID_BIT = 1 << 6          # in a hex's set of sides (bit d: direction d): the grid's, not a contour's


NEIGHBOURS = OFFSET_NEIGHBOURS
ROAD_WIDTH = 0.3           # hex sizes across the casing; the road's own colour fills most of it
BUILDING = BASE_INDEX["building"]
DRAWN_MODS = ("road", "bridge")          # patterns drawn along exits, not stamped
CLASS_WORDS = ("BLDG", "HANGAR", "FORTRESS", "GUN EMPL")   # building classes 0..3 (MegaMek bldg_class)


class MapPainter:
    def __init__(self, layout: Layout, style: Style | None = None):
        self.layout = layout
        self.style = style or default_style()
        self.corners = layout.corner_offsets()
        self.hex_polygon = hex_polygon(layout.size)
        self.side_ends = np.array([self.corners[a] + self.corners[b] for a, b in SIDE_CORNERS])   # (6, 4)
        size = layout.size
        self.symbols = SymbolCache(size)
        self.pdf_symbols = SymbolCache(size, hidden_outlines=True)
        self.stamps = Stamps()
        self.line_stamps = Stamps(phases=4)     # grid and contour sides meet those of the next hex: placed closer
        self._label_layouts: dict[tuple[str, ...], LabelBlock] = {}
        self._advances: dict[tuple[int, str], float] = {}
        self.underlay = None        # an UnderlayPicture (render/tracing.py) drawn under the grid, or None
        self._metrics: dict[int, tuple[float, float, float]] = {}      # a label font size's leading, ascent, height
        self.id_font = _font(size * 0.22, bold=False)
        self.id_metrics = QFontMetricsF(self.id_font)
        self.pdf_ids = HexIds(self.id_font)
        self.label_font = _font(size * 0.16, bold=True)
        self.label_line = QFontMetricsF(self.label_font).lineSpacing()
        self.text_colour, self.label_back = self.style.colour("text"), self.style.colour("label_back")
        self.road_order = np.array([MOD_INDEX[name] for name in self.style.roads])   # a hex with several: the first
        self.grid_pen = QPen(self.style.colour("grid"), max(0.5, size * 0.03))
        self.contour_pen = QPen(self.style.colour("contour"), size * 0.09)
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
              labels: bool = True, rows: range | None = None, layers: tuple[str, ...] = LAYERS,
              ids: bool = True, only: np.ndarray | None = None) -> None:
        """Draw the hexes that touch `rect` (the whole map when None); with `text`, the hex ids (unless
        `ids` is False) and the rule labels (unless `labels` is False). `rows` and `layers` draw only
        those rows of hexes and those of the LAYERS (a document streamed in parts draws each layer of
        every part in turn, so they overlap as in one drawing). `only` (bool [row, col]) draws just
        those hexes, edged as the map's edge is (a piece of a map)."""
        rect, band = rect or self.map_rect(hex_map), rows
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
        if only is not None:
            near &= only[r, c]
        c, r, x, y = c[near], r[near], x[near], y[near]
        if not len(c):
            return
        pixels = self.layout.size * 2 * zoom
        rows, cols = range(int(r.min()), int(r.max()) + 1), range(int(c.min()), int(c.max()) + 1)
        feats = features_near(hex_map, rows, cols)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        stamps = self._stamp_transform(painter)
        if "fills" in layers:
            self._fills(painter, hex_map, c, r, x, y, stamps)
        if pixels >= SYMBOL_MIN_PIXELS and "symbols" in layers:
            self._symbols(painter, hex_map, c, r, x, y, stamps)
            self._mods(painter, hex_map, feats, c, r, x, y, stamps)
        if "lines" in layers:
            if self.underlay is not None:
                self.underlay.draw(painter, self._underlay_clip(hex_map, rect, band))
            ends, level, inside = self._sides(hex_map, c, r, x, y, only)
            if stamps is None:
                self._contours(painter, hex_map, c, r, ends, level, inside)
                self._grid(painter, ends, inside)
            else:
                self._stamped_lines(painter, hex_map, c, r, x, y, level, inside, stamps)
            if pixels >= SYMBOL_MIN_PIXELS:
                self._outlines(painter, hex_map, feats, c, r, x, y, stamps, only)
                self._markers(painter, hex_map, feats, c, r, x, y)
        if text and "text" in layers:
            self._texts(painter, hex_map, feats, c, r, x, y, ids, labels, stamps)
        painter.restore()

    def _underlay_clip(self, hex_map: HexMap, rect: QRectF, band: range | None) -> QRectF:
        """Where the underlay is drawn: the map within `rect`, and within a band of rows only the
        strip from its first row's top to the next band's (bands drawn in turn meet, no overlap)."""
        clip = rect.intersected(self.map_rect(hex_map))
        if band is not None:
            top = -math.inf if band.start <= 0 else band.start * self.layout.flat_width
            bottom = math.inf if band.stop >= hex_map.height else band.stop * self.layout.flat_width
            clip = clip.intersected(QRectF(clip.left(), max(top, clip.top()), clip.width(),
                                           min(bottom, clip.bottom()) - max(top, clip.top())))
        return clip

    def paint_stamps(self, painter: QPainter, hex_map: HexMap, rect: QRectF, **show) -> Blits:
        """As `paint` (`show`: its `ids` and `labels`), on a raster painter for a map `stamps_only` holds
        for at its scale, with the stamps kept in order rather than drawn: `Blits.draw` then draws them a
        strip at a time."""
        blits = Blits()
        self.stamps.deferred = self.line_stamps.deferred = blits
        try:
            self.paint(painter, hex_map, rect, **show)
        finally:
            self.stamps.deferred = self.line_stamps.deferred = None
        return blits

    def _fills(self, painter, hex_map, c, r, x, y, stamps) -> None:
        rgb = self.style.fill_rgb(hex_map.base[r, c], hex_map.params[r, c, 0], hex_map.level[r, c]).astype(np.uint32)
        colours, which = np.unique(rgb[:, 0] << 16 | rgb[:, 1] << 8 | rgb[:, 2], return_inverse=True)
        if stamps is not None:
            keys = [("hexagon", 1, f"#{k:06x}") for k in colours.tolist()]
            self._stamp(painter, keys, which, x, y, self._picture_source)
            return
        painter.setPen(Qt.PenStyle.NoPen)
        for k, colour in enumerate(colours.tolist()):
            painter.setBrush(QColor(colour))
            for px, py in zip(x[which == k].tolist(), y[which == k].tolist()):
                painter.drawPolygon(self.hex_polygon.translated(px, py))

    def _symbols(self, painter, hex_map, c, r, x, y, stamps) -> None:
        base = hex_map.base[r, c]
        density = self.style.densities(base, hex_map.params[r, c])
        kinds, which = np.unique(base.astype(np.int64) * 4 + density, return_inverse=True)
        keys = [(self.style.base[k // 4].symbol, k % 4, "#000000") for k in kinds.tolist()]
        hexes = np.flatnonzero(np.array([bool(symbol) for symbol, _, _ in keys])[which])
        self._pictures(painter, keys, which[hexes], hexes, x, y, stamps)

    def _mods(self, painter, hex_map, feats: Features, c, r, x, y, stamps) -> None:
        mods = hex_map.mods[r, c]
        marked = np.flatnonzero(mods != 0)
        if not len(marked):
            return
        present = np.bitwise_or.reduce(mods[marked])
        keys, which, hexes = [], [], []
        for m, style in enumerate(self.style.mods):
            if present >> m & 1 and style.pattern and style.pattern not in DRAWN_MODS:
                density = 2 if MODIFICATIONS[m].name in ("deep_snow", "heavy_smoke") else 1
                hexes.append(np.flatnonzero(mods >> np.uint32(m) & 1))
                which.append(np.full(len(hexes[-1]), len(keys)))
                keys.append((style.pattern, density, style.colour))
        if keys:
            self._pictures(painter, keys, np.concatenate(which), np.concatenate(hexes), x, y, stamps)
        c, r, x, y = c[marked], r[marked], x[marked], y[marked]
        at = (r - feats.origin[0], c - feats.origin[1])
        self._roads(painter, hex_map.mods[r, c], feats.road[at], x, y)
        self._decks(painter, hex_map.mods[r, c], feats.bridge[at], x, y)

    def _pictures(self, painter, keys: list[tuple], which: np.ndarray, hexes: np.ndarray, x, y,
                  stamps: QTransform | None, kept: Stamps | None = None) -> None:
        """Picture keys[which[n]] (name, density, colour) centred on hex hexes[n], for each n: stamped
        when `stamps` gives the device transform (from `kept`, as `_stamp` takes), else as vectors."""
        if stamps is not None:
            self._stamp(painter, keys, which, x[hexes], y[hexes], self._picture_source, kept)
            return
        symbols = self.pdf_symbols if painter.paintEngine().type() == QPaintEngine.Type.Pdf else self.symbols
        pictures = {k: symbols.picture(*keys[k]) for k in arrays.unique(which).tolist()}
        draw_symbols(painter, pictures, which, x[hexes], y[hexes])

    def _picture_source(self, key: tuple):
        picture = self.symbols.picture(*key)
        m = self.layout.size * 0.1                     # pen widths beyond the shapes
        return QRectF(picture.boundingRect()).adjusted(-m, -m, m, m), lambda p: draw_symbol(p, QPointF(0, 0), picture)

    def _stamp(self, painter, keys: list, which: np.ndarray, x, y, source, kept: Stamps | None = None) -> None:
        """Stamp drawing keys[which[n]] at (x[n], y[n]) (map units) on a painter `_stamp_transform`
        allows; `source(key)` gives a drawing's bounds and the function drawing it; `kept` the stamps
        to use (`self.stamps` when None)."""
        (kept or self.stamps).stamp(painter, keys, which, x, y, source)

    def stamps_only(self, hex_map: HexMap, scale: float) -> bool:
        """Whether the whole map is stamped on a raster device at `scale` (device pixels per map unit, the
        same across and down): hexes small enough, and no road, bridge, marker (drawn as lines) or underlay."""
        return (self.underlay is None and self.layout.size * 2 * scale <= STAMP_MAX_PIXELS
                and not np.any(hex_map.mods & (ROAD_BITS | BRIDGE_BIT))
                and not any(original.markers for original in source_of(hex_map).hexes.values()))

    def _stamp_transform(self, painter: QPainter) -> QTransform | None:
        """The device transform when symbols can be stamped as images: a raster device, a plain zoom,
        hexes small enough that their renderings stay small."""
        t = painter.deviceTransform()
        if (painter.paintEngine().type() != QPaintEngine.Type.Raster or t.m11() != t.m22() or t.m11() <= 0
                or t.type().value > QTransform.TransformationType.TxScale.value
                or self.layout.size * 2 * t.m11() > STAMP_MAX_PIXELS):
            return None
        return t

    def _roads(self, painter, mods: np.ndarray, exits: np.ndarray, x, y) -> None:
        """Roads along their exits, on a dark casing, each road kind in its own colour."""
        road = (mods & ROAD_BITS) != 0
        if not road.any():
            return
        ends, owner = self._exit_lines(exits[road], x[road], y[road])
        order = self.road_order
        kind = order[np.argmax((mods[road][:, None] >> order.astype(np.uint32)) & 1, axis=1)][owner]
        width = self.layout.size * ROAD_WIDTH
        painter.setPen(_round_pen(self.style.colour("road_casing"), width))
        painter.drawLines(_lines(ends))
        for k in arrays.unique(kind).tolist():
            painter.setPen(_round_pen(QColor(self.style.mods[k].colour).lighter(self.style.road_lighter), width * 0.62))
            painter.drawLines(_lines(ends[kind == k]))

    def _decks(self, painter, mods: np.ndarray, exits: np.ndarray, x, y) -> None:
        """Bridge decks along their exits."""
        bridge = (mods & BRIDGE_BIT) != 0
        if not bridge.any():
            return
        ends, _ = self._exit_lines(exits[bridge], x[bridge], y[bridge])
        for colour, width in self.style.bridge_deck:
            pen = QPen(QColor(colour), self.layout.size * width)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawLines(_lines(ends))

    def _exit_lines(self, exits: np.ndarray, x, y) -> tuple[np.ndarray, np.ndarray]:
        """Line ends (n, 4) from each hex's centre to the middle of each side its exits go through (a
        hex without exits: a short piece across its middle), and the hex each line belongs to."""
        s = self.layout.size
        ends, owners = [], []
        for d, (a, b) in enumerate(SIDE_CORNERS):
            mx = (self.corners[a][0] + self.corners[b][0]) / 2
            my = (self.corners[a][1] + self.corners[b][1]) / 2
            going = np.flatnonzero(exits >> d & 1)
            ends.append(np.stack([x, y, x + mx, y + my], 1)[going])
            owners.append(going)
        lone = np.flatnonzero(exits == 0)
        ends.append(np.stack([x - 0.6 * s, y, x + 0.6 * s, y], 1)[lone])
        return np.concatenate(ends), np.concatenate(owners + [lone])

    def _outlines(self, painter, hex_map: HexMap, feats: Features, c, r, x, y, stamps: QTransform | None,
                  only: np.ndarray | None = None) -> None:
        """One line around each building: each of its hexes draws the sides no exit of the building
        crosses (symbols.py `_outline`)."""
        hexes = np.flatnonzero(hex_map.base[r, c] == BUILDING)
        if not len(hexes):
            return
        c, r = c[hexes], r[hexes]
        exits = feats.building[r - feats.origin[0], c - feats.origin[1]]
        nc, nr, inside = _neighbours(hex_map, c, r, only)
        back = feats.building[nr - feats.origin[0], nc - feats.origin[1]] >> ((np.arange(6) + 3) % 6)[:, None]
        crossed = inside & (hex_map.base[nr, nc] == BUILDING) & (((exits >> np.arange(6)[:, None]) | back) & 1 != 0)
        sides = (~crossed * np.left_shift(1, np.arange(6))[:, None]).sum(0)
        masks, which = np.unique(sides[sides != 0], return_inverse=True)      # inside a building: no side
        keys = [("outline", mask, self.style.colour("building_outline").name()) for mask in masks.tolist()]
        painter.save()
        painter.setClipRect(self.map_rect(hex_map), Qt.ClipOperation.IntersectClip)  # the map's edge cuts it
        self._pictures(painter, keys, which, hexes[sides != 0], x, y, stamps, self.line_stamps)
        painter.restore()

    def _markers(self, painter, hex_map: HexMap, feats: Features, c, r, x, y) -> None:
        """Elevators and fuel tanks a board holds: a coloured badge in the hex."""
        markers = feats.markers
        if not markers:
            return
        s = self.layout.size
        for col, row, px, py in zip(c.tolist(), r.tolist(), x.tolist(), y.tolist()):
            for i, marker in enumerate(markers.get(row * hex_map.width + col, ())):
                colour = QColor(self.style.markers.get(marker.kind, self.style.markers["other"]))
                centre = QPointF(px + s * (0.45 - 0.3 * i), py - s * 0.35)
                painter.setPen(QPen(self.style.colour("marker_rim"), s * 0.03))
                painter.setBrush(colour)
                painter.drawEllipse(centre, s * 0.14, s * 0.14)
                painter.setPen(QPen(self.style.colour("marker_rim"), s * 0.035))
                _marker_sign(painter, marker.kind, centre, s * 0.08)

    def _grid_width(self, zoom: float) -> float:
        """At least a little over one device pixel: thinner lines take Qt's fast hairline path,
        which rasterises differently wherever a line is clipped (seams between PNG bands)."""
        return max(self.grid_pen.widthF(), 1.1 / max(1e-9, zoom))

    def _sides(self, hex_map, c, r, x, y, only: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """For each direction d and hex n: the ends of side d (6, n, 4), the neighbour's level
        (6, n; 0 off the map) and whether the neighbour is on the map (and drawn: `only`) (6, n)."""
        nc, nr, inside = _neighbours(hex_map, c, r, only)
        level = np.where(inside, hex_map.level[nr, nc], 0)
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

    def _stamped_lines(self, painter, hex_map, c, r, x, y, level, inside, stamps: QTransform) -> None:
        """Contours, then the grid, as `_contours` and `_grid` draw them, stamped per hex: a stamp
        for each set of sides a hex draws (its N, NE, SE sides; those on the map's edge too)."""
        bits = np.left_shift(1, np.arange(6))[:, None]
        contours = ((inside[:3] & (level[:3] != hex_map.level[r, c])) * bits[:3]).sum(0)
        grid = 0b000111 | ((~inside[3:]) * bits[3:]).sum(0)
        sides = np.concatenate([contours, GRID_BIT | grid])       # all the contours, then the grid over them
        hexes = np.flatnonzero(sides & ~GRID_BIT)
        kinds, which = np.unique(sides[hexes], return_inverse=True)
        grid_width, n = self._grid_width(painter.worldTransform().m11()), len(c)
        keys = [("grid", grid_width, k & ~GRID_BIT) if k & GRID_BIT else ("contour", self.contour_pen.widthF(), k)
                for k in kinds.tolist()]
        self._stamp(painter, keys, which, x[hexes % n], y[hexes % n], self._sides_source, self.line_stamps)

    def _sides_source(self, key: tuple):
        """The sides in `mask` (bit d: direction d) of a hex at (0, 0), in the contour or grid pen."""
        kind, width, mask = key
        pen = QPen(self.contour_pen if kind == "contour" else self.grid_pen)
        pen.setWidthF(width)
        ends = self.side_ends[[d for d in range(6) if mask >> d & 1]]
        x, y = ends[:, 0::2], ends[:, 1::2]
        box = QRectF(x.min() - width, y.min() - width, np.ptp(x) + 2 * width, np.ptp(y) + 2 * width)

        def draw(p: QPainter) -> None:
            p.setPen(pen)
            p.drawLines(_lines(ends))
        return box, draw

    def _texts(self, painter, hex_map, feats: Features, c, r, x, y, ids: bool, labels: bool,
               stamps: QTransform | None) -> None:
        if ids:
            self._id_boxes(painter, hex_map, feats, c, r, x, y, stamps)
            self._ids(painter, hex_map, c, r, x, y, stamps)
        if labels:
            self._labels(painter, hex_map, feats, c, r, x, y, stamps)

    def _id_boxes(self, painter, hex_map, feats: Features, c, r, x, y, stamps: QTransform | None) -> None:
        """A light box behind the id of each hex whose road or bridge runs north, through the id: the
        id stays readable over the road."""
        at = (r - feats.origin[0], c - feats.origin[1])
        mods = hex_map.mods[r, c]
        north = (((mods & ROAD_BITS) != 0) & (feats.road[at] & 1 != 0)) | \
            (((mods & BRIDGE_BIT) != 0) & (feats.bridge[at] & 1 != 0))
        hexes = np.flatnonzero(north)
        if not len(hexes):
            return
        s = self.layout.size
        width = self.id_metrics.horizontalAdvance(hex_map.hex_id(hex_map.width - 1, hex_map.height - 1)) + s * 0.12
        key = ("label box", (-width / 2, -s * 0.84, width, s * ID_HEIGHT))
        if stamps is not None:
            self._stamp(painter, [key], np.zeros(len(hexes), np.int64), x[hexes], y[hexes], self._label_box_source)
            return
        box, draw = self._label_box_source(key)
        for px, py in zip(x[hexes].tolist(), y[hexes].tolist()):
            painter.save()
            painter.translate(px, py)
            draw(painter)
            painter.restore()

    def _ids(self, painter, hex_map, c, r, x, y, stamps: QTransform | None) -> None:
        s = self.layout.size
        if stamps is not None:
            self._stamped_ids(painter, hex_map, c, r, x, y, stamps)
        elif painter.paintEngine().type() == QPaintEngine.Type.Pdf:
            painter.setPen(self.text_colour)
            ids = list(map(hex_map.hex_id, c.tolist(), r.tolist()))
            self.pdf_ids.draw(painter, ids, x - s * 0.5, y - s * 0.84, s, s * ID_HEIGHT)
        else:
            painter.setPen(self.text_colour)
            painter.setFont(self.id_font)
            for left, top, col, row in zip((x - s * 0.5).tolist(), (y - s * 0.84).tolist(), c.tolist(), r.tolist()):
                painter.drawText(QRectF(left, top, s, s * ID_HEIGHT), Qt.AlignmentFlag.AlignCenter,
                                 hex_map.hex_id(col, row))

    def _labels(self, painter, hex_map, feats: Features, c, r, x, y, stamps: QTransform | None) -> None:
        hexes, which, keys = self._label_blocks(hex_map, feats, c, r)
        if stamps is not None:
            self._stamped_labels(painter, [self._label_layout(lines) for lines in keys], which, x[hexes], y[hexes],
                                 stamps)
            return
        if painter.paintEngine().type() == QPaintEngine.Type.Pdf:
            draw_label_blocks(painter, [self._label_layout(lines) for lines in keys], which, x[hexes], y[hexes],
                              self.layout.size * LABEL_ROUNDING, self.label_back, self.text_colour)
            return
        for k, i in zip(which.tolist(), hexes.tolist()):
            self._label_block(painter, float(x[i]), float(y[i]), keys[k])

    def _stamped_ids(self, painter, hex_map, c, r, x, y, stamps: QTransform) -> None:
        """The hex ids as `_texts` draws them (centred at the top of the hex), each stamped as its
        column part and its row part, side by side on the baseline the centred id has."""
        col_ids, row_ids = id_parts(hex_map.width, hex_map.height)
        cols, col_of = np.unique(c, return_inverse=True)
        rows, row_of = np.unique(r, return_inverse=True)
        parts = [col_ids[i] for i in cols.tolist()] + [row_ids[i] for i in rows.tolist()]
        width = np.array([self.id_metrics.horizontalAdvance(part) for part in parts])
        col_width, row_width = width[col_of], width[len(cols) + row_of]
        left = x - (col_width + row_width) / 2
        s = self.layout.size
        baseline = _text_rows(y - s * 0.84 + (s * ID_HEIGHT - self.id_metrics.height()) / 2 + self.id_metrics.ascent(),
                              0, stamps, self.line_stamps.PHASES)
        self._stamp(painter, [("hex id", part) for part in parts], np.concatenate([col_of, len(cols) + row_of]),
                    np.concatenate([left, left + col_width]), np.concatenate([baseline, baseline]), self._id_source,
                    self.line_stamps)      # placed across to a quarter pixel, as the text engine places glyphs

    def _id_source(self, key: tuple):
        """Part of a hex id, from its baseline's start."""
        text = key[1]
        box = self.id_metrics.boundingRect(text).adjusted(-1, -1, 1, 1)

        def draw(p: QPainter) -> None:
            p.setPen(self.text_colour)
            p.setFont(self.id_font)
            p.drawText(QPointF(0, 0), text)
        return box, draw

    def _label_blocks(self, hex_map, feats: Features, c, r) -> tuple[np.ndarray, np.ndarray, list[tuple[str, ...]]]:
        """The hexes with labels, the block each shows (an index into the list of blocks) and the
        blocks' lines; a block is worked out once per combination of what labels depend on."""
        base, mods, level = hex_map.base[r, c], hex_map.mods[r, c], hex_map.level[r, c]
        extra = self._label_extras(hex_map, feats, c, r)
        hexes = np.flatnonzero((base != 0) | (mods != 0) | (level != 0) | (extra != 0))
        params = hex_map.params[r[hexes], c[hexes]].view(np.uint32)       # as bits: NaN parameters compare equal
        first, which = arrays.kinds([base[hexes], *params.T, mods[hexes], level[hexes].view(np.uint32), extra[hexes]])
        keys = []
        for i in hexes[first].tolist():
            col, row = int(c[i]), int(r[i])
            lines = self.style.labels(hex_map, col, row)
            klass = feats.building_class[row - feats.origin[0], col - feats.origin[1]]
            if base[i] == BUILDING and klass:
                bldg, word = hex_label("BLDG").upper(), hex_label(CLASS_WORDS[klass]).upper()
                lines = [line.replace(bldg, word) for line in lines]
            lines += [m.label for m in feats.markers.get(row * hex_map.width + col, ())]
            keys.append(tuple(lines[:4]))
        return hexes, which.ravel(), keys

    @staticmethod
    def _label_extras(hex_map: HexMap, feats: Features, c, r) -> np.ndarray:
        """Per hex, a number that differs where the labels show more than the terrain: a building
        class, markers (0 where there is nothing more)."""
        extra = feats.building_class[r - feats.origin[0], c - feats.origin[1]].astype(np.int64)
        if feats.markers:
            ids: dict = {}
            for markers in feats.markers.values():
                ids.setdefault(markers, len(ids) + 1)
            flat = r * hex_map.width + c
            extra = extra + 4 * np.array([ids.get(feats.markers.get(f), 0) for f in flat.tolist()], np.int64)
        return extra

    def _stamped_labels(self, painter, blocks: list[LabelBlock], which: np.ndarray, x, y, stamps: QTransform) -> None:
        """Label block blocks[which[n]] around (x[n], y[n]) as `_label_block` draws it, stamped: its box,
        then each line from its start (every box first: a box stays inside its hex)."""
        if not len(which):
            return
        boxes = [("label box", block.box.getRect()) for block in blocks]
        self._stamp(painter, boxes, which, x, y, self._label_box_source)
        ids: dict = {}          # each line of each block: its stamp, and the left end and baseline it starts at
        code, left, baseline = np.array([(ids.setdefault(("label line", block.font.pixelSize(), text), len(ids)),
                                          dx, dy) for block in blocks for text, dx, dy in block.starts]).T
        count = np.array([len(block.starts) for block in blocks])
        lines = arrays.ranges((np.cumsum(count) - count)[which], count[which])        # those of each hex's block
        hexes = np.repeat(np.arange(len(which)), count[which])
        self._stamp(painter, list(ids), code[lines].astype(np.int64), x[hexes] + left[lines],
                    _text_rows(y[hexes] + baseline[lines], 0, stamps, self.line_stamps.PHASES), self._label_line_source,
                    self.line_stamps)      # placed across to a quarter pixel, as the text engine places glyphs

    def _label_box_source(self, key: tuple):
        box, radius = QRectF(*key[1]), self.layout.size * LABEL_ROUNDING

        def draw(p: QPainter) -> None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(self.label_back)
            p.drawRoundedRect(box, radius, radius)
        return box, draw

    def _label_line_source(self, key: tuple):
        """A line of label text, from its baseline's start."""
        _, pixels, text = key
        font = QFont(self.label_font)
        font.setPixelSize(pixels)
        box = QFontMetricsF(font).boundingRect(text).adjusted(-1, -1, 1, 1)

        def draw(p: QPainter) -> None:
            p.setPen(self.text_colour)
            p.setFont(font)
            p.drawText(QPointF(0, 0), text)
        return box, draw

    def _label_block(self, painter: QPainter, x: float, y: float, lines: tuple[str, ...]) -> None:
        """The lines on a light box as wide as the longest (inside the hex's slanting sides), in a font
        small enough that every line fits."""
        block = self._label_layout(lines)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.label_back)
        radius = self.layout.size * LABEL_ROUNDING
        painter.drawRoundedRect(block.box.translated(x, y), radius, radius)
        painter.setPen(self.text_colour)
        painter.setFont(block.font)
        for text, left, baseline in block.starts:
            painter.drawText(QPointF(x + left, y + baseline), text)

    def _label_layout(self, lines: tuple[str, ...]) -> LabelBlock:
        """Where `_label_block` puts the box and the lines around the hex's centre, worked out once."""
        block = self._label_layouts.get(lines)
        if block is None:
            s = self.layout.size
            font, line_h = self._label_font(lines)
            advances = [self._advance(font, line) for line in lines]
            top = s * LABEL_BOTTOM - line_h * len(lines)
            width = min(s * 1.2, max(advances) + s * 0.12)
            box = QRectF(-width / 2, top - s * 0.02, width, line_h * len(lines) + s * 0.03)
            text_rect = QRectF(-s * 0.75, top, s * 1.5, line_h * len(lines))
            block = self._label_layouts[lines] = LabelBlock(font, box, text_rect,
                                                            self._line_starts(font, text_rect, lines, advances))
        return block

    def _line_starts(self, font: QFont, rect: QRectF, lines: tuple[str, ...],
                     advances: list[float]) -> list[tuple[str, float, float]]:
        """Each line, and where QPainter.drawText(rect, TEXT_FLAGS, text of the lines) starts it: the
        left end and the baseline (lines on whole units down from the top, each centred across);
        `advances` are the lines' widths in `font`."""
        metrics = self._metrics.get(font.pixelSize())
        if metrics is None:
            f = QFontMetricsF(font)
            metrics = self._metrics[font.pixelSize()] = f.leading(), f.ascent(), f.height()
        leading, ascent, height = metrics
        left, y, room = rect.x(), rect.y(), rect.width()
        starts, top = [], -leading
        for line, advance in zip(lines, advances):
            top = math.ceil(top + leading)
            starts.append((line, left + (room - advance) / 2, y + top + ascent))
            top += height
        return starts

    def _label_font(self, lines: tuple[str, ...]) -> tuple[QFont, float]:
        """The label font, made smaller when the widest line would not fit the label box, and its line
        spacing."""
        width = max(self._advance(self.label_font, line) for line in lines)
        room = self.layout.size * 1.18
        if width <= room:
            return self.label_font, self.label_line
        font = QFont(self.label_font)
        font.setPixelSize(max(1, int(self.label_font.pixelSize() * room / width)))
        while font.pixelSize() > 1 and self._advance(font, max(lines, key=len)) > room:
            font.setPixelSize(font.pixelSize() - 1)
        return font, QFontMetricsF(font).lineSpacing()

    def _advance(self, font: QFont, line: str) -> float:
        """How wide a line of label text is in `font` (the label font at some size), worked out once:
        blocks share their lines."""
        key = font.pixelSize(), line
        width = self._advances.get(key)
        if width is None:
            width = self._advances[key] = QFontMetricsF(font).horizontalAdvance(line)
        return width


def _neighbours(hex_map: HexMap, c, r, only: np.ndarray | None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each hex's neighbours (6, n): column and row (clipped to the map), and whether they are on
    the map and among `only`."""
    nc, nr = c + NEIGHBOURS[c & 1, :, 0].T, r + NEIGHBOURS[c & 1, :, 1].T
    inside = (nc >= 0) & (nc < hex_map.width) & (nr >= 0) & (nr < hex_map.height)
    nc, nr = np.clip(nc, 0, hex_map.width - 1), np.clip(nr, 0, hex_map.height - 1)
    if only is not None:
        inside &= only[nr, nc]
    return nc, nr, inside


def _lines(ends: np.ndarray) -> list[QLineF]:
    """QLineF objects from (n, 4) line ends."""
    return list(map(QLineF, *ends.T.tolist()))


def _text_rows(y: np.ndarray, baseline: np.ndarray, stamps: QTransform, phases: int) -> np.ndarray:
    """Where to stamp text whose baseline stands `baseline` below `y` (map units): the nearest
    1/phases device pixel (as `Stamps` places it) from which the baseline lands on the pixel row the
    text engine would put it on (it rounds a baseline to a whole row; glyphs drawn one row off show)."""
    scale, shift = stamps.m22(), stamps.dy()
    at, below = y * scale + shift, baseline * scale
    placed = np.rint(at * phases) / phases
    row_off = np.floor(placed + below + 0.5) - np.floor(at + below + 0.5)      # -1, 0 or 1
    return (placed - row_off / phases - shift) / scale


def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _marker_sign(painter: QPainter, kind: str, at: QPointF, r: float) -> None:
    """The sign in a marker badge: up and down arrows (elevator), a drop (fuel tank)."""
    x, y = at.x(), at.y()
    if kind == "elevator":
        for sign in (-1, 1):
            tip = y + sign * r
            painter.drawLine(QPointF(x, y), QPointF(x, tip))
            painter.drawLine(QPointF(x - r * 0.5, tip - sign * r * 0.5), QPointF(x, tip))
            painter.drawLine(QPointF(x + r * 0.5, tip - sign * r * 0.5), QPointF(x, tip))
    else:
        painter.drawEllipse(QPointF(x, y + r * 0.25), r * 0.55, r * 0.55)
        painter.drawLine(QPointF(x, y - r), QPointF(x, y - r * 0.3))


def _font(pixel_size: float, bold: bool) -> QFont:
    """A font sized in map units (pixel sizes follow the painter's transform on every device)."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font
