"""The reality check on gravel piles, frozen mud and the weather: what a careful player would catch.

Each row names the line of the source it follows."""

import pytest

from hmeditor.core.check import check_map, fix_edit
from tests.maps import make_map

from .helpers import hex_id, neighbour_ids

PILE = hex_id(4, 4)
RING = neighbour_ids(4, 4)


def rules_found(m, rule):
    return [f for f in check_map(m) if f.rule == rule]


# ---- item 5: the gravel-slope support is measured top to top ------------------------------------
# REALITY-CHECK.md, gravel-slope: "its support is max(0, level(N) + p(N) - L) ... how far N's top stands
# above the pile's foot"; seed 000, "Кучи гравия": "гекс не может возвышаться более чем на 1 уровень выше,
# чем смежные гексы".
GRAVEL_SLOPE = [
    # (pile, its six neighbours, too steep?)
    ("gravel_pile:2 @2", "gravel_pile:1 @1", True),      # neighbours' tops at 2: the pile's foot, no support
    ("gravel_pile:2 @1", "gravel_pile:1 @1", False),     # tops at 2, one above the foot at 1
    ("gravel_pile:2 @1", "gravel_pile:2 @0", False),     # a lower pile whose top reaches 2
    ("gravel_pile:2 @2", "gravel_pile:2 @0", True),      # its top at 2 is the foot
    ("gravel_pile:3", "gravel_pile:1 @1", False),        # hill of 1 under a pile of 1: top at 2
    ("gravel_pile:3", "clear @1", True),                 # a plain level-1 hill supports only 2
]


@pytest.mark.parametrize("pile, ring, steep", GRAVEL_SLOPE)
def test_gravel_slope_counts_top_to_top(pile, ring, steep):
    m = make_map({PILE: pile, **dict.fromkeys(RING, ring)})
    found = [f for f in rules_found(m, "gravel-slope") if f.hexes == (PILE,)]     # the ring may be steep too
    assert len(found) == steep
    if steep:
        fix_edit(m, found[0]).apply(m)
        assert PILE not in {h for f in rules_found(m, "gravel-slope") for h in f.hexes}


# ---- item 3: the frozen-mud fix never deletes woods, jungle, water or buildings -----------------
# REALITY-CHECK.md, frozen-mud: "Where the base terrain is open ground (clear, sand, tundra, planted fields,
# pavement) the fix makes the base `rough` and drops the mud; where the base has a terrain of its own (woods,
# jungle, water, building, ...) the fix never replaces it: it drops the mud and says what that changes".
FROZEN_MUD = [
    # (hex before, hex after the fix, the fix says)
    ("clear +mud +deep_snow", "rough +deep_snow", "replace mud with rough"),
    ("sand +mud +ice", "rough +ice", "replace mud with rough"),
    ("pavement +mud +thin_snow @1", "rough +thin_snow @1", "replace mud with rough"),
    ("planted_fields +mud +thin_snow", "rough +thin_snow", "replace mud with rough"),
    ("tundra +mud +thin_snow", "rough +thin_snow", "replace mud with rough"),
    ("light_woods +mud +deep_snow", "light_woods +deep_snow", "remove mud, keeping the light woods: a 'Mech pays 1"),
    ("ultra_heavy_jungle +mud +deep_snow", "ultra_heavy_jungle +deep_snow", "remove mud, keeping the ultra-heavy"),
    ("water:0 +mud +ice", "water:0 +ice", "remove mud, keeping the water"),
    ("building:heavy:2 +mud +thin_snow", "building:heavy:2 +thin_snow", "remove mud, keeping the building"),
    ("rough +mud +deep_snow @2", "rough +deep_snow @2", "remove mud, keeping the rough"),
]


@pytest.mark.parametrize("before, after, says", FROZEN_MUD)
def test_frozen_mud_fix_keeps_a_base_terrain_of_its_own(before, after, says):
    m = make_map({"0303": before})
    (finding,) = rules_found(m, "frozen-mud")
    assert finding.fix.startswith(says)
    fix_edit(m, finding).apply(m)
    assert m.cell(2, 2) == make_map({"0303": after}).cell(2, 2)


# ---- item 12: lightning storms need air; fire needs wind no stronger than a storm ----------------
# megamek-rules.md 3.7: "Trace or thin pressure forces clear weather and no fog"; 3.5: "Fire cannot start
# when pressure is thinner than THIN or the wind is stronger than storm (`cannotStartFire`)".
AIR_AND_FIRE = [
    # (rule, hexes, conditions, found?)
    ("thin-air-weather", {}, {"atmosphere": "thin", "weather": "lightning_storm", "wind": "moderate_gale"}, True),
    ("thin-air-weather", {}, {"atmosphere": "trace", "weather": "lightning_storm"}, True),
    ("thin-air-weather", {}, {"atmosphere": "vacuum", "weather": "lightning_storm"}, True),
    ("thin-air-weather", {}, {"atmosphere": "standard", "weather": "lightning_storm", "wind": "moderate_gale"},
     False),
    ("fire-cannot-burn", {"0303": "light_woods +fire"}, {"wind": "tornado_f1_f3"}, True),
    ("fire-cannot-burn", {"0303": "light_woods +fire"}, {"wind": "tornado_f4"}, True),
    ("fire-cannot-burn", {"0303": "light_woods +fire"}, {"wind": "storm"}, False),
]


@pytest.mark.parametrize("rule, hexes, conditions, found", AIR_AND_FIRE)
def test_lightning_in_thin_air_and_fire_in_a_tornado(rule, hexes, conditions, found):
    m = make_map(hexes, conditions)
    findings = rules_found(m, rule)
    assert len(findings) == found
    if found:
        assert ("lightning storm" if rule == "thin-air-weather" else "tornado") in findings[0].message
        fix_edit(m, findings[0]).apply(m)
        assert rules_found(m, rule) == []


# ---- item 4: a stated wind or temperature that contradicts the weather ----------------------------
# megamek-rules.md 3.7 (weather forces wind and temperature; the dialog refuses light snow above -40 C);
# the BattleTech rules in use say each weather's wind and cold (battletech.yaml), so check and calculator agree.
WEATHER = [
    # (conditions, rule found (None: neither), what the fix sets)
    ({"weather": "gusting_rain", "wind": "moderate_gale"}, "weather-brings-wind", {"wind": "strong_gale"}),
    ({"weather": "ice_storm", "wind": "calm", "temperature": -60}, "weather-brings-wind", {"wind": "moderate_gale"}),
    ({"weather": "sleet", "temperature": -40}, "sleet-needs-wind", {"wind": "moderate_gale"}),
    ({"weather": "light_snow", "temperature": -20}, "weather-brings-cold", {"temperature": -40}),
    ({"weather": "heavy_hail", "temperature": 0}, "weather-brings-cold", {"temperature": -40}),
    ({"weather": "moderate_snow", "temperature": 5}, "snow-weather-warm", {"temperature": -50}),
    ({"weather": "blizzard", "temperature": 3}, "snow-weather-warm", {"temperature": 0}),
    ({"weather": "blizzard", "temperature": -15}, None, {}),
    ({"weather": "light_snow", "temperature": -45}, None, {}),
    ({"weather": "gusting_rain", "wind": "tornado_f1_f3"}, None, {}),
]
WEATHER_RULES = ("weather-brings-wind", "weather-brings-cold", "sleet-needs-wind", "snow-weather-warm")


@pytest.mark.parametrize("conditions, rule, fixed", WEATHER)
def test_stated_wind_and_temperature_follow_the_weather(conditions, rule, fixed):
    m = make_map({}, conditions)
    found = [f for f in check_map(m) if f.rule in WEATHER_RULES]
    assert [f.rule for f in found] == ([rule] if rule else [])
    if rule:
        fix_edit(m, found[0]).apply(m)
        assert {k: m.conditions[k] for k in fixed} == fixed
        assert not [f for f in check_map(m) if f.rule in WEATHER_RULES]


# ---- item 1: the reality check climbs gravel piles as the calculator does --------------------------
# seed 000, "Кучи гравия": a pile "возвышается над подстилающей местностью" by its height; a tracked vehicle
# climbs at most 1 level a step (megamek-rules.md 1.3), so it cannot climb onto a lone 2-high pile.
PILE_REACH = [
    ({PILE: "gravel_pile:2"}, True),
    ({PILE: "gravel_pile:1"}, False),
    ({PILE: "gravel_pile:2", **dict.fromkeys(RING, "gravel_pile:1")}, False),    # a slope of piles
    ({PILE: "gravel_pile:1 @1", **dict.fromkeys(RING, "clear @1")}, False),      # a pile on a plateau
]


@pytest.mark.parametrize("hexes, cut_off", PILE_REACH)
def test_unreachable_area_climbs_gravel_piles(hexes, cut_off):
    found = rules_found(make_map(hexes), "unreachable-area")
    assert (PILE in (found[0].hexes if found else ())) == cut_off
