"""The small things a new user tripped over: Resize's sides, Combine's notes and name, Open recent's
Clear list, the shortcut list, and the order of a cut-off area's hexes."""

from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.check import check_map
from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from hmeditor.ui.dialogs import ResizeDialog
from hmeditor.ui.help import shortcuts_html, typed


def test_resize_adds_on_each_side_and_says_the_new_size(window):
    dialog = ResizeDialog(16, 17)
    dialog.sides["left"].setValue(2)
    dialog.sides["right"].setValue(1)
    dialog.sides["bottom"].setValue(-2)
    assert dialog.values() == (19, 15, 2, 0) and "New size: 19 x 15" in dialog.result_label.text()
    assert dialog.ok_button.isEnabled()
    dialog.sides["left"].setValue(3)                       # odd: said, not rounded behind the user's back
    assert not dialog.ok_button.isEnabled() and "2 or 4, not 3" in dialog.result_label.text()
    window.document.push(edits.set_cells(window.hex_map, {(0, 0): parse_cell("water:1")}), "water")
    window.resize_to(*ResizeDialog.values(_with(dialog, left=2)))
    assert window.hex_map.size == (19, 15) and window.hex_map.cell(2, 0).base == "water"


def _with(dialog: ResizeDialog, **sides) -> ResizeDialog:
    for side, value in sides.items():
        dialog.sides[side].setValue(value)
    return dialog


def test_combine_keeps_an_untitled_name_and_says_nothing_of_conditions_a_board_lacks(window, tmp_path):
    window.document.map.name = ""
    window.document.push(edits.SetConditions({"weather": "heavy_snow", "temperature": -50}), "snow")
    write_map(HexMap(16, 17, "plain"), tmp_path / "plain.hmap")
    snowy = HexMap(16, 17, "rainy")
    snowy.conditions["weather"] = "heavy_rain"
    write_map(snowy, tmp_path / "rainy.hmap")
    window.files.combine_with([str(tmp_path / "plain.hmap"), str(tmp_path / "rainy.hmap")])
    assert window.hex_map.name == "" and window.document.title == "Untitled"
    [box] = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert "rainy" in box.detailedText() and "plain" not in box.detailedText()
    box.close()


def test_open_recent_can_be_cleared(window, tmp_path):
    window.files.remember(str(tmp_path / "a.hmap"))
    menu = QMenu()
    window.files.fill_recent_menu(menu)
    [clear] = [a for a in menu.actions() if a.text() == "Clear list"]
    clear.trigger()
    window.files.fill_recent_menu(menu)
    assert window.files.recent_files() == [] and not menu.isEnabled()


def test_the_shortcut_list_names_only_keys_a_person_types(window):
    undo = window.undo_action.shortcuts()
    assert "Undo" in [k.toString() for k in undo]             # Qt's standard Undo has a dedicated key too
    assert [k.toString() for k in undo if typed(k)] == ["Ctrl+Z", "Alt+Backspace"]
    text = shortcuts_html(window.menuBar())
    assert "Ctrl+Z, Alt+Backspace" in text and "F14" not in text


def test_a_cut_off_areas_hexes_are_listed_in_hex_id_order():
    m = HexMap(8, 8, "pit")
    for c, r in [(c, r) for c in range(8) for r in range(8) if c in (0, 7) or r in (0, 7) or (c, r) == (4, 4)]:
        m.level[r, c] = 0
    m.level[1:7, 1:7] = -5                                  # a deep pit a tracked vehicle cannot climb out of
    m.level[3:5, 2:6] = 0                                   # an island in it: cut off
    [finding] = [f for f in check_map(m) if f.rule == "unreachable-area"]
    assert list(finding.hexes) == sorted(finding.hexes) and len(finding.hexes) > 2
