"""hmeditor convert IN OUT: between map formats, chosen by extension.

What one format cannot hold of the other (MegaMek-only terrain, a gravel pile on a board) is
printed on stderr as warnings, one line per hex; the conversion still succeeds (exit 0).
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..core.errors import MapFileError
from ..core.io import format_for, write_map
from ..core.io.board import load_board, write_notes
from . import COMMANDS, UserError
from .common import load_map


def add_parser(sub) -> None:
    p = sub.add_parser("convert", help=COMMANDS["convert"],
                       description="Convert IN to OUT; the formats follow the file extensions. What OUT "
                                   "cannot hold is listed on stderr as warnings, one line per hex.")
    p.add_argument("input", metavar="IN")
    p.add_argument("output", metavar="OUT")
    p.set_defaults(run=run)


def run(args) -> int:
    try:
        format_for(args.output)
        if _is_board(args.input):
            hex_map, notes = load_board(args.input)
        else:
            hex_map, notes = load_map(args.input), []
        if _is_board(args.output):
            notes += [f"{args.output}: {note}" for note in write_notes(hex_map)]
        write_map(hex_map, args.output)
    except MapFileError as e:
        raise UserError(str(e)) from None
    for note in notes:
        print(f"hmeditor convert: warning: {note}", file=sys.stderr)
    return 0


def _is_board(path: str) -> bool:
    return Path(path).suffix.lower() == ".board"
