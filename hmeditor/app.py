"""Entry points.

`hmeditor` (main, a console program): a sub-command runs headless; otherwise the editor window opens.
`hmeditorw` (gui_main, a windowed program): the editor only, for a desktop shortcut or a file
association on Windows, where a console program would open a console window beside the editor.
"""

from __future__ import annotations

import argparse
import gc
import io
import logging
import os
import sys

from . import cli, crash


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    one_blas_thread()
    mistyped = argv and cli.unknown_command(argv[0])
    if mistyped:
        print(f"hmeditor: {mistyped}", file=sys.stderr)
        return 2
    if not argv or argv[0] not in cli.COMMANDS and argv[0] not in ("-h", "--help", "--version"):
        return editor_main(argv, leave_after_screenshot=True)
    return cli.main(argv)


def one_blas_thread() -> None:
    """The commands and the editor do array work but no linear algebra to speak of: starting
    OpenBLAS's pool of threads (numpy does on import) takes 50 ms or more of every start. A user's
    setting stands."""
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def gui_main(argv: list[str] | None = None) -> int:
    """The editor started without a console: there sys.stdout and sys.stderr are None, so what it
    would print (a map it cannot read, a bad option) is shown in a message box instead."""
    argv = sys.argv[1:] if argv is None else list(argv)
    one_blas_thread()
    if sys.stdout is not None and sys.stderr is not None:
        return editor_main(argv)
    messages = io.StringIO()
    sys.stdout = sys.stderr = messages
    try:
        code = editor_main(argv)
    except SystemExit as e:     # argparse: --help, a bad option
        code = e.code if isinstance(e.code, int) else 2
    if messages.getvalue().strip():
        show_message(messages.getvalue().strip())
    return code


def show_message(text: str) -> None:
    from PySide6.QtWidgets import QApplication, QMessageBox
    _app = QApplication.instance() or QApplication(sys.argv[:1])
    QMessageBox.warning(None, "hmeditor", text)


def editor_main(argv: list[str], leave_after_screenshot: bool = False) -> int:
    """The editor; with `leave_after_screenshot`, the process ends as soon as a screenshot is written
    (its window, Qt and the interpreter's objects are not taken down one by one: 60 ms)."""
    parser = argparse.ArgumentParser(prog="hmeditor", usage=cli.USAGE)
    parser.add_argument("map", nargs="?", metavar="MAP", help=cli.MAP_HELP)
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="render the editor window off-screen to a PNG and exit")
    args = parser.parse_args(argv)
    from .ui.preflight import missing_display_support
    problem = None if args.screenshot else missing_display_support()
    if problem:
        print(f"hmeditor: cannot open a window: {problem}", file=sys.stderr)
        return 2
    gc.disable()        # until the window's first paint (ui.application.collect_from_now_on)
    try:
        from .ui.application import run_editor
        code = run_editor(args.map, args.screenshot)
    except Exception as e:     # a bug: logged, one line, exit 3
        print(f"hmeditor: {crash.message(e, 'hmeditor ' + ' '.join(argv))}", file=sys.stderr)
        return crash.EXIT_CODE
    finally:
        gc.enable()
    if args.screenshot and leave_after_screenshot:
        leave_now(code)
    return code


def leave_now(code: int) -> None:
    """End the process with `code` now, what it printed and logged written out first."""
    sys.stdout.flush()
    sys.stderr.flush()
    logging.shutdown()
    os._exit(code)
