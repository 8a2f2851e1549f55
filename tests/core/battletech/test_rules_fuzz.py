"""A BattleTech rules file either loads into rules every calculator can use, or is refused with a
RulesError naming its file and line: mutated copies of the shipped file, never a crash (rules_fuzz)."""

import re

import pytest
from hypothesis import given

from hmeditor.core.paint import Paint
from hmeditor.core.rules import RulesError
from hmeditor.core.systems.battletech import (
    UNIT_KINDS,
    WEAPON_CLASSES,
    entry_cost,
    full_to_hit,
    line_of_sight,
    reachable,
    verdict,
)
from hmeditor.core.systems.battletech.figures import terrain_figures
from hmeditor.core.systems.battletech.loader import read_rules

from ..rules_fuzz import fuzz, loads_and_plays_or_is_refused, play_every_part, shipped_lines, strip_map
from ..strategies import mutated_rules

SHIPPED = shipped_lines("battletech")


def play(rules) -> None:
    """Every calculator on a strip of every terrain under odd conditions."""
    m = strip_map()
    m.conditions = {"weather": "blizzard", "wind": "storm", "temperature": -60, "gravity": 1.5, "fog": "heavy"}
    for kind in UNIT_KINDS:
        for to in ((1, 1), (12, 0), (3, 2)):
            step = entry_cost(m, rules, kind, to, (to[0], to[1] - 1) if to[1] else None)
            verdict(rules, m, kind, 5, step.mp, 1)
        reachable(m, rules, kind, (0, 1), 6)
    for weapon in WEAPON_CLASSES:
        full_to_hit(m, rules, weapon, (9, 1), 4, next(iter(rules.setting("to_hit.range"))),
                    next(iter(rules.setting("to_hit.attacker_movement"))), 3, True, (0, 1))
    line_of_sight(m, rules, (0, 0), (20, 2))
    terrain_figures(rules, Paint("base", "water"))
    play_every_part("battletech", rules, m)


@fuzz
@given(mutated_rules(SHIPPED))
def test_a_mutated_rules_file_loads_into_usable_rules_or_is_refused_with_a_line(tmp_path_factory, text):
    loads_and_plays_or_is_refused(tmp_path_factory, text, read_rules, play)


@pytest.mark.parametrize("old, new, message", [
    ("  light_woods:\n", "  {[1]: 2}:\n  light_woods:\n", "a key must be a name or a number"),
    ("    tohit: 1\n", "    tohit: .inf\n", "tohit must be a number"),
    ("intervening: {value: 1, group: foliage, weight: 1}", "intervening: {value: 1, group: [foliage], weight: 1}",
     "group must be a name"),
    ("  band: {value: [-30, 50]", "  band: {value: [cold, 50]", "temperature.band must be [low, high]"),
    ("  enter_cost: {value: 1,", "  enter_cost: {value: -5,",
     "movement.enter_cost must be a number from 0 to 100, not -5"),
    ("mp_per_level: {value: {default: 1,", "mp_per_level: {value: {default: -1,", "costs cannot be negative"),
    ("  range: {value: {short: 0, medium: 2, long: 4, extreme: 6}", "  range: {value: {}",
     "to_hit.range must name at least one choice"),
    ("[[2, 0], [4, 1]", "[[two, 0], [4, 1]", "target_movement must be a list of [hexes, modifier] pairs"),
    ("scale: {param: depth, table: [0, 1, 3]}", "scale: {param: depth, table: [0, -1, 3]}",
     "must be a number from 0 to 100"),
    ("  tohit_step: {value: 0.2,", "  tohit_step: {value: 0,",
     "gravity.tohit_step must be a number from 0.01 to 10, not 0"),
    ("  psr_step: {value: 0.5,", "  psr_step: {value: 0.0,", "gravity.psr_step must be a number from 0.01 to 10"),
    ("    tohit: 1\n", "    tohit: 1.0e+308\n", "tohit must be a number from -10000 to 10000, not 1e+308"),
    ("  light_woods:\n", "  7:\n  light_woods:\n", "terrain: a key must be a name of at most 100 characters, not 7"),
    ("    solid: true\n", "    solid: yes please\n", "building.solid must be true or false"),
])
def test_the_crashes_found_are_refused_with_a_line(tmp_path, old, new, message):
    text = "\n".join(SHIPPED) + "\n"
    assert old in text, old
    path = tmp_path / "mine.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RulesError, match=re.escape(message)) as e:
        read_rules(path)
    assert re.match(rf"{re.escape(str(path))}:\d+: ", str(e.value))


def test_nesting_and_control_characters_are_refused_with_a_message(tmp_path):
    deep = tmp_path / "deep.yaml"
    deep.write_text("system: battletech\nx: " + "[" * 3000 + "]" * 3000 + "\n", encoding="utf-8")
    with pytest.raises(RulesError, match=r"deep.yaml:\d+: .*nest"):
        read_rules(deep)
    bell = tmp_path / "bell.yaml"
    bell.write_text("system: battletech\ntitle: a\x07b\n", encoding="utf-8")
    with pytest.raises(RulesError, match=r"bell.yaml:2: not valid YAML: character #x0007"):
        read_rules(bell)


def test_a_unit_group_a_rules_file_leaves_empty_names_no_unit():
    """The fuzz test's find: `vehicles: []` made the terrain figures fail (the least of no units)."""
    from dataclasses import replace

    from hmeditor.core.systems import load_rules
    from hmeditor.core.systems.battletech.figures import unit_groups
    rules = load_rules()
    emptied = replace(rules, groups={**rules.groups, "vehicles": ()})
    assert unit_groups(emptied, ["vtol", "tracked"]) == unit_groups(replace(rules, groups={}), ["vtol", "tracked"])
