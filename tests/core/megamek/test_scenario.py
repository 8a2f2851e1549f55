"""Planetary conditions on a .board export: a note, or a MegaMek scenario file beside the board."""

import pytest
import yaml

from hmeditor.core.errors import MapFileError
from hmeditor.core.io import read_map
from hmeditor.core.io.megamek.scenario import read_scenario

MAP = """hmeditor: 1
name: Frozen Pass
size: [2, 2]
conditions:
  weather: moderate_snow
  temperature: -55
  wind: strong_gale
  atmosphere: very_high
  light: glare
hexes:
  "0101": light_woods
"""


def test_a_board_export_says_that_conditions_are_lost_and_how_to_keep_them(run_cli, tmp_path):
    source = tmp_path / "pass.hmap"
    source.write_text(MAP, encoding="utf-8")
    result = run_cli("convert", source, tmp_path / "pass.board")
    assert result.returncode == 0, result.stderr
    assert "planetary conditions (weather moderate snow, temperature -55" in result.stderr
    assert "--scenario OUT.mms" in result.stderr


def test_a_scenario_file_holds_the_conditions_in_megameks_words(run_cli, tmp_path):
    source = tmp_path / "pass.hmap"
    source.write_text(MAP, encoding="utf-8")
    (tmp_path / "boards").mkdir()
    result = run_cli("convert", source, tmp_path / "boards" / "pass.board", "--scenario", tmp_path / "pass.mms")
    assert result.returncode == 0, result.stderr
    scenario = yaml.safe_load((tmp_path / "pass.mms").read_text(encoding="utf-8"))
    assert scenario["MMSVersion"] == 2 and scenario["name"] == "Frozen Pass" and scenario["map"] == "boards/pass.board"
    assert scenario["planetaryconditions"] == {"weather": "moderate snow", "temperature": -55,
                                               "wind": {"strength": "strong gale"}, "pressure": "very high"}
    assert [f["name"] for f in scenario["factions"]] == ["Player 1", "Player 2"]
    assert "planetary conditions (" not in result.stderr        # they went into the scenario
    assert result.stderr.strip() == (f"hmeditor convert: warning: {tmp_path / 'pass.mms'}: light glare: a MegaMek "
                                     "scenario file has no word for it, left out (set it in MegaMek's Planetary "
                                     "Conditions dialog)")


def test_a_scenario_needs_a_board(run_cli, tmp_path):
    source = tmp_path / "pass.hmap"
    source.write_text(MAP, encoding="utf-8")
    result = run_cli("convert", source, tmp_path / "copy.hmap", "--scenario", tmp_path / "pass.mms")
    assert result.returncode == 2 and "--scenario goes with a .board OUT" in result.stderr
    assert not (tmp_path / "pass.mms").exists()


def test_a_scenario_never_overwrites_the_map_read_or_the_board_written(run_cli, tmp_path):
    source = tmp_path / "pass.hmap"
    source.write_text(MAP, encoding="utf-8")
    (tmp_path / "link.hmap").symlink_to(source)
    for scenario, role in [(source, "IN"), (tmp_path / "link.hmap", "IN"), (tmp_path / "." / "pass.board", "OUT")]:
        result = run_cli("convert", source, tmp_path / "pass.board", "--scenario", scenario)
        assert result.returncode == 2, result.stderr
        assert result.stderr == (f"hmeditor convert: --scenario {scenario}: that is {role}, which the scenario "
                                 "would overwrite; name another file (e.g. OUT.mms)\n")
        assert source.read_text(encoding="utf-8") == MAP and not (tmp_path / "pass.board").exists()


def scenario_written(run_cli, tmp_path, text: str = MAP):
    (tmp_path / "pass.hmap").write_text(text, encoding="utf-8")
    (tmp_path / "boards").mkdir(exist_ok=True)
    result = run_cli("convert", tmp_path / "pass.hmap", tmp_path / "boards" / "pass.board",
                     "--scenario", tmp_path / "pass.mms")
    assert result.returncode == 0, result.stderr
    return tmp_path / "pass.mms"


def test_a_scenario_reads_back_its_board_conditions_and_zone_names(run_cli, tmp_path):
    zoned = MAP + 'zones:\n  - {name: "Attackers", zone: 2, hexes: ["0101", "0201"]}\n'
    played = read_scenario(scenario_written(run_cli, tmp_path, zoned))
    assert played.board == (tmp_path / "boards" / "pass.board").resolve()
    assert played.conditions == {"weather": "moderate_snow", "temperature": -55, "wind": "strong_gale",
                                 "atmosphere": "very_high"}      # glare has no MegaMek word: it never went
    assert played.zone_names == {frozenset({(0, 0), (1, 0)}): "Attackers"}
    hex_map = read_map(tmp_path / "pass.mms")                    # a scenario opens as its board, so played
    assert hex_map.conditions == played.conditions and hex_map.scenario.zone(2).name == "Attackers"


def test_a_scenario_opens_and_converts_from_the_command_line(run_cli, tmp_path):
    scenario = scenario_written(run_cli, tmp_path)
    result = run_cli("convert", scenario, tmp_path / "played.hmap")
    assert result.returncode == 0, result.stderr
    assert read_map(tmp_path / "played.hmap").condition("weather") == "moderate_snow"
    assert run_cli("check", scenario).returncode in (0, 1)
    refused = run_cli("convert", tmp_path / "pass.hmap", tmp_path / "again.mms")
    assert refused.returncode == 2 and "written beside a board" in refused.stderr
    assert not (tmp_path / "again.mms").exists()


@pytest.mark.parametrize("text, message", [
    ("MMSVersion: 2\nname: x\n", "names no single board"),
    ("map: [a.board, b.board]\n", "names no single board"),
    ("map: pass.board\nplanetaryconditions: {weather: [1, 2]}\n", "weather"),
    ("map: pass.board\nplanetaryconditions: {temperature: 9000}\n", "temperature"),
    ("map: pass.board\nplanetaryconditions: {weather: 'moderate snow'\n", "not valid YAML"),
    ("map: &a [*a]\n", "pass.mms"),
])
def test_a_broken_scenario_is_refused_with_its_file(tmp_path, text, message):
    (tmp_path / "pass.mms").write_text(text, encoding="utf-8")
    with pytest.raises(MapFileError, match=message):
        read_scenario(tmp_path / "pass.mms")


def test_what_a_scenario_says_that_a_map_cannot_hold_is_a_note(tmp_path):
    (tmp_path / "pass.mms").write_text("map: pass.board\nplanetaryconditions: {weather: acid rain, mood: grim}\n",
                                       encoding="utf-8")
    played = read_scenario(tmp_path / "pass.mms")
    assert played.conditions == {} and len(played.notes) == 2 and "'acid rain'" in played.notes[0]
