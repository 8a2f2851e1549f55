"""The shaded-hexes overlay far zoomed out: a picture of 2 x 2 pixels per hex, odd columns a pixel lower."""

import numpy as np

from hmeditor.core.hexgrid import Layout
from hmeditor.ui.overlays import ShadeItem


def test_the_far_zoom_picture_has_each_hex_in_its_2_by_2_pixels(qtbot):
    rng = np.random.default_rng(3)
    for h, w in ((1, 1), (3, 4), (5, 7)):
        rgba = rng.integers(0, 256, (h, w, 4), dtype=np.uint8)
        item = ShadeItem(Layout(10))
        item.set_shades(rgba)
        pixels = item.far_pixels()
        assert pixels.shape == (2 * h + 1, 2 * w, 4)
        for row in range(h):
            for col in range(w):
                top = 2 * row + (col & 1)
                block = pixels[top:top + 2, 2 * col:2 * col + 2].reshape(4, 4)
                assert (block == rgba[row, col, [2, 1, 0, 3]]).all()       # BGRA
        covered = np.zeros(pixels.shape[:2], bool)
        for col in range(w):
            covered[(col & 1):(col & 1) + 2 * h, 2 * col:2 * col + 2] = True
        assert not pixels[~covered].any()
