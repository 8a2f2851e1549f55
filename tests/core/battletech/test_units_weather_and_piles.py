"""BattleTech calculators by unit kind, weather, gravity and gravel piles: what a careful player would
catch. Each row (or table) names the line of the source it follows."""

import pytest

from hmeditor.core.io import read_map
from hmeditor.core.model import HexMap
from hmeditor.core.paint import Paint
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.battletech import (
    MECH,
    Unit,
    entry_cost,
    entry_cost_grid,
    heat,
    jump,
    line_of_sight,
    piloting,
    prohibited_mask,
    reachable,
    target_modifiers,
    terrain_figures,
    to_hit,
    trigger_odds,
    verdict,
)
from hmeditor.core.systems.battletech.reference import markdown
from hmeditor.core.vocabulary import BASE_INDEX, CONDITION_INDEX
from tests.maps import make_map

from ...conftest import SHARED

RULES = load_rules()
CORPUS = SHARED / "corpus" / "megamek"
WINDS = CONDITION_INDEX["wind"].values
HERE = (2, 2)                  # hex 0303
BELOW = (2, 3)                 # hex 0304, south of it


def small_map(cells: dict[str, str], conditions=None) -> HexMap:
    return make_map(cells, conditions, (6, 6))


def enter(value: str, kind: str, conditions=None, from_value: str | None = None, large=False):
    """Enter 0303 holding `value` (from 0304 holding `from_value`, when given)."""
    cells = {"0303": value, **({"0304": from_value} if from_value else {})}
    m = small_map(cells, conditions)
    return entry_cost(m, RULES, kind, HERE, BELOW if from_value else None, large), m


# ---- item 8: what each unit kind may enter --------------------------------------------------------
# megamek-rules.md 1.5 "Tank, wheeled ... any magma"; 1.3 step 8 "The cost is doubled for infantry not moving as
# VTOL"; 3.2 "Blowing sand, when active (blowing sand set *and* wind stronger than light gale)"; 1.5 "Tank, tracked:
# woods >= heavy; jungle; ... (a road in the hex lifts the woods, jungle and rubble limits)"; 3.5 "Extreme
# temperature dooms units with `doomedInExtremeTemp` unless they are inside a building".
PROHIBITED = [
    # (hex, unit, conditions, barred?)
    ("magma_crust", "wheeled", {}, True),
    ("magma_crust", "tracked", {}, False),
    ("ultra_heavy_jungle", "tracked", {}, True),
    ("ultra_heavy_jungle +road", "tracked", {}, False),
    ("ultra_heavy_jungle +dirt_road", "hover", {}, False),
    ("ultra_heavy_jungle +road", "mech", {}, True),               # seed: 'Mechs never enter it
    ("ultra_heavy_woods +gravel_road", "wheeled", {}, False),
    ("ultra_heavy_woods +road", "protomech", {}, True),
    ("clear", "foot_infantry", {"temperature": -45}, True),
    ("building:light:2", "foot_infantry", {"temperature": -45}, False),
    ("building:light:2", "motorized_infantry", {"temperature": 65}, False),
    ("building:light:2", "foot_infantry", {"wind": "storm"}, True),   # storm: no shelter (whyDoomed)
    ("clear", "battle_armor", {"temperature": -45}, False),
]


@pytest.mark.parametrize("value, kind, conditions, barred", PROHIBITED)
def test_prohibitions_by_unit_kind_and_conditions(value, kind, conditions, barred):
    e, m = enter(value, kind, conditions)
    assert e.prohibited == barred, e.reason
    assert prohibited_mask(m, RULES, kind)[HERE[1], HERE[0]] == barred
    if barred and "temperature" in conditions:
        assert prohibited_mask(m, RULES, kind).all()


LEVEL_STEPS = [
    # (unit, MP for one level up)
    ("battle_armor", 2), ("foot_infantry", 2), ("mechanized_infantry", 2), ("mech", 1), ("tracked", 2),
]


@pytest.mark.parametrize("kind, per_level", LEVEL_STEPS)
def test_all_infantry_pay_double_per_level(kind, per_level):
    e, _ = enter("clear @1", kind, from_value="clear")
    assert [(i.source, i.value) for i in e.breakdown] == [("enter hex", 1), ("level change", per_level)]


BLOWING_SAND = [
    # (wind, energy to-hit from blowing sand)
    ("calm", 0), ("light_gale", 0), ("moderate_gale", 1), ("storm", 1),
]


@pytest.mark.parametrize("wind, sand", BLOWING_SAND)
def test_blowing_sand_counts_only_when_active(wind, sand):
    m = small_map({}, {"blowing_sand": True, "wind": wind})
    items = {i.source: i.value for i in to_hit(m, RULES, "energy", HERE).breakdown}
    assert items.get("blowing_sand", 0) == sand


PILOTING = [
    # (hex, unit, conditions, PSR modifier): TW, infantry make no piloting rolls; their bog-down checks stay
    ("clear +mud", "foot_infantry", {"weather": "heavy_rain"}, 0),
    ("gravel_pile:2", "battle_armor", {"gravity": 2.0}, 0),
    ("clear +mud", "mech", {"weather": "heavy_rain"}, 2),
    ("clear +mud", "tracked", {}, 1),
]


@pytest.mark.parametrize("value, kind, conditions, psr", PILOTING)
def test_no_piloting_modifiers_for_infantry(value, kind, conditions, psr):
    e, m = enter(value, kind, conditions)
    assert e.psr == psr and (e.psr_breakdown == []) == (psr == 0)
    assert piloting(m, RULES, kind, HERE)[0] == psr
    if value == "clear +mud":
        assert e.bog_down_check is (kind != "mech")


UNCERTAIN = [
    # (row, words its note must hold): megamek-rules.md 1.3/1.5 against rulesystems.md C.1; 3.2 wind table
    (RULES.base[BASE_INDEX["ultra_heavy_woods"]], "disagree on the 'Mech ban"),
    (RULES.conditions[("wind", "tornado_f1_f3")], "disagree on missiles"),
]


@pytest.mark.parametrize("row, words", UNCERTAIN)
def test_disputed_values_are_uncertain_with_the_disagreement_in_the_note(row, words):
    assert row.uncertain and words in row.note
    assert words in markdown(RULES).replace("\n", " ")


def test_shipped_rules_are_in_the_reference():
    text = markdown(RULES)
    assert "no_piloting_rolls" in text and "needs moderate_gale" in text and "except in building" in text


# ---- item 7: tornado F4 allows walking only ------------------------------------------------------
# megamek-rules.md 3.4: "Tornado F4: only walking is allowed (MoveStep marks moves beyond walk MP illegal)".
TORNADO = [
    # (wind, MP needed, hexes, walking MP 4: via, running MP)
    ("tornado_f4", 4, 1, "walk", None),
    ("tornado_f4", 5, 2, None, None),                 # would be a run in any other wind
    ("tornado_f4", 6, 1, "minimum_movement", None),   # one hex is still allowed (uncertain)
    ("storm", 5, 2, "run", 6),
]


@pytest.mark.parametrize("wind, needed, hexes, via, run", TORNADO)
def test_tornado_f4_walking_only(wind, needed, hexes, via, run):
    v = verdict(RULES, small_map({}, {"wind": wind}), "mech", 4, needed, hexes)
    assert (v.via, v.run_mp, v.walk_only is not None) == (via, run, wind == "tornado_f4")


# ---- item 2: ice over water carries units on the surface -----------------------------------------
# megamek-rules.md 1.3 step 5: "only when the unit is in the water column ... Walking on the surface of ice costs
# nothing extra"; step 6: "Ice or black ice, moving normally (not careful) on the surface: -1. The ice terrain adds
# +1, so the net cost is 0."
ICE = [
    # (hex, unit, breakdown after "enter hex")
    ("water:2 +ice", "mech", [("ice", 1), ("ice_not_careful", -1)]),
    ("water:2", "mech", [("water", 3)]),
    ("water:1 +ice", "tracked", [("ice", 1), ("ice_not_careful", -1)]),
    ("water:1 +black_ice", "foot_infantry", [("black_ice", 1), ("black_ice_not_careful", -1)]),
    ("water:3 +ice", "hover", [("ice", 0)]),
    ("clear +ice", "wheeled", [("ice", 1), ("ice_not_careful", -1)]),
    ("water:1 +rapids", "mech", [("water", 1), ("rapids", 1)]),
]


@pytest.mark.parametrize("value, kind, terms", ICE)
def test_ice_over_water_carries_units_on_the_surface(value, kind, terms):
    e, m = enter(value, kind)
    assert [(i.source, i.value) for i in e.breakdown[1:]] == terms
    assert e.mp == 1 + sum(v for _, v in terms) == entry_cost_grid(m, RULES, kind)[HERE[1], HERE[0]]


# ---- item 1: a gravel pile rises its height above the hex level ---------------------------------
# seed 000, "Кучи гравия": "уровень, на который каждый гекс возвышается над подстилающей местностью"; "кучи гравия
# и/или холмы уровня 1" (piles and hills alike); "погружается в кучу гравия ... все ЛВ к юниту и для него
# блокируются" (so a pile has height for line of sight). The climb is counted like any level change (our reading).
PILE_STEPS = [
    # (hex entered, hex left, unit, MP, prohibited?)
    ("gravel_pile:1", "clear", "mech", 1 + 1 + 1, False),               # +1 pile, +1 level up
    ("gravel_pile:2", "gravel_pile:1", "mech", 1 + 2 + 1, False),       # from the top of 1 to the top of 2
    ("gravel_pile:1 @1", "gravel_pile:2", "mech", 1 + 1, False),        # both tops at 2: no level change
    ("clear", "gravel_pile:2", "mech", 1 + 2, False),                   # stepping off: down 2
    ("clear", "gravel_pile:2", "tracked", None, True),                  # down 2: too far for a vehicle
    ("gravel_pile:1", "clear", "foot_infantry", 1 + 0 + 2, False),      # no pile cost, but the climb
    ("clear @1", "gravel_pile:1", "tracked", 1, False),                 # a hill beside a pile: same height
]


@pytest.mark.parametrize("value, from_value, kind, mp, barred", PILE_STEPS)
def test_units_stand_on_a_piles_top(value, from_value, kind, mp, barred):
    e, m = enter(value, kind, from_value=from_value)
    assert (e.mp, e.prohibited) == (mp, barred), e.breakdown
    if not barred:
        assert reachable(m, RULES, kind, BELOW, 10)[m.flat(*HERE)] == mp


PILE_SIGHT = [
    # (hex between two 'Mechs at level 0, blocked?)
    ("gravel_pile:2", True),            # a pile's top is ground for line of sight, like a hill of 2
    ("gravel_pile:1", False),
    ("clear @2", True),
]


@pytest.mark.parametrize("between, blocked", PILE_SIGHT)
def test_line_of_sight_counts_a_piles_top(between, blocked):
    m = small_map({"0303": between})
    assert line_of_sight(m, RULES, (2, 1), (2, 3)).blocked == blocked


def test_a_mech_on_a_pile_sees_over_a_hill():
    m = small_map({"0302": "gravel_pile:2", "0303": "clear @2"})
    assert not line_of_sight(m, RULES, (2, 1), (2, 3)).blocked
    assert line_of_sight(small_map({"0303": "clear @2"}), RULES, (2, 1), (2, 3)).blocked


# ---- item 4: the weather brings its wind and its cold --------------------------------------------
# megamek-rules.md 3.7: "Weather forces wind: ice storm, snow flurries and lightning storm give moderate gale;
# gusting rain gives strong gale"; "Weather forces temperature: sleet, light snow, light hail and heavy hail set
# -40 C; moderate snow, flurries and heavy snow set -50 C; ice storm sets -60 C". Blizzard (seed 000's example):
# no wind and at most 0 C, so the seed's totals stand (our choice, uncertain).
WEATHER_WIND = [
    # (stated conditions, missile to-hit, wind row in force)
    ({"weather": "gusting_rain"}, 1 + 2, "strong_gale"),
    ({"weather": "gusting_rain", "wind": "storm"}, 1 + 3, "storm"),
    ({"weather": "lightning_storm", "wind": "light_gale"}, 1 + 1, "moderate_gale"),
    ({"weather": "snow_flurries", "temperature": -50}, 1 + 1, "moderate_gale"),
    ({"weather": "blizzard", "temperature": -15}, 1, None),
]


@pytest.mark.parametrize("stated, missile, wind", WEATHER_WIND)
def test_the_weather_brings_at_least_its_wind(stated, missile, wind):
    result = to_hit(small_map({}, stated), RULES, "missile", HERE)
    assert result.modifier == missile
    assert [i.source for i in result.breakdown if i.source in WINDS] == ([wind] if wind else [])


WEATHER_COLD = [
    # (stated conditions, foot infantry barred?, tracked walking MP of 5)
    ({"weather": "light_snow", "temperature": 20}, True, 4),       # plays -40 C: 10 beyond -30
    ({"weather": "ice_storm", "temperature": -5}, True, 2),        # plays -60 C: 30 beyond -30, 5 - 3
    ({"weather": "light_snow", "temperature": -65}, True, 1),      # colder than the weather: stays -65
    ({"weather": "blizzard", "temperature": -15}, False, 5),       # the seed's example: frost only
    ({"weather": "heavy_rain", "temperature": 20}, False, 5),
]


@pytest.mark.parametrize("stated, barred, walk", WEATHER_COLD)
def test_the_weather_brings_its_cold(stated, barred, walk):
    m = small_map({}, stated)
    assert prohibited_mask(m, RULES, "foot_infantry").all() == barred
    assert verdict(RULES, m, "tracked", 5, 1, 1).walk_mp == walk


# ---- item 6: line of sight by unit height, partial cover, hull-down --------------------------------
# MegaMek Mek.height(): "isProne() ? 0 : isSuperHeavy() ? 2 : 1" and LargeSupportTank.height() 1 (2 levels);
# everything else 0 (1 level). LosEffects (diagramming): "losElevation = 1 + weightedHeight / totalDistance",
# blocked when "totalEl >= losElevation"; partial cover for a Mek when "totalEl == ai.targetAbsHeight" in a hex
# adjacent to the target and "ai.attackAbsHeight <= ai.targetAbsHeight"; TW: a 'Mech in depth 1 water has partial
# cover. seed 000: "половинные уровни позволяют транспортным средствам двигаться с укрытым корпусом"; MegaMek
# ComputeToHit: "Hull down target" +2.
SIGHT = [
    # (hexes between 0301 and 0304 (0302, 0303), attacker, target, blocked?, modifier)
    ({"0303": "clear @1"}, Unit("tracked"), Unit("tracked"), True, 0),           # 1-level vehicles: a hill blocks
    ({"0303": "clear @1"}, MECH, Unit("tracked"), False, 0),                     # a 'Mech sees over it: no cover
    ({"0303": "clear @1"}, MECH, MECH, False, 1),                                # 'Mech behind a level-1 step
    ({"0302": "clear @1"}, MECH, MECH, False, 0),                                # the step is not next to it
    ({"0303": "clear @1", "0301": "clear @1"}, MECH, MECH, False, 0),            # the attacker is higher
    ({"0303": "clear @1"}, Unit("tracked", large=True), Unit("tracked", large=True), False, 0),
    ({"0302": "planted_fields", "0303": "planted_fields"}, MECH, MECH, False, 0),   # 'Mechs see over fields
    ({"0302": "planted_fields", "0303": "planted_fields"}, Unit("tracked"), Unit("foot_infantry"), False, 1),
    ({"0302": "light_woods"}, Unit("foot_infantry"), Unit("battle_armor"), False, 1),
    ({"0304": "water:1"}, MECH, MECH, False, 1),                                 # waist-deep: partial cover
    ({"0304": "water:1 +ice"}, MECH, MECH, False, 0),                            # on the ice
    ({"0304": "water:2"}, MECH, MECH, True, 0),                                  # under water
    ({"0304": "water:2"}, MECH, Unit("hover"), False, 0),                        # a hover floats on it
    ({"0304": "water:1"}, MECH, Unit("protomech"), True, 0),                     # 1 level tall: under water
    ({"0304": "gravel_pile:1"}, MECH, Unit("mech", sunk=True), True, 0),
    ({"0301": "gravel_pile:1"}, Unit("tracked", sunk=True), MECH, True, 0),
]


@pytest.mark.parametrize("cells, attacker, target, blocked, modifier", SIGHT)
def test_line_of_sight_by_unit_height(cells, attacker, target, blocked, modifier):
    los = line_of_sight(small_map(cells), RULES, (2, 0), (2, 3), attacker, target)
    assert (los.blocked, los.modifier) == (blocked, modifier), los.reason
    assert los.partial_cover == any(i.source == "partial_cover" for i in los.breakdown) == (modifier == 1 and
                                                                                            target.kind == "mech")


@pytest.mark.parametrize("cell, unit, message", [
    ("clear", Unit("mech", sunk=True), "only gravel pile swallows"),
    ("gravel_pile:1", Unit("foot_infantry", sunk=True), "do not sink"),
])
def test_only_some_units_sink_and_only_into_piles(cell, unit, message):
    with pytest.raises(ValueError, match=message):
        line_of_sight(small_map({"0304": cell}), RULES, (2, 0), (2, 3), MECH, unit)


TARGET_IN_HEX = [
    # (hex, attacker, target, weapon, modifier from terrain and conditions)
    ("clear @0.5", MECH, Unit("tracked", hull_down=True), "energy", 2),
    ("clear +fortified", MECH, Unit("wheeled", hull_down=True), "energy", 2),
    ("clear +fortified", MECH, Unit("foot_infantry"), "energy", 2),               # dug in
    ("planted_fields", MECH, Unit("jump_infantry"), "energy", 1),
    ("planted_fields", MECH, MECH, "energy", 0),
]


@pytest.mark.parametrize("cell, attacker, target, weapon, modifier", TARGET_IN_HEX)
def test_to_hit_by_target_kind_and_hull_down(cell, attacker, target, weapon, modifier):
    assert to_hit(small_map({"0303": cell}), RULES, weapon, HERE, None, attacker, target).modifier == modifier


@pytest.mark.parametrize("cell, target, message", [
    ("clear @1", Unit("tracked", hull_down=True), "half level"),
    ("clear @0.5", Unit("mech", hull_down=True), "cannot go hull-down"),
])
def test_hull_down_needs_a_vehicle_on_a_half_level(cell, target, message):
    with pytest.raises(ValueError, match=message):
        to_hit(small_map({"0303": cell}), RULES, "energy", HERE, None, MECH, target)


ATTACKER_KIND = [
    # (conditions, attacker, to-hit): megamek-rules.md 3.2 "light rain or light snow +1 only for
    # conventional-infantry attackers"; "EMI: +2 to every attack by a unit that is not conventional infantry"
    ({"weather": "light_rain"}, Unit("foot_infantry"), 1),
    ({"weather": "light_rain"}, MECH, 0),
    ({"weather": "light_snow", "temperature": -40}, Unit("motorized_infantry"), 1),
    ({"emi": True}, MECH, 2),
    ({"emi": True}, Unit("foot_infantry"), 0),
    ({"emi": True}, Unit("battle_armor"), 2),
]


@pytest.mark.parametrize("conditions, attacker, modifier", ATTACKER_KIND)
def test_conditions_that_hit_some_attackers_only(conditions, attacker, modifier):
    assert to_hit(small_map({}, conditions), RULES, "energy", HERE, None, attacker).modifier == modifier


# ---- item 9: 'Mech heat from temperature, visual range, jumping MP under gravity -------------------
# rulesystems.md C.4: "'Mechs: +1 heat per 10 C above 50, -1 heat per 10 C below -30" (MegaMek
# getTemperatureDifference counts started steps of 10 C).
HEAT = [
    # (conditions, unit, heat per turn)
    ({"temperature": 72}, "mech", 3), ({"temperature": 51}, "mech", 1), ({"temperature": 50}, "mech", 0),
    ({"temperature": -31}, "mech", -1), ({"temperature": -55}, "mech", -3), ({"temperature": 72}, "tracked", 0),
    ({"weather": "light_snow", "temperature": 20}, "mech", -1),            # light snow plays -40 C
]


@pytest.mark.parametrize("conditions, kind, expected", HEAT)
def test_mech_heat_from_temperature(conditions, kind, expected):
    item = heat(RULES, small_map({}, conditions), kind)
    assert (item.value if item else 0) == expected


# megamek-rules.md 3.5: "Visual range (getVisualRange, TO:AR p.189) is the smaller of the light range and the
# weather range" (Mek or vehicle / infantry columns); "Glare and solar flare fall through to the daylight values".
SIGHT_RANGE = [
    # (conditions, seeing unit, hexes to the target, beyond visual range?, range)
    ({}, "mech", 14, False, 60),
    ({"light": "dusk"}, "mech", 14, False, 15),
    ({"light": "dusk"}, "foot_infantry", 14, True, 8),
    ({"light": "dusk"}, "protomech", 9, True, 8),
    ({"fog": "heavy"}, "tracked", 6, True, 5),
    ({"blowing_sand": True, "wind": "moderate_gale"}, "mech", 11, True, 10),
    ({"blowing_sand": True}, "mech", 11, False, 60),                        # not active without wind
    ({"light": "glare"}, "mech", 14, False, 60),
    ({"light": "moonless", "weather": "light_rain"}, "mech", 6, True, 5),
    ({"weather": "blizzard", "temperature": -15}, "mech", 11, True, 10),
]


@pytest.mark.parametrize("conditions, kind, hexes, beyond, sight", SIGHT_RANGE)
def test_visual_range_from_light_fog_and_weather(conditions, kind, hexes, beyond, sight):
    m = HexMap(3, 20)
    m.conditions = dict(conditions)
    los = line_of_sight(m, RULES, (1, 0), (1, hexes), Unit(kind))
    assert (los.distance, los.visual_range, los.beyond_visual_range, los.blocked) == (hexes, sight, beyond, False)


# megamek-rules.md 3.4: "Gravity: MP / gravity, rounded to the nearest whole number with .5 rounding down
# (Entity.applyGravityEffectsOnMP)", applied to jumping MP as to walking MP; 1.3 step 2: "Jumping pays 1 MP per hex".
JUMPS = [
    # (conditions, landing hex, jumping MP, jumping MP under gravity, allowed?)
    ({}, "0304", 3, 3, True),
    ({"gravity": 1.5}, "0304", 4, 3, True),
    ({"gravity": 0.5}, "0306", 3, 6, True),
    ({"gravity": 2.0}, "0304", 5, 2, False),                 # 2.5 rounds down to 2: three hexes are too far
    ({"wind": "tornado_f4"}, "0302", 4, 4, False),           # walking only
    ({}, "0303", 4, 4, False),                               # ultra-heavy woods bar the landing
    ({}, "0305", 3, 3, False),                               # lands 4 levels up
]


@pytest.mark.parametrize("conditions, landing, mp, jump_mp, allowed", JUMPS)
def test_jumping_mp_under_gravity(conditions, landing, mp, jump_mp, allowed):
    m = small_map({"0303": "ultra_heavy_woods", "0305": "clear @4"}, conditions)
    j = jump(m, RULES, "mech", mp, [(2, 0), m.parse_hex_id(landing)])
    assert (j.jump_mp, j.allowed) == (jump_mp, allowed), j.reason


@pytest.mark.parametrize("gravity, walk, run", [(1.0, 5, 8), (2.0, 2, 3), (1.5, 3, 5), (0.5, 10, 15)])
def test_walking_and_running_mp_under_gravity(gravity, walk, run):
    v = verdict(RULES, small_map({}, {"gravity": gravity}), "mech", 5, 1, 1)
    assert (v.walk_mp, v.run_mp) == (walk, run)


# ---- item 10: every trigger of the Terrain Effects table -------------------------------------------
# seed 000, "Непреднамеренные взрывы": "каждое орудие, стреляющее в гекс ... которое не ударяет по назначенной
# цели ... атаки площадного воздействия ... и атаки для понижения гекса ... при результате 8 или выше снова сделайте
# бросок"; aerospace units "немедленно сделайте бросок", aerodyne DropShip "+2", spheroid DropShip "+4" (small craft
# "+2"), level 6 or more "два броска"; airships "три броска"; fire "один бросок" in the End Phase.
TRIGGERS = [
    # (words of the event, first roll 2d6 >= 8?, rolls on the table, modifier, chance of an effect in 36ths^n)
    ("misses its target", True, 1, 0, 15 / 36 * 15 / 36),
    ("area-effect attack", True, 1, 0, 15 / 36 * 15 / 36),
    ("reduce the hex", True, 1, 0, 15 / 36 * 15 / 36),
    ("non-spheroid aerospace", False, 1, 0, 15 / 36),
    ("aerodyne DropShip", False, 1, 2, 26 / 36),
    ("spheroid DropShip lands", False, 1, 4, 33 / 36),
    ("spheroid small craft", False, 1, 2, 26 / 36),
    ("level 6 or more", False, 2, 4, 1 - (3 / 36) ** 2),
    ("airship", False, 3, 0, 1 - (21 / 36) ** 3),
    ("fire burns", False, 1, 0, 15 / 36),
]


def test_every_terrain_effects_trigger_is_in_the_data_and_the_reference():
    odds = trigger_odds(RULES)
    assert len(odds) == len(TRIGGERS)
    text = markdown(RULES)
    for o, (words, first, rolls, modifier, chance) in zip(odds, TRIGGERS):
        assert words in o.event and (o.first_roll, o.rolls, o.modifier) == (first, rolls, modifier)
        assert o.chance_of_effect == pytest.approx(chance)
        assert o.event in text
    for note in RULES.industrial_notes:
        assert note.value in text
    assert any(n.uncertain for n in RULES.industrial_notes) and any(t.uncertain for t in RULES.industrial_triggers)


# ---- item 11: MegaMek terrain the calculator ignored -------------------------------------------
# megamek-rules.md 1.4: woods or jungle to-hit "Only if the target is not above the foliage (its relative height
# + 1 <= foliage_elev)"; 1.1: "foliage_elev 1 = 'low' foliage (TO)"; LosEffects: "Check 1 level high woods and
# jungle"; 1.3 step 9: "add the building type (1 light ... 4 hardened), with -1 for a hangar and +1 for a fortress.
# ProtoMeks add +1. Mechanized infantry add +1". (Roads that connect only where a board's exits say belong to
# the MegaMek-boards issue.)
def board_hex(value: str, terrain: str) -> HexMap:
    m = small_map({"0303": value})
    m.extra_keys = {"megamek": {"terrain": {"0303": terrain}}}
    return m


FOLIAGE = [
    # (hex, the board's terrain string, target, to-hit from the woods)
    ("light_woods", "woods:1;foliage_elev:1", MECH, 0),
    ("light_woods", "woods:1;foliage_elev:1", Unit("tracked"), 1),
    ("heavy_jungle", "jungle:2;foliage_elev:1", Unit("foot_infantry"), 2),
    ("light_woods", "woods:1;foliage_elev:2", MECH, 1),
    ("light_woods", "woods:1", MECH, 1),
    ("ultra_heavy_woods", "woods:3;foliage_elev:1", Unit("tracked", large=True), 0),
]


@pytest.mark.parametrize("value, terrain, target, woods", FOLIAGE)
def test_low_foliage_hides_no_standing_mech(value, terrain, target, woods):
    m = board_hex(value, terrain)
    items = target_modifiers(m, RULES, "energy", HERE, target)
    assert sum(i.value for i in items if i.source == value) == woods


def test_low_foliage_is_one_level_high_for_line_of_sight():
    low = line_of_sight(board_hex("light_woods", "woods:1;foliage_elev:1"), RULES, (2, 1), (2, 3))
    assert low.modifier == 0                                   # 'Mechs see over it
    tanks = line_of_sight(board_hex("light_woods", "woods:1;foliage_elev:1"), RULES, (2, 1), (2, 3),
                          Unit("tracked"), Unit("tracked"))
    assert tanks.modifier == 1


BUILDING_CLASS = [
    # (building, class token, unit, MP to enter)
    ("building:medium:2", "", "mech", 1 + 2),
    ("building:medium:2", ";bldg_class:1", "mech", 1 + 2 - 1),          # hangar
    ("building:medium:2", ";bldg_class:2", "tracked", 1 + 2 + 1),       # fortress
    ("building:light:1", ";bldg_class:1", "mech", 1 + 1 - 1),
    ("building:medium:2", ";bldg_class:3", "mech", 1 + 2),              # gun emplacement: no change
    ("building:medium:2", ";bldg_class:2", "protomech", 1 + 1),         # ProtoMechs pay +1 whatever the class
    ("building:medium:2", ";bldg_class:2", "foot_infantry", 1),
]


@pytest.mark.parametrize("value, token, kind, mp", BUILDING_CLASS)
def test_building_classes_change_mp(value, token, kind, mp):
    m = board_hex(value, f"building:2;bldg_cf:40;bldg_elev:2{token}")
    assert entry_cost(m, RULES, kind, HERE).mp == mp == entry_cost_grid(m, RULES, kind)[HERE[1], HERE[0]]


@pytest.mark.skipif(not (CORPUS / "32x17-Racice-River-Delta.board").exists(), reason="no ../shared/corpus")
def test_a_megamek_board_with_low_woods_reads_into_the_calculator():
    m = read_map(CORPUS / "32x17-Racice-River-Delta.board")
    low = m.parse_hex_id("0401")
    assert [i.source for i in target_modifiers(m, RULES, "energy", low)] == []
    assert [i.source for i in target_modifiers(m, RULES, "energy", low, Unit("hover"))] == ["light_woods"]


# The palette says the same (item 6): what a terrain does to the line between two 'Mechs, and between units
# 1 level tall where that differs (LosEffects: "planted fields only rise one level above the terrain").
PALETTE = [
    ("base", "planted_fields", "Intervening, for units 1 level tall ('Mechs see over it): +1 per 2 hexes"),
    ("base", "light_woods", "Intervening: +1 per hex; 3 block line of sight"),
    ("base", "gravel_pile", "partial cover to 'Mechs next to it; for units 1 level tall: one blocks"),
]


@pytest.mark.parametrize("kind, name, words", PALETTE)
def test_palette_line_of_sight_by_unit_height(kind, name, words):
    assert words in terrain_figures(RULES, Paint(kind, name))


# ---- every new value in the generated rules reference (what a player reads) ---------------------
REFERENCE = [
    # (what, words `hmeditor rules --markdown` shows)
    ("item 1 pile surface", "raises the ground by its height: units stand on top"),
    ("item 1 sinking", "a failure sinks the unit: no line of sight to or from it, never infantry"),
    ("item 2 ice", "when not moving carefully -1"),
    ("item 2 water under ice", "(none with black_ice, ice: units cross on the surface)"),
    ("item 4 wind", "brings strong_gale wind or stronger"),
    ("item 4 cold", "brings -60 C or colder"),
    ("item 6 heights", "| unit_height | 1; mech 2; large 2 |"),
    ("item 6 water floor", "units stand on the bottom, depth below the level, hovering units stay on top"),
    ("item 6 cover", "| cover.partial | 1; kinds mech |"),
    ("item 6 attackers", "to-hit only for attacks by conventional_infantry"),
    ("item 7 tornado", "walking only: no running MP"),
    ("item 8 blowing sand", "needs moderate_gale wind or stronger"),
    ("item 8 shelter", "conventional_infantry; except in building"),
    ("item 9 heat", "| temperature.heat_per_10_degrees | 0; mech 1 |"),
    ("item 9 sight", "visual range 5; infantry_sight 2 hexes"),
    ("item 10 triggers", "| an airship enters the hex | - | 3 | +0 | 80.2% |"),
    ("item 11 foliage", "(a MegaMek board's foliage_elev where given); to-hit only for targets no taller"),
    ("item 11 class", "MegaMek bldg_class: hangar -1, fortress +1"),
]


@pytest.mark.parametrize("what, words", REFERENCE)
def test_the_reference_shows_every_new_value(what, words):
    assert words in markdown(RULES), what
