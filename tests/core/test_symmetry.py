"""The hex grid's turns and mirrors: exact on the drawing (every hex centre lands where the same
turn or mirror of the picture puts it), directions and exits turning with them."""

import math

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from hmeditor.core.hexgrid import DIRECTION_VECTORS, TURN_180, Layout, Symmetry, to_axial, to_offset

SYMMETRIES = st.builds(Symmetry, st.integers(0, 5), st.booleans())
OFFSETS = st.lists(st.tuples(st.integers(-40, 40), st.integers(-40, 40)), min_size=1, max_size=30)


def picture_moved(symmetry: Symmetry, x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The points mirrored left to right, then turned clockwise on the screen (y down)."""
    if symmetry.mirrored:
        x = -x
    angle = math.radians(60 * symmetry.sides)
    return x * math.cos(angle) - y * math.sin(angle), x * math.sin(angle) + y * math.cos(angle)


@given(SYMMETRIES, OFFSETS)
def test_every_hex_lands_where_the_turned_or_mirrored_picture_puts_its_centre(symmetry, hexes):
    layout = Layout(1.0)
    cols, rows = np.array(hexes).T
    x, y = layout.centers(cols, rows)
    ox, oy = layout.center(0, 0)
    new_cols, new_rows = to_offset(*symmetry.axial(*to_axial(cols, rows)))
    nx, ny = layout.centers(new_cols, new_rows)
    px, py = picture_moved(symmetry, x - ox, y - oy)
    assert np.allclose(nx - ox, px) and np.allclose(ny - oy, py)


@given(SYMMETRIES)
def test_each_direction_turns_into_the_direction_its_step_turns_into(symmetry):
    for d, step in enumerate(DIRECTION_VECTORS):
        q, r = symmetry.axial(step.q, step.r)
        assert DIRECTION_VECTORS[symmetry.direction(d)] == type(step)(q, r)


@given(SYMMETRIES, SYMMETRIES, OFFSETS)
def test_one_symmetry_then_another_is_their_composition(first, second, hexes):
    q, r = np.array(hexes).T
    assert np.array_equal(np.array(second.axial(*first.axial(q, r))), np.array(first.then(second).axial(q, r)))


def test_exits_turn_bit_by_bit_and_keep_what_is_above_the_six_sides():
    assert TURN_180.exits(9) == 9                       # N + S: the same road
    assert TURN_180.exits(1) == 8 and TURN_180.exits(2) == 16 and TURN_180.exits(36) == 36
    assert Symmetry(1).exits(1) == 2 and Symmetry(5).exits(1) == 32
    assert Symmetry(0, True).exits(2) == 32 and Symmetry(0, True).exits(1) == 1    # NE <-> NW; N stays
    assert Symmetry(3, True).exits(1) == 8 and Symmetry(3, True).exits(2) == 4     # top to bottom: N <-> S, NE <-> SE
    assert Symmetry(1).exits(64 + 1) == 64 + 2 and Symmetry(1).exits(-1) == -1
    assert np.array_equal(Symmetry(1).exits(np.array([1, 32, 63])), [2, 1, 63])
