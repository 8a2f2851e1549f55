"""The editor's BattleTech calculator panel shows the target's height in line of sight and cover,
jumping under gravity, 'Mech heat, the weather's wind."""

import pytest

from hmeditor.core.model import HexMap
from tests.maps import make_map


def panel_map(cells: dict[str, str], conditions: dict) -> HexMap:
    return make_map(cells, conditions, (10, 12), "panel")


# Each row: the map, the panel's inputs, From and To, words the result must show.
# Sources: megamek-rules.md 3.4 (gravity on MP), rulesystems.md C.4 ('Mech heat), 3.7 (weather brings wind),
# LosEffects (partial cover, unit heights).
CASES = [
    ({"0303": "clear @1"}, {}, {"target": "mech"}, ("0301", "0304"), "partial cover in 0303"),
    ({"0303": "clear @1"}, {}, {"unit": "tracked", "target": "tracked"}, ("0301", "0304"), "blocked"),
    ({}, {"gravity": 2.0}, {"jump": 5}, ("0301", "0304"), "jumping MP 2: cannot jump"),
    ({}, {"gravity": 0.5}, {"jump": 2}, ("0301", "0304"), "jumping MP 4: can jump there"),
    ({}, {"temperature": 72}, {}, ("0301", "0302"), "+3 heat per turn at 72 °C"),
    ({}, {"weather": "gusting_rain"}, {}, ("0301", "0302"), "gusting rain brings strong gale (the map says calm)"),
    ({}, {"wind": "tornado_f4"}, {}, ("0301", "0302"), "tornado f4: walking only"),
    ({}, {"fog": "heavy"}, {}, ("0301", "0309"), "beyond the visual range of 5 hexes (heavy fog)"),
]


@pytest.mark.parametrize("cells, conditions, inputs, hexes, words", CASES)
def test_panel_shows_heights_gravity_heat_and_wind(make_window, cells, conditions, inputs, hexes, words):
    window = make_window(panel_map(cells, conditions))
    panel = window.calculator
    m = window.hex_map
    panel.unit.setCurrentIndex(panel.unit.findData(inputs.get("unit", "mech")))
    panel.target.setCurrentIndex(panel.target.findData(inputs.get("target", "mech")))
    panel.jump.setValue(inputs.get("jump", 0))
    panel.set_hexes(m.parse_hex_id(hexes[0]), m.parse_hex_id(hexes[1]))
    assert words in panel.result.toPlainText()
