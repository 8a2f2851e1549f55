"""hmeditor convert IN OUT [--scenario OUT.mms]: between map formats, chosen by extension.

What one format cannot hold of the other (MegaMek-only terrain, a gravel pile on a board,
planetary conditions on a board) is printed on stderr as warnings, one line per hex; the
conversion still succeeds (exit 0). With --scenario, a board's planetary conditions go into a
MegaMek scenario file beside it, with a player per deployment zone.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from ..core.errors import MapFileError
from ..core.io import format_for, read_map_noted, write_losses, write_map
from ..core.io.megamek.scenario import conditions_note, write_scenario, zone_names_note
from . import COMMANDS, MAP_HELP, UserError


def add_parser(sub) -> None:
    p = sub.add_parser("convert", help=COMMANDS["convert"],
                       description="Convert IN to OUT; the formats follow the file extensions. What OUT "
                                   "cannot hold is listed on stderr as warnings, one line per hex.")
    p.add_argument("input", metavar="IN", help=MAP_HELP)
    p.add_argument("output", metavar="OUT", help="the file to write, its format by its extension (.hmap, .board)")
    p.add_argument("--scenario", metavar="OUT.mms",
                   help="with a .board OUT: also write a MegaMek scenario file with the map's planetary conditions "
                        "and a player per deployment zone")
    p.set_defaults(run=run)


def run(args) -> int:
    if args.scenario and not _is_board(args.output):
        raise UserError("--scenario goes with a .board OUT (MegaMek reads planetary conditions from a scenario)")
    for role, path in (("IN", args.input), ("OUT", args.output)):
        if args.scenario and _same_file(args.scenario, path):
            raise UserError(f"--scenario {args.scenario}: that is {role}, which the scenario would overwrite; "
                            "name another file (e.g. OUT.mms)")
    try:
        format_for(args.output)
        hex_map, notes = read_map_noted(args.input)
        losses = write_losses(hex_map, args.output)
        if args.scenario:           # the conditions and the zones' names go into the scenario
            losses = [n for n in losses if n not in (conditions_note(hex_map), zone_names_note(hex_map))]
        notes += [f"{args.output}: {note}" for note in losses]
        write_map(hex_map, args.output)
        if args.scenario:
            notes += [f"{args.scenario}: {note}" for note in write_scenario(hex_map, args.scenario, args.output)]
    except MapFileError as e:
        raise UserError(str(e)) from None
    for note in notes:
        print(f"hmeditor convert: warning: {note}", file=sys.stderr)
    return 0


def _same_file(a: str, b: str) -> bool:
    """Whether two paths name one file (links followed), existing or not."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return Path(a).resolve() == Path(b).resolve()


def _is_board(path: str) -> bool:
    return Path(path).suffix.lower() == ".board"
