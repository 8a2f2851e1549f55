"""Issue 19: a tiled PDF of 1000 x 1000 hexes has 19,163 pages, so a page is drawn in few calls
(label blocks laid out once and placed as glyph runs, ...). Drawn so, a PDF page must look as the
plain drawing, hex by hex, looks."""

import numpy as np
import pytest
from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPainter, QPdfWriter

from hmeditor.core.hexgrid import Layout
from hmeditor.export.pdf import RESOLUTION
from hmeditor.render.painter import LABEL_BACK, LABEL_ROUNDING, TEXT_COLOUR, MapPainter
from hmeditor.render.vectors import draw_label_blocks

from .helpers import render_pdf_page

pytestmark = pytest.mark.usefixtures("qapp")

DPI = 300
SCALE = 0.4                 # points per map unit: a hex 100 units across is 40 pt on the page
BLOCKS = [("LEVEL 2",), ("LT WOODS", "MUD", "DEEP SNOW"), ("LEVEL -1", "HARDENED BLDG 3"),
          ("LEVEL 12", "ULTRA-HEAVY JUNGLE", "SWAMP", "HEAVY SMOKE")]          # the last in a smaller font


def pdf_drawing(path, draw) -> np.ndarray:
    """A page drawn by `draw(painter)` in map units, rendered at DPI: lightness 0..255."""
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setPageMargins(QMarginsF(0, 0, 0, 0))
    painter = QPainter(writer)
    painter.scale(RESOLUTION / 72 * SCALE, RESOLUTION / 72 * SCALE)
    draw(painter)
    painter.end()
    return render_pdf_page(path, 1, DPI).astype(int)


def test_label_blocks_on_a_pdf_page_are_where_drawtext_puts_them(tmp_path):
    painter = MapPainter(Layout(50.0))
    x, y = np.arange(len(BLOCKS)) * 130.0 + 80.3, np.full(len(BLOCKS), 100.7)

    def one_by_one(p):
        for lines, px, py in zip(BLOCKS, x, y):
            painter._label_block(p, float(px), float(py), lines)

    def batched(p):
        blocks = [painter._label_layout(lines) for lines in BLOCKS]
        draw_label_blocks(p, blocks, np.arange(len(BLOCKS)), x, y, 50.0 * LABEL_ROUNDING, LABEL_BACK, TEXT_COLOUR)

    plain, fast = pdf_drawing(tmp_path / "plain.pdf", one_by_one), pdf_drawing(tmp_path / "fast.pdf", batched)
    # drawText clips the lines to their rect: a sliver of the last line's letters below it is not drawn
    below = np.zeros(plain.shape, bool)
    for lines, px, py in zip(BLOCKS, x, y):
        r = painter._label_layout(lines).text_rect.translated(px, py)
        to_px = SCALE * DPI / 72
        below[round(r.bottom() * to_px) - 1:round((r.bottom() + 3) * to_px),
              round(r.left() * to_px):round(r.right() * to_px)] = True
    assert (plain < 128).sum() > 1000                                    # the texts are there
    assert np.array_equal(plain[~below], fast[~below])
    assert painter._label_layout(BLOCKS[-1]).font.pixelSize() < painter.label_font.pixelSize()
