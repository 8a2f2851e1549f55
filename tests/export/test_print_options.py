"""The print options as a player uses them (`hmeditor export ... --no-ids --no-labels --no-legend
--greyscale --pages --paper`), checked on what the sheets show: the PDF's text, its pages and their
size, the colours of a PNG, SVG and PDF page."""

import re

import numpy as np
import pypdfium2
import pytest
from pypdf import PdfReader

from hmeditor.core import edits
from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from hmeditor.export import Options, export_map
from tests.conftest import MAPS

from .test_pdf import page_sizes, page_text

EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"


def four_pages(tmp_path):
    """A map printed on four Letter pages (the assembly page and three map pages)."""
    m = HexMap(13, 8, "four pages")
    edits.paint_base(m, [(2, 2)], "light_woods").apply(m)
    path = tmp_path / "four.hmap"
    write_map(m, path)
    return path


def colours(rgb: np.ndarray) -> int:
    """How many pixels of an (h, w, 3) image are not grey."""
    return int(((rgb[..., 0] != rgb[..., 1]) | (rgb[..., 1] != rgb[..., 2])).sum())


def png_rgb(path) -> np.ndarray:
    from PySide6.QtGui import QImage
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return data[:, :3 * image.width()].reshape(image.height(), image.width(), 3).copy()


def test_no_ids_prints_no_hex_id_and_no_labels_no_label(run_cli, tmp_path):
    plain, bare = tmp_path / "plain.pdf", tmp_path / "bare.pdf"
    assert run_cli("export", EXAMPLE, "-o", plain).returncode == 0
    result = run_cli("export", EXAMPLE, "-o", bare, "--no-ids", "--no-labels")
    assert result.returncode == 0, result.stderr
    text, without = page_text(plain, 1), page_text(bare, 1)
    assert "0101" in text and "LT WOODS" in text
    assert not re.search(r"\b\d{4}\b", without.split("R1C1")[0]) and "LT WOODS" not in without
    assert "R1C1" in without                       # the page's own label stays


def test_no_labels_keeps_the_ids(run_cli, tmp_path):
    out = tmp_path / "ids.pdf"
    assert run_cli("export", EXAMPLE, "-o", out, "--no-labels").returncode == 0
    assert "0101" in page_text(out, 1) and "LT WOODS" not in page_text(out, 1)


def test_no_legend_leaves_the_legend_off_the_assembly_page(run_cli, tmp_path):
    out = tmp_path / "sheet.pdf"
    assert run_cli("export", EXAMPLE, "-o", out, "--no-legend").returncode == 0
    first = page_text(out, 0)
    assert "Assembly" in first and "R1C1" in first
    assert "Light woods" not in first and "Planetary conditions" not in first and "House rules" not in first


def test_pages_writes_only_those_pages_numbered_as_on_the_assembly_page(run_cli, tmp_path):
    out = tmp_path / "some.pdf"
    result = run_cli("export", MAPS / "blank-16x17.hmap", "-o", out, "--pages", "3,5-7")
    assert result.returncode == 0, result.stderr
    assert len(PdfReader(str(out)).pages) == 4
    for index, page in enumerate((3, 5, 6, 7)):
        assert f"page {page} of 10" in page_text(out, index)


@pytest.mark.parametrize("args,message", [
    (["--pages", "9"], "--pages: there is no page 9: the sheet has 4 pages"),
    (["--pages", "3-1"], "--pages: the range 3-1 runs backwards"),
    (["--pages", "0"], "--pages: pages are numbered from 1"),
    (["--pages", "2,x"], "--pages: 'x' is not a page"),
    (["--pages", "2", "-o", "map.png"], "--pages picks pages of a PDF"),
    (["--vtt"], "--vtt writes a PNG"),
])
def test_a_bad_print_option_is_one_line_and_writes_nothing(run_cli, tmp_path, args, message):
    result = run_cli("export", four_pages(tmp_path), "-o", tmp_path / "sheet.pdf", *args, cwd=tmp_path)
    assert result.returncode == 2
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert not (tmp_path / "sheet.pdf").exists() and not (tmp_path / "map.png").exists()


def test_legal_paper_and_a_custom_one(run_cli, tmp_path):
    out = tmp_path / "legal.pdf"
    assert run_cli("export", EXAMPLE, "-o", out, "--paper", "legal").returncode == 0
    assert set(page_sizes(out)) == {(612, 1008)}
    assert "Legal portrait" in page_text(out, 0)
    custom = tmp_path / "custom.pdf"
    export_map(HexMap(16, 17), custom, Options(paper="custom", custom_paper=(13, 8.5), orientation="landscape"))
    assert {tuple(round(v) for v in size) for size in page_sizes(custom)} == {(936, 612)}
    assert "8.5 x 13 in landscape" in page_text(custom, 0)


def test_greyscale_prints_no_colour(qapp, run_cli, tmp_path):
    for name in ("colour.png", "grey.png"):
        args = ["--greyscale"] if name == "grey.png" else []
        assert run_cli("export", EXAMPLE, "-o", tmp_path / name, "--dpi", "40", *args).returncode == 0
    assert colours(png_rgb(tmp_path / "colour.png")) > 1000
    grey = png_rgb(tmp_path / "grey.png")
    assert colours(grey) == 0 and len(np.unique(grey)) > 20       # greys: terrains still apart


def test_a_greyscale_pdf_page_and_svg_hold_no_colour(tmp_path):
    from hmeditor.core.io import read_map
    hex_map = read_map(EXAMPLE)
    export_map(hex_map, tmp_path / "grey.pdf", Options(greyscale=True, pages=(1, 2)))
    document = pypdfium2.PdfDocument(str(tmp_path / "grey.pdf"))
    try:
        for page in document:
            rgb = page.render(scale=50 / 72).to_numpy()[..., :3]
            assert colours(rgb) == 0
    finally:
        document.close()
    export_map(hex_map, tmp_path / "grey.svg", Options(greyscale=True))
    svg = (tmp_path / "grey.svg").read_text()
    found = re.findall(r'(?:fill|stroke|stop-color)="#(..)(..)(..)"', svg)
    assert found and all(r == g == b for r, g, b in found)
