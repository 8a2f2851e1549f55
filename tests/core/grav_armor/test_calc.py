"""Grav Armor's calculators: detection as a hop-limited cheapest path (and its monotonicity), the hit
value's terms, missiles against the k-th unit, hit effects, movement, the overlays, and a user's
own units and chart."""

import json
from dataclasses import replace
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hmeditor.cli import main
from hmeditor.core.calc.hexes import adjacent
from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from hmeditor.core.systems import default_rules_path, load_rules
from hmeditor.core.systems.grav_armor import (
    chart_of,
    detect,
    detection_shades,
    fire_at,
    hit_effect,
    hit_value,
    move_cost,
    terrain_shades,
    with_chart,
)
from hmeditor.core.systems.grav_armor.overlays import DETECTED, STANDING, UNDETECTED
from hmeditor.core.vocabulary import BASE_INDEX

RULES = load_rules(None, "grav_armor")
BY_CV = ["clear", "light_woods", "heavy_woods", "ultra_heavy_woods", "impassable"]   # CV 0, 1, 2, 3, none


def terrain_map(cvs: list[list[int]]) -> HexMap:
    """A map whose hex [row][col] has the terrain of CV BY_CV[value]."""
    m = HexMap(len(cvs[0]), len(cvs))
    m.base[:] = np.array([[BASE_INDEX[BY_CV[v]] for v in row] for row in cvs])
    return m


def test_detection_takes_the_cheapest_path_within_range_not_the_straight_line():
    m = terrain_map([[1] * 7 for _ in range(7)])
    m.base[2, 3] = BASE_INDEX["ultra_heavy_woods"]            # in the straight way from 0304 to 0302
    nu3 = RULES.unit("Nu3")
    d = detect(m, RULES, nu3, (3, 3), (3, 1))
    assert (d.range, d.in_range, d.detected, d.cv_sum) == (2, True, True, 3)    # round it: 1 + 1 + 1
    assert len(d.path) == 4 and (3, 2) not in d.path and all(adjacent(a, b) for a, b in zip(d.path, d.path[1:]))
    short = detect(m, RULES, replace(nu3, range=2, ew=3), (3, 3), (3, 1))      # no room to go round: 3 + 1
    assert (short.detected, short.cv_sum, short.path) == (False, 4, [(3, 3), (3, 2), (3, 1)])
    far = detect(m, RULES, nu3, (0, 0), (6, 6))
    assert (far.in_range, far.detected, far.path, far.cv_sum) == (False, False, None, None)


def test_impassable_terrain_lets_no_detection_through_but_free_flight_is_detected_anyway():
    m = terrain_map([[4, 4, 4], [4, 0, 4], [4, 4, 4], [0, 0, 0]])
    d = detect(m, RULES, RULES.unit("Nu3"), (1, 3), (1, 1))
    assert (d.in_range, d.detected, d.path) == (True, False, None)
    auto = detect(m, RULES, RULES.unit("Nu3"), (1, 3), (1, 0), automatic=True)
    assert auto.detected and auto.automatic


def test_hit_value_terms():
    nu3, omi9, aza3, a_inf = (RULES.unit(n) for n in ("Nu3", "Omi9", "Aza3", "A-INF"))
    assert hit_value(RULES, nu3, omi9, 3, 0)[0] == 4                        # seed: no mag-bolt bonus vs hover
    value, items = hit_value(RULES, nu3, aza3, 2, 3)
    assert value == 2 and ("weapon bonus", 1) in [(i.source, i.value) for i in items]     # vs grav
    assert hit_value(RULES, aza3, omi9, 1, 0)[0] == hit_value(RULES, aza3, omi9, 2, 0)[0] + 2 + 3   # gatling and
    #                                                                            its active defence 3 at range 1
    assert hit_value(RULES, nu3, a_inf, 2, 0)[0] == 4 + 6 - 2 * 3 - 7       # enhanced EW doubled as a target
    assert hit_value(RULES, a_inf, nu3, 1, 3)[0] == 3 and hit_value(RULES, a_inf, nu3, 2, 3)[0] == 3 - 7
    beam = replace(nu3, weapon="particle_beam")
    assert hit_value(RULES, beam, a_inf, 2, 0)[0] == hit_value(RULES, nu3, a_inf, 2, 0)[0] + 1


def test_missiles_attack_the_kth_unit_at_attack_minus_k_minus_1_and_active_defence_only_the_first():
    a_inf, nu3 = RULES.unit("A-INF"), RULES.unit("Nu3")
    values = [hit_value(RULES, a_inf, nu3, 1, 3, order=k)[0] for k in (1, 2, 3)]
    assert values == [3, 3 - 7 - 1, 3 - 7 - 2]
    m = terrain_map([[0, 0, 0]])
    shot = fire_at(m, RULES, RULES.unit("Omi9"), (0, 0), nu3, (2, 0), order=3)
    assert [(i.source, i.value) for i in shot.breakdown if i.source == "missile order"] == [("missile order", -2)]


def test_free_flight_counts_cv_0_and_a_roll_outside_the_table_is_refused():
    m = terrain_map([[0, 1, 3]])
    nu3, aza3 = RULES.unit("Nu3"), RULES.unit("Aza3")
    normal = fire_at(m, RULES, nu3, (0, 0), aza3, (2, 0))
    flying = fire_at(m, RULES, nu3, (0, 0), aza3, (2, 0), "free_flight", roll=7)
    assert normal.hit_value + 3 == flying.hit_value == 5
    assert flying.chance == Fraction(24, 36) and flying.hit is True and flying.effect == "destroyed"
    with pytest.raises(ValueError, match="--roll: a 2d6 roll is 2..12, not 0"):
        fire_at(m, RULES, nu3, (0, 0), aza3, (2, 0), roll=0)


@pytest.mark.parametrize("unit, cv, roll, modified, result", [
    ("A-INF", 0, 8, 8, "destroyed"), ("A-INF", 2, 8, 6, "disrupted"), ("A-INF", 3, 4, 1, "none"),
    ("J-INF", 1, 8, 7, "destroyed"), ("L-Mil", 3, 3, 0, "disrupted"), ("M-Mil", 0, 6, 6, "destroyed"),
    ("Omi9", 3, 2, None, "destroyed"),
])
def test_hit_effects_by_row_with_2d6_minus_the_hexs_cv(unit, cv, roll, modified, result):
    e = hit_effect(RULES, RULES.unit(unit), cv, roll)
    assert (e.modified_roll, e.result) == (modified, result)
    assert sum(e.chances.values()) == 1


def test_movement_costs_barred_and_destroying_terrain():
    m = HexMap(5, 1)
    for col, name in enumerate(("clear", "heavy_woods", "water", "magma_crust", "impassable")):
        m.base[0, col] = BASE_INDEX[name]
    path = [(c, 0) for c in range(4)]
    omi9, j_inf, nu3 = RULES.unit("Omi9"), RULES.unit("J-INF"), RULES.unit("Nu3")
    hover = move_cost(m, RULES, omi9, path)
    assert (hover.mp, hover.destroyed_in) == (5, [(3, 0)]) and not hover.allowed   # 2 + 1 + 2 > 3 MP
    assert move_cost(m, RULES, j_inf, path[:3]).destroyed_in == [(2, 0)]              # water drowns infantry
    assert move_cost(m, RULES, nu3, path).destroyed_in == []
    barred = move_cost(m, RULES, nu3, path + [(4, 0)])
    assert barred.mp is None and not barred.allowed and "0501 is impassable" in barred.reason
    flying = move_cost(m, RULES, nu3, path + [(4, 0)], free_flight=True)
    assert (flying.mp, flying.allowed) == (2, True)


def test_the_detection_overlay_shades_what_the_unit_detects_with_the_cv_sum():
    m = terrain_map([[1] * 11 for _ in range(11)])
    m.base[3, 5] = BASE_INDEX["impassable"]                                 # 2 hexes north of the unit
    unit = replace(RULES.unit("Nu3"), ew=2)                                 # range 4: sees 2 hexes of CV 1
    shading = detection_shades(m, RULES, unit, (5, 5))
    rgba, colours = shading.rgba, [tuple(c) for c in shading.rgba.reshape(-1, 4)]
    assert tuple(rgba[5, 5]) == STANDING
    assert (colours.count(DETECTED), colours.count(UNDETECTED)) == (6 + 11, 18 + 24 + 1)
    assert tuple(rgba[7, 5]) == DETECTED and shading.texts[7 * 11 + 5] == "2"
    assert tuple(rgba[8, 5]) == UNDETECTED and shading.texts[8 * 11 + 5] == "3"
    assert tuple(rgba[3, 5]) == UNDETECTED and 3 * 11 + 5 not in shading.texts
    assert not rgba[5, 10, 3] and not rgba[0, 0, 3]                                    # beyond range 4
    assert tuple(rgba[1, 5]) == UNDETECTED and 1 * 11 + 5 not in shading.texts      # only path: through 0604
    assert len(shading.texts) == 60 - 2
    for (row, col) in zip(*np.nonzero(rgba[..., 3])):
        if (col, row) != (5, 5):
            d = detect(m, RULES, unit, (5, 5), (col, row))
            assert tuple(rgba[row, col]) == (DETECTED if d.detected else UNDETECTED)


def test_the_heat_map_shades_by_cv():
    m = terrain_map([[0, 1, 2, 3, 4]])
    shading = terrain_shades(m, RULES, {})
    alphas = shading.rgba[0, :, 3].tolist()
    assert alphas[0] == 0 and alphas[1] < alphas[2] < alphas[3] and alphas[4] > 0
    assert shading.texts == {1: "1", 2: "2", 3: "3", 4: "x"}


def test_the_map_names_its_chart():
    m = HexMap(2, 2)
    m.extra_keys["systems"] = {"wh40k": {"inches_per_hex": 1.25}}
    assert chart_of(m, RULES).name == "standard"
    m.extra_keys["systems"] = with_chart(m, "class_f")
    assert m.extra_keys["systems"] == {"wh40k": {"inches_per_hex": 1.25}, "grav_armor": {"chart": "class_f"}}
    with pytest.raises(ValueError, match="the map asks for the Grav Armor terrain chart 'class_f'"):
        chart_of(m, RULES)


USER_UNITS = """  Fi7: {ew: 5, attack: 5, weapon: particle_beam, range: 5, defence: 3, mp: F, move: spacecraft,
        source: [choice]}
  Bastion: {ew: 4, attack: 6, weapon: missiles, range: 4, defence: 6, mp: 0, move: fort, hit_effects: FORT,
            source: [choice]}
"""
USER_CHART = """  class_f:
    title: "An airless ice world: everything open"
    rows:
      ice: {terrain: %s, cv: 0, mp: 1, source: [choice]}
"""


def test_a_user_adds_units_and_a_chart_in_a_copy_of_the_rules(tmp_path, capsys):
    from hmeditor.core.vocabulary import BASE_TERRAINS
    text = default_rules_path("grav_armor").read_text(encoding="utf-8")
    text = text.replace("\n# Weapon symbols", USER_UNITS + "\n# Weapon symbols")
    text += USER_CHART % json.dumps([t.name for t in BASE_TERRAINS])
    rules_file = tmp_path / "house.yaml"
    rules_file.write_text(text, encoding="utf-8")
    m = terrain_map([[3, 3, 3, 3]])
    m.extra_keys["systems"] = with_chart(m, "class_f")
    map_file = tmp_path / "ice.hmap"
    write_map(m, map_file)

    def calc(*args):
        assert main(["calc", "grav-armor", *map(str, args), "--json", "--rules", str(rules_file)]) == 0
        return json.loads(capsys.readouterr().out)
    fire = calc("fire", map_file, "--firer", "Fi7@0101", "--target", "Bastion@0401")
    assert fire["cv_sum"] == 0 and fire["hit_value"] == 5 + 5 - 4 - 6 - 0 and fire["effect_row"] == "FORT"
    effect = calc("effect", map_file, "--unit", "Bastion@0401", "--roll", "5")
    assert (effect["result"], effect["chances"]["ew-1"]) == ("ew-1", "7/36")
    orbit = calc("fire", map_file, "--firer", "Bastion@0401", "--target", "Fi7@0101", "--state", "orbit")
    assert orbit["detected"] and {"source": "weapon bonus", "value": 1} not in orbit["breakdown"]
    move = calc("move", map_file, "--unit", "Fi7", "--path", "0101,0201,0301,0401")
    assert (move["mp"], move["allowed"], move["unit_mp"], move["free_flight"]) == (0, True, "F", True)
    assert calc("move", map_file, "--unit", "Bastion", "--path", "0401,0301")["reason"] == "a fort does not move"
    assert main(["calc", "grav-armor", "fire", str(map_file), "--firer", "Nu3@0101", "--target", "Omi9@0401"]) == 2
    assert "Grav Armor terrain chart 'class_f'" in capsys.readouterr().err      # the shipped rules lack it


# ---- detection is monotone ----------------------------------------------------------------------

@st.composite
def detection_cases(draw):
    width, height = draw(st.integers(2, 8)), draw(st.integers(2, 8))
    cvs = draw(st.lists(st.lists(st.integers(0, 4), min_size=width, max_size=width), min_size=height,
                        max_size=height))
    firer = (draw(st.integers(0, width - 1)), draw(st.integers(0, height - 1)))
    target = draw(st.tuples(st.integers(0, width - 1), st.integers(0, height - 1)).filter(lambda t: t != firer))
    raised = (draw(st.integers(0, width - 1)), draw(st.integers(0, height - 1)))
    unit = replace(RULES.unit("Nu3"), ew=draw(st.integers(0, 8)), range=draw(st.integers(1, 6)))
    return cvs, firer, target, raised, unit


@settings(max_examples=150, deadline=None)
@given(detection_cases(), st.integers(1, 4))
def test_raising_a_hexs_cv_never_makes_a_target_easier_to_detect(case, step):
    cvs, firer, target, raised, unit = case
    before = detect(terrain_map(cvs), RULES, unit, firer, target)
    cvs[raised[1]][raised[0]] = min(4, cvs[raised[1]][raised[0]] + step)
    after = detect(terrain_map(cvs), RULES, unit, firer, target)
    assert not after.detected or before.detected
    if after.cv_sum is not None:
        assert before.cv_sum is not None and before.cv_sum <= after.cv_sum


@settings(max_examples=150, deadline=None)
@given(detection_cases(), st.integers(1, 4))
def test_raising_ew_never_makes_a_target_harder_to_detect(case, step):
    cvs, firer, target, _, unit = case
    m = terrain_map(cvs)
    before = detect(m, RULES, unit, firer, target)
    after = detect(m, RULES, replace(unit, ew=unit.ew + step), firer, target)
    assert after.detected or not before.detected
    assert after.in_range == before.in_range and after.cv_sum == before.cv_sum
