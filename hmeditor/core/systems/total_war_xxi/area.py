"""Fire at no specific target: the hexes within a weapon's HE radius of the impact point (a
circle in cm against the hex areas, shapely), and where scatter takes the impact."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...calc.geometry import circle_outside_hex, covered_fractions, hexes_crossed, hexes_within, table_layout
from ...calc.hexes import check_hex
from ...errors import InputError
from ...hexgrid import distances_from
from ...language import translate
from ...model import HexMap
from .scale import table_scale
from .schema import TwRules, Weapon


@dataclass(frozen=True)
class Blast:
    weapon: Weapon
    at: tuple[int, int]
    cm_per_hex: float
    radius_cm: float
    hexes: tuple[tuple[int, int], ...]       # every hex whose area the circle touches
    covered: tuple[float, ...]               # the share of each of those hexes inside the circle
    scatter_cm: float | None                 # None: the weapon does not scatter
    scatter_out: float | None                # the chance scatter takes the impact out of its hex
    scatter_hexes: tuple[tuple[int, int], ...]   # the hexes the scattered impact may land in


def blast(hex_map: HexMap, rules: TwRules, weapon: Weapon, at: tuple[int, int]) -> Blast:
    """The blast of `weapon` around the centre of hex `at`; ValueError when it has no HE radius."""
    check_hex(hex_map, at)
    if weapon.he_radius_cm is None:
        with_radius = ", ".join(w.id for w in rules.weapons.values() if w.he_radius_cm is not None)
        raise InputError("--weapon", translate(
            "TotalWarXXI", "{weapon} has no HE radius (weapons with one: {those})").format(
            weapon=weapon.id, those=with_radius))
    scale = table_scale(hex_map, rules)
    layout = table_layout(scale.cm_per_hex)
    point = layout.center(*at)
    radius = weapon.he_radius_cm
    hexes = hexes_within(layout, hex_map.width, hex_map.height, point, radius)
    covered = covered_fractions(layout, hexes, point, radius)
    scatter = weapon.scatter_cm
    out = None if scatter is None else circle_outside_hex(layout, scatter)
    landing = () if scatter is None else hexes_crossed(layout, hex_map.width, hex_map.height, point, scatter)
    return Blast(weapon, at, scale.cm_per_hex, radius, tuple(hexes), tuple(round(float(c), 4) for c in covered),
                 scatter, out, tuple(landing))


def reach_mask(hex_map: HexMap, rules: TwRules, weapon: Weapon, origin: tuple[int, int]) -> np.ndarray:
    """The hexes a weapon in `origin` reaches (hexes x cm_per_hex within its range) as a bool array
    [row, col]; none when the seed gives it no range."""
    if weapon.range_cm is None:
        return np.zeros((hex_map.height, hex_map.width), bool)
    scale = table_scale(hex_map, rules)
    return distances_from(*origin, hex_map.width, hex_map.height) * scale.cm_per_hex <= weapon.range_cm + 1e-9
