"""hmeditor rules: the rules tables the program uses, for players to read (and to check a rules file)."""

from __future__ import annotations

import argparse

from ..core.rules import RulesError
from ..core.systems import DEFAULT_SYSTEM, get_system, load_rules, system_of_file
from . import COMMANDS, SYSTEM_NAMES, UserError


def add_rules_option(parser, system=None) -> None:
    """--rules FILE: a copy of `system`'s shipped rules with changes (None: of any system's)."""
    shipped, copied = (f"the shipped {system.title} rules", system.rules_file.name) if system else \
        ("the shipped rules of its game system", "battletech.yaml, grav-armor.yaml, ...")
    parser.add_argument("--rules", metavar="FILE",
                        help=f"a rules file to use instead of {shipped} (a copy of {copied} with your changes)")


def rules_from(args):
    """The rules of `args.system` (the default system when the command has none): the shipped ones,
    or the file given with --rules."""
    try:
        return load_rules(args.rules, getattr(args, "system", None) or DEFAULT_SYSTEM)
    except RulesError as e:
        raise UserError(str(e)) from None


def system_id(name: str) -> str:
    """An argparse type: the id of the game system of that name (`grav-armor`, `twxxi`, `40k`, ...)."""
    try:
        return get_system(name.strip()).id
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def system_option(parser, what: str) -> None:
    """--system ID: the game system `what` (the help's end: "(default: ...)")."""
    parser.add_argument("--system", type=system_id, metavar="ID", help=f"the game system {what}: {SYSTEM_NAMES}")


def add_parser(sub) -> None:
    p = sub.add_parser("rules", help=COMMANDS["rules"],
                       description="Print the rules data the calculators use, with sources and uncertain values "
                                   "marked. Without --markdown, check the rules file and print a summary.")
    system_option(p, f"(default: the one --rules is for, else {DEFAULT_SYSTEM})")
    p.add_argument("--markdown", action="store_true", help="write the rules reference as Markdown to stdout")
    p.add_argument("--rules", metavar="FILE", help="a rules file to use instead of the shipped one (a copy of a "
                                                   "file in hmeditor/data/rules with your changes)")
    p.set_defaults(run=run)


def run(args) -> int:
    if args.system is None:
        try:
            args.system = system_of_file(args.rules) if args.rules else DEFAULT_SYSTEM
        except RulesError as e:
            raise UserError(str(e)) from None
    system, rules = get_system(args.system), rules_from(args)
    if args.markdown:
        print(system.reference(rules), end="")
        return 0
    option = "" if system.id == DEFAULT_SYSTEM else f" --system {system.id}"
    print(f"{system.summary(rules)}\nRun 'hmeditor rules{option} --markdown' for the full tables.")
    return 0
