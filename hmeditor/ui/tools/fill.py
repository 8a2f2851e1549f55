"""Bucket fill: the current paint on every connected hex of the clicked hex's base terrain."""

from __future__ import annotations

import numpy as np

from ...core import arrays
from ...core.hexgrid import OFFSET_NEIGHBOURS as NEIGHBOURS
from ...core.model import HexMap
from .base import Tool


def connected_region(hex_map: HexMap, col: int, row: int) -> np.ndarray:
    """Flat indices of the hexes joined to (col, row) through hexes of the same base terrain."""
    same = hex_map.base == hex_map.base[row, col]
    seen = np.zeros_like(same)
    seen[row, col] = True
    cols, rows = np.array([col]), np.array([row])
    while len(cols):
        nc = (cols[:, None] + NEIGHBOURS[cols & 1, :, 0]).ravel()
        nr = (rows[:, None] + NEIGHBOURS[cols & 1, :, 1]).ravel()
        inside = (nc >= 0) & (nc < hex_map.width) & (nr >= 0) & (nr < hex_map.height)
        nc, nr = nc[inside], nr[inside]
        new = same[nr, nc] & ~seen[nr, nc]
        flat = arrays.unique(nr[new] * hex_map.width + nc[new])
        rows, cols = np.divmod(flat, hex_map.width)
        seen[rows, cols] = True
    return np.flatnonzero(seen.ravel())


class FillTool(Tool):
    name = "Fill"
    shortcut = "F"
    tip = "Bucket fill: paint every connected hex of the same base terrain"

    def press(self, col, row, modifiers) -> None:
        m = self.document.map
        if not m.contains(col, row):
            return
        paint = self.state.paint
        self.document.push(paint.edit(m, connected_region(m, col, row)), f"Fill: {paint.label}")
