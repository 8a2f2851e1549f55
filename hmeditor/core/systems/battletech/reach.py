"""The area a unit kind can reach from a hex with N MP: cheapest paths over the movement costs."""

from __future__ import annotations

import heapq

from ...calc.hexes import check_hex
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
    w, h = hex_map.width, hex_map.height
    cost = entry_cost_grid(hex_map, rules, unit_kind, large).ravel().tolist()
    level = surface_array(hex_map, rules).ravel().tolist()
    road = road_steps(hex_map, rules).ravel().tolist()
    enter = rules.setting("movement.enter_cost")
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
