"""Autosave recovery that survives what a crash leaves behind (issue 16, item 11): a note that makes
no sense, a process id given to another program since, and answers that never delete unasked."""

import json
import subprocess
import sys

import pytest

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap
from hmeditor.ui import autosave

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


def test_work_is_offered_when_the_dead_session_id_now_belongs_to_a_live_process(make_window, crashed):
    folder, source = crashed
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        for path in folder.iterdir():        # as if the crashed editor's process id had been given to `other`
            parts = path.name.split("-")
            path.rename(path.with_name("-".join([parts[0], str(other.pid), *parts[2:]])))
        [item] = autosave.recoverable(folder)
        assert str(other.pid) in item.file.name and item.original == str(source)
    finally:
        other.kill()
        other.wait()


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
