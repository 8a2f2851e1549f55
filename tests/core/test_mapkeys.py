"""A map's settings per game system: the `systems:` key of a .hmap, read, checked, set and undone."""

import pytest

from hmeditor.core.errors import MapFileError
from hmeditor.core.io import hmap, read_map, write_map
from hmeditor.core.model import HexMap
from hmeditor.core.systems.mapkeys import map_value, set_map_settings

SETTINGS = [("grav_armor", "chart", "standard"), ("wh40k", "inches_per_hex", 1.25),
            ("total_war_xxi", "cm_per_hex", 3.175), ("total_war_xxi", "cm_per_level", 2.0)]


def test_settings_survive_a_file_and_other_systems_keep_theirs(tmp_path):
    m = HexMap(4, 4, "scale")
    m.extra_keys["systems"] = {"wh40k": {"inches_per_hex": 1.25}}
    change, undo = set_map_settings(m, "total_war_xxi", {"cm_per_hex": 5.0}).apply(m)
    assert change.meta and map_value(m, "total_war_xxi", "cm_per_hex", 3) == 5.0
    path = tmp_path / "scale.hmap"
    write_map(m, path)
    again = read_map(path)
    assert again.extra_keys["systems"] == {"wh40k": {"inches_per_hex": 1.25}, "total_war_xxi": {"cm_per_hex": 5.0}}
    undo.apply(m)
    assert m.extra_keys["systems"] == {"wh40k": {"inches_per_hex": 1.25}}


def test_removing_the_last_setting_removes_the_key():
    m = HexMap(2, 2)
    set_map_settings(m, "total_war_xxi", {"cm_per_hex": 5.0}).apply(m)
    set_map_settings(m, "total_war_xxi", {"cm_per_hex": None}).apply(m)
    assert "systems" not in m.extra_keys and map_value(m, "total_war_xxi", "cm_per_hex", 3) == 3


def _map(systems: str) -> str:
    return f"size: [2, 2]\nhexes: {{}}\nsystems:\n{systems}"


@pytest.mark.parametrize("system, key, good", SETTINGS)
@pytest.mark.parametrize("bad", ["0", "-1", "1.0e+9", "3 cm", "true", ".nan", ".inf", "[1]", "''", "null", "{a: 1}"])
def test_a_bad_setting_of_any_system_is_refused_with_its_line_when_the_map_is_read(system, key, good, bad):
    if key == "chart" and bad in ("3 cm",):
        return                                              # a name (the rules may have such a chart)
    with pytest.raises(MapFileError, match=rf"^<t>:6: systems: {system}.{key} must be a (number|name)"):
        hmap.loads(_map(f"  {system}:\n    other: 1\n    {key}: {bad}\n"), "<t>")
    assert map_value(hmap.loads(_map(f"  {system}: {{{key}: {good}}}\n")), system, key, None) == good


@pytest.mark.parametrize("system", ["grav_armor", "wh40k", "total_war_xxi", "battletech"])
@pytest.mark.parametrize("entry", ["3", "[chart]", "null", "standard"])
def test_a_malformed_entry_of_any_system_is_refused_with_its_line_when_the_map_is_read(system, entry):
    with pytest.raises(MapFileError, match=rf"^<t>:4: systems: {system} must be a mapping of its settings"):
        hmap.loads(_map(f"  {system}: {entry}\n"), "<t>")
    with pytest.raises(MapFileError, match=r"^<t>:4: systems: must be a mapping of game systems"):
        hmap.loads(_map(f"  - {system}\n"), "<t>")


def test_unknown_systems_and_keys_are_kept_as_they_are():
    text = _map("  chess: 5\n  wh40k: {inches_per_hex: 2, board: [1, 2]}\n")
    m = hmap.loads(text)
    assert m.extra_keys["systems"] == {"chess": 5, "wh40k": {"inches_per_hex": 2, "board": [1, 2]}}
    assert hmap.loads(hmap.dumps(m)).extra_keys == m.extra_keys


@pytest.mark.parametrize("systems", [[1, 2], {"total_war_xxi": 3}, {"total_war_xxi": {"cm_per_hex": -2}}])
def test_a_setting_changed_in_memory_is_checked_when_read(systems):
    m = HexMap(2, 2)
    m.extra_keys["systems"] = systems
    with pytest.raises(ValueError, match=r"^the map's systems: .*must be a"):
        map_value(m, "total_war_xxi", "cm_per_hex", 3.175)
