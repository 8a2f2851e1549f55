"""A player loads their own rules file in the editor: the palette, hex dock and calculator follow."""

from PySide6.QtWidgets import QFileDialog, QMessageBox

from hmeditor.core.hexgrid import Hex
from hmeditor.core.io import read_map
from hmeditor.ui.rulesfile import load_rules_dialog

from ..conftest import MAPS
from ..test_house_rules import POCKET, ROUGH, house_rules, pocket_map
from .test_palette import WOODS_MP, user_rules
from .test_rules_docks import move


def test_loading_a_house_rules_file_changes_every_figure(qtbot, make_window, tmp_path, monkeypatch):
    window = make_window(read_map(MAPS / "open-terrain-2-movement-example.hmap"))
    house = user_rules(tmp_path, WOODS_MP, "  light_woods:\n    mp: {default: 3,")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "house-rules.yaml"), ""))
    move(qtbot, window, 1, 1)
    move(qtbot, window, *window.hex_map.parse_hex_id("0708"))
    assert "light woods +1" in window.hex_dock.text.toPlainText()
    load_rules_dialog(window, window.state)
    assert window.rules.path == house.path and window.calculator.rules is window.rules
    assert "light woods +3" in window.hex_dock.text.toPlainText()
    assert window.palette.rules is window.rules


def test_a_broken_rules_file_is_refused_and_the_rules_stay(make_window, tmp_path, monkeypatch):
    window = make_window()
    before = window.rules
    broken = tmp_path / "broken.yaml"
    broken.write_text("terrain: [unclosed\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(broken), ""))
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    load_rules_dialog(window, window.state)
    assert window.rules is before and len(warnings) == 1 and "broken.yaml" in warnings[0]


def mp_for(window, label: str) -> str:
    """The hex dock's "MP to enter" cell of the row of unit kinds that holds `label`."""
    lines = window.hex_dock.text.toPlainText().splitlines()
    row = next(i for i, line in enumerate(lines) if label in line.split(", "))
    return lines[row + 1]


def test_the_editor_follows_a_users_rules_file(make_window, tmp_path):
    m, _ = pocket_map(tmp_path)
    window = make_window(m)
    woods = Hex.from_offset(*POCKET).neighbors()[0].to_offset()
    window.hex_dock.show_hex(*ROUGH)
    assert mp_for(window, "tracked vehicles") == "2"
    assert not [f for f in window.check_dock.findings if f.rule == "unreachable-area"]
    window.state.load_rules_file(str(house_rules(tmp_path)))
    assert mp_for(window, "tracked vehicles") == "4"
    window.hex_dock.show_hex(*woods)
    assert mp_for(window, "tracked vehicles") == "barred"
    assert [f.hexes for f in window.check_dock.findings if f.rule == "unreachable-area"] == [("0606",)]
    window.calculator.unit.setCurrentIndex(window.calculator.unit.findData("tracked"))
    window.calculator.set_hexes(None, ROUGH)
    assert "4 MP = 1 (enter hex) + 3 (rough)" in window.calculator.result.toPlainText()
    window.calculator.set_hexes(None, woods)
    assert "prohibited: tracked vehicles cannot enter light woods" in window.calculator.result.toPlainText()
