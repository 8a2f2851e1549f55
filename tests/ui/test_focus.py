"""The map owns the keyboard only when it has focus: keys typed in a text or number field are the
field's (Enter applies the field, letters are text), and never paint or switch tools."""

from PySide6.QtCore import Qt

from hmeditor.core.vocabulary import BASE_INDEX

from .helpers import click


def select_hexes(window, hexes):
    m = window.hex_map
    window.document.set_selection([m.flat(c, r) for c, r in hexes])


def type_into(qtbot, widget, text):
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    widget.selectAll()
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def test_enter_in_the_calculator_does_not_paint_the_selection(qtbot, window):
    select_hexes(window, [(2, 2), (3, 3)])
    window.palette.select("base", "light_woods")
    type_into(qtbot, window.calculator.from_hex, "0505")
    assert window.document.undo_stack.count() == 0
    assert not window.hex_map.base.any()
    assert window.calculator.from_hex.text() == "0505"


def test_enter_in_temperature_applies_it_while_hexes_are_selected(qtbot, window):
    select_hexes(window, [(2, 2)])
    temperature = window.conditions.inputs["temperature"]
    type_into(qtbot, temperature, "-20")
    assert window.hex_map.condition("temperature") == -20
    assert not window.hex_map.base.any()


def press_keys(qtbot, widget, *keys):
    """Keys typed with `widget` holding the keyboard."""
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    for key in keys:
        qtbot.keyClick(widget, key)


def test_tool_letters_typed_in_a_field_are_text(qtbot, window):
    field = window.calculator.to_hex
    press_keys(qtbot, field, Qt.Key.Key_L, Qt.Key.Key_F, Qt.Key.Key_R)
    assert window.scene.tool.name == "Brush"
    assert field.text().lower() == "lfr"
    select_hexes(window, [(2, 2)])
    press_keys(qtbot, field, Qt.Key.Key_Delete, Qt.Key.Key_Escape, Qt.Key.Key_BracketRight)
    assert window.state.radius == 0 and len(window.document.selection) == 1


def test_tool_letters_in_a_drop_down_list_do_not_switch_tools(qtbot, window):
    press_keys(qtbot, window.calculator.weapon, Qt.Key.Key_L, Qt.Key.Key_F, Qt.Key.Key_H)
    assert window.scene.tool.name == "Brush"
    assert not window.heat_action.isChecked()


def test_the_map_keys_work_when_the_map_has_focus(qtbot, window):
    window.palette.select("base", "rough")
    assert window.view.hasFocus(), "the map has the keyboard when the window opens"
    select_hexes(window, [(1, 1)])
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.hex_map.base[1, 1] == BASE_INDEX["rough"]
    qtbot.keyClick(window.view, Qt.Key.Key_L)
    assert window.scene.tool.name == "Line of sight"


def test_clicking_the_map_takes_the_keyboard_from_a_field(qtbot, window):
    field = window.calculator.from_hex
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    click(qtbot, window, 4, 4)
    assert window.view.hasFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_F)
    assert window.scene.tool.name == "Fill"


def test_a_palette_click_returns_the_keyboard_to_the_map(qtbot, window):
    tree = window.palette.tree
    item = window.palette.items[("base", "water")]
    tree.setFocus()
    tree.scrollToItem(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(item).center())
    assert window.state.paint.name == "water"
    assert window.view.hasFocus()
