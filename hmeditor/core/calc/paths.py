"""Cheapest paths of at most N steps over a per-hex cost grid (Grav Armor's detection: the least sum
of terrain values along a path of at most the firer's range in hexes).

A path pays the cost of every hex it enters, the last one included and the start not. With a limit
on the steps, the cheapest path to a hex may be longer than the shortest one, so this is not
Dijkstra: it works by the number of steps, `best[k] = min(best[k-1], min over neighbours of
best[k-1] + cost)`, over the window of the map within N steps of the start, vectorised with numpy.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..hexgrid import OFFSET_NEIGHBOURS

CostSource = np.ndarray | Callable[[slice, slice], np.ndarray]


@dataclass(frozen=True)
class HopLimitedPaths:
    """The cheapest paths from `start` of at most `max_hops` steps to every hex of a window of the map.

    `best[k, r, c]` is the least cost of reaching the window's hex (left + c, top + r) in at most k
    steps (inf: not within k steps, or only through hexes that cannot be entered); `came_from[k, r, c]`
    the direction (hexgrid.Direction) from which the cheapest k-step path enters it, -1 where fewer
    steps do as well."""

    start: tuple[int, int]
    max_hops: int
    left: int
    top: int
    best: np.ndarray
    came_from: np.ndarray

    def _local(self, hx: tuple[int, int]) -> tuple[int, int] | None:
        c, r = hx[0] - self.left, hx[1] - self.top
        h, w = self.best.shape[1:]
        return (c, r) if 0 <= c < w and 0 <= r < h else None

    def cost(self, hx: tuple[int, int]) -> float:
        """The least cost of a path of at most max_hops steps to `hx` (inf when there is none)."""
        local = self._local(hx)
        return float(self.best[-1, local[1], local[0]]) if local else float("inf")

    def path(self, hx: tuple[int, int]) -> list[tuple[int, int]] | None:
        """(col, row) from the start to `hx` along the cheapest path (the fewest steps among the
        cheapest), or None when no path of at most max_hops steps reaches it."""
        local = self._local(hx)
        if local is None or not np.isfinite(self.best[-1, local[1], local[0]]):
            return None
        c, r = local
        out = [hx]
        for k in range(self.max_hops, 0, -1):
            d = int(self.came_from[k, r, c])
            if d < 0:
                continue
            dc, dr = OFFSET_NEIGHBOURS[(self.left + c) & 1, d]
            c, r = c + int(dc), r + int(dr)
            out.append((self.left + c, self.top + r))
        return out[::-1]

    def costs(self, shape: tuple[int, int]) -> np.ndarray:
        """The least costs as an array of the map's `shape` (rows, cols), inf outside the window."""
        out = np.full(shape, np.inf)
        h, w = self.best.shape[1:]
        out[self.top:self.top + h, self.left:self.left + w] = self.best[-1]
        return out


def hop_window(shape: tuple[int, int], start: tuple[int, int], max_hops: int) -> tuple[slice, slice]:
    """The rows and columns of the map within `max_hops` steps of `start` (a rectangle that starts
    on an even column, so that a column's parity is the same in the window as on the map)."""
    rows, cols = shape
    col, row = start
    left = max(0, col - max_hops)
    left -= left & 1
    return slice(max(0, row - max_hops), min(rows, row + max_hops + 1)), slice(left, min(cols, col + max_hops + 1))


def hop_limited_paths(shape: tuple[int, int], start: tuple[int, int], max_hops: int,
                      costs: CostSource) -> HopLimitedPaths:
    """The cheapest paths of at most `max_hops` steps from `start` ((col, row) on a map of `shape`
    (rows, cols)). `costs` gives the cost of entering each hex (inf: it cannot be entered): an
    array over the whole map, or a function giving the array of a window `(rows, cols)` of slices
    (only the window within max_hops of the start is asked for)."""
    if max_hops < 0:
        raise ValueError(f"a path has 0 or more steps, not {max_hops}")
    rows, cols = hop_window(shape, start, max_hops)
    cost = np.asarray(costs[rows, cols] if isinstance(costs, np.ndarray) else costs(rows, cols), float)
    h, w = cost.shape
    best = np.full((max_hops + 1, h, w), np.inf)
    came_from = np.full((max_hops + 1, h, w), -1, np.int8)
    best[0, start[1] - rows.start, start[0] - cols.start] = 0.0
    padded = np.full((h + 2, w + 2), np.inf)
    around = _neighbour_index(h, w)
    for k in range(1, max_hops + 1):
        padded[1:-1, 1:-1] = best[k - 1]
        near = padded.ravel()[around]                    # [direction, row, col]
        d = near.argmin(axis=0)
        via = np.take_along_axis(near, d[None], axis=0)[0] + cost
        better = via < best[k - 1]
        best[k] = np.where(better, via, best[k - 1])
        came_from[k] = np.where(better, d, -1)
    return HopLimitedPaths(start, max_hops, cols.start, rows.start, best, came_from)


def _neighbour_index(h: int, w: int) -> np.ndarray:
    """[direction, row, col]: the flat index, in the window padded by one hex all round, of each
    hex's neighbour in that direction (the window starts on an even column)."""
    r, c = np.meshgrid(np.arange(h), np.arange(w), indexing="ij")
    delta = OFFSET_NEIGHBOURS[c & 1]                     # [row, col, direction, (dcol, drow)]
    nr, nc = r[..., None] + 1 + delta[..., 1], c[..., None] + 1 + delta[..., 0]
    return np.moveaxis(nr * (w + 2) + nc, -1, 0)
