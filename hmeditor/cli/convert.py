"""hmeditor convert IN OUT: between map formats, chosen by extension."""

from __future__ import annotations

from ..core.errors import MapFileError
from ..core.io import format_for, write_map
from . import UserError
from .common import load_map


def add_parser(sub) -> None:
    p = sub.add_parser("convert", help="convert a map between formats (.hmap, .board), by extension",
                       description="Convert IN to OUT; the formats follow the file extensions.")
    p.add_argument("input", metavar="IN")
    p.add_argument("output", metavar="OUT")
    p.set_defaults(run=run)


def run(args) -> int:
    try:
        format_for(args.output)
    except MapFileError as e:
        raise UserError(str(e)) from None
    hex_map = load_map(args.input)
    try:
        write_map(hex_map, args.output)
    except MapFileError as e:
        raise UserError(str(e)) from None
    return 0
