"""PNG export speed and peak memory against Tiled's tmxrasterizer on a same-size hex map
(tests/benchmark.py lists bench_png_export; the Tiled rows are skipped when it is not installed)."""

from __future__ import annotations

import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SIDES = (100, 300)
HEX_PX = 56                    # across the flats
COLOURS = ("#ece6cf", "#b5d69a", "#86bb6e", "#d6c49c", "#a9d2ee", "#c4c2bb", "#a3d6b0", "#f1e1a6", "#9fa2ab")


def bench_png_export(sizes=SIDES, repeat: int = 2):
    """Our PNG export against Tiled's tmxrasterizer on a map of the same size (maps up to 300 hexes a
    side: a 56 px-per-hex image of a larger map takes Tiled gigabytes): wall time and CPU time, best
    of `repeat` runs each, run in turns (the machine is shared)."""
    from hmeditor.core.io import write_map
    from tests.benchmark import busy_map
    tiled = shutil.which("tmxrasterizer")
    if not tiled:
        print("(no tmxrasterizer: the PNG rows give our times only; Debian/Ubuntu: apt-get install tiled)")
    for side in [s for s in sizes if s <= max(SIDES)]:
        with tempfile.TemporaryDirectory() as tmp:
            tmp = Path(tmp)
            write_map(busy_map(side), tmp / "m.hmap")
            ours = [sys.executable, "-m", "hmeditor", "export", str(tmp / "m.hmap"), "-o", str(tmp / "ours.png"),
                    "--hex-size", "1in", "--dpi", str(HEX_PX)]
            commands = {"ours": ours}
            if tiled:
                write_tmx(tmp / "m.tmx", side)
                commands["tiled"] = [tiled, str(tmp / "m.tmx"), str(tmp / "tiled.png")]
            runs = {name: [] for name in commands}
            for _ in range(repeat):
                for name, command in commands.items():
                    cpu = children_cpu()
                    seconds, mb = run_measured(command)
                    runs[name].append((seconds, children_cpu() - cpu, mb))
            best = {name: [min(r[k] for r in rs) for k in range(3)] for name, rs in runs.items()}
            seconds, cpu, mb = best["ours"]
            yield f"PNG export {side} x {side}, {HEX_PX} px hexes (CPU {cpu:.2f} s, peak {mb:.0f} MB)", seconds, \
                best["tiled"][0] / 2 if tiled else None
            if tiled:
                t_seconds, t_cpu, t_mb = best["tiled"]
                yield f"  tmxrasterizer {side} x {side}: {t_seconds:.2f} s, CPU {t_cpu:.2f} s, peak {t_mb:.0f} MB", \
                    t_seconds, None
                yield f"PNG {side} x {side} wall time against tmxrasterizer", seconds / t_seconds, 0.5, "x"
                yield f"PNG {side} x {side} CPU time against tmxrasterizer", cpu / t_cpu, 0.5, "x"


def children_cpu() -> float:
    """User and system CPU seconds of the finished child processes (and theirs)."""
    import resource
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_measured(command: list[str], cap_mb: float = float("inf"), limit: float = float("inf"),
                 check: bool = True) -> tuple[float, float]:
    """Wall time and peak resident memory (MB, summed over the process and its children, sampled).
    A run going over `cap_mb` or `limit` seconds is stopped: its time is then infinite. With
    `check`, a command that fails is an error."""
    from tests.benchmark import subprocess_env
    start = time.perf_counter()
    process = subprocess.Popen(command, env=subprocess_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               start_new_session=True)
    peak = 0
    while process.poll() is None:
        peak = max(peak, _tree_rss(process.pid))
        if peak / 1024 > cap_mb or time.perf_counter() - start > limit:
            os.killpg(process.pid, 9)
            process.wait()
            return float("inf"), peak / 1024
        time.sleep(0.05)
    seconds = time.perf_counter() - start
    if process.returncode and check:
        raise RuntimeError(f"{command[0]} failed: {process.stderr.read().decode()[-500:]}")
    return seconds, peak / 1024


def _tree_rss(root: int) -> int:
    """Resident kB of `root` and all its descendants."""
    parents, rss = {}, {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                status = Path(f"/proc/{entry}/status").read_text()
            except OSError:
                continue
            fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
            parents[int(entry)] = int(fields.get("PPid", "0"))
            rss[int(entry)] = int(fields.get("VmRSS", "0 kB").split()[0])
    tree, total = {root}, 0
    for pid in sorted(parents):
        p = pid
        while p and p not in tree and p in parents:
            p = parents[p]
        if p in tree:
            tree.add(pid)
            total += rss.get(pid, 0)
    return total


def write_tmx(path: Path, side: int) -> None:
    """A side x side flat-topped staggered hex map for Tiled, with a tileset of hexes in our colours."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF

    from hmeditor.export import ensure_gui_app
    ensure_gui_app()
    width = round(HEX_PX * 2 / math.sqrt(3))
    tiles = QImage(width * len(COLOURS), HEX_PX, QImage.Format.Format_ARGB32)
    tiles.fill(0)
    painter = QPainter(tiles)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, colour in enumerate(COLOURS):
        cx, cy = i * width + width / 2, HEX_PX / 2
        painter.setBrush(QColor(colour))
        painter.setPen(QColor("#3b3a36"))
        painter.drawPolygon(QPolygonF([QPointF(cx + width / 2 * math.cos(math.radians(60 * k)),
                                               cy + width / 2 * math.sin(math.radians(60 * k))) for k in range(6)]))
    painter.end()
    tiles.save(str(path.with_name("tiles.png")))
    rng = random.Random(1)
    data = ",\n".join(",".join(str(rng.randint(1, len(COLOURS))) for _ in range(side)) for _ in range(side))
    path.write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" orientation="hexagonal" renderorder="right-down" width="{side}" height="{side}"
     tilewidth="{width}" tileheight="{HEX_PX}" hexsidelength="{width // 2}" staggeraxis="x" staggerindex="odd">
 <tileset firstgid="1" name="terrain" tilewidth="{width}" tileheight="{HEX_PX}" tilecount="{len(COLOURS)}"
          columns="{len(COLOURS)}">
  <image source="tiles.png" width="{width * len(COLOURS)}" height="{HEX_PX}"/>
 </tileset>
 <layer id="1" name="terrain" width="{side}" height="{side}">
  <data encoding="csv">
{data}
</data>
 </layer>
</map>
""", encoding="utf-8")
