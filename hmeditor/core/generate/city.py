"""Cities: a grid of paved streets over the built-up area (north to south, and north-east to
south-west: straight lines of hexes, as MegaMek's city boards run them), blocks of buildings between them (one
type per block: MegaMek joins neighbouring building hexes of one type into one building, and the
streets keep blocks apart), and heavy industrial zones near the buildings, as high as the
buildings around them (the rules put heavy industry within 3 hexes of a building)."""

from __future__ import annotations

import numpy as np

from ..check.grid import neighbours
from ..vocabulary import BUILDING_TYPES, MODIFICATIONS
from .canvas import Canvas, axial, near
from .noise import top_share

CITY_SIZE = 1.5             # the built-up area's patches: this many hills across
INDUSTRY_REACH = 3          # hexes from a building (the rules' limit)
KEPT_MODS = ("thin_snow", "deep_snow", "ice")


def city(c: Canvas) -> None:
    if c["city"] <= 0:
        return
    rng = c.rng("city")
    free = c.land() & ~c.is_base("magma_crust", "magma_liquid")
    area, _ = top_share(rng, c.x, c.y, c["hill_size"] * CITY_SIZE, c["city"], free)
    height, width = c.shape
    cols, rows = np.meshgrid(np.arange(width), np.arange(height))
    across = cols + axial(cols, rows)[1]            # constant along a line running NE to SW
    pitch = c["block"] + 1
    offset = rng.integers(pitch, size=2)
    street = area & (((cols - offset[0]) % pitch == 0) | ((across - offset[1]) % pitch == 0))
    c.paint(street & ~c.road, "pavement")
    c.remove(street, "swamp", "mud", "quicksand", "magma_vent")
    c.add(street & ~c.road, "road")
    c.road |= street
    _buildings(c, rng, area & ~street & ~c.road, (cols - offset[0]) // pitch, (across - offset[1]) // pitch)


def _buildings(c: Canvas, rng: np.random.Generator, lots: np.ndarray, block_col: np.ndarray,
               block_row: np.ndarray) -> None:
    block = (block_col - block_col.min()) * (int(block_row.max() - block_row.min()) + 1) + block_row - block_row.min()
    blocks = int(block.max()) + 1
    types = _block_types(c, rng, blocks)
    low, high = c["building_height_min"], c["building_height_max"]
    tall = rng.integers(low, high, size=blocks, endpoint=True)
    heights = np.clip(tall[block] - rng.integers(0, 2, size=c.shape), low, high)
    built = lots & (rng.random(c.shape) < c["buildings"])
    cf = c["building_cf"] or np.nan
    c.paint(built, "building", types[block].astype(np.float32), heights.astype(np.float32), cf)
    c.remove(built, *(m.name for m in MODIFICATIONS if m.name not in KEPT_MODS))


def _block_types(c: Canvas, rng: np.random.Generator, blocks: int) -> np.ndarray:
    """Each block's building type, as its index in BUILDING_TYPES."""
    if c["building_type"] == "mixed":
        return rng.choice(len(BUILDING_TYPES), size=blocks, p=(0.35, 0.35, 0.2, 0.1))
    return np.full(blocks, BUILDING_TYPES.index(c["building_type"]))


def industry(c: Canvas) -> None:
    """Heavy industrial on open ground near buildings, as high as the tallest building near it."""
    building = c.is_base("building")
    if c["industrial"] <= 0 or not building.any():
        return
    rng = c.rng("industrial")
    open_ground = c.is_base("clear", "rough", "rubble", "sand", "tundra", "pavement") & ~c.road
    candidates = open_ground & near(building, INDUSTRY_REACH)
    where = candidates & (rng.random(c.shape) < c["industrial"])
    tallest = np.where(building, np.nan_to_num(c.map.params[..., 1], nan=1), 0)
    for _ in range(INDUSTRY_REACH):
        tallest = np.maximum(tallest, np.max(neighbours(tallest, 0), axis=0))
    height = np.clip(tallest + rng.integers(-1, 2, size=c.shape), 1, 10)
    c.paint(where, "heavy_industrial", height.astype(np.float32))
    c.remove(where, "swamp", "mud", "quicksand", "magma_vent")
