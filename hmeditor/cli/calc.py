"""hmeditor calc: every game system's calculators over a map (core/systems/<id>/commands).

The default system's commands sit right under `calc` (`calc move|tohit|los`), the others under
their word (`calc grav-armor fire ...`). Each prints one JSON object with --json, else lines of text.
"""

from __future__ import annotations

import argparse
import json

from ..core import systems
from ..core.systems.base import add_arguments
from . import COMMANDS, UserError
from .common import load_map
from .rules import add_rules_option, rules_from


def add_parser(sub) -> None:
    p = sub.add_parser("calc", help=COMMANDS["calc"],
                       description="Calculators over a map and the rules module, BattleTech's right under calc, "
                                   "the other game systems' under their word ('hmeditor rules --markdown' prints the "
                                   "tables they use).")
    calc = p.add_subparsers(dest="calc", title="calculations", metavar="CALC", required=True,
                            parser_class=_SystemWord)
    for system in systems.SYSTEMS:
        if system.cli_word is None:
            for command in system.commands:
                _add_command(calc, system, command)
        else:
            calc.add_parser(system.cli_word, aliases=system.names[1:], help=f"{system.title} calculators",
                            description=f"{system.title} calculators over a map.", system=system)
    p.set_defaults(run=run)


class _SystemWord(argparse.ArgumentParser):
    """A parser under `calc`: a command, or (given a `system`) a game system's word, whose commands
    are added when the word is parsed. A system's calculators take tens of milliseconds to import,
    so `calc move` does not load the other systems' and `calc grav-armor fire` loads Grav Armor's."""

    def __init__(self, *args, system=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.system = system

    def parse_known_args(self, args=None, namespace=None):
        if self.system is not None and self._subparsers is None:
            commands = self.add_subparsers(dest="system_calc", title="calculations", metavar="CALC", required=True,
                                           parser_class=argparse.ArgumentParser)
            for command in self.system.commands:
                _add_command(commands, self.system, command)
        return super().parse_known_args(args, namespace)


def _add_command(sub, system, command) -> None:
    parser = sub.add_parser(command.name, help=command.help, description=command.description or None)
    add_arguments(parser, command)
    parser.add_argument("--json", action="store_true")
    add_rules_option(parser, system)
    parser.set_defaults(system=system.id, calc_command=command)


def run(args) -> int:
    hex_map = load_map(args.map) if args.calc_command.needs_map else None
    rules = rules_from(args)
    try:
        answer = args.calc_command.answer(args, hex_map, rules)
    except ValueError as e:
        raise UserError(str(e)) from None
    print(json.dumps(answer.json) if args.json else answer.text)
    return 0

