"""Warhammer 40,000's rules data as tables: every terrain's cover and terrain tests (SYSTEMS.md's
defaults), every unit type in the move rules, and a broken rules file refused with its line."""

from fractions import Fraction

import pytest

from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.model import HexMap
from hmeditor.core.rules import RulesError
from hmeditor.core.systems import get_system, load_rules
from hmeditor.core.systems.wh40k import UNIT_TYPES, cover, hex_terrain, move
from hmeditor.core.vocabulary import BASE_INDEX

RULES = load_rules(None, "wh40k")

# base terrain (as a hex value): (cover save, a model in the hex takes it, terrain tests)
TERRAIN = {
    "clear": (None, False, set()), "pavement": (None, False, set()),
    "light_woods": (5, True, {"difficult"}), "heavy_woods": (5, True, {"difficult"}),
    "ultra_heavy_woods": (5, True, {"difficult"}), "light_jungle": (5, True, {"difficult"}),
    "heavy_jungle": (5, True, {"difficult"}), "ultra_heavy_jungle": (5, True, {"difficult"}),
    "rough": (5, False, {"difficult"}), "ultra_rough": (5, False, {"difficult"}),
    "rubble": (5, False, {"difficult"}), "ultra_rubble": (5, False, {"difficult"}),
    "ruins": (4, True, {"difficult"}), "water": (None, False, {"difficult"}), "sand": (None, False, set()),
    "tundra": (None, False, set()), "magma_crust": (None, False, {"dangerous"}),
    "magma_liquid": (None, False, {"lethal"}), "planted_fields": (None, False, set()),
    "gravel_pile": (5, False, {"difficult"}), "heavy_industrial": (4, False, {"difficult"}),
    "building:heavy": (4, False, set()), "impassable": (None, False, {"impassable"}),
}
AREA = {"light_woods", "heavy_woods", "ultra_heavy_woods", "light_jungle", "heavy_jungle", "ultra_heavy_jungle",
        "ruins"}                                      # ruins on their bases
EXTRA = {"water:0": (None, False, set()), "clear +fortified": (3, True, set()),
         "ruins +fortified": (3, True, {"difficult"}), "light_woods +fortified": (3, True, {"difficult"})}


def line_map(values: list[str]) -> HexMap:
    """A map one column wide, the values from the top."""
    m = HexMap(1, len(values))
    set_cells(m, {(0, r): parse_cell(v) for r, v in enumerate(values)}).apply(m)
    return m


def test_every_base_terrain_has_a_row():
    assert {v.split(":")[0] for v in TERRAIN} == set(BASE_INDEX) and [r.name for r in RULES.base] == list(BASE_INDEX)


@pytest.mark.parametrize("value", [*TERRAIN, *EXTRA])
def test_terrain_cover_and_tests(value):
    save, in_hex, tests = {**TERRAIN, **EXTRA}[value]
    m = line_map(["clear", value, "clear", value])
    t = hex_terrain(m, RULES, [0], [1])
    assert {f for f, on in t.flags.items() if on[0]} == tests
    assert bool(t.area[0]) == (value.split()[0] in AREA)
    assert cover(m, RULES, (0, 3)).save == (save if in_hex else None)             # a model in the hex
    assert cover(m, RULES, (0, 2), firer=(0, 0)).save == save                     # behind it
    assert cover(m, RULES, (0, 1), firer=(0, 0)).save == (save if in_hex else None)   # nothing between


# unit type: (climbs, dice when slowed (None: not slowed), dangerous passing through difficult terrain,
# dangerous ending in it, chance of failing a dangerous test, goes to ground, passes over lethal terrain)
UNITS = {
    "infantry": (True, 2, False, False, Fraction(1, 6), True, False),
    "jump_infantry": (True, None, False, True, Fraction(1, 6), True, True),
    "jet_pack": (True, None, False, True, Fraction(1, 6), True, True),
    "bike": (False, None, True, True, Fraction(1, 6), False, False),
    "jetbike": (True, None, False, True, Fraction(1, 6), False, True),
    "skimmer": (True, None, False, True, Fraction(1, 6), False, True),
    "vehicle": (False, None, True, True, Fraction(1, 6), False, False),
    "walker": (False, 2, False, False, Fraction(1, 6), False, False),
    "monstrous_creature": (False, 3, False, False, Fraction(0), True, False),
    "beast": (True, None, False, False, Fraction(0), True, False),
}


def test_every_unit_type_has_a_row():
    assert tuple(UNITS) == UNIT_TYPES == tuple(RULES.units)


@pytest.mark.parametrize("name", UNITS)
def test_unit_types_in_the_move_rules(name):
    climbs, dice, through, ending, chance, to_ground, over_lethal = UNITS[name]
    unit = RULES.unit(name)
    assert unit.climbs == climbs and unit.go_to_ground == to_ground
    m = line_map(["clear", "ruins:3", "clear", "magma_liquid", "clear", "magma_crust"])
    across = move(m, RULES, unit, (0, 0), (0, 2))                 # through the ruin
    into = move(m, RULES, unit, (0, 0), (0, 1))                   # ending in it
    assert across.hexes["difficult"] == ([] if unit.over_terrain else [(0, 1)])
    assert (across.hexes["dangerous"] == [(0, 1)]) == through
    assert (into.hexes["dangerous"] == [(0, 1)]) == ending and into.hexes["difficult"] == [(0, 1)]
    if dice is None:
        assert into.distance is None and into.reach_chance is None
    else:
        highest = {k: Fraction(k ** dice - (k - 1) ** dice, 6 ** dice) for k in range(1, 7)}
        assert into.distance == highest
        assert into.reach_chance == sum(p for k, p in highest.items() if k >= 1.25)
    if through or ending:
        assert (into if ending else across).dangerous_chance == chance
    assert bool(move(m, RULES, unit, (0, 2), (0, 4)).hexes["lethal"]) != over_lethal
    assert move(m, RULES, unit, (0, 2), (0, 3)).hexes["lethal"] == [(0, 3)]
    crust = move(m, RULES, unit, (0, 4), (0, 5))
    assert crust.hexes["dangerous"] == [(0, 5)] and crust.dangerous_chance == chance


def test_unit_names_are_forgiving_and_unknown_ones_refused():
    assert RULES.unit("Jet-Pack").name == "jet_pack" and RULES.unit("monstrous creature").name == "monstrous_creature"
    with pytest.raises(ValueError, match=r"unknown unit type 'tank' \(one of: infantry, jump_infantry"):
        RULES.unit("tank")


def test_go_to_ground_and_the_best_save():
    m = line_map(["clear", "ruins", "light_woods", "light_woods +fortified", "clear"])
    saves = [cover(m, RULES, (0, r), go_to_ground=True) for r in range(5)]
    assert [c.save for c in saves] == [6, 2, 3, 2, 6]           # open 6+, +2 in area terrain (ruins too), capped
    assert saves[0].source == "go_to_ground" and saves[2].source == "light_woods"
    assert saves[3].breakdown[-1] == {"source": "best_save", "save": 2}
    with pytest.raises(ValueError, match="bikes cannot go to ground"):
        cover(m, RULES, (0, 1), unit=RULES.unit("bike"), go_to_ground=True)
    assert cover(m, RULES, (0, 2), unit=RULES.unit("vehicle")).save is None       # vehicles must be hidden


def test_the_rules_file_is_read_through_the_shared_reader(tmp_path):
    text = get_system("wh40k").rules_file.read_text(encoding="utf-8")
    for old, new, message in (
            ("ruins: {cover: 4,", "ruins: {cover: 1,",
             r"wh40k.yaml:\d+: terrain.ruins.cover \(a save\) must be a whole number from 2 to 6, not 1"),
            ("beast: {climbs: true,", "beast: {climbs: maybe,", r"units.beast.climbs must be true or false"),
            ("  bike: {climbs: false, slowed: false, difficult_dangerous: always,",
             "  bike: {climbs: false, slowed: false, difficult_dangerous: sometimes,",
             r"units.bike.difficult_dangerous must be a name, one of: never, always, start_or_end"),
            ("  emplaced_bs: {value: 2,", "  emplaced_bs: {value: 1.0e+308,",
             r"wh40k.yaml:\d+: fortifications.emplaced_bs must be a number from -10000 to 10000, not 1e\+308"),
            ("    bastion: {value: 14,", "    12: {value: 14,", r"fortifications.named: a key must be a name"),
            ("  inches_per_hex: {value: 1.25,", "  inches_per_hex: {value: 0,",
             r"table.inches_per_hex must be a number from 0.1 to 20, not 0"),
            ("    value: {per_in: 3,", "    value: {per_in: 0,", r"ruins.jump_down.per_in must be a number from 0.01"),
            ("water: {difficult: true, min: {depth: 1},", "water: {difficult: true, min: {height: 1},",
             r"terrain.water.min must name one parameter of water \(depth\)")):
        assert old in text
        broken = tmp_path / "wh40k.yaml"
        broken.write_text(text.replace(old, new), encoding="utf-8")
        with pytest.raises(RulesError, match=message):
            load_rules(broken, "wh40k")


def test_a_house_rule_makes_ruins_dangerous(tmp_path):
    text = get_system("wh40k").rules_file.read_text(encoding="utf-8")
    house = tmp_path / "house.yaml"
    ruins = "ruins: {cover: 4, in_hex: true, difficult: true,"
    house.write_text(text.replace(ruins, ruins + " dangerous: true,"), encoding="utf-8")
    m = line_map(["clear", "ruins"])
    assert move(m, load_rules(house, "wh40k"), RULES.unit("infantry"), (0, 0), (0, 1)).hexes["dangerous"] == [(0, 1)]
    assert move(m, RULES, RULES.unit("infantry"), (0, 0), (0, 1)).hexes["dangerous"] == []
