"""A fix says what it will do before it is applied: in its row of the list and beside the Apply fix
button, with the reason for any value it sets."""

from hmeditor.core import edits


def test_the_fix_is_said_in_the_list_and_beside_the_button(window):
    window.document.push(edits.SetConditions({"weather": "heavy_snow", "temperature": 10}), "snow")
    dock = window.check_dock
    [finding] = [f for f in dock.findings if f.rule == "snow-weather-warm"]
    row = dock.model.data(dock.model.index(dock.model.row_of(finding)))
    assert f"Fix: {finding.fix}" in row and "set the temperature to -50 °C: the temperature the rules" in finding.fix
    assert not dock.fix_text.isVisibleTo(dock)
    dock.show_finding(finding)
    assert dock.fix_text.isVisibleTo(dock) and f"will {finding.fix}" in dock.fix_text.text()
    dock.apply_fix()
    assert window.hex_map.condition("temperature") == -50
