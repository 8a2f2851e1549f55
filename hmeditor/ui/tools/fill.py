"""Bucket fill: the current paint on every connected hex like the clicked one: the same hex (base
terrain with its parameters, level and modifications: what Tiled users expect), or the same base
terrain alone (`match`)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core import arrays
from ...core.model import HexMap
from .base import Tool


def connected_region(hex_map: HexMap, col: int, row: int, whole: bool = False) -> np.ndarray:
    """Flat indices of the hexes joined to (col, row) through hexes of the same base terrain (with
    `whole`, the same hex: base terrain and its parameters, level and modifications).

    The hexes of the terrain are cut into runs (a column's unbroken stretches of it); runs in
    neighbouring columns that touch are joined, and the run of (col, row) gives its component. The
    work is bounded by the map's runs, never by the shape of the region (a winding corridor took a
    breadth-first search thousands of steps)."""
    width, height = hex_map.width, hex_map.height
    same = np.ascontiguousarray(_like(hex_map, col, row, whole).T).ravel()     # [col * height + row]
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


def _like(hex_map: HexMap, col: int, row: int, whole: bool) -> np.ndarray:
    """bool [row, col]: the hexes of the same base terrain as (col, row); with `whole` the same hex."""
    same = hex_map.base == hex_map.base[row, col]
    if whole:
        same &= (hex_map.level == hex_map.level[row, col]) & (hex_map.mods == hex_map.mods[row, col])
        params, here = hex_map.params, hex_map.params[row, col]
        same &= ((params == here) | (np.isnan(params) & np.isnan(here))).all(axis=-1)
    return same


# how the fill matches: its Tools menu entry ("FillTool" context, translated where shown)
MATCHES = {"hex": QT_TRANSLATE_NOOP("FillTool", "Fill the same hex (base terrain, level, modifications)"),
           "base": QT_TRANSLATE_NOOP("FillTool", "Fill the same base terrain")}


class FillTool(Tool):
    name = QT_TRANSLATE_NOOP("Tool", "Fill")
    shortcut = "F"
    tip = QT_TRANSLATE_NOOP("Tool", "Bucket fill: paint every connected hex like the clicked one (Tools menu: "
                                    "same hex or same base)")
    match = "hex"               # a key of MATCHES

    def press(self, col, row, modifiers) -> None:
        m = self.document.map
        if not m.contains(col, row):
            return
        paint = self.state.paint
        region = connected_region(m, col, row, self.match == "hex")
        self.document.push(paint.edit(m, region), self.tr("Fill: {paint}").format(paint=paint.label))
