"""hmeditor check MAP... : the reality check (docs/reality-check.md), many files in parallel on all cores."""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from functools import partial

from .. import crash
from ..core.check import Finding, check_map, check_rules
from ..core.collector import making_many
from ..core.errors import MapFileError
from ..core.io import read_map
from ..core.io.megamek.checks import as_board
from ..core.rules import RulesError
from ..core.systems import DEFAULT_SYSTEM, Rulebook, get_system
from . import COMMANDS, MAP_HELP, UserError
from .rules import add_rules_option, system_option

HEXES_SHOWN = 10          # a text line lists at most this many hex ids


def add_parser(sub) -> None:
    p = sub.add_parser("check", help=COMMANDS["check"],
                       description="Run the reality check on one or more maps, in parallel. Exit code 0: "
                                   "no errors that are not accepted (with --strict, no warnings either); "
                                   "1: there are; 2: a file could not be read.")
    p.add_argument("maps", nargs="+", metavar="MAP", help=MAP_HELP)
    p.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    p.add_argument("--strict", action="store_true", help="warnings fail too (exit 1)")
    p.add_argument("--board", action="store_true",
                   help="check each map as the MegaMek board it would be written as (a .board is always checked so)")
    system_option(p, "the maps are played in: its own checks run besides every map's (default: "
                     f"{DEFAULT_SYSTEM})")
    add_rules_option(p)
    p.set_defaults(run=run, system=DEFAULT_SYSTEM)


def check_file(path: str, rules_file: str | None = None, board: bool = False, system: str = DEFAULT_SYSTEM
               ) -> tuple[list[Finding] | None, str | None, bool]:
    """The findings of one map file played in `system` (with the user's rules file `rules_file`, if
    any; with `board`, as the MegaMek board it would be written as), or None and the reason it could
    not be read (or checked: a bug, logged, third value True). One file never stops the others."""
    rulebook = Rulebook().with_file(rules_file)[0] if rules_file else Rulebook()
    try:
        hex_map = read_map(path)
        if board:
            as_board(hex_map)
        return check_map(hex_map, check_rules(rulebook, system)), None, False
    except MapFileError as e:
        return None, str(e), False
    except Exception as e:
        return None, f"{path}: {crash.message(e, f'hmeditor check {path}')}", True


def check_files(paths: list[str], rules_file: str | None = None, board: bool = False,
                system: str = DEFAULT_SYSTEM) -> list[tuple[list[Finding] | None, str | None, bool]]:
    """check_file for each path, in parallel when there are several; results in the order given.
    The packaged app forks its workers, and on Linux only: a spawned worker starts the app again,
    which would then need PyInstaller's multiprocessing hook, 20 to 40 ms at every start (the spec
    leaves it out). Elsewhere it checks the maps one by one."""
    frozen = getattr(sys, "frozen", False)
    workers = min(len(paths), os.cpu_count() or 1)
    if workers < 2 or frozen and not sys.platform.startswith("linux"):
        return [check_file(p, rules_file, board, system) for p in paths]
    import multiprocessing  # here: checking one map does not load it
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork" if frozen else None)) as pool:
        return list(pool.map(partial(check_file, rules_file=rules_file, board=board, system=system), paths))


def run(args) -> int:
    with making_many():          # findings by the 100k on a big map, each a Python object
        return _run(args)


def _run(args) -> int:
    if args.rules:              # a broken rules file is refused once, before any map is read
        try:
            Rulebook().with_file(args.rules)
        except RulesError as e:
            raise UserError(str(e)) from None
    results = check_files(args.maps, args.rules, args.board, args.system)
    for _, error, _ in results:
        if error:
            print(f"hmeditor check: {error}", file=sys.stderr)
    if args.json:
        print(json.dumps({"system": args.system,
                          "maps": [{"map": path, "findings": [f.to_json() for f in findings]} if error is None
                                   else {"map": path, "error": error}
                                   for path, (findings, error, _) in zip(args.maps, results)]}, ensure_ascii=False))
    else:
        title = get_system(args.system).title
        for path, (findings, _, _) in zip(args.maps, results):
            if findings is not None:
                print_text(path, findings, title)
    if any(crashed for _, _, crashed in results):
        return crash.EXIT_CODE
    if any(error for _, error, _ in results):
        return 2
    return int(any(f.fails(args.strict) for findings, _, _ in results for f in findings))


def print_text(path: str, findings: list[Finding], system_title: str) -> None:
    """One line per finding and a line of counts with the game system checked for, printed at once
    (a big map has 100k findings)."""
    starts = {}                                 # "PATH: SEVERITY rule " of each rule
    lines = []
    for f in findings:
        start = starts.get(f.rule) or starts.setdefault(f.rule, f"{path}: {f.severity.upper()} {f.rule} ")
        hexes = ", ".join(f.hexes[:HEXES_SHOWN]) or "whole map"
        if len(f.hexes) > HEXES_SHOWN:
            hexes += f" (+{len(f.hexes) - HEXES_SHOWN} more)"
        lines.append(f"{start}{hexes}: {f.message}{f' (fix: {f.fix})' if f.fix else ''}"
                     f"{' [accepted]' if f.accepted else ''}")
    counts = Counter(f.severity for f in findings if not f.accepted)
    accepted = sum(f.accepted for f in findings)
    lines.append(f"{path}: {counts['error']} error(s), {counts['warning']} warning(s), {counts['info']} note(s)"
                 + (f", {accepted} accepted" if accepted else "") + f"; checked for {system_title}")
    print("\n".join(lines))
