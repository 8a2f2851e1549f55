"""The command line (CLI.md): sub-commands run headless; without one, `hmeditor` opens the editor.

Each sub-command is a module here with `add_parser(subparsers)` and `run(args) -> int`.
Exit codes: 0 done, 1 `check` found failing findings, 2 bad input (one line on stderr), 3 an
internal error (a bug: one line on stderr naming the log file with the traceback).
Nothing read from a file reaches the terminal as a control character (see `printable`).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import sys

from .. import __version__, crash
from ..core.errors import printable

# Each sub-command and its line in `hmeditor --help` (the help lists them without loading them).
COMMANDS = {
    "check": "run the reality check on maps (.hmap, .board)",
    "calc": "combat calculator: movement cost, to-hit, line of sight",
    "export": "print a map to PDF (true scale, tiled), SVG or PNG",
    "convert": "convert a map between formats (.hmap, .board), by extension",
    "rules": "show the rules tables the program uses",
    "generate": "make a new map from a preset and a seed (hills, water, woods, cities, ...)",
}

USAGE = """hmeditor [MAP] [--screenshot OUT.png]
       hmeditor COMMAND [options]   (COMMAND is one of: check, calc, export, convert, rules, generate)"""


class UserError(Exception):
    """Bad input: printed as one line on stderr, exit code 2."""


def build_parser(commands: tuple[str, ...] = tuple(COMMANDS)) -> argparse.ArgumentParser:
    """The parser; `commands` limits which sub-command modules are imported (each pulls in its part
    of the core, so running one command, or asking for the list, does not pay for loading the others)."""
    parser = argparse.ArgumentParser(
        prog="hmeditor", usage=USAGE,
        description="Hex-map editor for BattleTech planetary conditions. Without a command it opens "
                    "the editor on MAP (a new 16 x 17 sheet when MAP is omitted).",
        epilog="Run 'hmeditor COMMAND --help' for a command's options.")
    parser.add_argument("--version", action="version", version=f"hmeditor {__version__}")
    # prog: a command's usage and errors start "hmeditor COMMAND", not the whole usage above
    sub = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND", prog="hmeditor")
    for name, summary in COMMANDS.items():
        if name in commands:
            importlib.import_module(f"{__name__}.{name}").add_parser(sub)
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
