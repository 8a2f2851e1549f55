"""What covers the land and the water: ground (sand, tundra, fields, magma), woods and jungle by
density, rough and rubble, and the modifications swamp, mud, snow, ice, rapids and magma vents.
Each is a share of the hexes it may cover, picked by a noise field of its own."""

from __future__ import annotations

import numpy as np

from .canvas import Canvas, near
from .noise import fractal, ranks, top_share

PATCH = 0.6                 # ground and forest patches: this share of a hill's size across
SCATTER = 2.0               # rough, rubble, mud: small patches, hexes across
OPEN = ("clear", "sand", "tundra", "planted_fields", "rough")


def ground(c: Canvas) -> None:
    for name, base in (("sand", "sand"), ("tundra", "tundra"), ("fields", "planted_fields")):
        where, _ = top_share(c.rng(name), c.x, c.y, c["hill_size"] * PATCH, c[name], c.is_base("clear"))
        c.paint(where, base)


def magma(c: Canvas) -> None:
    """Magma up the hills: crust, and liquid lava at its heart."""
    rng = c.rng("magma")
    if c["magma"] <= 0:
        return
    land = c.land()
    score = 0.6 * ranks(c.map.level.astype(np.float64), land) + 0.4 * fractal(rng, c.x, c.y, c["hill_size"] * PATCH)
    rank = ranks(score, land)
    crust = land & (rank >= 1 - c["magma"])
    liquid = crust & (rank >= 1 - c["magma"] * c["lava"])
    c.paint(crust, "magma_crust")
    c.paint(liquid, "magma_liquid")


def forests(c: Canvas) -> None:
    for name, kind in (("woods", "woods"), ("jungle", "jungle")):
        free = c.is_base("clear", "tundra")
        where, within = top_share(c.rng(name), c.x, c.y, c["hill_size"] * PATCH, c[name], free)
        heavy = where & (within >= 1 - c["density"])
        ultra = heavy & (within >= 1 - c["density"] * c["ultra"])
        c.paint(where, f"light_{kind}")
        c.paint(heavy, f"heavy_{kind}")
        c.paint(ultra, f"ultra_heavy_{kind}")


def broken_ground(c: Canvas) -> None:
    for name in ("rough", "rubble"):
        free = c.is_base("clear", "sand", "tundra")
        where, within = top_share(c.rng(name), c.x, c.y, SCATTER, c[name], free)
        c.paint(where, name)
        c.paint(where & (within >= 1 - c["ultra"] / 2), f"ultra_{name}")


def wet_ground(c: Canvas) -> None:
    """Swamp on low ground by the water (any low ground on a dry map); mud on open ground."""
    water = c.water()
    low = c.map.level <= c["height_min"] + 1
    by_water = near(water, 2) if water.any() else np.ones(c.shape, bool)
    soft = c.is_base("clear", "light_woods", "light_jungle", "heavy_jungle", "tundra", "planted_fields")
    where, _ = top_share(c.rng("swamp"), c.x, c.y, SCATTER, c["swamp"], soft & low & by_water)
    c.add(where, "swamp")
    where, _ = top_share(c.rng("mud"), c.x, c.y, SCATTER, c["mud"], c.is_base(*OPEN) & ~where)
    c.add(where, "mud")


def frozen(c: Canvas) -> None:
    """Snow on the land (never on magma or mud), thin or deep; ice on the water."""
    free = c.land() & ~c.is_base("magma_crust", "magma_liquid") & ~c.has("mud", "magma_vent")
    where, within = top_share(c.rng("snow"), c.x, c.y, c["hill_size"] * PATCH, c["snow"], free)
    deep = where & (within >= 1 - c["deep_snow"])
    c.add(where & ~deep, "thin_snow")
    c.add(deep, "deep_snow")
    where, _ = top_share(c.rng("ice"), c.x, c.y, c["hill_size"] * PATCH, c["ice"], c.water())
    c.add(where, "ice")


def rapids(c: Canvas) -> None:
    deep_river = c.river & c.water() & (np.nan_to_num(c.map.params[..., 0], nan=0) >= 1)
    c.add(deep_river & (c.rng("rapids").random(c.shape) < c["rapids"]), "rapids")


def vents(c: Canvas) -> None:
    """Magma vents in magma crust, or near the magma on a map with little of it."""
    rng = c.rng("vents")
    places = np.flatnonzero(c.is_base("magma_crust") & ~c.road)
    if not len(places):
        places = np.flatnonzero(c.land() & ~c.road & ~c.is_base("building", "magma_liquid") & ~c.has("thin_snow",
                                                                                                        "deep_snow"))
    n = min(len(places), c.count(rng, c["vents"]))
    where = np.zeros(c.shape, bool)
    where.reshape(-1)[rng.choice(places, n, replace=False)] = True
    c.add(where, "magma_vent")
