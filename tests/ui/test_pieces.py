"""Copy, cut, paste (placed, turned, mirrored, dropped) and moving the selection by dragging it,
driven with the mouse and keys in the window; the map and the picture are checked."""

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication

from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.model import HexMap
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.render.style import default_style
from hmeditor.ui.pieceitem import OPACITY
from hmeditor.ui.pieces import MIME

from .helpers import click, close, colour_at, drag, move

STYLE = default_style()
WOODS, WATER, ROUGH = (BASE_INDEX[n] for n in ("heavy_woods", "water", "rough"))
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def three_hexes() -> HexMap:
    """Heavy woods at 0304 with water north of it (0303) and rough south-east of it (0404)."""
    m = HexMap(16, 17, "three")
    set_cells(m, {(2, 3): parse_cell("heavy_woods"), (2, 2): parse_cell("water:2"),
                  (3, 3): parse_cell("rough @1")}).apply(m)
    return m


def keys(qtbot, window, key, modifier=Qt.KeyboardModifier.NoModifier):
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.keyClick(window.view, key, modifier)


def copy_three(qtbot, window):
    """The three hexes selected and copied (the select tool in hand): the woods is their middle."""
    window.tool_actions[window.tool("Select")].trigger()
    window.document.set_selection([window.hex_map.flat(c, r) for c, r in ((2, 3), (2, 2), (3, 3))])
    keys(qtbot, window, Qt.Key.Key_C, CTRL)


def bases(window, hexes) -> list[int]:
    return [int(window.hex_map.base[r, c]) for c, r in hexes]


def blend(top: QColor, under: QColor) -> QColor:
    return QColor(*(round(OPACITY * a + (1 - OPACITY) * b) for a, b in zip(top.getRgb()[:3], under.getRgb()[:3])))


def test_copy_puts_the_piece_on_the_clipboard_as_hmap_text(qtbot, make_window):
    window = make_window(three_hexes())
    copy_three(qtbot, window)
    data = QGuiApplication.clipboard().mimeData()
    assert data.hasFormat(MIME) and data.text().startswith("hmeditor: 1\n")
    assert '"0102": heavy_woods' in data.text() and bytes(data.data(MIME)).decode() == data.text()
    assert window.document.undo_stack.count() == 0


def test_a_paste_floats_under_the_pointer_and_a_click_puts_it_down_as_one_undo_step(qtbot, make_window):
    window = make_window(three_hexes())
    copy_three(qtbot, window)
    move(qtbot, window, 6, 6)
    keys(qtbot, window, Qt.Key.Key_V, CTRL)
    assert window.scene.tool is window.pieces.tool
    move(qtbot, window, 6, 7)               # the piece's middle hex (the woods) follows the pointer
    assert window.hex_map.base[7, 6] == 0   # nothing is put down yet, but the picture shows it floating
    assert close(colour_at(window, 6, 7), blend(STYLE.fill(WOODS, 0, 0), STYLE.fill(0, 0, 0)))
    assert close(colour_at(window, 6, 6), blend(STYLE.fill(WATER, 2, 0), STYLE.fill(0, 0, 0)))
    click(qtbot, window, 6, 7)
    assert bases(window, [(6, 7), (6, 6), (7, 7)]) == [WOODS, WATER, ROUGH] and window.hex_map.level[7, 7] == 1
    assert window.scene.tool is window.tool("Select") and window.document.undo_stack.count() == 1
    assert sorted(window.document.selected_hexes()) == [(6, 6), (6, 7), (7, 7)]
    keys(qtbot, window, Qt.Key.Key_Escape)          # the placed hexes are selected: Esc deselects them
    assert close(colour_at(window, 6, 7), STYLE.fill(WOODS, 0, 0))
    window.undo_action.trigger()
    assert bases(window, [(6, 7), (6, 6), (7, 7)]) == [0, 0, 0]
    assert close(colour_at(window, 6, 7), STYLE.fill(0, 0, 0))
    window.redo_action.trigger()
    assert bases(window, [(6, 7), (6, 6), (7, 7)]) == [WOODS, WATER, ROUGH]


def test_r_turns_the_floating_piece_and_m_mirrors_it_about_the_hex_under_the_pointer(qtbot, make_window):
    window = make_window(three_hexes())
    copy_three(qtbot, window)
    move(qtbot, window, 6, 7)
    keys(qtbot, window, Qt.Key.Key_V, CTRL)
    keys(qtbot, window, Qt.Key.Key_R)               # 60 degrees clockwise: north goes north-east
    assert window.scene.tool is window.pieces.tool  # not the Reach tool
    click(qtbot, window, 6, 7)
    assert bases(window, [(6, 7), (7, 6), (6, 8)]) == [WOODS, WATER, ROUGH]
    keys(qtbot, window, Qt.Key.Key_V, CTRL)
    move(qtbot, window, 10, 7)
    keys(qtbot, window, Qt.Key.Key_M)               # left to right: the rough goes south-west
    click(qtbot, window, 10, 7)
    assert bases(window, [(10, 7), (10, 6), (9, 7)]) == [WOODS, WATER, ROUGH]
    keys(qtbot, window, Qt.Key.Key_V, CTRL)
    move(qtbot, window, 10, 12)
    keys(qtbot, window, Qt.Key.Key_M, SHIFT)        # top to bottom: the water goes south, the rough north-east
    keys(qtbot, window, Qt.Key.Key_R, SHIFT)        # then anticlockwise: south to south-east, north-east to north
    click(qtbot, window, 10, 12)
    assert bases(window, [(10, 12), (11, 12), (10, 11)]) == [WOODS, WATER, ROUGH]
    assert window.document.undo_stack.count() == 3


def test_a_piece_clicked_down_off_the_map_floats_on(qtbot, make_window):
    window = make_window(three_hexes())
    copy_three(qtbot, window)
    window.view.centerOn(*window.layout_.center(0, 0))
    move(qtbot, window, -3, 2)
    keys(qtbot, window, Qt.Key.Key_V, CTRL)
    click(qtbot, window, -3, 2)
    assert window.scene.tool is window.pieces.tool and window.document.undo_stack.count() == 0
    click(qtbot, window, 1, 2)
    assert window.document.undo_stack.count() == 1 and window.hex_map.cell(1, 2).base == "heavy_woods"


def test_esc_drops_the_floating_piece_and_then_deselects_as_before(qtbot, make_window):
    window = make_window(three_hexes())
    copy_three(qtbot, window)
    move(qtbot, window, 8, 8)
    keys(qtbot, window, Qt.Key.Key_V, CTRL)
    keys(qtbot, window, Qt.Key.Key_Escape)
    assert window.scene.tool is window.tool("Select") and len(window.document.selection) == 3
    click(qtbot, window, 9, 9)                      # the select tool again: selects, puts nothing down
    assert window.document.undo_stack.count() == 0 and window.document.selected_hexes() == [(9, 9)]
    assert not window.pieces.item.isVisible() or window.pieces.item.piece is None
    keys(qtbot, window, Qt.Key.Key_Escape)
    assert len(window.document.selection) == 0
    keys(qtbot, window, Qt.Key.Key_R)
    assert window.scene.tool is window.tool("Reach")


def test_dragging_the_selection_moves_it_in_one_undo_step(qtbot, make_window):
    window = make_window(three_hexes())
    copy_three(qtbot, window)
    drag(qtbot, window, [(2, 3), (4, 4), (6, 5)])       # picked up by the woods, let go four columns right
    assert bases(window, [(2, 3), (2, 2), (3, 3)]) == [0, 0, 0]
    assert bases(window, [(6, 5), (6, 4), (7, 5)]) == [WOODS, WATER, ROUGH]
    assert sorted(window.document.selected_hexes()) == [(6, 4), (6, 5), (7, 5)]
    keys(qtbot, window, Qt.Key.Key_Escape)
    assert close(colour_at(window, 2, 3), STYLE.fill(0, 0, 0))
    assert close(colour_at(window, 6, 5), STYLE.fill(WOODS, 0, 0))
    assert window.document.undo_stack.count() == 1
    window.undo_action.trigger()
    assert window.hex_map == three_hexes()
    window.document.set_selection([window.hex_map.flat(3, 3)])
    drag(qtbot, window, [(3, 3), (3, 3)])               # let go where it was picked up: nothing happens
    assert window.document.undo_stack.count() == 1 and window.hex_map == three_hexes()


def test_cut_clears_the_selection_and_pastes_elsewhere(qtbot, make_window):
    window = make_window(three_hexes())
    window.document.set_selection([window.hex_map.flat(c, r) for c, r in ((2, 3), (2, 2), (3, 3))])
    keys(qtbot, window, Qt.Key.Key_X, CTRL)
    assert not window.hex_map.base.any()
    move(qtbot, window, 7, 8)
    keys(qtbot, window, Qt.Key.Key_V, CTRL)
    click(qtbot, window, 7, 8)
    assert bases(window, [(7, 8), (7, 7), (8, 9)]) == [WOODS, WATER, ROUGH]     # a lower column: SE is a row down
    assert window.document.undo_stack.count() == 2


def test_map_text_pastes_as_a_piece_and_other_text_is_refused_in_the_status_bar(qtbot, make_window):
    window = make_window()
    QGuiApplication.clipboard().setText('hmeditor: 1\nsize: [1, 1]\nhexes:\n  "0101": magma_crust @2\n')
    move(qtbot, window, 5, 5)
    keys(qtbot, window, Qt.Key.Key_V, CTRL)
    click(qtbot, window, 5, 5)
    assert window.hex_map.cell(5, 5) == parse_cell("magma_crust @2")
    QGuiApplication.clipboard().setText("a shopping list")
    keys(qtbot, window, Qt.Key.Key_V, CTRL)
    assert window.scene.tool is not window.pieces.tool
    assert window.statusBar().currentMessage().startswith("Nothing to paste: the clipboard:1: not a map file")


def test_ctrl_c_in_a_text_field_is_the_fields(qtbot, make_window):
    window = make_window(three_hexes())
    window.document.set_selection(np.arange(10))
    QGuiApplication.clipboard().setText("before")
    field = window.calculator.to_hex
    field.setText("0505")
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_C, CTRL)
    assert QGuiApplication.clipboard().text() == "0505"


def test_a_program_that_copied_a_piece_exits_cleanly_and_leaves_it_as_text(qapp):
    """Qt frees what the clipboard holds after Python is gone: a QMimeData made in Python crashed the
    exit (SIGSEGV). At exit the piece is left as plain text, which still pastes."""
    import subprocess
    import sys

    from hmeditor.core.pieces import piece_of
    from hmeditor.ui import pieces
    program = ("from PySide6.QtWidgets import QApplication\napp = QApplication([])\n"
               "from hmeditor.core.model import HexMap\nfrom hmeditor.core.pieces import piece_of\n"
               "from hmeditor.ui.pieces import put_on_clipboard\n"
               "put_on_clipboard(piece_of(HexMap(4, 4, 'x'), [0, 1, 5])[0])\n")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-500:]
    pieces.put_on_clipboard(piece_of(HexMap(4, 4, "x"), [0, 1, 5])[0])
    pieces._leave_as_text()
    assert not QGuiApplication.clipboard().mimeData().hasFormat(MIME)
    assert pieces.piece_on_clipboard().hex_count == 3
