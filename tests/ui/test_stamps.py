"""Stamps: the selection saved under a name in the stamp folder, shown with a thumbnail, placed
like a paste; names checked, replacing and deleting asked first."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.model import HexMap
from hmeditor.core.pieces import piece_from_text
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.render.style import default_style

from .helpers import click, close, colour_at, move

STYLE = default_style()


@pytest.fixture
def ford(make_window, monkeypatch):
    """A window with a ford (water with a road across, woods north and south) selected, and a name to give."""
    m = HexMap(16, 17, "river")
    set_cells(m, {(2, 2): parse_cell("water:1 +road"), (2, 1): parse_cell("light_woods"),
                  (2, 3): parse_cell("light_woods")}).apply(m)
    window = make_window(m)
    window.document.set_selection([m.flat(2, 1), m.flat(2, 2), m.flat(2, 3)])
    answers = {"name": ("Ford", True), "replace": QMessageBox.StandardButton.Yes}
    monkeypatch.setattr(QInputDialog, "getText", lambda *a: answers["name"])
    monkeypatch.setattr(QMessageBox, "question", lambda *a: answers["replace"])
    window.answers = answers
    return window


def test_a_saved_stamp_is_a_file_in_the_stamp_folder_with_a_thumbnail(ford, tmp_path):
    ford.stamps.save_button.click()
    path = tmp_path / "stamps" / "Ford.hmap"
    piece = piece_from_text(path.read_text(encoding="utf-8"))
    assert piece.hex_count == 3 and piece.hexes.cell(0, 1) == parse_cell("water:1 +road")
    item = ford.stamps.list.item(0)
    assert item.text() == "Ford" and "3 hexes" in item.toolTip()
    icon = item.icon().pixmap(72, 72).toImage()
    colours = {icon.pixelColor(x, y).rgb() for x in range(0, 72, 4) for y in range(0, 72, 4)}
    assert STYLE.fill(BASE_INDEX["light_woods"], 0, 0).rgb() in colours      # drawn by the map's painter


def test_a_stamp_clicked_floats_and_is_put_down_like_a_paste(qtbot, ford):
    ford.stamps.save_button.click()
    move(qtbot, ford, 8, 8)
    ford.stamps.list.itemClicked.emit(ford.stamps.list.item(0))
    assert ford.scene.tool is ford.pieces.tool
    click(qtbot, ford, 8, 9)                        # the water, the middle of the stamp, under the pointer
    m = ford.hex_map
    expected = [parse_cell(t) for t in ("light_woods", "water:1 +road", "light_woods")]
    assert [m.cell(8, r) for r in (8, 9, 10)] == expected
    assert ford.document.undo_stack.undoText() == "Stamp Ford"
    qtbot.keyClick(ford.view, Qt.Key.Key_Escape)
    assert close(colour_at(ford, 8, 8), STYLE.fill(BASE_INDEX["light_woods"], 0, 0))
    ford.undo_action.trigger()
    assert not m.base[8:11, 8].any()


def test_a_name_that_is_no_file_name_is_refused_and_replacing_is_asked(ford, monkeypatch, tmp_path):
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    ford.answers["name"] = ("../elsewhere", True)
    ford.pieces.save_stamp()
    assert said == ["Not saved: a stamp's name is some text without / or \\ that does not start with a dot."]
    assert not (tmp_path / "stamps").exists()
    ford.answers["name"] = ("Ford", True)
    ford.pieces.save_stamp()
    ford.document.set_selection([ford.hex_map.flat(2, 3)])
    ford.answers["replace"] = QMessageBox.StandardButton.No
    ford.pieces.save_stamp()
    assert piece_from_text((tmp_path / "stamps" / "Ford.hmap").read_text(encoding="utf-8")).hex_count == 3


def test_delete_asks_and_a_stamp_file_that_does_not_read_is_listed_with_why(ford, tmp_path):
    ford.stamps.save_button.click()
    (tmp_path / "stamps" / "Broken.hmap").write_text("size: [0, 3]\n", encoding="utf-8")
    ford.stamps.refresh()
    broken = ford.stamps.list.item(0)
    assert broken.text() == "Broken" and broken.toolTip().startswith("Cannot be read:")
    assert not broken.flags() & Qt.ItemFlag.ItemIsEnabled
    ford.stamps.list.setCurrentRow(1)
    ford.stamps.delete_button.click()
    assert not (tmp_path / "stamps" / "Ford.hmap").exists() and ford.stamps.list.count() == 1
