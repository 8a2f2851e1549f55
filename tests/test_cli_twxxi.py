"""`hmeditor calc twxxi shoot|survive|move|climb|blast` as a user calls them (SYSTEMS.md)."""

import json

import pytest

from hmeditor.cli import main
from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from hmeditor.core.systems.mapkeys import set_map_settings
from hmeditor.core.vocabulary import BASE_INDEX, MOD_INDEX

from .conftest import MAPS

BLANK = MAPS / "blank-16x17.hmap"


@pytest.fixture
def woods(tmp_path):
    """Heavy woods in 0105, fortified light woods in 0106."""
    m = HexMap(16, 17, "woods")
    m.base[4, 0] = BASE_INDEX["heavy_woods"]
    m.base[5, 0] = BASE_INDEX["light_woods"]
    m.mods[5, 0] = 1 << MOD_INDEX["fortified"]
    path = tmp_path / "woods.hmap"
    write_map(m, path)
    return path


def calc(capsys, *args) -> dict:
    code = main(["calc", "twxxi", *map(str, args), "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


def test_shoot_with_the_terrains_cover(capsys, woods):
    out = calc(capsys, "shoot", woods, "--weapon", "rpg", "--from", "0101", "--to", "0105", "--armour", "2")
    assert out == {
        "system": "total_war_xxi", "weapon": "rpg", "from": "0101", "to": "0105", "target_kind": "infantry",
        "distance_hexes": 4, "range_cm": 12.7, "weapon_range_cm": 50, "in_range": True, "blocked": False,
        "blocked_by": [], "cover": "2/3", "cover_p": 0.6667,
        "cover_breakdown": [{"hex": "0105", "source": "heavy_woods", "cover": "2/3"}], "guided": False, "hit_on": 5,
        "hit_chance": "1/3", "hit_chance_p": 0.3333, "dodge_on": None, "dodge_chance": "0/1", "dodge_chance_p": 0.0,
        "shots": 1, "any_hit_chance": "1/3", "any_hit_chance_p": 0.3333, "armour": 2, "penetration": "0",
        "penetrate_on": 2, "penetrate_chance": "5/6", "penetrate_chance_p": 0.8333, "kill_chance": "5/18",
        "kill_chance_p": 0.2778}
    fortified = calc(capsys, "shoot", woods, "--weapon", "rifle", "--from", "0101", "--to", "0106")
    assert (fortified["cover"], fortified["hit_on"]) == ("2/3", 5) and "armour" not in fortified
    assert [t["source"] for t in fortified["cover_breakdown"]] == ["light_woods", "fortified"]


@pytest.mark.parametrize("cover, on", [("0", 4), ("1/3", 4), ("0.34", 5), ("1/2", 5), ("2/3", 5), ("0.67", 6),
                                       ("1", 6)])
def test_shoot_with_the_players_cover(capsys, cover, on):
    out = calc(capsys, "shoot", BLANK, "--weapon", "pistol", "--from", "0101", "--to", "0102", "--cover", cover)
    assert out["hit_on"] == on and out["cover_breakdown"] == []


def test_out_of_range_and_guided(capsys):
    out = calc(capsys, "shoot", BLANK, "--weapon", "grenade", "--from", "0101", "--to", "0108")
    assert (out["range_cm"], out["in_range"], out["hit_on"], out["hit_chance"]) == (22.225, False, 4, "0/1")
    out = calc(capsys, "shoot", BLANK, "--weapon", "air-to-air", "--from", "0101", "--to", "0108",
               "--target-manoeuvre", "M+2")
    assert (out["guided"], out["hit_on"], out["hit_chance"], out["manoeuvre"]) == (True, None, "5/18",
                                                                                   {"missile": 1, "target": 2})


def test_the_map_key_sets_the_scale(capsys, tmp_path):
    m = HexMap(16, 17, "big hexes")
    set_map_settings(m, "total_war_xxi", {"cm_per_hex": 10}).apply(m)
    path = tmp_path / "big.hmap"
    write_map(m, path)
    out = calc(capsys, "shoot", path, "--weapon", "rifle", "--from", "0101", "--to", "0106")
    assert (out["range_cm"], out["in_range"]) == (50, True)
    out = calc(capsys, "blast", path, "--at", "0505", "--weapon", "rpg")
    assert out["cm_per_hex"] == 10 and out["hexes"] == ["0404", "0405", "0504", "0505", "0506", "0604", "0605"]


@pytest.mark.parametrize("calibre, on, chance", [("pistol", 4, "1/2"), ("rifle", 5, "1/3"), ("blast", 6, "1/6"),
                                                 ("smg", 4, "1/2"), ("machine_gun", 5, "1/3")])
def test_survive(capsys, calibre, on, chance):
    out = calc(capsys, "survive", "--calibre", calibre)
    assert (out["on"], out["chance"]) == (on, chance)


@pytest.mark.parametrize("unit, turns", [("light_infantry", 2), ("heavy_infantry", 3)])
def test_move(capsys, unit, turns):
    out = calc(capsys, "move", BLANK, "--unit", unit, "--from", "0101", "--to", "0110")
    assert out == {"system": "total_war_xxi", "unit": unit, "from": "0101", "to": "0110", "distance_hexes": 9,
                   "distance_cm": 28.575, "speed_cm": 15 if unit == "light_infantry" else 10, "turns": turns}


@pytest.mark.parametrize("obstacle, figure, on, chance", [("9", "3", 6, "1/6"), ("10", "3", None, "0/1"),
                                                          ("11", "3", None, "0/1"), ("4.6", "2.4", 3, "2/3")])
def test_climb(capsys, obstacle, figure, on, chance):
    out = calc(capsys, "climb", "--obstacle-cm", obstacle, "--figure-cm", figure)
    assert (out["on"], out["chance"], out["limit_cm"]) == (on, chance, 7)


def test_blast(capsys):
    out = calc(capsys, "blast", BLANK, "--at", "0808", "--weapon", "grenade")
    assert out["radius_cm"] == 5 and len(out["hexes"]) == 19 and out["covered"]["0808"] == 1.0
    assert out["scatter_cm"] == 7 and out["scatter_out_p"] == 1.0 and "0808" not in out["scatter_hexes"]
    text = main(["calc", "twxxi", "blast", str(BLANK), "--at", "0808", "--weapon", "grenade"])
    assert text == 0 and "HE radius 5 cm around 0808" in capsys.readouterr().out


def test_text_answers(capsys, woods):
    assert main(["calc", "twxxi", "shoot", str(woods), "--weapon", "rpg", "--from", "0101", "--to", "0105",
                 "--armour", "7"]) == 0
    text = capsys.readouterr().out
    assert "RPG (ground targets): 4 hexes = 12.7 cm, range 50 cm: in range" in text
    assert "cover 2/3 (heavy woods 2/3): hits on 5+, chance 1/3 (33.3%)" in text
    assert "needs 7, more than a D6" in text


@pytest.mark.parametrize("args, message", [
    (("shoot", BLANK, "--weapon", "laser", "--from", "0101", "--to", "0102"), "--weapon: unknown weapon 'laser'"),
    (("survive", "--calibre", "musket"), "--calibre: unknown calibre 'musket'"),
    (("climb", "--obstacle-cm", "-3", "--figure-cm", "2"), "--obstacle-cm: a height from 0 to 10000 cm, not '-3'"),
    (("climb", "--obstacle-cm", "3", "--figure-cm", "-0.5"), "--figure-cm: a height from 0 to 10000 cm"),
    (("climb", "--obstacle-cm", "1e300", "--figure-cm", "2"),
     "--obstacle-cm: a height from 0 to 10000 cm, not '1e300'"),
    (("climb", "--obstacle-cm", "9" * 400, "--figure-cm", "2"), "cm, not '" + "9" * 55 + "...'"),   # cut short
    (("shoot", BLANK, "--weapon", "rifle", "--from", "0101", "--to", "0102", "--cover", "1.5"),
     "--cover: a cover fraction is 0..1"),
    (("shoot", BLANK, "--weapon", "rifle", "--from", "0101", "--to", "0102", "--cover=-1/3"),
     "--cover: a cover fraction is 0..1"),
    (("shoot", BLANK, "--weapon", "rifle", "--from", "0101", "--to", "0102", "--cover", "half"),
     "--cover: 'half' is not a fraction"),
    (("shoot", BLANK, "--weapon", "rpg", "--from", "0101", "--to", "0102", "--armour", "-1"),
     "--armour: a whole number from 0 to 1000, not '-1'"),
    (("shoot", BLANK, "--weapon", "rpg", "--from", "0101", "--to", "0102", "--armour", "\u00b2"),   # a digit to
     "--armour: a whole number from 0 to 1000, not '\u00b2'"),                                       # str, not int
    (("shoot", BLANK, "--weapon", "rpg", "--from", "0101", "--to", "0102", "--armour", "9" * 4000),
     "--armour: a whole number from 0 to 1000, not '99999"),
    (("shoot", BLANK, "--weapon", "rpg", "--from", "0101", "--to", "0102", "--target-manoeuvre", "M+1001"),
     "--target-manoeuvre: a manoeuvre bonus like M, M+2 or 2, at most M+1000, not 'M+1001'"),
    (("shoot", BLANK, "--weapon", "rpg", "--from", "0101", "--to", "0102", "--target-manoeuvre", "M+\u00b2"),
     "--target-manoeuvre: a manoeuvre bonus like M, M+2 or 2, at most M+1000, not 'M+\u00b2'"),
    (("move", BLANK, "--unit", "cavalry", "--from", "0101", "--to", "0102"), "--unit: unknown infantry class"),
    (("blast", BLANK, "--at", "0808", "--weapon", "rifle"), "--weapon: rifle has no HE radius"),
    (("blast", BLANK, "--at", "9999", "--weapon", "rpg"), "--at: hex 9999 is off the 16 x 17 map"),
])
def test_bad_input_exits_2_with_one_line(run_cli, args, message):
    result = run_cli("calc", "twxxi", *args)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and message in result.stderr, result.stderr


def test_rules_reference(capsys):
    assert main(["rules", "--system", "total_war_xxi", "--markdown"]) == 0
    assert "## The rulebook's defects and the choices made" in capsys.readouterr().out


def test_a_house_rules_copy_changes_the_answers(capsys, tmp_path):
    """Infinite penetration played as the seed writes it, and a tie that hits: a copy of the data."""
    from hmeditor.core.systems import default_rules_path

    text = default_rules_path("total_war_xxi").read_text(encoding="utf-8")
    mine = tmp_path / "mine.yaml"
    mine.write_text(text.replace("infinite: {value: penetrates,", "infinite: {value: never,")
                    .replace("guided: {value: greater,", "guided: {value: at_least,"), encoding="utf-8")
    args = ("shoot", BLANK, "--weapon", "bomb", "--from", "0101", "--to", "0102", "--armour", "0")
    assert calc(capsys, *args)["penetrate_on"] == 1
    assert calc(capsys, *args, "--rules", mine)["penetrate_on"] is None
    guided = ("shoot", BLANK, "--weapon", "manpads", "--from", "0101", "--to", "0102")
    assert calc(capsys, *guided)["hit_chance"] == "5/12"
    assert calc(capsys, *guided, "--rules", mine)["hit_chance"] == "7/12"
