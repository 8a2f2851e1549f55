"""hmeditor calc grav-armor as a user calls it: the seed's combat and movement examples end to end
on maps/grav-armor-combat-example.hmap (Nu3 on volcanic mountains in 0506, A-INF on quiet mountains
in 0505, Aza3 on volcanic mountains in 0306, Omi9 on smooth plains in 0806), and bad input."""

import json

import pytest

from hmeditor.cli import main

from .conftest import MAPS

EXAMPLE = MAPS / "grav-armor-combat-example.hmap"


def calc_json(run_cli, *args):
    result = run_cli("calc", "grav-armor", *args, "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_nu3_fires_at_omi9_hit_value_4_and_a_roll_of_8_hits(run_cli):
    out = calc_json(run_cli, "fire", EXAMPLE, "--firer", "Nu3@0506", "--target", "Omi9@0806", "--roll", "8")
    assert out == {
        "system": "grav_armor", "firer": "Nu3", "target": "Omi9", "firer_hex": "0506", "target_hex": "0806",
        "state": "normal", "order": 1, "box": 1, "ew_lost": 0, "disrupted": False, "range": 3, "in_range": True,
        "detected": True,
        "path": ["0506", "0606", "0707", "0806"], "cv_sum": 2, "hit_value": 4,
        "breakdown": [{"source": "firer EW", "value": 4}, {"source": "attack", "value": 6},
                      {"source": "target EW", "value": -4}, {"source": "target defence", "value": -2},
                      {"source": "target hex CV", "value": 0}],
        "hit_chance": "11/18", "hit_chance_p": 0.6111, "roll": 8, "hit": True, "effect": "destroyed",
        "effect_row": None, "effect_chances": {"destroyed": "1/1"}, "effect_chances_p": {"destroyed": 1.0},
        "carried": None}
    text = run_cli("calc", "grav-armor", "fire", EXAMPLE, "--firer", "nu-3@0506", "--target", "OMI9@0806",
                   "--roll", "8").stdout
    assert "hit value +4 = 4 (Nu3 EW) + 6 (Nu3 attack) - 4 (Omi9 EW) - 2 (Omi9 defence) - 0" in text
    assert "11/18 (61.1%, 22 in 36)" in text and "roll 8: hit" in text and "any hit destroys Omi9" in text


def test_a_inf_fires_at_nu3_hit_value_3_and_a_roll_of_4_misses(run_cli):
    out = calc_json(run_cli, "fire", EXAMPLE, "--firer", "A-Inf@0505", "--target", "Nu3@0506", "--roll", "4")
    assert (out["range"], out["detected"], out["cv_sum"], out["hit_value"]) == (1, True, 3, 3)
    assert out["breakdown"] == [{"source": "firer EW", "value": 3}, {"source": "attack", "value": 2},
                                {"source": "active defence", "value": 7}, {"source": "target EW", "value": -4},
                                {"source": "target defence", "value": -2}, {"source": "target hex CV", "value": -3}]
    assert (out["hit_chance"], out["roll"], out["hit"]) == ("5/9", 4, False)


def test_aza3_is_in_range_of_nu3_but_not_detected(run_cli):
    out = calc_json(run_cli, "detect", EXAMPLE, "--firer", "Nu3@0506", "--target", "0306")
    assert out == {"system": "grav_armor", "firer": "Nu3", "firer_hex": "0506", "target_hex": "0306", "range": 2,
                   "in_range": True, "detected": False, "path": ["0506", "0405", "0306"], "cv_sum": 5, "ew": 4}
    fire = calc_json(run_cli, "fire", EXAMPLE, "--firer", "Nu3@0506", "--target", "Aza3@0306", "--roll", "12")
    assert (fire["in_range"], fire["detected"], fire["hit_chance"], fire["hit"]) == (True, False, "0/1", False)
    assert fire["hit_value"] == 2            # still given: EW 4 + attack 6 + mag bolts 1 - 3 - 3 - CV 3
    assert calc_json(run_cli, "detect", EXAMPLE, "--firer", "Nu3@0506", "--target", "0505")["detected"] is True


def test_aza3_spends_five_mp_two_of_them_into_volcanic_mountains(run_cli):
    out = calc_json(run_cli, "move", EXAMPLE, "--unit", "Aza3", "--path", "0310,0309,0308,0307,0306")
    assert (out["mp"], out["allowed"], out["destroyed_in"]) == (5, True, [])
    assert out["breakdown"][-1] == {"hex": "0306", "source": "volcanic_mountains", "mp": 2}
    assert [s["mp"] for s in out["breakdown"]] == [1, 1, 1, 2]
    infantry = calc_json(run_cli, "move", EXAMPLE, "--unit", "A-INF", "--path", "0310,0309,0308,0307,0306")
    assert infantry["destroyed_in"] == ["0306"] and infantry["allowed"] is False     # fatal, and only 2 MP


def test_hit_effects_by_row_with_2d6_minus_cv(run_cli):
    out = calc_json(run_cli, "effect", EXAMPLE, "--unit", "A-INF@0505", "--roll", "9")
    assert (out["cv"], out["row"], out["modified_roll"], out["result"]) == (2, "A-INF", 7, "disrupted")
    assert out["chances"] == {"none": "1/6", "disrupted": "2/3", "destroyed": "1/6"}
    assert calc_json(run_cli, "effect", EXAMPLE, "--unit", "Omi9@0806")["chances"] == {"destroyed": "1/1"}


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("args, message", [
    (["fire", "--firer", "Nu4@0506", "--target", "Omi9@0806"],
     "--firer: unknown unit 'Nu4' (one of: Nu3, Omi9, Aza3, A-INF, J-INF, L-Mil, M-Mil, FL6, FM3, DS3, DS8, Alpha)"),
    (["fire", "--firer", "Nu3@0506", "--target", "Omi9@1706"], "--target: hex 1706 is off the 16 x 17 map"),
    (["fire", "--firer", "Nu3", "--target", "Omi9@0806"], "--firer: give UNIT@HEX (e.g. Nu3@0506), not 'Nu3'"),
    (["fire", "--firer", "Nu3@0506", "--target", "Omi9@0806", "--roll", "13"], "--roll: a 2d6 roll is 2..12, not 13"),
    (["fire", "--firer", "Nu3@0506", "--target", "Omi9@0806", "--roll", "9" * 400],
     "--roll: a 2d6 roll is 2..12, not <a number of about 400 digits>"),            # not its 400 digits
    (["fire", "--firer", "Nu3@0506", "--target", "Omi9@0806", "--order", "2"],
     "--order: only missiles attack more units in a hex (Nu3 fires magnetic bolts)"),
    (["fire", "--firer", "Nu3@0506", "--target", "Omi9@0806", "--state", "free_flight"],
     "--state: Omi9 (hover) cannot be in this state: free flight; only these can: grav and spacecraft"),
    (["fire", "--firer", "Nu3@0506", "--target", "Omi9@0506"],
     "--target: the target is in the firer's own hex; Grav Armor fire reaches from range 1"),
    (["detect", "--firer", "Nu3@0506", "--target", "0000"], "--target: hex 0000 is off the 16 x 17 map"),
    (["move", "--unit", "Aza3", "--path", "0310,0308"], "--path: 0310 and 0308 are not adjacent"),
    (["move", "--unit", "Omi9", "--path", "0310,0309", "--free-flight"],
     "--free-flight: Omi9 (hover) cannot fly free; only these can: grav and spacecraft"),
    (["effect", "--unit", "A-INF@0505", "--roll", "1"], "--roll: a 2d6 roll is 2..12, not 1"),
])
def test_bad_input_exits_2_with_one_line_naming_it(capsys, args, message):
    command, *options = args
    code, out, err = run(capsys, "calc", "grav-armor", command, EXAMPLE, *options)
    assert (code, out, err) == (2, "", f"hmeditor calc: {message}\n")


@pytest.mark.parametrize("order, shown", [("0", "0"), ("100", "100"), ("9" * 400, "<a number of about 400 digits>")])
def test_a_missile_order_no_hex_holds_is_refused_with_its_option(capsys, order, shown):
    with pytest.raises(SystemExit) as stopped:
        main(["calc", "grav-armor", "fire", str(EXAMPLE), "--firer", "Nu3@0506", "--target", "Omi9@0806",
              "--order", order])
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and err.endswith(f"argument --order: must be 1 to 99, not {shown}\n")


def test_free_flight_is_half_an_mp_per_hex_and_ignores_terrain(capsys):
    path = "0310,0309,0308,0307,0306,0206,0106"     # volcanic, liquid magma: nothing to a grav unit in flight
    code, out, _ = run(capsys, "calc", "grav-armor", "move", EXAMPLE, "--unit", "Nu3", "--path", path, "--free-flight",
                       "--json")
    out = json.loads(out)
    assert (out["mp"], out["allowed"], out["free_flight"]) == (3, True, True)
    assert {s["source"] for s in out["breakdown"]} == {"free flight"}
    code, out, _ = run(capsys, "calc", "grav-armor", "move", EXAMPLE, "--unit", "Nu3", "--path", path, "--json")
    assert json.loads(out)["mp"] == 8 and json.loads(out)["allowed"] is False


def test_rules_reference_and_summary(capsys):
    code, out, _ = run(capsys, "rules", "--system", "grav_armor", "--markdown")
    assert code == 0 and out.startswith("# Grav Armor")
    assert "| chance | 1/36 | 1/18 |" in out and "35/36 |" in out and "| volcanic mountains |" in out
    code, out, _ = run(capsys, "rules", "--system", "grav_armor")
    assert out.startswith("Grav Armor (Dwarfstar Games, 1982)\n") and "12 units" in out
