"""The line of a shot: the hexes between firer and target, those whose top (the ground, and a
building, an industrial structure or a pile on it: the rules' `line.solid`) stands higher than the
ground of both figures and so block the shot, and the cover the terrain between gives the target.
Where the line runs along a hex side both hexes count: the target takes the better."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...hexgrid import Hex, line
from ...model import HexMap
from ...vocabulary import BASE_TERRAINS
from .cover import hex_cover
from .schema import CoverRow, TwRules


@dataclass(frozen=True)
class ShotLine:
    hexes: tuple[tuple[int, int], ...]          # between firer and target, in order
    blocked_by: tuple[tuple[int, int], ...]     # the hexes rising higher than both figures' ground
    cover: Fraction                             # the most the terrain of a hex between hides (0: none)
    cover_hex: tuple[int, int] | None
    cover_terms: tuple[CoverRow, ...]


def top_levels(hex_map: HexMap, rules: TwRules, hx: tuple[int, int]) -> float:
    """The top of a hex in levels: its level, and the height of solid terrain on it."""
    col, row = hx
    level = float(hex_map.level[row, col])
    terrain = BASE_TERRAINS[int(hex_map.base[row, col])]
    if terrain.name not in rules.setting("line.solid"):
        return level
    j, spec = next((j, p) for j, p in enumerate(terrain.params) if p.name == "height")
    stored = float(hex_map.params[row, col, j])
    default = spec.default if isinstance(spec.default, (int, float)) else 0.0
    return level + (float(default) if stored != stored else max(0.0, stored))


def shot_line(hex_map: HexMap, rules: TwRules, firer: tuple[int, int], target: tuple[int, int]) -> ShotLine:
    """What lies between `firer` and `target` (both on the map)."""
    ground = max(float(hex_map.level[firer[1], firer[0]]), float(hex_map.level[target[1], target[0]]))
    steps = line(Hex.from_offset(*firer), Hex.from_offset(*target))[1:-1]
    hexes = tuple(h.to_offset() for step in steps for h in step if hex_map.contains(*h.to_offset()))
    blocked = tuple(hx for hx in hexes if top_levels(hex_map, rules, hx) > ground)
    best, best_hex = Fraction(0), None
    best_terms: tuple[CoverRow, ...] = ()
    for hx in hexes:
        if BASE_TERRAINS[int(hex_map.base[hx[1], hx[0]])].name in rules.setting("line.solid"):
            continue                              # the line passes over it, or it blocks
        cover, terms = hex_cover(hex_map, rules, hx)
        if cover > best:
            best, best_hex, best_terms = cover, hx, tuple(terms)
    return ShotLine(hexes, blocked, best, best_hex, best_terms)
