"""A rules file either loads into rules every calculator can use, or is refused with a RulesError
naming its file and line: mutated copies of the shipped file, never a crash (issue 16, item 10).
HMEDITOR_FUZZ_EXAMPLES sets how many files are tried (`make fuzz` tries many more)."""

import os
import re

import pytest
from hypothesis import HealthCheck, given, settings

from hmeditor.core.edits import add_mod, paint_base
from hmeditor.core.model import HexMap
from hmeditor.core.paint import Paint
from hmeditor.core.rules import RulesError
from hmeditor.core.systems import default_rules_path
from hmeditor.core.systems.battletech import (
    UNIT_KINDS,
    WEAPON_CLASSES,
    entry_cost,
    full_to_hit,
    line_of_sight,
    markdown,
    reachable,
    verdict,
)
from hmeditor.core.systems.battletech.figures import default_params, terrain_figures
from hmeditor.core.systems.battletech.loader import read_rules
from hmeditor.core.vocabulary import BASE_TERRAINS, MODIFICATIONS

from ..strategies import mutated_rules

SHIPPED = default_rules_path().read_text(encoding="utf-8").splitlines()
EXAMPLES = int(os.environ.get("HMEDITOR_FUZZ_EXAMPLES", "120"))


def play(rules) -> None:
    """Every calculator on a strip of every terrain under odd conditions."""
    m = HexMap(len(BASE_TERRAINS), 3)
    for i, t in enumerate(BASE_TERRAINS):
        paint_base(m, [(i, 0), (i, 1)], t.name, default_params(Paint("base", t.name))).apply(m)
    for i, mod in enumerate(MODIFICATIONS):
        add_mod(m, [(i % m.width, 2)], mod.name).apply(m)
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
    markdown(rules)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(mutated_rules(SHIPPED))
def test_a_mutated_rules_file_loads_into_usable_rules_or_is_refused_with_a_line(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("rules") / "mutant.yaml"
    path.write_text(text, encoding="utf-8")
    try:
        rules = read_rules(path)
    except RulesError as e:
        assert str(e).startswith(f"{path}:") and "\n" not in str(e)
        return
    play(rules)


@pytest.mark.parametrize("old, new, message", [
    ("  light_woods:\n", "  {[1]: 2}:\n  light_woods:\n", "a key must be a name or a number"),
    ("    tohit: 1\n", "    tohit: .inf\n", "tohit must be a number"),
    ("intervening: {value: 1, group: foliage, weight: 1}", "intervening: {value: 1, group: [foliage], weight: 1}",
     "group must be a name"),
    ("  band: {value: [-30, 50]", "  band: {value: [cold, 50]", "temperature.band must be [low, high]"),
    ("  enter_cost: {value: 1,", "  enter_cost: {value: -5,", "movement.enter_cost must be at least 0"),
    ("mp_per_level: {value: {default: 1,", "mp_per_level: {value: {default: -1,", "costs cannot be negative"),
    ("  range: {value: {short: 0, medium: 2, long: 4, extreme: 6}", "  range: {value: {}",
     "to_hit.range must name at least one choice"),
    ("[[2, 0], [4, 1]", "[[two, 0], [4, 1]", "target_movement must be a list of [hexes, modifier] pairs"),
    ("scale: {param: depth, table: [0, 1, 3]}", "scale: {param: depth, table: [0, -1, 3]}", "at least 0"),
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
