"""Reachability: the hexes a unit may enter but cannot reach from the largest region it moves in
(a game system's check says which unit, where it may go and how far it climbs a step)."""

from __future__ import annotations

import numpy as np

from .. import arrays
from ..hexgrid import STEPS, neighbour


def unreachable_hexes(enterable: np.ndarray, level: np.ndarray, max_step: float) -> np.ndarray:
    """Enterable hexes outside the largest region of enterable hexes connected by steps between
    neighbours whose levels differ by at most `max_step` (the lowest-numbered region wins a tie)."""
    labels = components(enterable, level, max_step)
    if not enterable.any():
        return np.zeros_like(enterable)
    largest = np.argmax(np.bincount(labels[enterable]))
    return enterable & (labels != largest)


def components(enterable: np.ndarray, level: np.ndarray, max_step: float) -> np.ndarray:
    """Region label of every hex (the smallest flat index in its region), by hooking and pointer jumping."""
    width = enterable.shape[1]
    index = np.arange(enterable.size, dtype=np.int32).reshape(enterable.shape)    # int32: half the memory traffic
    odd = np.arange(width) % 2 == 1
    us, vs = [], []
    for d in (1, 2, 3):                          # NE, SE, S: each pair of neighbours once
        dc, even_dr, odd_dr = STEPS[d]
        step = np.abs(neighbour(level, d, np.inf) - level)
        joined = enterable & neighbour(enterable, d, False) & (step <= max_step)
        here = index[joined]
        us.append(here)
        vs.append(here + dc + np.where(odd[here % width], odd_dr, even_dr) * width)   # the neighbour's index
    return arrays.components(np.concatenate(us), np.concatenate(vs), enterable.size).reshape(enterable.shape)
