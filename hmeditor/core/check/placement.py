"""Placement rules stated by the rules: gravel piles, heavy industrial, rapids."""

from __future__ import annotations

import math
from typing import cast

import numpy as np

from ..edits import set_base_param
from ..hexgrid import STEPS
from ..language import translate
from ..model import HexMap
from .data import CheckRules
from .finding import Finding
from .fixes import without_mods
from .grid import dilate, neighbours
from .registry import HEX, Hit, RealityCheck, View, capital, check, fixer, removing


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
        return (translate("RealityCheck", "Gravel pile {height} high at {hex} is too steep: a pile may rise only 1 "
                          "level above its lowest neighbour's top, and the top of {neighbour} stands only {support} "
                          "above the pile's foot (a {height}-high pile needs all six neighbours to be piles or hills "
                          "reaching at least {below} above it).").format(
                    height=f"{h:g}", hex=HEX, neighbour=weak, support=f"{s:g}", below=f"{h - 1:g}"),
                translate("RealityCheck", "lower the pile to height {height}: 1 above its lowest neighbour's "
                          "top").format(height=allowed), allowed)
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
        return (translate("RealityCheck", "Gravel pile at {hex} is {height} high; a pile's height is a whole number "
                          "of levels, at least {lowest}.").format(hex=HEX, height=f"{h:g}", lowest=lowest),
                translate("RealityCheck", "set the pile height to {height}: the nearest whole height").format(
                    height=nearest), nearest)
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
        RealityCheck.tr("Heavy industrial at {hex} is more than %n hexes from every building; heavy industrial zones "
                        "lie within %n hexes of a building.", None, radius).format(hex=HEX), None), by=())


@check("industrial-height", "error", reach=0)
def industrial_height(v: View) -> list[Hit]:
    heights = np.asarray(v.rules.raw["industrial"]["heights"], np.float32)
    height = v.param(0, 1)
    bad = v.is_base("industrial_bases") & ~np.isin(height, heights)

    def describe(row, col):
        h = float(height[row, col])
        nearest = float(heights[np.argmin(np.abs(heights - h))])
        return (translate("RealityCheck", "Heavy industrial at {hex} is {height} high; its height is 0.5 or a whole "
                          "number from 1 to 10.").format(hex=HEX, height=f"{h:g}"),
                translate("RealityCheck", "set the height to {height}: the nearest height allowed").format(
                    height=f"{nearest:g}"), nearest)
    return v.hits(bad, describe, by=(height,))


fixer("industrial-height")(setting_param("heavy_industrial", "height"))


@check("rapids-need-water", "error", reach=0)
def rapids_need_water(v: View) -> list[Hit]:
    fast = v.rules.mods("fast_water_mods")
    water, depth = v.is_base("water_bases"), v.param(0, 1)
    bad = v.has(fast) & ~(water & (depth >= 1))

    def describe(row, col):
        where = (translate("RealityCheck", "water {depth} deep").format(depth=f"{float(depth[row, col]):g}")
                 if water[row, col] else v.label(row, col))
        mods = v.mod_labels(row, col, fast)
        return (translate("RealityCheck", "{Mods} at {hex} needs water at least 1 deep, but the hex is "
                          "{where}.").format(Mods=capital(mods), mods=mods, hex=HEX, where=where), removing(mods))
    return v.hits(bad, describe, by=(v.mods & fast, v.base, depth))


fixer("rapids-need-water")(without_mods("fast_water_mods"))
