"""Bucket fill: the current paint on every connected hex of the clicked hex's base terrain."""

from __future__ import annotations

import numpy as np

from ...core import arrays
from ...core.model import HexMap
from .base import Tool


def connected_region(hex_map: HexMap, col: int, row: int) -> np.ndarray:
    """Flat indices of the hexes joined to (col, row) through hexes of the same base terrain.

    The hexes of the terrain are cut into runs (a column's unbroken stretches of it); runs in
    neighbouring columns that touch are joined, and the run of (col, row) gives its component. The
    work is bounded by the map's runs, never by the shape of the region (a winding corridor took a
    breadth-first search thousands of steps)."""
    width, height = hex_map.width, hex_map.height
    same = np.ascontiguousarray((hex_map.base == hex_map.base[row, col]).T).ravel()   # [col * height + row]
    starts, ends = same.copy(), same.copy()
    starts[1:] &= ~same[:-1]
    ends[:-1] &= ~same[1:]
    starts[::height], ends[height - 1::height] = same[::height], same[height - 1::height]    # runs end with columns
    run_of = np.cumsum(starts, dtype=np.int64) - 1          # the run of each hex of the terrain
    first, last = np.flatnonzero(starts), np.flatnonzero(ends)
    # the rows a run touches in the next column, as flat indices there: odd columns sit half a hex
    # lower; the runs touched are those from the first ending at or after `low` to the last
    # starting by `high` (none past the last column: nothing starts there)
    top, bottom, odd = first % height, last % height, (first // height) & 1
    low = first - top + np.maximum(top - 1 + odd, 0) + height
    high = last - bottom + np.minimum(bottom + odd, height - 1) + height
    after = np.searchsorted(last, low)
    touched = np.maximum(np.searchsorted(first, high, side="right") - after, 0)
    label = arrays.components(np.repeat(np.arange(len(first)), touched), arrays.ranges(after, touched), len(first))
    inside = ((label == label[run_of[col * height + row]])[run_of] & same).reshape(width, height)
    return np.flatnonzero(inside.T)


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
