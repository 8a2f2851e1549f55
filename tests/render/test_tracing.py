"""Terrain read back from a scan of our own print: a corpus board printed, turned 7 degrees, shrunk
to 80 % and saved as a JPEG, aligned by two hexes, suggests nearly every hex's terrain and level."""

import pytest
from PySide6.QtGui import QImage

from hmeditor.core.cell import Cell
from hmeditor.core.hexgrid import Layout
from hmeditor.core.io import read_map
from hmeditor.core.trace import Candidate, hex_colours, suggest
from hmeditor.core.underlay import Underlay, inverse, placement
from hmeditor.export import ensure_gui_app
from hmeditor.render.tracing import image_pixels, printed_candidates
from tests.conftest import SHARED
from tests.render.scans import make_scan

CORPUS = SHARED / "corpus" / "megamek"
BOARDS = ("16x17-Rolling-Hills-1", "16x17-Lake-Area", "16x17-City-Downtown", "16x17-Heavy-Forest-1",
          "16x17-Desert-Hills")


def traced(board: str, folder):
    ensure_gui_app()
    m = read_map(CORPUS / f"{board}.board")
    path, hexes = make_scan(m, folder)
    scan = QImage(str(path))
    layout = Layout(1.0)
    to_image = inverse(placement(Underlay(path.name, hexes), m, layout, (scan.width(), scan.height())))
    colours, covered = hex_colours(image_pixels(scan), to_image, m, layout)
    return m, suggest(colours, covered, printed_candidates(), {})


@pytest.mark.parametrize("board", BOARDS)
def test_a_scan_of_a_corpus_board_gives_back_its_terrain_and_levels(board, tmp_path):
    m, s = traced(board, tmp_path)
    assert len(s.cells) == m.width * m.height
    right = [f for f, c in s.cells.items() if (c.base, c.level) == (m.cell(*m.offset(f)).base,
                                                                    m.cell(*m.offset(f)).level)]
    assert len(right) >= 0.95 * len(s.cells)
    wrong_unmarked = [f for f, c in s.cells.items() if c.base != m.cell(*m.offset(f)).base and f not in s.doubtful]
    assert len(wrong_unmarked) <= 0.02 * len(s.cells)


def test_the_users_examples_win_over_the_printed_colours_and_keep_their_hexes():
    colours = [[200, 40, 40], [201, 41, 40], [10, 200, 10]]
    printed = [Candidate(Cell("clear"), (205, 45, 45)), Candidate(Cell("light_woods"), (10, 200, 10))]
    examples = {0: Cell("magma_liquid")}
    s = suggest(colours, [True, True, True], printed, examples)
    assert s.cells == {0: Cell("magma_liquid"), 1: Cell("magma_liquid"), 2: Cell("light_woods")}


def test_a_colour_far_from_every_terrain_or_between_two_is_doubtful():
    printed = [Candidate(Cell("clear"), (236, 230, 207)), Candidate(Cell("water", (1,)), (140, 180, 220))]
    s = suggest([[236, 230, 207], [255, 0, 255], [188, 205, 213]], [True, True, True], printed, {})
    assert s.doubtful == {1, 2}
    assert suggest([[0, 0, 0]], [False], printed, {}).cells == {}
