"""hmeditor calc and hmeditor rules as a user calls them: the seed's worked example end to end."""

import json

import pytest

from .conftest import MAPS

EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"


def calc_json(run_cli, *args):
    result = run_cli("calc", *args, "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_mech_into_b_must_run(run_cli):
    out = calc_json(run_cli, "move", EXAMPLE, "--unit", "mech", "--from", "0808", "--to", "0708", "--mp", "3")
    assert (out["mp"], out["prohibited"], out["allowed"], out["via"]) == (4, False, True, "run")
    assert out["breakdown"] == [{"source": "enter hex", "mp": 1}, {"source": "light_woods", "mp": 1},
                                {"source": "deep_snow", "mp": 1}, {"source": "mud", "mp": 1}]
    assert out["bog_down_check"] is True
    text = run_cli("calc", "move", EXAMPLE, "--unit", "mech", "--from", "0808", "--to", "0708", "--mp", "3").stdout
    assert "4 MP = 1 (enter hex) + 1 (light woods) + 1 (deep snow) + 1 (mud): must run" in text


def test_mech_into_c_is_prohibited(run_cli):
    out = calc_json(run_cli, "move", EXAMPLE, "--unit", "mech", "--from", "0808", "--to", "0809", "--mp", "3")
    assert out["prohibited"] is True and out["allowed"] is False
    assert out["reason"] == "'Mechs cannot enter ultra-heavy jungle"


@pytest.mark.parametrize("to, mp, terrain", [("0708", 3, 0), ("0809", 7, 4)])
def test_motorized_infantry_by_minimum_movement(run_cli, to, mp, terrain):
    out = calc_json(run_cli, "move", EXAMPLE, "--unit", "motorized_infantry", "--from", "0808", "--to", to,
                    "--mp", "2")
    assert (out["mp"], out["via"], out["breakdown"][1]["mp"]) == (mp, "minimum_movement", terrain)
    assert out["bog_down_check"] is True
    text = run_cli("calc", "move", EXAMPLE, "--unit", "motorized_infantry", "--from", "0808", "--to", to,
                   "--mp", "2").stdout
    assert "only by the minimum-movement rule" in text and text.count("bog-down check") == 1


@pytest.mark.parametrize("target, ballistic, other", [("0708", 3, 2), ("0809", 5, 4)])
def test_to_hit_into_b_and_c(run_cli, target, ballistic, other):
    for weapon, expected in (("ballistic", ballistic), ("energy", other), ("missile", other)):
        out = calc_json(run_cli, "tohit", EXAMPLE, "--weapon", weapon, "--target", target)
        assert out["modifier"] == expected and out["los"] is None
        assert {"source": "blizzard", "value": expected - (1 if target == "0708" else 3)} in out["breakdown"]


def test_path_and_full_to_hit(run_cli):
    out = calc_json(run_cli, "move", EXAMPLE, "--unit", "mech", "--path", "0808,0708,0608", "--mp", "3")
    assert out["mp"] == 5 and out["via"] == "run" and [s["to"] for s in out["steps"]] == ["0708", "0608"]
    out = calc_json(run_cli, "tohit", EXAMPLE, "--weapon", "energy", "--target", "0808", "--attacker", "0608",
                    "--gunnery", "4")
    assert out["los"]["hexes"] == ["0708", "0709"] and out["modifier"] == 2
    assert out["to_hit_number"] == 6 and out["chance"] == pytest.approx(26 / 36, abs=1e-4)


def test_los(run_cli):
    out = calc_json(run_cli, "los", EXAMPLE, "--from", "0807", "--to", "0810")
    assert out["blocked"] is True and out["hexes"] == ["0808", "0809"]
    text = run_cli("calc", "los", EXAMPLE, "--from", "0608", "--to", "0808").stdout
    assert "clear, intervening modifier +1 = 1 (light woods in 0708)" in text


@pytest.mark.parametrize("args, message", [
    (("move", EXAMPLE, "--unit", "tank", "--to", "0708"), "unknown unit kind 'tank'"),
    (("move", EXAMPLE, "--unit", "mech", "--to", "9999"), "--to"),
    (("move", EXAMPLE, "--unit", "mech", "--from", "0101", "--to", "0708"), "--to: 0101 and 0708 are not adjacent"),
    (("move", EXAMPLE, "--unit", "mech", "--path", "0101,0708"), "--path: 0101 and 0708 are not adjacent"),
    (("tohit", EXAMPLE, "--weapon", "energy", "--target", "0708", "--gunnery", "4", "--range", "far"),
     "--range: unknown range 'far' (one of: short, medium, long, extreme)"),
    (("tohit", EXAMPLE, "--weapon", "energy", "--target", "0708", "--gunnery", "4", "--attacker-moved", "flew"),
     "--attacker-moved: unknown attacker movement 'flew' (one of: stood, walked, ran, jumped)"),
    (("move", EXAMPLE, "--unit", "mech"), "give --to"),
    (("tohit", EXAMPLE, "--weapon", "laser", "--target", "0708"), "unknown weapon class 'laser'"),
])
def test_bad_input_exits_2_with_one_line(run_cli, args, message):
    result = run_cli("calc", *args)
    assert result.returncode == 2 and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_user_rules_file(run_cli, tmp_path):
    from hmeditor.core.systems import default_rules_path
    mine = tmp_path / "house.yaml"
    mine.write_text(default_rules_path().read_text().replace("tohit: {default: 1, ballistic: 2, physical: 0}",
                                                             "tohit: {default: 1, ballistic: 3, physical: 0}"))
    out = calc_json(run_cli, "tohit", EXAMPLE, "--weapon", "ballistic", "--target", "0708", "--rules", mine)
    assert out["modifier"] == 4
    broken = tmp_path / "broken.yaml"
    broken.write_text(mine.read_text().replace("  mud:\n", "  mudd:\n"))
    result = run_cli("calc", "tohit", EXAMPLE, "--weapon", "ballistic", "--target", "0708", "--rules", broken)
    assert result.returncode == 2 and "unknown name 'mudd'" in result.stderr and str(broken.name) in result.stderr


def test_rules_markdown_and_summary(run_cli):
    result = run_cli("rules", "--markdown")
    assert result.returncode == 0 and "| `ultra_heavy_jungle` |" in result.stdout and "**uncertain**" in result.stdout
    summary = run_cli("rules")
    assert summary.returncode == 0 and "valid" in summary.stdout
