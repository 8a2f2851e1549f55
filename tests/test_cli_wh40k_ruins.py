"""Ruins as a user calls `calc wh40k`: a ruin on its base is area terrain (a rules flag plays ruins
without bases), jumping down to a lower floor, the jump and jet-pack placement limit on a move, and
climbing by unit type."""

import json

import pytest

from hmeditor.core.io import write_map
from hmeditor.core.systems import default_rules_path
from tests.maps import make_map

CITY = {"0505": "ruins:4", "0506": "ruins:3:6", "0303": "light_woods"}


@pytest.fixture(scope="module")
def city(tmp_path_factory):
    m = make_map(CITY, size=(10, 16), name="ruins")
    path = tmp_path_factory.mktemp("maps") / "ruins.hmap"
    write_map(m, path)
    return path


@pytest.fixture(scope="module")
def no_bases(tmp_path_factory):
    text = default_rules_path("wh40k").read_text(encoding="utf-8")
    assert "ruins_are_area: {value: true" in text
    path = tmp_path_factory.mktemp("rules") / "no-bases.yaml"
    path.write_text(text.replace("ruins_are_area: {value: true", "ruins_are_area: {value: false"), encoding="utf-8")
    return path


def calc(run_cli, *args):
    result = run_cli("calc", "wh40k", *args, "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


# Seed 001, "Руины с подставками": "Руины могут быть установлены на подставку ... В этом случае считайте
# подставку площадным ландшафтом"; "Руины без подставок": "её первый этаж считается либо площадным, либо
# труднопроходимым ландшафтом".
AREA = [
    # (rules: shipped or without bases, target, go to ground?, save)
    (None, "0505", False, 4),
    (None, "0505", True, 4 - 2),                 # area terrain: going to ground adds 2
    ("no_bases", "0505", False, 4),
    ("no_bases", "0505", True, 4 - 1),           # no bases: difficult terrain with the 4+, going to ground 1
    (None, "0303", True, 5 - 2),                 # woods are area terrain either way
    ("no_bases", "0303", True, 5 - 2),
]


@pytest.mark.parametrize("rules, target, down, save", AREA)
def test_ruins_on_bases_are_area_terrain(run_cli, city, no_bases, rules, target, down, save):
    args = ["cover", city, "--target", target] + (["--go-to-ground"] if down else [])
    args += ["--rules", no_bases] if rules else []
    assert calc(run_cli, *args)["save"] == save


def test_the_rules_reference_says_whether_ruins_are_area_terrain(run_cli, no_bases):
    shipped = run_cli("rules", "--system", "40k", "--markdown").stdout
    assert "| `ruins` | 4+ (area terrain) |" in shipped and "Ruins are area terrain (on bases)" in shipped
    assert "'directly behind': only a target next to it" in shipped
    assert "| `fortified` | 3+ (in the hex; directly behind) |" in shipped
    assert '| over it | within 6" |' in shipped and "| no (ground floor only) |" in shipped
    mine = run_cli("rules", "--rules", no_bases, "--markdown").stdout
    assert "| `ruins` | 4+ (in the hex) |" in mine and "Ruins are not area terrain (no bases)" in mine


# Seed 001, "Гравитация – природный лифт вниз": "всегда может решить спрыгнуть на нижний уровень"; the two
# Marines: "прыгает с высоты 3", и получает штраф -1 ... падает с высоты 6", что даёт ему штраф -2".
JUMP = [
    # (hex, from floor, to floor, height in inches, modifier, survive chance)
    ("0505", 3, 1, 6, -2, "1/2"),                # the seed's second Marine
    ("0505", 2, 1, 3, -1, "2/3"),                # the first
    ("0505", 4, 3, 3, -1, "2/3"),                # one floor down from the top
    ("0505", 4, 2, 6, -2, "1/2"),
    ("0505", 4, 1, 9, -3, "1/3"),
    ("0506", 3, 2, 6, -2, "1/2"),                # floors 6" apart
]


@pytest.mark.parametrize("hex_id, floor, to_floor, height, modifier, survive", JUMP)
def test_jump_down_to_a_lower_floor(run_cli, city, hex_id, floor, to_floor, height, modifier, survive):
    out = calc(run_cli, "jump-down", city, "--hex", hex_id, "--floor", str(floor), "--to-floor", str(to_floor))
    assert (out["to_floor"], out["height_in"], out["modifier"], out["survive_chance"]) == \
        (to_floor, height, modifier, survive)


# Seed 001, "Прыжковые боевые единицы...": "Все уцелевшие гравициклы и модели прыжковой пехоты затем просто
# расставляются в пределах 12" от своей отправной точки ... Выжившие модели с реактивными ранцами
# расставлются в пределах 6" от своей отправной точки".
LIMIT = [
    # (unit, from, to, inches, the limit, within it?)
    ("jump_infantry", "0101", "0110", 11.25, 12, True),
    ("jump_infantry", "0101", "0111", 12.5, 12, False),
    ("jet_pack", "0101", "0105", 5, 6, True),
    ("jet_pack", "0101", "0106", 6.25, 6, False),
    ("jetbike", "0101", "0111", 12.5, 12, False),
    ("infantry", "0101", "0111", 12.5, None, None),
]


@pytest.mark.parametrize("unit, start, end, inches, limit, within", LIMIT)
def test_a_jump_lands_within_its_placement_limit(run_cli, city, unit, start, end, inches, limit, within):
    out = calc(run_cli, "move", city, "--unit", unit, "--from", start, "--to", end)
    assert (out["range_in"], out["limit_in"], out["within_limit"]) == (inches, limit, within)


# Seed 001, "Движение в руинах": "Совершить это могут только звери, пехота, гравициклы, скиммеры и все типы
# пехоты с прыжковыми и реактивными ранцами ... Другие боевые единицы могут перемещаться только на первом
# этаже руин".
CLIMB = [
    # (unit, floors it may climb on a roll of 6 in 0505, floors 3" apart)
    ("infantry", [0, 1, 2]), ("beast", [0, 1, 2]), ("jet_pack", [0, 1, 2]), ("skimmer", [0, 1, 2]),
    ("walker", [0]), ("vehicle", [0]), ("bike", [0]), ("monstrous_creature", [0]),
]


@pytest.mark.parametrize("unit, floors", CLIMB)
def test_only_climbers_go_up_the_floors(run_cli, city, unit, floors):
    out = calc(run_cli, "climb", city, "--hex", "0505", "--roll", "6", "--unit", unit)
    assert [o["floors"] for o in out["options"]] == floors and out["options"][0]["horizontal_in"] == 6


def test_bad_floors_and_units_are_one_line(run_cli, city):
    result = run_cli("calc", "wh40k", "jump-down", city, "--hex", "0505", "--floor", "3", "--to-floor", "3")
    assert (result.returncode, result.stderr) == (
        2, "hmeditor calc: --to-floor: a model jumps down from floor 3 to a floor from 1 to 2, not 3\n")
    result = run_cli("calc", "wh40k", "climb", city, "--hex", "0505", "--roll", "6", "--unit", "tank")
    assert result.returncode == 2 and "--unit: unknown unit type 'tank'" in result.stderr
    text = run_cli("calc", "wh40k", "climb", city, "--hex", "0505", "--roll", "6", "--unit", "walker").stdout
    assert "walkers move only on the ground floor of ruins" in text
