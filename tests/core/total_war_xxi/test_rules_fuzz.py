"""A Total War XXI rules file either loads into rules every calculator can use, or is refused with
a RulesError naming its file and line: mutated copies of the shipped file, never a crash (rules_fuzz)."""

from fractions import Fraction

from hypothesis import given

from hmeditor.core.systems import default_rules_path
from hmeditor.core.systems.total_war_xxi import (
    CALIBRES,
    INFANTRY_CLASSES,
    SYSTEM_ID,
    blast,
    climb,
    infantry_move,
    reach_mask,
    read_rules,
    shoot,
    survival,
)
from hmeditor.core.systems.total_war_xxi.commands import blast_lines, shot_lines

from ..rules_fuzz import fuzz, loads_and_plays_or_is_refused, play_every_part, shipped_lines, strip_map
from ..strategies import mutated_rules

SHIPPED = shipped_lines(SYSTEM_ID)


def play(rules) -> None:
    """Every calculator and text on a strip of every terrain and modification."""
    m = strip_map()
    for weapon in rules.weapons.values():
        for target in ((5, 1), (20, 0), (3, 2)):
            shot_lines(m, shoot(m, rules, weapon, (0, 1), target, None, 3, 1))
        shoot(m, rules, weapon, (0, 1), (2, 2), Fraction(1, 2))
        reach_mask(m, rules, weapon, (4, 1))
        if weapon.he_radius_cm is not None:
            blast_lines(m, blast(m, rules, weapon, (6, 1)))
    for calibre in CALIBRES:
        survival(rules, calibre)
    for unit in INFANTRY_CLASSES:
        infantry_move(m, rules, unit, (0, 0), (10, 2))
    for obstacle in (0, 2.5, 8, 9.4, 30):
        climb(rules, obstacle, 2.5)
    play_every_part(SYSTEM_ID, rules, m)


def test_the_shipped_rules_play():
    play(read_rules(default_rules_path(SYSTEM_ID)))


@fuzz
@given(mutated_rules(SHIPPED))
def test_a_mutated_rules_file_loads_into_usable_rules_or_is_refused_with_a_line(tmp_path_factory, text):
    loads_and_plays_or_is_refused(tmp_path_factory, text, read_rules, play)
