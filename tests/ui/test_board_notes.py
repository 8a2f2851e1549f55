"""The editor never loses MegaMek data silently: notes when a board is opened, a question before a
save loses something, a scenario for the conditions, and the building class of a selection."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QToolButton

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.io import read_map, read_map_noted
from hmeditor.core.model import HexMap
from hmeditor.ui import files, notes
from hmeditor.ui.session.document import MapDocument

from ..conftest import SHARED

STADIUM = SHARED / "corpus/megamek/16x17-Steiner-Stadium.board"
PASS = SHARED / "corpus/megamek/16x51-Mountain-Pass.board"


def shown_boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


@pytest.mark.skipif(not STADIUM.exists(), reason="the MegaMek corpus is not beside this clone")
def test_opening_a_board_shows_what_is_kept_only_for_megamek_once_per_kind(qtbot, window):
    assert window.files.open_file(str(STADIUM))
    assert not shown_boxes() and window.notes_bar.isVisible()      # a bar over the map: nothing to click away
    bar = window.notes_bar.label.text()
    elevators = [line for line in window.notes_bar.lines if "solaris_elevator" in line]
    assert len(elevators) == 1 and elevators[0].startswith("'solaris_elevator' has no name here, kept for MegaMek: ")
    assert "hexes (0503, 0603" in elevators[0] and str(STADIUM.parent) not in bar and "kept as it is" in bar
    assert len(window.notes_bar.lines) < len(read_map_noted(STADIUM)[1])
    qtbot.mouseClick(window.notes_bar.findChild(QToolButton), Qt.MouseButton.LeftButton)
    assert not window.notes_bar.isVisible()


@pytest.mark.skipif(not PASS.exists(), reason="the MegaMek corpus is not beside this clone")
def test_what_the_editor_has_a_command_for_is_not_a_note(window):
    assert any("bldg_class" in note for note in read_map_noted(PASS)[1])
    assert window.files.open_file(str(PASS))
    lines = window.notes_bar.lines
    assert not any("bldg_class" in line for line in lines) and any("'bldg_armor'" in line for line in lines)
    window.state.set_document(MapDocument(HexMap(4, 4, "new")))       # another map: the bar goes
    assert not window.notes_bar.isVisible()


def test_notes_are_grouped_by_kind_without_the_path():
    read = ["/x/a.board:3: hex 0101: 'foo:2' has no name here, kept for MegaMek; building armor 'bldg_armor:9' "
             "kept for MegaMek", "/x/a.board:4: hex 0201: 'foo:5' has no name here, kept for MegaMek",
             "/x/a.board:9: 2 of 4 hex lines are missing"]
    assert notes.group_notes(read, "/x/a.board") == [
        "'foo' has no name here, kept for MegaMek: 2 hexes (0101, 0201)",
        "building armor 'bldg_armor' kept for MegaMek: 1 hex (0101)", "2 of 4 hex lines are missing"]


def test_saving_a_board_that_loses_something_asks_first(window, tmp_path, monkeypatch):
    window.document.push(edits.set_cells(window.hex_map, {(2, 2): parse_cell("gravel_pile:2")}), "pile")
    asked = []

    def answer(parent, path, losses, scenario):
        asked.append((losses, scenario))
        return notes.CANCEL
    monkeypatch.setattr(files, "ask_to_save_with_losses", answer)
    target = tmp_path / "pile.board"
    assert not window.files.save_to(str(target)) and not target.exists()
    assert "gravel pile" in asked[0][0][0] and asked[0][1] is False
    monkeypatch.setattr(files, "ask_to_save_with_losses", lambda *a: notes.SAVE)
    assert window.files.save_to(str(target)) and read_map(target).size == (16, 17)


def test_a_board_with_conditions_can_be_saved_with_a_scenario(window, tmp_path, monkeypatch):
    window.document.push(edits.SetConditions({"weather": "heavy_rain", "temperature": 5}), "rain")
    seen = []

    def answer(parent, path, losses, scenario):
        seen.append((losses, scenario))
        return notes.SAVE_WITH_SCENARIO
    monkeypatch.setattr(files, "ask_to_save_with_losses", answer)
    assert window.files.save_to(str(tmp_path / "rain.board"))
    assert seen[0][1] and any("planetary conditions" in n for n in seen[0][0])
    assert "weather: heavy rain" in (tmp_path / "rain.mms").read_text(encoding="utf-8")
    assert "rain.mms" in window.statusBar().currentMessage()


def test_combining_maps_says_what_the_second_one_loses(window, tmp_path):
    first, other = tmp_path / "first.board", tmp_path / "other.board"
    first.write_text('size 1 1\ntag "First (Auto)"\nhex 0101 0 "" ""\nend\n', encoding="utf-8")
    other.write_text('size 1 1\ntag "Other (Auto)"\nhex 0101 0 "" ""\nend\n', encoding="utf-8")
    assert window.files.open_file(str(first)) and not shown_boxes()
    window.files.combine_with([str(other)])
    (box,) = shown_boxes()
    assert "first map's settings" in box.text() and "tags" in box.detailedText()
    box.close()


def test_the_building_class_of_a_selection_is_set_and_undone(window):
    window.document.push(edits.paint_base(window.hex_map, [(1, 1), (1, 2)], "building", ("heavy", 2)), "b")
    window.document.set_selection([window.hex_map.flat(1, 1), window.hex_map.flat(1, 2)])
    window.set_building_class("hangar")
    assert window.hex_map.extra_keys["megamek"]["classes"] == {"0202": 1, "0203": 1}
    window.undo_action.trigger()
    assert "megamek" not in window.hex_map.extra_keys


def test_a_board_saved_with_its_scenario_comes_back_with_its_conditions(window, tmp_path, monkeypatch):
    window.document.push(edits.SetConditions({"weather": "heavy_rain", "temperature": 5}), "rain")
    monkeypatch.setattr(files, "ask_to_save_with_losses", lambda *a: notes.SAVE_WITH_SCENARIO)
    assert window.files.save_to(str(tmp_path / "rain.board"))
    window.state.set_document(MapDocument(HexMap(4, 4, "another")))
    assert window.files.open_file(str(tmp_path / "rain.board"))
    assert window.hex_map.condition("weather") == "heavy_rain" and window.hex_map.condition("temperature") == 5
    assert window.conditions.inputs["weather"].currentData() == "heavy_rain"
    assert "rain.mms" in window.statusBar().currentMessage() and not window.document.modified
    window.state.set_document(MapDocument(HexMap(4, 4, "another")))
    assert window.files.open_file(str(tmp_path / "rain.mms"))           # the scenario opens its board
    assert window.hex_map.condition("weather") == "heavy_rain"
    assert window.document.path == str((tmp_path / "rain.board").resolve())
