"""Ruins as a player sees them: a wall of one storey per floor, a RUINS 3F label (with the spacing
when it is not the usual 3"), and the legend naming every kind of ruin on the map."""

import numpy as np
from PySide6.QtGui import QImage, QPainter

from hmeditor.core.cell import parse_cell
from hmeditor.core.hexgrid import Layout
from hmeditor.core.model import HexMap
from hmeditor.export import Options, export_map
from hmeditor.render.painter import MapPainter
from hmeditor.render.style import default_style

from .test_pdf import page_text

RUINS = ("ruins:1", "ruins:2", "ruins:3", "ruins:3:6")


def ruins_map() -> HexMap:
    m = HexMap(len(RUINS), 1, "ruins")
    m.write_block(m.cell_block({i: parse_cell(text) for i, text in enumerate(RUINS)}))
    return m


def test_the_label_says_the_floors_and_an_unusual_spacing():
    m = ruins_map()
    assert [default_style().labels(m, col, 0) for col in range(len(RUINS))] == [
        ["RUINS 1F"], ["RUINS 2F"], ["RUINS 3F"], ['RUINS 3F 6"']]


def wall_height(image: np.ndarray, layout: Layout, col: int) -> int:
    """Rows of the symbol area above the label holding the wall's dark stone, in hex `col`."""
    x, y = layout.center(col, 0)
    s = layout.size
    box = image[round(y - 0.6 * s):round(y + 0.25 * s), round(x - 0.3 * s):round(x + 0.3 * s)]
    return int((box < 150).any(axis=1).sum())


def test_the_ruin_symbol_has_a_storey_per_floor(qapp):
    layout = Layout(50)
    image = QImage(420, 100, QImage.Format.Format_Grayscale8)
    image.fill(255)
    painter = QPainter(image)
    MapPainter(layout).paint(painter, ruins_map(), text=False)
    painter.end()
    pixels = np.frombuffer(image.constBits(), np.uint8).reshape(100, image.bytesPerLine())
    one, two, three = (wall_height(pixels, layout, col) for col in range(3))
    assert 6 < one < two < three, (one, two, three)
    assert abs((two - one) - (three - two)) <= 2, (one, two, three)          # a storey each


def test_the_legend_names_each_kind_of_ruin(tmp_path):
    out = tmp_path / "ruins.pdf"
    export_map(ruins_map(), out, Options())
    legend = page_text(out, 0)
    assert all(f"Ruins (RUINS {kind})" in legend for kind in ("1F", "2F", "3F", '3F 6"'))
    assert 'nF: n floors, ground floor included; 3" apart unless marked' in legend
