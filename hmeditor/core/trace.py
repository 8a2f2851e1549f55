"""Terrain suggested from an underlay: each hex's colour on the picture matched against the colours
our sheets print terrain in (each base terrain at each level, water at each depth) and against the
user's own examples (hexes painted by hand over the same picture).

A hex's colour is the median of points near its left and right corners, where a printed hex shows
its fill (the id is printed at the top, the labels at the bottom, the symbol in the middle, and
roads run to the middles of the sides). Colours are compared in CIELAB (distance about what the eye
sees); a hex is doubtful when its colour is far from every candidate, or nearly as near to one of
another terrain.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .cell import Cell
from .hexgrid import Layout
from .model import HexMap

# Where a hex's colour is read: (distance from the centre, angle in degrees), in hex sizes, right
# (0 degrees) and left (180) of the centre, out of the id's band and the labels'.
SAMPLES = [(r, a + side) for side in (0, 180) for r in (0.5, 0.62, 0.74) for a in (-20, -10, 0, 10, 20)]
FAR = 14.0                  # farther than this (CIELAB) from every candidate: doubtful
CLOSE = 4.0                 # another terrain this much nearer at most: doubtful
EXAMPLE_BONUS = 3.0         # a user's example counts as this much nearer than a printed colour


class Candidate(NamedTuple):
    cell: Cell
    rgb: tuple[int, int, int]


class Suggestion(NamedTuple):
    cells: dict[int, Cell]          # by flat index: every hex read from the picture
    doubtful: frozenset[int]        # of those, the ones to look at


def hex_colours(pixels: np.ndarray, to_image: np.ndarray, hex_map: HexMap, layout: Layout
                ) -> tuple[np.ndarray, np.ndarray]:
    """Per hex (flat order), its colour on the picture (n, 3) and whether the picture covers it.

    `pixels`: the picture, (height, width, 3) uint8; `to_image`: the 2 x 3 matrix taking map
    units of `layout` to image pixels."""
    cols, rows = np.meshgrid(np.arange(hex_map.width), np.arange(hex_map.height))
    cx, cy = layout.centers(cols.ravel(), rows.ravel())
    angles = np.radians([a for _, a in SAMPLES])
    radii = np.array([r for r, _ in SAMPLES]) * layout.size
    x = cx[:, None] + radii * np.cos(angles)
    y = cy[:, None] + radii * np.sin(angles)
    u = to_image[0, 0] * x + to_image[0, 1] * y + to_image[0, 2]
    v = to_image[1, 0] * x + to_image[1, 1] * y + to_image[1, 2]
    h, w = pixels.shape[:2]
    inside = (u >= 0) & (u < w) & (v >= 0) & (v < h)
    covered = inside.all(axis=1)
    samples = pixels[np.clip(v, 0, h - 1).astype(np.int64), np.clip(u, 0, w - 1).astype(np.int64)]
    return np.median(samples, axis=1), covered


def suggest(colours: np.ndarray, covered: np.ndarray, candidates: list[Candidate],
            examples: dict[int, Cell]) -> Suggestion:
    """The nearest candidate (or example) to each covered hex's colour; the examples' hexes keep
    their own cells."""
    cells = [c.cell for c in candidates] + list(examples.values())
    known = np.array([c.rgb for c in candidates] + [colours[f] for f in examples], np.float64)
    bonus = np.r_[np.zeros(len(candidates)), np.full(len(examples), EXAMPLE_BONUS)]
    lab, known_lab = lab_of(colours), lab_of(known)
    distance = np.linalg.norm(lab[:, None, :] - known_lab[None, :, :], axis=2) - bonus
    best = np.argmin(distance, axis=1)
    nearest = distance[np.arange(len(best)), best]
    bases = np.array([c.base for c in cells])
    other = np.where(bases[None, :] != bases[best][:, None], distance, np.inf).min(axis=1)
    doubtful = (nearest > FAR) | (other - nearest < CLOSE)
    out, marked = {}, set()
    for flat in np.flatnonzero(covered).tolist():
        out[flat] = examples.get(flat, cells[best[flat]])
        if doubtful[flat] and flat not in examples:
            marked.add(flat)
    return Suggestion(out, frozenset(marked))


def lab_of(rgb: np.ndarray) -> np.ndarray:
    """sRGB colours (n, 3), 0..255, in CIELAB (D65)."""
    c = np.asarray(rgb, np.float64) / 255
    linear = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    xyz = linear @ np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]).T
    xyz /= np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    return np.stack([116 * f[:, 1] - 16, 500 * (f[:, 0] - f[:, 1]), 200 * (f[:, 1] - f[:, 2])], axis=1)
