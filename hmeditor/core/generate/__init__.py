"""The map generator: a new map from a preset, its settings and a seed.

    hex_map = generate(64, 68, seed=7, preset="jungle", overrides={"rivers": 2})

The steps, in order: the lie of the land (hills, craters, half levels), water (rivers, lakes), the
ground's cover (sand, tundra, fields, magma, woods, jungle, rough, rubble), the city, roads and
bridges, the city's industry, gravel piles, the wet, frozen and volcanic modifications; then the map is
repaired until the reality check finds no error and MegaMek would take its board; then the
planetary conditions the preset does not fix are rolled as Map > Random conditions rolls them (no
roll that brings a finding), and the map is checked once more.

Deterministic: each step draws from a numpy random generator of its own, seeded from the seed and
the step's name, so the same program version, seed and settings give the same map, byte for byte.
Settings and presets are data (hmeditor/data/generator.yaml, read by settings.py).
"""

from __future__ import annotations

from ..check.data import check_rules
from ..check.random_conditions import roll_conditions
from ..errors import quoted
from ..model import HexMap
from . import city, cover, land, piles, roads
from .canvas import Canvas
from .repair import repair
from .settings import Catalogue, Preset, Setting, catalogue, parse_assignments

__all__ = ["Catalogue", "Preset", "Setting", "catalogue", "describe", "generate", "parse_assignments"]

SEED_LIMIT = 2**32          # seeds are 0 .. SEED_LIMIT - 1
STEPS = (land.hills, land.craters, land.rivers, land.lakes, land.half_levels, cover.ground, cover.magma,
         cover.forests, cover.broken_ground, city.city, roads.roads, city.industry, piles.gravel_piles,
         cover.wet_ground, cover.frozen, cover.rapids, cover.vents)


def generate(width: int, height: int, seed: int, preset: str = "open", overrides: dict | None = None) -> HexMap:
    """A new map; ValueError naming the setting, preset, size or seed that is wrong."""
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"the seed must be a whole number from 0 to {SEED_LIMIT - 1}, not {quoted(seed)}")
    settings, conditions = catalogue().resolve(preset, overrides)
    hex_map = HexMap(width, height, f"{preset.capitalize()} {width} x {height}, seed {seed}")
    canvas = Canvas(hex_map, settings, seed)
    for make in STEPS:
        make(canvas)
    hex_map.touch()
    rules = check_rules()
    repair(hex_map, rules)
    hex_map.conditions = dict(conditions)
    if settings["random_conditions"]:
        hex_map.conditions |= roll_conditions(hex_map, seed, rules, keep=tuple(conditions))
    repair(hex_map, rules)
    hex_map.extra_keys["notes"] = describe(preset, seed, width, height, overrides or {})
    return hex_map


def describe(preset: str, seed: int, width: int, height: int, overrides: dict) -> str:
    """The command that makes the map again (kept in the map's notes)."""
    sets = "".join(f" --set {key}={value}" for key, value in overrides.items())
    return f"Made by hmeditor generate --preset {preset} --size {width}x{height} --seed {seed}{sets}"
