"""The seed's examples (000_826047949741f68c.txt, 'Conflicting planetary conditions') and the sample maps."""

import pytest

from hmeditor.core.check import check_map, fix_edit, random_conditions_edit, roll_conditions
from hmeditor.core.io import read_map
from hmeditor.core.vocabulary import CONDITION_INDEX
from tests.conftest import MAPS
from tests.maps import make_map

EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"
SHOWCASE = MAPS / "reality-check-examples.hmap"


def test_mud_with_deep_snow_in_jungle_loses_the_mud_and_keeps_the_jungle():
    m = make_map({"0809": "ultra_heavy_jungle +mud +deep_snow"})
    (finding,) = check_map(m)
    assert finding.rule == "frozen-mud" and finding.fix.startswith("remove mud, keeping the ultra-heavy jungle")
    fix_edit(m, finding).apply(m)
    assert str(m.cell(7, 8)) == str(make_map({"0809": "ultra_heavy_jungle +deep_snow"}).cell(7, 8))
    assert check_map(m) == []


@pytest.mark.parametrize("hexes,conditions", [({"0303": "clear +deep_snow"}, {}), ({"0303": "clear +ice"}, {}),
                                              ({}, {"weather": "moderate_snow"})])
def test_extreme_heat_with_deep_snow_ice_or_snowfall_is_flagged(hexes, conditions):
    hot = [f.rule for f in check_map(make_map(hexes, {**conditions, "temperature": 55}))]
    assert "heat-vs-frozen" in hot


def test_sample_movement_example_shows_only_the_frozen_mud_it_is_about():
    findings = check_map(read_map(EXAMPLE))
    assert [(f.rule, f.hexes) for f in findings] == [("frozen-mud", ("0708",)), ("frozen-mud", ("0809",))]
    assert all(f.fix.startswith("remove mud, keeping the") for f in findings)      # woods and jungle stay


def test_blank_sample_is_clean():
    assert check_map(read_map(MAPS / "blank-16x17.hmap")) == []


def test_showcase_sample_shows_its_findings_on_purpose():
    findings = check_map(read_map(SHOWCASE))
    assert {f.rule for f in findings} == {"gravel-slope", "industrial-placement", "rapids-need-water", "frozen-mud",
                                          "snow-on-magma", "fire-cannot-burn", "swamp-in-water", "unreachable-area"}
    assert [f.accepted for f in findings if f.rule == "snow-on-magma"] == [True]


@pytest.mark.parametrize("seed", range(8))
def test_rolled_conditions_add_no_finding_and_repeat_with_their_seed(seed):
    m = read_map(EXAMPLE)
    rolled = roll_conditions(m, seed)
    assert rolled == roll_conditions(m, seed)
    assert list(rolled) == [c for c in rolled if c in CONDITION_INDEX] and len(rolled) == len(CONDITION_INDEX)
    plain = m.copy()
    plain.conditions = {}
    allowed = {f.key for f in check_map(plain)}
    random_conditions_edit(m, seed).apply(m)
    assert m.effective_conditions() == rolled
    assert {f.key for f in check_map(m)} <= allowed


def test_different_seeds_roll_different_conditions():
    m = make_map()
    assert len({tuple(roll_conditions(m, seed).items()) for seed in range(10)}) > 5
