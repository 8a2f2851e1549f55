"""The cover save of a target: the best of its own hex's cover (area terrain, ruins, a fortified
position) and the cover of the hexes on the line from the firer that hide it (a model a quarter
hidden), going to ground added, never better than the rules' best save (2+). A hex between covers a
target next to it, or one it is nearer to than the firer is (the firer looks over what is at its
feet); a fortified position only a model directly behind it. The same numbers for every hex at once
from one firer: the cover map."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from ...errors import InputError
from ...hexgrid import Hex, line, line_crossings
from ...language import translate
from ...model import HexMap
from .schema import NO_COVER, UnitType, Wh40kRules
from .terrain import hex_terrain, inches, inches_per_hex, save_or_none


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
        raise InputError("--go-to-ground", translate("Wh40k", "{unit} cannot go to ground").format(unit=unit.label))
    ids = hex_map.hex_id
    here = hex_terrain(hex_map, rules, target[0], target[1])
    save, breakdown = NO_COVER, []
    source: str | None = None
    row = here.in_hex_row(0)
    if row is not None and row.cover is not None and unit.area_cover:
        save, source = row.cover, row.name
        breakdown.append({"hex": ids(*target), "source": row.name, "save": row.cover, "role": "in_hex"})
    range_hexes = range_in = None
    if firer is not None and firer != target:
        for hx, name, hex_save in _intervening(hex_map, rules, firer, target):
            breakdown.append({"hex": ids(*hx), "source": name, "save": hex_save, "role": "intervening"})
            if hex_save < save:
                save, source = hex_save, name
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


def _intervening(hex_map: HexMap, rules: Wh40kRules, firer, target) -> list[tuple[tuple[int, int], str, int]]:
    """The hexes between firer and target that give the target cover, each with the name of the row
    giving it and its save (both hexes of a divided hexside count: the target takes the better)."""
    a, b = Hex.from_offset(*firer), Hex.from_offset(*target)
    hexes = [h for step in line(a, b)[1:-1] for h in step if hex_map.contains(*h.to_offset())]
    if not hexes:
        return []
    cols, rows = zip(*(h.to_offset() for h in hexes))
    terrain = hex_terrain(hex_map, rules, cols, rows)
    rows_giving = [terrain.passing_row(i, adjacent=True) if h.distance(b) == 1 else
                   terrain.passing_row(i, adjacent=False) if h.distance(b) < h.distance(a) else None
                   for i, h in enumerate(hexes)]
    return [(h.to_offset(), row.name, row.cover) for h, row in zip(hexes, rows_giving)
            if row is not None and row.cover is not None]


def _gone_to_ground(rules: Wh40kRules, save: int, source: str | None, in_area: bool) -> tuple[int, str | None, int]:
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
    shape = (hex_map.height, hex_map.width)
    radius = _radius(hex_map, rules) if firer is not None else 0
    rows, cols = np.nonzero(_reach(hex_map, firer, radius) if firer is not None else np.ones(shape, bool))
    terrain = hex_terrain(hex_map, rules, cols, rows)
    save = terrain.in_hex if unit.area_cover else np.full_like(terrain.in_hex, NO_COVER)
    if firer is not None:
        passing, far = np.full(shape, NO_COVER, np.int64), np.full(shape, NO_COVER, np.int64)
        passing[rows, cols], far[rows, cols] = terrain.passing, terrain.passing_far   # the hexes between lie
        save = np.minimum(save, _best_between(hex_map, passing, far, firer, radius)[rows, cols])    # within reach
    if go_to_ground:
        bonus = np.where(terrain.area, rules.setting("cover.go_to_ground_area"), rules.setting("cover.go_to_ground"))
        save = np.where(save >= NO_COVER, rules.setting("cover.go_to_ground_open"), save - bonus)
    out = np.zeros(shape, np.int64)
    out[rows, cols] = np.maximum(save, rules.setting("cover.best"))
    return out


def _radius(hex_map: HexMap, rules: Wh40kRules) -> int:
    """How many hexes the cover map reaches from the firer."""
    return int(rules.setting("table.cover_map_reach_in") // inches_per_hex(hex_map, rules))


def _reach(hex_map: HexMap, firer, radius: int) -> np.ndarray:
    """The hexes within `radius` of the firer."""
    rows, cols = np.mgrid[0:hex_map.height, 0:hex_map.width]
    return _distance(firer, cols, rows) <= radius


def _distance(a: tuple[int, int], cols: np.ndarray, rows: np.ndarray) -> np.ndarray:
    q, r = cols, rows - (cols - (cols & 1)) // 2
    h = Hex.from_offset(*a)
    return (np.abs(q - h.q) + np.abs(r - h.r) + np.abs(q + r - h.q - h.r)) // 2


def _best_between(hex_map: HexMap, passing: np.ndarray, far: np.ndarray, firer, radius: int) -> np.ndarray:
    """Per hex within `radius` of the firer, the best save the hexes on the line from the firer give a
    model there (`passing` next to a hex, `far` farther behind it; NO_COVER: none)."""
    targets, starts, crossed, next_to = _lines_between(firer, hex_map.width, hex_map.height, radius)
    found = np.full(len(targets), NO_COVER, np.int64)
    some = np.diff(np.append(starts, len(crossed))) > 0
    if len(crossed):
        given = np.where(next_to, passing.ravel()[crossed], far.ravel()[crossed])
        found[some] = np.minimum.reduceat(given, starts[some])
    best = np.full(passing.shape, NO_COVER, np.int64)
    best.ravel()[targets] = found
    return best


@lru_cache(maxsize=4)
def _lines_between(firer: tuple[int, int], width: int, height: int, radius: int):
    """The lines from the firer to every hex within `radius`, which depend on the map's size, not
    its terrain, so they are kept for the next edit: the targets' flat indices, where each target's
    run starts in `crossed`, `crossed` the flat indices of the on-map hexes strictly between the
    firer and each target that can cover it (next to it, or nearer to it than to the firer), and
    `next_to` whether each is next to its target."""
    rows, cols = np.mgrid[0:height, 0:width]
    distance = _distance(firer, cols, rows).ravel()
    targets = np.flatnonzero((distance <= radius) & (distance > 0))
    trows, tcols = np.divmod(targets, width)
    a = Hex.from_offset(*firer)
    axial = np.stack([tcols, trows - (tcols - (tcols & 1)) // 2], axis=1)
    which, q, r = line_crossings(a, axial)
    col, row = q, r + (q - (q & 1)) // 2
    to_target, to_firer = _axial_distance(q, r, axial[which, 0], axial[which, 1]), _axial_distance(q, r, a.q, a.r)
    keep = ((to_target == 1) | (to_target < to_firer)) & (to_target > 0) & (to_firer > 0)
    keep &= (col >= 0) & (col < width) & (row >= 0) & (row < height)
    order = np.argsort(which[keep], kind="stable")
    which, crossed, next_to = which[keep][order], (row * width + col)[keep][order], (to_target == 1)[keep][order]
    return targets, np.searchsorted(which, np.arange(len(targets))), crossed.astype(np.int64), next_to


def _axial_distance(q, r, q2, r2):
    return (np.abs(q - q2) + np.abs(r - r2) + np.abs(q + r - q2 - r2)) // 2
