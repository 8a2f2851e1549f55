"""hmeditor calc as a user calls it, for unit kinds, heights, gravity and the weather: the options and
the JSON fields added beside the contract's (CLI.md), and bad input refused in one line."""

import json

import pytest

MAP = """hmeditor: 1
name: units and weather
size: [8, 16]
conditions: {conditions}
hexes:
  "0303": clear @1
  "0503": clear @0.5
  "0505": gravel_pile:1
"""


def write(tmp_path, conditions="{}"):
    path = tmp_path / "units-and-weather.hmap"
    path.write_text(MAP.format(conditions=conditions), encoding="utf-8")
    return path


def calc_json(run_cli, *args):
    result = run_cli("calc", *args, "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


# Each row: conditions, the calc arguments, the JSON fields and values expected. Sources as in
# tests/core/battletech/test_units_weather_and_piles.py: LosEffects (unit heights, partial cover), MegaMek ComputeToHit
# (hull-down +2), megamek-rules.md 3.4 (gravity, tornado F4), 3.5 (visual range), 3.7 (weather brings wind),
# rulesystems.md C.4 ('Mech heat).
CASES = [
    ("{}", ("los", "--from", "0301", "--to", "0304", "--unit", "tracked", "--target-unit", "tracked"),
     {"blocked": True, "unit": "tracked", "target_unit": "tracked"}),
    ("{}", ("los", "--from", "0301", "--to", "0304"), {"blocked": False, "partial_cover": True, "modifier": 1}),
    ("{fog: heavy}", ("los", "--from", "0301", "--to", "0309"),
     {"distance": 8, "visual_range": 5, "beyond_visual_range": True}),
    ("{}", ("tohit", "--weapon", "energy", "--target", "0503", "--target-unit", "tracked", "--hull-down"),
     {"modifier": 2}),
    ("{weather: gusting_rain}", ("tohit", "--weapon", "missile", "--target", "0101"),
     {"modifier": 3, "weather_brings": {"wind": "strong_gale"}}),
    ("{gravity: 1.5, temperature: 72}", ("move", "--unit", "mech", "--path", "0101,0102,0103", "--mp", "5",
                                         "--jump", "4"),
     {"jump_mp": 3, "jump_allowed": True, "walk_mp": 3, "heat": 3}),
    ("{wind: tornado_f4}", ("move", "--unit", "mech", "--path", "0101,0102,0103,0104", "--mp", "2"),
     {"walk_only": True, "run_mp": None, "allowed": False, "via": None}),
]


@pytest.mark.parametrize("conditions, args, expected", CASES)
def test_unit_and_weather_options_and_fields(run_cli, tmp_path, conditions, args, expected):
    path = write(tmp_path, conditions)
    out = calc_json(run_cli, args[0], path, *args[1:])
    assert {k: out[k] for k in expected} == expected


@pytest.mark.parametrize("args, message", [
    (("tohit", "--weapon", "energy", "--target", "0303", "--target-unit", "tracked", "--hull-down"), "half level"),
    (("tohit", "--weapon", "energy", "--target", "0503", "--hull-down"), "cannot go hull-down"),
    (("los", "--from", "0301", "--to", "0303", "--target-sunk"), "only gravel pile swallows"),
    (("los", "--from", "0301", "--to", "0505", "--target-unit", "foot_infantry", "--target-sunk"), "do not sink"),
    (("los", "--from", "0301", "--to", "0505", "--target-unit", "tank"), "--target-unit: unknown unit kind"),
])
def test_bad_unit_input_exits_2_with_one_line(run_cli, tmp_path, args, message):
    result = run_cli("calc", args[0], write(tmp_path), *args[1:])
    assert result.returncode == 2 and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_rules_reference_shows_the_new_tables(run_cli):
    text = run_cli("rules", "--markdown").stdout
    for words in ("## Cover", "| cover.hull_down |", "What rolls on the table", "visual range",
                  "brings strong_gale wind or stronger", "heat_per_10_degrees", "raises the ground by its height"):
        assert words in text
