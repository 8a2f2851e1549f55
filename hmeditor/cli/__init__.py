"""The command line (docs/command-line.md): sub-commands run headless; without one, `hmeditor` opens the editor.

Each sub-command is a module here with `add_parser(subparsers)` and `run(args) -> int`.
Exit codes: 0 done, 1 `check` found failing findings, 2 bad input (one line on stderr), 3 an
internal error (a bug: one line on stderr naming the log file with the traceback).
Nothing read from a file reaches the terminal as a control character (see `printable`).
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import os
import sys
from pathlib import Path

from .. import __version__, crash
from ..core.errors import printable
from ..core.lazy import imported

# Each sub-command and its line in `hmeditor --help` (the help lists them without loading them).
COMMANDS = {
    "check": "run the reality check on maps (.hmap, .board)",
    "calc": "the calculators of the four game systems (below)",
    "export": "print a map to PDF (true scale, tiled), SVG or PNG",
    "convert": "convert a map between formats (.hmap, .board), by extension",
    "transform": "turn a whole map 180 degrees",
    "assemble": "lay maps out in a grid, as MegaMek's map assembly does",
    "rules": "show the rules tables the program uses",
    "generate": "make a new map from a preset and a seed (hills, water, woods, cities, ...)",
}

USAGE = """hmeditor [MAP] [--screenshot OUT.png]
       hmeditor COMMAND [options]   (COMMAND is one of: check, calc, export, convert, transform,
                                     assemble, generate, rules)"""

# What `calc` answers in each game system, for the help (which loads no system: a test keeps these
# lines in step with the systems' commands).
CALC_HELP = (
    ("BattleTech", "calc move|tohit|los", "movement cost, to-hit with line of sight, line of sight"),
    ("Grav Armor", "calc grav-armor fire|detect|move|effect", "fire, detection, movement, hit effects"),
    ("Warhammer 40,000", "calc wh40k cover|move|climb|jump-down|building",
     "cover saves, terrain tests, climbing and jumping down ruins, buildings"),
    ("Total War XXI", "calc twxxi shoot|survive|move|climb|blast",
     "shooting and penetration, survival, movement, climbing, area fire (table centimetres)"),
)
MAP_HELP = "a map file: .hmap, or a MegaMek .board"
# The names `--system` takes, for the help (which loads no system: a test keeps them in step).
SYSTEM_NAMES = "battletech; grav-armor or grav_armor; wh40k or 40k; twxxi or total_war_xxi"


def epilog() -> str:
    systems = "\n".join(f"  {title}: {usage}\n      {what}" for title, usage, what in CALC_HELP)
    return f"game systems (hmeditor calc):\n{systems}\n\nRun 'hmeditor COMMAND --help' for a command's options."


def unknown_command(word: str) -> str | None:
    """The message for a first word that is neither a command, an option nor a map (a map names a
    file with an extension), e.g. a mistyped command; None for anything else."""
    if word in COMMANDS or word.startswith("-") or Path(word).suffix or os.sep in word or Path(word).exists():
        return None
    close = difflib.get_close_matches(word, COMMANDS, n=1, cutoff=0.6)
    hint = f" (did you mean {close[0]}?)" if close else f" (commands: {', '.join(COMMANDS)}; or a map file)"
    return f"unknown command '{word}'{hint}"


class UserError(Exception):
    """Bad input: printed as one line on stderr, exit code 2."""


def build_parser(commands: tuple[str, ...] = tuple(COMMANDS)) -> argparse.ArgumentParser:
    """The parser; `commands` limits which sub-command modules are imported (each pulls in its part
    of the core, so running one command, or asking for the list, does not pay for loading the others)."""
    parser = argparse.ArgumentParser(
        prog="hmeditor", usage=USAGE,
        description="Hex-map editor for BattleTech planetary conditions and the hex wargames Grav Armor,\n"
                    "Warhammer 40,000 and Total War XXI. Without a command it opens the editor on MAP\n"
                    "(a new 16 x 17 sheet when MAP is omitted).",
        epilog=epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"hmeditor {__version__}")
    # prog: a command's usage and errors start "hmeditor COMMAND", not the whole usage above
    sub = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND", prog="hmeditor")
    for name, summary in COMMANDS.items():
        if name in commands:
            imported(f"{__name__}.{name}", "add_parser")(sub)
        else:
            sub.add_parser(name, help=summary)
    return parser


def main(argv: list[str]) -> int:
    args = build_parser((argv[0],) if argv and argv[0] in COMMANDS else ()).parse_args(argv)
    if args.command is None:
        build_parser(()).print_help()
        return 0
    with printable_output():
        try:
            return args.run(args)
        except UserError as e:
            print(f"hmeditor {args.command}: {e}", file=sys.stderr)
            return 2
        except BrokenPipeError:
            return 0
        except KeyboardInterrupt:
            return 130
        except Exception as e:     # a bug: logged, one line, exit 3 (never 1 "findings")
            print(f"hmeditor {args.command}: {crash.message(e, 'hmeditor ' + ' '.join(argv))}", file=sys.stderr)
            return crash.EXIT_CODE


class _Printable:
    """A text stream writing `printable(text)`."""

    def __init__(self, stream):
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(printable(text))

    def __getattr__(self, name):
        return getattr(self.stream, name)


@contextlib.contextmanager
def printable_output():
    """stdout and stderr with no control character from a file reaching the terminal."""
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _Printable(sys.stdout), _Printable(sys.stderr)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
