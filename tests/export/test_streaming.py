"""Issue 19: exports stream into the file as they draw (memory bounded at any map size), and a
single PDF page too large to open is refused with sizes that open offered instead."""

import numpy as np
import pypdf
import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from hmeditor.core.model import HexMap
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.export import Options, ensure_gui_app, export_map, svg
from hmeditor.export.sheets import page_problem

from .helpers import render_pdf_page


def varied_map(side: int) -> HexMap:
    m = HexMap(side, side, "bands")
    rng = np.random.default_rng(3)
    m.base[:] = rng.choice([BASE_INDEX[n] for n in ("clear", "heavy_woods", "water", "rough")], m.base.shape)
    m.level[:] = rng.integers(0, 3, m.base.shape)
    return m


def svg_image(path) -> QImage:
    ensure_gui_app()
    image = QImage(300, 340, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    QSvgRenderer(str(path)).render(painter)
    painter.end()
    return image


def test_an_svg_drawn_in_bands_is_the_drawing_of_the_whole_map(tmp_path, monkeypatch):
    m = varied_map(9)
    export_map(m, tmp_path / "whole.svg", Options())
    monkeypatch.setattr(svg, "BAND_HEXES", 20)              # two rows a band: five bands
    export_map(m, tmp_path / "bands.svg", Options())
    bands = (tmp_path / "bands.svg").read_text(encoding="utf-8")
    assert bands.count("<svg") == 1 and bands.rstrip().endswith("</svg>")
    # The same drawing: only anti-aliased edges where hexes of one colour meet may differ a little.
    difference = np.abs(pixels(svg_image(tmp_path / "bands.svg")) - pixels(svg_image(tmp_path / "whole.svg")))
    assert difference.max() <= 40 and (difference > 8).mean() < 0.003


def pixels(image: QImage) -> np.ndarray:
    return np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.width(), 4).astype(int)


@pytest.mark.parametrize("suffix, single_page", [(".svg", False), (".pdf", False), (".pdf", True)])
def test_exports_are_written_while_they_draw(tmp_path, monkeypatch, suffix, single_page):
    """The temporary file beside the target already holds the drawing of the first parts while the
    last is drawn: nothing holds the whole document (or the whole of a single page) in memory."""
    from hmeditor.export import pages
    m = varied_map(12)
    sizes, draw_map = [], pages.SheetPainter.draw_map

    def watched(self, *args, **kwargs):
        sizes.append(sum(p.stat().st_size for p in tmp_path.glob(".out*.tmp")))
        draw_map(self, *args, **kwargs)
    monkeypatch.setattr(pages.SheetPainter, "draw_map", watched)
    monkeypatch.setattr(svg, "BAND_HEXES", 24)
    monkeypatch.setattr(pages, "BAND_HEXES", 24)
    export_map(m, tmp_path / f"out{suffix}", Options(hex_size=1.25, single_page=single_page))
    assert len(sizes) > 2 and sizes[0] == 0 and sizes[-1] > 0


def test_a_single_page_drawn_in_parts_is_one_page_showing_the_whole_map(tmp_path, monkeypatch):
    """Its parts, each drawn on a page of its own, laid on one page: the drawing of the map drawn whole."""
    from hmeditor.export import pages
    m = varied_map(9)
    export_map(m, tmp_path / "whole.pdf", Options(single_page=True, hex_size=0.5))
    monkeypatch.setattr(pages, "BAND_HEXES", 20)             # two rows a band: five bands, four layers each
    export_map(m, tmp_path / "parts.pdf", Options(single_page=True, hex_size=0.5))
    whole, parts = (pypdf.PdfReader(tmp_path / f"{name}.pdf") for name in ("whole", "parts"))
    assert len(parts.pages) == 1 and len(parts.pages[0]["/Contents"]) == 3 * (5 * 4 + 1)
    assert parts.pages[0].mediabox == whole.pages[0].mediabox
    drawn = [render_pdf_page(tmp_path / f"{name}.pdf", 1, 100).astype(int) for name in ("whole", "parts")]
    assert drawn[0].shape == drawn[1].shape
    # Only anti-aliased edges where hexes of one colour meet across two bands may differ a little.
    difference = np.abs(drawn[0] - drawn[1])
    assert difference.max() <= 50 and (difference > 8).mean() < 0.003
    assert (drawn[1] < 250).mean() > 0.5                       # and it is a drawing, not a blank page


def test_a_single_page_too_large_to_open_is_refused_with_sizes_that_open(run_cli, tmp_path):
    out = tmp_path / "big.pdf"
    result = run_cli("export", make_map(tmp_path, 300), "-o", out, "--single-page")
    assert result.returncode == 2 and not out.exists()
    assert "one page of 325 x 378 in is larger than PDF readers open (200 in a side)" in result.stderr
    assert "hexes of at most 0.65 in" in result.stderr and "tiled posters (paper arch-e" in result.stderr
    assert page_problem(300, 300, Options(single_page=True, hex_size=0.65)) is None
    assert page_problem(300, 300, Options(single_page=True, hex_size=0.7)) is not None


def test_posters_print_a_large_map_on_pages_that_open(run_cli, tmp_path):
    out = tmp_path / "posters.pdf"
    result = run_cli("export", make_map(tmp_path, 60), "-o", out, "--paper", "arch-e")
    assert result.returncode == 0, result.stderr
    pages = pypdf.PdfReader(out).pages
    sizes = {(round(float(p.mediabox.width) / 72), round(float(p.mediabox.height) / 72)) for p in pages}
    assert sizes == {(36, 48)} and len(pages) > 2


def make_map(tmp_path, side: int):
    from hmeditor.core.io import write_map
    path = tmp_path / f"m{side}.hmap"
    write_map(varied_map(side), path)
    return path


@pytest.mark.parametrize("suffix", [".svg", ".pdf"])
def test_a_document_cut_short_by_its_last_write_fails_and_keeps_the_old_file(run_cli, tmp_path, suffix):
    """Qt does not look at a short write; the last one is caught by the document's missing ending."""
    import resource
    source = make_map(tmp_path, 6)
    complete = tmp_path / f"complete{suffix}"
    assert run_cli("export", source, "-o", complete).returncode == 0
    out = tmp_path / f"out{suffix}"
    out.write_bytes(b"the old file")
    limit = complete.stat().st_size - 3
    result = run_cli("export", source, "-o", out,
                     preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit)))
    assert result.returncode == 2 and result.stderr.strip().endswith("File too large"), result.stderr
    assert out.read_bytes() == b"the old file"
