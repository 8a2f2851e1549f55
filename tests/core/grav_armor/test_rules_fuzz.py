"""A Grav Armor rules file either loads into rules every calculator can use, or is refused with a
RulesError naming its file and line: mutated copies of the shipped file, never a crash (rules_fuzz)."""

from hypothesis import given

from hmeditor.core.systems.grav_armor import COMMANDS, detection_shades, read_rules, with_chart

from ..rules_fuzz import command_runner, fuzz, loads_and_plays_or_is_refused, play_every_part, shipped_lines, strip_map
from ..strategies import mutated_rules

SHIPPED = shipped_lines("grav_armor")
run = command_runner(COMMANDS)


def play(rules) -> None:
    """Every command on a strip of every terrain and modification (on the file's first chart), for
    every unit, as firer and target."""
    m = strip_map()
    m.extra_keys["systems"] = with_chart(m, next(iter(rules.charts)))
    units = list(rules.units.values())
    at = [m.hex_id(c, r) for c, r in ((0, 1), (3, 1), (9, 0), (17, 2))]
    for unit in units:
        for target, where in zip(units[:3], at[1:]):
            for state in ("normal", "free_flight", "orbit"):
                run(m, rules, "fire", "--firer", f"{unit.name}@{at[0]}", "--target", f"{target.name}@{where}",
                    "--state", state, "--order", "2", "--roll", "8")
        run(m, rules, "detect", "--firer", f"{unit.name}@{at[0]}", "--target", at[2])
        run(m, rules, "move", "--unit", unit.name, "--path", ",".join(m.hex_id(c, 1) for c in range(6)))
        run(m, rules, "effect", "--unit", f"{unit.name}@{at[1]}", "--roll", "9")
        detection_shades(m, rules, unit, (4, 1))
    play_every_part("grav_armor", rules, m)


@fuzz
@given(mutated_rules(SHIPPED))
def test_a_mutated_rules_file_loads_into_usable_rules_or_is_refused_with_a_line(tmp_path_factory, text):
    loads_and_plays_or_is_refused(tmp_path_factory, text, read_rules, play)
