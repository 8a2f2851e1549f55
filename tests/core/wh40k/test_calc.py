"""The 40k calculators: the cover map agrees with the cover of each hex, the seed's climbing table for
any floor spacing, the fall test, building armour and the map's table scale."""

from fractions import Fraction

import numpy as np
import pytest

from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.model import HexMap
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.wh40k import (
    NO_COVER,
    Ruin,
    building_armour,
    climb_options,
    cover,
    cover_grid,
    inches_per_hex,
    jump_down,
)

RULES = load_rules(None, "wh40k")
VALUES = ["clear", "clear", "clear", "ruins:2", "ruins:3", "light_woods", "rubble", "building:heavy", "water:1",
          "clear +fortified", "heavy_industrial", "impassable"]


def random_map(seed: int, width: int = 14, height: int = 11) -> HexMap:
    rng = np.random.default_rng(seed)
    m = HexMap(width, height)
    set_cells(m, {(c, r): parse_cell(VALUES[rng.integers(len(VALUES))])
                  for c in range(width) for r in range(height)}).apply(m)
    return m


@pytest.mark.parametrize("seed, firer, unit, down", [(1, (3, 4), "infantry", False), (2, (0, 0), "infantry", True),
                                                     (3, (13, 10), "vehicle", False), (4, (7, 5), None, True),
                                                     (5, None, "skimmer", False)])
def test_the_cover_map_agrees_with_the_cover_of_each_hex(seed, firer, unit, down):
    m = random_map(seed)
    unit = RULES.unit(unit) if unit else None
    grid = cover_grid(m, RULES, firer, unit, down)
    for r in range(m.height):
        for c in range(m.width):
            save = cover(m, RULES, (c, r), firer, unit, down).save
            assert grid[r, c] == (NO_COVER if save is None else save), (c, r)


def test_the_cover_map_reaches_as_far_as_the_rules_say():
    m = random_map(6, 40, 5)
    m.extra_keys["systems"] = {"wh40k": {"inches_per_hex": 6}}           # 72" = 12 hexes
    grid = cover_grid(m, RULES, (0, 2))
    assert (grid[:, 13:] == 0).all() and (grid[:, :12] >= 2).all()


@pytest.mark.parametrize("spacing, floors, roll, options", [
    (3, 3, 1, [(0, 1)]), (3, 3, 2, [(0, 2)]), (3, 3, 3, [(0, 3), (1, 0)]), (3, 3, 4, [(0, 4), (1, 1)]),
    (3, 3, 5, [(0, 5), (1, 2)]), (3, 3, 6, [(0, 6), (1, 3), (2, 0)]),              # the seed's table
    (3, 2, 6, [(0, 6), (1, 3)]), (3, 1, 6, [(0, 6)]),                               # no floor above to climb to
    (6, 3, 5, [(0, 5)]), (6, 3, 6, [(0, 6), (1, 0)]),                               # 6": only a 6, nothing left
    (7, 3, 6, [(0, 6)]),                                                            # over 6": not by the test
    (2, 4, 5, [(0, 5), (1, 3), (2, 1)]), (2.5, 3, 5, [(0, 5), (1, 2.5), (2, 0)]),   # any other spacing
])
def test_climbing_costs_each_floor_its_spacing(spacing, floors, roll, options):
    assert climb_options(RULES, Ruin(floors, spacing), roll) == options


@pytest.mark.parametrize("spacing, floor, height, modifier, survive", [
    (3, 2, 3, -1, Fraction(2, 3)), (3, 3, 6, -2, Fraction(1, 2)), (3, 4, 9, -3, Fraction(1, 3)),
    (2.5, 2, 2.5, 0, Fraction(5, 6)), (2.5, 3, 5, -1, Fraction(2, 3)), (6, 4, 18, -6, Fraction(0)),
])
def test_the_fall_test_loses_one_per_full_three_inches(spacing, floor, height, modifier, survive):
    j = jump_down(RULES, Ruin(4, spacing), floor)
    assert (j.height_in, j.modifier, j.survive_chance) == (height, modifier, survive)


def test_jumping_from_the_ground_floor_or_above_the_top_is_refused():
    with pytest.raises(ValueError, match="floor 1 is the ground floor"):
        jump_down(RULES, Ruin(3, 3), 1)
    with pytest.raises(ValueError, match="the ruin has floors 1 to 3, not 4"):
        jump_down(RULES, Ruin(3, 3), 4)


def test_building_armour_neglected_and_named():
    heavy = building_armour(RULES, "heavy")
    assert (heavy.armour, heavy.emplaced_bs, heavy.emplaced_can_fire) == (14, 2, True)
    bastion = building_armour(RULES, "light", neglected=True, fortification="bastion")
    assert (bastion.armour, bastion.emplaced_can_fire, bastion.breakdown) == (12, False, [("bastion", 14),
                                                                                           ("neglected", -2)])
    assert building_armour(RULES, "hardened", fortification="fortress_of_redemption").armour == 14
    with pytest.raises(ValueError, match="unknown fortification 'castle'"):
        building_armour(RULES, "heavy", fortification="castle")


@pytest.mark.parametrize("systems, expected", [(None, 1.25), ({"wh40k": {"inches_per_hex": 2}}, 2.0),
                                               ({"grav_armor": {"chart": "standard"}}, 1.25),
                                               ({"wh40k": {}}, 1.25)])
def test_the_table_scale_comes_from_the_map(systems, expected):
    m = HexMap(2, 2)
    if systems is not None:
        m.extra_keys["systems"] = systems
    assert inches_per_hex(m, RULES) == expected


@pytest.mark.parametrize("value", [0, -1, "big", True, 50])
def test_a_bad_table_scale_is_refused_in_one_line(value):
    m = HexMap(2, 2)
    m.extra_keys["systems"] = {"wh40k": {"inches_per_hex": value}}
    with pytest.raises(ValueError, match=r"^the map's systems: wh40k.inches_per_hex must be a number from "
                                         r"0.1 to 20, not"):
        inches_per_hex(m, RULES)
