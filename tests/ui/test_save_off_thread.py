"""Saving in the editor: what the file can hold is checked and the file written on another thread,
the window drawing and taking events meanwhile; the check can be cancelled (nothing is written),
and an edit made while the save goes on keeps the map modified (the file holds the map as it was
when saving began)."""

import threading

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.io import read_map
from hmeditor.ui import background, files


def held(monkeypatch, name: str):
    """Make files.`name` wait on the returned event, on whatever thread it runs; the threads it ran on."""
    real, gate, threads = getattr(files, name), threading.Event(), []

    def waiting(*args):
        threads.append(threading.current_thread())
        assert gate.wait(10)
        return real(*args)
    monkeypatch.setattr(files, name, waiting)
    return gate, threads


def test_the_loss_check_and_the_write_run_on_another_thread_while_the_window_goes_on(window, tmp_path, monkeypatch):
    gates = [held(monkeypatch, "write_losses"), held(monkeypatch, "write_map")]
    for gate, _threads in gates:
        QTimer.singleShot(50, gate.set)       # set by the window's thread: it handles its events meanwhile
    path = tmp_path / "m.board"
    assert window.files.save_to(str(path))
    assert all(threads and threads[0] is not threading.main_thread() for _gate, threads in gates)
    assert read_map(path).size == (16, 17) and not window.document.modified


def test_a_check_taking_long_shows_progress_and_cancel_leaves_the_file_unwritten(window, tmp_path, monkeypatch):
    gate, _threads = held(monkeypatch, "write_losses")
    seen = []

    def cancel():
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]
        seen.extend(d.labelText() for d in dialogs)
        for dialog in dialogs:
            dialog.findChild(QPushButton).click()
    QTimer.singleShot(background.PROGRESS_AFTER_MS + 200, cancel)
    window.document.push(edits.set_cells(window.hex_map, {(1, 1): parse_cell("rough")}), "paint")
    assert not window.files.save_to(str(tmp_path / "m.board"))
    gate.set()
    assert seen == ["Checking what m.board can hold..."]
    assert not (tmp_path / "m.board").exists() and window.document.modified


def test_an_edit_while_saving_keeps_the_map_modified(window, tmp_path, monkeypatch):
    gate, _threads = held(monkeypatch, "write_map")

    def edit():
        window.document.push(edits.set_cells(window.hex_map, {(1, 1): parse_cell("rough")}), "paint")
        gate.set()
    QTimer.singleShot(50, edit)
    path = tmp_path / "m.hmap"
    assert window.files.save_to(str(path))
    assert read_map(path).cell(1, 1) == parse_cell("clear")          # the map as it was when saving began
    assert window.document.modified and window.document.path == str(path)
