"""BattleTech's own reality checks: the areas a tracked vehicle may enter but cannot reach from the
main area it moves in, by the movement rules in use (the calculator's own)."""

from __future__ import annotations

import threading

import numpy as np

from ...check.reachability import unreachable_hexes
from ...check.registry import Hit, RealityCheck, View, check
from . import SYSTEM
from .common import surface_array
from .movement import max_climb, prohibited_mask


def tracked_movement(v: View) -> tuple[np.ndarray, float]:
    """Where a tracked vehicle may go, and the largest level change it may make in one step,
    from the movement rules in use (the calculator's own)."""
    rules = v.rules.rules
    climb = max_climb(rules, "tracked")
    return ~prohibited_mask(v.map, rules, "tracked"), np.inf if climb is None else climb


_last: dict = {}                              # the inputs and findings of the last run
_last_lock = threading.Lock()                 # the editor runs it on another thread too


@check("unreachable-area", "info", system=SYSTEM.id)
def unreachable_area(v: View) -> list[Hit]:
    """Skips the work when an edit changed neither where a vehicle may go nor any level."""
    enterable, max_step = tracked_movement(v)
    ground = surface_array(v.map, v.rules.rules)          # gravel piles raise it
    with _last_lock:
        inputs = _last.get("inputs")
        if (inputs is None or inputs[2] != max_step or inputs[3] != v.map.size
                or not np.array_equal(inputs[0], enterable) or not np.array_equal(inputs[1], ground)):
            _last["inputs"] = enterable, ground, max_step, v.map.size
            cut_off = unreachable_hexes(enterable, ground, max_step)
            said = _last.get("said")                 # the hits stand while the same hexes are cut off
            if said is None or said[1:] != (max_step, v.map.size) or not np.array_equal(said[0], cut_off):
                _last["said"], _last["hits"] = (cut_off, max_step, v.map.size), _hits(v, cut_off, max_step)
        return _last["hits"]


def _hits(v: View, cut_off: np.ndarray, max_step: float) -> list[Hit]:
    flats = np.flatnonzero(cut_off)
    if not len(flats):
        return []
    rows, cols = np.divmod(flats, v.map.width)
    flats = flats[np.lexsort((rows, cols))]            # in hex id order: column by column
    hexes = v.hex_ids(flats)
    first = ", ".join(hexes[:5]) + (", ..." if len(hexes) > 5 else "")
    return [Hit(None, tuple(hexes),
                RealityCheck.tr("%n hexes a tracked vehicle may enter cannot be reached from the main area it moves "
                                "in ({first}): cut off by level steps of more than {step} or by terrain it cannot "
                                "enter.", None, len(hexes)).format(first=first, step=f"{max_step:g}"), flats=flats)]
