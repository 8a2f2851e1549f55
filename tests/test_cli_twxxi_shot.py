"""`calc twxxi shoot` and `survive` as a user calls them: a target that dodges (a vehicle with room, a
helicopter against the machine gun), the line of the shot (a building or hill between blocks it,
terrain between hides the target), the turn's shots, and the blast row for every weapon with an HE
radius."""

import json

import pytest

from hmeditor.core.io import write_map
from tests.maps import make_map

from .conftest import MAPS

BLANK = MAPS / "blank-16x17.hmap"
LINE = {"0305": "building:heavy:2", "0308": "heavy_woods", "0505": "clear @1", "0507": "light_woods",
        "0705": "clear +light_smoke", "0907": "building:light:1 @-1", "0904": "gravel_pile:2"}


@pytest.fixture(scope="module")
def street(tmp_path_factory):
    m = make_map(LINE, size=(16, 17), name="street")
    path = tmp_path_factory.mktemp("maps") / "street.hmap"
    write_map(m, path)
    return path


def shoot(run_cli, path, *args):
    result = run_cli("calc", "twxxi", "shoot", path, *args, "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


# Seed 004, Part 4: "Бронетехника может на 5+ (с учётом добавочных очков манёвренности) может уворачиваться
# от условных выстрелов ... Если технике некуда отъезжать, то она не может уворачиваться"; Part 2: "пулемёт
# может вести огонь по вертолётам ... На 4+ (с учётом добавочных очков манёвренности) вертолёт может
# увернуться".
DODGE = [
    # (weapon, target kind and options, hit, dodge on, dodge chance, kill chance with armour 3)
    ("rpg", ("--target-kind", "infantry"), "1/2", None, "0/1", "1/3"),
    ("rpg", ("--target-kind", "vehicle"), "1/2", 5, "1/3", "2/9"),          # 1/2 x 2/3 x 2/3
    ("rpg", ("--target-kind", "vehicle", "--target-manoeuvre", "M+2"), "1/2", 3, "2/3", "1/9"),
    ("rpg", ("--target-kind", "vehicle", "--no-room"), "1/2", None, "0/1", "1/3"),
    ("grenade", ("--target-kind", "vehicle", "--target-manoeuvre", "M+5"), "1/2", 1, "1/1", "0/1"),
]


@pytest.mark.parametrize("weapon, options, hit, dodge_on, dodge, kill", DODGE)
def test_a_vehicle_dodges_unguided_fire_with_room(run_cli, weapon, options, hit, dodge_on, dodge, kill):
    out = shoot(run_cli, BLANK, "--weapon", weapon, "--from", "0305", "--to", "0307", "--armour", "0", *options)
    pen = shoot(run_cli, BLANK, "--weapon", weapon, "--from", "0305", "--to", "0307", "--armour", "3", *options)
    assert (out["hit_chance"], out["dodge_on"], out["dodge_chance"], pen["kill_chance"]) == (hit, dodge_on, dodge, kill)


HELICOPTER = [
    # (weapon, manoeuvre, dodge on, shots, at least one of them lands)
    ("machine_gun", "M", 4, 3, "37/64"),          # each lands 1/2 x 1/2: 1 - (3/4)^3
    ("machine_gun", "M+1", 3, 3, "91/216"),       # each 1/2 x 1/3: 1 - (5/6)^3
    ("manpads", "M", None, 1, "5/12"),            # guided: the manoeuvre dice, no dodge
]


@pytest.mark.parametrize("weapon, manoeuvre, dodge_on, shots, any_hit", HELICOPTER)
def test_a_helicopter_dodges_the_machine_gun(run_cli, weapon, manoeuvre, dodge_on, shots, any_hit):
    out = shoot(run_cli, BLANK, "--weapon", weapon, "--from", "0305", "--to", "0307", "--target-kind", "helicopter",
                "--target-manoeuvre", manoeuvre)
    assert (out["dodge_on"], out["shots"], out["any_hit_chance"]) == (dodge_on, shots, any_hit)


# Seed 004, Part 2: "Его параметрами являются скорострельность (количество выстрелов из одного орудия за
# ход)"; the table: pistol 1, submachine gun 3, rifle 1, assault rifle 3, machine gun 3; rockets: "скорострельность
# равна 1".
SHOTS = [("pistol", 1, "1/2"), ("smg", 3, "7/8"), ("rifle", 1, "1/2"), ("assault_rifle", 3, "7/8"),
         ("rpg", 1, "1/2"), ("grenade", 1, "1/2")]


@pytest.mark.parametrize("weapon, shots, any_hit", SHOTS)
def test_the_rate_of_fire_gives_the_turns_shots(run_cli, weapon, shots, any_hit):
    out = shoot(run_cli, BLANK, "--weapon", weapon, "--from", "0305", "--to", "0307")
    assert (out["shots"], out["hit_chance"], out["any_hit_chance"]) == (shots, "1/2", any_hit)


# Seed 004, 1.4.1: "попадание подтверждается на 4+, если цель закрыта не более, чем на треть, на 5+ если цель
# закрыта более, чем на треть, но не более, чем на две трети и на 6+, если цель закрыта более чем на две
# трети" - what hides the target counts, between the firer and it as in its own hex.
SIGHT = [
    # (from, to, blocked by, cover, the hex giving it, hit chance)
    ("0301", "0309", ["0305"], "2/3", "0308", "0/1"),     # a building between; the woods would hide it
    ("0306", "0310", [], "2/3", "0308", "1/3"),           # past the building: the heavy woods between
    ("0306", "0309", [], "2/3", "0308", "1/3"),
    ("0306", "0308", [], "2/3", "0308", "1/3"),           # the target in the woods: its own hex
    ("0501", "0509", ["0505"], "1/3", "0507", "0/1"),     # a hill of 1 between figures on level 0
    ("0701", "0709", [], "1/3", "0705", "1/2"),           # smoke between: 1/3 hits on 4+
    ("0901", "0909", ["0904"], "0", "0909", "0/1"),       # a gravel pile 2 high
    ("0906", "0908", [], "0", "0908", "1/2"),             # a building of 1 on level -1: no higher than the ground
]


@pytest.mark.parametrize("start, end, blocked_by, cover, giver, hit", SIGHT)
def test_the_line_of_the_shot(run_cli, street, start, end, blocked_by, cover, giver, hit):
    out = shoot(run_cli, street, "--weapon", "rifle", "--from", start, "--to", end)
    assert (out["blocked"], out["blocked_by"], out["cover"], out["hit_chance"]) == \
        (bool(blocked_by), blocked_by, cover, hit)
    assert {t["hex"] for t in out["cover_breakdown"]} == {giver}


def test_the_text_names_what_blocks_and_what_hides(run_cli, street):
    text = run_cli("calc", "twxxi", "shoot", street, "--weapon", "rpg", "--from", "0301", "--to", "0309").stdout
    assert "blocked by 0305 (building): no hit" in text
    text = run_cli("calc", "twxxi", "shoot", street, "--weapon", "rpg", "--from", "0306", "--to", "0310").stdout
    assert "cover 2/3 (heavy woods 2/3 in 0308, between): hits on 5+" in text


# Seed 004, 1.3: "если же пехотинец попал в область воздействия фугасного снаряда, то выживает он на 6".
SURVIVE = [("grenade", "blast", 6), ("rpg", "blast", 6), ("bomb", "blast", 6), ("flamethrower", "blast", 6),
           ("air-to-surface", "blast", 6), ("pistol", "pistol", 4), ("rifle", "rifle", 5)]


@pytest.mark.parametrize("weapon, calibre, on", SURVIVE)
def test_survive_takes_every_weapon_with_a_blast(run_cli, weapon, calibre, on):
    result = run_cli("calc", "twxxi", "survive", "--calibre", weapon, "--json")
    assert result.returncode == 0, result.stderr
    assert (json.loads(result.stdout)["calibre"], json.loads(result.stdout)["on"]) == (calibre, on)


BAD = [
    (("shoot", BLANK, "--weapon", "rifle", "--from", "0101", "--to", "0103", "--target-kind", "helicopter"),
     "--target-kind: Rifle cannot harm this kind of target: helicopter (it harms: infantry)"),
    (("shoot", BLANK, "--weapon", "manpads", "--from", "0101", "--to", "0103", "--target-kind", "vehicle"),
     "--target-kind: MANPADS cannot harm this kind of target: vehicle (it harms: helicopter)"),
    (("shoot", BLANK, "--weapon", "rpg", "--from", "0101", "--to", "0103", "--no-room"),
     "--no-room: only a vehicle moves aside when it dodges (the target: infantry)"),
    (("survive", "--calibre", "manpads"),
     "--calibre: unknown calibre 'manpads' (one of: pistol, rifle, blast, a small arm, or a weapon with an HE radius)"),
]


@pytest.mark.parametrize("args, message", BAD)
def test_what_cannot_be_is_one_line(run_cli, args, message):
    result = run_cli("calc", "twxxi", *args)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", f"hmeditor calc: {message}\n")
