"""Autosave recovery that survives what a crash leaves behind: a note that makes no sense (or is a
pipe), editors sharing a process id, kept keys of any kind, and answers that never delete unasked."""

import json
import os
import subprocess
import sys
import threading

import pytest

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap
from hmeditor.ui.session import autosave

from ..conftest import MAPS, ROOT
from .test_document import CRASHING_SESSION


@pytest.fixture
def crashed(tmp_path):
    """The autosave folder after a session died with unsaved work, and the map it was editing."""
    source = tmp_path / "mine.hmap"
    write_map(read_map(MAPS / "open-terrain-2-movement-example.hmap"), source)
    folder = tmp_path / "autosave"
    result = subprocess.run([sys.executable, "-c", CRASHING_SESSION, str(source), str(folder)], cwd=ROOT,
                            capture_output=True, text=True, timeout=120,
                            env={"QT_QPA_PLATFORM": "offscreen", **__import__("os").environ})
    assert result.returncode == 1, result.stderr
    return folder, source


def autosave_files(folder):
    return sorted(p.suffix for p in folder.iterdir())


def test_a_note_that_makes_no_sense_still_offers_the_work(make_window, crashed):
    folder, _ = crashed
    note = next(folder.glob("*.json"))
    for text in ('{"original": null, "time": "now"}', '{"original": 5, "time": 1e999}', "[1]", "{", ""):
        note.write_text(text, encoding="utf-8")
        [item] = autosave.recoverable(folder)
        assert item.original is None and item.saved_at > 0
    window = make_window()
    assert window.offer_recovery(ask=lambda item: True)
    assert window.hex_map.cell(3, 3) == parse_cell("water:3 +ice")


def test_an_autosave_whose_note_was_never_written_is_offered_all_the_same(make_window, crashed):
    """The note is written after the map: a crash between the two leaves the work without one."""
    folder, _ = crashed
    next(folder.glob("*.json")).unlink()
    [item] = autosave.recoverable(folder)
    assert item.original is None and item.saved_at == item.file.stat().st_mtime
    window = make_window()
    assert window.offer_recovery(ask=lambda item: True)
    assert window.hex_map.cell(3, 3) == parse_cell("water:3 +ice")


ONE_PROCESS_ID_SESSION = CRASHING_SESSION.replace("import os, sys", """import os, sys
os.getpid = lambda: 4242     # as two containers give their editors one process id
""").replace("os._exit(1)", """if sys.argv[3] == "close":     # the user quits the editor (the work is not wanted)
    window.document.undo_stack.setClean()
    window.close()
os._exit(1)""")


def test_two_editors_with_one_process_id_keep_their_own_autosaves(tmp_path):
    source = tmp_path / "mine.hmap"
    write_map(read_map(MAPS / "open-terrain-2-movement-example.hmap"), source)
    folder = tmp_path / "autosave"
    for ending in ("crash", "close"):       # the first editor dies while the second runs, then it quits
        subprocess.run([sys.executable, "-c", ONE_PROCESS_ID_SESSION, str(source), str(folder), ending], cwd=ROOT,
                       capture_output=True, text=True, timeout=120, env={"QT_QPA_PLATFORM": "offscreen", **os.environ})
    [item] = autosave.recoverable(folder)
    assert read_map(item.file).cell(3, 3) == parse_cell("water:3 +ice") and item.original == str(source)


def test_a_note_that_is_a_pipe_is_passed_over(crashed):
    """Read, it would wait for ever for a writer: every start of the editor hung."""
    folder, _ = crashed
    note = next(folder.glob("*.json"))
    note.unlink()
    os.mkfifo(note)
    listing = ("from pathlib import Path; from hmeditor.ui.session import autosave; "
               "print(autosave.recoverable(Path(%r)))")
    result = subprocess.run([sys.executable, "-c", listing % str(folder)], cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0 and "original=None" in result.stdout, result.stderr


def test_a_map_with_an_ordered_mapping_kept_is_autosaved_as_saved(make_window, tmp_path):
    source = tmp_path / "ordered.hmap"
    source.write_text('hmeditor: 1\nsize: [4, 4]\nturns: !!omap [{first: red}, {second: blue}]\nhexes: {}\n',
                      encoding="utf-8")
    window = make_window(read_map(source), str(source))
    window.document.push(edits.set_cells(window.hex_map, {(1, 1): parse_cell("rough")}), "paint")
    window.autosave.save_now()
    assert read_map(window.autosave.file).extra_keys == {"turns": [("first", "red"), ("second", "blue")]}
    window.files.save()
    assert read_map(source).extra_keys == {"turns": [("first", "red"), ("second", "blue")]}


def test_an_autosave_that_cannot_be_written_says_so(make_window, tmp_path):
    (tmp_path / "autosave").write_text("a file where the folder should be", encoding="utf-8")
    window = make_window(HexMap(4, 4, "busy"))
    window.document.push(edits.set_cells(window.hex_map, {(1, 1): parse_cell("rough")}), "paint")
    window.autosave.save_now()
    assert window.statusBar().currentMessage().startswith(f"Autosave failed: {tmp_path / 'autosave'}: ")


def test_the_work_of_a_session_still_running_is_not_offered(make_window, tmp_path):
    window = make_window(HexMap(4, 4, "busy"))
    window.document.push(edits.set_cells(window.hex_map, {(1, 1): parse_cell("rough")}), "paint")
    window.autosave.save_now()
    assert window.autosave.file.exists()
    assert autosave.recoverable(window.autosave.directory) == []


def test_answering_later_keeps_the_autosave_and_only_delete_removes_it(make_window, crashed):
    folder, _ = crashed
    before = autosave_files(folder)
    assert before == [".hmap", ".json", ".lock"]
    window = make_window()
    for answer in (False, None, autosave.KEEP):
        assert not window.offer_recovery(ask=lambda item, a=answer: a)
        assert autosave_files(folder) == before
    assert not window.offer_recovery(ask=lambda item: autosave.DISCARD)
    assert list(folder.iterdir()) == []


def test_an_autosave_that_cannot_be_read_is_kept(make_window, crashed, monkeypatch):
    folder, _ = crashed
    next(folder.glob("*.hmap")).write_text("size: [", encoding="utf-8")
    warnings = []
    monkeypatch.setattr("hmeditor.ui.recovery.QMessageBox.warning", lambda *a: warnings.append(a[2]))
    window = make_window()
    assert not window.offer_recovery(ask=lambda item: True)
    assert "not valid YAML" in warnings[0] and autosave_files(folder) == [".hmap", ".json", ".lock"]


def test_an_autosave_note_says_where_the_map_came_from(make_window):
    window = make_window(HexMap(4, 4, "busy"))
    window.document.push(edits.set_cells(window.hex_map, {(1, 1): parse_cell("rough")}), "paint")
    window.autosave.save_now()
    note = json.loads(window.autosave.file.with_suffix(".json").read_text(encoding="utf-8"))
    assert note["original"] is None and note["time"] > 0


def test_the_autosave_of_every_minute_is_written_on_another_thread(qtbot, make_window, monkeypatch):
    threads, real = [], autosave.write_map
    monkeypatch.setattr(autosave, "write_map", lambda *a: threads.append(threading.current_thread()) or real(*a))
    window = make_window(HexMap(4, 4, "busy"))
    window.document.push(edits.set_cells(window.hex_map, {(1, 1): parse_cell("rough")}), "paint")
    window.autosave.timer.timeout.emit()
    qtbot.waitUntil(lambda: window.autosave.saved_index is not None)
    assert threads and threads[0] is not threading.main_thread()
    assert read_map(window.autosave.file).cell(1, 1) == parse_cell("rough")
