"""Fill colours: the terrain's colour darkened by level or water depth, or lightened below ground."""

import re
from pathlib import Path

import numpy as np
import pytest
import yaml
from PySide6.QtGui import QColor, QImage

import hmeditor.render
from hmeditor.core.hexgrid import PAINT_SIZE, Layout
from hmeditor.core.model import HexMap
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.render import painting
from hmeditor.render.painter import MapPainter
from hmeditor.render.style import Style, default_style
from hmeditor.resources import data_path


def expected(terrain: str, amount: float) -> tuple[int, int, int]:
    """The formula by hand: darken by `amount` (at most 80%), or mix in white by 80% of -amount."""
    rgb = QColor(default_style().base[BASE_INDEX[terrain]].colour).getRgb()[:3]
    if amount >= 0:
        return tuple(round(c * (1 - min(amount, 0.8))) for c in rgb)
    white = min(-amount * 0.8, 0.8)
    return tuple(round(c + (255 - c) * white) for c in rgb)


CASES = [("clear", float("nan"), 0.0), ("clear", float("nan"), 3.0), ("clear", float("nan"), -2.0),
         ("light_woods", float("nan"), 20.0), ("water", 2.0, 0.0), ("water", float("nan"), 5.0),
         ("water", 9.0, 0.0), ("rough", float("nan"), -30.0), ("clear", float("nan"), -8.0)]
FRACTIONS = [("clear", float("nan"), 1.5), ("water", 2.5, 0.0), ("clear", float("nan"), -0.5),
             ("light_woods", float("nan"), 200.0)]          # beyond the table of whole steps too


@pytest.mark.parametrize("cases", [CASES, FRACTIONS, CASES + FRACTIONS])
def test_whole_arrays_and_single_hexes_get_the_formulas_colours(cases):
    style = default_style()
    base = np.array([BASE_INDEX[t] for t, _, _ in cases], np.uint8)
    depth = np.array([d for _, d, _ in cases], np.float32)
    level = np.array([lv for _, _, lv in cases], np.float32)
    words = style.fill_rgb32(base, depth, level)
    rgb = style.fill_rgb(base, depth, level)
    for k, (terrain, d, lv) in enumerate(cases):
        amount = style.water_depth_step * np.nan_to_num(d) if terrain == "water" else style.level_step * lv
        want = expected(terrain, amount)
        got = tuple(int(words[k]) >> shift & 0xFF for shift in (16, 8, 0))
        assert got == pytest.approx(want, abs=1), (terrain, d, lv)
        assert tuple(rgb[k]) == got and int(words[k]) >> 24 == 0xFF
        assert style.fill(int(base[k]), float(d), float(lv)).getRgb()[:3] == got


def test_a_grid_of_hexes_keeps_its_shape():
    style = default_style()
    base = np.full((3, 4), BASE_INDEX["water"], np.uint8)
    assert style.fill_rgb32(base, np.ones((3, 4), np.float32), np.zeros((3, 4), np.float32)).shape == (3, 4)
    assert style.fill_rgb(base, np.ones((3, 4), np.float32), np.zeros((3, 4), np.float32)).shape == (3, 4, 3)


@pytest.mark.parametrize("cell, labels", [
    ("clear", []),
    ("light_woods +mud @2", ["LEVEL 2", "LT WOODS", "MUD"]),
    ("water:3 @-1.5", ["LEVEL -1.5", "DEPTH 3"]),
    ("ruins:2", ["RUINS 2F"]),
    ("ruins:2:4", ["RUINS 2F 4\""]),                       # the floor spacing only when not the usual
    ("building:heavy:4 +deep_snow +mud", ["HEAVY BLDG 4", "MUD", "DEEP SNOW"]),
])
def test_a_hex_is_labelled_by_its_level_its_terrain_with_its_parameters_and_its_modifications(cell, labels):
    from hmeditor.core import edits
    from hmeditor.core.cell import parse_cell
    from hmeditor.core.model import HexMap
    hex_map = HexMap(3, 3)
    edits.set_cells(hex_map, {(1, 2): parse_cell(cell)}).apply(hex_map)
    assert default_style().labels(hex_map, 1, 2) == labels
    assert default_style().labels(hex_map, 1, 2) == labels                # the second time from what was kept


def test_the_painters_colours_are_the_style_datas(qapp):
    """The painter, its symbols and the scenario layer write no colour of their own: style.yaml
    holds them (colours, roads, bridge decks, badges, symbols, zones), and a style gives them."""
    source = Path(hmeditor.render.__file__).parent
    literal = re.compile(r'QColor\("|QColor\(\d')
    for name in ("painter.py", "symbols.py", "scenario.py"):
        assert not literal.search((source / name).read_text(encoding="utf-8")), name
    data = yaml.safe_load(data_path("style.yaml").read_text(encoding="utf-8"))
    data["colours"]["grid"] = "#ff00ff"
    m = HexMap(4, 4, "grid")
    grid = [sum(r - g > 100 and b - g > 100 for r, g, b in _pixels(MapPainter(Layout(PAINT_SIZE), style), m))
            for style in (default_style(), Style(data))]
    assert grid[0] == 0 and grid[1] > 500


def _pixels(painter: MapPainter, hex_map: HexMap) -> list[tuple[int, int, int]]:
    image = QImage(400, 400, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    with painting(image) as p:
        painter.paint(p, hex_map, text=False)
    return [image.pixelColor(x, y).getRgb()[:3] for x in range(0, 400, 2) for y in range(400)]
