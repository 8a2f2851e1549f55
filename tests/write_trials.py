"""Kill and full-disk trials of every write (`make fuzz`): saves (.hmap, .board) and exports (PDF, SVG,
PNG) are killed with SIGKILL at a random moment, or run with a file-size limit that makes writes fail
as on a full disk. After each, the target must hold the old file or a complete new one; a run that
hit the limit must exit 2 and keep the old file. Prints the counts.

    python tests/write_trials.py [TRIALS_PER_FORMAT]
"""

from __future__ import annotations

import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchmark import busy_map  # noqa: E402

from hmeditor.core.io import read_map, write_map  # noqa: E402

FORMATS = ("hmap", "board", "pdf", "svg", "png")
TIMEOUT = 300


def command(fmt: str, source: Path, out: Path) -> list[str]:
    base = [sys.executable, "-m", "hmeditor"]
    if fmt in ("hmap", "board"):
        return base + ["convert", str(source), str(out)]
    return base + ["export", str(source), "-o", str(out), "--dpi", "100"]


def complete(fmt: str, path: Path) -> bool:
    """Whether `path` holds a whole file of its format."""
    data = path.read_bytes()
    try:
        if fmt in ("hmap", "board"):
            read_map(path)
            return True
        if fmt == "pdf":
            return data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")
        if fmt == "svg":
            ElementTree.fromstring(data)
            return True
        return data.startswith(b"\x89PNG") and data.endswith(b"IEND\xaeB`\x82") and _png_data_ok(data)
    except Exception:
        return False


def _png_data_ok(data: bytes) -> bool:
    pos, idat = 8, b""
    while pos < len(data):
        n = int.from_bytes(data[pos:pos + 4], "big")
        if data[pos + 4:pos + 8] == b"IDAT":
            idat += data[pos + 8:pos + 8 + n]
        pos += 12 + n
    zlib.decompress(idat)
    return True


def main() -> int:
    trials = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    rng = random.Random(16)
    counts = dict(kills=0, kill_corrupt=0, full_disk=0, full_disk_exit0=0, full_disk_corrupt=0, hangs=0,
                  temporaries_left=0, temporaries_after_next_write=0)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        source = folder / "source.hmap"
        write_map(busy_map(60), source)
        for fmt in FORMATS:
            out = folder / f"out.{fmt}"
            started = time.perf_counter()
            subprocess.run(command(fmt, source, out), check=True, capture_output=True)
            duration = time.perf_counter() - started
            old, size = out.read_bytes(), out.stat().st_size
            for _ in range(trials):
                counts["kills"] += 1
                process = subprocess.Popen(command(fmt, source, out), stdout=subprocess.DEVNULL,
                                           stderr=subprocess.DEVNULL)
                time.sleep(rng.uniform(0.2, duration))
                process.send_signal(signal.SIGKILL)
                process.wait()
                if out.read_bytes() != old and not complete(fmt, out):
                    counts["kill_corrupt"] += 1
                counts["temporaries_left"] += len(list(folder.glob(f".out.{fmt}.*.tmp")))
                out.write_bytes(old)
            for tmp_file in folder.glob(f".out.{fmt}.*.tmp"):      # the killed writers are long gone
                os.utime(tmp_file, (0, 0))
            subprocess.run(command(fmt, source, out), check=True, capture_output=True)
            counts["temporaries_after_next_write"] += len(list(folder.glob(f".out.{fmt}.*.tmp")))
            old = out.read_bytes()
            for _ in range(trials):
                counts["full_disk"] += 1
                limit = rng.randrange(0, size)
                try:
                    result = subprocess.run(
                        command(fmt, source, out), capture_output=True, text=True, timeout=TIMEOUT,
                        preexec_fn=lambda limit=limit: resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit)))
                except subprocess.TimeoutExpired:
                    counts["hangs"] += 1
                    continue
                if result.returncode != 2:
                    counts["full_disk_exit0"] += 1
                if out.read_bytes() != old:
                    counts["full_disk_corrupt"] += 1
            print(f"{fmt}: {trials} kills and {trials} full-disk runs done", flush=True)
    print(", ".join(f"{k.replace('_', ' ')}: {v}" for k, v in counts.items()))
    bad = counts["kill_corrupt"] + counts["full_disk_exit0"] + counts["full_disk_corrupt"] + counts["hangs"] + \
        counts["temporaries_after_next_write"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
