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
