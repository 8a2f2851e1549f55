"""Grav Armor in the editor: its panel in the calculator dock, firer and target picked on the map,
the detection overlay and the cheapest path to the hex under the pointer, the hex dock's terrain,
CV and MP, the chart kept in the map, bad input answered with a message and nothing changed."""

import json

import pytest
from PySide6.QtCore import QPoint

from hmeditor.core.model import HexMap
from hmeditor.core.systems import default_rules_path
from hmeditor.core.systems.grav_armor.commands import COMMANDS
from hmeditor.core.systems.grav_armor.overlays import DETECTED, STANDING, UNDETECTED
from hmeditor.core.vocabulary import BASE_INDEX, BASE_TERRAINS
from hmeditor.ui.panels.grav_armor import GravArmorPanel

from .helpers import calc, click, close, colour_at, hex_point, move, refusal

FIRER, TARGET = (2, 4), (5, 4)


def woods_map() -> HexMap:
    """Light woods (CV 1) with a wall of ultra-heavy woods (CV 3) and an impassable hex."""
    m = HexMap(10, 10, "grav")
    m.base[:] = BASE_INDEX["light_woods"]
    for row in (2, 3, 4):
        m.base[row, 4] = BASE_INDEX["ultra_heavy_woods"]
    m.base[7, 3] = BASE_INDEX["impassable"]
    return m


@pytest.fixture
def grav(make_window):
    window = make_window(woods_map())
    selector = window.calculator_dock.system
    selector.setCurrentIndex(selector.findData("grav_armor"))
    return window


def test_grav_armor_has_its_own_panel_in_the_calculator_dock(grav):
    assert grav.state.system_id == "grav_armor" and isinstance(grav.calculator, GravArmorPanel)
    panel = grav.calculator
    assert [panel.firer.itemData(i) for i in range(panel.firer.count())][:3] == ["Nu3", "Omi9", "Aza3"]
    assert panel.chart.currentData() == "standard" and "Pick the firer" in panel.result.toPlainText()


def test_firer_and_target_picked_on_the_map_with_the_detection_overlay_and_the_path(qtbot, grav):
    panel = grav.calculator
    grav.tool_actions[grav.tool("Line of sight")].trigger()
    before = colour_at(grav, 3, 5)
    click(qtbot, grav, *FIRER)
    rgba = grav.reach_item.rgba
    assert tuple(rgba[4, 2]) == STANDING and tuple(rgba[5, 3]) == DETECTED
    assert tuple(rgba[3, 6]) == UNDETECTED and not rgba[4, 7, 3]            # behind the wall; beyond range
    assert grav.reach_item.texts[3 * 10 + 6] == "6"
    assert grav.reach_item.texts[4 * 10 + 3] == "1" and grav.reach_item.texts[5 * 10 + 3] == "2"
    assert not close(colour_at(grav, 3, 5), before)                          # a player sees it
    move(qtbot, grav, *TARGET)                                               # the path follows the pointer
    assert grav.path_item.hexes[0] == FIRER and grav.path_item.hexes[-1] == TARGET and grav.path_item.ok
    assert (4, 4) not in grav.path_item.hexes                                # round the wall, not through it
    image = grav.view.viewport().grab().toImage()
    for hx in grav.path_item.hexes[1:]:                                      # drawn: a dot in every hex
        assert close(image.pixelColor(hex_point(grav, *hx)), grav.path_item.GOOD, 30)
    click(qtbot, grav, *TARGET)
    assert grav.path_item.marks == [TARGET]                                  # the target is ringed
    ring = hex_point(grav, *TARGET) + QPoint(round(grav.layout_.size * 0.62), 0)
    assert close(grav.view.viewport().grab().toImage().pixelColor(ring), grav.path_item.MARK, 40)
    text = panel.result.toPlainText()
    assert "Nu3 in 0305 -> Omi9 in 0605: range 3 of 4: detected, CV 3" in text
    assert "hit value +3 = 4 (Nu3 EW) + 6 (Nu3 attack) - 4 (Omi9 EW) - 2 (Omi9 defence) - 1" in text
    assert "5/9" in text
    move(qtbot, grav, 2, 7)                                                  # another hex: its path
    assert grav.path_item.hexes[-1] == (2, 7)
    move(qtbot, grav, 7, 4)                                                  # out of range: back to the target
    assert grav.path_item.hexes[-1] == TARGET
    assert grav.document.undo_stack.count() == 0


def test_the_reach_tool_puts_the_firer_and_a_roll_says_whether_it_hits(qtbot, grav):
    panel = grav.calculator
    grav.tool_actions[grav.tool("Reach")].trigger()
    click(qtbot, grav, *FIRER)
    assert panel.firer_hex.text() == "0305" and tuple(grav.reach_item.rgba[4, 2]) == STANDING
    assert "detects" in panel.result.toPlainText()
    assert not panel.order.isEnabled()                         # Nu3 fires magnetic bolts
    panel.firer.setCurrentIndex(panel.firer.findData("Omi9"))
    assert panel.order.isEnabled()
    panel.target_hex.setText("0605")
    panel.roll.setValue(2)
    panel.target_hex.editingFinished.emit()
    assert "roll 2: no effect" in panel.result.toPlainText()


def test_the_hex_dock_shows_the_grav_armor_terrain_cv_and_mp(qtbot, grav):
    move(qtbot, grav, 4, 3)
    text = grav.hex_dock.text.toPlainText()
    assert "Grav Armor terrain of 0504" in text and "very dense" in text and "Chart 'standard'" in text
    assert " ".join(text.split("Destroys")[1].split()[:5]) == "very dense uncertain 3 2"     # terrain, CV, MP
    move(qtbot, grav, 3, 7)
    assert "impassable" in grav.hex_dock.text.toPlainText() and "barred" in grav.hex_dock.text.toPlainText()


def test_bad_input_shows_a_message_and_changes_nothing(qtbot, grav):
    panel = grav.calculator
    panel.set_hexes(FIRER, FIRER)
    assert panel.result.toPlainText().endswith(
        "\nThe target is in the firer's own hex; Grav Armor fire reaches from range 1")    # no --target
    panel.set_hexes(FIRER, (3, 7))
    assert "Omi9 cannot be in 0408 (impassable)" in panel.result.toPlainText()
    assert tuple(grav.reach_item.rgba[4, 2]) == STANDING                     # the detection overlay stays
    panel.firer_hex.setText("9999")
    panel.firer_hex.editingFinished.emit()
    assert grav.reach_item.rgba.size == 0 and not grav.path_item.hexes
    assert grav.document.undo_stack.count() == 0 and grav.hex_map == woods_map()


def test_a_chart_of_the_users_rules_is_kept_in_the_map_and_undone(qtbot, grav, tmp_path):
    rules = tmp_path / "ice.yaml"
    everything = json.dumps([t.name for t in BASE_TERRAINS])
    rules.write_text(default_rules_path("grav_armor").read_text(encoding="utf-8") +
                     f"  class_f:\n    rows:\n      ice: {{terrain: {everything}, cv: 0, mp: 1, source: [choice]}}\n",
                     encoding="utf-8")
    grav.state.load_rules_file(str(rules))
    panel = grav.calculator
    panel.set_hexes(FIRER, None)
    assert tuple(grav.reach_item.rgba[3, 6]) == UNDETECTED
    panel.chart.setCurrentIndex(panel.chart.findData("class_f"))
    panel.chart.activated.emit(panel.chart.currentIndex())
    assert grav.hex_map.extra_keys["systems"] == {"grav_armor": {"chart": "class_f"}}
    assert tuple(grav.reach_item.rgba[3, 6]) == DETECTED                     # the ice world hides nothing
    grav.document.undo_stack.undo()
    assert "systems" not in grav.hex_map.extra_keys and panel.chart.currentData() == "standard"
    assert tuple(grav.reach_item.rgba[3, 6]) == UNDETECTED


def test_the_heat_map_shades_the_terrain_cv(grav):
    assert grav.heat_action.text() == "Grav Armor terrain &CV"
    grav.heat_action.trigger()
    alpha = grav.heat_item.rgba[..., 3]
    assert alpha[3, 4] > alpha[0, 0] > 0 and grav.heat_item.texts[3 * 10 + 4] == "3"


def test_the_overlays_follow_the_chosen_system(grav):
    grav.calculator.set_hexes(FIRER, TARGET)
    selector = grav.calculator_dock.system
    selector.setCurrentIndex(selector.findData("battletech"))
    assert grav.reach_item.rgba.size == 0 and not grav.path_item.hexes and not grav.path_item.marks
    selector.setCurrentIndex(selector.findData("grav_armor"))
    assert tuple(grav.reach_item.rgba[4, 2]) == STANDING and grav.path_item.marks == [TARGET]


# ---- the command line's options in the panel -------------------------------------------------------

def shows(panel, answer) -> bool:
    """Every line the command line answers is in what the panel shows."""
    text = panel.result.toPlainText()
    return all(line.strip() in text for line in answer.text.splitlines())


def choose(combo, name) -> None:
    combo.setCurrentIndex(combo.findData(name))


def test_a_forts_weapon_box_and_ew_lost_answer_as_the_command_line(grav):
    panel, rules = grav.calculator, grav.calculator.rules
    choose(panel.firer, "Alpha")
    choose(panel.target, "Nu3")
    panel.set_hexes(FIRER, TARGET)
    assert panel.box.isEnabled() and panel.ew_lost.isEnabled() and panel.box.maximum() == 3
    assert not panel.disrupted.isEnabled() and not panel.carrying.isEnabled() and not panel.effect_roll.isEnabled()
    fire = ("fire", grav, "--firer", "Alpha@0305", "--target", "Nu3@0605")
    assert shows(panel, calc(COMMANDS, *fire)) and "Alpha box 1 fires at Nu3" in panel.result.toPlainText()
    assert tuple(grav.reach_item.rgba[1, 2]) == DETECTED
    panel.box.setValue(2)                                   # the second box fires missiles: EW 3, range 4
    assert shows(panel, calc(COMMANDS, *fire, "--box", "2"))
    assert "Alpha box 2 fires at Nu3" in panel.result.toPlainText()
    assert panel.order.isEnabled() == rules.weapons[rules.unit("Alpha").boxes[1].weapon].all_in_hex
    panel.ew_lost.setValue(1)                               # on the firer: the target is no fort
    assert shows(panel, calc(COMMANDS, *fire, "--box", "2", "--ew-lost", "1"))
    detect = calc(COMMANDS, "detect", grav, "--firer", "Alpha@0305", "--target", "0302", "--box", "2",
                  "--ew-lost", "1").json
    assert not detect["detected"] and calc(COMMANDS, "detect", grav, "--firer", "Alpha@0305", "--target", "0302",
                                           "--box", "2").json["detected"]
    assert tuple(grav.reach_item.rgba[1, 2]) == UNDETECTED                   # the overlay detects as the fort fires
    panel.ew_lost.setValue(4)                               # every box at EW 0: the fort is destroyed
    with pytest.raises(ValueError) as refused:
        calc(COMMANDS, *fire, "--box", "2", "--ew-lost", "4")
    assert refusal(refused.value) in panel.result.toPlainText() and grav.reach_item.rgba.size == 0
    choose(panel.firer, "Nu3")                              # no fort fires, none is shot at
    assert not panel.box.isEnabled() and not panel.ew_lost.isEnabled()
    assert shows(panel, calc(COMMANDS, "fire", grav, "--firer", "Nu3@0305", "--target", "Nu3@0605"))
    assert grav.document.undo_stack.count() == 0


def test_a_fort_shot_at_loses_ew_and_its_hit_effect_roll_answers_as_the_command_line(grav):
    panel = grav.calculator
    choose(panel.target, "Alpha")
    panel.set_hexes(FIRER, TARGET)
    assert panel.ew_lost.isEnabled() and not panel.box.isEnabled() and panel.effect_roll.isEnabled()
    panel.ew_lost.setValue(1)                               # on the target, the fort
    fire = ("fire", grav, "--firer", "Nu3@0305", "--target", "Alpha@0605", "--ew-lost", "1")
    assert shows(panel, calc(COMMANDS, *fire)) and "1 EW lost already" in panel.result.toPlainText()
    for roll in (3, 6):                                     # none, then an EW loss
        panel.effect_roll.setValue(roll)
        effect = calc(COMMANDS, "effect", grav, "--unit", "Alpha@0605", "--ew-lost", "1", "--roll", str(roll))
        assert "effect " + effect.text.splitlines()[1] in panel.result.toPlainText()
    assert "every weapon box has lost" in effect.text and shows(panel, calc(COMMANDS, *fire))


def test_a_disrupted_target_and_its_effect_roll_answer_as_the_command_line(grav):
    panel = grav.calculator
    choose(panel.target, "A-INF")
    panel.set_hexes(FIRER, TARGET)
    assert panel.disrupted.isEnabled() and panel.effect_roll.isEnabled() and not panel.carrying.isEnabled()
    fire = ("fire", grav, "--firer", "Nu3@0305", "--target", "A-INF@0605")
    before = panel.result.toPlainText()
    panel.disrupted.setChecked(True)
    assert shows(panel, calc(COMMANDS, *fire, "--disrupted")) and panel.result.toPlainText() != before
    panel.effect_roll.setValue(10)
    effect = calc(COMMANDS, "effect", grav, "--unit", "A-INF@0605", "--disrupted", "--roll", "10")
    assert "effect " + effect.text.splitlines()[1] in panel.result.toPlainText()
    panel.disrupted.setChecked(False)
    effect = calc(COMMANDS, "effect", grav, "--unit", "A-INF@0605", "--roll", "10")
    assert "effect " + effect.text.splitlines()[1] in panel.result.toPlainText()
    choose(panel.target, "Omi9")                            # any hit destroys a vehicle: never disrupted
    assert not panel.disrupted.isEnabled() and not panel.effect_roll.isEnabled()
    assert shows(panel, calc(COMMANDS, "fire", grav, "--firer", "Nu3@0305", "--target", "Omi9@0605"))
    assert "effect roll" not in panel.result.toPlainText()


def test_the_infantry_a_carrier_carries_answers_as_the_command_line(grav):
    panel, rules = grav.calculator, grav.calculator.rules
    choose(panel.target, "Aza3")
    panel.set_hexes(FIRER, TARGET)
    assert panel.carrying.isEnabled() and panel.carrying.currentData() is None
    assert [panel.carrying.itemData(i) for i in range(1, panel.carrying.count())] == [
        u.name for u in rules.units.values() if u.move == "jump"]          # a carrier carries infantry only
    choose(panel.carrying, "J-INF")
    fire = ("fire", grav, "--firer", "Nu3@0305", "--target", "Aza3@0605", "--carrying", "J-INF")
    assert shows(panel, calc(COMMANDS, *fire)) and "the J-INF it carries" in panel.result.toPlainText()
    choose(panel.state_box, "free_flight")                  # destroyed with the carrier
    assert shows(panel, calc(COMMANDS, *fire, "--state", "free_flight"))
    assert "destroyed with it" in panel.result.toPlainText()
    choose(panel.target, "Omi9")                            # no carrier
    assert not panel.carrying.isEnabled() and "it carries" not in panel.result.toPlainText()


def test_a_move_of_the_firer_along_a_path_answers_as_the_command_line(grav):
    panel = grav.calculator
    panel.set_hexes(FIRER, None)
    panel.path.setText("0405, 0505 0506")                   # commas or spaces between the hexes
    panel.path.editingFinished.emit()
    move_ = ("move", grav, "--unit", "Nu3", "--path", "0305,0405,0505,0506")
    assert shows(panel, calc(COMMANDS, *move_)) and "Nu3 moves" in panel.result.toPlainText()
    assert panel.free_flight.isEnabled()
    panel.free_flight.setChecked(True)
    assert shows(panel, calc(COMMANDS, *move_, "--free-flight"))
    panel.path.setText("0305, 0405, 0505, 0506")            # the firer's own hex typed first
    panel.path.editingFinished.emit()
    assert shows(panel, calc(COMMANDS, *move_, "--free-flight"))
    choose(panel.firer, "Omi9")                             # a hover tank does not fly free
    assert not panel.free_flight.isEnabled() and shows(panel, calc(COMMANDS, "move", grav, "--unit", "Omi9",
                                                                   "--path", "0305,0405,0505,0506"))
    panel.path.setText("0405, 0507")
    panel.path.editingFinished.emit()
    with pytest.raises(ValueError) as refused:
        calc(COMMANDS, "move", grav, "--unit", "Omi9", "--path", "0305,0405,0507")
    assert refusal(refused.value) in panel.result.toPlainText() and "Detection" in panel.result.toPlainText()
    panel.clear_button.click()
    assert panel.path.text() == "" and grav.document.undo_stack.count() == 0


def test_the_unit_lists_have_the_room_and_a_name_cut_short_reads_whole_in_its_tip(qtbot, grav):
    grav.docks["calculator"].raise_()
    panel = grav.calculator
    qtbot.waitUntil(lambda: panel.firer.isVisible())
    choose(panel.firer, "Alpha")
    assert panel.firer.toolTip() == panel.firer.currentText() == "Alpha (fort Alpha (example weapon boxes))"
    field = panel.firer_hex
    assert field.fontMetrics().horizontalAdvance("00000000") < field.contentsRect().width()     # the longest id
    assert field.width() * 3 < panel.firer.width()
