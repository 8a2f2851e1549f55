"""Entry point: a sub-command runs headless; otherwise the editor window opens."""

from __future__ import annotations

import argparse
import sys

from . import cli, crash


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv or argv[0] not in cli.COMMANDS and argv[0] not in ("-h", "--help", "--version"):
        return editor_main(argv)
    return cli.main(argv)


def editor_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="hmeditor", usage=cli.USAGE)
    parser.add_argument("map", nargs="?", metavar="MAP")
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="render the editor window off-screen to a PNG and exit")
    args = parser.parse_args(argv)
    from .ui.preflight import missing_display_support
    problem = None if args.screenshot else missing_display_support()
    if problem:
        print(f"hmeditor: cannot open a window: {problem}", file=sys.stderr)
        return 2
    from .ui.application import run_editor
    try:
        return run_editor(args.map, args.screenshot)
    except Exception as e:     # a bug: logged, one line, exit 3
        print(f"hmeditor: {crash.message(e, 'hmeditor ' + ' '.join(argv))}", file=sys.stderr)
        return crash.EXIT_CODE
