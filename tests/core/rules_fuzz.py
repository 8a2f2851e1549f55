"""What every game system's rules-file fuzz test shares: a mutated copy of the shipped file either
loads into rules that every calculator, figure and text of the system can use (`play`), or is
refused with one short RulesError line naming the file and line; nothing else happens.

HMEDITOR_FUZZ_EXAMPLES sets how many files are tried (`make fuzz`: 5,000, each within a deadline,
so that a hang fails too); `make test` tries a few hundred.
"""

import os

from hypothesis import HealthCheck, event, settings

from hmeditor.core.edits import add_mod, paint_base
from hmeditor.core.model import HexMap
from hmeditor.core.paint import Paint
from hmeditor.core.rules import RulesError
from hmeditor.core.systems import get_system
from hmeditor.core.systems.base import parse_arguments
from hmeditor.core.systems.battletech.figures import default_params
from hmeditor.core.vocabulary import BASE_TERRAINS, MODIFICATIONS

EXAMPLES = int(os.environ.get("HMEDITOR_FUZZ_EXAMPLES", "0"))
fuzz = settings(max_examples=EXAMPLES or 120, deadline=20_000 if EXAMPLES else None, database=None,
                suppress_health_check=list(HealthCheck))


def shipped_lines(system_id: str) -> list[str]:
    return get_system(system_id).rules_file.read_text(encoding="utf-8").splitlines()


def strip_map() -> HexMap:
    """Every base terrain on two hexes of a strip, every modification on a third row."""
    m = HexMap(len(BASE_TERRAINS), 3)
    for i, t in enumerate(BASE_TERRAINS):
        paint_base(m, [(i, 0), (i, 1)], t.name, default_params(Paint("base", t.name))).apply(m)
    for i, mod in enumerate(MODIFICATIONS):
        add_mod(m, [(i % m.width, 2)], mod.name).apply(m)
    return m


def command_runner(commands):
    """A system's `calc` commands run as the command line runs them, on a map with a rules file: an
    answer, or a one-line ValueError (exit 2), never a crash."""
    by_name = {c.name: c for c in commands}

    def run(m: HexMap, rules, name: str, *tokens: str) -> None:
        try:
            by_name[name].answer(parse_arguments(by_name[name], list(tokens)), m, rules)
        except ValueError as e:
            assert "\n" not in str(e) and len(str(e)) < 400, str(e)
    return run


def play_every_part(system_id: str, rules, m: HexMap, choices: dict | None = None) -> None:
    """What every system offers: the reference and summary (`hmeditor rules [--markdown]`), the hex
    dock's figures of every hex, the palette's of every entry, the heat map."""
    system = get_system(system_id)
    system.reference(rules)
    system.summary(rules)
    for hx in ((c, r) for c in range(m.width) for r in range(m.height)):
        system.hex_figures(m, rules, [hx])
    for paint in [Paint("base", t.name) for t in BASE_TERRAINS] + [Paint("add_mod", mod.name) for mod in MODIFICATIONS]:
        system.terrain_figures(rules, paint)
    if system.heat_map is not None:
        system.heat_map.shade(m, rules, {**system.choices, **(choices or {})})


def loads_and_plays_or_is_refused(tmp_path_factory, text: str, read_rules, play) -> None:
    path = tmp_path_factory.mktemp("rules") / "mutant.yaml"
    path.write_text(text, encoding="utf-8")
    try:
        rules = read_rules(path)
    except RulesError as e:
        event("refused")
        message = str(e)
        assert message.startswith(f"{path}:") and "\n" not in message and len(message) < len(str(path)) + 400, message
        return
    event("loaded")
    play(rules)
