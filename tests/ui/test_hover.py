"""The hex dock and the status bar show the hex under the pointer as it is now: not a hex of the
map opened before, not the hex before the paint that just changed it, with the labels the map shows."""

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from hmeditor.core import edits
from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap

from ..conftest import MAPS
from .helpers import click, move


def test_another_map_does_not_show_the_hex_of_the_one_before(qtbot, make_window, tmp_path):
    window = make_window(read_map(MAPS / "open-terrain-2-movement-example.hmap"))
    window.view.centerOn(*window.layout_.center(6, 7))      # the offscreen screen is 800 x 600
    move(qtbot, window, 6, 7)
    assert "blizzard" in window.hex_dock.text.toPlainText() and window.hex_label.text().startswith("0708")
    write_map(HexMap(16, 17, "plain"), tmp_path / "plain.hmap")
    QApplication.sendEvent(window.view, QEvent(QEvent.Type.Leave))     # off to File > Open
    window.files.open_file(str(tmp_path / "plain.hmap"))
    text = window.hex_dock.text.toPlainText()
    assert "blizzard" not in text and "0708" not in text and "Point at a hex" in text
    assert window.hex_label.text() == ""


def test_the_status_bar_follows_a_paint_at_once(qtbot, window):
    window.palette.select("base", "heavy_woods")
    move(qtbot, window, 3, 3)
    assert "Clear" in window.hex_label.text()
    click(qtbot, window, 3, 3)
    assert "Heavy woods" in window.hex_label.text()
    assert "Heavy woods" in window.hex_dock.text.toPlainText()


def test_the_hex_dock_labels_are_the_map_labels(qtbot, window):
    window.document.push(edits.set_level(window.hex_map, [(4, 4)], 2), "hill")
    window.document.push(edits.paint_base(window.hex_map, [(4, 4)], "light_woods"), "woods")
    move(qtbot, window, 4, 4)
    assert "LEVEL 2 · LT WOODS" in window.hex_dock.text.toPlainText()
    assert "light_woods" not in window.hex_dock.text.toPlainText()


def test_leaving_the_map_clears_the_status_bar_but_the_dock_stays_to_be_read(qtbot, window):
    move(qtbot, window, 4, 4)
    QApplication.sendEvent(window.view, QEvent(QEvent.Type.Leave))
    assert window.hex_label.text() == ""
    assert "0505" in window.hex_dock.text.toPlainText()
    assert not len(window.scene.brush_item.flat)


def test_undo_texts_and_condition_values_are_words(window):
    window.conditions.set("temperature", -20)
    assert window.document.undo_stack.undoText() == "Set temperature"
    light = window.conditions.inputs["light"]
    assert light.itemText(light.findData("full_moon")) == "Full moon"


def test_a_pan_under_the_resting_pointer_updates_the_hex_dock_once_the_view_rests(qtbot, window):
    """The status bar follows the hex that comes under the pointer at once; the hex dock (laying out
    its tables takes longer than a frame) once the view stops moving."""
    window.document.push(edits.paint_base(window.hex_map, [(5, 4)], "heavy_woods"), "woods")
    move(qtbot, window, 3, 4)
    assert window.hex_dock.shown[0] == (3, 4)
    bar = window.view.horizontalScrollBar()
    bar.setValue(bar.value() + round(2 * 0.75 * 2 * window.layout_.size * window.view.scale_factor))   # 2 columns
    assert window.scene.hover_hex == (5, 4) and window.hex_label.text().startswith("0605")
    assert window.hex_dock.shown[0] == (3, 4)                   # not while the view moves
    qtbot.waitUntil(lambda: window.hex_dock.shown[0] == (5, 4))
    assert "Heavy woods" in window.hex_dock.text.toPlainText()


def test_a_zoom_under_the_resting_pointer_updates_the_hex_dock_once_the_view_rests(qtbot, window):
    """As with a pan: each wheel step brings another hex under the pointer, which the status bar
    shows at once and the hex dock once the zoom stops (a zoom scrolls the view as it scales it)."""
    move(qtbot, window, 6, 4)
    assert window.hex_dock.shown[0] == (6, 4)
    for _ in range(6):
        window.view.zoom_by(0.8)
        if window.scene.hover_hex != (6, 4):
            break
    hover = window.scene.hover_hex
    assert hover != (6, 4) and window.hex_label.text().startswith(window.hex_map.hex_id(*hover))
    assert window.hex_dock.shown[0] == (6, 4)                   # not while the view moves
    qtbot.waitUntil(lambda: window.hex_dock.shown[0] == hover)
