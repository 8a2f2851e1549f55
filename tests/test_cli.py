"""The command line as a user calls it."""

from hmeditor.core.io import read_map

from .conftest import MAPS

EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"


def test_help_lists_every_sub_command(run_cli):
    result = run_cli("--help")
    assert result.returncode == 0
    for command in ("check", "calc", "export", "convert", "rules"):
        assert command in result.stdout
    assert "--screenshot" in result.stdout
    for command in ("check", "calc", "export", "convert", "rules"):
        assert run_cli(command, "--help").returncode == 0


def test_help_and_one_command_load_only_what_they_need():
    """`hmeditor --help` lists the commands without loading them; a command loads its own module only."""
    import subprocess
    import sys
    probe = ("import sys, contextlib, io\nfrom hmeditor.app import main\n"
             "with contextlib.redirect_stdout(io.StringIO()):\n    with contextlib.suppress(SystemExit):\n"
             "        main(sys.argv[1:])"
             "\nprint(' '.join(m for m in sys.modules if m.startswith('hmeditor')))")
    loaded = subprocess.run([sys.executable, "-c", probe, "--help"], capture_output=True, text=True).stdout.split()
    assert "hmeditor.cli" in loaded
    assert not [m for m in loaded if m.startswith(("hmeditor.cli.", "hmeditor.core."))
                and m not in ("hmeditor.core.errors", "hmeditor.core.lazy")]
    loaded = subprocess.run([sys.executable, "-c", probe, "convert", "--help"], capture_output=True, text=True)
    assert "hmeditor.cli.convert" in loaded.stdout.split() and "hmeditor.cli.export" not in loaded.stdout.split()


def test_a_calculation_loads_only_its_game_systems_calculators():
    """`calc move` (BattleTech's) loads no other system's calculators; `calc grav-armor fire` loads Grav Armor's."""
    import subprocess
    import sys
    probe = ("import sys, contextlib, io\nfrom hmeditor.app import main\n"
             "with contextlib.redirect_stdout(io.StringIO()):\n    with contextlib.suppress(SystemExit):\n"
             "        main(sys.argv[1:])"
             "\nprint(' '.join(m for m in sys.modules if m.endswith('.commands')))")

    def commands_loaded(*args):
        out = subprocess.run([sys.executable, "-c", probe, "calc", *args], capture_output=True, text=True).stdout
        return {m.split(".")[-2] for m in out.split()}
    assert commands_loaded("move", EXAMPLE, "--unit", "mech", "--to", "0708") == {"battletech"}
    assert "grav_armor" in commands_loaded("grav-armor", "detect", EXAMPLE, "--firer", "Nu3@0506", "--target", "0306")
    assert commands_loaded("wh40k", "--help") == {"battletech", "wh40k"}


def test_convert_hmap_to_hmap(run_cli, tmp_path):
    out = tmp_path / "copy.hmap"
    result = run_cli("convert", EXAMPLE, out)
    assert result.returncode == 0, result.stderr
    assert read_map(out) == read_map(EXAMPLE)


def test_bad_input_exits_2_with_one_line_and_no_traceback(run_cli, tmp_path):
    broken = tmp_path / "broken.hmap"
    broken.write_text('size: [16, 17]\nhexes:\n  "0708": lava_lake\n', encoding="utf-8")
    result = run_cli("convert", broken, tmp_path / "out.hmap")
    assert result.returncode == 2
    assert result.stderr.strip() == (f"hmeditor convert: {broken}:3: hex 0708: unknown base terrain 'lava_lake'")
    assert not (tmp_path / "out.hmap").exists()
    assert run_cli("convert", EXAMPLE, tmp_path / "out.xyz").returncode == 2
    assert run_cli("convert", tmp_path / "nothing.hmap", tmp_path / "o.hmap").returncode == 2
    assert "Traceback" not in result.stderr


def test_unknown_option_exits_2(run_cli):
    assert run_cli("convert").returncode == 2


def test_a_mistyped_command_is_named_with_the_closest_one(run_cli):
    result = run_cli("chek", EXAMPLE)
    assert result.returncode == 2 and result.stderr == "hmeditor: unknown command 'chek' (did you mean check?)\n"
    result = run_cli("frobnicate")
    assert result.returncode == 2 and "commands: check, calc" in result.stderr
    assert run_cli("rules").returncode == 0                  # commands and maps are not mistaken for it


def test_the_help_names_every_game_system_and_its_calculations(run_cli):
    from hmeditor.cli import CALC_HELP
    from hmeditor.core import systems
    text = run_cli("--help").stdout
    assert [title for title, _, _ in CALC_HELP] == [s.title for s in systems.SYSTEMS]
    for (title, usage, _), system in zip(CALC_HELP, systems.SYSTEMS):
        assert f"{title}: {usage}" in text
        word = f"calc {system.cli_word} " if system.cli_word else "calc "
        assert usage == word + "|".join(c.name for c in system.commands)


def test_every_map_argument_says_what_it_takes(run_cli):
    for args in (("check",), ("export",), ("convert",), ("calc", "move"), ("calc", "wh40k", "cover")):
        text = run_cli(*args, "--help").stdout
        assert ".board" in text.split("positional arguments:")[1], args
