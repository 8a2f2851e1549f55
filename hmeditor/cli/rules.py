"""hmeditor rules: the rules tables the program uses, for players to read (and to check a rules file)."""

from __future__ import annotations

from ..core.rules import RulesError, load_rules
from ..core.rules.reference import markdown
from . import UserError

RULES_HELP = ("a rules file to use instead of the shipped BattleTech rules (a copy of "
              "hmeditor/data/rules/battletech.yaml with your changes)")


def add_rules_option(parser) -> None:
    parser.add_argument("--rules", metavar="FILE", help=RULES_HELP)


def rules_from(args):
    try:
        return load_rules(args.rules)
    except RulesError as e:
        raise UserError(str(e)) from None


def add_parser(sub) -> None:
    p = sub.add_parser("rules", help="show the rules tables the program uses",
                       description="Print the rules data the calculators use, with sources and uncertain values "
                                   "marked. Without --markdown, check the rules file and print a summary.")
    p.add_argument("--markdown", action="store_true", help="write the rules reference as Markdown to stdout")
    add_rules_option(p)
    p.set_defaults(run=run)


def run(args) -> int:
    rules = rules_from(args)
    if args.markdown:
        print(markdown(rules), end="")
        return 0
    rows = list(rules.base) + list(rules.mods) + list(rules.conditions.values())
    uncertain = sum(r.uncertain for r in rows)
    print(f"{rules.title}\n{rules.path}: valid; {len(rules.base)} base terrains, {len(rules.mods)} modifications, "
          f"{len(rules.conditions)} condition values; {uncertain} rows marked uncertain.\n"
          "Run 'hmeditor rules --markdown' for the full tables.")
    return 0
