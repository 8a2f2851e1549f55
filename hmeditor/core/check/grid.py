"""Neighbours over the map arrays, vectorised.

Flat-topped hexes in columns; odd 0-based columns sit half a hex lower (hexgrid's convention).
`neighbour(a, d, fill)[row, col]` is the value of `a` at the neighbour of (col, row) in
direction d (N, NE, SE, S, SW, NW), or `fill` where that neighbour is off the array.
"""

from __future__ import annotations

import numpy as np

from ..hexgrid import OFFSET_NEIGHBOURS

# direction -> (column step, row step in even columns, row step in odd columns)
STEPS = tuple((int(even[0]), int(even[1]), int(odd[1])) for even, odd in zip(*OFFSET_NEIGHBOURS))


def neighbour(a: np.ndarray, d: int, fill) -> np.ndarray:
    out = np.full_like(a, fill)
    height, width = a.shape[:2]
    dc, *row_steps = STEPS[d]
    for parity, dr in enumerate(row_steps):
        first = parity + (2 if dc < 0 and parity == 0 else 0)
        last = width - 1 if dc > 0 else width      # destination columns whose source is on the array
        if first >= last:
            continue
        r0, r1 = max(0, -dr), height - max(0, dr)
        if r0 >= r1:
            continue
        out[r0:r1, first:last:2] = a[r0 + dr:r1 + dr, first + dc:last + dc:2]
    return out


def neighbours(a: np.ndarray, fill) -> list[np.ndarray]:
    return [neighbour(a, d, fill) for d in range(6)]


def dilate(mask: np.ndarray, steps: int) -> np.ndarray:
    """Hexes within `steps` of a True hex."""
    for _ in range(steps):
        grown = mask.copy()
        for n in neighbours(mask, False):
            grown |= n
        mask = grown
    return mask
