"""Total War XXI's rules file either loads into rules every calculator can use, or is refused with
a RulesError naming its file and line: mutated copies of the shipped file, never a crash.
HMEDITOR_FUZZ_EXAMPLES sets how many files are tried (`make fuzz` tries many more)."""

import os
from fractions import Fraction

from hypothesis import HealthCheck, given, settings

from hmeditor.core.edits import add_mod, paint_base
from hmeditor.core.model import HexMap
from hmeditor.core.paint import Paint
from hmeditor.core.rules import RulesError
from hmeditor.core.systems import default_rules_path
from hmeditor.core.systems.battletech.figures import default_params
from hmeditor.core.systems.total_war_xxi import (
    CALIBRES,
    INFANTRY_CLASSES,
    SYSTEM_ID,
    blast,
    climb,
    cover_shades,
    hex_figures,
    infantry_move,
    markdown,
    reach_mask,
    read_rules,
    shoot,
    summary,
    survival,
    terrain_figures,
)
from hmeditor.core.systems.total_war_xxi.commands import blast_lines, shot_lines
from hmeditor.core.vocabulary import BASE_TERRAINS, MODIFICATIONS

from ..strategies import mutated_rules

SHIPPED = default_rules_path(SYSTEM_ID).read_text(encoding="utf-8").splitlines()
EXAMPLES = int(os.environ.get("HMEDITOR_FUZZ_EXAMPLES", "120"))


def play(rules) -> None:
    """Every calculator and text on a strip of every terrain and modification."""
    m = HexMap(len(BASE_TERRAINS), 3)
    for i, t in enumerate(BASE_TERRAINS):
        paint_base(m, [(i, 0), (i, 1)], t.name, default_params(Paint("base", t.name))).apply(m)
    for i, mod in enumerate(MODIFICATIONS):
        add_mod(m, [(i % m.width, 2)], mod.name).apply(m)
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
    cover_shades(m, rules, {})
    for hx in ((i, r) for i in range(m.width) for r in range(m.height)):
        hex_figures(m, rules, [hx])
    for t in BASE_TERRAINS:
        terrain_figures(rules, Paint("base", t.name))
    for mod in MODIFICATIONS:
        terrain_figures(rules, Paint("add_mod", mod.name))
    markdown(rules)
    summary(rules)


def test_the_shipped_rules_play():
    play(read_rules(default_rules_path(SYSTEM_ID)))


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
