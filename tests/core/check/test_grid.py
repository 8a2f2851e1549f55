import numpy as np
import pytest

from hmeditor.core.check.grid import dilate, neighbour
from hmeditor.core.hexgrid import Hex


@pytest.mark.parametrize("width,height", [(7, 6), (6, 7), (1, 3), (4, 1)])
def test_neighbour_arrays_match_hexgrid(width, height):
    index = np.arange(width * height).reshape(height, width)
    for d in range(6):
        shifted = neighbour(index, d, -1)
        for row in range(height):
            for col in range(width):
                c, r = Hex.from_offset(col, row).neighbor(d).to_offset()
                expected = r * width + c if 0 <= c < width and 0 <= r < height else -1
                assert shifted[row, col] == expected, (d, col, row)


def test_dilate_reaches_exactly_the_hexes_within_distance():
    mask = np.zeros((11, 11), bool)
    mask[5, 4] = True
    grown = dilate(mask, 3)
    centre = Hex.from_offset(4, 5)
    for row in range(11):
        for col in range(11):
            assert grown[row, col] == (Hex.from_offset(col, row).distance(centre) <= 3)
