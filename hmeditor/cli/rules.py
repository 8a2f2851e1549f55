"""hmeditor rules: the rules module's tables, for players to read."""

from __future__ import annotations

from . import UserError


def add_parser(sub) -> None:
    p = sub.add_parser("rules", help="show the rules tables the program uses",
                       description="Print the rules data (sources, uncertain values marked).")
    p.add_argument("--markdown", action="store_true", help="write the rules reference as Markdown")
    p.set_defaults(run=run)


def run(args) -> int:
    raise UserError("the rules module is not part of this build yet")
