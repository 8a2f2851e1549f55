"""On raster devices (the editor's tiles, PNG) the painter stamps what it draws from images rendered
once per zoom; PDF and SVG get the vectors. Both must show the same map: every terrain, marks,
levels, roads, bridges, buildings, hex ids and labels."""

import numpy as np
import pytest
import shapely
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPen, QPolygonF

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.hexgrid import Layout
from hmeditor.core.model import HexMap
from hmeditor.core.vocabulary import BASE_TERRAINS, MODIFICATIONS
from hmeditor.render.painter import MapPainter
from hmeditor.render.style import default_style
from hmeditor.render.symbols import OUTLINE_WIDTH
from tests.export.helpers import render_map

pytestmark = pytest.mark.usefixtures("qapp")
SOME_PARAMS = {"ruins": ":3", "water": ":2", "building": ":heavy:3", "gravel_pile": ":2", "heavy_industrial": ":3"}


def sampler() -> HexMap:
    """Every base terrain, every modification (a few together), levels from -2 to 4, buildings of
    several hexes, a road and a bridge over the water."""
    width = 9
    texts = []
    for i, terrain in enumerate(BASE_TERRAINS):
        mods = {MODIFICATIONS[(3 * i + k) % len(MODIFICATIONS)].name for k in range(i % 3)} - {"bridge"}
        texts.append(" ".join([terrain.name + SOME_PARAMS.get(terrain.name, ""), *(f"+{m}" for m in mods),
                               f"@{i % 7 - 2}"]))
    texts += ["building:medium:2"] * 5 + ["clear +road"] * 4 + ["water:1"] * 3
    m = HexMap(width, -(-len(texts) // width))
    m.write_block(m.cell_block({flat: parse_cell(text) for flat, text in enumerate(texts)}))
    water = np.flatnonzero(m.base.ravel() == m.base.ravel()[len(texts) - 1])
    edits.add_mod(m, [divmod(int(water[-2]), width)[::-1]], "bridge", (0,)).apply(m)
    return m


def render(hex_map: HexMap, hex_pixels: float, vectors: bool = False, **paint) -> np.ndarray:
    painter = MapPainter(Layout(50.0))
    if vectors:                                     # as on a PDF page
        painter._stamp_transform = lambda p: None
    # off the pixel grid: stamps are placed to the nearest quarter or eighth of a pixel
    return render_map(painter, hex_map, hex_pixels / 100, offset=(2.3, 2.6), margin=4, **paint)


def at_centres(pixels: np.ndarray, hex_map: HexMap, hex_pixels: float) -> np.ndarray:
    """The colour at each hex centre (a 3 x 3 pixel block, its middle value per channel)."""
    layout, scale = Layout(50.0), hex_pixels / 100
    rows, cols = np.indices((hex_map.height, hex_map.width)).reshape(2, -1)
    x, y = layout.centers(cols, rows)
    px, py = np.rint(x * scale + 2.3).astype(int), np.rint(y * scale + 2.6).astype(int)
    blocks = np.stack([pixels[py + dy, px + dx] for dy in (-1, 0, 1) for dx in (-1, 0, 1)])
    return np.median(blocks, axis=0)


@pytest.mark.parametrize("hex_pixels", [20.0, 25.0, 44.0, 56.0, 100.0])
def test_stamped_drawing_looks_as_the_vectors(hex_pixels):
    hex_map = sampler()
    text = dict(text=hex_pixels >= 44, labels=hex_pixels >= 56)
    stamped, drawn = render(hex_map, hex_pixels, **text), render(hex_map, hex_pixels, vectors=True, **text)
    # a stamp sits within a quarter pixel of the vector drawing: edges of symbols and text differ a little
    assert np.abs(at_centres(stamped, hex_map, hex_pixels) - at_centres(drawn, hex_map, hex_pixels)).max() <= 48
    difference = np.abs(stamped - drawn).max(axis=2)
    assert difference.mean() < 4.5 and np.mean(difference > 64) < 0.01, (difference.mean(), np.mean(difference > 64))


@pytest.mark.parametrize("hex_pixels, label_rows_off", [(44.0, None), (56.0, 0.0005), (100.0, 0.0005)])
def test_stamped_text_sits_on_the_pixel_rows_the_text_engine_puts_it_on(hex_pixels, label_rows_off):
    """Glyphs a row off (a baseline rounded the other way) differ from those drawn as text: none of
    the hex ids, none of the labels (each line is stamped from its own baseline)."""
    hex_map = sampler()
    renders = {(vectors, text): render(hex_map, hex_pixels, vectors=vectors, text=text > 0, labels=text > 1)
               for vectors in (False, True) for text in (0, 1, 2)}
    for text, allowed in ((1, 0.0005), (2, label_rows_off)):        # the hex ids, then the labels
        if allowed is None:
            continue
        stamped, drawn = renders[False, text], renders[True, text]
        added = (stamped != renders[False, text - 1]).any(axis=2) | (drawn != renders[True, text - 1]).any(axis=2)
        assert added.sum() > 50 * hex_map.width * hex_map.height * (hex_pixels / 100) ** 2      # the text is there
        off = np.count_nonzero(added & (np.abs(stamped - drawn).max(axis=2) > 64))
        assert off <= allowed * added.sum(), (text, off, added.sum())


def buildings() -> HexMap:
    """Two buildings of several hexes (one wraps round a hex of open ground) and one of one hex."""
    m = HexMap(6, 5)
    hexes = {"0202": "medium:2", "0302": "medium:2", "0303": "medium:2", "0203": "medium:2", "0402": "medium:2",
             "0404": "medium:2", "0403": "heavy:3", "0503": "heavy:3", "0504": "heavy:3", "0105": "light:1"}
    m.write_block(m.cell_block({m.flat(*m.parse_hex_id(h)): parse_cell(f"building:{v}") for h, v in hexes.items()}))
    return m


def union_outlines(painter: MapPainter, hex_map: HexMap) -> QPolygonF:
    """Each building's outline drawn as one mitred line around the union of its hexes (buildings told
    apart by their type, as their exits join them here)."""
    def draw(self, p, hex_map, feats, c, r, x, y, stamps, only):
        kind = hex_map.params[..., 0]
        pen = QPen(default_style().colour("building_outline"), self.layout.size * OUTLINE_WIDTH)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        p.save()
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setClipRect(self.map_rect(hex_map))
        for value in np.unique(kind[hex_map.base == hex_map.base[1, 1]]):
            rows, cols = np.nonzero((hex_map.base == hex_map.base[1, 1]) & (kind == value))
            cx, cy = self.layout.centers(cols, rows)
            hexes = shapely.polygons(np.stack([cx, cy], 1)[:, None] + np.asarray(self.corners)[None])
            union = shapely.union_all(shapely.set_precision(hexes, 1e-3))
            for polygon in getattr(union, "geoms", [union]):
                p.drawPolygon(QPolygonF([QPointF(*xy) for xy in polygon.exterior.coords[:-1]]))
                for ring in polygon.interiors:
                    p.drawPolygon(QPolygonF([QPointF(*xy) for xy in ring.coords[:-1]]))
        p.restore()
    painter._outlines = draw.__get__(painter)


@pytest.mark.parametrize("hex_pixels", [25.0, 100.0, 300.0])
def test_the_hexes_of_a_building_draw_one_line_around_it(hex_pixels):
    hex_map = buildings()
    reference = MapPainter(Layout(50.0))
    union_outlines(reference, hex_map)
    expected = render_map(reference, hex_map, hex_pixels / 100, offset=(2.3, 2.6), margin=4, text=False)
    difference = np.abs(render(hex_map, hex_pixels, text=False) - expected).max(axis=2)
    # the same line (stamps sit within an eighth of a pixel of it), mitred at every corner
    assert np.count_nonzero(difference > 32) <= 4 and difference.mean() < 0.5
