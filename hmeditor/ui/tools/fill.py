"""Bucket fill: the current paint on every connected hex of the clicked hex's base terrain."""

from __future__ import annotations

import numpy as np

from ...core import arrays
from ...core.model import HexMap
from .base import Tool


def connected_region(hex_map: HexMap, col: int, row: int) -> np.ndarray:
    """Flat indices of the hexes joined to (col, row) through hexes of the same base terrain.

    A breadth-first search over runs, a column's unbroken stretches of the terrain: each step takes
    the runs reached last and finds the runs they touch in the columns on either side (a fill of a
    whole clear map takes a step per column, not one per ring of hexes)."""
    width, height = hex_map.width, hex_map.height
    same = np.ascontiguousarray((hex_map.base == hex_map.base[row, col]).T).ravel()   # [col * height + row]
    starts, ends = same.copy(), same.copy()
    starts[1:] &= ~same[:-1]
    ends[:-1] &= ~same[1:]
    starts[::height], ends[height - 1::height] = same[::height], same[height - 1::height]    # runs end with columns
    run_of = np.cumsum(starts, dtype=np.int64) - 1          # the run of each hex of the terrain
    first, last = np.flatnonzero(starts), np.flatnonzero(ends)
    # the hexes a run touches in the columns beside it, as flat indices in its own column: odd
    # columns sit half a hex lower; a column off the map holds no runs (nothing found before 0 or
    # after the last)
    top, bottom, odd = first % height, last % height, (first // height) & 1
    low = first - top + np.maximum(top - 1 + odd, 0)
    high = last - bottom + np.minimum(bottom + odd, height - 1)
    seen = np.zeros(len(first), bool)
    frontier = run_of[col * height + row:col * height + row + 1]
    seen[frontier] = True
    while len(frontier):
        lows, highs = low[frontier], high[frontier]
        # the runs beside: from the first one ending at or after `lows` to the last starting by `highs`
        after = np.searchsorted(last, np.concatenate([lows - height, lows + height]))
        upto = np.searchsorted(first, np.concatenate([highs - height, highs + height]), side="right")
        runs = arrays.ranges(after, upto - after)
        frontier = arrays.unique(runs[~seen[runs]])
        seen[frontier] = True
    inside = (seen[run_of] & same).reshape(width, height)
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
