"""BattleTech's map overlays as per-hex colours: the movement-cost heat map and the reachable area."""

from __future__ import annotations

import math

import numpy as np

from ...calc.answer import number
from ...language import translate
from ...model import HexMap
from ..base import HexTexts, Legend, Shading
from .movement import entry_cost_grid
from .schema import RuleSet

# Light enough that the terrain, its symbols and the reach shading read through.
HEAT_COLOURS = np.array([(0, 0, 0, 0), (129, 199, 132, 60), (255, 235, 59, 75), (255, 152, 0, 85),
                         (244, 81, 30, 95), (183, 28, 28, 105)], np.uint8)   # 1, 2, 3, 4, 5+ MP
BARRED_COLOUR = (33, 33, 33, 115)


def cost_legend() -> Legend:
    """The heat map's legend, in the language in use."""
    return (*((tuple(c), translate("BattleTech", "{mp} MP").format(mp=mp))
              for mp, c in zip(("2", "3", "4", "5+"), HEAT_COLOURS[2:].tolist())),
            (BARRED_COLOUR, translate("BattleTech", "barred")))


COST_LEGEND = cost_legend()        # as the program starts (English until a translator is installed)


def cost_shades(hex_map: HexMap, rules: RuleSet, choices: dict) -> Shading:
    """The movement-cost heat map of the chosen unit: colour by the MP to enter each hex (dark where
    barred), the MP as text where it is more than 1."""
    cost = entry_cost_grid(hex_map, rules, choices["unit"], choices.get("large", False))
    barred = np.isinf(cost)
    steps = np.clip(np.where(barred, 0, np.ceil(cost)), 0, len(HEAT_COLOURS) - 1).astype(int)
    rgba = HEAT_COLOURS[steps]
    rgba[barred] = BARRED_COLOUR
    rgba[(~barred) & (cost <= 1)] = (0, 0, 0, 0)
    return Shading(rgba, HexTexts(cost, cost > 1, lambda c: "x" if math.isinf(c) else f"{number(c)}"),
                   translate("BattleTech", "MP to enter"), cost_legend())


def reach_shades(hex_map: HexMap, costs: dict[int, float], mp: float) -> Shading:
    """The reachable area (`reachable`'s {flat index: MP spent}): green for little spent, turning
    yellow as the MP run out; the MP spent as text."""
    rgba = np.zeros((hex_map.height, hex_map.width, 4), np.uint8)
    flat = np.fromiter(costs, np.int64, len(costs))
    spent = np.fromiter(costs.values(), float, len(costs))
    t = spent / mp if mp else np.zeros_like(spent)
    rows, cols = np.divmod(flat, hex_map.width)
    rgba[rows, cols] = _spent_colours(t)
    steps = ((0, translate("BattleTech", "none spent")),
             (0.5, translate("BattleTech", "{mp} MP spent").format(mp=number(mp / 2))),
             (1, translate("BattleTech", "all {mp} MP").format(mp=number(mp))))
    legend = tuple((tuple(_spent_colours(np.array([t]))[0].tolist()), words) for t, words in steps)
    return Shading(rgba, {f: f"{number(c)}" for f, c in costs.items()}, translate("BattleTech", "Reach: MP spent"),
                   legend)


def _spent_colours(t: np.ndarray) -> np.ndarray:
    """Green for little of the MP spent, turning yellow as they run out (t: the share spent)."""
    return np.stack([60 + 180 * t, 200 - 40 * t, 90 - 60 * t, np.full_like(t, 120)], -1).astype(np.uint8)
