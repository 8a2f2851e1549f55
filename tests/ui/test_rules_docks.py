"""Phase 2 driven as a user would: the hex dock's rules figures, the live reality check (new
finding announced, undo last change, apply fix, accept), rolled conditions, the line-of-sight
probe, the reachable area and the heat map, checked on the map and in the picture."""

import numpy as np
from PySide6.QtCore import Qt

from hmeditor.core import edits
from hmeditor.core.io import read_map
from hmeditor.core.model import HexMap
from hmeditor.core.paint import Paint
from hmeditor.core.systems.battletech.overlays import BARRED_COLOUR
from hmeditor.core.vocabulary import BASE_INDEX, MOD_INDEX

from ..conftest import MAPS
from .helpers import click, close, colour_at, hex_point, move, press, release

MUD = 1 << MOD_INDEX["mud"]


def frozen_map() -> HexMap:
    m = HexMap(16, 17, "frozen")
    m.conditions["temperature"] = -10
    return m


def paint_mud(qtbot, window, col=3, row=3):
    window.palette.select("mod", "mud")
    click(qtbot, window, col, row)
    assert window.hex_map.mods[row, col] & MUD


def click_finding(qtbot, window, rule):
    dock = window.check_dock
    row = next(i for i, f in enumerate(dock.findings) if f.rule == rule)
    index = dock.model.index(row)
    dock.list.scrollTo(index)
    qtbot.mouseClick(dock.list.viewport(), Qt.MouseButton.LeftButton, pos=dock.list.visualRect(index).center())
    return dock.findings[row]


def rules_of(window):
    return [f.rule for f in window.check_dock.findings]


def test_hex_dock_shows_costs_bars_and_modifiers_of_the_hex_under_the_pointer(qtbot, make_window):
    window = make_window(read_map(MAPS / "open-terrain-2-movement-example.hmap"))
    move(qtbot, window, 1, 1)
    move(qtbot, window, *window.hex_map.parse_hex_id("0708"))
    text = window.hex_dock.text.toPlainText()
    assert "Rules figures for 0708" in text
    assert "light woods +1, deep snow +1, mud +1" in text          # 'Mech: 4 MP
    assert "wheeled vehicles cannot enter light woods" in text
    assert "blizzard +2" in text and "Ballistic" in text           # to-hit for a target in the hex
    move(qtbot, window, 0, 0)
    assert "Rules figures for 0101" in window.hex_dock.text.toPlainText()
    assert "barred" not in window.hex_dock.text.toPlainText().split("To hit")[0].split("'Mechs")[1][:40]


def test_a_paint_that_freezes_mud_is_announced_and_undo_last_change_takes_it_back(qtbot, make_window):
    window = make_window(frozen_map())
    assert "frozen-mud" not in rules_of(window)
    paint_mud(qtbot, window)
    assert "frozen-mud" in rules_of(window)
    bar = window.announce_bar
    assert bar.isVisible() and "frozen-mud at 0404" in bar.label.text()
    assert "1 warning" in window.check_dock.status.text()
    bar.undo_button.click()
    assert not window.hex_map.mods[3, 3] & MUD
    assert "frozen-mud" not in rules_of(window) and not bar.isVisible()
    assert "no findings" in window.check_label.text()


def test_show_selects_and_highlights_the_finding_and_apply_fix_is_one_undo_step(qtbot, make_window):
    window = make_window(frozen_map())
    paint_mud(qtbot, window)
    window.announce_bar.show_button.click()
    assert window.document.selected_hexes() == [(3, 3)] and len(window.scene.highlight_item.flat) == 1
    assert window.check_dock.current().rule == "frozen-mud"
    steps = window.document.undo_stack.count()
    window.check_dock.fix_button.click()
    assert not window.hex_map.mods[3, 3] & MUD and "frozen-mud" not in rules_of(window)
    assert window.document.undo_stack.count() == steps + 1
    window.undo_action.trigger()
    assert window.hex_map.mods[3, 3] & MUD and "frozen-mud" in rules_of(window)
    assert not window.announce_bar.isVisible()      # undoing is not announced


def test_accept_greys_the_finding_and_un_accept_brings_it_back(qtbot, make_window):
    window = make_window(frozen_map())
    paint_mud(qtbot, window)
    click_finding(qtbot, window, "frozen-mud")
    window.check_dock.accept_button.click()
    assert [(a.rule, a.hexes) for a in window.hex_map.accepted] == [("frozen-mud", ("0404",))]
    finding = window.check_dock.current()
    assert finding.accepted and window.check_dock.accept_button.text() == "Un-accept"
    row = window.check_dock.findings.index(finding)
    assert window.check_dock.model.data(window.check_dock.model.index(row), Qt.ItemDataRole.ForegroundRole)
    assert "accepted" in window.check_label.text()
    window.check_dock.accept_button.click()
    assert not window.hex_map.accepted
    assert not window.check_dock.current().accepted


def test_roll_random_conditions_is_undoable_and_repeatable_with_a_seed(qtbot, window):
    window.conditions.seed.setText("42")
    window.conditions.roll_button.click()
    first = dict(window.hex_map.conditions)
    assert set(first) >= {"light", "weather", "temperature"}
    window.undo_action.trigger()
    assert window.hex_map.conditions == {}
    window.conditions.roll_button.click()
    assert window.hex_map.conditions == first
    shown = window.conditions.inputs["weather"].currentData()
    assert shown == window.hex_map.condition("weather")


def hill_map() -> HexMap:
    m = HexMap(16, 17, "hill")
    edits.paint_base(m, [(3, 2)], "light_woods").apply(m)
    return m


def test_line_of_sight_probe_draws_the_line_and_marks_the_hexes_between(qtbot, make_window):
    window = make_window(hill_map())
    window.tool_actions[window.tool("Line of sight")].trigger()
    before = colour_at(window, 3, 2)
    click(qtbot, window, 1, 2)
    move(qtbot, window, 5, 2)            # the line follows the pointer until the second click
    assert window.los_item.ends == ((1, 2), (5, 2))
    click(qtbot, window, 5, 2)
    steps = window.los_item.steps
    assert any(len(s) == 2 for s in steps) and ((3, 2),) in steps    # a divided hexside and the woods
    text = window.calculator.result.toPlainText()
    assert "line of sight 0203 -> 0603" in text and "light woods" in text and "to-hit number" in text
    assert not window.los_item.blocked
    image = window.view.viewport().grab().toImage()
    on_line = hex_point(window, 3, 2, 0.0)
    assert close(image.pixelColor(on_line), window.los_item.CLEAR, 40)
    assert close(colour_at(window, 3, 2), before)                    # the woods still show inside the mark
    window.document.push(edits.set_level(window.hex_map, [(3, 2)], 5), "hill")    # a hill in the way
    assert window.los_item.blocked and (3, 2) in window.los_item.blocking
    assert "blocked" in window.calculator.result.toPlainText()
    image = window.view.viewport().grab().toImage()
    assert close(image.pixelColor(hex_point(window, 3, 2, 0.0)), window.los_item.BLOCKED, 40)


def test_reach_tool_shades_the_area_a_unit_can_reach(qtbot, make_window):
    window = make_window(hill_map())
    window.calculator.mp.setValue(2)
    window.tool_actions[window.tool("Reach")].trigger()
    far = colour_at(window, 7, 4)
    click(qtbot, window, 4, 4)
    shaded = window.reach_item.rgba[..., 3] > 0
    assert shaded[4, 4] and shaded[4, 6] and not shaded[4, 7]         # 2 hexes of clear ground, not 3
    assert "hexes reachable" in window.calculator.result.toPlainText()
    assert not close(colour_at(window, 5, 4), far) and close(colour_at(window, 7, 4), far)
    window.calculator.unit.setCurrentIndex(window.calculator.unit.findData("wheeled"))
    assert not (window.reach_item.rgba[..., 3] > 0)[2, 3]            # wheeled vehicles cannot enter woods


def distance(colour, rgb) -> int:
    return sum(abs(a - b) for a, b in zip(colour.getRgb()[:3], rgb))


def test_heat_map_shades_hexes_by_entry_cost(qtbot, make_window):
    window = make_window(hill_map())
    clear_before, woods_before = colour_at(window, 4, 4), colour_at(window, 3, 2)
    window.heat_action.trigger()
    assert window.heat_item.rgba[2, 3, 3] > 0 and window.heat_item.rgba[4, 4, 3] == 0
    shaded = colour_at(window, 3, 2)
    assert close(colour_at(window, 4, 4), clear_before) and not close(shaded, woods_before)
    heat = window.heat_item.rgba[2, 3, :3].tolist()
    assert distance(shaded, woods_before.getRgb()[:3]) < distance(shaded, heat)    # the terrain reads through
    window.calculator.unit.setCurrentIndex(window.calculator.unit.findData("hover"))
    assert tuple(window.heat_item.rgba[2, 3]) == BARRED_COLOUR   # barred
    window.heat_action.trigger()
    assert not np.any(window.heat_item.rgba)


def test_check_dock_says_the_summary_once_and_long_findings_keep_their_whole_text(qtbot, make_window):
    from hmeditor.core.check import Finding, FindingsChange
    from hmeditor.ui.checkdock import HEXES_SHOWN

    window = make_window(frozen_map())
    paint_mud(qtbot, window)
    summary = window.check_dock.status.text()
    assert "warning" in summary and summary not in window.docks["check"].windowTitle()
    hexes = tuple(window.hex_map.hex_id(c, 0) for c in range(16))
    message = "A long finding " + "that goes on and on " * 12 + "to the end."
    long_one = Finding("unreachable-area", "info", hexes, message, "make it shorter")
    window.check_dock.model.change(FindingsChange([long_one], []))
    model = window.check_dock.model
    row = next(i for i, f in enumerate(model.findings) if f.message == message)
    shown = model.data(model.index(row), Qt.ItemDataRole.DisplayRole)
    tip = model.data(model.index(row), Qt.ItemDataRole.ToolTipRole)
    assert f"and {len(hexes) - HEXES_SHOWN} more" in shown and hexes[-1] not in shown
    assert message in tip and all(h in tip for h in hexes) and "make it shorter" in tip
    assert window.check_dock.list.textElideMode() == Qt.TextElideMode.ElideRight


def test_the_reach_follows_a_brush_stroke_once_it_ends(qtbot, make_window):
    """Working the reach out again takes longer than a frame: not at each step of a drag, but when
    the pointer rests or the stroke ends (as the hex dock does)."""
    window = make_window(hill_map())
    window.calculator.mp.setValue(2)
    window.tool_actions[window.tool("Reach")].trigger()
    click(qtbot, window, 4, 4)
    assert (window.reach_item.rgba[..., 3] > 0)[4, 6]
    paint_held(qtbot, window, "water", (6, 4), (6, 5))
    assert (window.reach_item.rgba[..., 3] > 0)[4, 6]               # the reach as before the stroke
    release(qtbot, window, 6, 5)
    assert not (window.reach_item.rgba[..., 3] > 0)[4, 6]           # water there: 3 MP, out of reach


def test_the_heat_map_follows_a_brush_stroke_once_it_ends(qtbot, make_window):
    """The heat map covers the whole map: worked out again when a stroke ends, not at each step."""
    window = make_window(hill_map())
    window.heat_action.trigger()
    assert window.heat_item.rgba[4, 6, 3] == 0                          # clear ground: 1 MP, unshaded
    paint_held(qtbot, window, "heavy_woods", (6, 4), (6, 5))
    assert window.heat_item.rgba[4, 6, 3] == 0                          # as before the stroke
    release(qtbot, window, 6, 5)
    assert window.heat_item.rgba[4, 6, 3] > 0 and window.heat_item.texts[4 * window.hex_map.width + 6] == "3"


def paint_held(qtbot, window, base: str, start: tuple[int, int], to: tuple[int, int]) -> None:
    """A brush stroke of `base` from hex `start` to `to`, the button still held (the map painted)."""
    window.palette.select("base", base)
    window.tool_actions[window.tool("Brush")].trigger()
    move(qtbot, window, *start)
    press(qtbot, window, *start)
    move(qtbot, window, *to)
    assert window.state.dragging and window.hex_map.base[start[1], start[0]] == BASE_INDEX[base]


def test_answers_shown_again_as_they_were_keep_the_readers_place(qtbot, make_window):
    """An edit elsewhere on the map answers again with the same text: the panel's answers are not
    laid out anew, and stay scrolled where the reader left them."""
    window = make_window(HexMap(16, 17, "test"))
    panel = window.calculator
    panel.from_hex.setText("0404")
    panel.to_hex.setText("0808")
    panel.show_reach((3, 3))
    panel.result.setFixedHeight(60)                                  # the answers run past the view
    bar = panel.result.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    shown = panel.result.toHtml()
    woods = Paint("base", "heavy_woods")
    window.document.push(woods.edit(window.hex_map, [(15, 16)]), "paint")     # far from both hexes and the reach
    assert panel.result.toHtml() == shown and bar.value() == bar.maximum() > 0
    window.document.push(woods.edit(window.hex_map, [(5, 4)]), "paint")       # on the way: other answers
    assert panel.result.toHtml() != shown
