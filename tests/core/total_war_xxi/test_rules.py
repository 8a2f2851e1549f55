"""Total War XXI's data: the seed's tables row by row, every terrain with a cover, sources named,
the seed's defects noted, broken files refused with file and line."""

from fractions import Fraction

import pytest

from hmeditor.core.rules import RulesError
from hmeditor.core.systems import default_rules_path, load_rules
from hmeditor.core.systems.total_war_xxi import SYSTEM_ID, markdown
from hmeditor.core.vocabulary import BASE_TERRAINS

RULES = load_rules(None, SYSTEM_ID)

# The seed's weapon tables (seed 004 lines 65-70, 76-78, 82-83, 87-88, 126-129, 157-162):
# range, type, rate of fire, calibre, damage, penetration, HE radius, scatter, manoeuvre.
SEED_WEAPONS = {
    "pistol": (30, "light", 1, "pistol", None, None, None, None, None),
    "smg": (30, "light", 3, "pistol", None, None, None, None, None),
    "rifle": (50, "light", 1, "rifle", None, None, None, None, None),
    "assault_rifle": (40, "light", 3, "rifle", None, None, None, None, None),
    "machine_gun": (50, "heavy", 3, "rifle", None, None, None, None, None),
    "rpg": (50, "heavy", 1, None, 3, "0", 10, 12, None),
    "manpads": (50, "heavy", 1, None, "up to 2", None, None, None, 0),
    "grenade": (20, "light", None, None, 1, "3", 5, 7, None),
    "flamethrower": (20, "heavy", None, None, None, None, 10, None, None),
    "air_to_surface": (50, None, None, None, 4, "inf", 15, 17, None),
    "air_to_air": (None, None, None, None, "1-3 by D6", None, None, None, 1),
    "bomb": (None, None, None, None, 5, "inf", 10, None, None),
    "ship_gun_no": (None, None, None, None, 4, "inf", 15, 17, None),
    "ship_gun_vo": (90, None, None, None, 2, "M+2", 10, 12, None),
    "torpedo": (50, None, None, None, 6, "M+7", None, None, 0),
}


@pytest.mark.parametrize("name", SEED_WEAPONS)
def test_every_weapon_of_the_seed_is_a_row_with_its_numbers(name):
    w = RULES.weapons[name]
    assert (w.range_cm, w.type, w.rate_of_fire, w.calibre, w.damage, w.penetration.text if w.penetration else None,
            w.he_radius_cm, w.scatter_cm, w.manoeuvre) == SEED_WEAPONS[name]
    assert w.source and all(s in RULES.sources for s in w.source) and w.label and w.seed_name


def test_the_seeds_other_tables():
    s = RULES.settings
    assert [(float(h.cover), h.on) for h in RULES.hit_table] == [(1 / 3, 4), (2 / 3, 5), (1.0, 6)]
    assert [s[f"survival.{c}"].value for c in ("pistol", "rifle", "blast")] == [4, 5, 6]
    assert (s["infantry.light_infantry"].value, s["infantry.heavy_infantry"].value) == (15, 10)
    assert (s["melee.infantry_cm"].value, s["melee.vehicles_cm"].value, s["climbing.limit_cm"].value) == (5, 10, 7)
    assert (s["dodge.vehicle"].value, s["dodge.helicopter_vs_machine_gun"].value) == (5, 4)
    assert s["aircraft.paratroop_scatter_cm"].value == 20
    assert s["aircraft.air_to_air_damage"].value == {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}
    assert s["ships.matchbox"].value == {"slots": 1, "structure": 2}
    assert [tuple(r.values()) for r in s["ships.manoeuvre_levels"].value.values()] == [(1, 20, 0), (2, 30, 1),
                                                                                        (3, 40, 2)]
    assert [tuple(r.values()) for r in s["ships.armour_levels"].value.values()] == [(1, 4, 2), (2, 7, 3), (3, 9, 4)]
    for key, setting in s.items():
        assert setting.source and all(x in RULES.sources for x in setting.source), key


def test_every_terrain_has_an_uncertain_default_cover():
    assert {t.name for t in BASE_TERRAINS} <= set(RULES.terrain_cover)
    expected = {"clear": 0, "light_woods": Fraction(1, 3), "heavy_woods": Fraction(2, 3), "building": Fraction(2, 3),
                "ultra_heavy_woods": Fraction(5, 6)}
    for name, cover in expected.items():
        assert RULES.terrain_cover[name].cover == cover and RULES.terrain_cover[name].uncertain
    assert RULES.modification_cover["fortified"].cover == Fraction(1, 3)
    assert RULES.setting("scale.cm_per_hex") == 3.175 and RULES.setting("scale.cm_per_level") == 2.0


def test_infinite_penetration_is_a_flag_that_penetrates_by_default():
    infinite = RULES.settings["penetration.infinite"]
    assert infinite.value == "penetrates" and infinite.uncertain
    assert {w.id for w in RULES.weapons.values() if w.penetration and w.penetration.kind == "infinite"} == {
        "air_to_surface", "bomb", "ship_gun_no"}


def test_the_seeds_defects_are_noted_in_the_data_and_the_reference():
    assert {"infinite_penetration", "repeated_paragraph_numbers", "empty_sections"} <= set(RULES.notes)
    text = markdown(RULES)
    assert "## The rulebook's defects and the choices made" in text
    for words in ("**infinite penetration**", '"1.3" stands three times', '"Mortar" (Part 2)', "| 1/3 | 4+ |",
                  "| Pistol (`pistol`) | Пистолет |"):
        assert words in text


def _broken(tmp_path, old, new):
    text = default_rules_path(SYSTEM_ID).read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "mine.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old, new, message", [
    ("- {cover: 2/3, \"on\": 5}", "- {cover: 1/4, \"on\": 5}", r"hit.unguided: the covers must rise"),
    ("pistol: {value: 4,", "pistol: {value: 9,", r"survival.pistol must be a whole number from 1 to 6, not 9"),
    ("infinite: {value: penetrates,", "infinite: {value: sometimes,", r"penetration.infinite must be a name, one of"),
    ("penetration: M+7", "penetration: lots", r"weapons.torpedo.penetration must be a whole number 0 or more, inf"),
    ("light_woods: {value: 1/3,", "light_woods: {value: 4/3,", r"terrain_cover.light_woods must be 0..1"),
    ("heavy_jungle: {value: 2/3,", "jungle_gym: {value: 2/3,", r"terrain_cover: unknown name 'jungle_gym'"),
    ("range_cm: 30, rate_of_fire: 1,", "range_cm: -30, rate_of_fire: 1,", r"range_cm must be a number from 0.01 to"),
    ("cm_per_level: {value: 2.0,", "cm_per_level: {value: 0.05,", r"scale.cm_per_level must be a number from 0.1"),
    ("light_infantry: {value: 15,", "light_infantry: {value: 0.0001,", r"light_infantry must be a number from 0.01"),
    ("cm_per_hex: {value: 3.175,", "cm_per_hex: {value: 0,", r"scale.cm_per_hex must be a number from 0.1 to"),
    ("penetration: M+7", "penetration: M+²", r"weapons.torpedo.penetration must be a whole number 0 or more, .*'M\+²'"),
    ("penetration: M+7", "penetration: M+" + "9" * 5000, r"weapons.torpedo.penetration must be .*'M\+999"),
    ("range_cm: 30, rate_of_fire: 1,", "range_cm: 1.0e+308, rate_of_fire: 1,", r"pistol.range_cm must be a number"),
    ("type: light, range_cm: 30, rate_of_fire: 1,", "type: [light], range_cm: 30, rate_of_fire: 1,",
     r"weapons.pistol.type must be a name, one of: light, heavy; not \['light'\]"),
    ("  infinite_penetration:", "  5:", r"notes: a key must be a name .*not 5"),
    ("light_woods: {value: 1/3,", "light_woods: {value: 1/3e99999999,", r"light_woods must be a fraction"),
])
def test_a_broken_rules_file_names_its_line(tmp_path, old, new, message):
    path = _broken(tmp_path, old, new)
    line = next(i for i, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if new in text)
    with pytest.raises(RulesError, match=message) as e:
        load_rules(path, SYSTEM_ID)
    assert str(e.value).startswith(f"{path}:{line}: ")
