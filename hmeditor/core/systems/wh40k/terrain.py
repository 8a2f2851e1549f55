"""What hexes are on the tabletop, for many hexes at once (numpy): the cover a model in a hex takes,
the cover a hex gives as intervening terrain, and the terrain tests; and the table scale."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ...language import translate
from ...model import HexMap
from ..mapkeys import map_value
from . import SYSTEM
from .schema import FLAGS, NO_COVER, TerrainRow, Wh40kRules

SCALE_RANGE = SYSTEM.map_keys["inches_per_hex"]         # inches across a hex


@dataclass(frozen=True)
class HexTerrain:
    """Per hex (arrays in the order of the hexes asked for): the save a model in the hex takes
    (`in_hex`, NO_COVER: none), the save the hex gives a model directly behind it (`passing`) and a
    model farther behind it (`passing_far`: rows that cover only a model directly behind, such as a
    fortified position, do not), area terrain and the terrain tests (FLAGS). `present` holds each
    terrain row that counts somewhere with the hexes where it does; `in_hex_from`, `passing_from` and
    `passing_far_from` index it (-1: no cover)."""

    in_hex: np.ndarray
    passing: np.ndarray
    passing_far: np.ndarray
    area: np.ndarray
    flags: dict[str, np.ndarray]
    present: list[tuple[TerrainRow, np.ndarray]]
    in_hex_from: np.ndarray
    passing_from: np.ndarray
    passing_far_from: np.ndarray

    def rows_at(self, i: int) -> list[TerrainRow]:
        """The terrain rows that count in hex i."""
        return [row for row, where in self.present if where[i]]

    def in_hex_row(self, i: int) -> TerrainRow | None:
        return self.present[self.in_hex_from[i]][0] if self.in_hex_from[i] >= 0 else None

    def passing_row(self, i: int, adjacent: bool = True) -> TerrainRow | None:
        """The row giving hex i's cover to a model directly behind it (`adjacent`), or farther behind."""
        given = self.passing_from[i] if adjacent else self.passing_far_from[i]
        return self.present[given][0] if given >= 0 else None


def hex_terrain(hex_map: HexMap, rules: Wh40kRules, cols, rows) -> HexTerrain:
    """What the hexes (cols[i], rows[i]) are in 40k: their base terrain's row (where its `min`
    parameter is met) and their modifications' rows."""
    cols, rows = np.atleast_1d(np.asarray(cols, np.int64)), np.atleast_1d(np.asarray(rows, np.int64))
    base, params, mods = hex_map.base[rows, cols], hex_map.params[rows, cols], hex_map.mods[rows, cols]
    present = [(row, _applies(row, base == row.index, params)) for row in rules.base]
    present += [(row, (mods >> np.uint32(m) & 1).astype(bool)) for m, row in rules.mods.items()]
    present = [(row, where) for row, where in present if where.any()]
    n = len(cols)
    (in_hex, passing, far), (in_hex_from, passing_from, far_from) = _saves(3, n), _givers(3, n)
    area, flags = np.zeros(n, bool), {f: np.zeros(n, bool) for f in FLAGS}
    for k, (row, where) in enumerate(present):
        if row.cover is not None:
            _better(passing, passing_from, where, row.cover, k)
            if row.behind == "nearer":
                _better(far, far_from, where, row.cover, k)
            if row.covers_occupant:
                _better(in_hex, in_hex_from, where, row.cover, k)
        area |= where & row.area
        for f in FLAGS:
            flags[f] |= where & getattr(row, f)
    return HexTerrain(in_hex, passing, far, area, flags, present, in_hex_from, passing_from, far_from)


def _saves(count: int, n: int) -> list[np.ndarray]:
    return [np.full(n, NO_COVER, np.int64) for _ in range(count)]


def _givers(count: int, n: int) -> list[np.ndarray]:
    return [np.full(n, -1, np.int64) for _ in range(count)]


def _applies(row: TerrainRow, where: np.ndarray, params: np.ndarray) -> np.ndarray:
    if row.min_param is None:
        return where
    index, value = row.min_param
    return where & (np.nan_to_num(params[:, index], nan=-np.inf) >= value)


def _better(saves: np.ndarray, givers: np.ndarray, where: np.ndarray, save: int, k: int) -> None:
    better = where & (save < saves)
    saves[better] = save
    givers[better] = k


def whole_map(hex_map: HexMap, rules: Wh40kRules) -> HexTerrain:
    rows, cols = np.divmod(np.arange(hex_map.width * hex_map.height), hex_map.width)
    return hex_terrain(hex_map, rules, cols, rows)


def save_text(save: int | None) -> str:
    return translate("Wh40k", "none") if save is None else f"{save}+"


def save_or_none(save: int) -> int | None:
    return None if save >= NO_COVER else int(save)


# ---- the table scale --------------------------------------------------------------------------

def inches_per_hex(hex_map: HexMap, rules: Wh40kRules) -> float:
    """Inches across a hex's flats: the map's `systems: {wh40k: {inches_per_hex: X}}`, else the rules'
    table scale. ValueError (one line) when the map's value is not a number of inches we can use."""
    return float(map_value(hex_map, SYSTEM.id, "inches_per_hex", rules.setting("table.inches_per_hex")))


def inches(hexes: float, per_hex: float) -> float:
    """A distance in hexes as tabletop inches, to a hundredth."""
    return round(hexes * per_hex, 2)


def hexes_text(value_in: float, per_hex: float) -> str:
    """ '3" (2.4 hexes)': inches with the hexes beside them."""
    hexes = value_in / per_hex
    shown = f"{hexes:g}" if math.isclose(hexes, round(hexes)) else f"{hexes:.1f}"
    if shown == "1":
        return translate("Wh40k", '{inches}" (1 hex)').format(inches=f"{value_in:g}")
    return translate("Wh40k", '{inches}" ({hexes} hexes)').format(inches=f"{value_in:g}", hexes=shown)
