"""hmeditor generate -o OUT [--size WxH] [--seed N] [--preset NAME] [--set KEY=VALUE]... [--json];
hmeditor generate --list-presets [--json]: a new map from the generator (core/generate)."""

from __future__ import annotations

import json
import random
import sys
from collections import Counter

from ..core.budget import MAX_HEXES
from ..core.errors import MapFileError, quoted
from ..core.vocabulary import parse_whole
from . import COMMANDS, UserError

NOTES_SHOWN = 3             # what a .board cannot hold: the first few lines, then a count


def add_parser(sub) -> None:
    p = sub.add_parser("generate", help=COMMANDS["generate"],
                       description="Make a new map from a preset and a seed; every map made has no "
                                   "reality-check error and is a board MegaMek takes. The same version, "
                                   "seed and settings give the same file.")
    p.add_argument("-o", "--output", metavar="OUT", help="the map to write (.hmap or .board)")
    p.add_argument("--size", default="16x17", metavar="WxH", help="columns x rows (default %(default)s)")
    p.add_argument("--seed", type=int, metavar="N", help="0 to 4294967295 (default: a random one, printed)")
    p.add_argument("--preset", default="open", metavar="NAME", help="see --list-presets (default %(default)s)")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="change a setting, or fix a planetary condition (e.g. weather=blizzard)")
    p.add_argument("--list-presets", action="store_true", help="list the presets and the settings, then stop")
    p.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    p.set_defaults(run=run)


def run(args) -> int:
    from ..core.generate import catalogue
    if args.list_presets:
        _list(catalogue(), args.json)
        return 0
    if not args.output:
        raise UserError("-o OUT is needed (a .hmap or .board file), or --list-presets")
    return _generate(args)


def _generate(args) -> int:
    from ..core.budget import TooLarge, check_map_size
    from ..core.check import check_map
    from ..core.generate import SEED_LIMIT, catalogue, generate, parse_assignments
    from ..core.io import format_for, write_losses, write_map
    width, height = _size(args.size)
    seed = random.randrange(SEED_LIMIT) if args.seed is None else args.seed
    try:
        format_for(args.output)
        check_map_size(width, height)
        overrides = parse_assignments(args.set)
        hex_map = generate(width, height, seed, args.preset, overrides)
        notes = write_losses(hex_map, args.output)
        write_map(hex_map, args.output)
    except (MapFileError, TooLarge, ValueError) as e:
        raise UserError(str(e)) from None
    settings, _ = catalogue().resolve(args.preset, overrides)
    counts = Counter(f.severity for f in check_map(hex_map) if not f.accepted)
    if args.json:
        print(json.dumps({"output": args.output, "preset": args.preset, "seed": seed, "size": [width, height],
                          "settings": settings, "conditions": hex_map.effective_conditions(),
                          "findings": {s: counts[s] for s in ("error", "warning", "info")}, "notes": notes}))
    else:
        print(f"{args.output}: {args.preset} {width} x {height}, seed {seed}: {counts['error']} error(s), "
              f"{counts['warning']} warning(s), {counts['info']} note(s)")
    if notes and not args.json:
        shown = notes[:NOTES_SHOWN] + ([f"and {len(notes) - NOTES_SHOWN} more"] if len(notes) > NOTES_SHOWN else [])
        for note in shown:
            print(f"hmeditor generate: warning: {args.output}: {note}", file=sys.stderr)
    return 0


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    sides = [parse_whole(side, MAX_HEXES) for side in (width, height)]     # the map's check says the range
    if not sep or None in sides:
        raise UserError(f"--size takes columns x rows, e.g. 16x17, not {quoted(text)}")
    return sides[0], sides[1]


def _list(catalogue, as_json: bool) -> None:
    if as_json:
        print(json.dumps({"presets": [{"name": p.name, "description": p.description, "settings": p.settings,
                                       "conditions": p.conditions} for p in catalogue.presets.values()],
                          "settings": [s.to_json() for s in catalogue.settings.values()]}))
        return
    print("Presets:")
    for p in catalogue.presets.values():
        print(f"  {p.name:<12} {p.description}")
    print("\nSettings (--set KEY=VALUE; any planetary condition too, e.g. --set weather=light_snow):")
    for s in catalogue.settings.values():
        print(f"  {s.name:<20} {s.describe():<34} {s.help} (default {_shown(s.default)})")


def _shown(value) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
