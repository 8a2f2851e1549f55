"""Smooth random fields over a map's hexes, from numpy alone: value noise (random numbers on a
square lattice, blended smoothly between lattice points) in a few octaves, sampled at the hex
centres, and fields turned into ranks so that "the top 30 % of the hexes" is a plain threshold."""

from __future__ import annotations

import numpy as np

from ..hexgrid import Layout

OCTAVES = 3
PERSISTENCE = 0.5          # each octave, half the feature size, counts half as much


def centres(width: int, height: int) -> tuple[np.ndarray, np.ndarray]:
    """The hex centres [row, col] in hex widths (a hex is about 1 across)."""
    cols, rows = np.meshgrid(np.arange(width), np.arange(height))
    return Layout(1 / np.sqrt(3)).centers(cols, rows)


def fractal(rng: np.random.Generator, x: np.ndarray, y: np.ndarray, size: float) -> np.ndarray:
    """Value noise with features about `size` hexes across (and finer octaves), roughly 0..1."""
    out = np.zeros(x.shape)
    amplitude = total = 1.0
    for _ in range(OCTAVES):
        out += amplitude * _value_noise(rng, x / size, y / size)
        total += amplitude
        amplitude *= PERSISTENCE
        size = max(size / 2, 0.5)
    return out / (total - 1)


def _value_noise(rng: np.random.Generator, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    x0, y0 = np.floor(x).astype(np.int64), np.floor(y).astype(np.int64)
    lattice = rng.random((int(y0.max()) + 2, int(x0.max()) + 2))
    fx, fy = _smooth(x - x0), _smooth(y - y0)
    top = lattice[y0, x0] * (1 - fx) + lattice[y0, x0 + 1] * fx
    bottom = lattice[y0 + 1, x0] * (1 - fx) + lattice[y0 + 1, x0 + 1] * fx
    return top * (1 - fy) + bottom * fy


def _smooth(t: np.ndarray) -> np.ndarray:
    return t * t * (3 - 2 * t)


def ranks(field: np.ndarray, where: np.ndarray | None = None) -> np.ndarray:
    """Each hex's place among the hexes `where` (all by default) by its value, 0 (lowest) to just
    under 1; 0 outside `where`. Ties keep the map's order (a stable sort): the same every run."""
    where = np.ones(field.shape, bool) if where is None else where
    out = np.zeros(field.shape)
    values = field[where]
    order = np.argsort(values, kind="stable")
    placed = np.empty(len(values))
    placed[order] = np.arange(len(values)) / max(1, len(values))
    out[where] = placed
    return out


def top_share(rng: np.random.Generator, x: np.ndarray, y: np.ndarray, size: float, share: float,
              where: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The hexes of `where` in the top `share` of a new noise field (patches about `size` across),
    and each one's rank within that share (0 at its edge, near 1 at its heart)."""
    rank = ranks(fractal(rng, x, y, size), where)
    chosen = where & (rank >= 1 - share) if share > 0 else np.zeros(where.shape, bool)
    within = np.where(chosen, (rank - (1 - share)) / max(share, 1e-9), 0)
    return chosen, within
