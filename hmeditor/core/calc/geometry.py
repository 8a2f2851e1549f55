"""Hexes as shapely polygons in table units (centimetres, inches): which hexes a circle around a
point touches or crosses, how much of each it covers, and how much of a circle around a hex's
centre lies outside that hex.

A table scale is a `Layout` whose flat width is a hex's size across its flats on the table
(`table_layout(3.175)` for 3.175 cm hexes); its centres and corners are then in table units.
Distances between hex centres are whole numbers of flat widths only along a line of hexes, so
circles here are true circles, not hex counts.
"""

from __future__ import annotations

import math
from typing import cast

import numpy as np
import shapely

from ..hexgrid import SQRT3, Layout

EPS = 1e-9          # a circle that exactly reaches a hex's side or corner touches it
QUAD_SEGS = 64      # segments per quarter circle where an area needs a polygon (error < 0.01 %)


def table_layout(across_flats: float) -> Layout:
    """The layout of hexes `across_flats` table units wide across their flats."""
    if not across_flats > 0:
        raise ValueError(f"a hex must be wider than 0, not {across_flats}")
    return Layout(across_flats / SQRT3)


def hex_polygons(layout: Layout, hexes: list[tuple[int, int]]) -> np.ndarray:
    """The shapely polygons of `hexes` ((col, row) pairs) in the layout's units."""
    cols = np.array([c for c, _ in hexes], np.int64)
    rows = np.array([r for _, r in hexes], np.int64)
    x, y = layout.centers(cols, rows)
    corners = np.array(layout.corner_offsets())
    rings = np.stack([x[:, None] + corners[None, :, 0], y[:, None] + corners[None, :, 1]], axis=-1)
    return cast(np.ndarray, shapely.polygons(rings))        # many rings: an array of polygons


def _candidates(layout: Layout, width: int, height: int, point: tuple[float, float],
                radius: float) -> list[tuple[int, int]]:
    """On-map hexes any of whose area could lie within `radius` of `point`: those in the circle's
    bounding box (never more than the map, however small the hexes)."""
    x, y = point
    cols, rows = layout.hexes_in_rect(x - radius, y - radius, x + radius, y + radius, width, height)
    return [(c, r) for c in cols for r in rows]


def hexes_within(layout: Layout, width: int, height: int, point: tuple[float, float],
                 radius: float) -> list[tuple[int, int]]:
    """The on-map hexes whose area the circle of `radius` around `point` touches (some of the hex
    lies within `radius` of the point), in column then row order."""
    candidates = _candidates(layout, width, height, point, radius)
    if not candidates:
        return []
    near = shapely.distance(hex_polygons(layout, candidates), shapely.Point(point)) <= radius + EPS
    return sorted(h for h, keep in zip(candidates, near.tolist()) if keep)


def hexes_crossed(layout: Layout, width: int, height: int, point: tuple[float, float],
                  radius: float) -> list[tuple[int, int]]:
    """The on-map hexes the circle line of `radius` around `point` passes through: the nearest
    part of the hex is within `radius` and its farthest corner beyond it (column then row order)."""
    candidates = _candidates(layout, width, height, point, radius)
    if not candidates:
        return []
    nearest = shapely.distance(hex_polygons(layout, candidates), shapely.Point(point))
    crossed = (nearest <= radius + EPS) & (_farthest_corners(layout, candidates, point) >= radius - EPS)
    return sorted(h for h, keep in zip(candidates, crossed.tolist()) if keep)


def _farthest_corners(layout: Layout, hexes: list[tuple[int, int]], point: tuple[float, float]) -> np.ndarray:
    """For each hex, the distance from `point` to its farthest corner (of a convex polygon, the farthest point)."""
    cols, rows = (np.array(v, np.int64) for v in zip(*hexes))
    x, y = layout.centers(cols, rows)
    corners = np.array(layout.corner_offsets())
    return np.hypot(x[:, None] + corners[None, :, 0] - point[0],
                    y[:, None] + corners[None, :, 1] - point[1]).max(axis=1)


def covered_fractions(layout: Layout, hexes: list[tuple[int, int]], point: tuple[float, float],
                      radius: float) -> np.ndarray:
    """For each hex, the share of its area inside the circle of `radius` around `point` (0..1).
    Hexes wholly inside are 1 without cutting them (a wide circle is mostly those)."""
    if not hexes:
        return np.zeros(0)
    out = np.ones(len(hexes))
    cut = np.flatnonzero(_farthest_corners(layout, hexes, point) > radius)
    if len(cut):
        polygons = hex_polygons(layout, [hexes[i] for i in cut])
        circle = shapely.Point(point).buffer(radius, quad_segs=QUAD_SEGS)
        out[cut] = np.clip(shapely.area(shapely.intersection(polygons, circle)) / shapely.area(polygons), 0.0, 1.0)
    return out


def circle_outside_hex(layout: Layout, radius: float) -> float:
    """The share of a circle of `radius` around a hex's centre that lies outside the hex: the
    chance that a point moved `radius` in a uniformly random direction leaves the hex.

    Exact: with the hex's apothem a (half its flat width) and corner distance R, a circle with
    a < radius < R leaves the hex beyond each of the six sides on an arc of 2 acos(a / radius),
    and these arcs do not overlap (they would only from radius = R on)."""
    apothem, corner = layout.flat_width / 2, layout.size
    if radius <= apothem:
        return 0.0
    if radius >= corner:
        return 1.0
    return 6 * math.acos(apothem / radius) / math.pi
