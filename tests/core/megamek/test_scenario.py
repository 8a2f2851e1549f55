"""Planetary conditions on a .board export: a note, or a MegaMek scenario file beside the board."""

import yaml

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
