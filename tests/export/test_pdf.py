"""PDF sheets read back: page count and size, and the true scale measured on rendered pages."""

from dataclasses import replace

import numpy as np
import pytest
from pypdf import PdfReader

from hmeditor.core.io import read_map
from hmeditor.core.model import HexMap
from hmeditor.export import Options, export_map, plan
from tests.conftest import MAPS

from .helpers import render_pdf_page, runs

PAPER_POINTS = {"letter": (612, 792), "a4": (595.3, 841.9)}
DPI = 150


def page_text(path, index: int) -> str:
    """The page's text with words separated by single spaces."""
    return " ".join(PdfReader(str(path)).pages[index].extract_text().replace("\ufb02", "fl").split())


def page_sizes(path) -> list[tuple[float, float]]:
    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(str(path)).pages]


@pytest.mark.parametrize("paper,orientation,pages", [("letter", "landscape", 7), ("letter", "portrait", 10),
                                                     ("a4", "landscape", 9), ("a4", "portrait", 7)])
def test_standard_sheet_pages(run_cli, tmp_path, paper, orientation, pages):
    out = tmp_path / "sheet.pdf"
    result = run_cli("export", MAPS / "blank-16x17.hmap", "-o", out, "--paper", paper, "--orientation", orientation)
    assert result.returncode == 0, result.stderr
    sizes = page_sizes(out)
    assert len(sizes) == pages
    w, h = PAPER_POINTS[paper]
    expected = (h, w) if orientation == "landscape" else (w, h)
    for size in sizes:
        assert size == pytest.approx(expected, abs=1)


def test_single_page_is_the_whole_map(run_cli, tmp_path):
    out = tmp_path / "sheet.pdf"
    assert run_cli("export", MAPS / "blank-16x17.hmap", "-o", out, "--single-page").returncode == 0
    [(w, h)] = page_sizes(out)
    mw, mh = plan(16, 17, Options()).map_size
    assert w / 72 > mw and h / 72 > mh                    # the 17.7 x 21.9 in map plus margins and legend
    assert (w / 72, h / 72) == pytest.approx((18.06, 24.15), abs=0.01)


def test_pdf_is_vector(tmp_path):
    out = tmp_path / "sheet.pdf"
    export_map(read_map(MAPS / "open-terrain-2-movement-example.hmap"), out, Options(single_page=True))
    reader = PdfReader(str(out))
    page = reader.pages[0]
    assert not page.images                                   # hexes are paths, not a picture
    assert "0808" in page_text(out, 0) and "Weather: blizzard" in page_text(out, 0)


def _blank(width=16, height=17) -> HexMap:
    return HexMap(width, height, "Scale test")


def _hex_pitch(image: np.ndarray, sheet, dpi: int) -> float:
    """Distance between horizontal grid lines down the first hex column, in pixels."""
    layout = sheet.options.layout
    x = round((sheet.viewport.x + layout.size * 1.42) * dpi)             # inside the flat edge, clear of the id
    top, bottom = round(sheet.viewport.y * dpi), round(sheet.viewport.bottom * dpi)
    centres = [top + a + n / 2 for a, n in runs(image[top:bottom, x], dark=120)]
    return float(np.median(np.diff(centres)))


def _bars(image: np.ndarray, sheet, dpi: int) -> list[int]:
    """Lengths in pixels of the solid black bars in the label strip, longest first."""
    s = sheet.strip
    region = image[round(s.y * dpi):round(s.bottom * dpi), round(s.x * dpi):round(s.right * dpi)]
    if sheet.strip_side == "right":
        region = region.T
    found = {}
    for line in region:
        for start, length in runs(line, dark=40):
            if length > dpi / 3:
                found[start // 10] = max(found.get(start // 10, 0), length)
    return sorted(found.values(), reverse=True)


@pytest.mark.parametrize("paper,orientation,hex_size", [("letter", "portrait", 1.25), ("a4", "portrait", 1.25),
                                                        ("letter", "landscape", 32 / 25.4)])
def test_true_scale_measured_on_a_rendered_page(tmp_path, paper, orientation, hex_size):
    options = Options(paper=paper, orientation=orientation, hex_size=hex_size)
    out = tmp_path / "sheet.pdf"
    export_map(_blank(), out, options)
    sheet = plan(16, 17, options)
    image = render_pdf_page(out, 2, DPI)
    assert _hex_pitch(image, sheet, DPI) == pytest.approx(hex_size * DPI, abs=1.0)
    inch, mm25 = _bars(image, sheet, DPI)[:2]
    assert inch == pytest.approx(DPI, abs=1.5)
    assert mm25 == pytest.approx(25 / 25.4 * DPI, abs=1.5)


def test_every_page_carries_the_scale_bar(tmp_path):
    options = Options(orientation="landscape")
    out = tmp_path / "sheet.pdf"
    export_map(_blank(), out, options)
    sheet = plan(16, 17, options)
    for page in range(1, sheet.page_count + 1):
        strip_sheet = sheet if page > 1 else replace(sheet, strip=sheet.footer, strip_side="bottom")
        assert _bars(render_pdf_page(out, page, 100), strip_sheet, 100)[:2] == [pytest.approx(100, abs=1.5),
                                                                               pytest.approx(98.4, abs=1.5)]


def test_hex_ids_legible_at_print_size(tmp_path):
    """The digits of hex 0101's id stand at least 6 pt tall on the printed page."""
    options = Options()
    out = tmp_path / "sheet.pdf"
    export_map(_blank(), out, options)
    sheet = plan(16, 17, options)
    image = render_pdf_page(out, 2, DPI)
    cx, top = (sheet.viewport.x + options.layout.size) * DPI, sheet.viewport.y * DPI
    box = image[round(top + 0.03 * DPI):round(top + options.layout.size * 0.5 * DPI),
                round(cx - 0.3 * DPI):round(cx + 0.3 * DPI)]
    rows = np.flatnonzero((box < 120).any(axis=1))
    assert rows.size, "no hex id at the top of hex 0101"
    assert (rows[-1] - rows[0] + 1) / DPI * 72 >= 6


def test_legend_names_terrain_conditions_and_house_rules(tmp_path):
    from hmeditor.core.model import AcceptedFinding
    hex_map = read_map(MAPS / "open-terrain-2-movement-example.hmap")
    hex_map.accepted.append(AcceptedFinding("snow-on-jungle", ("0809",)))
    out = tmp_path / "sheet.pdf"
    export_map(hex_map, out, Options())
    legend = page_text(out, 0)
    for text in ("Light woods", "Ultra-heavy jungle", "Mud", "Deep snow", "Weather: blizzard",
                 "All other conditions standard", "House rules", "snow on jungle in 0809", "R1C1 · p 2"):
        assert text in legend, text
    assert "Gravity" not in legend                      # standard: not named
    export_map(read_map(MAPS / "open-terrain-2-movement-example.hmap"), out, Options())
    assert "House rules" not in page_text(out, 0)
