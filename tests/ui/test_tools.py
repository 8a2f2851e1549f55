"""Every tool driven with the mouse as a user would; the map and the picture are checked."""

import numpy as np
from PySide6.QtCore import Qt

from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.paint import Paint
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.render.style import default_style

from .helpers import click, close, colour_at, drag

STYLE = default_style()
WOODS, WATER = BASE_INDEX["light_woods"], BASE_INDEX["water"]


def base_at(window, col, row):
    return int(window.hex_map.base[row, col])


def test_brush_paints_a_hex_and_the_picture_shows_it(qtbot, window):
    window.palette.select("base", "light_woods")
    before = colour_at(window, 3, 3)
    click(qtbot, window, 3, 3)
    assert base_at(window, 3, 3) == WOODS
    assert base_at(window, 4, 3) == 0
    assert close(colour_at(window, 3, 3), STYLE.fill(WOODS, 0, 0))
    assert not close(before, STYLE.fill(WOODS, 0, 0))
    assert close(colour_at(window, 4, 3), STYLE.fill(0, 0, 0))


def test_one_drag_with_the_7_hex_brush_is_one_undo_step(qtbot, window):
    window.palette.select("base", "heavy_woods")
    qtbot.keyClick(window.view, Qt.Key.Key_BracketRight)
    assert window.state.radius == 1
    drag(qtbot, window, [(3, 3), (4, 3), (5, 4), (6, 4)])
    painted = window.hex_map.base == BASE_INDEX["heavy_woods"]
    assert painted[3, 3] and painted[4, 6] and painted[2, 3] and painted[4, 7]   # centres and rims
    assert 7 < painted.sum() <= 4 * 7
    stack = window.document.undo_stack
    assert stack.count() == 1
    stack.undo()
    assert not window.hex_map.base.any()
    assert close(colour_at(window, 3, 3), STYLE.fill(0, 0, 0))
    stack.redo()
    assert np.array_equal(window.hex_map.base == BASE_INDEX["heavy_woods"], painted)
    drag(qtbot, window, [(8, 8), (8, 9)])
    assert stack.count() == 2


def test_water_depth_from_the_palette_is_painted_and_shaded(qtbot, window):
    window.palette.select("base", "water")
    depth = window.palette.param_inputs[0][1]
    depth.setValue(3)
    click(qtbot, window, 5, 5)
    assert window.hex_map.cell(5, 5).base == "water" and window.hex_map.cell(5, 5).param("depth") == 3
    assert close(colour_at(window, 5, 5), STYLE.fill(WATER, 3, 0))
    assert not close(colour_at(window, 5, 5), STYLE.fill(WATER, 1, 0))


def test_add_and_remove_a_modification(qtbot, window):
    window.palette.select("mod", "mud")
    click(qtbot, window, 2, 2)
    assert window.hex_map.cell(2, 2).has("mud")
    window.palette.form.itemAt(0, window.palette.form.ItemRole.FieldRole)  # the Add/Remove row exists
    qtbot.mouseClick(window.palette.mod_mode.buttons()[1], Qt.MouseButton.LeftButton)
    assert window.state.paint == Paint("remove_mod", "mud")
    click(qtbot, window, 2, 2)
    assert not window.hex_map.mods[2, 2]


def test_raise_lower_and_set_level(qtbot, window):
    window.palette.select("raise")
    drag(qtbot, window, [(2, 2), (3, 2), (2, 2)])   # back over a hex: still raised once
    assert window.hex_map.level[2, 2] == 1 and window.hex_map.level[2, 3] == 1
    assert close(colour_at(window, 2, 2), STYLE.fill(0, 0, 1))
    window.palette.select("lower")
    click(qtbot, window, 3, 2)
    assert window.hex_map.level[2, 3] == 0
    window.palette.select("set_level")
    window.palette.value.setValue(3)
    click(qtbot, window, 4, 4)
    assert window.hex_map.level[4, 4] == 3
    assert close(colour_at(window, 4, 4), STYLE.fill(0, 0, 3))


def test_gravel_pile_and_industrial_heights(qtbot, window):
    window.palette.select("height", "gravel_pile")
    window.palette.value.setValue(3)
    click(qtbot, window, 2, 3)
    window.palette.select("height", "heavy_industrial")
    window.palette.value.setValue(5)
    click(qtbot, window, 3, 3)
    assert window.hex_map.cell(2, 3).base == "gravel_pile" and window.hex_map.cell(2, 3).param("height") == 3
    assert window.hex_map.cell(3, 3).param("height") == 5
    assert close(colour_at(window, 3, 3), STYLE.fill(BASE_INDEX["heavy_industrial"], 0, 0))


def test_bucket_fill_stops_at_other_terrain(qtbot, window):
    m = window.hex_map
    wall = {(5, r): parse_cell("heavy_woods") for r in range(m.height)}
    window.document.push(set_cells(m, wall), "wall")
    window.palette.select("base", "water")
    qtbot.keyClick(window.view, Qt.Key.Key_F)
    click(qtbot, window, 2, 2)
    assert (m.base[:, :5] == WATER).all()
    assert (m.base[:, 6:] == 0).all() and (m.base[:, 5] == BASE_INDEX["heavy_woods"]).all()
    assert close(colour_at(window, 3, 4), STYLE.fill(WATER, 1, 0))
    assert close(colour_at(window, 6, 4), STYLE.fill(0, 0, 0))


def test_eyedropper_picks_the_whole_hex_and_returns_to_the_brush(qtbot, window):
    window.document.push(set_cells(window.hex_map, {(6, 6): parse_cell("water:2 +ice @1")}), "water")
    qtbot.keyClick(window.view, Qt.Key.Key_I)
    assert window.scene.tool.name == "Eyedropper"
    click(qtbot, window, 6, 6)
    assert window.state.paint == Paint.of_hex(parse_cell("water:2 +ice @1"))
    assert window.palette.current.text() == "<b>Paint:</b> Hex: Water (depth 2), ice, level 1"
    assert window.scene.tool.name == "Brush"
    assert window.palette.param_inputs[0][1].value() == 2
    click(qtbot, window, 2, 6)
    assert window.hex_map.cell(2, 6) == parse_cell("water:2 +ice @1")


def test_eyedropper_with_alt_picks_the_base_terrain_alone(qtbot, window):
    window.document.push(set_cells(window.hex_map, {(6, 6): parse_cell("water:2 +ice @1")}), "water")
    qtbot.keyClick(window.view, Qt.Key.Key_I)
    click(qtbot, window, 6, 6, Qt.KeyboardModifier.AltModifier)
    assert window.state.paint == Paint("base", "water", (2,))
    click(qtbot, window, 2, 6)
    assert window.hex_map.cell(2, 6) == parse_cell("water:2")


def test_bucket_fill_takes_the_same_hex_or_the_same_base_terrain(qtbot, window):
    m = window.hex_map
    window.document.push(set_cells(m, {(c, 4): parse_cell("light_woods @1") for c in range(4)}
                                   | {(c, 4): parse_cell("light_woods") for c in range(4, 8)}), "woods")
    window.palette.select("base", "rough")
    qtbot.keyClick(window.view, Qt.Key.Key_F)
    click(qtbot, window, 1, 4)                      # the same hex: the woods at level 1 only
    assert (m.base[4, :4] == BASE_INDEX["rough"]).all() and (m.base[4, 4:8] == WOODS).all()
    assert close(colour_at(window, 5, 4), STYLE.fill(WOODS, 0, 0))
    window.undo_action.trigger()
    window.fill_actions["base"].trigger()
    click(qtbot, window, 1, 4)                      # the same base terrain: all the woods
    assert (m.base[4, :8] == BASE_INDEX["rough"]).all() and (m.base[:4] == 0).all()
    assert close(colour_at(window, 5, 4), STYLE.fill(BASE_INDEX["rough"], 0, 0))


def test_rectangle_selection_then_paint_and_clear(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_S)
    drag(qtbot, window, [(1, 1), (2, 2), (3, 2)])
    m = window.hex_map
    assert sorted(window.document.selected_hexes()) == [(c, r) for c in (1, 2, 3) for r in (1, 2)]
    window.palette.select("base", "rough")
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert (m.base[1:3, 1:4] == BASE_INDEX["rough"]).all() and (m.base != 0).sum() == 6
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert not m.base.any()
    click(qtbot, window, 7, 7, Qt.KeyboardModifier.ShiftModifier)
    assert len(window.document.selection) == 7


def test_brush_selection_with_the_7_hex_brush(qtbot, window):
    window.state.set_radius(1)
    qtbot.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ShiftModifier)
    assert window.scene.tool.name == "Brush select"
    click(qtbot, window, 4, 4)
    assert len(window.document.selection) == 7
    assert window.hex_dock.text.toPlainText().startswith("7 hexes selected")


def test_status_bar_shows_the_hex_under_the_pointer(qtbot, window):
    window.document.push(set_cells(window.hex_map, {(6, 6): parse_cell("light_woods +mud")}), "x")
    from .helpers import move
    move(qtbot, window, 6, 6)
    assert "0707" in window.hex_label.text() and "Light woods, mud" in window.hex_label.text()
    assert "0707" in window.hex_dock.text.toPlainText()


def test_far_zoom_draws_the_overview_colours(qtbot, window):
    window.document.push(set_cells(window.hex_map, {(c, r): parse_cell("water:2") for c in range(8)
                                                    for r in range(8)}), "lake")
    window.view.resetTransform()
    window.view.scale(0.1, 0.1)
    window.view.centerOn(*window.layout_.center(4, 4))
    assert close(colour_at(window, 4, 4), STYLE.fill(WATER, 2, 0))
    assert close(colour_at(window, 12, 12), STYLE.fill(0, 0, 0))
