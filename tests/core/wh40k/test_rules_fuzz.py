"""A Warhammer 40,000 rules file either loads into rules every calculator can use, or is refused with
a RulesError naming its file and line: mutated copies of the shipped file, never a crash (rules_fuzz)."""

from hypothesis import given

from hmeditor.core.systems.wh40k import COMMANDS, UNIT_TYPES, read_rules
from hmeditor.core.vocabulary import BASE_INDEX, BUILDING_TYPES

from ..rules_fuzz import command_runner, fuzz, loads_and_plays_or_is_refused, play_every_part, shipped_lines, strip_map
from ..strategies import mutated_rules

SHIPPED = shipped_lines("wh40k")
run = command_runner(COMMANDS)


def play(rules) -> None:
    """Every command on a strip of every terrain and modification, for every unit type."""
    m = strip_map()
    ruins, building = (m.hex_id(BASE_INDEX[name], 1) for name in ("ruins", "building"))
    for unit in UNIT_TYPES:
        run(m, rules, "cover", "--target", m.hex_id(5, 1), "--firer", m.hex_id(20, 0), "--unit", unit)
        run(m, rules, "cover", "--target", ruins, "--go-to-ground", "--unit", unit)
        run(m, rules, "move", "--unit", unit, "--from", m.hex_id(0, 0), "--to", m.hex_id(m.width - 1, 2))
    for roll in range(1, 7):
        run(m, rules, "climb", "--hex", ruins, "--roll", str(roll))
        run(m, rules, "jump-down", "--hex", ruins, "--floor", "2", "--roll", str(roll))
    for fortification in (*rules.named, None):
        run(m, rules, "building", "--hex", building, "--neglected",
            *(("--fortification", fortification) if fortification else ()))
    assert set(rules.building_armour) == set(BUILDING_TYPES)
    play_every_part("wh40k", rules, m, {"firer": (3, 1)})


@fuzz
@given(mutated_rules(SHIPPED))
def test_a_mutated_rules_file_loads_into_usable_rules_or_is_refused_with_a_line(tmp_path_factory, text):
    loads_and_plays_or_is_refused(tmp_path_factory, text, read_rules, play)
