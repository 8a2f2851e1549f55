"""Peak memory of SVG and PDF exports (tests/benchmark.py), run as a user runs them: `hmeditor
export` in a fresh process, its resident memory sampled, and the CPU time of a tiled PDF's page. A
run over CAP_MB or LIMIT seconds is stopped and shown as never finishing."""

from __future__ import annotations

import math
import sys
import tempfile
from pathlib import Path

from tests.export.bench_png import children_cpu, run_measured

MEMORY_MB = 500
CAP_MB = 4000
LIMIT = 900
MAX_PAGE = 200           # inches: the largest page PDF readers open
REFUSED_SECONDS = 5.0    # to refuse an export too large to open (the estimate draws a few rows)
START_SECONDS, PAGE_SECONDS = 2.0, 0.025    # CPU for a tiled PDF: 19,163 pages (1000 x 1000) in 8 minutes


def _export(side: int, suffix: str, *options: str):
    from hmeditor.core.io import write_map
    from tests.benchmark import busy_map
    with tempfile.TemporaryDirectory() as tmp:
        write_map(busy_map(side), f"{tmp}/m.hmap")
        out = Path(tmp) / f"out{suffix}"
        cpu = children_cpu()
        seconds, mb = run_measured([sys.executable, "-m", "hmeditor", "export", f"{tmp}/m.hmap", "-o", str(out),
                                    *options], CAP_MB, LIMIT, check=False)
        cpu = math.inf if seconds == math.inf else children_cpu() - cpu
        size = out.stat().st_size / 2**20 if out.exists() else 0
    return seconds, cpu, mb, size


def _row(what: str, side: int, result):
    seconds, cpu, mb, size = result
    took = "stopped" if seconds == math.inf else f"{seconds:.1f} s, CPU {cpu:.1f} s"
    return f"{what} {side} x {side} ({took}, {size:.0f} MB file): peak", mb, MEMORY_MB, "MB"


def bench_svg(sizes):
    """An SVG too large for drawing programs to open (over 1 GB: a busy 500 x 500 map's) is refused
    before it is drawn, as expected: its rows give how soon, and the peak memory until then."""
    from hmeditor.export import Options, ensure_gui_app
    from hmeditor.export.limits import size_problem
    from tests.benchmark import busy_map
    ensure_gui_app()
    for side in sizes:
        refused = size_problem(busy_map(side), ".svg", Options())
        result = _export(side, ".svg")
        if not refused:
            yield _row("SVG", side, result)
            continue
        seconds, _cpu, mb, size = result
        yield f"SVG {side} x {side}: refused as too large to open, as expected: peak", mb, MEMORY_MB, "MB"
        yield "  refused after", seconds, REFUSED_SECONDS
        if size:
            yield "  yet a file was written", size, 0, "MB"


def largest_hex_size(side: int) -> float:
    """The largest hex size (a multiple of 0.05 in, at most 1.25 in) whose single page opens in PDF readers."""
    from hmeditor.export.sheets import LEGEND_BAND, MARGIN
    per_hex = (1.5 * side + 0.5) / math.sqrt(3)         # map width in hex sizes
    room = MAX_PAGE - 2 * MARGIN - LEGEND_BAND
    return min(1.25, math.floor(room / max(per_hex, side + 0.5) * 20) / 20)


def bench_pdf_single(sizes):
    """At the default hex size (a page too large to open is refused) and at the largest that opens."""
    for side in sizes:
        yield _row("single-page PDF, 1.25 in hexes,", side, _export(side, ".pdf", "--single-page"))
        hex_size = largest_hex_size(side)
        if hex_size < 1.25:
            yield _row(f"single-page PDF, {hex_size:g} in hexes (the largest that opens),", side,
                       _export(side, ".pdf", "--single-page", "--hex-size", f"{hex_size}in"))


def bench_pdf_tiled(sizes):
    from hmeditor.export import Options, plan
    for side in sizes:
        result = _export(side, ".pdf")
        yield _row("tiled PDF (Letter)", side, result)
        pages = plan(side, side, Options()).page_count
        yield (f"tiled PDF (Letter) {side} x {side}: CPU ({1000 * result[1] / pages:.1f} ms a page of {pages})",
               result[1], START_SECONDS + PAGE_SECONDS * pages)
