"""Grav Armor's rules data and its loader: the Firing Table's chances, sources on every row, the
standard chart of SYSTEMS.md, users' own units and charts, broken files refused with file and line."""

from fractions import Fraction

import pytest

from hmeditor.core.model import HexMap
from hmeditor.core.rules import RulesError
from hmeditor.core.systems import default_rules_path, load_rules
from hmeditor.core.systems.grav_armor import chart_of, hex_terrain, hit_chance
from hmeditor.core.vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX

RULES = load_rules(None, "grav_armor")


def test_the_firing_tables_chances_in_36ths_rise_1_to_8_then_10_to_32_by_2_then_35():
    chances = [hit_chance(RULES, value) * 36 for value in range(-12, 13)]
    assert all(c.denominator == 1 for c in chances)
    assert [int(c) for c in chances] == [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, *range(10, 33, 2), 35, 35, 35]
    assert hit_chance(RULES, 4) == Fraction(22, 36)


def test_every_row_names_its_sources():
    rows = [*RULES.units.values(), *RULES.weapons.values(), *RULES.firing_rows.values(), *RULES.effect_rows.values(),
            *RULES.settings.values(), *(r for chart in RULES.charts.values() for r in chart.rows)]
    assert len(rows) > 40
    for row in rows:
        assert row.source and all(s in RULES.sources for s in row.source)
    assert RULES.firing_rows[11].uncertain and RULES.effect_rows["FORT"].uncertain      # the blank cells


def test_the_counters_of_the_seed_example():
    nu3, omi9, a_inf = RULES.unit("Nu-3"), RULES.unit("omi9"), RULES.unit("A-Inf")
    assert (nu3.ew, nu3.attack, nu3.weapon, nu3.range, nu3.defence, nu3.mp, nu3.move) == \
        (4, 6, "magnetic_bolts", 4, 2, 5, "grav")
    assert (omi9.weapon, omi9.move) == ("missiles", "hover")
    assert a_inf.enhanced_ew and a_inf.active_defence and a_inf.hit_effects == "A-INF" and a_inf.defence == 7
    assert RULES.unit("aza-3").carrier and RULES.unit("l-mil").hit_effects == RULES.unit("M-Mil").hit_effects == "MIL"


@pytest.mark.parametrize("terrain, level, mods, expected", [
    ("clear", 0, (), ("smooth plains", 0, 1)), ("pavement", 0, (), ("smooth plains", 0, 1)),
    ("heavy_woods", 0, ("road",), ("smooth plains", 0, 1)), ("light_woods", 0, (), ("broken ground", 1, 1)),
    ("rubble", 0, (), ("broken ground", 1, 1)), ("building", 0, (), ("dense ground", 2, 2)),
    ("gravel_pile", 0, (), ("dense ground", 2, 2)), ("ultra_heavy_jungle", 0, (), ("very dense", 3, 2)),
    ("water", 0, (), ("water", 0, 1)), ("clear", 3, (), ("quiet mountains", 2, 2)),
    ("heavy_woods", 4, ("road",), ("quiet mountains", 2, 2)), ("magma_crust", 5, (), ("volcanic mountains", 3, 2)),
    ("magma_liquid", 0, (), ("volcanic mountains", 3, 2)), ("impassable", 0, (), ("impassable", None, None)),
])
def test_the_standard_chart_reads_our_terrain_as_systems_md_says(terrain, level, mods, expected):
    m = HexMap(1, 1)
    m.base[0, 0], m.level[0, 0] = BASE_INDEX[terrain], level
    for mod in mods:
        m.mods[0, 0] |= 1 << MOD_INDEX[mod]
    row = hex_terrain(m, chart_of(m, RULES), (0, 0))
    assert (row.label, row.cv, row.mp) == expected
    assert row.destroys == {"magma_crust": {"hover", "jump"}, "magma_liquid": {"hover", "jump"},
                            "water": {"jump"}}.get(terrain, set())


def test_every_base_terrain_has_a_grav_armor_terrain():
    chart = RULES.charts["standard"]
    assert len(chart.by_base) == len(BASE_TERRAINS) and (chart.by_base < len(chart.rows)).all()


def copy_with(tmp_path, old: str, new: str):
    text = default_rules_path("grav_armor").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "mine.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old, new, message", [
    ("weapon: magnetic_bolts, range: 4", "weapon: laser, range: 4",
     r"mine.yaml:\d+: units.Nu3.weapon must be a name, one of: missiles, .*; not 'laser'"),
    ("mp: 5, move: grav,\n", "mp: 5, move: walker,\n", r"units.Nu3.move must be a name, one of: grav, hover, jump"),
    ("    4: {hits: \"- - - - - - - - - - - - - - - - - - - - H\"", "    4: {hits: \"- - - - - - - - - - - - - H\"",
     r"mine.yaml:\d+: firing_table.rows.4.hits must give 21 cells"),
    ("    12: {hits: \"H -", "    12: {hits: \"Y -", r"firing_table.rows.12: a Firing Table cell is H or -, not 'Y'"),
    ("    12: {hits:", "    13: {hits:", r"firing_table.rows must have one row for each 2d6 roll 2..12"),
    ("MIL: {results: \"D D", "MIL: {results: \"S D", r"hit_effects.rows.MIL: a Hit Effects cell is one of"),
    ("hit_effects: A-INF, label", "hit_effects: B-INF, label", r"hit_effects must be a name, one of: J-INF, .*'B-INF'"),
    ("weapon: magnetic_bolts, range: 4", "weapon: [missiles], range: 4",
     r"mine.yaml:\d+: units.Nu3.weapon must be a name, .*not \['missiles'\]"),
    ("hit_effects: A-INF, label", "hit_effects: [A-INF], label",
     r"mine.yaml:\d+: units.A-INF.hit_effects must be a name, .*not \['A-INF'\]"),
    ("    J-INF: {results:", "    5: {results:", r"mine.yaml:\d+: hit_effects.rows: a key must be a name .*not 5"),
    ("    2: {hits:", "    two: {hits:", r"mine.yaml:\d+: firing_table.rows: a key must be a whole number .*'two'"),
    ("  standard:\n", "  1:\n", r"mine.yaml:\d+: charts: a key must be a name"),
    ("weapon: magnetic_bolts, range: 4", "weapon: magnetic_bolts, range: 2147483648",
     r"mine.yaml:\d+: units.Nu3.range must be a whole number from 1 to 50, not 2147483648"),
    ("weapon: magnetic_bolts, range: 4", "weapon: magnetic_bolts, range: 600", r"from 1 to 50, not 600"),
    ("enhanced_ew_factor: {value: 2", "enhanced_ew_factor: {value: 1.0e+308",
     r"combat.enhanced_ew_factor must be a number from 0 to 100, not 1e\+308"),
    ("  gatling_lasers: {label: gatling lasers, symbol: \"::\", bonus: 2",
     "  gatling_lasers: {label: gatling lasers, symbol: \"::\", bonus: -1.0e+308",
     r"weapons.gatling_lasers.bonus must be a number from -10000 to 10000"),
    ("[heavy_woods, heavy_jungle,", "[heavy_jungle,",
     r"mine.yaml:\d+: charts.standard: no row names the base terrain heavy_woods"),
    ("terrain: [light_woods, light_jungle,", "terrain: [light_wood, light_jungle,", r"unknown name 'light_wood'"),
    ("cv: 3, mp: 2, destroys: [hover, infantry]", "cv: 3, mp: 2, destroys: [hovers]", r"unknown name 'hovers'"),
    ("  A-INF: {ew: 3", "  jinf: {ew: 3", r"units.J-INF: the same name as jinf"),
    ('label: "jump infantry", source: [GA-charts]', 'label: "jump infantry", source: [nobody]',
     r"units.J-INF.source: unknown name 'nobody'"),
    ("{label: gatling lasers,", "{label: " + "x" * 101 + ",",       # it is named in lists and messages
     r"mine.yaml:\d+: weapons.gatling_lasers.label must be text of at most 100 characters"),
])
def test_a_broken_rules_file_is_refused_with_file_and_line(tmp_path, old, new, message):
    with pytest.raises(RulesError, match=message):
        load_rules(copy_with(tmp_path, old, new), "grav_armor")
