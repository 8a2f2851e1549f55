"""Colours and labels for terrain, read from hmeditor/data/style.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import yaml
from PySide6.QtGui import QColor

from ..core.model import HexMap
from ..core.vocabulary import BASE_TERRAINS, MODIFICATIONS
from ..resources import data_path


@dataclass(frozen=True)
class TerrainStyle:
    colour: str
    label: str = ""
    symbol: str = ""
    density: int = 1


class Style:
    def __init__(self, data: dict):
        self.base = [TerrainStyle(**data["base"][t.name]) for t in BASE_TERRAINS]
        self.mods = [data["modifications"][m.name] for m in MODIFICATIONS]
        self.water_depth_step = float(data["water_depth_step"])
        self.level_step = float(data["level_step"])
        self.base_colours = [QColor(s.colour) for s in self.base]
        self._fills: dict[tuple[int, float, float], QColor] = {}

    def fill(self, base: int, depth: float, level: float) -> QColor:
        """Fill colour: the terrain's colour, water darker by depth, ground darker by level."""
        key = (base, depth, level)
        colour = self._fills.get(key)
        if colour is None:
            colour = self.base_colours[base]
            amount = self.water_depth_step * max(0.0, depth) if BASE_TERRAINS[base].name == "water" \
                else self.level_step * level
            colour = self._fills[key] = _shade(colour, amount)
        return colour

    def labels(self, hex_map: HexMap, col: int, row: int) -> list[str]:
        """Short rule labels for the bottom of a hex, e.g. ['LT WOODS', 'MUD']."""
        cell = hex_map.cell(col, row)
        spec = BASE_TERRAINS[int(hex_map.base[row, col])]
        params = {p.name: _fmt(v) for p, v in zip(spec.params, cell.params)}
        base_label = self.base[int(hex_map.base[row, col])].label.format(**params)
        return [t for t in [base_label] + [self.mods[_mod_index(n)]["label"] for n in cell.mod_names] if t]


def _mod_index(name: str) -> int:
    return [m.name for m in MODIFICATIONS].index(name)


def _fmt(value) -> str:
    return "" if value is None else str(value)


def _shade(colour: QColor, amount: float) -> QColor:
    """Darken by `amount` (0..1); a negative amount lightens."""
    if amount >= 0:
        return colour.darker(int(100 / max(0.15, 1.0 - amount)))
    return colour.lighter(int(100 * (1.0 - amount * 0.8)))


@lru_cache(maxsize=1)
def default_style() -> Style:
    return Style(yaml.safe_load(data_path("style.yaml").read_text(encoding="utf-8")))
