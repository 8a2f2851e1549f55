"""The editor plays any game system in the list: the calculator dock's selector, the system's
panel (its commands as a form when it has no panel of its own), the hex dock and the heat map
follow the chosen system; the rules in use live in the editor state, which docks follow."""

import subprocess
import sys

import pytest

from hmeditor.core import edits, systems
from hmeditor.core.model import HexMap
from hmeditor.core.systems import battletech
from hmeditor.core.systems.battletech.overlays import BARRED_COLOUR
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.ui.panels import CommandPanel
from hmeditor.ui.panels.battletech import BattleTechPanel

from ..conftest import MAPS
from ..toysystem import SYSTEM as TOY
from .helpers import move

WOODS = (2, 1)


@pytest.fixture
def toy_window(monkeypatch, make_window):
    monkeypatch.setattr(systems, "SYSTEMS", (battletech.SYSTEM, TOY))
    m = HexMap(6, 6, "toy")
    m.base[WOODS[1], WOODS[0]] = BASE_INDEX["heavy_woods"]
    return make_window(m)


def choose(window, system_id: str) -> None:
    selector = window.calculator_dock.system
    selector.setCurrentIndex(selector.findData(system_id))


def test_the_selector_lists_every_system_and_battletech_comes_first(toy_window):
    selector = toy_window.calculator_dock.system
    assert [selector.itemData(i) for i in range(selector.count())] == ["battletech", "toy"]
    assert toy_window.state.system_id == "battletech" and isinstance(toy_window.calculator, BattleTechPanel)


def test_choosing_a_system_changes_the_panel_hex_dock_palette_and_heat_map(qtbot, toy_window):
    window = toy_window
    move(qtbot, window, *WOODS)
    assert "Rules figures for 0302" in window.hex_dock.text.toPlainText()
    choose(window, "toy")
    assert window.state.system_id == "toy" and isinstance(window.calculator, CommandPanel)
    assert window.calculator_dock.stack.currentWidget().widget() is window.calculator
    text = window.hex_dock.text.toPlainText()
    assert "Toy cover" in text and "2" in text.split("Cover")[1] and "Rules figures" not in text
    assert window.palette.figures.text() == ""                  # the toy system says nothing of terrain
    assert window.heat_action.text() == "Toy &cover"
    window.heat_action.trigger()
    alpha = window.heat_item.rgba[..., 3]
    assert alpha[WOODS[1], WOODS[0]] > 0 and alpha.sum() == alpha[WOODS[1], WOODS[0]]
    choose(window, "battletech")
    assert "Rules figures for 0302" in window.hex_dock.text.toPlainText()
    assert window.heat_item.rgba[WOODS[1], WOODS[0], 3] > 0 and window.heat_action.text().startswith("Movement")


def test_a_system_without_a_panel_answers_its_commands_from_a_form(toy_window):
    window = toy_window
    choose(window, "toy")
    panel = window.calculator
    assert [panel.command.itemText(i) for i in range(panel.command.count())] == ["cover", "roll"]
    hex_field = panel.inputs[0][1]
    hex_field.setText("0302")
    panel.answer_button.click()
    assert panel.result.toPlainText() == "cover 2 in 0302"
    hex_field.setText("0909")
    panel.answer_button.click()
    assert panel.result.toPlainText() == "Hex 0909 is off the 6 x 6 map"   # the option unnamed
    panel.command.setCurrentIndex(1)
    panel.answer_button.click()                                  # --at-least left empty
    assert "required" in panel.result.toPlainText()
    panel.inputs[0][1].setText("12")
    panel.answer_button.click()
    assert panel.result.toPlainText() == "12+ on 2d6: 1/36"
    assert window.document.undo_stack.count() == 0


def test_the_heat_map_follows_the_states_choices_not_a_dock(window):
    window.heat_action.trigger()
    window.document.push(edits.paint_base(window.hex_map, [(3, 3)], "light_woods"), "woods")
    assert window.heat_item.rgba[3, 3, 3] > 0 and tuple(window.heat_item.rgba[3, 3]) != BARRED_COLOUR
    window.state.set_choice("unit", "hover")
    assert tuple(window.heat_item.rgba[3, 3]) == BARRED_COLOUR
    assert window.calculator.unit.currentData() == "hover"        # the panel shows the state's choice


def test_a_replaced_document_reaches_no_view(window):
    old = window.document
    window.files.open_file(str(MAPS / "open-terrain-2-movement-example.hmap"))
    assert window.document is not old
    seen = []
    window.state.map_changed.connect(seen.append)
    findings = list(window.check_dock.findings)
    old.push(edits.paint_base(old.map, [(0, 0)], "water"), "water")
    old.set_selection([0, 1, 2])
    assert seen == [] and window.check_dock.findings == findings and len(window.document.selection) == 0
    window.document.push(edits.paint_base(window.hex_map, [(0, 0)], "water"), "water")
    assert len(seen) == 1


def test_an_edit_is_answered_by_the_chosen_systems_panel_only(monkeypatch, make_window):
    """A brush stroke works out the chosen system's answers; another system's panel answers for the
    map as edited when its system is chosen."""
    from hmeditor.ui import panels
    answered = []
    for cls in map(panels.panel_class, panels.PANELS):
        recompute = cls.recompute
        monkeypatch.setattr(cls, "recompute", lambda self, *a, f=recompute: answered.append(self.system_id) or
                            f(self, *a))
    window = make_window()
    assert window.state.system_id == "battletech"
    answered.clear()
    window.document.push(edits.paint_base(window.hex_map, [(3, 3)], "water", (1,)), "water")
    assert answered == ["battletech"]
    answered.clear()
    choose(window, "wh40k")
    assert "wh40k" in answered


def test_a_systems_panel_is_made_when_the_system_is_first_chosen(make_window):
    window = make_window()
    assert list(window.calculator_dock.panels) == ["battletech"]
    choose(window, "wh40k")
    assert list(window.calculator_dock.panels) == ["battletech", "wh40k"]
    window.calculator.heat_map_wanted.emit()              # the window follows the panel made later
    assert window.heat_action.isChecked()


def test_the_window_imports_no_other_systems_panel():
    probe = ("import sys; import hmeditor.ui.mainwindow, hmeditor.ui.calculator; "
             "print(sorted(m for m in sys.modules if m.startswith('hmeditor.ui.panels.')))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert "hmeditor.ui.panels.wh40k" not in out and "hmeditor.ui.panels.grav_armor" not in out
    assert "hmeditor.ui.panels.total_war_xxi" not in out and "hmeditor.ui.panels.base" in out
