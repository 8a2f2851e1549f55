"""The reach tool spends the walking MP the map's conditions give, as the panel's move verdict and
`calc move` do: at 0.5 g a 'Mech of 5 MP walks 10."""

import pytest

from hmeditor.core.model import HexMap

ORIGIN = (4, 1)                    # hex 0502


# megamek-rules.md 3.4 (MegaMek getWalkMP under gravity: walking MP / gravity, rounded down); seed 000's
# conditions table names gravity among the planetary conditions a map plays under.
REACH = [
    # (gravity, walking MP typed, walking MP spent, farthest hex reached straight south)
    (1.0, 5, 5, "0507"),
    (0.5, 5, 10, "0512"),
    (2.0, 5, 2, "0504"),
]


@pytest.mark.parametrize("gravity, mp, walk, farthest", REACH)
def test_reach_spends_the_walking_mp_under_gravity(make_window, gravity, mp, walk, farthest):
    m = HexMap(10, 14, "reach")
    m.conditions = {"gravity": gravity}
    window = make_window(m)
    panel = window.calculator
    panel.mp.setValue(mp)
    panel.show_reach(ORIGIN)
    assert f"with {mp} MP (walking {walk})" in panel.result.toPlainText()
    texts = window.reach_item.texts
    col, row = m.parse_hex_id(farthest)
    assert texts[m.flat(col, row)] == str(walk)
    assert m.flat(col, row + 1) not in texts
