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

    def drop_touching(self, rect: QRectF) -> None:
        """Forget the tiles that show any part of `rect` (map units): looked up by position for each
        kind of tile kept (zoom, text, pixel ratio), not by going through every tile."""
        for kind in {k[:3] for k in self.tiles}:
            for i, j in tiles_over(kind[0], rect):
                key = (*kind, i, j)
                if key in self.tiles and tile_rect(kind[0], i, j).intersects(rect):
                    self.bytes -= _size(self.tiles.pop(key))


def tile_rect(zoom: float, i: int, j: int) -> QRectF:
    """The part of the map (map units) tile (i, j) shows at this zoom."""
    side = TILE / zoom
    return QRectF(i * side, j * side, side, side)


def tiles_over(zoom: float, rect: QRectF, margin: int = 0) -> Iterator[tuple[int, int]]:
    """(i, j) of the tiles covering `rect` (map units), with `margin` more tiles around, rows first."""
    side = TILE / zoom
    i0, i1 = math.floor(rect.left() / side) - margin, math.floor(rect.right() / side) + margin
    j0, j1 = math.floor(rect.top() / side) - margin, math.floor(rect.bottom() / side) + margin
    for j in range(j0, j1 + 1):
        for i in range(i0, i1 + 1):
            yield i, j


def _size(pix: QPixmap) -> int:
    return pix.width() * pix.height() * 4
