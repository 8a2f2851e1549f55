"""hmeditor calc move|tohit|los: the BattleTech combat calculator."""

from __future__ import annotations

from . import UserError


def add_parser(sub) -> None:
    p = sub.add_parser("calc", help="combat calculator: movement cost, to-hit, line of sight",
                       description="BattleTech calculator over a map and the rules module.")
    calc = p.add_subparsers(dest="calc", title="calculations", metavar="CALC", required=True)
    move = calc.add_parser("move", help="MP cost to enter a hex (or along a path)")
    move.add_argument("map", metavar="MAP")
    move.add_argument("--unit", required=True, metavar="KIND")
    move.add_argument("--to", metavar="HEX")
    move.add_argument("--from", dest="from_hex", metavar="HEX")
    move.add_argument("--path", metavar="HEX,HEX,...")
    move.add_argument("--mp", type=int, metavar="N")
    move.add_argument("--large", action="store_true")
    move.add_argument("--json", action="store_true")
    tohit = calc.add_parser("tohit", help="to-hit modifiers from terrain and conditions")
    tohit.add_argument("map", metavar="MAP")
    tohit.add_argument("--weapon", required=True, metavar="CLASS")
    tohit.add_argument("--target", required=True, metavar="HEX")
    tohit.add_argument("--attacker", metavar="HEX")
    tohit.add_argument("--json", action="store_true")
    los = calc.add_parser("los", help="line of sight between two hexes")
    los.add_argument("map", metavar="MAP")
    los.add_argument("--from", dest="from_hex", required=True, metavar="HEX")
    los.add_argument("--to", required=True, metavar="HEX")
    los.add_argument("--json", action="store_true")
    p.set_defaults(run=run)


def run(args) -> int:
    raise UserError("the calculator is not part of this build yet")
