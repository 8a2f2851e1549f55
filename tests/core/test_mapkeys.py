"""A map's settings per game system: the `systems:` key of a .hmap, read, set and undone."""

import pytest

from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap
from hmeditor.core.systems.mapkeys import map_settings, number_setting, set_map_settings


def test_settings_survive_a_file_and_other_systems_keep_theirs(tmp_path):
    m = HexMap(4, 4, "scale")
    m.extra_keys["systems"] = {"wh40k": {"inches_per_hex": 1.25}}
    change, undo = set_map_settings(m, "total_war_xxi", {"cm_per_hex": 5.0}).apply(m)
    assert change.meta and map_settings(m, "total_war_xxi") == {"cm_per_hex": 5.0}
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
    assert "systems" not in m.extra_keys and map_settings(m, "total_war_xxi") == {}


@pytest.mark.parametrize("value", [0, -1, 1e-9, 1e9, "3 cm", True, float("nan"), float("inf")])
def test_a_setting_must_be_a_number_in_its_range(value):
    with pytest.raises(ValueError, match=r"'systems.total_war_xxi.cm_per_hex' must be a number from 0.1 to 1000"):
        number_setting({"cm_per_hex": value}, "total_war_xxi", "cm_per_hex", 3.175, 0.1, 1000)
    assert number_setting({}, "total_war_xxi", "cm_per_hex", 3.175, 0.1, 1000) == 3.175
    assert number_setting({"cm_per_hex": 1000}, "total_war_xxi", "cm_per_hex", 3.175, 0.1, 1000) == 1000


def test_a_malformed_systems_key_is_reported():
    m = HexMap(2, 2)
    m.extra_keys["systems"] = [1, 2]
    with pytest.raises(ValueError, match="'systems' key must be a mapping"):
        map_settings(m, "total_war_xxi")
    m.extra_keys["systems"] = {"total_war_xxi": 3}
    with pytest.raises(ValueError, match="'systems.total_war_xxi' key must be a mapping"):
        map_settings(m, "total_war_xxi")
