"""Warhammer 40,000 in the editor: its panel in the calculator dock, the cover map from a firer picked
on the map (numbers 2+..6+ on a colour ramp), the hex dock in 40k terms, the palette's 40k words and
the table scale set as an edit of the map."""

import numpy as np
import pytest

from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.model import HexMap
from hmeditor.core.systems import default_rules_path
from hmeditor.core.systems.wh40k.commands import COMMANDS
from hmeditor.core.systems.wh40k.overlays import FIRER_COLOUR, SAVE_COLOURS
from hmeditor.ui.panels.wh40k import Wh40kPanel

from .helpers import calc, click, close, colour_at, move, refusal

CITY = {"0505": "ruins:3", "0503": "light_woods", "0504": "rubble", "0707": "building:heavy:2",
        "0305": "clear +fortified", "0602": "ruins:2:7"}


@pytest.fixture
def city(make_window):
    m = HexMap(12, 10, "city")
    set_cells(m, {m.parse_hex_id(h): parse_cell(v) for h, v in CITY.items()}).apply(m)
    window = make_window(m)
    selector = window.calculator_dock.system
    selector.setCurrentIndex(selector.findData("wh40k"))
    return window


def at(window, hex_id):
    return window.hex_map.parse_hex_id(hex_id)


def test_the_dock_offers_40k_with_its_own_panel(city):
    assert isinstance(city.calculator, Wh40kPanel) and city.state.system_id == "wh40k"
    assert city.heat_action.text() == "Cover &save map"


def test_picking_a_firer_shows_the_cover_map(qtbot, city):
    window = city
    plain = colour_at(window, *at(window, "0505"))
    window.tool_actions[window.tool("Line of sight")].trigger()
    click(qtbot, window, *at(window, "0501"))
    move(qtbot, window, *at(window, "0505"))
    click(qtbot, window, *at(window, "0505"))
    assert window.state.current_choices["firer"] == at(window, "0501") and window.heat_action.isChecked()
    texts, rgba, flat = window.heat_item.texts, window.heat_item.rgba, window.hex_map.flat
    assert texts[flat(*at(window, "0505"))] == "4+"              # ruins: in the hex
    assert texts[flat(*at(window, "0506"))] == "4+"              # behind the ruins
    assert texts[flat(*at(window, "0504"))] == "5+"              # rubble covers only what stands behind it: the woods
    assert flat(*at(window, "0502")) not in texts                # open ground, nothing between
    assert texts[flat(*at(window, "0501"))] == "firer" and tuple(rgba[0, 4]) == FIRER_COLOUR
    assert tuple(rgba[4, 4]) == tuple(SAVE_COLOURS[4]) and tuple(rgba[3, 4]) == tuple(SAVE_COLOURS[5])
    assert not close(colour_at(window, *at(window, "0505")), plain)   # shaded on screen
    text = window.calculator.result.toPlainText()
    assert "infantry in 0505: 4+ (ruins)" in text and 'from 0501: 4 hexes = 5"' in text
    assert "roll 6: 6\" (4.8 hexes) across; 1 floor + 3\" (2.4 hexes); 2 floors" in text
    assert window.los_item.ends == (at(window, "0501"), at(window, "0505"))


def test_the_colour_ramp_runs_from_2_to_6():
    saves = SAVE_COLOURS[2:7, :3].astype(int)
    lightness = saves.sum(axis=1)
    assert (np.diff(lightness) > 0).all()                        # better saves darker
    assert (SAVE_COLOURS[2:7, 3] > 0).all() and SAVE_COLOURS[7, 3] == 0 and SAVE_COLOURS[0, 3] == 0


def test_going_to_ground_and_the_unit_type_change_the_map(city):
    window = city
    window.calculator.set_hexes(at(window, "0501"), at(window, "0505"))
    flat = window.hex_map.flat
    assert window.heat_item.texts[flat(*at(window, "0505"))] == "4+"
    window.calculator.down.setChecked(True)
    assert window.heat_item.texts[flat(*at(window, "0505"))] == "2+"      # ruins are area terrain: +2
    assert window.heat_item.texts[flat(*at(window, "0902"))] == "6+"      # in the open
    panel = window.calculator
    panel.unit.setCurrentIndex(panel.unit.findData("bike"))
    assert not panel.down.isEnabled() and window.state.current_choices["unit"] == "bike"
    assert window.heat_item.texts[flat(*at(window, "0505"))] == "4+"
    panel.unit.setCurrentIndex(panel.unit.findData("vehicle"))
    assert window.heat_item.texts.get(flat(*at(window, "0503"))) is None   # vehicles take no cover from their hex
    assert "vehicles" in panel.result.toPlainText()


def test_the_hex_dock_shows_the_hex_in_40k_terms(qtbot, city):
    window = city
    move(qtbot, window, *at(window, "0404"))
    move(qtbot, window, *at(window, "0505"))
    text = window.hex_dock.text.toPlainText()
    assert "Warhammer 40k: 0505" in text and "Cover save\n4+\nruins" in text and "Gone to ground\n2+" in text
    assert "Ruins: 3 floors 3\" apart" in text and "jump from 3\n6\" fall, D6 -2\nsurvives 1/2" in text
    assert "infantry, walkers\nhighest of 2D6" in text and 'Table scale\n1 hex = 1.25"' in text
    move(qtbot, window, *at(window, "0707"))
    assert "Armour\n14" in window.hex_dock.text.toPlainText()


def test_the_palette_says_what_terrain_is_in_40k(city):
    palette = city.palette
    palette.select("base", "ruins")
    assert palette.figures.text() == ("40k cover: 4+ (area terrain)\nTerrain: difficult\n"
                                      "Floors: each costs 3\" of the difficult-terrain roll")
    palette.param_inputs[1][1].setValue(8)
    assert palette.figures.text().endswith('Floors 8" apart: no climbing by the test')
    palette.select("base", "light_woods")
    assert palette.figures.text() == "40k cover: 5+ (area terrain)\nTerrain: difficult"
    palette.select("mod", "fortified")
    assert palette.figures.text() == "40k cover: 3+ (in it and directly behind it)"


def test_the_table_scale_is_an_edit_of_the_map(city):
    window = city
    panel = window.calculator
    panel.set_hexes(at(window, "0501"), at(window, "0505"))
    panel.scale.setValue(2)
    panel.scale.editingFinished.emit()
    assert window.hex_map.extra_keys["systems"] == {"wh40k": {"inches_per_hex": 2}}
    assert 'from 0501: 4 hexes = 8"' in panel.result.toPlainText()
    assert window.document.undo_stack.undoText() == "Table scale 2 in per hex"
    window.document.undo_stack.undo()
    assert "systems" not in window.hex_map.extra_keys and panel.scale.value() == 1.25
    assert 'from 0501: 4 hexes = 5"' in panel.result.toPlainText()


def test_a_bad_table_scale_in_the_map_is_said_not_raised(city):
    window = city
    window.hex_map.extra_keys["systems"] = {"wh40k": {"inches_per_hex": "big"}}
    window.calculator.set_hexes(at(window, "0501"), at(window, "0505"))
    assert "wh40k.inches_per_hex must be a number from 0.1 to 20" in window.calculator.result.toPlainText()
    assert window.heat_item.texts[window.hex_map.flat(*at(window, "0505"))] == "4+"     # own cover still shown


def test_the_reach_tool_picks_the_firer(qtbot, city):
    window = city
    window.tool_actions[window.tool("Reach")].trigger()
    click(qtbot, window, *at(window, "0507"))
    assert window.state.current_choices["firer"] == at(window, "0507") and window.heat_action.isChecked()
    assert window.heat_item.texts[window.hex_map.flat(*at(window, "0504"))] == "4+"     # behind the ruins of 0505
    assert window.heat_item.texts[window.hex_map.flat(*at(window, "0503"))] == "5+"     # the ruins are halfway: the
    #                                                                                     rubble of 0504 covers it


def test_a_house_rules_file_reaches_the_panel_the_map_and_the_dock(qtbot, city, tmp_path):
    from hmeditor.core.systems import get_system
    text = get_system("wh40k").rules_file.read_text(encoding="utf-8")
    house = tmp_path / "house-40k.yaml"
    house.write_text(text.replace("ruins: {cover: 4,", "ruins: {cover: 3,"), encoding="utf-8")
    window = city
    window.calculator.set_hexes(at(window, "0501"), at(window, "0505"))
    assert window.state.load_rules_file(str(house)) == "wh40k"
    assert window.heat_item.texts[window.hex_map.flat(*at(window, "0505"))] == "3+"
    assert "infantry in 0505: 3+ (ruins)" in window.calculator.result.toPlainText()
    move(qtbot, window, *at(window, "0404"))
    move(qtbot, window, *at(window, "0505"))
    assert "Cover save\n3+\nruins" in window.hex_dock.text.toPlainText()


# ---- the command line's options in the panel -------------------------------------------------------

def test_jumping_down_to_a_floor_answers_as_the_command_line(city):
    window = city
    panel = window.calculator
    panel.set_hexes(at(window, "0501"), at(window, "0505"))           # ruins of 3 floors
    panel.floor.setValue(3)
    assert panel.to_floor.value() == 1 and panel.to_floor.text() == "to the ground"
    ground = calc(COMMANDS, "jump-down", window, "--hex", "0505", "--floor", "3").json
    assert f'jump from floor 3: {ground["height_in"]}" fall, D6 {ground["modifier"]:+}, survives ' \
           f'{ground["survive_chance"]}' in panel.result.toPlainText()
    panel.to_floor.setValue(2)
    panel.roll.setValue(3)
    down = calc(COMMANDS, "jump-down", window, "--hex", "0505", "--floor", "3", "--to-floor", "2", "--roll", "3").json
    assert down["height_in"] != ground["height_in"]
    assert (f'jump from floor 3 to floor 2: {down["height_in"]}" fall, D6 {down["modifier"]:+}, survives '
            f'{down["survive_chance"]}; roll 3: {down["result"]}, {"survives" if down["survives"] else "removed"}'
            in panel.result.toPlainText())
    panel.to_floor.setValue(3)                                         # not below the floor jumped from
    with pytest.raises(ValueError) as refused:
        calc(COMMANDS, "jump-down", window, "--hex", "0505", "--floor", "3", "--to-floor", "3")
    text = panel.result.toPlainText()
    assert refusal(refused.value) in text and "infantry in 0505: 4+ (ruins)" in text and "roll 3: 3\"" in text


def fortress_map() -> HexMap:
    m = HexMap(12, 10, "fortress")
    set_cells(m, {m.parse_hex_id("0707"): parse_cell("building:light:2")}).apply(m)
    return m


def test_a_fortification_the_rules_name_answers_as_the_command_line(make_window, tmp_path):
    window = make_window(fortress_map())
    selector = window.calculator_dock.system
    selector.setCurrentIndex(selector.findData("wh40k"))
    panel, rules = window.calculator, window.calculator.rules
    assert [panel.fortification.itemData(i) for i in range(panel.fortification.count())] == [None, *rules.named]
    assert panel.fortification.itemText(0) == "the map's type"
    assert panel.fortification.itemText(1) == rules.named["bastion"].extra["title"] == "Imperial Bastion"
    panel.set_hexes(None, at(window, "0707"))
    light = calc(COMMANDS, "building", window, "--hex", "0707").json
    assert f'light building: armour {light["armour"]}' in panel.result.toPlainText()
    panel.fortification.setCurrentIndex(panel.fortification.findData("bastion"))
    bastion = calc(COMMANDS, "building", window, "--hex", "0707", "--fortification", "bastion").json
    assert bastion["armour"] != light["armour"]
    assert f'Imperial Bastion: armour {bastion["armour"]}' in panel.result.toPlainText()
    panel.neglected.setChecked(True)
    neglected = calc(COMMANDS, "building", window, "--hex", "0707", "--fortification", "bastion",
                     "--neglected").json
    assert f'Imperial Bastion: armour {neglected["armour"]} (neglected)' in panel.result.toPlainText()
    assert "emplaced weapons: cannot fire" in panel.result.toPlainText()
    house = tmp_path / "house-40k.yaml"                                # a rules file that names another
    house.write_text(default_rules_path("wh40k").read_text(encoding="utf-8").replace(
        "  named:\n", "  named:\n    keep: {value: 11, title: \"Old Keep\", source: [choice]}\n"), encoding="utf-8")
    window.state.load_rules_file(str(house))
    assert panel.fortification.currentData() == "bastion" and panel.fortification.findData("keep") > 0
    panel.fortification.setCurrentIndex(panel.fortification.findData("keep"))
    keep = calc(COMMANDS, "building", window, "--hex", "0707", "--fortification", "keep", "--neglected").json
    assert f'Old Keep: armour {keep["armour"]} (neglected)' in panel.result.toPlainText()
    assert window.document.undo_stack.count() == 0
