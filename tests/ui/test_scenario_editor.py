"""The scenario layer in the editor: the Scenario tool paints deployment zones with the brush (one drag
one undo step), puts labels and objectives on hexes and drags them about; the dock lists and edits
them, undoably; View > Scenario layer shows and hides them; a board's zones go through the editor."""

from PySide6.QtCore import Qt

from hmeditor.core import edits
from hmeditor.core.scenario import Label, Objective, Scenario, Zone
from hmeditor.ui.session.document import MapDocument

from ..core.megamek.test_zones import with_zones
from .helpers import click, close, colour_at, drag
from .test_focus import type_into


def scenario_tool(window, mode):
    window.set_tool(window.tool("Scenario"))
    window.scenario_dock.modes.button(("zone", "label", "objective").index(mode)).setChecked(True)


def test_a_drag_paints_a_zone_in_one_undo_step_and_ctrl_takes_hexes_out(qtbot, window):
    scenario_tool(window, "zone")
    drag(qtbot, window, [(2, 2), (3, 2), (4, 2)])
    zone = window.hex_map.scenario.zone(1)
    assert zone == Zone("Zone 1", 1, frozenset({(2, 2), (3, 2), (4, 2)}))
    assert window.document.undo_stack.count() == 1
    assert window.scenario_dock.list.currentItem().text() == "Zone 1  Zone 1 (3 hexes)"
    drag(qtbot, window, [(3, 2)], Qt.KeyboardModifier.ControlModifier)
    assert window.hex_map.scenario.zone(1).hexes == {(2, 2), (4, 2)}
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert not window.hex_map.scenario


def test_new_zone_gives_the_brush_the_next_number_and_the_dock_renames_it(qtbot, window):
    scenario_tool(window, "zone")
    drag(qtbot, window, [(1, 1)])
    window.scenario_dock.new_zone.click()
    drag(qtbot, window, [(6, 6), (6, 7)])
    assert window.hex_map.scenario.zone(2).hexes == {(6, 6), (6, 7)}
    type_into(qtbot, window.scenario_dock.zone_name, "Defender")
    assert window.hex_map.scenario.zone(2).name == "Defender"
    window.scenario_dock.zone_number.setValue(1)            # zone 1 is another zone: refused, said why
    window.scenario_dock.zone_number.editingFinished.emit()
    assert window.hex_map.scenario.zone(2).name == "Defender" and "zone 1 is another zone" in \
        window.scenario_dock.problem.text()
    window.undo_action.trigger()
    assert window.hex_map.scenario.zone(2).name == "Zone 2"


def test_labels_are_put_edited_moved_and_deleted_undoably(qtbot, window):
    scenario_tool(window, "label")
    click(qtbot, window, 3, 3)
    assert window.hex_map.scenario.labels == (Label("Label", (3, 3)),)
    dock = window.scenario_dock
    type_into(qtbot, dock.label_text, "Hill 217")
    dock.label_size.setValue(18)
    dock.label_size.editingFinished.emit()
    assert window.hex_map.scenario.labels == (Label("Hill 217", (3, 3), 18.0),)
    before = window.document.undo_stack.count()
    drag(qtbot, window, [(3, 3), (4, 3), (5, 4)])                # picks the label and moves it
    assert window.hex_map.scenario.labels[0].at == (5, 4) and window.document.undo_stack.count() == before + 1
    dock.delete_button.click()
    assert not window.hex_map.scenario.labels
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.hex_map.scenario.labels == (Label("Hill 217", (3, 3), 18.0),)


def test_objectives_take_the_next_letter(qtbot, window):
    scenario_tool(window, "objective")
    click(qtbot, window, 2, 2)
    click(qtbot, window, 8, 8)
    assert window.hex_map.scenario.objectives == (Objective("A", (2, 2)), Objective("B", (8, 8)))
    assert [window.scenario_dock.list.item(i).text() for i in range(2)] == ["Objective A in 0303",
                                                                           "Objective B in 0909"]


def test_the_view_toggle_shows_and_hides_the_layer(qtbot, window):
    scenario_tool(window, "zone")
    drag(qtbot, window, [(4, 4)])
    clear = colour_at(window, 5, 5)
    assert not close(colour_at(window, 4, 4), clear)                    # tinted
    window.scenario_action.setChecked(False)
    assert close(colour_at(window, 4, 4), clear)
    window.scenario_action.setChecked(True)
    assert not close(colour_at(window, 4, 4), clear)


def test_a_letter_typed_in_a_label_is_text_not_a_tool(qtbot, window):
    scenario_tool(window, "label")
    click(qtbot, window, 3, 3)
    window.set_tool(window.tool("Brush"))
    type_into(qtbot, window.scenario_dock.label_text, "Zulu")
    assert window.hex_map.scenario.labels[0].text == "Zulu" and window.scene.tool is window.tool("Brush")


def test_a_corpus_board_with_zones_keeps_them_through_the_editor(qtbot, make_window, tmp_path):
    board = tmp_path / "forest.board"
    board.write_text(with_zones())
    document, _ = MapDocument.open(str(board))
    window = make_window(document.map, str(board))
    assert [window.scenario_dock.list.item(i).text() for i in range(3)] == [
        "Zone 1  Zone 1 (5 hexes)", "Zone 2  Zone 2 (3 hexes)", "Zone 3  Zone 3 (3 hexes)"]
    window.document.save(str(tmp_path / "same.board"))
    assert (tmp_path / "same.board").read_bytes() == board.read_bytes()
    window.document.save(str(tmp_path / "forest.hmap"))
    scenario_tool(window, "zone")
    window.scenario_dock.list.setCurrentRow(1)                          # zone 2 is the brush's
    drag(qtbot, window, [(8, 8)])
    window.document.save(str(tmp_path / "painted.board"))
    changed = [line for line in (tmp_path / "painted.board").read_text().splitlines()
               if line not in board.read_text().splitlines()]
    assert changed == ['hex 0909 0 "woods:1;foliage_elev:2;deployment_zone:0:2" ""']


def test_a_board_with_named_zones_can_be_saved_with_a_scenario_naming_its_players(qtbot, window, tmp_path,
                                                                                 monkeypatch):
    from hmeditor.ui import files, notes
    scenario_tool(window, "zone")
    drag(qtbot, window, [(2, 2), (3, 2)])
    type_into(qtbot, window.scenario_dock.zone_name, "Attacker")
    seen = []

    def answer(parent, path, losses, scenario):
        seen.append((losses, scenario))
        return notes.SAVE_WITH_SCENARIO
    monkeypatch.setattr(files, "ask_to_save_with_losses", answer)
    assert window.files.save_to(str(tmp_path / "attack.board"))
    assert seen[0][1] and any("deployment zone names (1 Attacker)" in n for n in seen[0][0])
    assert "name: Attacker" in (tmp_path / "attack.mms").read_text(encoding="utf-8")


def test_a_field_left_as_shown_keeps_the_maps_finer_value(qtbot, window):
    window.document.push(edits.SetScenario(Scenario((Label.make("Ford", (2, 2), 9.25, 12.345),))), "label")
    dock = window.scenario_dock
    dock.choose("label", 0)
    dock.label_angle.editingFinished.emit()                 # focus left the angle, untouched
    type_into(qtbot, dock.label_text, "Ford of Kell")
    assert window.hex_map.scenario.labels == (Label("Ford of Kell", (2, 2), 9.25, 12.345),)
