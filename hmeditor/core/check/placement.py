"""Placement rules stated by the rules: gravel piles, heavy industrial, rapids."""

from __future__ import annotations

import math
from typing import cast

import numpy as np

from ..edits import set_base_param
from ..hexgrid import STEPS
from ..model import HexMap
from .data import CheckRules
from .finding import Finding
from .fixes import without_mods
from .grid import dilate, neighbours
from .registry import HEX, Hit, View, check, fixer


def _support(v: View) -> tuple[np.ndarray, np.ndarray]:
    """Per gravel pile: the smallest neighbour support (0: no neighbour on the map) and its direction.

    A neighbour's support is how far its top (its level plus its own pile height) stands above the
    pile's foot (the pile's level), never below 0 (REALITY-CHECK.md: top to top)."""
    pile = v.is_base("gravel_bases")
    height = np.where(pile, v.param(0, 1), np.float32(0))
    supports = np.stack([np.maximum(0, level + h - v.level)
                         for level, h in zip(neighbours(v.level, np.inf), neighbours(height, 0))])
    weakest = np.argmin(supports, axis=0)
    smallest = np.take_along_axis(supports, weakest[None], axis=0)[0]
    return np.where(np.isinf(smallest), 0, smallest), weakest


@check("gravel-slope", "error", reach=1)
def gravel_slope(v: View) -> list[Hit]:
    pile = v.is_base("gravel_bases")
    if not pile.any():
        return []
    height = v.param(0, 1)
    support, weakest = _support(v)
    bad = pile & (height > 1 + support)

    def describe(row, col):
        h, s = float(height[row, col]), float(support[row, col])
        dc, *dr = STEPS[weakest[row, col]]
        weak = v.hex_id(row + dr[(col + v.col0) % 2], col + dc)
        allowed = max(v.rules.raw["gravel"]["min_height"], math.floor(1 + s))
        return (f"Gravel pile {h:g} high at {HEX} is too steep: a pile may rise only 1 level "
                f"above its lowest neighbour's top, and the top of {weak} stands only {s:g} above the pile's foot "
                f"(a {h:g}-high pile needs all six neighbours to be piles or hills reaching at least {h - 1:g} "
                f"above it).", f"lower the pile to height {allowed}: 1 above its lowest neighbour's top", allowed)
    return v.hits(bad, describe)


def setting_param(base: str, name: str):
    """A fix setting a base terrain's parameter in the finding's hexes to the finding's value."""
    def fix(hex_map: HexMap, finding: Finding, rules: CheckRules):
        return set_base_param(hex_map, [hex_map.parse_hex_id(h) for h in finding.hexes], base, name,
                              cast(float, finding.fix_value))      # the value the check worked out
    return fix


_lower_pile = fixer("gravel-slope")(setting_param("gravel_pile", "height"))


@check("gravel-height", "error", reach=0)
def gravel_height(v: View) -> list[Hit]:
    height = v.param(0, 1)
    lowest = v.rules.raw["gravel"]["min_height"]
    bad = v.is_base("gravel_bases") & ((height != np.round(height)) | (height < lowest))

    def describe(row, col):
        h = float(height[row, col])
        nearest = max(lowest, round(h))
        return (f"Gravel pile at {HEX} is {h:g} high; a pile's height is a whole number of levels, "
                f"at least {lowest}.", f"set the pile height to {nearest}: the nearest whole height", nearest)
    return v.hits(bad, describe, by=(height,))


fixer("gravel-height")(_lower_pile)


@check("industrial-placement", "error", reach=3)
def industrial_placement(v: View) -> list[Hit]:
    industrial = v.is_base("industrial_bases")
    if not industrial.any():
        return []
    radius = v.rules.raw["industrial"]["building_radius"]
    bad = industrial & ~dilate(v.is_base("building_bases"), radius)
    return v.hits(bad, lambda row, col: (
        f"Heavy industrial at {HEX} is more than {radius} hexes from every building; heavy "
        f"industrial zones lie within {radius} hexes of a building.", None), by=())


@check("industrial-height", "error", reach=0)
def industrial_height(v: View) -> list[Hit]:
    heights = np.asarray(v.rules.raw["industrial"]["heights"], np.float32)
    height = v.param(0, 1)
    bad = v.is_base("industrial_bases") & ~np.isin(height, heights)

    def describe(row, col):
        h = float(height[row, col])
        nearest = float(heights[np.argmin(np.abs(heights - h))])
        return (f"Heavy industrial at {HEX} is {h:g} high; its height is 0.5 or a whole number "
                f"from 1 to 10.", f"set the height to {nearest:g}: the nearest height allowed", nearest)
    return v.hits(bad, describe, by=(height,))


fixer("industrial-height")(setting_param("heavy_industrial", "height"))


@check("rapids-need-water", "error", reach=0)
def rapids_need_water(v: View) -> list[Hit]:
    fast = v.rules.mods("fast_water_mods")
    water, depth = v.is_base("water_bases"), v.param(0, 1)
    bad = v.has(fast) & ~(water & (depth >= 1))

    def describe(row, col):
        where = f"water {float(depth[row, col]):g} deep" if water[row, col] else v.label(row, col)
        return (f"{v.mod_labels(row, col, fast).capitalize()} at {HEX} needs water at least 1 deep, "
                f"but the hex is {where}.", f"remove {v.mod_labels(row, col, fast)}")
    return v.hits(bad, describe, by=(v.mods & fast, v.base, depth))


fixer("rapids-need-water")(without_mods("fast_water_mods"))
