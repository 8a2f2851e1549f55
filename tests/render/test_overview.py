"""The low-detail picture of the whole map (the minimap's, and the far zoom's): after a resize it
is the picture of the map as it is, whether the old hexes' pixels were kept or all painted anew."""

import numpy as np
import pytest

from hmeditor.core import edits
from hmeditor.render.overview import Overview
from tests.benchmark import busy_map


@pytest.mark.parametrize(("before", "after"), [((40, 30), (50, 30)), ((40, 30), (31, 25)), ((41, 31), (40, 35)),
                                               ((40, 30), (40, 30)), ((2, 1), (5, 5))])
def test_a_resize_and_its_undo_give_the_picture_of_the_map_as_it_is(before, after):
    m = edits.resized(busy_map(60), *before)
    overview = Overview(m)
    change, inverse = edits.resize_edit(m, *after).apply(m)
    overview.rebuild(change.kept)
    assert np.array_equal(overview.pixels, Overview(m).pixels)
    change, _ = inverse.apply(m)
    overview.rebuild(change.kept)
    assert np.array_equal(overview.pixels, Overview(m).pixels)


def test_a_map_that_shrinks_keeps_its_picture_in_place_and_draws_it_from_there():
    m = busy_map(60)
    overview = Overview(m)
    buffer = overview.buffer
    change, inverse = edits.resize_edit(m, 50, 55).apply(m)
    overview.rebuild(change.kept)
    assert overview.buffer is buffer and overview.pixels.shape == (111, 100, 4)
    image = overview.image()
    assert (image.width(), image.height()) == (100, 111)
    drawn = np.frombuffer(image.constBits(), np.uint8).reshape(111, image.bytesPerLine() // 4, 4)[:, :100]
    assert np.array_equal(drawn, Overview(m).pixels)
    inverse.apply(m)
    overview.rebuild((50, 55))
    assert overview.buffer is buffer and np.array_equal(overview.pixels, Overview(m).pixels)
    edits.resize_edit(m, 20, 20).apply(m)
    overview.rebuild((20, 20))
    assert overview.buffer is not buffer and overview.buffer.shape == (41, 40, 4)     # less than half: let go
