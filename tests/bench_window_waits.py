"""Work in the editor that could make the window wait (benchmark.py rows "board-save", "export-preview",
"undo-resize"): saving a .board (what it loses checked, then the file written), the export dialog's
preview (at opening and after an option changes), and the undo of a resize (the check starting
again). Each gives the longest the window did not respond, timed by a timer ticking every
millisecond on its thread, and how long until the work was done.
"""

from __future__ import annotations

import tempfile
import time

from tests.bench_editor import FRAME, _longest_block_until_checked, app, frame, settle, window
from tests.benchmark import busy_map

WINDOW_TARGET = 0.1          # a command's longest wait in the window (a save, the export dialog's preview)
PREVIEW_TARGET = 0.05


def blocked(fn, done=lambda: True, limit: float = 120.0) -> tuple[float, float]:
    """fn() run on the window's thread, then its events handled until done(): the longest time the
    thread did not get to a timer ticking every millisecond, and the whole time."""
    from PySide6.QtCore import QTimer
    ticks = [time.perf_counter()]
    timer = QTimer(interval=1)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    fn()
    while not done() and time.perf_counter() - ticks[0] < limit:
        app().processEvents()
        time.sleep(0.0005)
    app().processEvents()
    timer.stop()
    ticks.append(time.perf_counter())
    return max(b - a for a, b in zip(ticks, ticks[1:])), ticks[-1] - ticks[0]


def bench_board_save(sizes):
    """Saving the map as a .board in the editor, the question about what it loses answered at once."""
    from hmeditor.ui import files, notes
    for side in sizes:
        w = window(side)
        asked, files.ask_to_save_with_losses = files.ask_to_save_with_losses, lambda *a: notes.SAVE
        try:
            with tempfile.TemporaryDirectory() as tmp:
                longest, whole = blocked(lambda w=w, tmp=tmp: w.files.save_to(f"{tmp}/m.board"))
        finally:
            files.ask_to_save_with_losses = asked
        yield f"save a .board in the editor, {side} x {side}: longest wait in the window", longest, WINDOW_TARGET
        yield f"save a .board in the editor, {side} x {side}: until written", whole, 1.5 if side >= 1000 else 0.5


def bench_export_preview(sizes):
    """The export dialog on a busy map: opening it (PDF pages), then choosing PNG at 20 dpi (the
    dialog waits for typing to pause 150 ms), each until its preview shows."""
    app()                   # the dialog's window needs the application (this row may run alone)
    for side in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            yield from _export_preview(side, tmp)


def _export_preview(side: int, tmp: str):
    from hmeditor.ui.exportdialog import ExportDialog
    m, made = busy_map(side), []
    longest, whole = blocked(lambda: made.append(ExportDialog(m, None, f"{tmp}/m.pdf")),
                             lambda: made[0].preview_image is not None)
    yield f"export dialog opens, {side} x {side}: longest wait in the window", longest, PREVIEW_TARGET
    yield f"export dialog opens, {side} x {side}: until the preview shows", whole, 1.0
    dialog = made[0]

    def to_png():
        dialog.dpi.setValue(20)
        dialog.path_edit.setText(f"{tmp}/m.png")
    longest, whole = blocked(to_png, lambda: not dialog._refresh_timer.isActive() and dialog.preview_image is not None)
    yield "  PNG at 20 dpi chosen: longest wait in the window", longest, PREVIEW_TARGET
    yield "  PNG at 20 dpi chosen: until the preview shows (after typing pauses)", whole, 1.0
    dialog.deleteLater()
    app().processEvents()


def bench_undo_resize(sizes):
    """Resizing the map by ten columns, then its undo: the undo's frame, and the longest frame while
    the check starts again on the map as it was; also at 200 x 200, a map whose whole check ran in
    the undo's frame until it went to the check thread (40-80 ms)."""
    for side in sorted({*sizes, 200}):
        w = window(side)
        w.resize_to(side + 10, side)
        settle(w)
        undo = frame(w.document.undo_stack.undo)
        yield f"undo a resize, {side} x {side}: its frame", undo, FRAME
        yield f"undo a resize, {side} x {side}: longest frame until checked", _longest_block_until_checked(w), FRAME
        settle(w)
