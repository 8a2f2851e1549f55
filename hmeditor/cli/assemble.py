"""hmeditor assemble -o OUT --grid COLSxROWS [--turn I,J,...] MAP...: sheets laid out in a grid.

The maps go row by row, left to right (`--grid 2x2` takes four: the first two make the top row),
as MegaMek's map assembly lays out boards; `--turn` lists the 1-based positions turned 180
degrees first. Maps in one row share a height and maps in one column a width: anything else is
refused with the sizes (exit 2). Each hex keeps everything it holds, a board's per-hex data too;
conditions and a board's licence, options and tags are the first map's, and what the others lose
is printed on stderr as warnings.
"""

from __future__ import annotations

import argparse
import re
import sys

from ..core.budget import TooLarge
from ..core.edits import assembled
from ..core.errors import quoted
from ..core.vocabulary import parse_whole
from . import COMMANDS, UserError
from .common import load_map, save_map


def add_parser(sub) -> None:
    p = sub.add_parser("assemble", help=COMMANDS["assemble"], description=__doc__.split("\n\n", 1)[1],
                       epilog="example: hmeditor assemble -o four.board --grid 2x2 --turn 2,4 a.board b.board "
                              "c.board d.board")
    p.add_argument("maps", nargs="+", metavar="MAP")
    p.add_argument("-o", "--output", required=True, metavar="OUT",
                   help="the map written (.hmap or .board, by extension)")
    p.add_argument("--grid", required=True, metavar="COLSxROWS", type=_grid, help="columns x rows, e.g. 2x2 or 3x1")
    p.add_argument("--turn", default="", metavar="I,J,...", help="1-based positions of the maps turned 180 degrees")
    p.add_argument("--name", default="", help="the assembled map's name (default: the maps' names joined)")
    p.set_defaults(run=run)


def _grid(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*([0-9]{1,3})\s*[xX]\s*([0-9]{1,3})\s*", text)
    if not match or not all(0 < int(n) <= 100 for n in match.groups()):
        raise argparse.ArgumentTypeError(f"expected COLSxROWS such as 2x2 (1 to 100 each), not {quoted(text)}")
    return int(match[1]), int(match[2])


def _positions(text: str, count: int) -> frozenset[int]:
    out = set()
    for part in filter(None, (p.strip() for p in text.split(","))):
        position = parse_whole(part, count)
        if not position:
            raise UserError(f"--turn: {quoted(part)} is not a position from 1 to {count}")
        out.add(position - 1)
    return frozenset(out)


def run(args) -> int:
    columns, rows = args.grid
    if len(args.maps) != columns * rows:
        raise UserError(f"--grid {columns}x{rows} takes {columns * rows} maps, not {len(args.maps)}")
    turned = _positions(args.turn, len(args.maps))
    maps = [load_map(path) for path in args.maps]
    notes: list[str] = []
    try:
        out = assembled(maps, columns, rows, turned, args.name, notes)
    except (TooLarge, ValueError) as e:
        raise UserError(str(e)) from None
    for note in notes:
        print(f"hmeditor assemble: warning: {note}", file=sys.stderr)
    save_map(out, args.output, "assemble")
    return 0

