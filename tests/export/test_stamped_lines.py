"""On raster devices the grid and the contours are stamped per hex, as fills and symbols are:
they must look as the lines drawn one by one (the vectors PDF and SVG get)."""

import numpy as np
import pytest
from PySide6.QtGui import QColor

from hmeditor.core.hexgrid import Layout
from hmeditor.render.painter import MapPainter
from hmeditor.render.style import default_style
from tests.benchmark import busy_map
from tests.export.helpers import render_map

pytestmark = pytest.mark.usefixtures("qapp")


def render(hex_map, scale: float, vector_lines: bool = False) -> np.ndarray:
    painter = MapPainter(Layout(50.0))
    if vector_lines:                    # the lines one by one, as on a PDF page
        def lines(self, p, hex_map, c, r, x, y, level, inside, stamps):
            ends, level, inside = self._sides(hex_map, c, r, x, y)
            self._contours(p, hex_map, c, r, ends, level, inside)
            self._grid(p, ends, inside)
        painter._stamped_lines = lines.__get__(painter)
    # off the pixel grid: stamps are placed to the nearest eighth of a pixel
    return render_map(painter, hex_map, scale, offset=(2.3, 2.6), margin=4, text=False)


@pytest.mark.parametrize("hex_pixels", [15.6, 25.0, 44.0])
def test_stamped_grid_and_contours_look_as_the_lines_drawn_one_by_one(hex_pixels):
    hex_map = busy_map(12)                       # every hex on a level of its own: contours almost everywhere
    scale = hex_pixels / 100
    stamped, drawn = render(hex_map, scale), render(hex_map, scale, vector_lines=True)
    difference = np.abs(stamped - drawn).max(axis=2)
    assert difference.mean() < 3.5 and np.mean(difference > 32) < 0.01
    lines = (default_style().colour("grid"), default_style().colour("contour"))
    for colour in lines:     # both kinds of line are there, as many of them
        rgb = np.array(QColor(colour).getRgb()[:3])
        ink = [np.count_nonzero(np.abs(image - rgb).max(axis=2) < 40) for image in (stamped, drawn)]
        assert ink[1] > 0 and abs(ink[0] - ink[1]) < 0.05 * ink[1], ink
