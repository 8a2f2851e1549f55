"""hmeditor generate, as a user calls it."""

import json

import pytest


def test_generate_writes_a_map_with_no_error_and_says_so(run_cli, tmp_path):
    out = tmp_path / "city.hmap"
    r = run_cli("generate", "-o", out, "--preset", "city", "--seed", "12")
    assert r.returncode == 0, r.stderr
    assert r.stdout == f"{out}: city 16 x 17, seed 12: 0 error(s), 0 warning(s), 0 note(s)\n"
    check = run_cli("check", out)
    assert check.returncode == 0 and "0 error(s)" in check.stdout


def test_the_same_seed_gives_the_same_bytes(run_cli, tmp_path):
    a, b = tmp_path / "a.hmap", tmp_path / "b.hmap"
    for path in (a, b):
        assert run_cli("generate", "-o", path, "--preset", "river", "--seed", "3", "--size", "20x22").returncode == 0
    assert a.read_bytes() == b.read_bytes()


def test_a_board_is_written_that_megamek_takes_and_what_it_cannot_hold_is_a_warning(run_cli, tmp_path):
    out = tmp_path / "quarry.board"
    r = run_cli("generate", "-o", out, "--preset", "gravel", "--seed", "4", "--size", "32x34")
    assert r.returncode == 0, r.stderr
    assert "hmeditor generate: warning:" in r.stderr and "more" in r.stderr      # piles, conditions: a count
    check = run_cli("check", out)
    assert check.returncode == 0, check.stdout
    assert "megamek" not in check.stdout


def test_json_gives_the_seed_settings_and_conditions_used(run_cli, tmp_path):
    r = run_cli("generate", "-o", tmp_path / "m.hmap", "--preset", "arctic", "--set", "snow=0.5", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["preset"] == "arctic" and out["size"] == [16, 17] and 0 <= out["seed"] < 2**32
    assert out["settings"]["snow"] == 0.5 and out["settings"]["deep_snow"] == 0.4
    assert out["conditions"]["temperature"] == -20 and out["findings"]["error"] == 0
    again = run_cli("generate", "-o", tmp_path / "n.hmap", "--preset", "arctic", "--set", "snow=0.5",
                    "--seed", str(out["seed"]))
    assert (tmp_path / "m.hmap").read_bytes() == (tmp_path / "n.hmap").read_bytes() and again.returncode == 0


def test_list_presets_names_every_preset_and_setting(run_cli):
    r = run_cli("generate", "--list-presets")
    assert r.returncode == 0
    for name in ("open", "hills", "woods", "jungle", "river", "lakes", "city", "swamp", "arctic", "desert",
                 "volcanic", "industrial", "gravel", "lunar"):
        assert f"\n  {name} " in r.stdout
    assert "building_height_max" in r.stdout and "road|dirt_road|gravel_road" in r.stdout
    listed = json.loads(run_cli("generate", "--list-presets", "--json").stdout)
    assert listed["presets"][0]["name"] == "open"
    assert {"name": "hills", "kind": "share", "default": 0.25, "min": 0, "max": 1,
            "help": "share of the map raised into hills"} in listed["settings"]


@pytest.mark.parametrize("args, message", [
    (["--preset", "beach"], "hmeditor generate: unknown preset 'beach' (presets: open, hills,"),
    (["--set", "hills=2"], "hmeditor generate: hills must be between 0 and 1, not 2"),
    (["--set", "hills"], "hmeditor generate: --set takes KEY=VALUE, not 'hills'"),
    (["--set", "trees=1"], "hmeditor generate: unknown setting 'trees'"),
    (["--size", "16by17"], "hmeditor generate: --size takes columns x rows, e.g. 16x17, not '16by17'"),
    (["--size", "0x17"], "hmeditor generate: a map is 1..10000 hexes on each side, not 0 x 17"),
    (["--seed", "-4"], "hmeditor generate: the seed must be a whole number from 0 to 4294967295, not -4"),
    (["--size", "\u00b2x3"], "hmeditor generate: --size takes columns x rows, e.g. 16x17, not '\u00b2x3'"),  # no bug
    (["--size", "9" * 5000 + "x3"], "hmeditor generate: --size takes columns x rows, e.g. 16x17, not '99999"),
    (["--size", "10001x3"], "hmeditor generate: a map is 1..10000 hexes on each side, not 10001 x 3"),
    (["--preset", "z" * 300], "hmeditor generate: unknown preset '" + "z" * 55 + "...' (presets: open,"),  # cut
    (["--seed", "9" * 400], "hmeditor generate: the seed must be a whole number from 0 to 4294967295, not <a number"),
])
def test_bad_input_is_one_line_and_exit_2_and_no_file(run_cli, tmp_path, args, message):
    out = tmp_path / "m.hmap"
    r = run_cli("generate", "-o", out, *args)
    assert r.returncode == 2
    assert r.stderr.startswith(message) and r.stderr.count("\n") == 1
    assert not out.exists()


def test_without_an_output_or_with_an_unknown_type_it_says_what_is_needed(run_cli, tmp_path):
    r = run_cli("generate")
    assert r.returncode == 2 and "-o OUT is needed" in r.stderr
    r = run_cli("generate", "-o", tmp_path / "m.txt")
    assert r.returncode == 2 and "unknown file type '.txt'" in r.stderr
