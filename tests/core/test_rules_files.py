"""A rules file is read as a map file is: never a pipe or a device, never one larger than any rules
file (the command says so and exits 2, at once)."""

import os

import pytest


@pytest.mark.parametrize("kind", ["fifo", "device", "huge"])
def test_a_pipe_a_device_or_a_huge_file_as_rules_is_refused_at_once(run_cli, tmp_path, kind):
    path = {"fifo": tmp_path / "rules.yaml", "device": "/dev/zero", "huge": tmp_path / "huge.yaml"}[kind]
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "huge":
        with open(path, "wb") as f:
            f.truncate(3 << 30)                 # sparse: 3 GB that take no disk
    for args in (("rules", "--rules", path), ("rules", "--system", "wh40k", "--rules", path)):
        result = run_cli(*args, timeout=30)
        assert result.returncode == 2, result.stderr
        expected = "larger than any rules file" if kind == "huge" else "not a regular file (a pipe or a device)"
        assert f"{path}: " in result.stderr and expected in result.stderr


@pytest.mark.parametrize("system, old, new", [
    ("total_war_xxi", "  infinite_penetration:", "  5:"),                  # `rules` passed it, --markdown crashed
    ("total_war_xxi", "penetration: M+7", "penetration: M+²"),
    ("grav_armor", "    J-INF: {results:", "    5: {results:"),
    ("grav_armor", "  gatling_lasers: {label:", "  7: {label:"),
    ("wh40k", "    bastion: {value: 14,", "    12: {value: 14,"),
    ("battletech", "  psr_step: {value: 0.5,", "  psr_step: {value: 0,"),        # a division by zero later
])
def test_rules_and_rules_markdown_agree_on_a_broken_file(run_cli, tmp_path, system, old, new):
    from hmeditor.core.systems import default_rules_path
    text = default_rules_path(system).read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "mine.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    line = text[:text.index(old)].count("\n") + 1
    results = [run_cli("rules", "--rules", path, *markdown) for markdown in ((), ("--markdown",))]
    assert [r.returncode for r in results] == [2, 2], [r.stderr for r in results]
    assert results[0].stderr == results[1].stderr and results[0].stderr.startswith(f"hmeditor rules: {path}:{line}: ")
