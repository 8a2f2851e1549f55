"""A low-detail picture of the whole map: 2 x 2 pixels per hex, computed with numpy.

Drawn instead of the hexes when they are too small to read (far zoomed out) and by the minimap.
Odd columns sit one pixel lower, like the hexes. `update(flat)` repaints just the changed hexes.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from ..core import arrays
from ..core.hexgrid import Layout
from ..core.model import HexMap
from .style import Style, default_style

GAP = (90, 90, 90)   # the half-row gaps at the top and bottom of staggered columns
GAP_PIXEL = np.uint32(0xFF000000 | GAP[0] << 16 | GAP[1] << 8 | GAP[2])     # as the picture holds it: 0xAARRGGBB


class Overview:
    """`pixels` is a view into `buffer`, whose rows may be longer: a map that shrinks (the undo of
    a resize) keeps its buffer and its pixels in place (arrays.in_corner)."""

    def __init__(self, hex_map: HexMap, style: Style | None = None):
        self.hex_map = hex_map
        self.style = style or default_style()
        self.buffer = self.pixels = np.zeros((0, 0, 4), np.uint8)
        self.rebuild()

    def rebuild(self, kept: tuple[int, int] = (0, 0)) -> None:
        """The picture of the map at its size now; of the hexes a size change left in place (`kept`:
        MapChange.kept) the old picture's pixels are kept, but for their last row's."""
        m, old, old_buffer = self.hex_map, self.pixels, self.buffer
        cols, rows = min(kept[0], m.width, old.shape[1] // 2), min(kept[1], m.height, old.shape[0] // 2)
        self.pixels = self._room(2 * m.height + 1, 2 * m.width)
        if cols < 1 or rows < 1:
            self.pixels.view(np.uint32)[:] = GAP_PIXEL
            self._paint_all()
            return
        if self.buffer is not old_buffer:
            self.pixels[:2 * rows, :2 * cols] = old[:2 * rows, :2 * cols]
        self.pixels[2 * rows:].view(np.uint32)[:] = GAP_PIXEL
        self.pixels[:2 * rows, 2 * cols:].view(np.uint32)[:] = GAP_PIXEL
        right = np.arange(m.height)[:, None] * m.width + np.arange(cols, m.width)
        below = np.arange(rows - 1, m.height)[:, None] * m.width + np.arange(cols)
        self.update(np.concatenate([right.ravel(), below.ravel()]))

    def _room(self, height: int, width: int) -> np.ndarray:
        """Pixels of this size, in the buffer if it has room for them."""
        pixels = arrays.in_corner(self.buffer, (height, width, 4))
        if pixels is None:
            self.buffer = pixels = np.empty((height, width, 4), np.uint8)
        return pixels

    @property
    def _pairs(self) -> np.ndarray:
        """The pixels as 64-bit words [y, column]: the two pixels a hex's column has in a row."""
        h, w = self.pixels.shape[:2]
        return self.buffer.reshape(len(self.buffer), -1).view(np.uint64)[:h, :w // 2]

    def _doubled_fills(self, rows, cols) -> np.ndarray:
        """The hexes' fills, each as a word of two 0xffRRGGBB pixels."""
        m = self.hex_map
        fills = self.style.fill_rgb32(m.base[rows, cols], m.params[rows, cols, 0], m.level[rows, cols])
        pairs = fills.astype(np.uint64)
        pairs *= np.uint64(0x1_0000_0001)
        return pairs

    def update(self, flat: np.ndarray) -> None:
        """Recolour the hexes with these flat indices (most of the map: all of it, by slices)."""
        m = self.hex_map
        if 2 * len(flat) >= m.width * m.height:
            self._paint_all()
            return
        rows, cols = np.divmod(np.asarray(flat, np.int64), m.width)
        pairs, top = self._doubled_fills(rows, cols), 2 * rows + (cols & 1)
        self._pairs[top, cols] = pairs
        self._pairs[top + 1, cols] = pairs

    def _paint_all(self) -> None:
        pairs, h, out = self._doubled_fills(slice(None), slice(None)), self.hex_map.height, self._pairs
        for dy in (0, 1):           # column c at pixels 2c and 2c + 1, the odd ones a pixel lower
            out[dy:2 * h + dy:2, 0::2] = pairs[:, 0::2]
            out[1 + dy:2 * h + 1 + dy:2, 1::2] = pairs[:, 1::2]

    def image(self) -> QImage:
        """The picture (it shares memory with `pixels`: use it before the next update)."""
        h, w = self.pixels.shape[:2]
        return QImage(self.buffer.data, w, h, self.buffer.strides[0], QImage.Format.Format_RGB32)

    def target_rect(self, layout: Layout) -> QRectF:
        """Where the picture goes in map units."""
        s, m = layout.size, self.hex_map
        return QRectF(0.25 * s, 0.0, 1.5 * s * m.width, layout.flat_width * (m.height + 0.5))
