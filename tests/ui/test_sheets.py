"""Map > Turn 180 degrees, Mirror and Assemble sheets, driven in the window; the picture is checked."""

from PySide6.QtWidgets import QMessageBox, QPushButton

from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.render.style import default_style
from hmeditor.render.thumbnails import thumbnail
from hmeditor.ui.sheets import PREVIEW, AssembleDialog

from .helpers import close, colour_at

STYLE = default_style()
WOODS, WATER = BASE_INDEX["heavy_woods"], BASE_INDEX["water"]


def map_action(window, text: str):
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Map")
    return next(a for a in menu.actions() if a.text().replace("&", "") == text)


def small_map(width: int = 8) -> HexMap:
    m = HexMap(width, 8, "small")
    set_cells(m, {(3, 3): parse_cell("heavy_woods"), (3, 4): parse_cell("water:2")}).apply(m)
    return m


def test_turn_180_degrees_puts_each_hex_where_the_turned_sheet_has_it_and_undoes(qtbot, make_window):
    window = make_window(small_map())
    map_action(window, "Turn 180 degrees").trigger()
    assert window.hex_map.cell(4, 4).base == "heavy_woods" and window.hex_map.cell(4, 3).base == "water"
    assert close(colour_at(window, 4, 4), STYLE.fill(WOODS, 0, 0))
    assert close(colour_at(window, 4, 3), STYLE.fill(WATER, 2, 0))
    assert close(colour_at(window, 3, 3), STYLE.fill(0, 0, 0))
    assert window.document.undo_stack.count() == 1
    window.undo_action.trigger()
    assert close(colour_at(window, 3, 3), STYLE.fill(WOODS, 0, 0))


def test_an_odd_width_is_not_turned_and_says_why(qtbot, make_window, monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    window = make_window(small_map(7))
    map_action(window, "Turn 180 degrees").trigger()
    assert said == ["This map cannot be turned: a map 7 hexes wide cannot be turned 180 degrees: on an odd width "
                    "the turn would move every other column half a hex (resize it to an even width first)."]
    assert window.document.undo_stack.count() == 0


def test_mirror_explains_why_a_sheet_does_not_mirror_and_offers_the_turn(qtbot, make_window, monkeypatch):
    shown = []

    def take_the_turn(box):
        shown.append(box.text())
        next(b for b in box.buttons() if b.text() == "Turn 180 degrees").click()
        return 0
    monkeypatch.setattr(QMessageBox, "exec", take_the_turn)
    window = make_window(small_map())
    map_action(window, "Mirror...").trigger()
    assert "every other column sits half a hex lower" in shown[0]
    assert window.hex_map.cell(4, 4).base == "heavy_woods"


def test_the_assembly_dialog_previews_the_grid_and_refuses_sizes_that_do_not_line_up(qtbot, window, tmp_path):
    write_map(small_map(), tmp_path / "a.hmap")
    write_map(HexMap(16, 9, "tall"), tmp_path / "tall.hmap")
    dialog = AssembleDialog(HexMap(8, 8, "first"), window.scene.map_item.map_painter, str(tmp_path), window)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled() and dialog.status.text() == "Choose a map for each of the 2 places."
    dialog.set_map(1, str(tmp_path / "tall.hmap"))
    assert not ok.isEnabled()
    assert dialog.status.text() == "These maps do not line up: the maps of row 1 must have one height: first 8 x 8, " \
                                   "tall 16 x 9."
    dialog.set_map(1, str(tmp_path / "a.hmap"))
    dialog.turned[1].setChecked(True)
    assert ok.isEnabled() and dialog.status.text() == "16 x 8 hexes"
    assert dialog.result.cell(8 + 4, 4).base == "heavy_woods"
    picture = dialog.preview.pixmap().toImage()
    assert picture == thumbnail(window.scene.map_item.map_painter, dialog.result, PREVIEW).convertToFormat(
        picture.format())
    assert picture.pixelColor(picture.width() // 2, picture.height() // 2).alpha() > 200     # the map is drawn
    dialog.rows.setValue(2)
    assert not ok.isEnabled() and dialog.turned[1].isChecked() and len(dialog.turned) == 4
    choosers = [b.text() for b in dialog.findChildren(QPushButton) if b.isVisibleTo(dialog) and b not in
                dialog.buttons.buttons()]
    assert choosers == ["This map", "a.hmap", "Choose a map...", "Choose a map..."]      # the old ones are gone


def test_the_librarys_add_to_assembly_opens_the_assembly_with_that_map(qtbot, make_window, tmp_path, monkeypatch):
    window = make_window(small_map())
    write_map(small_map(), tmp_path / "east.hmap")
    shown = []
    monkeypatch.setattr(AssembleDialog, "exec", lambda dialog: shown.append(dialog) or True)
    assert window.library.assemble_button.isVisibleTo(window.library)
    window.library.assemble_map.emit(str(tmp_path / "east.hmap"))
    [dialog] = shown
    assert dialog.names[1] == "east.hmap" and dialog.result is not None
    assert window.hex_map.size == (16, 8) and window.document.undo_stack.count() == 1
