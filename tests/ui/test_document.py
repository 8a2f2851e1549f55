"""Documents and files: undo of conditions, save and reopen, title marker, new/resize/combine,
recent files, autosave recovery after a real crash."""

import subprocess
import sys
import textwrap

import shiboken6

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.ui.dialogs import NewMapDialog
from hmeditor.ui.session.document import MapDocument

from ..conftest import MAPS, ROOT
from .helpers import click, drag


def test_conditions_changes_are_undoable(qtbot, window):
    combo = window.conditions.inputs["weather"]
    combo.setCurrentIndex(combo.findData("blizzard"))
    combo.activated.emit(combo.currentIndex())
    assert window.hex_map.condition("weather") == "blizzard"
    window.undo_action.trigger()
    assert window.hex_map.condition("weather") == "none" and combo.currentData() == "none"
    window.redo_action.trigger()
    assert combo.currentData() == "blizzard"
    window.conditions.inputs["emi"].click()
    assert window.hex_map.condition("emi") is True


def test_edits_of_one_stroke_merge_unless_they_change_other_fields(window):
    m, document = window.hex_map, window.document
    stroke, start = document.new_stroke(), m.copy()
    document.push(edits.paint_base(m, [(1, 1)], "rough"), "paint", stroke)
    document.push(edits.paint_base(m, [(2, 1)], "sand"), "paint", stroke)
    document.push(edits.set_level(m, [(2, 1)], 3), "level", stroke)
    assert document.undo_stack.count() == 2 and m.cell(2, 1) == parse_cell("sand @3")
    document.undo_stack.undo()
    assert m.cell(2, 1) == parse_cell("sand")
    document.undo_stack.undo()
    assert m == start


def test_the_change_of_an_undo_says_so_and_the_change_of_a_redo_does_not(qtbot):
    document = MapDocument(HexMap(16, 17, "test"))
    heard = []
    document.changed.connect(heard.append)
    document.push(edits.paint_base(document.map, [(1, 1)], "rough"), "paint")
    document.undo_stack.undo()
    document.undo_stack.redo()
    assert [(change.undone, change.terrain) for change in heard] == [(False, True), (True, True), (False, True)]


def test_save_reopen_and_the_unsaved_marker(qtbot, window, tmp_path):
    window.palette.select("base", "light_jungle")
    drag(qtbot, window, [(1, 1), (2, 1)])
    assert window.isWindowModified() and "[*]" in window.windowTitle()
    path = str(tmp_path / "saved.hmap")
    assert window.files.save_to(path)
    assert not window.isWindowModified() and window.windowTitle().startswith("saved.hmap")
    assert read_map(path) == window.hex_map
    painted = window.hex_map.copy()
    window.document.push(edits.clear_hexes(window.hex_map, [(1, 1)]), "clear")
    window.document.undo_stack.setClean()   # drop the change without the question box
    assert window.files.open_file(path)
    assert window.hex_map == painted and window.document.path == path
    assert window.files.recent_files()[0].endswith("saved.hmap")


def test_new_map_dialog_sizes():
    dialog = NewMapDialog()
    assert dialog.values()[1:] == (16, 17)
    dialog.sheet.setChecked(False)
    dialog.width_box.setValue(40)
    dialog.height_box.setValue(30)
    assert dialog.values()[1:] == (40, 30)


def test_resize_and_combine_are_undoable(qtbot, window, tmp_path):
    window.document.push(edits.set_cells(window.hex_map, {(0, 0): parse_cell("water:2")}), "w")
    window.resize_to(20, 10, left=2, top=1)
    assert window.hex_map.size == (20, 10) and window.hex_map.cell(2, 1).base == "water"
    window.undo_action.trigger()
    assert window.hex_map.size == (16, 17) and window.hex_map.cell(0, 0).base == "water"
    other = HexMap(16, 17, "right")
    other.base[0, 0] = BASE_INDEX["heavy_woods"]
    write_map(other, tmp_path / "right.hmap")
    window.files.combine_with([str(tmp_path / "right.hmap")])
    assert window.hex_map.size == (32, 17)
    assert window.hex_map.cell(16, 0).base == "heavy_woods" and window.hex_map.cell(0, 0).base == "water"
    click(qtbot, window, 3, 3)   # the view follows the new size
    assert window.hex_map.base[3, 3] == BASE_INDEX["light_woods"]


CRASHING_SESSION = textwrap.dedent("""
    import os, sys
    from PySide6.QtWidgets import QApplication
    from hmeditor.core import edits
    from hmeditor.core.cell import parse_cell
    from hmeditor.core.io import read_map
    from hmeditor.ui.mainwindow import MainWindow
    app = QApplication([])
    window = MainWindow(read_map(sys.argv[1]), sys.argv[1], autosave_dir=sys.argv[2], autosave_interval_ms=50)
    window.show()
    window.document.push(edits.set_cells(window.hex_map, {(3, 3): parse_cell("water:3 +ice")}), "paint")
    while not window.autosave.file.with_suffix(".json").exists():     # its note, written after the map
        app.processEvents()
    os._exit(1)   # a crash: no clean-up
""")


def test_autosave_is_offered_back_after_a_crash(make_window, tmp_path):
    source = tmp_path / "mine.hmap"
    write_map(read_map(MAPS / "open-terrain-2-movement-example.hmap"), source)
    result = subprocess.run([sys.executable, "-c", CRASHING_SESSION, str(source), str(tmp_path / "autosave")],
                            cwd=ROOT, capture_output=True, text=True, timeout=120,
                            env={"QT_QPA_PLATFORM": "offscreen", **__import__("os").environ})
    assert result.returncode == 1, result.stderr
    window = make_window()
    offered = []
    assert window.offer_recovery(ask=lambda item: offered.append(item) or True)
    assert offered[0].original == str(source)
    m = window.hex_map
    assert m.cell(3, 3) == parse_cell("water:3 +ice") and m.condition("weather") == "blizzard"
    assert window.document.path == str(source) and window.isWindowModified()
    assert not window.offer_recovery(ask=lambda item: True)   # offered once


def test_a_document_going_away_is_no_edit(qtbot):
    """Its undo stack emptied as it is deleted (a window left to Python's exit) said the map was saved
    again, and the window asked a stack half deleted whether it was clean."""
    document = MapDocument(HexMap(4, 4))
    document.push(edits.SetConditions({"temperature": -10}), "frost")
    heard = []
    document.undo_stack.cleanChanged.connect(heard.append)
    shiboken6.delete(document)
    assert heard == []
