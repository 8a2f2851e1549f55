"""hmeditor transform MAP -o OUT --turn 180: the whole map turned, every hex with everything it holds.

Hex (c, r) of a W x H map goes to (W + 1 - c, H + 1 - r), counted from 1 as hex ids are, and
every exit (roads, bridges, buildings, MegaMek's exit bits) turns by three sides. That is exact
only on an even width, which every BattleTech sheet and MegaMek board has: on an odd width the
turn would move every other column half a hex, so it is refused with that reason (exit 2).
"""

from __future__ import annotations

from ..core.edits import turned
from . import COMMANDS, UserError
from .common import load_map, save_map


def add_parser(sub) -> None:
    p = sub.add_parser("transform", help=COMMANDS["transform"], description=__doc__.split("\n\n", 1)[1],
                       epilog="example: hmeditor transform maps/blank-16x17.hmap -o turned.hmap --turn 180")
    p.add_argument("map", metavar="MAP")
    p.add_argument("-o", "--output", required=True, metavar="OUT",
                   help="the map written (.hmap or .board, by extension)")
    p.add_argument("--turn", required=True, choices=("180",),
                   help="degrees clockwise; a whole sheet turns onto itself only by 180 (a mirror or a 60 "
                        "degree turn would not map its hexes onto hexes of the same sheet)")
    p.set_defaults(run=run)


def run(args) -> int:
    hex_map = load_map(args.map)
    try:
        out = turned(hex_map)
    except ValueError as e:
        raise UserError(f"{args.map}: {e}") from None
    save_map(out, args.output, "transform")
    return 0
