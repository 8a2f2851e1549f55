"""Neighbours over the map arrays, vectorised: `neighbour` (hexgrid.py) for one direction, all six,
and the hexes within a distance."""

from __future__ import annotations

import numpy as np

from ..hexgrid import neighbour


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
