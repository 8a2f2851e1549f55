"""Pieces every calculator uses: breakdown items, unit labels, the rows present in a hex."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ..model import HexMap
from ..rules import RuleSet, TerrainRule
from ..vocabulary import BASE_TERRAINS, MOD_INDEX, MODIFICATIONS, UNIT_KINDS, WEAPON_CLASSES

UNIT_LABELS = {
    "mech": "'Mechs", "protomech": "ProtoMechs", "tracked": "tracked vehicles", "wheeled": "wheeled vehicles",
    "hover": "hover vehicles", "wige": "WiGE vehicles", "vtol": "VTOLs", "foot_infantry": "foot infantry",
    "jump_infantry": "jump infantry", "motorized_infantry": "motorized infantry",
    "mechanized_infantry": "mechanized infantry", "battle_armor": "battle armor",
}


@dataclass(frozen=True)
class Item:
    """One term of a sum: `source` is the name used in JSON, `label` the words for people."""

    source: str
    value: float
    label: str
    hex: str | None = None

    def json(self, key: str = "value") -> dict:
        out = {"hex": self.hex} if self.hex is not None else {}
        out.update({"source": self.source, key: number(self.value)})
        return out


def number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else float(value)


def signed(value: float) -> str:
    return f"{number(value):+}"


def check_unit(kind: str) -> None:
    if kind not in UNIT_KINDS:
        raise ValueError(f"unknown unit kind '{kind}' (one of: {', '.join(UNIT_KINDS)})")


def check_weapon(weapon: str) -> None:
    if weapon not in WEAPON_CLASSES:
        raise ValueError(f"unknown weapon class '{weapon}' (one of: {', '.join(WEAPON_CLASSES)})")


def check_hex(hex_map: HexMap, hx: tuple[int, int]) -> None:
    if not hex_map.contains(*hx):
        raise ValueError(f"hex {hx} is not on the {hex_map.width} x {hex_map.height} map")


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


def param_array(hex_map: HexMap, rule: TerrainRule, name: str) -> np.ndarray:
    """A base-terrain parameter over the whole map, its default where not given (never below 0)."""
    j = rule.param_index(name)
    default = BASE_TERRAINS[rule.index].params[j].default
    values = hex_map.params[..., j].astype(float)
    return np.where(np.isnan(values), float(default) if isinstance(default, (int, float)) else 0.0,
                    np.maximum(values, 0.0))


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
