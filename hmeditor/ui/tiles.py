"""Pictures of the map in square tiles, kept between repaints so panning only blits them.

A tile is TILE x TILE device pixels of the map drawn at one zoom; tile (i, j) shows the map from
(i, j) * TILE / zoom in map units. Tiles live in a least-recently-used cache with a byte budget;
an edit drops only the tiles that touch the hexes it changed.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterator

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPixmap

TILE = 128                     # device pixels per side
BUDGET = 64 * 1024 * 1024       # bytes of tiles kept (1024 tiles, about 8 screens)


class TileCache:
    """Tiles by key (zoom, text shown, device pixel ratio, i, j), least recently used dropped first."""

    def __init__(self, budget: int = BUDGET):
        self.budget = budget
        self.bytes = 0
        self.tiles: OrderedDict[tuple, QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self.tiles)

    def __contains__(self, key: tuple) -> bool:
        return key in self.tiles

    def __iter__(self) -> Iterator[tuple]:
        return iter(self.tiles)

    def get(self, key: tuple, render: Callable[[], QPixmap]) -> QPixmap:
        pix = self.tiles.get(key)
        if pix is not None:
            self.tiles.move_to_end(key)
            return pix
        pix = self.tiles[key] = render()
        self.bytes += _size(pix)
        while self.bytes > self.budget and len(self.tiles) > 1:
            _, old = self.tiles.popitem(last=False)
            self.bytes -= _size(old)
        return pix

    def clear(self) -> None:
        self.tiles.clear()
        self.bytes = 0

    def touching(self, rect: QRectF, kind: tuple) -> list[tuple]:
        """The keys of the tiles of this kind (zoom, text, pixel ratio) kept that show part of `rect`."""
        return [key for key in ((*kind, i, j) for i, j in tiles_over(kind[0], rect)) if key in self.tiles]

    def drop_touching(self, rect: QRectF, keep: tuple | None = None) -> None:
        """Forget the tiles that show any part of `rect` (map units), but those of the kind `keep`:
        looked up by position for each kind of tile kept (zoom, text, pixel ratio), or, where `rect`
        spans more tile positions than there are tiles kept (a whole-map edit), by going through them."""
        kinds = {k[:3] for k in self.tiles} - {keep}
        if sum(_count(_span(kind[0], rect)) for kind in kinds) > len(self.tiles):
            keys = [key for key in self.tiles if key[:3] != keep]
        else:
            keys = [(*kind, i, j) for kind in kinds for i, j in tiles_over(kind[0], rect)]
        for key in keys:
            if key in self.tiles and tile_rect(key[0], key[3], key[4]).intersects(rect):
                self.bytes -= _size(self.tiles.pop(key))

    def keep_inside(self, rect: QRectF) -> None:
        """Forget every tile that shows anything outside `rect` (map units)."""
        for key in [key for key in self.tiles if not rect.contains(tile_rect(key[0], key[3], key[4]))]:
            self.bytes -= _size(self.tiles.pop(key))


def tile_rect(zoom: float, i: int, j: int) -> QRectF:
    """The part of the map (map units) tile (i, j) shows at this zoom."""
    side = TILE / zoom
    return QRectF(i * side, j * side, side, side)


def tiles_over(zoom: float, rect: QRectF, margin: int = 0) -> Iterator[tuple[int, int]]:
    """(i, j) of the tiles covering `rect` (map units), with `margin` more tiles around, rows first."""
    i0, i1, j0, j1 = _span(zoom, rect, margin)
    for j in range(j0, j1 + 1):
        for i in range(i0, i1 + 1):
            yield i, j


def _span(zoom: float, rect: QRectF, margin: int = 0) -> tuple[int, int, int, int]:
    """The first and last tile columns and rows over `rect`."""
    side = TILE / zoom
    return (math.floor(rect.left() / side) - margin, math.floor(rect.right() / side) + margin,
            math.floor(rect.top() / side) - margin, math.floor(rect.bottom() / side) + margin)


def _count(span: tuple[int, int, int, int]) -> int:
    i0, i1, j0, j1 = span
    return (i1 - i0 + 1) * (j1 - j0 + 1)


def _size(pix: QPixmap) -> int:
    return pix.width() * pix.height() * 4
