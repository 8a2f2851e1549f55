"""The cover save of a target: the best of its own hex's cover (area terrain, ruins, a fortified
position) and the cover of every hex on the line from the firer (a model a quarter hidden), going to
ground added, never better than the rules' best save (2+). The same numbers for every hex at once
from one firer: the cover map."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ...hexgrid import Hex, line, line_crossings
from ...model import HexMap
from .schema import NO_COVER, UnitType, Wh40kRules
from .terrain import hex_terrain, inches, inches_per_hex, save_or_none, whole_map


@dataclass(frozen=True)
class Cover:
    target: tuple[int, int]
    firer: tuple[int, int] | None
    save: int | None                         # None: no cover save
    source: str | None                       # the terrain (or go_to_ground) the save comes from
    breakdown: list[dict] = field(default_factory=list)
    range_hexes: int | None = None
    range_in: float | None = None


def cover(hex_map: HexMap, rules: Wh40kRules, target: tuple[int, int], firer: tuple[int, int] | None = None,
          unit: UnitType | None = None, go_to_ground: bool = False) -> Cover:
    """The cover save of a model of `unit` (infantry by default) in `target`, shot at from `firer`."""
    unit = unit or rules.units["infantry"]
    if go_to_ground and not unit.go_to_ground:
        raise ValueError(f"--go-to-ground: {unit.label} cannot go to ground")
    ids = hex_map.hex_id
    here = hex_terrain(hex_map, rules, target[0], target[1])
    save, source, breakdown = NO_COVER, None, []
    row = here.in_hex_row(0)
    if row is not None and unit.area_cover:
        save, source = row.cover, row.name
        breakdown.append({"hex": ids(*target), "source": row.name, "save": row.cover, "role": "in_hex"})
    range_hexes = range_in = None
    if firer is not None and firer != target:
        for hx, row in _intervening(hex_map, rules, firer, target):
            breakdown.append({"hex": ids(*hx), "source": row.name, "save": row.cover, "role": "intervening"})
            if row.cover < save:
                save, source = row.cover, row.name
        range_hexes = Hex.from_offset(*firer).distance(Hex.from_offset(*target))
        range_in = inches(range_hexes, inches_per_hex(hex_map, rules))
    if go_to_ground:
        save, source, bonus = _gone_to_ground(rules, save, source, bool(here.area[0]))
        breakdown.append({"source": "go_to_ground", "value": bonus, "save": save})
    best = int(rules.setting("cover.best"))
    if save < best:
        save = best
        breakdown.append({"source": "best_save", "save": best})
    return Cover(target, firer, save_or_none(save), source, breakdown, range_hexes, range_in)


def _intervening(hex_map: HexMap, rules: Wh40kRules, firer, target) -> list[tuple[tuple[int, int], object]]:
    """The hexes between firer and target that give cover, each with the row giving it (both hexes
    of a divided hexside count: the target takes the better)."""
    hexes = [h.to_offset() for step in line(Hex.from_offset(*firer), Hex.from_offset(*target))[1:-1] for h in step]
    hexes = [h for h in hexes if hex_map.contains(*h)]
    if not hexes:
        return []
    cols, rows = zip(*hexes)
    terrain = hex_terrain(hex_map, rules, cols, rows)
    return [(hx, terrain.passing_row(i)) for i, hx in enumerate(hexes) if terrain.passing_row(i) is not None]


def _gone_to_ground(rules: Wh40kRules, save: int, source: str | None, in_area: bool) -> tuple[int, str, int]:
    """The save after going to ground, the source it is now named by, the bonus."""
    if save >= NO_COVER:
        open_save = int(rules.setting("cover.go_to_ground_open"))
        return open_save, "go_to_ground", NO_COVER - open_save
    bonus = int(rules.setting("cover.go_to_ground_area" if in_area else "cover.go_to_ground"))
    return save - bonus, source, bonus


# ---- every hex at once -------------------------------------------------------------------------

def cover_grid(hex_map: HexMap, rules: Wh40kRules, firer: tuple[int, int] | None = None,
               unit: UnitType | None = None, go_to_ground: bool = False) -> np.ndarray:
    """The cover save (NO_COVER: none) of a model of `unit` in each hex [row, col], shot at from
    `firer` (None: its own hex's cover only); hexes farther from the firer than the cover map's reach
    are 0. The same rules as `cover`, for the whole map (numpy)."""
    unit = unit or rules.units["infantry"]
    if go_to_ground and not unit.go_to_ground:
        raise ValueError(f"{unit.label} cannot go to ground")
    terrain = whole_map(hex_map, rules)
    own = terrain.in_hex if unit.area_cover else np.full_like(terrain.in_hex, NO_COVER)
    save = own.reshape(hex_map.height, hex_map.width).copy()
    reach = np.ones(save.shape, bool)
    if firer is not None:
        passing = terrain.passing.reshape(save.shape)
        reach = _reach(hex_map, rules, firer)
        save = np.where(reach, np.minimum(save, _best_between(hex_map, passing, firer, reach)), 0)
    if go_to_ground:
        area = terrain.area.reshape(save.shape)
        bonus = np.where(area, rules.setting("cover.go_to_ground_area"), rules.setting("cover.go_to_ground"))
        save = np.where(save >= NO_COVER, rules.setting("cover.go_to_ground_open"), save - bonus)
        save = np.where(reach, save, 0)
    return np.where(reach, np.maximum(save, rules.setting("cover.best")), 0).astype(np.int64)


def _reach(hex_map: HexMap, rules: Wh40kRules, firer) -> np.ndarray:
    """The hexes within the cover map's reach of the firer."""
    radius = int(rules.setting("table.cover_map_reach_in") // inches_per_hex(hex_map, rules))
    rows, cols = np.mgrid[0:hex_map.height, 0:hex_map.width]
    return _distance(firer, cols, rows) <= radius


def _distance(a: tuple[int, int], cols: np.ndarray, rows: np.ndarray) -> np.ndarray:
    q, r = cols, rows - (cols - (cols & 1)) // 2
    h = Hex.from_offset(*a)
    return (np.abs(q - h.q) + np.abs(r - h.r) + np.abs(q + r - h.q - h.r)) // 2


def _best_between(hex_map: HexMap, passing: np.ndarray, firer, reach: np.ndarray) -> np.ndarray:
    """Per hex, the best save of the hexes on the line from the firer to it (NO_COVER: none)."""
    best = np.full(passing.shape, NO_COVER, np.int64)
    rows, cols = np.nonzero(reach)
    others = (cols != firer[0]) | (rows != firer[1])
    rows, cols = rows[others], cols[others]
    targets = np.stack([cols, rows - (cols - (cols & 1)) // 2], axis=1)
    which, q, r = line_crossings(Hex.from_offset(*firer), targets)
    col = q
    row = r + (q - (q & 1)) // 2
    a = Hex.from_offset(*firer)
    between = ((q != a.q) | (r != a.r)) & ((q != targets[which, 0]) | (r != targets[which, 1]))
    between &= (col >= 0) & (col < hex_map.width) & (row >= 0) & (row < hex_map.height)
    found = np.full(len(targets), NO_COVER, np.int64)
    np.minimum.at(found, which[between], passing[row[between], col[between]])
    best[rows, cols] = found
    return best
