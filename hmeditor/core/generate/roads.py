"""Roads from one map edge to another, around hills and water where they can, across water on a
bridge where they must. A bridge runs straight over the water, as MegaMek joins bridges (each end
goes on straight onto the road beyond), with its deck level with the road it leaves; the road
beyond is levelled to the deck if it stood more than a level off. A road that cannot get across
(a bridge longer than MAX_BRIDGE, or one that would touch another bridge) is tried again elsewhere.
"""

from __future__ import annotations

import numpy as np

from ..vocabulary import BASE_INDEX, MOD_INDEX
from .canvas import Canvas, distance, near, step
from .land import edge_to_edge

MAX_BRIDGE = 5             # hexes of water a road bridges at most
TRIES = 4                  # tries for each road
CLEARED = ("light_woods", "heavy_woods", "ultra_heavy_woods", "light_jungle", "heavy_jungle", "ultra_heavy_jungle",
           "rough", "ultra_rough", "rubble", "ultra_rubble", "magma_crust", "magma_liquid")
COSTS = {"water": 12.0, "magma_liquid": 30.0, "magma_crust": 6.0, "building": 1000.0, "impassable": 1000.0}
CLIMB = 3.0                # cost of a level up or down
BESIDE = 8.0               # cost of a hex beside a road that is not one: MegaMek joins neighbouring roads
ALONG = -1.0               # cost of a hex of road: roads follow the streets and roads already there
WANDER = 2.0               # random cost added to every step: roads wind


def roads(c: Canvas) -> None:
    rng = c.rng("roads")
    height, width = c.shape
    for _ in range(c.count(rng, c["roads"], across=True)):
        for _try in range(TRIES):
            start, goal = edge_to_edge(rng, width, height)
            route = _route(c, rng, _cost(c), start, goal)
            if route is not None:
                _lay(c, *route)
                break


def _cost(c: Canvas) -> np.ndarray:
    table = np.zeros(len(BASE_INDEX))
    for name, cost in COSTS.items():
        table[BASE_INDEX[name]] = cost
    return table[c.map.base] + np.where(c.road, ALONG, np.where(near(c.road), BESIDE, 0))


def _route(c: Canvas, rng: np.random.Generator, base_cost: np.ndarray, start: tuple[int, int],
           goal: tuple[int, int]) -> tuple[list[tuple[int, int]], list[tuple[list[tuple[int, int]], float]]] | None:
    """(land hexes, [(bridge hexes, deck level)]) of a road from start to goal, or None."""
    height, width = c.shape
    level = c.map.level
    if not _dry(c, start) or not _dry(c, goal):
        return None
    land, here = [start], start
    bridges: list[tuple[list[tuple[int, int]], float]] = []
    for _ in range(4 * (width + height)):
        if here == goal:
            return land, bridges
        left = distance(here, goal)
        options = []
        for d in range(6):
            n = step(*here, d)
            if not (0 <= n[0] < width and 0 <= n[1] < height) or distance(n, goal) >= left:
                continue
            crossing = _crossing(c, here, d) if not _dry(c, n) else ([], n)
            if crossing is None:
                continue
            cost = base_cost[n[1], n[0]] + CLIMB * abs(level[n[1], n[0]] - level[here[1], here[0]])
            options.append((cost + WANDER * rng.random(), crossing))
        if not options:
            return None
        water, here = min(options, key=lambda o: o[0])[1]
        if water:
            bridges.append((water, float(level[land[-1][1], land[-1][0]])))
        land.append(here)
    return None


def _dry(c: Canvas, hex_: tuple[int, int]) -> bool:
    col, row = hex_
    return c.map.base[row, col] not in (BASE_INDEX["water"], BASE_INDEX["building"], BASE_INDEX["impassable"])


def _crossing(c: Canvas, here: tuple[int, int], d: int):
    """The water hexes straight ahead of `here` in direction d and the dry hex beyond, or None when
    there is no such bridge to build."""
    height, width = c.shape
    water, n = [], step(*here, d)
    while 0 <= n[0] < width and 0 <= n[1] < height and c.map.base[n[1], n[0]] == BASE_INDEX["water"]:
        water.append(n)
        n = step(*n, d)
    if not water or len(water) > MAX_BRIDGE or not (0 <= n[0] < width and 0 <= n[1] < height) or not _dry(c, n):
        return None
    touched = {step(*w, k) for w in water for k in range(6)} | set(water)
    if any(c.road[r, col] for col, r in touched if 0 <= col < width and 0 <= r < height and (col, r) not in
           (here, n)):
        return None              # beside another road or bridge: the bridges would join up
    return water, n


def _lay(c: Canvas, land: list[tuple[int, int]], bridges: list) -> None:
    cols, rows = np.array(land).T
    road = np.zeros(c.shape, bool)
    road[rows, cols] = True
    c.paint(road & c.is_base(*CLEARED), "clear")
    c.remove(road, "swamp", "mud", "quicksand", "magma_vent")
    c.add(road, c["road_kind"])
    c.road |= road
    for water, deck in bridges:
        for col, row in water:
            height = max(0.0, deck - float(c.map.level[row, col]))
            c.map.mod_params[(c.map.flat(col, row), MOD_INDEX["bridge"])] = (height, np.nan)
            c.road[row, col] = True
        bridge = np.zeros(c.shape, bool)
        bridge[tuple(np.array(water)[:, ::-1].T)] = True
        c.add(bridge, "bridge")
        c.remove(bridge, "ice")
        _level_ends(c, water, max(deck, float(c.map.level[water[0][1], water[0][0]])))


def _level_ends(c: Canvas, water: list[tuple[int, int]], deck: float) -> None:
    """The road hexes at both ends of a bridge within a level of its deck."""
    for col, row in (step(*water[0], d) for d in range(6)):
        _level_end(c, col, row, deck)
    for col, row in (step(*water[-1], d) for d in range(6)):
        _level_end(c, col, row, deck)


def _level_end(c: Canvas, col: int, row: int, deck: float) -> None:
    height, width = c.shape
    if 0 <= col < width and 0 <= row < height and c.road[row, col] and c.map.base[row, col] != BASE_INDEX["water"]:
        if abs(c.map.level[row, col] - deck) > 1:
            c.map.level[row, col] = deck

