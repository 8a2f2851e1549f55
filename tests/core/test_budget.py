"""The memory budget: a map that would not fit in what this process may still take (free memory,
its own limit, its container's) is refused with one line, never left to run out of memory."""

import json
import os
import re
import resource
import subprocess
import sys
from collections import namedtuple

import psutil
import pytest

from hmeditor.core import budget
from hmeditor.core.hexgrid import format_hex_id
from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from tests.benchmark import busy_map
from tests.conftest import ROOT


def flow_style_map(side: int) -> str:
    """A side x side map with a hex in every place, written as YAML's flow style (JSON): the most
    memory a map file takes to read."""
    hexes = {format_hex_id(c, r, side, side): "light_woods +mud @1" for c in range(side) for r in range(side)}
    return json.dumps({"hmeditor": 1, "size": [side, side], "hexes": hexes})


def test_free_memory_is_asked_of_the_system_on_any_platform(monkeypatch):
    memory = namedtuple("memory", "available")
    monkeypatch.setattr(psutil, "virtual_memory", lambda: memory(100 << 20))
    with pytest.raises(budget.TooLarge, match=r"a 1000 x 1000 map needs about 1.1 GB of memory.* 100 MB free"):
        HexMap(1000, 1000)
    HexMap(100, 100)


def _peak_megabytes(python: str) -> float:
    """The most memory the Python code took at once, run on its own."""
    code = f"import resource, sys\n{python}\nprint(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return int(result.stdout.split()[-1]) / 1024


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss in kilobytes")
def test_the_bytes_a_hex_takes_cover_a_flow_style_map(tmp_path):
    """Measured as the peak memory of checking a map less that of a map a quarter its size."""
    peaks = {}
    for side in (200, 400):
        path = tmp_path / f"{side}.hmap"
        path.write_text(flow_style_map(side), encoding="utf-8")
        peaks[side] = _peak_megabytes(f"from hmeditor.app import main\nmain(['check', {str(path)!r}])")
    assert (peaks[400] - peaks[200]) * 2**20 / (400**2 - 200**2) < budget.BYTES_PER_HEX


def test_a_process_memory_limit_counts(monkeypatch):
    limit = psutil.Process().memory_info().vms + (500 << 20)
    monkeypatch.setattr(resource, "getrlimit", lambda which: (limit, resource.RLIM_INFINITY))
    with pytest.raises(budget.TooLarge, match=r"a 1000 x 1000 map needs about 1.1 GB of memory.* 500 MB free"):
        HexMap(1000, 1000)


def test_a_map_that_runs_out_of_memory_as_it_is_read_is_refused_cleanly(run_cli, tmp_path):
    """Under `ulimit -v`, a board is read before its size reaches the budget: running out of memory
    then is one line, exit 2, not an internal error."""
    write_map(busy_map(1000), tmp_path / "busy.board")
    limit = 300 << 20
    result = run_cli("check", tmp_path / "busy.board", env={**os.environ, "HMEDITOR_LOG_DIR": str(tmp_path)},
                     preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (limit, limit)))
    assert result.returncode == 2, result.stderr
    assert re.fullmatch(r"hmeditor check: \S*busy.board: not enough memory to read the map \(\d+ MB free\)\n",
                        result.stderr)


def _cgroup(folder, files: dict) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text)


@pytest.mark.parametrize("version", [1, 2])
def test_a_container_memory_limit_refuses_the_map(monkeypatch, tmp_path, version):
    """The limit is the container's (a group above the process's), less what it holds but its
    page cache the system can drop."""
    root = tmp_path / "cgroup"
    if version == 2:
        (tmp_path / "self").write_text("0::/docker/app\n")
        _cgroup(root / "docker", {"memory.max": f"{1 << 30}\n", "memory.current": f"{600 << 20}\n",
                                  "memory.stat": f"anon 1\ninactive_file {100 << 20}\n"})
        _cgroup(root / "docker" / "app", {"memory.max": "max\n", "memory.current": "1\n", "memory.stat": ""})
    else:
        (tmp_path / "self").write_text("5:cpu:/\n4:memory:/docker/app\n")
        _cgroup(root / "memory", {"memory.limit_in_bytes": "9223372036854771712\n", "memory.usage_in_bytes": "1\n",
                                  "memory.stat": ""})
        _cgroup(root / "memory" / "docker" / "app", {
            "memory.limit_in_bytes": f"{1 << 30}\n", "memory.usage_in_bytes": f"{600 << 20}\n",
            "memory.stat": f"cache 1\ntotal_inactive_file {100 << 20}\n"})
    monkeypatch.setattr(budget, "PROC_CGROUP", tmp_path / "self")
    monkeypatch.setattr(budget, "CGROUP_ROOT", root)
    assert budget.cgroup_memory_left() == (1024 - 500) << 20
    with pytest.raises(budget.TooLarge, match=r"needs about 1.1 GB of memory.* 524 MB free"):
        HexMap(1000, 1000)
