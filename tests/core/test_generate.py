"""The map generator: every preset's maps have no reality-check error and are boards MegaMek takes
(the sweep: HMEDITOR_GENERATE_SEEDS seeds of each preset at 16 x 17, a tenth as many at 64 x 68;
`make fuzz` runs 50), the same seed gives the same bytes, and each preset makes what it says."""

import os

import numpy as np
import pytest

from hmeditor.core.cell import parse_cell
from hmeditor.core.check import check_map, check_rules
from hmeditor.core.edits import set_cells
from hmeditor.core.generate import catalogue, generate, parse_assignments, words
from hmeditor.core.generate.repair import board_faults, repair
from hmeditor.core.io.hmap import dumps as hmap_text
from hmeditor.core.io.megamek import dumps as board_text
from hmeditor.core.io.megamek.validity import parse_board
from hmeditor.core.model import HexMap
from hmeditor.core.vocabulary import BASE_INDEX, MOD_INDEX

SEEDS = int(os.environ.get("HMEDITOR_GENERATE_SEEDS", "3"))
PRESETS = list(catalogue().presets)


def assert_sound(hex_map):
    errors = [f for f in check_map(hex_map) if f.severity == "error" and not f.accepted]
    assert errors == [], errors[:3]
    board = parse_board(board_text(hex_map)[0])
    assert board.refusals() == [] and board.problems() == []


@pytest.mark.parametrize("preset", PRESETS)
def test_every_sheet_a_preset_makes_has_no_error_and_is_a_board_megamek_takes(preset):
    for seed in range(SEEDS):
        assert_sound(generate(16, 17, seed, preset))


@pytest.mark.parametrize("preset", PRESETS)
def test_every_large_map_a_preset_makes_has_no_error_and_is_a_board_megamek_takes(preset):
    for seed in range(max(1, SEEDS // 10)):
        assert_sound(generate(64, 68, 1000 + seed, preset))


def test_the_same_seed_and_settings_give_the_same_bytes_and_another_seed_another_map():
    first, again = (hmap_text(generate(20, 20, 42, "river", {"roads": "2"})) for _ in range(2))
    assert first == again
    assert hmap_text(generate(20, 20, 43, "river", {"roads": "2"})) != first
    assert board_text(generate(20, 20, 42, "city"))[0] == board_text(generate(20, 20, 42, "city"))[0]


def test_changing_one_setting_leaves_the_other_steps_as_they_were():
    """Each step draws its own random numbers: more woods do not move the hills."""
    plain, wooded = generate(30, 30, 9, "open"), generate(30, 30, 9, "open", {"woods": "0.5"})
    assert np.array_equal(plain.level, wooded.level)
    assert (wooded.base == BASE_INDEX["light_woods"]).sum() > (plain.base == BASE_INDEX["light_woods"]).sum()


def count(hex_map, base=None, mod=None) -> int:
    if base is not None:
        return int((hex_map.base == BASE_INDEX[base]).sum())
    return int((hex_map.mods >> MOD_INDEX[mod] & 1).sum())


def height(hex_map, base) -> float:
    here = hex_map.base == BASE_INDEX[base]
    return float(np.nanmax(hex_map.params[..., 0][here])) if here.any() else 0


def test_each_preset_makes_what_it_promises():
    """32 x 34 maps (four sheets) of each preset hold the terrain its description names."""
    m = {p: generate(32, 34, 5, p) for p in PRESETS}
    assert m["hills"].level.max() >= 5 and count(m["hills"], "light_woods") > 0
    assert count(m["woods"], "ultra_heavy_woods") > 0 and count(m["woods"], mod="dirt_road") > 0
    assert count(m["jungle"], "ultra_heavy_jungle") > 0 and count(m["jungle"], mod="swamp") > 0
    assert count(m["river"], mod="rapids") > 0 and count(m["river"], mod="bridge") > 0
    assert height(m["lakes"], "water") >= 3
    assert count(m["city"], "building") > 50 and count(m["city"], mod="road") > 50
    assert count(m["swamp"], mod="swamp") > 50 and count(m["swamp"], mod="mud") > 0
    assert count(m["arctic"], mod="deep_snow") > 0 and count(m["arctic"], mod="ice") > 0
    assert m["arctic"].conditions["temperature"] < 0
    assert count(m["desert"], "sand") > 300 and count(m["desert"], "water") == 0
    assert count(m["volcanic"], "magma_liquid") > 0 and count(m["volcanic"], mod="magma_vent") > 0
    assert count(m["industrial"], "heavy_industrial") > 50
    assert height(m["gravel"], "gravel_pile") >= 3
    assert m["lunar"].conditions["atmosphere"] == "vacuum" and m["lunar"].level.min() < 0
    assert all(count(m[p], "water") == 0 for p in ("desert", "volcanic", "lunar"))


def test_heavy_industry_stands_as_high_as_the_buildings_near_it():
    m = generate(32, 34, 2, "industrial", {"building_height_min": "4", "building_height_max": "4"})
    industrial = m.base == BASE_INDEX["heavy_industrial"]
    assert set(np.unique(m.params[..., 0][industrial]).tolist()) <= {3.0, 4.0, 5.0}


def test_a_map_keeps_the_command_that_makes_it_again_and_its_fixed_conditions():
    m = generate(16, 17, 7, "open", {"weather": "light_snow", "temperature": "-5", "hills": "0.5"})
    assert m.extra_keys["notes"] == ("Made by hmeditor generate --preset open --size 16x17 --seed 7 "
                                     "--set weather=light_snow --set temperature=-5 --set hills=0.5")
    assert m.conditions["weather"] == "light_snow" and m.conditions["temperature"] == -5
    assert [f.rule for f in check_map(m) if f.severity == "error"] == []


def test_conditions_are_rolled_unless_the_preset_or_the_user_says_not():
    assert set(generate(16, 17, 1, "open").conditions) >= {"light", "weather", "wind", "atmosphere"}
    assert generate(16, 17, 1, "open", {"random_conditions": "false"}).conditions == {}


@pytest.mark.parametrize("overrides, message", [
    ({"hills": "1.5"}, "hills must be between 0 and 1, not 1.5"),
    ({"roads": "2.5"}, "roads must be a whole number, not 2.5"),
    ({"road_kind": "tarmac"}, "road_kind must be one of road, dirt_road, gravel_road, not 'tarmac'"),
    ({"height_min": "4", "height_max": "2"}, "height_min (4) must not be above height_max (2)"),
    ({"weather": "sunny"}, "weather must be one of"),
    ({"woods": "lots"}, "woods must be a number, not 'lots'"),
    ({"trees": "1"}, "unknown setting 'trees'"),
])
def test_a_setting_out_of_range_is_refused_with_its_range(overrides, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        generate(16, 17, 1, "open", overrides)


def test_an_unknown_preset_or_a_bad_seed_is_refused():
    with pytest.raises(ValueError, match="unknown preset 'beach'"):
        generate(16, 17, 1, "beach")
    with pytest.raises(ValueError, match="seed must be a whole number from 0 to 4294967295"):
        generate(16, 17, -1, "open")


def test_assignments_are_parsed_and_a_key_given_twice_is_refused():
    assert parse_assignments(["hills=0.5", " woods = 0.2 "]) == {"hills": "0.5", "woods": "0.2"}
    with pytest.raises(ValueError, match="KEY=VALUE"):
        parse_assignments(["hills"])
    with pytest.raises(ValueError, match="given twice"):
        parse_assignments(["hills=1", "hills=0"])


def test_every_preset_and_setting_is_range_checked_data():
    cat = catalogue()
    assert {"open", "hills", "woods", "jungle", "river", "lakes", "city", "swamp", "arctic", "desert", "volcanic",
            "industrial", "gravel", "lunar"} <= set(cat.presets)
    for preset in cat.presets.values():
        settings, _ = cat.resolve(preset.name)
        assert all(cat.settings[k].check(v) == v for k, v in settings.items())


def test_the_repair_settles_what_a_step_gets_wrong_with_the_checks_own_fixes_or_takes_it_away():
    m = HexMap(12, 12)
    cells = {(2, 2): "gravel_pile:3", (5, 5): "water:0 +rapids", (9, 9): "heavy_industrial:2",
             (3, 8): "clear +mud", (6, 1): "clear +road", (6, 2): "water:1 +bridge:4", (6, 3): "clear +road"}
    set_cells(m, {at: parse_cell(text) for at, text in cells.items()}).apply(m)
    m.conditions["temperature"] = -10
    assert board_faults(m) and [f for f in check_map(m) if f.severity == "error"]
    repair(m, check_rules())
    assert [f.rule for f in check_map(m) if f.severity != "info"] == [] and not board_faults(m)
    assert str(m.cell(2, 2).params[0]) == "1" and m.cell(5, 5).mods == ()       # fixed: the pile lowered, no rapids
    assert m.cell(9, 9).base == "clear" and m.cell(3, 8).base == "rough"         # taken away; mud made rough
    assert not m.cell(6, 2).has("bridge") and m.cell(6, 2).base == "water"        # the floating bridge went


def test_every_word_of_the_shipped_generator_file_is_marked_for_translation():
    shipped = catalogue()
    assert set(words.LABELS) == set(shipped.settings) and set(words.NAMES) == set(shipped.presets)
    texts = [s.help for s in shipped.settings.values()] + [p.description for p in shipped.presets.values()]
    texts += [choice.replace("_", " ") for s in shipped.settings.values() for choice in s.choices]
    assert [t for t in texts if t not in words.TEXTS] == []
