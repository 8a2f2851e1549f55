"""The bucket fill's region is the hexes a step-by-step flood fill over neighbours reaches."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from hmeditor.core.hexgrid import Hex
from hmeditor.core.model import HexMap
from hmeditor.ui.tools.fill import connected_region


def flood(hex_map: HexMap, col: int, row: int, whole: bool = False) -> list[int]:
    """Hex by hex, through the six neighbours of each hex reached (the same base terrain, or with
    `whole` the same cell)."""
    def kind(c, r):
        return hex_map.cell(c, r) if whole else hex_map.base[r, c]
    seen, todo = {(col, row)}, [(col, row)]
    while todo:
        for n in Hex.from_offset(*todo.pop()).neighbors():
            c, r = n.to_offset()
            if hex_map.contains(c, r) and (c, r) not in seen and kind(c, r) == kind(col, row):
                seen.add((c, r))
                todo.append((c, r))
    return sorted(hex_map.flat(c, r) for c, r in seen)


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 24), st.integers(1, 24), st.integers(1, 3), st.integers(0, 2**32 - 1), st.data())
def test_region_is_what_a_flood_fill_reaches(width, height, kinds, seed, data):
    m = HexMap(width, height)
    m.base[:] = np.random.default_rng(seed).integers(0, kinds, (height, width))
    col, row = data.draw(st.integers(0, width - 1)), data.draw(st.integers(0, height - 1))
    assert connected_region(m, col, row).tolist() == flood(m, col, row)


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 16), st.integers(1, 16), st.integers(0, 2**32 - 1), st.data())
def test_the_same_hex_region_is_what_a_flood_fill_of_equal_cells_reaches(width, height, seed, data):
    m = HexMap(width, height)
    rng = np.random.default_rng(seed)
    m.base[:] = rng.choice([0, 3, 13], (height, width))            # clear, heavy woods, water
    m.params[..., 0] = np.where(m.base == 13, rng.integers(1, 3, (height, width)), np.nan)     # water depth
    m.level[:] = rng.integers(0, 2, (height, width))
    m.mods[:] = rng.choice([0, 1], (height, width))                 # mud or none
    col, row = data.draw(st.integers(0, width - 1)), data.draw(st.integers(0, height - 1))
    assert connected_region(m, col, row, whole=True).tolist() == flood(m, col, row, whole=True)


def test_region_of_a_clear_map_is_all_of_it():
    m = HexMap(40, 30)
    assert connected_region(m, 39, 0).tolist() == list(range(40 * 30))


def test_a_winding_corridor_is_followed_to_its_end():
    m = HexMap(30, 41)
    m.base[1::4, :-1] = 3          # walls along the rows, open at the right end
    m.base[3::4, 1:] = 3           # and at the left end: one corridor winding down the map
    region = connected_region(m, 0, 0)
    assert region.tolist() == flood(m, 0, 0) and m.flat(29, 40) in region and m.flat(5, 1) not in region
