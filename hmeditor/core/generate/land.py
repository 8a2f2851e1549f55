"""The lie of the land: hills (with cliffs, craters and half levels) and water (lakes and rivers).

Every water surface lies at the lowland's level (height_min): lakes fill low ground, rivers cut
their valley down to it, and the land around them is lowered until no slope climbs more than a
level a hex (two or three where the cliffs are).
"""

from __future__ import annotations

import numpy as np

from ..check.grid import neighbours
from .canvas import Canvas, distance, limit_slopes, lowest_neighbour, near, step, window
from .noise import fractal, ranks, top_share

HILL_SHAPE = 1.3            # above 1: more low hills than high ones
CLIFF_STEP = 3              # levels a cliff may fall at once
CRATER_RADIUS = (2, 4)
BEND = 6                    # hexes between a river's bends
EDGE_MIDDLE = 0.7           # rivers and roads start and end in this middle share of a map edge


def hills(c: Canvas) -> None:
    rng = c.rng("hills")
    low, high, share = c["height_min"], c["height_max"], c["hills"]
    rank = ranks(fractal(rng, c.x, c.y, c["hill_size"]))
    k = np.clip((rank - (1 - share)) / max(share, 1e-9), 0, 1)
    level = low + np.ceil(k ** HILL_SHAPE * (high - low))
    cliff, _ = top_share(rng, c.x, c.y, c["hill_size"], c["cliffs"], np.ones(c.shape, bool))
    c.map.level[:] = limit_slopes(level, np.where(cliff, CLIFF_STEP, 1))


def craters(c: Canvas) -> None:
    """Bowls a level or two deep with a rim a level high."""
    rng = c.rng("craters")
    height, width = c.shape
    for _ in range(c.count(rng, c["craters"])):
        col, row = int(rng.integers(width)), int(rng.integers(height))
        radius, depth = int(rng.integers(*CRATER_RADIUS, endpoint=True)), int(rng.integers(1, 3))
        at, d = window(c.shape, col, row, radius)
        floor = c.map.level[row, col] - depth
        part = c.map.level[at]
        part[(d >= 0) & (d < radius)] = floor
        part[d == radius] = np.maximum(part[d == radius], floor + depth + 1)


def half_levels(c: Canvas) -> None:
    """Hill-foot hexes (a neighbour a level up, none lower) raised half a level."""
    rng = c.rng("half levels")
    level = c.map.level
    highest = np.max(neighbours(level, -np.inf), axis=0)
    foot = (highest == level + 1) & (lowest_neighbour(level) >= level)
    c.map.level[foot & (rng.random(c.shape) < c["half_levels"])] += 0.5


def lakes(c: Canvas) -> None:
    """Lakes where a noise field and low ground agree; deeper away from the shore."""
    rng = c.rng("lakes")
    if c["lakes"] <= 0:
        return
    score = fractal(rng, c.x, c.y, c["hill_size"]) - 0.6 * ranks(c.map.level.astype(np.float64))
    lake = ranks(score) >= 1 - c["lakes"]
    depth = lake.astype(np.float64)
    inside = lake
    for _ in range(c["lake_depth"] - 1):       # each ring in from the shore a level deeper
        inside = _interior(inside)
        depth[inside] += 1
    _flood(c, lake, depth)


def _interior(mask: np.ndarray) -> np.ndarray:
    """The hexes of `mask` whose neighbours on the map are all in it."""
    return mask & ~near(~mask, 1)


def rivers(c: Canvas) -> None:
    """Rivers from one edge of the map to the opposite one, down the lowest ground on the way."""
    rng = c.rng("rivers")
    height, width = c.shape
    river = np.zeros(c.shape, bool)
    for _ in range(c.count(rng, c["rivers"], across=True)):
        start, goal = edge_to_edge(rng, width, height)
        path = [start]
        for stop in _bends(rng, start, goal, c.shape):
            path += walk(path[-1], stop, lambda col, row: float(c.map.level[row, col]) + rng.random() * 1.5,
                         c.shape)[1:]
        across = 2 if start[0] == 0 else 3        # widen toward the SE (west-east rivers) or S
        for col, row in path:
            for _ in range(c["river_width"]):
                if 0 <= col < width and 0 <= row < height:
                    river[row, col] = True
                col, row = step(col, row, across)
    depth = np.where(river, c["river_depth"], 0)
    c.river = river
    _flood(c, river, depth, keep_deeper=True)


def _bends(rng: np.random.Generator, start: tuple[int, int], goal: tuple[int, int], shape: tuple[int, int]
           ) -> list[tuple[int, int]]:
    """Points a river passes on its way, every BEND hexes or so, each moved aside at random (a
    river walked straight to its goal would run straight), ending at the goal."""
    height, width = shape
    stops = max(1, distance(start, goal) // BEND)
    out = []
    for k in range(1, stops):
        t = k / stops
        col, row = start[0] + t * (goal[0] - start[0]), start[1] + t * (goal[1] - start[1])
        aside = rng.uniform(-BEND / 2, BEND / 2)
        col, row = (col, row + aside) if start[0] == 0 else (col + aside, row)
        out.append((int(np.clip(round(col), 0, width - 1)), int(np.clip(round(row), 0, height - 1))))
    return out + [goal]


def _flood(c: Canvas, where: np.ndarray, depth: np.ndarray, keep_deeper: bool = False) -> None:
    """Water of `depth` on `where` at the lowland's level, and the land around lowered to it."""
    if not where.any():
        return
    water = c.water()
    old = np.nan_to_num(c.map.params[..., 0], nan=0)
    if keep_deeper:
        depth = np.where(water, np.maximum(old, depth), depth)
    c.paint(where, "water", depth.astype(np.float32))
    water = c.water()
    level = np.where(water, c["height_min"], c.map.level)
    c.map.level[:] = limit_slopes(level, 1, fixed=water)


def edge_to_edge(rng: np.random.Generator, width: int, height: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """A hex on the west or north edge and one on the opposite edge, each in the middle
    EDGE_MIDDLE of its edge: (col, row) each."""
    def along(side: int) -> int:
        margin = side * (1 - EDGE_MIDDLE) / 2
        return int(margin + rng.random() * (side - 2 * margin))
    if rng.random() < width / (width + height):
        return (0, along(height)), (width - 1, along(height))
    return (along(width), 0), (along(width), height - 1)


def walk(start: tuple[int, int], goal: tuple[int, int], cost, shape: tuple[int, int]) -> list[tuple[int, int]]:
    """A path from start to goal, each step to the cheapest neighbour (by `cost(col, row)`) of those
    closer to the goal: as long as the hex distance, never longer."""
    height, width = shape
    path, here = [start], start
    while here != goal:
        left = distance(here, goal)
        closer = [n for n in (step(*here, d) for d in range(6))
                  if 0 <= n[0] < width and 0 <= n[1] < height and distance(n, goal) < left]
        here = min(closer, key=lambda n: cost(*n))
        path.append(here)
    return path
