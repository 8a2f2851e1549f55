"""The live check runs every map's checks and those of the game system chosen in the calculator dock,
and the check dock says which system that is: a Grav Armor map says nothing of tracked vehicles."""

import pytest

from hmeditor.core.io import read_map

from ..conftest import MAPS

GRAV = MAPS / "grav-armor-combat-example.hmap"


def choose(window, system_id: str) -> None:
    selector = window.calculator_dock.system
    selector.setCurrentIndex(selector.findData(system_id))


# Seed 000: the reality test is applied to every terrain and condition of the map; the unreachable area
# is what BattleTech's tracked vehicles can reach (its movement rules), nothing of Grav Armor's.
DOCK = [
    # (system chosen, the unreachable-area note listed?, the dock's words)
    ("battletech", True, "BattleTech: 1 info"),
    ("grav_armor", False, "Grav Armor: no findings"),
    ("wh40k", False, "Warhammer 40,000: no findings"),
    ("total_war_xxi", False, "Total War XXI: no findings"),
]


@pytest.mark.parametrize("system, unreachable, words", DOCK)
def test_the_check_dock_checks_the_chosen_system(qtbot, make_window, system, unreachable, words):
    window = make_window(read_map(GRAV))
    choose(window, system)
    qtbot.waitUntil(lambda: not window.state.live.checking())
    assert any(f.rule == "unreachable-area" for f in window.check_dock.findings) == unreachable
    assert window.check_dock.status.text() == words
    choose(window, "battletech")
    qtbot.waitUntil(lambda: not window.state.live.checking())
    assert [f.rule for f in window.check_dock.findings] == ["unreachable-area"]


def test_another_systems_house_rule_is_not_offered_to_forget(qtbot, make_window):
    m = read_map(GRAV)
    window = make_window(m)
    qtbot.waitUntil(lambda: not window.state.live.checking())
    [finding] = window.check_dock.findings
    window.check_dock.list.setCurrentIndex(window.check_dock.model.index(0))
    window.check_dock.toggle_accepted()                              # a BattleTech house rule
    assert window.hex_map.accepted and window.check_dock.stale_accepted() == []
    choose(window, "grav_armor")
    qtbot.waitUntil(lambda: not window.state.live.checking())
    assert window.check_dock.stale_accepted() == [] and not window.check_dock.forget_button.isVisibleTo(window)
    choose(window, "battletech")
    qtbot.waitUntil(lambda: not window.state.live.checking())
    assert [f.accepted for f in window.check_dock.findings] == [True]
