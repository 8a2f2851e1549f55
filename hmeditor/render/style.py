"""Colours, symbols and labels for terrain, read from hmeditor/data/style.yaml.

Fill colours come from one formula used both per hex (`fill`) and for whole arrays (`fill_rgb`,
the low-detail overview), so the two always agree.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import yaml
from PySide6.QtGui import QColor

from ..core.model import HexMap
from ..core.vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS
from ..resources import data_path

WATER = BASE_INDEX["water"]


@dataclass(frozen=True)
class TerrainStyle:
    colour: str
    label: str = ""
    symbol: str = ""
    density: int = 1
    density_param: str = ""         # a parameter that sets the symbol's density (1..3) hex by hex
    unless_default: dict = field(default_factory=dict)   # parameter -> text added to the label when not default
    legend: str = ""                # a line under the terrain's legend entry, saying what its label means


@dataclass(frozen=True)
class ModStyle:
    colour: str
    label: str = ""
    pattern: str = ""   # how the modification marks a hex: dots, hatch, stipple, road, flame, ...


class Style:
    def __init__(self, data: dict):
        self.base = [TerrainStyle(**data["base"][t.name]) for t in BASE_TERRAINS]
        self.mods = [ModStyle(**data["modifications"][m.name]) for m in MODIFICATIONS]
        self.water_depth_step = float(data["water_depth_step"])
        self.level_step = float(data["level_step"])
        self.base_rgb = np.array([QColor(s.colour).getRgb()[:3] for s in self.base], np.float32)
        self._fills: dict[tuple[int, float, float], QColor] = {}

    def shade_amount(self, base: np.ndarray, depth: np.ndarray, level: np.ndarray) -> np.ndarray:
        """How much to darken (positive) or lighten (negative): water by depth, ground by level."""
        depth = np.fmax(np.asarray(depth, np.float32), np.float32(0))        # no depth (NaN) as 0
        return np.where(np.asarray(base) == WATER, self.water_depth_step * depth,
                        self.level_step * np.asarray(level, np.float32))

    def fill_rgb(self, base: np.ndarray, depth: np.ndarray, level: np.ndarray) -> np.ndarray:
        """Fill colours (..., 3) uint8 for arrays of base index, water depth and level."""
        return np.stack(self._fill_channels(base, depth, level), axis=-1)

    def fill_rgb32(self, base: np.ndarray, depth: np.ndarray, level: np.ndarray) -> np.ndarray:
        """Fill colours as 0xffRRGGBB uint32 (a QImage's RGB32 pixels) for arrays as `fill_rgb` takes."""
        r, g, b = (channel.astype(np.uint32) for channel in self._fill_channels(base, depth, level))
        return np.uint32(0xFF000000) | r << np.uint32(16) | g << np.uint32(8) | b

    def _fill_channels(self, base, depth, level) -> list[np.ndarray]:
        """Red, green and blue (uint8 arrays) of the fill colours: the base terrain's colour darkened
        or lightened by `shade_amount`, worked out a channel at a time (no (..., 3) temporaries)."""
        base = np.asarray(base, np.intp)
        amount = self.shade_amount(base, depth, level)
        dark = np.asarray(1.0 - np.clip(amount, 0.0, 0.8), np.float32)
        light = np.asarray(np.clip(-amount * 0.8, 0.0, 0.8), np.float32)
        darker = amount >= 0
        channels = []
        for table in self.base_rgb.T:
            rgb = table[base]
            channels.append(np.rint(np.where(darker, rgb * dark, rgb + (255.0 - rgb) * light)).astype(np.uint8))
        return channels

    def fill(self, base: int, depth: float, level: float) -> QColor:
        key = (base, depth, level)
        colour = self._fills.get(key)
        if colour is None:
            r, g, b = self.fill_rgb(np.array(base), np.array(depth), np.array(level)).tolist()
            colour = self._fills[key] = QColor(r, g, b)
        return colour

    def densities(self, base: np.ndarray, params: np.ndarray) -> np.ndarray:
        """The symbol density of each hex: its style's, or (density_param) its parameter's, 1..3."""
        out = np.array([s.density for s in self.base], np.int64)[base]
        for b, s in enumerate(self.base):
            if s.density_param:
                index = [p.name for p in BASE_TERRAINS[b].params].index(s.density_param)
                here = base == b
                out[here] = np.clip(np.nan_to_num(params[here, index], nan=s.density), 1, 3)
        return out

    def labels(self, hex_map: HexMap, col: int, row: int) -> list[str]:
        """Short rule labels for the bottom of a hex, e.g. ['LEVEL 2', 'LT WOODS', 'MUD']."""
        cell = hex_map.cell(col, row)
        spec = BASE_TERRAINS[int(hex_map.base[row, col])]
        style = self.base[int(hex_map.base[row, col])]
        params = {p.name: _fmt(v) for p, v in zip(spec.params, cell.params)}
        extra = [style.unless_default[p.name].format(**params) for p, v in zip(spec.params, cell.params)
                 if p.name in style.unless_default and v != p.default]
        base_label = style.label.format(**params) + "".join(extra)
        mods = [self.mods[MOD_INDEX[n]].label for n in cell.mod_names]
        level = f"LEVEL {cell.level:g}" if cell.level else ""
        return [t.upper() for t in [level, base_label, *mods] if t]


def _fmt(value) -> str:
    if value is None:
        return ""
    return f"{value:g}" if isinstance(value, float) else str(value)


@lru_cache(maxsize=1)
def default_style() -> Style:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return Style(yaml.load(data_path("style.yaml").read_text(encoding="utf-8"), Loader=loader))  # noqa: S506
