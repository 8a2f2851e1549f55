"""What a MegaMek player looks for on a board, drawn: whole building names, one outline per
building, roads and bridges along their exits, elevators."""

import numpy as np
import pytest
from PySide6.QtGui import QColor

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.features import features
from hmeditor.core.hexgrid import Layout
from hmeditor.core.io import read_map
from hmeditor.core.io.megamek import loads
from hmeditor.core.model import HexMap
from hmeditor.core.scenario import Zone
from hmeditor.core.vocabulary import MOD_INDEX
from hmeditor.render.painter import SIDE_CORNERS, MapPainter
from hmeditor.render.style import default_style
from tests.export.helpers import render_map

from ..conftest import SHARED

OUTLINE = default_style().colour("building_outline").name()

CORPUS = SHARED / "corpus" / "megamek"
pytestmark = pytest.mark.usefixtures("qapp")          # fonts need a (headless) application
SCALE = 2.0                     # device pixels per map unit (a hex is 200 px across)


def render(hex_map: HexMap, labels: bool = True) -> tuple[np.ndarray, MapPainter]:
    painter = MapPainter(Layout(50.0))
    return render_map(painter, hex_map, SCALE, text=True, labels=labels), painter


def near(pixels: np.ndarray, x: float, y: float, colour: str, radius: int = 2, tolerance: int = 8) -> bool:
    """Whether a pixel of `colour` lies within `radius` of map point (x, y)."""
    c = QColor(colour)
    cx, cy = round(x * SCALE), round(y * SCALE)
    patch = pixels[cy - radius:cy + radius + 1, cx - radius:cx + radius + 1]
    return bool((np.abs(patch - [c.red(), c.green(), c.blue()]).max(axis=2) <= tolerance).any())


def side_middle(painter: MapPainter, col: int, row: int, d: int, inward: float = 0.0) -> tuple[float, float]:
    """The middle of side d of a hex, moved `inward` (share of the way) toward its centre."""
    x, y = painter.layout.center(col, row)
    a, b = (painter.corners[i] for i in SIDE_CORNERS[d])
    mx, my = x + (a[0] + b[0]) / 2, y + (a[1] + b[1]) / 2
    return mx + (x - mx) * inward, my + (y - my) * inward


def cells(width: int, height: int, values: dict[str, str]) -> HexMap:
    m = HexMap(width, height)
    m.write_block(m.cell_block({m.flat(*m.parse_hex_id(k)): parse_cell(v) for k, v in values.items()}))
    return m


def test_a_long_building_name_is_made_smaller_never_cut():
    m = cells(1, 1, {"0101": "building:hardened:15"})
    pixels, painter = render(m)
    label = pixels != render(m, labels=False)[0]
    box = np.flatnonzero(label.any(axis=(0, 2)))                            # what the label changed
    dark = (np.abs(pixels - [0x22, 0x22, 0x22]).max(axis=2) < 12) & label.any(axis=2)
    text = np.flatnonzero(dark.any(axis=0))
    assert default_style().colour("text").name() == "#222222" and len(text)
    assert box.min() < text.min() and text.max() < box.max()              # the text stays on its box
    assert text.max() - text.min() > 0.9 * painter.layout.size * SCALE     # and it is all there


def test_a_building_of_two_hexes_has_one_outline_two_buildings_two():
    # 0101 and 0201 (south-east of it): one medium building; 0102 below 0101: a heavy one of its own
    m = cells(2, 2, {"0101": "building:medium:2", "0201": "building:medium:2", "0102": "building:heavy:2"})
    pixels, painter = render(m, labels=False)
    inside = lambda col, row, d: side_middle(painter, col, row, d, 0.02)  # noqa: E731
    assert not near(pixels, *inside(0, 0, 2), OUTLINE, radius=1)      # 0101-0201: one building
    assert near(pixels, *inside(0, 0, 3), OUTLINE, radius=1)          # 0101-0102: two buildings
    assert near(pixels, *inside(0, 0, 0), OUTLINE, radius=1)          # the outer edge


@pytest.mark.skipif(not CORPUS.exists(), reason="the MegaMek corpus is not beside this clone")
def test_roads_run_where_their_exits_go():
    m = read_map(CORPUS / "16x17-City-Downtown.board")
    pixels, painter = render(m, labels=False)
    road = QColor(painter.style.mods[MOD_INDEX["road"]].colour).lighter(default_style().road_lighter).name()
    # 0701 and 0801 both hold a road running north-south: nothing joins them across their shared side
    assert not near(pixels, *side_middle(painter, 6, 0, 2, 0.15), road)
    assert near(pixels, *side_middle(painter, 7, 0, 3, 0.15), road)                 # 0801 runs on south


def test_a_new_bridge_is_drawn_along_the_way_it_runs():
    # a river (column 02) between land: the bridge at 0202 runs across it, NE-SW (land both ways)
    m = cells(3, 3, {h: "water:2" for h in ("0201", "0202", "0203")})
    edits.add_mod(m, [(1, 1)], "bridge", (0,)).apply(m)
    pixels, painter = render(m, labels=False)
    deck = default_style().bridge_deck[1][0]
    assert near(pixels, *side_middle(painter, 1, 1, 1, 0.2), deck) and near(pixels, *side_middle(painter, 1, 1, 4, 0.2),
                                                                            deck)
    assert not near(pixels, *side_middle(painter, 1, 1, 0, 0.2), deck)              # not along the river


def test_an_elevator_is_marked_and_named():
    text = "\n".join(["size 1 1", 'hex 0101 0 "solaris_elevator:3:3;pavement:1" ""', "end", ""])
    m, notes = loads(text)
    assert not any("unknown" in n for n in notes)            # MegaMek knows it
    pixels, painter = render(m)
    x, y = painter.layout.center(0, 0)
    assert near(pixels, x + 0.45 * painter.layout.size - 0.1 * painter.layout.size, y - 0.35 * painter.layout.size,
                "#3267a8", radius=3)
    assert painter._label_blocks(m, features(m), np.array([0]), np.array([0]))[2] == [("PAVED", "ELEV 3 ON 1,2")]


def test_fuel_tanks_are_marked_and_named_and_deployment_zones_are_the_maps_zones():
    text = "\n".join(["size 2 1", 'hex 0101 0 "fuel_tank:1:0;fuel_tank_cf:40;fuel_tank_elev:2;fuel_tank_magn:100" ""',
                      'hex 0201 0 "deployment_zone:1:5" ""', "end", ""])
    m, _ = loads(text)
    pixels, painter = render(m)
    s = painter.layout.size
    x, y = painter.layout.center(0, 0)
    assert near(pixels, x + 0.35 * s, y - 0.35 * s, "#c0392b", radius=3)
    labels = painter._label_blocks(m, features(m), np.array([0, 1]), np.array([0, 0]))[2]
    assert labels == [("FUEL TANK 2",)]                     # the zones are drawn with the scenario
    assert m.scenario.zones == (Zone("Zone 1", 1, frozenset({(1, 0)})), Zone("Zone 3", 3, frozenset({(1, 0)})))
