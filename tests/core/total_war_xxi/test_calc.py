"""Total War XXI's calculators on a map: range in cm, the hit table by cover, guided shots,
penetration on the seed's formula, survival, infantry movement, climbing, blast and scatter."""

import math
from dataclasses import replace
from fractions import Fraction

import pytest

from hmeditor.core.model import HexMap
from hmeditor.core.rules import Setting
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.mapkeys import set_map_settings
from hmeditor.core.systems.total_war_xxi import (
    SYSTEM_ID,
    blast,
    climb,
    cover_shades,
    find_weapon,
    hex_cover,
    infantry_move,
    reach_mask,
    shoot,
    survival,
    table_scale,
)
from hmeditor.core.vocabulary import BASE_INDEX, MOD_INDEX

RULES = load_rules(None, SYSTEM_ID)
A = (1, 1)


def plain(width=16, height=17, **scale) -> HexMap:
    m = HexMap(width, height, "table")
    if scale:
        set_map_settings(m, SYSTEM_ID, scale).apply(m)
    return m


def weapon(name):
    return find_weapon(RULES, name)


def with_setting(key, value):
    old = RULES.settings[key]
    return replace(RULES, settings={**RULES.settings, key: Setting(value=value, source=old.source)})


# ---- range ---------------------------------------------------------------------------------------

def test_range_is_hexes_times_the_map_scale():
    m = plain()
    shot = shoot(m, RULES, weapon("rifle"), (0, 0), (0, 15))
    assert (shot.distance_hexes, shot.range_cm, shot.in_range) == (15, 47.625, True)
    shot = shoot(m, RULES, weapon("rifle"), (0, 0), (0, 16))
    assert (shot.range_cm, shot.in_range, shot.hit_chance) == (50.8, False, 0)
    assert shoot(plain(cm_per_hex=5), RULES, weapon("rifle"), (0, 0), (0, 10)).in_range     # 50 cm: still in range
    assert table_scale(plain(cm_per_level=3.5), RULES).cm_per_level == 3.5


def test_a_weapon_without_a_range_always_reaches():
    assert shoot(plain(), RULES, weapon("bomb"), (0, 0), (15, 16)).in_range
    assert not reach_mask(plain(), RULES, weapon("bomb"), A).any()


def test_the_hexes_in_range_form_a_disk():
    hexes = reach_mask(plain(40, 40), RULES, weapon("grenade"), (20, 20))          # 20 cm: 6 hexes of 3.175
    assert hexes.sum() == 1 + 3 * 6 * 7 and hexes[20, 26] and not hexes[20, 27]
    assert reach_mask(plain(cm_per_hex=5), RULES, weapon("grenade"), (0, 0))[4, 0]   # exactly 20 cm: in range


def test_a_bad_map_scale_is_reported():
    with pytest.raises(ValueError, match="total_war_xxi.cm_per_hex must be a number from 0.1 to 1000, not -2"):
        shoot(plain(cm_per_hex=-2), RULES, weapon("rifle"), A, (1, 2))


# ---- the hit table -------------------------------------------------------------------------------

@pytest.mark.parametrize("cover, on", [
    (Fraction(0), 4), (Fraction(1, 3), 4),                      # at most a third: 4+
    (Fraction(1, 3) + Fraction(1, 1000), 5), (Fraction(1, 2), 5), (Fraction(2, 3), 5),
    (Fraction(2, 3) + Fraction(1, 1000), 6), (Fraction(1), 6),   # more than two thirds: 6+
])
def test_each_threshold_of_the_hit_table(cover, on):
    shot = shoot(plain(), RULES, weapon("rifle"), A, (1, 3), cover=cover)
    assert (shot.hit_on, shot.hit_chance) == (on, Fraction(7 - on, 6))


@pytest.mark.parametrize("base, mods, cover, on", [
    ("clear", (), 0, 4), ("light_woods", (), Fraction(1, 3), 4), ("heavy_woods", (), Fraction(2, 3), 5),
    ("building", (), Fraction(2, 3), 5), ("ultra_heavy_woods", (), Fraction(5, 6), 6),
    ("light_woods", ("fortified",), Fraction(2, 3), 5), ("heavy_woods", ("fortified",), Fraction(1), 6),
    ("ultra_heavy_woods", ("fortified",), Fraction(1), 6),                     # at most the whole target
])
def test_the_target_hexs_terrain_gives_the_cover(base, mods, cover, on):
    m = plain()
    m.base[3, 1] = BASE_INDEX[base]
    for mod in mods:
        m.mods[3, 1] |= 1 << MOD_INDEX[mod]
    assert hex_cover(m, RULES, (1, 3))[0] == cover
    shot = shoot(m, RULES, weapon("rifle"), A, (1, 3))
    assert (shot.cover, shot.hit_on) == (cover, on)
    assert shoot(m, RULES, weapon("rifle"), A, (1, 3), cover=Fraction(0)).hit_on == 4     # the player's own fraction


def test_the_cover_map_shades_by_hit_step():
    m = plain()
    m.base[2, 2], m.base[3, 3], m.base[4, 4] = (BASE_INDEX[n] for n in ("light_woods", "heavy_woods", "building"))
    m.mods[4, 4] |= 1 << MOD_INDEX["fortified"]
    shading = cover_shades(m, RULES, {})
    assert shading.rgba[0, 0, 3] == 0
    assert len({tuple(shading.rgba[r, r]) for r in (2, 3, 4)}) == 3
    assert [shading.texts[m.flat(c, c)] for c in (2, 3, 4)] == ["1/3", "2/3", "1"]


# ---- guided shots --------------------------------------------------------------------------------

@pytest.mark.parametrize("name, target, chance", [
    ("manpads", 0, Fraction(15, 36)),      # M against M: the missile must roll more
    ("air_to_air", 0, Fraction(21, 36)),   # M+1 against M
    ("air_to_air", 2, Fraction(10, 36)),   # M+1 against M+2
    ("torpedo", 5, Fraction(0)),
])
def test_a_guided_shot_is_a_manoeuvre_contest(name, target, chance):
    shot = shoot(plain(), RULES, weapon(name), A, (1, 3), cover=Fraction(1), target_manoeuvre=target)
    assert shot.hit_on is None and shot.hit_chance == chance                   # cover plays no part
    assert shoot(plain(), RULES, weapon(name), A, (1, 3), target_manoeuvre=target,
                 ).hit_chance == chance


def test_a_tie_can_hit_by_house_rule():
    rules = with_setting("hit.guided", "at_least")
    assert shoot(plain(), rules, weapon("manpads"), A, (1, 3)).hit_chance == Fraction(21, 36)


# ---- penetration and the kill chance -------------------------------------------------------------

@pytest.mark.parametrize("name, armour, on", [
    ("rpg", 0, 1), ("rpg", 3, 3), ("rpg", 6, 6), ("rpg", 7, None),            # 0 + armour
    ("grenade", 1, 4), ("grenade", 3, 6), ("grenade", 4, None),               # 3 + armour: higher is worse
    ("bomb", 20, 1), ("air_to_surface", 9, 1), ("ship_gun_no", 4, 1),          # infinite: penetrates
    ("ship_gun_vo", 4, 3), ("ship_gun_vo", 7, 6), ("ship_gun_vo", 9, None),    # D6 + 2 > side armour
    ("torpedo", 9, 3), ("torpedo", 3, 1),                                      # D6 + 7 > side armour
    ("rifle", 0, None), ("flamethrower", 1, None), ("manpads", 1, None),       # no penetration
])
def test_penetration_on_the_seeds_formula(name, armour, on):
    shot = shoot(plain(), RULES, weapon(name), A, (1, 3), cover=Fraction(0), armour=armour)
    assert shot.penetrate_on == on
    expected = Fraction(0) if on is None else Fraction(7 - on, 6)
    assert shot.penetrate_chance == expected and shot.kill_chance == shot.hit_chance * expected


def test_infinite_penetration_never_penetrates_when_the_flag_says_so():
    rules = with_setting("penetration.infinite", "never")
    shot = shoot(plain(), rules, weapon("bomb"), A, (1, 3), armour=0)
    assert shot.penetrate_on is None and shot.kill_chance == 0


def test_the_kill_chance_of_an_rpg_in_heavy_woods():
    m = plain()
    m.base[3, 1] = BASE_INDEX["heavy_woods"]
    shot = shoot(m, RULES, weapon("rpg"), A, (1, 3), armour=2)
    assert (shot.hit_on, shot.penetrate_on, shot.kill_chance) == (5, 2, Fraction(1, 3) * Fraction(5, 6))


# ---- infantry ------------------------------------------------------------------------------------

@pytest.mark.parametrize("calibre, on, chance", [("pistol", 4, Fraction(1, 2)), ("rifle", 5, Fraction(1, 3)),
                                                 ("blast", 6, Fraction(1, 6))])
def test_survival_by_calibre(calibre, on, chance):
    assert survival(RULES, calibre) == (on, chance)


@pytest.mark.parametrize("unit, speed, hexes, turns", [
    ("light_infantry", 15, 4, 1), ("light_infantry", 15, 5, 2), ("light_infantry", 15, 9, 2),
    ("heavy_infantry", 10, 3, 1), ("heavy_infantry", 10, 4, 2), ("heavy_infantry", 10, 10, 4),
])
def test_infantry_moves_at_its_class_speed(unit, speed, hexes, turns):
    move = infantry_move(plain(), RULES, unit, (0, 0), (0, hexes))
    assert (move.speed_cm, move.distance_cm, move.turns) == (speed, round(hexes * 3.175, 4), turns)


def test_a_whole_number_of_turns_is_not_rounded_up():
    move = infantry_move(plain(cm_per_hex=5), RULES, "heavy_infantry", (0, 0), (0, 6))    # 30 cm at 10 cm
    assert (move.distance_cm, move.turns) == (30, 3)


@pytest.mark.parametrize("obstacle, figure, on", [
    (3, 3, 1), (2, 4, 1), (4, 3, 1), (5, 3, 2), (9.5, 4.4, 6),    # 10 - 4: rounded, then subtracted
    (8, 2, 6), (9.4, 2.5, 6),
    (9, 2, None), (9.4, 2.4, None),                              # 7 cm taller: within the limit, but 7 on a D6
    (10, 2, None), (30, 2, None),                                # over the 7 cm limit
])
def test_climbing(obstacle, figure, on):
    c = climb(RULES, obstacle, figure)
    assert c.on == on and c.chance == (Fraction(0) if on is None else Fraction(7 - on, 6))


def test_the_climbing_limit_of_7_cm():
    assert climb(RULES, 9, 2).reason == "7 cm taller: needs a 7 on a D6"
    assert "over the 7 cm limit" in climb(RULES, 10, 2).reason
    higher = replace(RULES, settings={**RULES.settings, "climbing.limit_cm": Setting(value=5, source=("choice",))})
    assert "over the 5 cm limit" in climb(higher, 8, 2).reason


def test_negative_heights_are_refused():
    with pytest.raises(ValueError, match="--obstacle-cm: a height from 0 to 10000 cm, not '-1'"):
        climb(RULES, -1, 2)
    with pytest.raises(ValueError, match="--figure-cm"):
        climb(RULES, 1, math.nan)


# ---- area fire -----------------------------------------------------------------------------------

def test_a_blast_reaches_the_hexes_its_radius_touches():
    m = plain(cm_per_hex=10)                    # radius 10 = one hex across: the hex and its six neighbours
    b = blast(m, RULES, weapon("rpg"), (4, 4))
    assert b.hexes == ((3, 3), (3, 4), (4, 3), (4, 4), (4, 5), (5, 3), (5, 4))
    assert b.covered[3] == 1.0 and all(0 < c < 1 for i, c in enumerate(b.covered) if i != 3)
    assert len(blast(plain(), RULES, weapon("rpg"), (8, 8)).hexes) == 55        # 10 cm on 3.175 cm hexes
    assert len(blast(plain(), RULES, weapon("grenade"), (8, 8)).hexes) == 19
    assert blast(plain(), RULES, weapon("rpg"), (0, 0)).hexes[0] == (0, 0)      # cut by the map's edge


def test_scatter_takes_the_impact_out_of_the_hex():
    assert blast(plain(), RULES, weapon("rpg"), A).scatter_out == 1.0         # 12 cm from a 3.175 cm hex
    assert blast(plain(cm_per_hex=20), RULES, weapon("grenade"), A).scatter_out == 0.0   # 7 cm < the apothem 10
    b = blast(plain(cm_per_hex=22), RULES, weapon("rpg"), (4, 4))
    assert b.scatter_out == pytest.approx(6 * math.acos(11 / 12) / math.pi)
    assert (4, 4) in b.scatter_hexes and (4, 5) in b.scatter_hexes
    bomb = blast(plain(), RULES, weapon("bomb"), A)
    assert bomb.scatter_cm is None and bomb.scatter_out is None and bomb.scatter_hexes == ()


def test_a_weapon_without_an_he_radius_has_no_blast():
    with pytest.raises(ValueError, match="rifle has no HE radius"):
        blast(plain(), RULES, weapon("rifle"), A)


# ---- names ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, found", [("RPG", "rpg"), ("assault-rifle", "assault_rifle"),
                                         ("Assault rifle", "assault_rifle"), ("Пулемёт", "machine_gun")])
def test_weapons_by_id_label_or_seed_name(name, found):
    assert find_weapon(RULES, name).id == found


def test_an_unknown_weapon_is_refused():
    with pytest.raises(ValueError, match="unknown weapon 'laser'"):
        find_weapon(RULES, "laser")
