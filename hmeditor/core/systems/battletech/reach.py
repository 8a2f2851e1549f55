"""The area a unit kind can reach from a hex with N MP: cheapest paths over the movement costs."""

from __future__ import annotations

import heapq
import math

from ...calc.hexes import check_hex
from ...features import Source, source_of
from ...hexgrid import OFFSET_NEIGHBOURS
from ...model import HexMap
from .common import surface_array
from .movement import entry_cost_grid, level_step_cost, road_steps
from .schema import RuleSet

DELTAS = tuple(tuple(map(tuple, parity)) for parity in OFFSET_NEIGHBOURS.tolist())   # plain ints: a hot loop


def reachable(hex_map: HexMap, rules: RuleSet, unit_kind: str, start_hex: tuple[int, int], mp: float,
              large: bool = False) -> dict[int, float]:
    """{flat index: cheapest MP} of every hex `unit_kind` can reach from `start_hex` spending at most `mp`.

    Steps pay the entry cost of the hex, plus the change of the ground units stand on (a gravel pile's
    top; impossible when too high); a step along a road (road_steps: as its exits say) pays only the
    entry cost and the level change.
    """
    check_hex(hex_map, start_hex)
    enter = rules.setting("movement.enter_cost")
    part, c0, r0 = _within_reach(hex_map, start_hex, mp / enter if enter > 0 else math.inf)
    best = _cheapest(part, rules, unit_kind, (start_hex[0] - c0, start_hex[1] - r0), mp, large, enter)
    if part is hex_map:
        return best
    return {(f // part.width + r0) * hex_map.width + f % part.width + c0: spent for f, spent in best.items()}


def _within_reach(hex_map: HexMap, start_hex: tuple[int, int], steps: float) -> tuple[HexMap, int, int]:
    """The rectangle of the map holding every hex within `steps` of `start_hex` (every step costs
    at least the entry cost, so the costs of the rest of the map are never needed), and its left
    column and top row. It starts on an even column, keeping the columns' stagger. A map holding a
    file format's connections (a board's road exits, building classes) is taken whole: they are
    keyed by the map's own hexes."""
    col, row = start_hex
    reach = int(min(steps, max(hex_map.size))) + 1
    c0, r0 = max(0, col - reach), max(0, row - reach)
    c0 -= c0 % 2
    c1, r1 = min(hex_map.width, col + reach + 1), min(hex_map.height, row + reach + 1)
    if (c1 - c0) * (r1 - r0) >= hex_map.width * hex_map.height or source_of(hex_map) != Source():
        return hex_map, 0, 0
    part = HexMap(c1 - c0, r1 - r0)
    for name in ("base", "params", "mods", "level"):
        getattr(part, name)[...] = getattr(hex_map, name)[r0:r1, c0:c1]
    for (flat, mod), values in hex_map.mod_params.items():
        r, c = divmod(flat, hex_map.width)
        if r0 <= r < r1 and c0 <= c < c1:
            part.mod_params[((r - r0) * part.width + c - c0, mod)] = values
    part.conditions = hex_map.conditions
    return part, c0, r0


def _cheapest(hex_map: HexMap, rules: RuleSet, unit_kind: str, start_hex: tuple[int, int], mp: float,
              large: bool, enter: float) -> dict[int, float]:
    """Dijkstra over the movement costs of `hex_map` from `start_hex`, up to `mp`."""
    w, h = hex_map.width, hex_map.height
    cost = entry_cost_grid(hex_map, rules, unit_kind, large).ravel().tolist()
    level = surface_array(hex_map, rules).ravel().tolist()
    road = road_steps(hex_map, rules).ravel().tolist()
    step_cache: dict[float, float | None] = {}
    start = hex_map.flat(*start_hex)
    best = {start: 0.0}
    heap = [(0.0, start)]
    while heap:
        spent, here = heapq.heappop(heap)
        if spent > best.get(here, float("inf")):
            continue
        row, col = divmod(here, w)
        for d, (dc, dr) in enumerate(DELTAS[col & 1]):
            c, r = col + dc, row + dr
            if not (0 <= c < w and 0 <= r < h):
                continue
            there = r * w + c
            entry = cost[there]
            if entry == float("inf"):
                continue
            change = level[there] - level[here]
            if change:
                if change not in step_cache:
                    step_cache[change] = level_step_cost(rules, unit_kind, 0.0, change)
                extra = step_cache[change]
                if extra is None:
                    continue
                entry += extra
            if road[here] >> d & 1:
                entry = enter + (entry - cost[there])
            total = spent + entry
            if total <= mp and total < best.get(there, float("inf")):
                best[there] = total
                heapq.heappush(heap, (total, there))
    return best
