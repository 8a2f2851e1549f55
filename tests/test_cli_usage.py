"""The command line as a user meets it: each command's usage and errors are its own, numbers are
range-checked, options that would be ignored are refused, a missing folder is one clean line, and
a long export shows progress and stops on Ctrl+C."""

import io
import signal

import pytest

from hmeditor.cli import COMMANDS
from hmeditor.cli.export import StderrProgress

from .conftest import MAPS
from .export.helpers import end_process_tree, start_long_export, wait_for_progress

EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"


@pytest.mark.parametrize("command", COMMANDS)
def test_a_command_usage_is_its_own(run_cli, command):
    result = run_cli(command, "--help")
    assert result.returncode == 0
    assert result.stdout.startswith(f"usage: hmeditor {command} ") and "COMMAND is one of" not in result.stdout


def test_an_error_shows_the_command_usage_only(run_cli):
    result = run_cli("calc", "move", EXAMPLE)
    assert result.returncode == 2
    assert result.stderr.startswith("usage: hmeditor calc move ") and "COMMAND is one of" not in result.stderr
    assert "hmeditor calc move: error: the following arguments are required: --unit" in result.stderr


@pytest.mark.parametrize("option", ["--mp", "--jump"])
def test_a_negative_mp_is_refused(run_cli, option):
    result = run_cli("calc", "move", EXAMPLE, "--unit", "mech", "--to", "0708", option, "-3")
    assert result.returncode == 2 and f"argument {option}: must be 0 to 99, not -3" in result.stderr


def test_range_without_gunnery_is_refused_not_ignored(run_cli):
    result = run_cli("calc", "tohit", EXAMPLE, "--weapon", "ballistic", "--target", "0708", "--range", "long")
    assert result.returncode == 2
    assert "--range counts only in the full to-hit number: add --gunnery N" in result.stderr
    result = run_cli("calc", "tohit", EXAMPLE, "--weapon", "ballistic", "--target", "0708", "--range", "long",
                     "--gunnery", "4")
    assert result.returncode == 0 and "4 (long range)" in result.stdout


def test_a_missing_output_folder_is_one_clean_line(run_cli, tmp_path):
    result = run_cli("export", EXAMPLE, "-o", tmp_path / "no" / "such" / "sheet.pdf")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"hmeditor export: {tmp_path / 'no' / 'such' / 'sheet.pdf'}: the folder {tmp_path / 'no' / 'such'} "
        "does not exist"]


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_waits_a_second_then_counts_up_in_place_on_a_terminal():
    now = [0.0]
    out = Terminal()
    progress = StderrProgress("big.png", out, clock=lambda: now[0])
    progress(1, 10)
    assert out.getvalue() == ""                       # quick exports say nothing
    now[0] = 1.5
    progress(2, 10)
    progress(3, 10)
    progress.end()
    assert out.getvalue() == ("\rhmeditor export: writing big.png: 20 %\rhmeditor export: writing big.png: 30 %\n")


def test_progress_in_a_log_is_a_line_per_tenth():
    now = [5.0]
    out = io.StringIO()
    progress = StderrProgress("big.png", out, clock=lambda: now[0])
    now[0] = 7.0
    for done in range(1, 41):
        progress(done, 40)
    lines = out.getvalue().splitlines()
    assert lines[0] == "hmeditor export: writing big.png: 2 %" and lines[-1].endswith(": 100 %")
    assert len(lines) == 11


def test_ctrl_c_stops_a_long_export_cleanly(tmp_path):
    """Ctrl+C once the export reports progress: it is drawing, far from done on any computer."""
    process = start_long_export(tmp_path)
    try:
        wait_for_progress(process)
        process.send_signal(signal.SIGINT)
        _, rest = process.communicate(timeout=60)
        assert process.returncode == 130
    finally:
        end_process_tree(process)
    assert rest.strip().splitlines()[-1] == "hmeditor export: cancelled" and "Traceback" not in rest
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["long.hmap", "scratch"]
