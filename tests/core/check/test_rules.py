"""Every rule of REALITY-CHECK.md: a map that triggers it, and a near-identical map that does not."""

import re
from dataclasses import replace

import pytest

from hmeditor.core.check import check_map, check_rules, checks_for, fix_edit
from hmeditor.core.hexgrid import Hex, ring
from hmeditor.core.systems import PACKAGES
from tests.conftest import SHARED
from tests.maps import make_map

from .helpers import hex_id, neighbour_ids

PILE = hex_id(4, 4)
RING = neighbour_ids(4, 4)
NEAR3, FAR4 = (hex_id(*ring(Hex.from_offset(4, 4), k)[0].to_offset()) for k in (3, 4))
CONFLICT = {"megamek": {"base_conflicts": {"0303": ["light_woods", "pavement"]}}}

# rule: (failing map, passing map), each as (hexes, conditions, extra keys); the hexes the finding names
CASES = {
    "gravel-slope": [
        (({PILE: "gravel_pile:2", **dict.fromkeys(RING[1:], "gravel_pile:1")}, {}),
         ({PILE: "gravel_pile:2", **dict.fromkeys(RING, "gravel_pile:1")}, {}), (PILE,)),
        (({PILE: "gravel_pile:2", **dict.fromkeys(RING[:5], "clear @1")}, {}),
         ({PILE: "gravel_pile:2", **dict.fromkeys(RING, "clear @1")}, {}), (PILE,)),
        (({PILE: "gravel_pile:3", **dict.fromkeys(RING, "gravel_pile:1")}, {}),
         ({PILE: "gravel_pile:2", **dict.fromkeys(RING, "gravel_pile:1")}, {}), (PILE,)),
        (({PILE: "gravel_pile:2 @1", **dict.fromkeys(RING, "gravel_pile:1 @1")}, {}),
         ({PILE: "gravel_pile:2 @1", **dict.fromkeys(RING, "gravel_pile:1 @1")}, {}), None),
        (({"0505": "gravel_pile:2"}, {}), ({"0505": "gravel_pile:1"}, {}), ("0505",)),
    ],
    "gravel-height": [(({"0303": "gravel_pile:1.5"}, {}), ({"0303": "gravel_pile:2"}, {}), ("0303",)),
                      (({"0303": "gravel_pile:0"}, {}), ({"0303": "gravel_pile:1"}, {}), ("0303",))],
    "industrial-placement": [(({PILE: "heavy_industrial:2", FAR4: "building:light"}, {}),
                              ({PILE: "heavy_industrial:2", NEAR3: "building:light"}, {}), (PILE,))],
    "industrial-height": [(({"0303": "heavy_industrial:4.5", "0304": "building:light"}, {}),
                           ({"0303": "heavy_industrial:4", "0304": "building:light"}, {}), ("0303",)),
                          (({"0303": "heavy_industrial:11", "0304": "building:light"}, {}),
                           ({"0303": "heavy_industrial:0.5", "0304": "building:light"}, {}), ("0303",))],
    "rapids-need-water": [(({"0303": "water:0 +rapids"}, {}), ({"0303": "water:1 +rapids"}, {}), ("0303",)),
                          (({"0303": "clear +torrent"}, {}), ({"0303": "water +torrent"}, {}), ("0303",))],
    "base-exclusive": [(({"0303": "light_woods"}, {}, CONFLICT), ({"0303": "pavement"}, {}, CONFLICT), ("0303",)),
                       (({"0303": "light_woods"}, {}, CONFLICT), ({"0303": "light_woods"}, {}), ("0303",))],
    "heat-vs-frozen": [(({"0303": "clear +deep_snow"}, {"temperature": 60}),
                        ({"0303": "clear +deep_snow"}, {"temperature": 50}), ("0303",)),
                       (({}, {"temperature": 60, "weather": "light_snow"}),
                        ({}, {"temperature": 60, "weather": "light_rain"}), ())],
    "frozen-mud": [(({"0303": "clear +mud +deep_snow"}, {}), ({"0303": "clear +mud"}, {}), ("0303",)),
                   (({"0303": "clear +mud"}, {"temperature": 0}), ({"0303": "clear +mud"}, {"temperature": 1}),
                    ("0303",)),
                   (({"0303": "clear +mud"}, {"weather": "sleet", "wind": "moderate_gale", "temperature": 5}),
                    ({"0303": "clear +mud"}, {"weather": "light_rain", "temperature": 5}), ("0303",))],
    "snow-on-magma": [(({"0303": "magma_crust +deep_snow"}, {}), ({"0303": "magma_crust"}, {}), ("0303",)),
                      (({"0303": "clear +magma_vent +ice"}, {}), ({"0303": "clear +ice"}, {}), ("0303",))],
    "snow-weather-warm": [(({}, {"weather": "blizzard", "temperature": 1}),
                           ({}, {"weather": "blizzard", "temperature": 0}), ())],
    "rain-below-freezing": [(({}, {"weather": "light_rain", "temperature": -1}),
                             ({}, {"weather": "light_rain", "temperature": 0}), ())],
    "thin-air-weather": [(({}, {"atmosphere": "thin", "weather": "light_rain"}),
                          ({}, {"atmosphere": "standard", "weather": "light_rain"}), ()),
                         (({}, {"atmosphere": "trace", "wind": "light_gale"}),
                          ({}, {"atmosphere": "thin", "wind": "light_gale"}), ()),
                         (({}, {"atmosphere": "vacuum", "fog": "light"}), ({}, {"atmosphere": "vacuum"}), ())],
    "blowing-sand-needs-wind": [(({}, {"blowing_sand": True, "wind": "light_gale"}),
                                 ({}, {"blowing_sand": True, "wind": "moderate_gale"}), ())],
    "sleet-needs-wind": [(({}, {"weather": "sleet", "temperature": -40}),
                          ({}, {"weather": "sleet", "temperature": -40, "wind": "moderate_gale"}), ())],
    "weather-brings-wind": [(({}, {"weather": "gusting_rain"}), ({}, {"weather": "gusting_rain", "wind": "storm"}), ()),
                            (({}, {"weather": "lightning_storm", "wind": "light_gale"}),
                             ({}, {"weather": "lightning_storm", "wind": "moderate_gale"}), ())],
    "weather-brings-cold": [(({}, {"weather": "light_snow", "temperature": -10}),
                             ({}, {"weather": "light_snow", "temperature": -40}), ()),
                            (({}, {"weather": "ice_storm", "wind": "moderate_gale", "temperature": -50}),
                             ({}, {"weather": "ice_storm", "wind": "moderate_gale", "temperature": -61}), ())],
    "fire-cannot-burn": [(({"0303": "water:0 +fire"}, {}), ({"0303": "clear +fire"}, {}), ("0303",)),
                         (({"0303": "clear +fire +ice"}, {}), ({"0303": "clear +fire"}, {}), ("0303",)),
                         (({"0303": "clear +fire"}, {"atmosphere": "trace"}),
                          ({"0303": "clear +fire"}, {"atmosphere": "thin"}), ("0303",))],
    "swamp-in-water": [(({"0303": "water:1 +swamp"}, {}), ({"0303": "water:0 +swamp"}, {}), ("0303",)),
                       (({"0303": "water:2 +mud"}, {}), ({"0303": "clear +mud"}, {}), ("0303",))],
    "ruins-spacing": [(({"0303": "ruins:3:7"}, {}), ({"0303": "ruins:3:6"}, {}), ("0303",)),
                      (({"0303": "ruins:2:6.5 @1"}, {}), ({"0303": "ruins:1:7"}, {}), ("0303",))],
    "unreachable-area": [(({"0303": "clear @2"}, {}), ({"0303": "clear @1"}, {}), ("0303",)),
                         ((dict.fromkeys(RING, "impassable"), {}), (dict.fromkeys(RING[1:], "impassable"), {}),
                          (PILE,))],
}
PAIRS = [(rule, *case) for rule, cases in CASES.items() for case in cases]


def build(spec):
    hexes, conditions, *extra = spec
    m = make_map(hexes, conditions)
    m.extra_keys = dict(extra[0]) if extra else {}
    return m


SYSTEM_OF = {"ruins-spacing": "wh40k"}       # a game system's own check: run when its maps are checked


def of_rule(m, rule):
    return [f for f in check_map(m, check_rules(None, SYSTEM_OF.get(rule, "battletech"))) if f.rule == rule]


@pytest.mark.parametrize("rule,failing,passing,hexes", PAIRS)
def test_rule_fires_on_one_map_and_not_on_its_near_twin(rule, failing, passing, hexes):
    if hexes is None:                          # a pair that must both pass (e.g. a pile on raised ground)
        assert of_rule(build(failing), rule) == []
        return
    found = of_rule(build(failing), rule)
    assert [f.hexes for f in found] == [hexes]
    assert found[0].message.endswith(".") and len(found[0].message) > 20 and not found[0].accepted
    assert of_rule(build(passing), rule) == []


@pytest.mark.parametrize("rule,failing,passing,hexes", [p for p in PAIRS if p[3] is not None])
def test_fix_removes_the_finding_and_undo_restores_the_map(rule, failing, passing, hexes):
    m = build(failing)
    finding = of_rule(m, rule)[0]
    edit = fix_edit(m, finding)
    if finding.fix is None:
        assert edit is None
        return
    before = m.copy()
    _, undo = edit.apply(m)
    assert finding.key not in {f.key for f in of_rule(m, rule)}, finding.fix
    undo.apply(m)
    assert m == before


def test_every_rule_of_the_spec_exists_with_its_severity_and_is_tested():
    spec = SHARED / "spec" / "REALITY-CHECK.md"
    if not spec.exists():
        pytest.skip(f"{spec} is absent")
    table = dict(re.findall(r"^\| `([a-z-]+)` \| (error|warning|info) \|", spec.read_text(encoding="utf-8"), re.M))
    assert len(table) == 17
    checks = {c.rule: c.severity for system in PACKAGES for c in checks_for(check_rules(None, system).system)}
    assert table.items() <= checks.items()            # "the project may add more ids"
    boards = {rule for rule in checks if rule.startswith("megamek-")}      # the format's own: tests/core/megamek
    assert set(CASES) == set(checks) - boards


def test_base_exclusive_names_both_terrains_and_its_fix_drops_the_record():
    m = build(({"0303": "light_woods"}, {}, {"megamek": {"base_conflicts": {"0303": ["light_woods", "pavement"]},
                                                        "other": 1}}))
    (finding,) = of_rule(m, "base-exclusive")
    assert "light woods" in finding.message and "pavement" in finding.message
    assert finding.fix == "keep light_woods, drop pavement"
    fix_edit(m, finding).apply(m)
    assert m.extra_keys == {"megamek": {"other": 1}}


@pytest.mark.parametrize("rule", ["gravel-slope", "gravel-height", "industrial-height"])
def test_a_fix_reads_its_value_from_the_finding_not_from_its_sentence(rule):
    failing = next(case[0] for case in CASES[rule] if case[2] is not None)
    m = build(failing)
    finding = replace(of_rule(m, rule)[0], fix="reworded, as a translation would")
    assert finding.fix_value is not None
    fix_edit(m, finding).apply(m)
    assert of_rule(m, rule) == []
