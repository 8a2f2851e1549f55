"""The calculators through the Python API: the seed's worked example, every terrain and unit kind."""

import math

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.hexgrid import OFFSET_NEIGHBOURS, Hex, line
from hmeditor.core.io import read_map
from hmeditor.core.model import HexMap
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.battletech import (
    UNIT_KINDS,
    WEAPON_CLASSES,
    bog_down,
    chance_2d6,
    entry_cost,
    entry_cost_grid,
    full_to_hit,
    level_step_cost,
    line_of_sight,
    path_cost,
    piloting,
    prohibited_mask,
    prohibition,
    reachable,
    road_steps,
    terrain_effects,
    to_hit,
    verdict,
)
from hmeditor.core.vocabulary import BASE_INDEX, BASE_TERRAINS, MODIFICATIONS

from ...conftest import MAPS
from ..strategies import maps

RULES = load_rules()
EXAMPLE = read_map(MAPS / "open-terrain-2-movement-example.hmap")
A, B, C = (EXAMPLE.parse_hex_id(h) for h in ("0808", "0708", "0809"))


def small_map(cells: dict[str, str], conditions=None) -> HexMap:
    m = HexMap(6, 6)
    set_cells(m, {m.parse_hex_id(h): parse_cell(v) for h, v in cells.items()}).apply(m)
    m.conditions = dict(conditions or {})
    return m


# ---- the seed's worked example ------------------------------------------------------------------

def test_mech_into_b_costs_4_and_must_run():
    e = entry_cost(EXAMPLE, RULES, "mech", B, A)
    assert e.mp == 4 and not e.prohibited
    assert [(i.source, i.value) for i in e.breakdown] == [
        ("enter hex", 1), ("light_woods", 1), ("deep_snow", 1), ("mud", 1)]
    v = verdict(RULES, EXAMPLE, "mech", 3, e.mp, 1)
    assert (v.walk_mp, v.run_mp, v.allowed, v.via) == (3, 5, True, "run")


def test_mech_cannot_enter_c():
    e = entry_cost(EXAMPLE, RULES, "mech", C, A)
    assert e.prohibited and e.mp is None
    assert e.reason == "'Mechs cannot enter ultra-heavy jungle"


@pytest.mark.parametrize("to, mp, woods_or_jungle", [(B, 3, 0), (C, 7, 4)])
def test_motorized_infantry_only_by_minimum_movement(to, mp, woods_or_jungle):
    e = entry_cost(EXAMPLE, RULES, "motorized_infantry", to, A)
    assert e.mp == mp and e.breakdown[1].value == woods_or_jungle
    v = verdict(RULES, EXAMPLE, "motorized_infantry", 2, e.mp, 1)
    assert v.allowed and v.via == "minimum_movement"
    assert not verdict(RULES, EXAMPLE, "motorized_infantry", 2, e.mp, 2).allowed


@pytest.mark.parametrize("to", [B, C])
def test_one_bog_down_check_however_many_terrains(to):
    check, modifier = bog_down(EXAMPLE, RULES, "motorized_infantry", to)
    assert check is True and modifier == 0        # mud 0 and deep snow -1: one check, the worse one


@pytest.mark.parametrize("to, ballistic, other", [(B, 3, 2), (C, 5, 4)])
def test_to_hit_into_b_and_c(to, ballistic, other):
    assert to_hit(EXAMPLE, RULES, "ballistic", to).modifier == ballistic
    assert to_hit(EXAMPLE, RULES, "energy", to).modifier == other
    assert to_hit(EXAMPLE, RULES, "missile", to).modifier == other


# ---- every terrain name and unit kind -----------------------------------------------------------

TERRAINS = [t.name for t in BASE_TERRAINS if t.name != "building"] + ["building:medium:2"]


@pytest.mark.parametrize("kind", UNIT_KINDS)
@pytest.mark.parametrize("value", TERRAINS + [f"clear +{m.name}" for m in MODIFICATIONS])
def test_every_terrain_and_kind_gives_a_cost_or_a_reason(value, kind):
    m = small_map({"0303": value})
    hx = m.parse_hex_id("0303")
    e = entry_cost(m, RULES, kind, hx)
    if e.prohibited:
        assert e.mp is None and "cannot" in e.reason
        assert prohibited_mask(m, RULES, kind)[hx[1], hx[0]]
    else:
        assert e.mp >= 1 and e.mp == sum(i.value for i in e.breakdown)
        assert entry_cost_grid(m, RULES, kind)[hx[1], hx[0]] == e.mp
    assert isinstance(piloting(m, RULES, kind, hx)[0], (int, float))


def test_table_of_known_costs():
    cases = {("light_woods", "mech"): 2, ("heavy_woods", "foot_infantry"): 2, ("heavy_jungle", "mech"): 4,
             ("water:2", "mech"): 4, ("water:0", "mech"): 1, ("water:2", "hover"): 1, ("gravel_pile:3", "mech"): 4,
             ("gravel_pile:3", "foot_infantry"): 1, ("heavy_industrial:4", "mech"): 2,
             ("heavy_industrial:4", "tracked"): 1, ("building:heavy:2", "mech"): 4, ("sand", "wheeled"): 2,
             ("clear +swamp", "mech"): 2, ("clear +swamp", "tracked"): 3, ("clear +thin_snow", "foot_infantry"): 2}
    for (value, kind), mp in cases.items():
        m = small_map({"0303": value})
        assert entry_cost(m, RULES, kind, m.parse_hex_id("0303")).mp == mp, (value, kind)


@pytest.mark.parametrize("value, kind, barred", [
    ("gravel_pile:1", "hover", True), ("gravel_pile:1", "wheeled", False), ("gravel_pile:2", "wheeled", True),
    ("light_woods", "wheeled", True), ("light_woods +road", "wheeled", False), ("water:1", "tracked", True),
    ("water:1 +ice", "tracked", False), ("impassable", "vtol", True), ("magma_crust", "foot_infantry", True),
    ("ultra_heavy_woods", "mech", True), ("clear +deep_snow", "wheeled", True)])
def test_prohibitions_with_conditions(value, kind, barred):
    m = small_map({"0303": value})
    hx = m.parse_hex_id("0303")
    assert (prohibition(m, RULES, kind, hx) is not None) == barred
    assert prohibited_mask(m, RULES, kind)[hx[1], hx[0]] == barred


def test_weather_that_bars_a_unit_kind_bars_every_hex():
    m = small_map({}, {"wind": "storm"})
    assert prohibited_mask(m, RULES, "foot_infantry").all()
    assert "storm" in prohibition(m, RULES, "foot_infantry", (0, 0))
    assert not prohibited_mask(m, RULES, "mech").any()


def test_gravel_pile_psr_and_large_vehicles():
    m = small_map({"0303": "gravel_pile:2"})
    hx = m.parse_hex_id("0303")
    assert piloting(m, RULES, "tracked", hx)[0] == 2
    assert piloting(m, RULES, "tracked", hx, large=True)[0] == 0
    assert bog_down(m, RULES, "tracked", hx) == (True, 0)
    assert bog_down(m, RULES, "tracked", hx, large=True)[0] is False
    assert entry_cost(m, RULES, "tracked", hx, large=True).mp == 3
    assert bog_down(m, RULES, "foot_infantry", hx)[0] is True
    low = small_map({"0303": "gravel_pile:1"})
    assert bog_down(low, RULES, "mech", hx)[0] is False     # a pile lower than a 'Mech's height


def test_level_changes_per_kind_and_largest_step():
    m = small_map({"0303": "clear @2", "0304": "clear @0"})
    up, down = m.parse_hex_id("0303"), m.parse_hex_id("0304")
    assert entry_cost(m, RULES, "mech", up, down).mp == 3
    assert entry_cost(m, RULES, "tracked", up, down).prohibited
    assert "at most 1 level" in entry_cost(m, RULES, "tracked", up, down).reason
    assert level_step_cost(RULES, "tracked", 0, 1) == 2 and level_step_cost(RULES, "mech", 0, 3) is None
    assert level_step_cost(RULES, "vtol", 0, 9) == 0


def test_road_step_skips_terrain_costs():
    m = small_map({"0303": "light_woods +road", "0304": "clear +road"})
    assert entry_cost(m, RULES, "mech", m.parse_hex_id("0303"), m.parse_hex_id("0304")).mp == 1
    assert entry_cost(m, RULES, "mech", m.parse_hex_id("0303")).mp == 2


def test_a_path_looks_at_the_whole_map_s_roads_once(monkeypatch):
    """Not once a step: a 3,999-hex path on a 2000 x 2000 map took 251 s."""
    from hmeditor.core.systems.battletech import movement
    looks = []
    monkeypatch.setattr(movement, "road_steps", lambda *args: looks.append(args) or road_steps(*args))
    m = small_map({"0303": "light_woods +road", "0304": "clear +road", "0305": "light_woods"})
    path = [m.parse_hex_id(h) for h in ("0301", "0302", "0303", "0304", "0305", "0306")]
    assert [step.mp for step in path_cost(m, RULES, "mech", path)] == [1, 2, 1, 2, 1]      # 0304: along the road
    assert len(looks) == 1


# ---- properties ---------------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(maps(max_side=8), st.sampled_from(UNIT_KINDS))
def test_costs_are_cumulative_and_never_below_one(hex_map, kind):
    grid = entry_cost_grid(hex_map, RULES, kind)
    mask = prohibited_mask(hex_map, RULES, kind)
    assert np.array_equal(np.isinf(grid), mask)
    assert (grid[~mask] >= 1).all()
    for row in range(hex_map.height):
        for col in range(hex_map.width):
            e = entry_cost(hex_map, RULES, kind, (col, row))
            assert e.prohibited == mask[row, col]
            if not e.prohibited:
                assert e.mp == pytest.approx(grid[row, col]) == pytest.approx(sum(i.value for i in e.breakdown))


def _entered_along_a_road(hex_map) -> set[int]:
    """The hexes a step along a road (road_steps) enters: it pays the entry cost, not the terrain's."""
    steps, entered = road_steps(hex_map, RULES), set()
    for row, col in np.argwhere(steps).tolist():
        for d, (dc, dr) in enumerate(OFFSET_NEIGHBOURS[col & 1].tolist()):
            if steps[row, col] >> d & 1 and hex_map.contains(col + dc, row + dr):
                entered.add(hex_map.flat(col + dc, row + dr))
    return entered


def _road_end_in_mud() -> HexMap:
    hex_map = HexMap(1, 2)
    set_cells(hex_map, {(0, 0): parse_cell("pavement @-3"), (0, 1): parse_cell("clear +mud +road @-3")}).apply(hex_map)
    return hex_map


@settings(max_examples=40, deadline=None)
@given(maps(max_side=8), st.sampled_from(UNIT_KINDS), st.integers(0, 8))
@example(_road_end_in_mud(), "mech", 1)       # found by this test: from pavement onto a muddy road costs 1 MP
def test_reachable_costs_follow_the_cheapest_path(hex_map, kind, mp):
    start = (0, 0)
    area = reachable(hex_map, RULES, kind, start, mp)
    assert area[0] == 0 and all(c <= mp for c in area.values())
    grid, roads = entry_cost_grid(hex_map, RULES, kind), _entered_along_a_road(hex_map)
    enter = RULES.setting("movement.enter_cost")
    for flat, cost in area.items():
        if flat:
            col, row = hex_map.offset(flat)
            assert cost >= (min(grid[row, col], enter) if flat in roads else grid[row, col])


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 39), st.integers(0, 39), st.integers(1, 9), st.sampled_from(UNIT_KINDS))
def test_reachable_on_a_big_map_is_worked_out_near_the_start(seed, col, row, mp, kind):
    """Only the part of the map within reach is costed: the same area and costs as over the whole map,
    from any column (odd ones are staggered) and near the edges."""
    from hmeditor.core.systems.battletech.reach import _cheapest
    rng = np.random.default_rng(seed)
    m = HexMap(40, 40)
    m.base[:] = rng.choice([BASE_INDEX[n] for n in ("clear", "light_woods", "heavy_woods", "rough", "pavement",
                                                     "water")], m.base.shape)
    m.level[:] = rng.integers(-1, 3, m.base.shape)
    whole = _cheapest(m, RULES, kind, (col, row), mp, False, 1)
    assert reachable(m, RULES, kind, (col, row), mp) == whole


def test_reachable_on_the_example_map():
    area = reachable(EXAMPLE, RULES, "mech", A, 4)
    assert EXAMPLE.flat(*B) in area and area[EXAMPLE.flat(*B)] == 4
    assert EXAMPLE.flat(*C) not in area
    assert len(reachable(EXAMPLE, RULES, "mech", A, 1)) == 1 + 4   # four clear neighbours (B and C are the other two)


# ---- line of sight and to-hit -------------------------------------------------------------------

def _los(m, a, b):
    return line_of_sight(m, RULES, m.parse_hex_id(a), m.parse_hex_id(b))


def test_los_through_woods_adds_and_three_block():
    m = small_map({"0302": "light_woods", "0303": "heavy_woods"})
    clear = _los(m, "0301", "0303")
    assert not clear.blocked and clear.modifier == 1 and clear.hexes == ["0302"]
    blocked = _los(m, "0301", "0304")
    assert blocked.blocked and blocked.hexes == ["0302", "0303"] and "foliage" in blocked.reason
    assert _los(small_map({"0303": "ultra_heavy_jungle"}), "0302", "0304").blocked


def test_los_hill_and_industrial_heights():
    assert _los(small_map({"0303": "clear @2"}), "0302", "0304").blocked
    assert not _los(small_map({"0303": "clear @1"}), "0302", "0304").blocked
    assert not _los(small_map({"0303": "clear @2", "0302": "clear @2"}), "0302", "0304").blocked
    zone = small_map({h: "heavy_industrial:3" for h in ("0302", "0303", "0304")})
    los = _los(zone, "0301", "0305")
    assert los.blocked and "industrial" in los.reason
    assert _los(zone, "0301", "0304").modifier == 2
    assert _los(small_map({"0303": "heavy_industrial:0.5"}), "0302", "0304").modifier == 0
    assert _los(small_map({"0303": "building:heavy:3"}), "0302", "0304").blocked


def test_divided_hexside_counts_the_hex_better_for_the_target():
    probe = line_of_sight(EXAMPLE, RULES, EXAMPLE.parse_hex_id("0608"), A)
    assert probe.hexes == ["0708", "0709"]
    assert [(i.hex, i.source) for i in probe.breakdown] == [("0708", "light_woods")]


def test_a_long_line_reads_every_hex_between_once_in_order():
    """200 hexes along hexsides (every other step a divided pair): every hex between listed once in
    line order, each counted hex's terrain in the order the hex lists it (base, then modifications),
    the worse hex of a pair counted, the first hex that rises into the line named."""
    m = HexMap(202, 3)
    cells = {(c, r): "light_woods +light_smoke" for c in range(202) for r in range(3)}
    a, b = (0, 1), (200, 1)
    steps = [[h.to_offset() for h in step] for step in line(Hex.from_offset(*a), Hex.from_offset(*b))[1:-1]]
    pairs = [step for step in steps if len(step) == 2]
    worse = pairs[50][1]
    building, hill = steps[121][0], steps[151][0]
    cells |= {worse: "heavy_woods +light_smoke", building: "building:heavy:3", hill: "clear @3"}
    set_cells(m, {hx: parse_cell(v) for hx, v in cells.items()}).apply(m)
    los = line_of_sight(m, RULES, a, b)
    assert los.hexes == [m.hex_id(*hx) for step in steps for hx in step]
    counted = [worse if worse in step else step[0] for step in steps]
    assert [(i.hex, i.source) for i in los.breakdown] == [
        (m.hex_id(*hx), source) for hx in counted for source in cells[hx].replace("+", "").split()
        if source in ("light_woods", "heavy_woods", "light_smoke")]
    assert los.reason == f"building in {m.hex_id(*building)} rises into the line of sight"
    for cell, blocker in (("building:heavy:3 @3", building), ("clear", hill)):     # the ground before a building
        set_cells(m, {building: parse_cell(cell)}).apply(m)
        assert line_of_sight(m, RULES, a, b).reason == f"hex {m.hex_id(*blocker)} at level 3 reaches the line of sight"


def test_to_hit_with_attacker_adds_intervening_terrain():
    result = to_hit(EXAMPLE, RULES, "energy", A, EXAMPLE.parse_hex_id("0608"))
    assert result.modifier == 1 + 1      # blizzard + light woods on the divided hexside


def test_full_to_hit_number_and_chance():
    full = full_to_hit(EXAMPLE, RULES, "ballistic", B, 4, "medium", "walked", 3)
    assert full.number == 4 + 2 + 1 + 1 + 3
    assert full.chance == pytest.approx(3 / 36)
    assert chance_2d6(7) == pytest.approx(21 / 36) and chance_2d6(2) == 1 and chance_2d6(13) == 0


def test_weapon_classes_and_conditions():
    m = small_map({}, {"wind": "strong_gale", "fog": "heavy", "gravity": 1.5})
    mods = {w: to_hit(m, RULES, w, (1, 1)).modifier for w in WEAPON_CLASSES}
    assert mods == {"ballistic": 1 + 2, "energy": 1, "missile": 2 + 2, "physical": 0}


def test_industrial_terrain_effects_odds():
    p_table, odds = terrain_effects(RULES)
    assert p_table == pytest.approx(15 / 36)
    assert sum(o.chance_on_table for o in odds) == pytest.approx(1)
    assert odds[-1].chance_per_miss == pytest.approx(15 / 36 / 36)
    assert math.isclose(sum(o.chance_per_miss for o in odds), p_table)


def test_out_of_range_gravel_height_costs_nothing_extra():
    m = small_map({"0303": "gravel_pile:-1"})
    e = entry_cost(m, RULES, "mech", m.parse_hex_id("0303"))
    assert e.mp == 1 and entry_cost_grid(m, RULES, "mech")[2, 2] == 1
