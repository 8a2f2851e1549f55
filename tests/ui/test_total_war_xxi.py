"""Total War XXI in the editor: its panel in the calculator dock, range rings in cm around the
unit's hex, the blast of the weapon under the pointer, the table scale kept in the map, the cover
map and the hex dock."""

import pytest
from PySide6.QtGui import QColor

from hmeditor.core import edits
from hmeditor.core.model import HexMap
from hmeditor.core.systems.mapkeys import set_map_settings
from hmeditor.ui.panels.total_war_xxi import TotalWarPanel

from .helpers import click, close, hex_point, move

UNIT, TARGET = (2, 4), (4, 4)


def table(cm_per_hex=10) -> HexMap:
    """A clear map with heavy woods in the target's hex, 10 cm hexes (an RPG's blast is one hex)."""
    m = HexMap(16, 17, "table")
    edits.paint_base(m, [TARGET], "heavy_woods").apply(m)
    set_map_settings(m, "total_war_xxi", {"cm_per_hex": cm_per_hex}).apply(m)
    return m


@pytest.fixture
def tw(make_window):
    window = make_window(table())
    selector = window.calculator_dock.system
    selector.setCurrentIndex(selector.findData("total_war_xxi"))
    return window


def choose_weapon(panel, weapon):
    panel.weapon.setCurrentIndex(panel.weapon.findData(weapon))


def screen(window, hx, dy=0.0) -> QColor:
    return window.view.viewport().grab().toImage().pixelColor(hex_point(window, *hx, dy))


def test_its_panel_is_in_the_calculator_dock(tw):
    assert isinstance(tw.calculator, TotalWarPanel) and tw.state.system_id == "total_war_xxi"
    assert tw.calculator.cm_per_hex.value() == 10 and tw.calculator.cm_per_level.value() == 2


def test_the_line_of_sight_tool_picks_the_unit_and_the_target(qtbot, tw):
    panel = tw.calculator
    choose_weapon(panel, "rpg")
    panel.armour.setValue(2)
    tw.tool_actions[tw.tool("Line of sight")].trigger()
    click(qtbot, tw, *UNIT)
    click(qtbot, tw, *TARGET)
    assert (panel.from_hex.text(), panel.to_hex.text()) == ("0305", "0505")
    text = panel.result.toPlainText()
    assert "RPG (ground targets): 2 hexes = 20 cm, range 50 cm: in range" in text
    assert "cover 2/3 (heavy woods 2/3): hits on 5+" in text and "penetrating hit 5/18" in text
    assert tw.los_item.ends == (UNIT, TARGET)
    panel.cover.setText("1/4")
    panel.cover.editingFinished.emit()
    assert "cover 1/4 (given): hits on 4+" in panel.result.toPlainText()
    panel.cover.setText("5/4")
    panel.cover.editingFinished.emit()
    assert panel.result.toPlainText().startswith("A cover fraction is 0..1 (the share")


def test_range_rings_in_cm_around_the_units_hex(qtbot, tw):
    panel = tw.calculator
    choose_weapon(panel, "grenade")                                   # 20 cm: two 10 cm hexes
    tw.tool_actions[tw.tool("Reach")].trigger()
    outside = screen(tw, (2, 7), 0.2)
    click(qtbot, tw, *UNIT)
    rings = [c for c in tw.marks_item.marks.circles if c.label]
    assert [(c.center, c.radius, c.label, c.dashed) for c in rings] == [(UNIT, 1.0, "10 cm", True),
                                                                       (UNIT, 2.0, "20 cm", False)]
    assert close(screen(tw, (2, 6)), QColor(rings[-1].colour), 40)     # the range ring through a hex 20 cm away
    in_range = tw.reach_item.rgba[..., 3] > 0
    assert in_range[4, 2] and in_range[6, 2] and not in_range[7, 2]
    assert close(screen(tw, (2, 7), 0.2), outside)                      # beyond the range: untouched
    assert "19 hexes in range" in panel.result.toPlainText()
    choose_weapon(panel, "rifle")                                     # the rings follow the weapon
    assert [c.label for c in tw.marks_item.marks.circles if c.label][-1] == "50 cm"
    panel.rings.setChecked(False)
    assert tw.marks_item.marks.circles == () and tw.reach_item.rgba.size == 0


def test_the_blast_follows_the_pointer(qtbot, tw):
    panel = tw.calculator
    choose_weapon(panel, "rpg")                                        # HE radius 10 cm = one hex
    before_in, before_out = screen(tw, (6, 4), 0.3), screen(tw, (6, 7), 0.3)
    panel.blast.setChecked(True)
    move(qtbot, tw, 6, 4)
    marks = tw.marks_item.marks
    he = next(c for c in marks.circles if c.label.startswith("HE"))
    assert (he.center, he.radius, he.label) == ((6, 4), 1.0, "HE 10 cm")
    assert sorted(h for t in marks.tints for h in t.hexes) == [(5, 3), (5, 4), (6, 3), (6, 4), (6, 5), (7, 3),
                                                               (7, 4)]
    assert not close(screen(tw, (6, 4), 0.3), before_in) and close(screen(tw, (6, 7), 0.3), before_out)
    assert screen(tw, (6, 4), 0.3).red() > screen(tw, (6, 4), 0.3).blue()        # tinted red
    assert "HE radius 10 cm around 0705" in panel.result.toPlainText()
    move(qtbot, tw, 3, 7)
    assert next(c for c in tw.marks_item.marks.circles if c.label.startswith("HE")).center == (3, 7)
    choose_weapon(panel, "rifle")
    move(qtbot, tw, 6, 4)
    assert "Rifle has no HE radius" in panel.result.toPlainText()


def test_the_table_scale_is_kept_in_the_map_and_undone(tw):
    panel = tw.calculator
    panel.cm_per_hex.setValue(5)
    assert tw.hex_map.extra_keys["systems"]["total_war_xxi"]["cm_per_hex"] == 5
    assert tw.document.modified
    tw.document.undo_stack.undo()
    assert tw.hex_map.extra_keys["systems"]["total_war_xxi"]["cm_per_hex"] == 10
    assert panel.cm_per_hex.value() == 10


def test_a_broken_scale_in_the_map_is_reported_not_a_crash(tw):
    tw.document.push(set_map_settings(tw.hex_map, "total_war_xxi", {"cm_per_hex": "big"}), "broken")
    assert "total_war_xxi.cm_per_hex must be a number from 0.1 to 1000, not 'big'" in tw.calculator.result.toPlainText()
    tw.hex_dock.show_hex(*TARGET)
    assert "must be a number from 0.1 to 1000" in tw.hex_dock.text.toPlainText()


def test_the_hex_dock_and_the_cover_map(qtbot, tw):
    move(qtbot, tw, *TARGET)
    text = tw.hex_dock.text.toPlainText()
    assert "Total War XXI in 0505" in text and "2/3" in text and "5+" in text
    assert tw.heat_action.text() == "Cover &map"
    tw.heat_action.trigger()
    assert tw.heat_item.rgba[TARGET[1], TARGET[0], 3] > 0 and tw.heat_item.rgba[0, 0, 3] == 0
    assert tw.heat_item.texts[tw.hex_map.flat(*TARGET)] == "2/3"


def test_choosing_another_system_takes_the_marks_away(qtbot, tw):
    tw.calculator.show_reach(UNIT)
    assert tw.marks_item.marks.circles
    selector = tw.calculator_dock.system
    selector.setCurrentIndex(selector.findData("battletech"))
    assert tw.marks_item.marks.circles == () and tw.reach_item.rgba.size == 0
    selector.setCurrentIndex(selector.findData("total_war_xxi"))
    assert tw.marks_item.marks.circles and tw.reach_item.rgba.size        # shown again


def test_a_building_between_blocks_the_shot_on_the_map(qtbot, make_window):
    # Seed 004, 1.4.1: the hit is confirmed by how much of the target is covered; a building between the
    # figures hides it whole (the line of the shot, in the rules' `line.solid`).
    m = table()
    edits.paint_base(m, [(2, 6)], "building", ("heavy", 2)).apply(m)
    window = make_window(m)
    selector = window.calculator_dock.system
    selector.setCurrentIndex(selector.findData("total_war_xxi"))
    panel = window.calculator
    choose_weapon(panel, "rifle")
    window.tool_actions[window.tool("Line of sight")].trigger()
    click(qtbot, window, 2, 4)
    click(qtbot, window, 2, 8)
    assert "blocked by 0307 (building): no hit" in panel.result.toPlainText()
    assert window.los_item.blocked and window.los_item.blocking == {(2, 6)}
    assert close(screen(window, (2, 6)), window.los_item.BLOCKED, 60)      # the red line over the building
    click(qtbot, window, 2, 5)                                              # a new shot, short of it
    click(qtbot, window, 2, 6)
    assert not window.los_item.blocked and "blocked" not in panel.result.toPlainText()
