"""Pieces every BattleTech calculator uses: checked inputs, the rows present in a hex, parameters."""

from __future__ import annotations

import math

import numpy as np

from ...errors import quoted
from ...model import HexMap
from ...vocabulary import BASE_TERRAINS, MOD_INDEX, MODIFICATIONS
from .schema import RuleSet, TerrainRule
from .vocabulary import UNIT_KINDS, WEAPON_CLASSES


def check_unit(kind: str) -> None:
    if kind not in UNIT_KINDS:
        raise ValueError(f"unknown unit kind {quoted(kind)} (one of: {', '.join(UNIT_KINDS)})")


def check_weapon(weapon: str) -> None:
    if weapon not in WEAPON_CLASSES:
        raise ValueError(f"unknown weapon class {quoted(weapon)} (one of: {', '.join(WEAPON_CLASSES)})")


def param(hex_map: HexMap, rule: TerrainRule, col: int, row: int, name: str) -> float:
    """A parameter of the hex's base terrain or modification `rule`, its default when not given.

    Parameters are sizes (heights, depths), never below 0: a map may hold an out-of-range value
    (e.g. a gravel pile of height -1 from another program), which the reality check reports."""
    j = rule.param_index(name)
    if rule.layer == "base":
        stored = float(hex_map.params[row, col, j])
    else:
        stored = hex_map.mod_params.get((hex_map.flat(col, row), rule.index), (math.nan,) * (j + 1))[j]
    if stored != stored:
        spec = (BASE_TERRAINS if rule.layer == "base" else MODIFICATIONS)[rule.index].params[j]
        return float(spec.default) if isinstance(spec.default, (int, float)) else 0.0
    return max(0.0, float(stored))


def param_array(hex_map: HexMap, rule: TerrainRule, name: str, at: tuple | None = None) -> np.ndarray:
    """A base-terrain parameter over the whole map ([row, col]), or at the hexes `at` = (rows, cols)
    arrays; its default where not given (never below 0)."""
    j = rule.param_index(name)
    default = BASE_TERRAINS[rule.index].params[j].default
    values = (hex_map.params[..., j] if at is None else hex_map.params[(*at, j)]).astype(float)
    return np.where(np.isnan(values), float(default) if isinstance(default, (int, float)) else 0.0,
                    np.maximum(values, 0.0))


def surface(hex_map: HexMap, rules: RuleSet, col: int, row: int) -> float:
    """Where units stand in the hex: its level, raised by a gravel pile's height (the pile's top)."""
    rule = rules.base[int(hex_map.base[row, col])]
    raised = param(hex_map, rule, col, row, rule.surface_param) if rule.surface_param else 0.0
    return float(hex_map.level[row, col]) + raised


def surface_array(hex_map: HexMap, rules: RuleSet, at: tuple | None = None) -> np.ndarray:
    """`surface` over the whole map ([row, col]), or at the hexes `at` = (rows, cols) arrays."""
    where = ... if at is None else at
    ground, base = hex_map.level[where].astype(float), hex_map.base[where]
    for rule in rules.base:
        if rule.surface_param:
            ground = ground + np.where(base == rule.index, param_array(hex_map, rule, rule.surface_param, at), 0)
    return ground


def _kept_terrain(hex_map: HexMap) -> dict:
    """{hex id: the terrain string a MegaMek board gave the hex}, as the map keeps them (extra_keys
    megamek.terrain, e.g. "woods:1;foliage_elev:1")."""
    kept = hex_map.extra_keys.get("megamek")
    terrain = kept.get("terrain") if isinstance(kept, dict) else None
    return terrain if isinstance(terrain, dict) else {}


def _token_level(text, key: str) -> int | None:
    for token in text.split(";") if isinstance(text, str) else ():
        fields = token.split(":")
        if fields[0] == key and len(fields) > 1 and fields[1].lstrip("-").isdigit():
            return int(fields[1])
    return None


def megamek_level(hex_map: HexMap, col: int, row: int, key: str) -> int | None:
    """The level of token `key` in the terrain a MegaMek board gave the hex, or None."""
    return _token_level(_kept_terrain(hex_map).get(hex_map.hex_id(col, row)), key)


def megamek_levels(hex_map: HexMap, key: str) -> dict[tuple[int, int], int]:
    """{(col, row): level} of token `key` over the hexes a MegaMek board gave it."""
    out = {}
    for hex_id, text in _kept_terrain(hex_map).items():
        level = _token_level(text, key)
        if level is not None:
            try:
                out[hex_map.parse_hex_id(str(hex_id))] = level
            except ValueError:
                continue
    return out


def terrain_heights(hex_map: HexMap, rule: TerrainRule, cols: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """How high the row's terrain rises for line of sight in each hex (cols, rows) holding it, NaN where
    it has no height (a MegaMek board's foliage_elev where it gave one)."""
    if rule.los_height_param is None:
        height = np.full(len(cols), np.nan if rule.los_height is None else float(rule.los_height))
    elif rule.layer == "base":
        height = param_array(hex_map, rule, rule.los_height_param, (rows, cols))
    else:
        height = np.array([param(hex_map, rule, c, r, rule.los_height_param)
                           for c, r in zip(cols.tolist(), rows.tolist())], float).reshape(-1)
    if rule.megamek_height and _kept_terrain(hex_map):
        kept = [megamek_level(hex_map, c, r, rule.megamek_height) for c, r in zip(cols.tolist(), rows.tolist())]
        height = np.array([h if k is None else float(k) for h, k in zip(height.tolist(), kept)], float).reshape(-1)
    return height


def terrain_height(hex_map: HexMap, rule: TerrainRule, col: int, row: int) -> float | None:
    """`terrain_heights` in one hex (None: no height)."""
    height = float(terrain_heights(hex_map, rule, np.array([col]), np.array([row]))[0])
    return None if math.isnan(height) else height


def rows_in(rules: RuleSet, hex_map: HexMap, col: int, row: int) -> list[TerrainRule]:
    return rules.terrain_rows(int(hex_map.base[row, col]), int(hex_map.mods[row, col]))


def factor(hex_map: HexMap, rule: TerrainRule, kind: str, col: int, row: int) -> float:
    """How much a scaled row counts here (gravel height, water depth, building type); 1 otherwise."""
    s = rule.scale
    if s is None or kind in s.fixed:
        return 1.0
    return s.factor(param(hex_map, rule, col, row, s.param))


def mod_bits(names) -> int:
    return sum(1 << MOD_INDEX[n] for n in names)
