"""Page layout: page counts on Letter and A4, and every hex whole on at least one page."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hmeditor.export.sheets import MARGIN, Options, Rect, plan, tile_starts
from hmeditor.export.units import parse_length

# A standard 16 x 17 sheet at 1.25 in hexes (the map is 17.7 x 21.9 in). Whole hexes on some page
# cost pages over plain 0.5 in overlaps: A4 landscape needs a fourth row (landscape.md reckons 6).
EXPECTED_TILES = {("letter", "landscape"): (3, 2), ("letter", "portrait"): (3, 3),
                  ("a4", "landscape"): (4, 2), ("a4", "portrait"): (2, 3)}


def hex_box(options: Options, col: int, row: int) -> Rect:
    layout = options.layout
    cx, cy = layout.center(col, row)
    return Rect(cx - layout.size, cy - layout.flat_width / 2, 2 * layout.size, layout.flat_width)


def assert_every_hex_whole(width: int, height: int, options: Options) -> None:
    sheet = plan(width, height, options)
    for col in range(width):
        for row in range(height):
            box = hex_box(options, col, row)
            assert any(t.area.contains(box) for t in sheet.tiles), f"hex {col},{row} is cut on every page"


@pytest.mark.parametrize("paper,orientation", sorted(EXPECTED_TILES))
def test_standard_sheet_page_counts(paper, orientation):
    options = Options(paper=paper, orientation=orientation)
    sheet = plan(16, 17, options)
    assert (sheet.rows, sheet.cols) == EXPECTED_TILES[paper, orientation]
    assert sheet.page_count == sheet.rows * sheet.cols + 1          # plus the assembly page
    assert_every_hex_whole(16, 17, options)


@pytest.mark.parametrize("paper,orientation", sorted(EXPECTED_TILES))
def test_pages_fit_the_paper_and_overlap(paper, orientation):
    options = Options(paper=paper, orientation=orientation)
    sheet = plan(16, 17, options)
    pw, ph = sheet.page_size
    assert (min(pw, ph), max(pw, ph)) == pytest.approx(sorted(options.paper_size))
    assert sheet.viewport.x >= MARGIN and sheet.viewport.right <= pw - MARGIN + 1e-9
    assert sheet.viewport.bottom <= ph - MARGIN + 1e-9
    for t in sheet.tiles:
        assert t.area.w <= sheet.viewport.w + 1e-9 and t.area.h <= sheet.viewport.h + 1e-9
        if t.col:
            assert sheet.tile_at(t.row, t.col - 1).area.right - t.area.x >= options.overlap - 1e-9
        if t.row:
            assert sheet.tile_at(t.row - 1, t.col).area.bottom - t.area.y >= options.overlap - 1e-9
    assert [t.page for t in sheet.tiles] == list(range(2, sheet.page_count + 1))


def test_single_page_holds_the_whole_map_and_legend():
    sheet = plan(16, 17, Options(single_page=True))
    mw, mh = sheet.map_size
    assert (mw, mh) == pytest.approx((1.25 / math.sqrt(3) * 24.5, 1.25 * 17.5))     # 17.7 x 21.9 in
    assert sheet.page_count == 1 and sheet.viewport.w == pytest.approx(mw)
    assert sheet.strip.y >= sheet.viewport.bottom and sheet.strip.bottom < sheet.page_size[1]


@settings(max_examples=40, deadline=None)
@given(width=st.integers(1, 40), height=st.integers(1, 40), hex_size=st.sampled_from([0.5, 1.0, 1.25, 2.0]),
       overlap=st.sampled_from([0.0, 0.25, 0.5, 1.0]), paper=st.sampled_from(["letter", "a4"]),
       orientation=st.sampled_from(["portrait", "landscape"]))
def test_every_hex_whole_on_some_page(width, height, hex_size, overlap, paper, orientation):
    assert_every_hex_whole(width, height, Options(paper, orientation, hex_size, overlap))


def test_a_hex_bigger_than_the_page_is_refused():
    with pytest.raises(ValueError, match="smaller hex size"):
        plan(3, 3, Options(hex_size=9))


def test_tile_starts_back_up_to_a_cut_hex():
    import numpy as np
    spans = np.array([[0.0, 1.0], [0.9, 1.9], [1.8, 2.8]])
    assert tile_starts(spans, 2.0, 0.1, 2.8) == [0.0, 1.8]     # not 1.9: the hex at 1.8 is cut


@pytest.mark.parametrize("text,inches", [("1.25in", 1.25), ("32mm", 32 / 25.4), ("3.2 cm", 3.2 / 2.54),
                                         ("90pt", 1.25), ("2", 2.0), ('1.5"', 1.5), ("1.25IN", 1.25)])
def test_parse_length(text, inches):
    assert parse_length(text) == pytest.approx(inches)


@pytest.mark.parametrize("text", ["", "in", "-1in", "1.25 furlongs", "1,25in", "1in2"])
def test_parse_length_refuses(text):
    with pytest.raises(ValueError, match="not a length"):
        parse_length(text)


@pytest.mark.parametrize("kwargs,message", [({"hex_size": 0}, "hex size"), ({"overlap": 5}, "overlap"),
                                            ({"dpi": 5}, "dpi"), ({"paper": "foolscap"}, "paper"),
                                            ({"paper": "custom"}, "custom paper"),
                                            ({"paper": "custom", "custom_paper": (1, 11)}, "custom paper")])
def test_options_refuse_bad_values(kwargs, message):
    with pytest.raises(ValueError, match=message):
        Options(**kwargs)
