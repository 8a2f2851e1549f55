"""Issue 19: a tiled PDF of 1000 x 1000 hexes has 19,163 pages, so a page is drawn in few calls
(label blocks laid out once and placed as glyph runs, the hex ids as one glyph run, symbols placed
with transforms worked out at once and written in their own coordinates). Drawn so, a PDF page must
look as the plain drawing, hex by hex, looks."""

from dataclasses import replace

import numpy as np
import pytest
from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPdfWriter

from hmeditor.core.hexgrid import Layout
from hmeditor.core.io import read_map
from hmeditor.export import Options, export_map, plan
from hmeditor.export.pdf import RESOLUTION
from hmeditor.render.painter import LABEL_ROUNDING, MapPainter
from hmeditor.render.style import default_style
from hmeditor.render.symbols import DRAWERS, SymbolCache, draw_symbol, draw_symbols
from hmeditor.render.vectors import draw_label_blocks

from ..benchmark import busy_map
from ..conftest import SHARED
from .helpers import render_pdf_area, render_pdf_page

pytestmark = pytest.mark.usefixtures("qapp")

DPI = 300
SCALE = 0.4                 # points per map unit: a hex 100 units across is 40 pt on the page
BLOCKS = [("LEVEL 2",), ("LT WOODS", "MUD", "DEEP SNOW"), ("LEVEL -1", "HARDENED BLDG 3"),
          ("LEVEL 12", "ULTRA-HEAVY JUNGLE", "SWAMP", "HEAVY SMOKE")]          # the last in a smaller font


def pdf_drawing(path, draw, scale: float = SCALE) -> np.ndarray:
    """A page drawn by `draw(painter)` in map units (`scale` points each), rendered at DPI: lightness 0..255."""
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setPageMargins(QMarginsF(0, 0, 0, 0))
    painter = QPainter(writer)
    painter.scale(RESOLUTION / 72 * scale, RESOLUTION / 72 * scale)
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
        style = default_style()
        draw_label_blocks(p, blocks, np.arange(len(BLOCKS)), x, y, 50.0 * LABEL_ROUNDING, style.colour("label_back"),
                          style.colour("text"))

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


def test_symbols_placed_at_once_on_a_pdf_page_look_as_placed_one_by_one(tmp_path):
    symbols = SymbolCache(50.0)
    keys = [(name, density, "#c0392b") for name in sorted(DRAWERS) for density in (1, 3)]
    pictures = {k: symbols.picture(*key) for k, key in enumerate(keys)}
    which = np.arange(len(keys)).repeat(2)[::-1].copy()                        # each twice, in no order
    x, y = (np.arange(len(which)) % 12) * 110.0 + 60.3, (np.arange(len(which)) // 12) * 110.0 + 60.6

    def one_by_one(p):
        for k, px, py in zip(which.tolist(), x.tolist(), y.tolist()):
            draw_symbol(p, QPointF(px, py), pictures[k])

    plain = pdf_drawing(tmp_path / "plain.pdf", one_by_one)
    fast = pdf_drawing(tmp_path / "fast.pdf", lambda p: draw_symbols(p, pictures, which, x, y))
    assert (plain < 200).mean() > 0.01                                   # the symbols are there
    assert np.array_equal(plain, fast)


def test_symbols_on_a_pdf_page_look_the_same_with_their_outlines_hidden_and_are_written_smaller(tmp_path):
    """A shape filled without an outline gets one that draws nothing, so that Qt writes it in the
    symbol's own coordinates: the same text in every hex, which compresses to little."""
    keys = [(name, density, "#c0392b") for name in sorted(DRAWERS) for density in (1, 3)]
    which = np.arange(len(keys)).repeat(6)
    n = np.arange(len(which))                               # 12 x 12 places, taken over again a little aside
    x, y = n % 12 * 110.0 + n // 144 * 5.3 + 60.3, n // 12 % 12 * 110.0 + 60.6
    drawn, size = [], []
    for name, cache in (("plain", SymbolCache(50.0)), ("hidden", SymbolCache(50.0, hidden_outlines=True))):
        pictures = {k: cache.picture(*key) for k, key in enumerate(keys)}
        drawn.append(pdf_drawing(tmp_path / f"{name}.pdf",
                                 lambda p, pictures=pictures: draw_symbols(p, pictures, which, x, y)))
        size.append((tmp_path / f"{name}.pdf").stat().st_size)
    difference = np.abs(drawn[0] - drawn[1])
    assert (drawn[0] < 200).mean() > 0.01                               # the symbols are there
    assert np.mean(difference > 8) < 0.0005 and np.mean(difference > 40) < 0.0002   # edges anti-aliased apart
    assert size[1] < 0.6 * size[0]


def test_hex_ids_in_one_glyph_run_are_where_drawtext_puts_them(tmp_path):
    painter = MapPainter(Layout(50.0))
    ids = [f"{c:03d}{r:03d}" for c in (1, 7, 10, 38, 999) for r in (1, 4, 19, 90, 678)] + ["123456", "000000"]
    left, top = np.arange(len(ids)) % 4 * 90.0 + 10.37, np.arange(len(ids)) // 4 * 40.0 + 10.61
    size = (50.0, 13.0)

    def one_by_one(p):
        p.setFont(painter.id_font)
        for text, x, y in zip(ids, left.tolist(), top.tolist()):
            p.drawText(QRectF(x, y, *size), Qt.AlignmentFlag.AlignCenter, text)

    plain = pdf_drawing(tmp_path / "plain.pdf", one_by_one, scale=1.5)       # digits 16 pt tall
    fast = pdf_drawing(tmp_path / "fast.pdf", lambda p: painter.pdf_ids.draw(p, ids, left, top, *size), scale=1.5)
    assert (plain < 128).sum() > 1000 and np.array_equal(plain, fast)


@pytest.mark.parametrize("source", ["busy", "downtown"])
def test_each_tile_page_shows_what_the_whole_map_shows_in_its_part(tmp_path, source):
    """Every hex reaching into a page's part of the map is drawn there as on the whole map, those cut
    by the page's edges too (their roads, labels and symbols up to the edge)."""
    hex_map = busy_map(14) if source == "busy" else read_map(SHARED / "corpus/megamek/16x17-City-Downtown.board")
    options = Options(hex_size=0.8)
    export_map(hex_map, tmp_path / "tiles.pdf", options)
    export_map(hex_map, tmp_path / "whole.pdf", replace(options, single_page=True))
    sheet, whole = plan(hex_map.width, hex_map.height, options), plan(hex_map.width, hex_map.height,
                                                                      replace(options, single_page=True))
    assert len(sheet.tiles) >= 4
    vp, dpi = sheet.viewport, 150
    for tile in sheet.tiles:
        area = tile.area
        page = render_pdf_area(tmp_path / "tiles.pdf", tile.page, dpi, vp.x, vp.y, area.w, area.h).astype(int)
        alone = render_pdf_area(tmp_path / "whole.pdf", 1, dpi, whole.viewport.x + area.x, whole.viewport.y + area.y,
                                area.w, area.h).astype(int)
        compared = np.ones(page.shape, bool)
        compared[:, :1] = compared[:, -1:] = compared[:1] = compared[-1:] = False     # the page's clipped edges
        for right in [sheet.tile_at(tile.row, tile.col + 1)] if tile.col + 1 < sheet.cols else []:
            x = round((right.area.x - area.x) * dpi)                 # its alignment line and label
            compared[:, x - 3:x + round(dpi * 12 / 72)] = False
        for below in [sheet.tile_at(tile.row + 1, tile.col)] if tile.row + 1 < sheet.rows else []:
            y = round((below.area.y - area.y) * dpi)
            compared[y - 3:y + round(dpi * 12 / 72)] = False
        assert (page[compared] < 128).mean() > 0.01, tile.name                  # a drawing, not a blank page
        difference = near_difference(page, alone)[compared]
        assert difference.max() <= 64 and (difference > 16).mean() < 1e-4, tile.name   # anti-aliasing apart


def near_difference(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """How far each pixel of `a` is from the closest of the pixel and its eight neighbours in `b`:
    a PDF renderer puts glyphs on whole pixels, and where a page starts moves a glyph by one."""
    b = np.pad(b, 1, mode="edge")
    h, w = a.shape
    return np.min([np.abs(a - b[1 + dy:1 + dy + h, 1 + dx:1 + dx + w]) for dy in (-1, 0, 1) for dx in (-1, 0, 1)],
                  axis=0)
