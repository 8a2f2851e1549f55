"""What every step of the generator works with: the map being made, its settings, a random
generator per step (so a change to one setting leaves the other steps' choices as they were), the
hex centres, and small helpers over the map arrays."""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field

import numpy as np

from ..check.grid import dilate, neighbours
from ..hexgrid import OFFSET_NEIGHBOURS
from ..model import HexMap
from ..vocabulary import BASE_INDEX, MAX_BASE_PARAMS, MOD_INDEX
from .noise import centres

SHEET = (16, 17)                # the BattleTech map sheet: counts are per sheet


@dataclass
class Canvas:
    map: HexMap
    settings: dict
    seed: int
    river: np.ndarray = field(init=False)       # bool [row, col]: the rivers' hexes
    road: np.ndarray = field(init=False)        # bool [row, col]: roads and bridges

    def __post_init__(self):
        self.x, self.y = centres(self.map.width, self.map.height)
        self.river = np.zeros(self.map.base.shape, bool)
        self.road = np.zeros(self.map.base.shape, bool)

    def rng(self, step: str) -> np.random.Generator:
        """The random numbers of one step, from the seed and the step's name."""
        return np.random.default_rng([self.seed, zlib.crc32(step.encode())])

    def __getitem__(self, name: str):
        return self.settings[name]

    @property
    def shape(self) -> tuple[int, int]:
        return self.map.base.shape

    def count(self, rng: np.random.Generator, per_sheet: float, across: bool = False) -> int:
        """How many of something there are per sheet (of area; with `across`, of the map's shorter
        side), a fraction rounded up or down at random."""
        w, h = self.map.size
        sheets = min(w / SHEET[0], h / SHEET[1]) if across else w * h / (SHEET[0] * SHEET[1])
        wanted = per_sheet * max(1.0, sheets) if across else per_sheet * sheets
        return int(wanted) + int(rng.random() < wanted - int(wanted))

    # ---- terrain ---------------------------------------------------------------------------------

    def is_base(self, *names: str) -> np.ndarray:
        return np.isin(self.map.base, [BASE_INDEX[n] for n in names])

    def water(self) -> np.ndarray:
        return self.map.base == BASE_INDEX["water"]

    def land(self) -> np.ndarray:
        return ~self.is_base("water", "impassable")

    def paint(self, where: np.ndarray, base: str, *params: float | np.ndarray) -> None:
        """Base terrain `base` with these parameters on the hexes `where` (mask or per-hex params)."""
        self.map.base[where] = BASE_INDEX[base]
        row = np.full(MAX_BASE_PARAMS, np.nan, np.float32)
        self.map.params[where] = row
        for j, value in enumerate(params):
            self.map.params[..., j][where] = value[where] if isinstance(value, np.ndarray) else value

    def add(self, where: np.ndarray, mod: str) -> None:
        self.map.mods[where] |= np.uint32(1 << MOD_INDEX[mod])

    def remove(self, where: np.ndarray, *mods: str) -> None:
        bits = sum(1 << MOD_INDEX[m] for m in mods)
        self.map.mods[where] &= np.uint32(~bits & 0xFFFFFFFF)

    def has(self, *mods: str) -> np.ndarray:
        return self.map.mods & np.uint32(sum(1 << MOD_INDEX[m] for m in mods)) != 0


def near(mask: np.ndarray, steps: int = 1) -> np.ndarray:
    """Hexes within `steps` of a True hex (the hexes themselves included)."""
    return dilate(mask, steps)


def lowest_neighbour(level: np.ndarray) -> np.ndarray:
    """Per hex, the lowest level among its neighbours on the map."""
    return np.min(neighbours(level, np.inf), axis=0)


def limit_slopes(level: np.ndarray, step: np.ndarray | float, fixed: np.ndarray | None = None) -> np.ndarray:
    """Levels lowered until no hex stands more than `step` (per hex) above its lowest neighbour;
    hexes `fixed` keep their level."""
    level = level.copy()
    while True:
        lowered = np.minimum(level, lowest_neighbour(level) + step)
        if fixed is not None:
            lowered = np.where(fixed, level, lowered)
        if np.array_equal(lowered, level):
            return level
        level = lowered


def axial(col: np.ndarray | int, row: np.ndarray | int):
    """Axial (q, r) of offset (col, row)."""
    return col, row - (col - (col & 1)) // 2


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    (q1, r1), (q2, r2) = axial(*a), axial(*b)
    dq, dr = q1 - q2, r1 - r2
    return max(abs(dq), abs(dr), abs(dq + dr))


def step(col: int, row: int, d: int) -> tuple[int, int]:
    dc, dr = OFFSET_NEIGHBOURS[col & 1, d]
    return col + int(dc), row + int(dr)


def window(shape: tuple[int, int], col: int, row: int, radius: int) -> tuple[tuple[slice, slice], np.ndarray]:
    """The part of the map within `radius` of (col, row): its slices [rows, cols], and the distance
    of each of its hexes from (col, row), -1 beyond the radius."""
    height, width = shape
    rows = slice(max(0, row - radius - 1), min(height, row + radius + 2))
    cols = slice(max(0, col - radius), min(width, col + radius + 1))
    c, r = np.meshgrid(np.arange(cols.start, cols.stop), np.arange(rows.start, rows.stop))
    q, r = axial(c, r)
    q0, r0 = axial(col, row)
    d = np.maximum(np.maximum(np.abs(q - q0), np.abs(r - r0)), np.abs(q - q0 + r - r0))
    return (rows, cols), np.where(d <= radius, d, -1)
