"""Hexes as shapely polygons in table units: circles against hex areas."""

import math
import random

import pytest
import shapely

from hmeditor.core.calc.geometry import (
    circle_outside_hex,
    covered_fractions,
    hex_polygons,
    hexes_crossed,
    hexes_within,
    table_layout,
)

CM = 3.175                      # a 1.25 in hex across the flats
LAYOUT = table_layout(CM)
W, H = 16, 17


def centre(col, row):
    return LAYOUT.center(col, row)


def test_a_table_layout_is_as_wide_across_the_flats_as_asked():
    assert LAYOUT.flat_width == pytest.approx(CM)
    x0, y0 = centre(4, 4)
    for col, row in ((4, 5), (5, 4), (5, 3), (3, 4)):       # neighbours: one hex width apart
        assert math.dist((x0, y0), centre(col, row)) == pytest.approx(CM)
    with pytest.raises(ValueError):
        table_layout(0)


def test_hex_polygons_are_regular_hexes_that_tile_the_map():
    a, b = hex_polygons(LAYOUT, [(4, 4), (4, 5)])
    assert a.area == pytest.approx(3 * math.sqrt(3) / 2 * LAYOUT.size ** 2)
    assert a.contains(shapely.Point(centre(4, 4))) and a.distance(b) == pytest.approx(0, abs=1e-9)
    assert a.union(b).area == pytest.approx(a.area + b.area)           # side by side, no overlap


def test_a_circle_touches_the_hexes_its_radius_reaches():
    point = centre(4, 4)
    assert hexes_within(LAYOUT, W, H, point, 0) == [(4, 4)]
    assert hexes_within(LAYOUT, W, H, point, CM / 2 - 1e-6) == [(4, 4)]
    ring = [(3, 3), (3, 4), (4, 3), (4, 4), (4, 5), (5, 3), (5, 4)]
    assert hexes_within(LAYOUT, W, H, point, CM / 2) == ring          # reaching the sides touches them
    assert hexes_within(LAYOUT, W, H, centre(0, 0), CM / 2) == [(0, 0), (0, 1), (1, 0)]   # map edge


def test_hexes_within_agrees_with_every_hex_of_the_map():
    """The nearby hexes it looks at are enough: compare with all of the map's polygons."""
    everything = [(c, r) for c in range(W) for r in range(H)]
    polygons = hex_polygons(LAYOUT, everything)
    rng = random.Random(13)
    for _ in range(40):
        point = (rng.uniform(-2, 40), rng.uniform(-2, 55))
        radius = rng.uniform(0, 20)
        near = shapely.distance(polygons, shapely.Point(point)) <= radius + 1e-9
        assert hexes_within(LAYOUT, W, H, point, radius) == sorted(h for h, n in zip(everything, near) if n)


def test_a_circle_line_crosses_the_hexes_it_passes_through():
    point = centre(4, 4)
    assert hexes_crossed(LAYOUT, W, H, point, 0.5) == [(4, 4)]
    assert hexes_crossed(LAYOUT, W, H, point, CM) == [(3, 3), (3, 4), (4, 3), (4, 5), (5, 3), (5, 4)]


def test_covered_fractions():
    point = centre(4, 4)
    assert covered_fractions(LAYOUT, [(4, 4)], point, CM / 2)[0] == pytest.approx(math.pi / (2 * math.sqrt(3)),
                                                                                   abs=1e-3)
    assert covered_fractions(LAYOUT, [(4, 4), (4, 5)], point, 100).tolist() == [1.0, 1.0]
    assert covered_fractions(LAYOUT, [(4, 4), (4, 6)], point, CM).tolist()[1] == 0.0
    assert len(covered_fractions(LAYOUT, [], point, 1)) == 0


@pytest.mark.parametrize("radius", [1.6, 1.7, 1.75, 1.8, 1.83])
def test_the_share_of_a_circle_outside_its_hex_is_exact(radius):
    """The closed form against a finely drawn circle cut by the hex polygon."""
    hexagon = hex_polygons(LAYOUT, [(4, 4)])[0]
    ring = shapely.Point(centre(4, 4)).buffer(radius, quad_segs=4096).exterior
    measured = 1 - ring.intersection(hexagon).length / ring.length
    assert circle_outside_hex(LAYOUT, radius) == pytest.approx(measured, abs=2e-4)


def test_a_circle_is_all_inside_up_to_the_sides_and_all_outside_from_the_corners():
    assert circle_outside_hex(LAYOUT, 0) == 0 and circle_outside_hex(LAYOUT, CM / 2) == 0
    assert circle_outside_hex(LAYOUT, LAYOUT.size) == pytest.approx(1)
    assert circle_outside_hex(LAYOUT, 12) == 1


def test_tiny_hexes_cost_no_more_than_the_map():
    """However small the hexes, a circle looks only at the map's hexes in its bounding box."""
    tiny = table_layout(0.001)
    assert len(hexes_within(tiny, W, H, tiny.center(8, 8), 1000)) == W * H
    assert hexes_within(tiny, W, H, tiny.center(8, 8), 0.0001) == [(8, 8)]
