"""Speed figures for PRODUCT.md's targets: `make bench`.

Each figure is printed for several map sizes, so how its cost grows shows as numbers. Add a
benchmark by writing a function that yields (label, seconds, target_seconds) rows and listing it
in BENCHMARKS. Maps are generated with a fixed seed, every hex filled, so runs compare.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hmeditor.core.io import read_map, write_map  # noqa: E402
from hmeditor.core.model import HexMap  # noqa: E402
from hmeditor.core.vocabulary import BASE_INDEX, MOD_INDEX  # noqa: E402

SIZES = (100, 300, 500)


def busy_map(side: int, seed: int = 1) -> HexMap:
    """A side x side map with terrain in every hex: woods, water, rough, buildings, hills, snow, mud."""
    rng = np.random.default_rng(seed)
    m = HexMap(side, side, f"benchmark {side}x{side}")
    kinds = np.array([BASE_INDEX[n] for n in ("clear", "light_woods", "heavy_woods", "rough", "water",
                                               "pavement", "light_jungle", "sand", "building")])
    m.base[:] = kinds[rng.integers(0, len(kinds), m.base.shape)]
    m.params[..., 0] = np.where(m.base == BASE_INDEX["water"], rng.integers(0, 4, m.base.shape), np.nan)
    building = m.base == BASE_INDEX["building"]
    m.params[..., 0][building] = rng.integers(0, 4, building.sum())
    m.params[..., 1][building] = rng.integers(1, 5, building.sum())
    mud, snow = 1 << MOD_INDEX["mud"], 1 << MOD_INDEX["deep_snow"]
    m.mods[:] = np.where(rng.random(m.base.shape) < 0.2, mud, 0) | np.where(rng.random(m.base.shape) < 0.2, snow, 0)
    m.level[:] = rng.integers(-2, 7, m.base.shape)
    return m


def timed(fn, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def bench_open_save():
    with tempfile.TemporaryDirectory() as tmp:
        for side in SIZES:
            m, path = busy_map(side), Path(tmp) / f"m{side}.hmap"
            yield f"save {side} x {side} .hmap", timed(lambda m=m, p=path: write_map(m, p)), 3.0
            yield f"open {side} x {side} .hmap", timed(lambda p=path: read_map(p)), 3.0


from tests.export.bench_png import bench_png_export  # noqa: E402

BENCHMARKS = [bench_open_save, bench_png_export]


def main() -> int:
    print(f"{'figure':<48} {'time':>10} {'target':>10}")
    slow = 0
    for bench in BENCHMARKS:
        for label, seconds, target in bench():
            mark = "" if seconds <= target else "  SLOWER THAN TARGET"
            slow += bool(mark)
            print(f"{label:<48} {_fmt(seconds):>10} {_fmt(target):>10}{mark}", flush=True)
    return 1 if slow else 0


def _fmt(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms" if seconds < 1 else f"{seconds:.2f} s"


if __name__ == "__main__":
    sys.exit(main())
