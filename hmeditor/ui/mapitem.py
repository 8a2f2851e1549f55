"""MapItem: one graphics item for the whole map (no item per hex).

It paints from cached tiles (hmeditor.ui.tiles): a repaint after a pan only blits pictures, and
while the editor is idle the tiles around the view are drawn ahead. Zooming stretches the tiles
of the nearest zoom already drawn (on whole pixels: no seams), or the low-detail overview, until
the new zoom's tiles are drawn: once the zoom rests (each wheel step of a zoom would draw tiles at
a zoom left at the next), a few rows of tiles at a time after the frame, the visible ones first,
so no frame waits for a whole view of hexes; each tile shows sharp as soon as it is drawn. An edit
draws the area of its hexes again into the tiles that show it (one paint of that area, copied into
each), or drops them when it covers more than a frame can draw. When hexes are too small to read
it draws the cached low-detail overview.
"""

from __future__ import annotations

import math
import time

import numpy as np
import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from ..core.edits import MapChange
from ..render.overview import Overview
from ..render.painter import MapPainter
from .session.background import others_working
from .session.document import MapDocument
from .tiles import TILE, TileCache, tile_rect, tiles_over

LOW_DETAIL_PIXELS = 14.0   # hexes narrower than this on screen come from the overview picture
TEXT_PIXELS = 44.0         # hex ids from this hex width on screen
LABEL_PIXELS = 75.0        # rule labels (LEVEL 2, LT WOODS) from this width: smaller they cannot be read
AHEAD = 2                  # rings of tiles drawn ahead around the view when idle
IDLE_MS = 25               # the view unchanged this long: the editor is idle (tiles off screen, or at a new
                           # zoom, are drawn then)
SLICE = 0.004              # seconds of drawing tiles between two looks at the events waiting
TOGETHER = 8               # tiles of a row drawn in one paint after the frame (a few milliseconds)
BLOCK_SECONDS = 0.008      # on screen, with the rows under it while the time per tile says the block
                           # takes no longer (one paint of three rows costs 2/3 of three paints)
FRAME_HEXES = 600          # hexes drawn within a frame; a view of more new ones gets a stand-in first


class MapItem(QGraphicsItem):
    def __init__(self, document: MapDocument, painter: MapPainter):
        super().__init__()
        self.map_painter = painter
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.show_text = True
        self.tiles = TileCache()
        self._ahead: list[tuple] = []       # tiles to draw ahead when idle
        self._seen = QRectF()               # the part of the map the view shows
        self._standing_in = False           # a stand-in shows for tiles on screen: draw them at once
        self._planned = None                # the view the queue was made for
        self._kind = None                   # the kind of tile (zoom, text, pixel ratio) the view shows
        self._zoom = None                   # the zoom of the last paint
        self._tile_seconds = (None, math.inf)   # the kind of tile last drawn ahead, its least time per tile
        self._idle = QTimer(singleShot=True, interval=0)
        self._idle.timeout.connect(self._draw_ahead)
        self.set_document(document)

    def set_text(self, on: bool) -> None:
        """Draw hex ids and rule labels (each when hexes are large enough to read it)."""
        self.show_text = on
        self.update()

    def set_document(self, document: MapDocument) -> None:
        self.prepareGeometryChange()
        self.document = document
        self.overview = Overview(document.map, self.map_painter.style)
        self.clear_cache()
        self.update()

    def clear_cache(self) -> None:
        self.tiles.clear()
        self._ahead.clear()
        self._planned = None

    @property
    def hex_map(self):
        return self.document.map

    def boundingRect(self) -> QRectF:
        return self.map_painter.map_rect(self.hex_map)

    def on_change(self, change: MapChange) -> None:
        if change.size:
            self.prepareGeometryChange()
            self.overview.rebuild(change.kept)
            self._keep_tiles_of(*change.kept)
            self.update()
        elif len(change.hexes):
            self.overview.update(change.hexes)
            area = self.area_of(change)
            if self._kind is not None and self._hexes_in(area) <= FRAME_HEXES:
                self._redraw_into_tiles(area, self._kind)
                self.tiles.drop_touching(area, keep=self._kind)
            else:
                self.tiles.drop_touching(area)
                self._planned = None
            self.update(area)
        elif change.meta:               # a format's data (a board's exits, classes) may show anywhere
            self.clear_cache()
            self.update()

    def _keep_tiles_of(self, cols: int, rows: int) -> None:
        """After a size change, keep the tiles that show only hexes it left in place (the first
        `cols` columns and `rows` rows) and not their last column and row, whose neighbours changed."""
        if cols < 3 or rows < 2:
            self.clear_cache()
            return
        edge = self.map_painter.layout.size * 0.7           # how far a neighbour's contours and roads reach
        right = self.map_painter.hex_rect(cols - 2, 0).right() - edge
        bottom = min(self.map_painter.hex_rect(c, rows - 2).bottom() for c in (cols - 3, cols - 2)) - edge
        self.tiles.keep_inside(QRectF(QPointF(-1e9, -1e9), QPointF(right, bottom)))
        self._ahead.clear()
        self._planned = None

    def area_of(self, change: MapChange) -> QRectF:
        """The rectangle to redraw for the changed hexes: with their neighbours' centres, as neighbours
        draw the contour lines and roads they share with them."""
        first_col, first_row, last_col, last_row = change.bounds(self.hex_map.width)
        top_left = self.map_painter.hex_rect(first_col, first_row)
        bottom_right = self.map_painter.hex_rect(last_col, last_row)
        m = self.map_painter.layout.size * 0.7      # hex_rect reaches 1.05 sizes, neighbours' centres 1.73
        return top_left.united(bottom_right).adjusted(-m, -m, m, m)

    # ---- painting -----------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        t = painter.worldTransform()
        zoom = t.m11()
        hex_pixels = self.map_painter.layout.size * 2 * zoom
        self._kind = None
        zooming, self._zoom = zoom != self._zoom, zoom
        if hex_pixels < LOW_DETAIL_PIXELS:
            self._paint_overview(painter)
            return
        text = (self.show_text and hex_pixels >= TEXT_PIXELS, self.show_text and hex_pixels >= LABEL_PIXELS)
        if t.type().value > QTransform.TransformationType.TxScale.value or t.m22() != zoom:   # a plain zoom only
            self.map_painter.paint(painter, self.hex_map, option.exposedRect, *text)
            return
        kind = self._kind = (zoom, text, painter.device().devicePixelRatioF())
        exposed = option.exposedRect.intersected(self.boundingRect())
        keys = [(*kind, i, j) for i, j in tiles_over(zoom, exposed)]
        missing = [key for key in keys if key not in self.tiles]
        pending = bool(missing) and self.pending_on_screen()       # tiles coming in after a stand-in
        if pending or len(missing) > max(2, len(keys) // 3):       # or a new zoom or place: the missing tiles
            if self._paint_scaled(painter, kind, exposed):           # are drawn after the frame, the nearest
                self._standing_in = True                             # zoom's stretched till then,
            elif not pending and self._hexes_in(exposed) <= FRAME_HEXES:  # or the hexes at once when few,
                self.map_painter.paint(painter, self.hex_map, option.exposedRect, *text)
                keys = []
            else:                                                    # or the overview picture,
                self._paint_overview(painter)
                self._standing_in = True
            keys = [key for key in keys if key in self.tiles]        # with the tiles drawn so far over it
        else:
            self._render_together(missing)
        painter.save()
        painter.setWorldTransform(QTransform.fromTranslate(round(t.dx()), round(t.dy())))
        for key in keys:
            tile = self.tiles.get(key, lambda k=key: self._render(k))
            painter.drawPixmap(QPointF(key[3] * TILE, key[4] * TILE), tile)
        painter.restore()
        self._plan_ahead(kind, widget, zooming)

    def _paint_overview(self, painter: QPainter) -> None:
        painter.drawImage(self.overview.target_rect(self.map_painter.layout), self.overview.image())

    def _hexes_in(self, rect: QRectF) -> int:
        cols, rows = self.map_painter.layout.hexes_in_rect(rect.left(), rect.top(), rect.right(), rect.bottom(),
                                                           *self.hex_map.size)
        return len(cols) * len(rows)

    def _paint_scaled(self, painter: QPainter, kind: tuple, exposed: QRectF) -> bool:
        """While zooming: stretch the tiles of the nearest zoom already drawn (most of `exposed`,
        the few missing ones drawn at that zoom), so a wheel step costs a blit instead of drawing
        every hex. False when no zoom drawn so far covers most of the area."""
        zoom, _text, ratio = kind
        drawn = {key[:3] for key in self.tiles if key[2] == ratio and key[0] != zoom}
        for other in sorted(drawn, key=lambda k: abs(np.log(k[0] / zoom))):
            keys = [(*other, i, j) for i, j in tiles_over(other[0], exposed)]
            if sum(key in self.tiles for key in keys) >= 0.8 * len(keys):
                to_device = painter.worldTransform()
                painter.save()
                painter.resetTransform()        # whole pixels: neighbouring tiles meet with no seam between them
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
                for key in keys:
                    pix = self.tiles.get(key, lambda k=key: self._render(k))
                    painter.drawPixmap(_whole_pixels(to_device.mapRect(tile_rect(other[0], key[3], key[4]))),
                                       pix, QRectF(pix.rect()))
                painter.restore()
                return True
        return False

    def _render_together(self, keys: list[tuple]) -> None:
        """Draw missing tiles (e.g. the column a pan uncovers) in one paint of the rectangle they
        fill, then cut it into tiles: one paint costs less than one per tile."""
        if len(keys) < 2:
            return
        i0, i1 = min(k[3] for k in keys), max(k[3] for k in keys)
        j0, j1 = min(k[4] for k in keys), max(k[4] for k in keys)
        if (i1 - i0 + 1) * (j1 - j0 + 1) > 2 * len(keys):     # scattered: tile by tile is cheaper
            return
        zoom, text, ratio = keys[0][:3]
        whole = self._render((zoom, text, ratio, i0, j0), i1 - i0 + 1, j1 - j0 + 1)
        side = round(TILE * ratio)
        for key in keys:
            tile = whole.copy((key[3] - i0) * side, (key[4] - j0) * side, side, side)
            tile.setDevicePixelRatio(ratio)
            self.tiles.get(key, lambda tile=tile: tile)

    def _redraw_into_tiles(self, area: QRectF, kind: tuple) -> None:
        """Draw `area` (map units) once, on whole device pixels, and copy it into the tiles of this
        kind that show part of it: an edit costs the pixels it changed, not whole tiles."""
        keys = self.tiles.touching(area, kind)
        if not keys:
            return
        zoom, text, ratio = kind
        scale = zoom * ratio
        left, top = math.floor(area.left() * scale), math.floor(area.top() * scale)
        width, height = math.ceil(area.right() * scale) - left, math.ceil(area.bottom() * scale) - top
        patch = QPixmap(width, height)
        patch.fill(Qt.GlobalColor.transparent)
        p = QPainter(patch)
        p.scale(scale, scale)
        p.translate(-left / scale, -top / scale)
        self.map_painter.paint(p, self.hex_map, QRectF(left / scale, top / scale, width / scale, height / scale), *text)
        p.end()
        patch.setDevicePixelRatio(ratio)
        for key in keys:
            p = QPainter(self.tiles.tiles[key])
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            p.drawPixmap(QPointF(left / ratio - key[3] * TILE, top / ratio - key[4] * TILE), patch)
            p.end()

    def _render(self, key: tuple, columns: int = 1, rows: int = 1) -> QPixmap:
        """Tile `key`, or with `columns` x `rows` the block of tiles starting there."""
        zoom, text, ratio, i, j = key
        pix = QPixmap(round(TILE * ratio) * columns, round(TILE * ratio) * rows)
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.GlobalColor.transparent)
        area = tile_rect(zoom, i, j)
        area.setWidth(area.width() * columns)
        area.setHeight(area.height() * rows)
        p = QPainter(pix)
        p.scale(zoom, zoom)
        p.translate(-area.left(), -area.top())
        self.map_painter.paint(p, self.hex_map, area, *text)
        p.end()
        return pix

    def _plan_ahead(self, kind: tuple, widget, zooming: bool) -> None:
        """Queue the tiles around the view that are not drawn yet, for when the editor is idle (the
        visible ones after the frame, but while `zooming` once the zoom rests)."""
        view = widget.parent() if widget is not None else None
        if view is None or not hasattr(view, "mapToScene"):
            return
        seen = view.mapToScene(widget.rect()).boundingRect().intersected(self.boundingRect())
        if (kind, seen) == self._planned:
            return                  # the same view: the queue stands (made again when tiles are dropped)
        self._seen, self._planned = seen, (kind, seen)
        keys = [(*kind, i, j) for i, j in tiles_over(kind[0], seen, AHEAD)]
        keys.sort(key=lambda k: not tile_rect(k[0], k[3], k[4]).intersects(seen))      # the visible ones first
        self._ahead = [k for k in keys if k not in self.tiles and tile_rect(k[0], k[3], k[4]).intersects(
            self.boundingRect())]
        if self._ahead:
            self._idle.start(0 if self.pending_on_screen() and not zooming else IDLE_MS)

    def _draw_ahead(self) -> None:
        """Draw queued tiles, a block of rows of them at a time, for SLICE seconds, then let events
        through before the next; a tile on screen (standing in for it: a stretched picture) is
        shown, and once the view is all drawn, at once."""
        if not shiboken6.isValid(self):          # its window was closed
            return
        end = time.perf_counter() + SLICE
        while self._ahead and time.perf_counter() < end:
            block = self._next_block()
            start = time.perf_counter()
            self._render_together(block)
            for key in block:
                self._ahead.remove(key)
                self.tiles.get(key, lambda k=key: self._render(k))
                self.update(tile_rect(key[0], key[3], key[4]))
            self._timed(block[0][:3], (time.perf_counter() - start) / len(block))
            if self._on_screen(block[0]) and not any(map(self._on_screen, self._ahead)):
                break               # the view is drawn: shown now, the tiles around it after
        if self._ahead:
            self._idle.start(0 if self.pending_on_screen() else IDLE_MS)

    def _timed(self, kind: tuple, seconds: float) -> None:
        """Keep the least time per tile seen for this kind of tile: what drawing costs, not what
        another program's load made it take once."""
        last_kind, least = self._tile_seconds
        self._tile_seconds = (kind, min(seconds, least) if kind == last_kind else seconds)

    def _next_block(self) -> list[tuple]:
        """The tiles to draw next in one paint: the first queued one's row (up to TOGETHER tiles, on
        screen or not as it is); when on screen (waited for) and with no gap, with the same columns
        of the rows under it while queued and the block, at the least time per tile seen for this
        kind, takes BLOCK_SECONDS at most (half of it while a thread of ours works, and a row no
        longer than that)."""
        first = self._ahead[0]
        seen = self._on_screen(first)
        alike = {k for k in self._ahead if k[:3] == first[:3] and self._on_screen(k) == seen}
        row = [k for k in self._ahead if k in alike and k[4] == first[4]][:TOGETHER]
        kind, seconds = self._tile_seconds
        per_tile = seconds if kind == first[:3] else math.inf
        budget = BLOCK_SECONDS / 2 if others_working() else BLOCK_SECONDS     # sharing the interpreter
        if per_tile < math.inf:
            row = row[:max(1, int(budget / per_tile))]
        whole = row[-1][3] - row[0][3] == len(row) - 1              # no gap: one paint (_render_together)
        per_tile = per_tile if whole and seen else math.inf
        block = list(row)
        while (len(block) + len(row)) * per_tile <= budget:
            below = [(*k[:4], block[-1][4] + 1) for k in row]
            if not alike.issuperset(below):
                break
            block += below
        return block

    def drawing_ahead(self) -> bool:
        """Whether tiles are queued for when the editor is idle."""
        return bool(self._ahead)

    def pending_on_screen(self) -> bool:
        """Whether a stand-in shows for a visible tile not drawn yet."""
        self._standing_in = self._standing_in and any(map(self._on_screen, self._ahead))
        return self._standing_in

    def _on_screen(self, key: tuple) -> bool:
        return tile_rect(key[0], key[3], key[4]).intersects(self._seen)


def _whole_pixels(rect: QRectF) -> QRectF:
    """`rect` with each edge on the nearest whole pixel, so rectangles sharing an edge still share it."""
    left, top = round(rect.left()), round(rect.top())
    return QRectF(left, top, round(rect.right()) - left, round(rect.bottom()) - top)
