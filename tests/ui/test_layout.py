"""The window's layout: the check beside the conditions, room for the calculator's answer, the
layout remembered, findings marked on the map, whole finding texts, a banner that neither covers
the rows being edited nor stays, and the level tools at the top of the palette with icons."""

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QCursor
from PySide6.QtWidgets import QApplication

from hmeditor.core import edits
from hmeditor.core.hexgrid import offsets_in_disk
from hmeditor.core.model import HexMap
from hmeditor.ui import findingmarks
from tests.maps import make_map

from .helpers import close, cut_tab_names
from .test_check_outline import two_frozen_mud_map


def shown(widget) -> bool:
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


def test_the_check_stays_in_view_while_the_conditions_change(window):
    window.docks["conditions"].raise_()
    assert shown(window.conditions.inputs["weather"]) and shown(window.check_dock.list)
    window.docks["calculator"].raise_()
    assert shown(window.calculator.result) and shown(window.check_dock.list)


def test_the_calculator_answer_has_room(window):
    window.docks["calculator"].raise_()
    window.calculator.set_hexes((7, 7), (6, 7))
    result = window.calculator.result
    assert result.viewport().height() >= 12 * result.fontMetrics().lineSpacing()


def test_the_dock_layout_and_window_size_are_remembered(make_window):
    first = make_window()
    first.resize(760, 560)
    size = first.size()
    assert size != make_window().size()
    first.docks["minimap"].hide()
    first.docks["calculator"].raise_()
    first.close()
    again = make_window()
    assert again.size() == size
    assert not again.docks["minimap"].isVisible()
    assert shown(again.calculator_dock)


def badge_colour(window, col, row) -> QColor:
    x, y = window.layout_.center(col, row)
    s = window.layout_.size
    point = window.view.mapFromScene(x + 0.55 * s, y - 0.38 * s + 0.1 * s)     # inside the badge, below its glyph
    return window.view.viewport().grab().toImage().pixelColor(point)


def test_findings_are_marked_on_the_map_without_a_click(qtbot, make_window):
    window = make_window(two_frozen_mud_map())
    assert window.finding_marks.marked()["warning"] == {(3, 3), (9, 9)}
    amber = QColor("#f9a825")
    assert close(badge_colour(window, 3, 3), amber, 40) and not close(badge_colour(window, 5, 5), amber, 40)
    window.marks_action.trigger()
    assert not close(badge_colour(window, 3, 3), amber, 40)
    window.marks_action.trigger()
    window.document.push(edits.remove_mod(window.hex_map, [(3, 3)], "mud"), "dry")
    assert window.finding_marks.marked()["warning"] == {(9, 9)}
    assert not close(badge_colour(window, 3, 3), amber, 40)
    repainted = []
    window.finding_marks.update = lambda *rect: repainted.append(QRectF(*rect))
    window.document.undo_stack.undo()                    # the badge comes back: the marks repaint that area only
    x, y = window.layout_.center(3, 3)
    s = window.layout_.size
    badge = QRectF(x + 0.38 * s, y - 0.55 * s, 0.34 * s, 0.34 * s)
    assert len(repainted) == 1 and repainted[0].contains(badge) and repainted[0].width() < 4 * s


def test_a_cut_off_area_is_marked_on_each_of_its_hexes_and_unmarked_when_joined_again(qtbot, make_window,
                                                                                      monkeypatch):
    window = make_window(HexMap(12, 12, "walled"))
    marks, repainted = window.finding_marks, []
    monkeypatch.setattr(findingmarks, "LOCAL_HEXES", 2)       # an area of more hexes repaints every badge
    marks.update = lambda *rect: repainted.append(QRectF(*rect))
    inner = set(offsets_in_disk(0, 0, 3, 12, 12))
    wall = [h for h in offsets_in_disk(0, 0, 4, 12, 12) if h not in inner]
    window.document.push(edits.paint_base(window.hex_map, wall, "impassable"), "wall")
    qtbot.waitUntil(lambda: window.finding_marks.marked()["info"] == inner)
    assert len(inner) >= 144 // 16                            # many hexes: added over the whole map at once
    assert marks.counts.sum() == marks.open_marks == len(inner)
    assert repainted == [marks.boundingRect()]
    window.document.undo_stack.undo()
    qtbot.waitUntil(lambda: not window.finding_marks.counts.any())


def test_two_findings_on_one_hex_are_both_counted_until_both_go(make_window):
    window = make_window(make_map({"0505": "water:2 +mud"}, {"temperature": -20}, size=(12, 12)))
    marks, hex_index = window.finding_marks, window.hex_map.flat(4, 4)
    assert sorted(f.rule for f in window.state.live.findings) == ["frozen-mud", "swamp-in-water"]
    assert marks.counts[:, hex_index].tolist() == [0, 2, 0] and marks.open_marks == 2
    window.document.push(edits.remove_mod(window.hex_map, [(4, 4)], "mud"), "dry")
    assert not marks.counts.any() and marks.open_marks == 0
    window.document.undo_stack.undo()
    assert marks.counts[:, hex_index].tolist() == [0, 2, 0] and marks.open_marks == 2


def test_a_long_finding_is_shown_whole(make_window):
    m = HexMap(16, 17, "pile")
    edits.paint_base(m, [(3, 3)], "gravel_pile", (3,)).apply(m)
    window = make_window(m)
    dock = window.check_dock
    row = next(i for i, f in enumerate(dock.findings) if f.rule == "gravel-slope")
    index = dock.model.index(row)
    text = dock.model.data(index)
    rect = dock.list.visualRect(index)
    lines = 2 * dock.list.fontMetrics().lineSpacing()          # what a row of a long list shows
    assert len(text) > 120 and rect.height() >= dock.list.sizeHintForRow(row) > lines + 6


def test_the_banner_stays_clear_of_the_pointer_and_goes_by_itself(qtbot, make_window):
    m = HexMap(16, 17, "frozen")
    m.conditions["temperature"] = -10
    window = make_window(m)
    bar = window.announce_bar
    view = window.view.viewport()
    QCursor.setPos(view.mapToGlobal(QPoint(view.width() // 2, 30)))      # painting near the top
    window.palette.select("mod", "mud")
    window.document.push(window.state.paint.edit(window.hex_map, [(3, 3)]), "mud")
    assert bar.isVisible() and bar.geometry().top() > view.height() // 2
    QCursor.setPos(view.mapToGlobal(QPoint(view.width() // 2, view.height() - 30)))
    window.document.push(window.state.paint.edit(window.hex_map, [(5, 5)]), "mud")
    assert bar.geometry().bottom() < view.height() // 2
    bar.timer.setInterval(50)
    bar.timer.start()
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=2000)
    assert "frozen-mud" in [f.rule for f in window.check_dock.findings]      # still listed


def test_the_banner_stays_while_the_pointer_rests_on_it(qtbot, make_window):
    m = HexMap(16, 17, "frozen")
    m.conditions["temperature"] = -10
    window = make_window(m)
    bar = window.announce_bar
    window.palette.select("mod", "mud")
    window.document.push(window.state.paint.edit(window.hex_map, [(3, 3)]), "mud")
    bar.timer.setInterval(50)
    QCursor.setPos(bar.mapToGlobal(bar.rect().center()))
    qtbot.waitUntil(lambda: not bar.timer.isActive())
    qtbot.wait(200)
    assert bar.isVisible()


def test_level_tools_come_first_in_the_palette_with_icons(window):
    tree = window.palette.tree
    assert tree.topLevelItem(0).text(0) == "Level"
    for kind in ("raise", "lower", "set_level"):
        assert not window.palette.items[(kind, "")].icon(0).isNull()
    raise_entry = window.palette.items[("raise", "")]
    assert shown(tree) and tree.visualItemRect(raise_entry).bottom() < tree.viewport().height()


def test_choosing_a_system_keeps_the_docks_and_the_map_as_they_are(qtbot, window):
    window.docks["calculator"].raise_()
    QApplication.processEvents()
    dock, view = window.docks["calculator"].width(), window.view.width()
    first_column = window.view.mapFromScene(*window.layout_.center(0, 0))
    for system in ("total_war_xxi", "wh40k", "grav_armor", "battletech"):
        window.state.set_system(system)
        QApplication.processEvents()
        assert (window.docks["calculator"].width(), window.view.width()) == (dock, view), system
        assert window.view.mapFromScene(*window.layout_.center(0, 0)) == first_column
    window.resize(400, 300)                      # a small window: the map keeps a part of it
    QApplication.processEvents()
    assert window.view.width() >= 240 and window.view.height() >= 180


def test_the_right_docks_tabs_show_their_whole_names(window):
    """Six docks share the right side: their tabs run down its edge, each as long as its name (across
    the top, 340 px cut them to 'Con...' and 'St...')."""
    QApplication.processEvents()
    assert cut_tab_names(window) == []


def test_the_marks_are_counted_in_the_same_memory_when_the_map_shrinks(make_window):
    """New memory costs as it is first written: 15-20 ms more for the counts of a 1000 x 1000 map."""
    window = make_window(HexMap(16, 17, "shrinking"))
    marks = window.finding_marks
    room = marks._room
    window.resize_to(12, 17)
    assert marks._room is room and marks.counts.shape == (3, 12 * 17) and marks.counts.base is room
    window.resize_to(40, 40)
    assert marks._room is not room and marks.counts.shape == (3, 1600)
