"""What the painter writes and draws for people: a hex's rule labels stand clear of its bottom edge
(and of the id of the hex below), roads are wide and dark-edged, and texts use words, not file ids."""

import numpy as np
import pytest
from PySide6.QtGui import QColor

from hmeditor.core import edits
from hmeditor.core.hexgrid import Layout
from hmeditor.core.model import HexMap
from hmeditor.export import ensure_gui_app
from hmeditor.render.painter import MapPainter
from hmeditor.render.style import default_style
from tests.conftest import MAPS
from tests.export.helpers import render_map

SCALE = 2.0          # hex size 50 map units -> 100 pixels


def render(m: HexMap, scale: float = SCALE) -> np.ndarray:
    ensure_gui_app()
    return render_map(MapPainter(Layout(50)), m, scale)


def band(pixels, m_layout, col, row, dx, dy0, dy1, scale: float = SCALE):
    """Pixels of hex (col, row) from dy0 to dy1 hex sizes below its centre, dx hex sizes either side."""
    x, y = (v * scale for v in m_layout.center(col, row))
    s = m_layout.size * scale
    return pixels[round(y + dy0 * s):round(y + dy1 * s), round(x - dx * s):round(x + dx * s)]


def test_a_label_stands_clear_of_the_edge_above_the_next_hex_id():
    m = HexMap(1, 2, "labels")
    edits.set_level(m, [(0, 0)], 5).apply(m)
    pixels, layout = render(m), Layout(50)
    ink = lambda area: int((area.sum(axis=2) < 3 * 110).sum())          # noqa: E731  dark text pixels
    assert ink(band(pixels, layout, 0, 0, 0.45, 0.35, 0.64)) > 20        # LEVEL 5 is there ...
    assert ink(band(pixels, layout, 0, 0, 0.45, 0.68, 0.78)) == 0        # ... and ends well above the edge


def test_roads_are_wide_and_stand_out_on_clear_ground():
    m = HexMap(5, 3, "road")
    edits.add_mod(m, [(2, 0), (2, 1), (2, 2)], "road").apply(m)
    pixels, layout = render(m), Layout(50)
    clear = np.array(QColor(default_style().base[0].colour).getRgb()[:3])
    across = band(pixels, layout, 2, 1, 0.5, -0.35, -0.34)[0]            # one row across the road
    road = np.abs(across - clear).sum(axis=1) > 60
    assert road.sum() >= 0.25 * 50 * SCALE                                # at least a quarter of a hex size wide
    assert across[road].sum(axis=1).min() < 3 * 90                         # with a dark edge


@pytest.mark.parametrize("scale", [SCALE, 1.2])          # drawn; stamped (hexes up to 128 pixels)
@pytest.mark.parametrize("mod", ["road", "bridge"])
def test_a_road_or_bridge_running_north_never_covers_the_hex_id(mod, scale):
    m = HexMap(5, 3, "north")
    if mod == "bridge":
        edits.paint_base(m, [(2, 0), (2, 1), (2, 2)], "water", (1,)).apply(m)
    bare = m.copy()
    edits.add_mod(m, [(2, 0), (2, 1), (2, 2)], mod).apply(m)
    ids, bare_ids = (band(render(one, scale), Layout(50), 2, 1, 0.3, -0.82, -0.6, scale).mean(axis=2)
                     for one in (m, bare))                    # where the id of 0302 is written
    glyphs, around = bare_ids < 60, bare_ids > 140
    assert glyphs.sum() > 10 and (ids[glyphs] < 100).all()    # the id as without the road
    assert (ids[around] > 120).all()                          # and no dark edge of the road or deck about it


def test_calculator_text_names_terrain_in_words(run_cli):
    result = run_cli("calc", "move", MAPS / "open-terrain-2-movement-example.hmap", "--unit", "mech",
                     "--from", "0808", "--to", "0708")
    assert result.returncode == 0, result.stderr
    assert "(Light woods, mud, deep snow)" in result.stdout and "light_woods" not in result.stdout
