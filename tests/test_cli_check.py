"""`hmeditor check` as a user calls it (CLI.md)."""

import json

from tests.conftest import MAPS

EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"
SHOWCASE = MAPS / "reality-check-examples.hmap"
BLANK = MAPS / "blank-16x17.hmap"


def write(tmp_path, name, body):
    path = tmp_path / name
    path.write_text("hmeditor: 1\nname: t\nsize: [8, 8]\n" + body, encoding="utf-8")
    return path


def test_text_output_one_line_per_finding_and_a_summary(run_cli):
    result = run_cli("check", SHOWCASE)
    lines = result.stdout.splitlines()
    assert result.returncode == 1
    assert f"{SHOWCASE}: ERROR gravel-slope 0303: Gravel pile 2 high at 0303" in lines[0]
    assert lines[0].endswith("(fix: lower the pile to height 1: 1 above its lowest neighbour's top)")
    assert any(line.startswith(f"{SHOWCASE}: WARNING snow-on-magma 0915:") and line.endswith("[accepted]")
               for line in lines)
    assert lines[-1] == f"{SHOWCASE}: 3 error(s), 3 warning(s), 1 note(s), 1 accepted; checked for BattleTech"


def test_json_output_is_one_object_as_cli_md(run_cli):
    result = run_cli("check", EXAMPLE, "--json")
    data = json.loads(result.stdout)
    (entry,) = data["maps"]
    assert entry["map"] == str(EXAMPLE)
    assert [f["rule"] for f in entry["findings"]] == ["frozen-mud", "frozen-mud"]
    assert set(entry["findings"][0]) == {"rule", "severity", "hexes", "message", "fix", "accepted"}
    assert entry["findings"][0]["hexes"] == ["0708"] and entry["findings"][0]["accepted"] is False
    assert result.returncode == 0


def test_strict_fails_on_warnings(run_cli):
    assert run_cli("check", EXAMPLE).returncode == 0
    assert run_cli("check", EXAMPLE, "--strict").returncode == 1
    assert run_cli("check", BLANK, "--strict").returncode == 0


def test_accepted_error_does_not_fail(run_cli, tmp_path):
    body = 'hexes:\n  "0303": gravel_pile:2\n'
    assert run_cli("check", write(tmp_path, "a.hmap", body)).returncode == 1
    accepted = body + 'accepted:\n  - {rule: gravel-slope, hexes: ["0303"]}\n'
    assert run_cli("check", write(tmp_path, "b.hmap", accepted), "--strict").returncode == 0


def test_many_files_in_order_and_an_unreadable_one_does_not_stop_the_others(run_cli, tmp_path):
    bad = tmp_path / "bad.hmap"
    bad.write_text("hmeditor: 1\nsize: [4, 4]\nhexes:\n  '0101': lava_lake\n", encoding="utf-8")
    files = [SHOWCASE, bad, EXAMPLE, BLANK]
    result = run_cli("check", *files, "--json")
    assert result.returncode == 2
    assert "bad.hmap" in result.stderr and "0101" in result.stderr and "Traceback" not in result.stderr
    maps = json.loads(result.stdout)["maps"]
    assert [m["map"] for m in maps] == [str(f) for f in files]
    assert "error" in maps[1] and len(maps[0]["findings"]) == 8 and maps[3]["findings"] == []
    text = run_cli("check", *files)
    summaries = [line for line in text.stdout.splitlines() if "error(s)" in line]
    assert [s.split(":")[0] for s in summaries] == [str(SHOWCASE), str(EXAMPLE), str(BLANK)]


def test_the_packaged_app_forks_its_workers_on_linux_and_checks_one_by_one_elsewhere(monkeypatch):
    """A spawned worker would start the packaged app again, which has no multiprocessing hook."""
    import concurrent.futures
    import sys

    from hmeditor.cli.check import check_files

    started = []

    class Pool(concurrent.futures.ThreadPoolExecutor):       # records how the workers would start
        def __init__(self, workers, mp_context):
            started.append(mp_context.get_start_method())
            super().__init__(workers)
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", Pool)
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    expected = check_files([str(EXAMPLE), str(SHOWCASE)])
    assert started == ["fork"]
    for system in ("win32", "darwin"):
        monkeypatch.setattr(sys, "platform", system)
        assert check_files([str(EXAMPLE), str(SHOWCASE)]) == expected and started == ["fork"]
