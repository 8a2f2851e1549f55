"""`hmeditor check --system ID`: every map's checks, and those of the game system the map is played in
(BattleTech's unreachable area, 40k's ruins too far apart to climb), said in the output."""

import json

import pytest

from hmeditor.core.io import write_map
from tests.maps import make_map


@pytest.fixture(scope="module")
def city(tmp_path_factory):
    """A tracked vehicle's pocket cut off by a cliff, ruins 7" between floors, mud under snow."""
    m = make_map({"0303": "clear @2", "0606": "ruins:3:7", "0101": "clear +mud +deep_snow"}, size=(8, 8), name="city")
    path = tmp_path_factory.mktemp("maps") / "city.hmap"
    write_map(m, path)
    return path


# Seed 000, "Противоречивые планетарные условия": "следует применить такую «лакмусовую бумажку
# реальности»" to every terrain and condition of the map; a system's own rules add their checks (seed 001,
# "Если расстояние между этажами больше 6", то модели вообще не смогут забраться на этаж").
SYSTEMS = [
    # (--system, the rules found, the system named)
    (None, {"frozen-mud", "unreachable-area"}, "BattleTech"),
    ("battletech", {"frozen-mud", "unreachable-area"}, "BattleTech"),
    ("wh40k", {"frozen-mud", "ruins-spacing"}, "Warhammer 40,000"),
    ("40k", {"frozen-mud", "ruins-spacing"}, "Warhammer 40,000"),
    ("grav-armor", {"frozen-mud"}, "Grav Armor"),
    ("total_war_xxi", {"frozen-mud"}, "Total War XXI"),
]


@pytest.mark.parametrize("system, rules, title", SYSTEMS)
def test_check_runs_every_maps_checks_and_the_systems_own(run_cli, city, system, rules, title):
    option = ["--system", system] if system else []
    result = run_cli("check", city, *option, "--json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert {f["rule"] for f in out["maps"][0]["findings"]} == rules
    text = run_cli("check", city, *option).stdout.splitlines()
    assert text[-1].endswith(f"; checked for {title}")
    assert out["system"] == {"40k": "wh40k", "grav-armor": "grav_armor", None: "battletech"}.get(system, system)


def test_an_unknown_system_is_refused_in_one_line(run_cli, city):
    result = run_cli("check", city, "--system", "chess")
    assert result.returncode == 2 and result.stderr.splitlines()[-1].startswith(
        "hmeditor check: error: argument --system: unknown game system 'chess'")
