"""How a map looks, read from hmeditor/data/style.yaml: colours, symbols and labels for terrain;
the painter's own colours (grid, contours, text, roads, bridges, buildings, badges), the roads in
the order a hex shows them, the symbols' densities, places and colours, the scenario layer's colours.

Fill colours come from one formula used both per hex (`fill`) and for whole arrays (`fill_rgb`,
the low-detail overview), so the two always agree.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

import numpy as np
import yaml
from PySide6.QtGui import QColor

from ..core.language import QT_TRANSLATE_NOOP, changes, translate
from ..core.model import HexMap, decode_cell
from ..core.vocabulary import BASE_INDEX, BASE_TERRAINS, MODIFICATIONS
from ..resources import data_path

WATER = BASE_INDEX["water"]
TABLE_STEPS = 64           # fills of whole levels and depths within +-64 come from a table
# The short labels of style.yaml (and a building's type and class, which the painter puts in), for the
# translators' file: each is shown as translate("HexLabel", label), upper-cased.
HEX_LABELS = (
    QT_TRANSLATE_NOOP("HexLabel", "LEVEL {level}"),
    QT_TRANSLATE_NOOP("HexLabel", "PAVED"), QT_TRANSLATE_NOOP("HexLabel", "LT WOODS"),
    QT_TRANSLATE_NOOP("HexLabel", "HVY WOODS"), QT_TRANSLATE_NOOP("HexLabel", "ULTRA WOODS"),
    QT_TRANSLATE_NOOP("HexLabel", "LT JUNGLE"), QT_TRANSLATE_NOOP("HexLabel", "HVY JUNGLE"),
    QT_TRANSLATE_NOOP("HexLabel", "ULTRA JUNGLE"), QT_TRANSLATE_NOOP("HexLabel", "ROUGH"),
    QT_TRANSLATE_NOOP("HexLabel", "ULTRA ROUGH"), QT_TRANSLATE_NOOP("HexLabel", "RUBBLE"),
    QT_TRANSLATE_NOOP("HexLabel", "ULTRA RUBBLE"), QT_TRANSLATE_NOOP("HexLabel", "RUINS {floors}F"),
    QT_TRANSLATE_NOOP("HexLabel", "DEPTH {depth}"), QT_TRANSLATE_NOOP("HexLabel", "SAND"),
    QT_TRANSLATE_NOOP("HexLabel", "TUNDRA"), QT_TRANSLATE_NOOP("HexLabel", "MAGMA CRUST"),
    QT_TRANSLATE_NOOP("HexLabel", "LAVA"), QT_TRANSLATE_NOOP("HexLabel", "FIELDS"),
    QT_TRANSLATE_NOOP("HexLabel", "GRAVEL {height}"), QT_TRANSLATE_NOOP("HexLabel", "IND {height}"),
    QT_TRANSLATE_NOOP("HexLabel", "{type} BLDG {height}"), QT_TRANSLATE_NOOP("HexLabel", "IMPASSABLE"),
    QT_TRANSLATE_NOOP("HexLabel", "LIGHT"), QT_TRANSLATE_NOOP("HexLabel", "MEDIUM"),
    QT_TRANSLATE_NOOP("HexLabel", "HEAVY"), QT_TRANSLATE_NOOP("HexLabel", "HARDENED"),
    QT_TRANSLATE_NOOP("HexLabel", "BLDG"), QT_TRANSLATE_NOOP("HexLabel", "HANGAR"),
    QT_TRANSLATE_NOOP("HexLabel", "FORTRESS"), QT_TRANSLATE_NOOP("HexLabel", "GUN EMPL"),
    QT_TRANSLATE_NOOP("HexLabel", "MUD"), QT_TRANSLATE_NOOP("HexLabel", "SWAMP"),
    QT_TRANSLATE_NOOP("HexLabel", "QUICKSAND"), QT_TRANSLATE_NOOP("HexLabel", "THIN SNOW"),
    QT_TRANSLATE_NOOP("HexLabel", "DEEP SNOW"), QT_TRANSLATE_NOOP("HexLabel", "ICE"),
    QT_TRANSLATE_NOOP("HexLabel", "BLACK ICE"), QT_TRANSLATE_NOOP("HexLabel", "RAPIDS"),
    QT_TRANSLATE_NOOP("HexLabel", "TORRENT"), QT_TRANSLATE_NOOP("HexLabel", "GEYSER"),
    QT_TRANSLATE_NOOP("HexLabel", "GEYSER!"), QT_TRANSLATE_NOOP("HexLabel", "VENT"),
    QT_TRANSLATE_NOOP("HexLabel", "ROAD"), QT_TRANSLATE_NOOP("HexLabel", "DIRT RD"),
    QT_TRANSLATE_NOOP("HexLabel", "GRAVEL RD"), QT_TRANSLATE_NOOP("HexLabel", "BRIDGE"),
    QT_TRANSLATE_NOOP("HexLabel", "FIRE"), QT_TRANSLATE_NOOP("HexLabel", "LT SMOKE"),
    QT_TRANSLATE_NOOP("HexLabel", "HVY SMOKE"), QT_TRANSLATE_NOOP("HexLabel", "HAZ LIQUID"),
    QT_TRANSLATE_NOOP("HexLabel", "FORTIFIED"),
    QT_TRANSLATE_NOOP("HexLabel", "nF: n floors, ground floor included; 3\" apart unless marked"),
)


def hex_label(text: str) -> str:
    """A short label of style.yaml in the language in use."""
    return translate("HexLabel", text) if text else ""


# where red, green, blue and alpha sit in the bytes of a native 0xAARRGGBB word
RGB_BYTES, ALPHA_BYTE = ([2, 1, 0], 3) if sys.byteorder == "little" else ([1, 2, 3], 0)


@dataclass(frozen=True)
class TerrainStyle:
    colour: str
    label: str = ""
    symbol: str = ""
    density: int = 1
    density_param: str = ""         # a parameter that sets the symbol's density (1..3) hex by hex
    unless_default: dict = field(default_factory=dict)   # parameter -> text added to the label when not default
    legend: str = ""                # a line under the terrain's legend entry, saying what its label means

    @property
    def legend_text(self) -> str:
        """`legend` in the language in use."""
        return hex_label(self.legend)


class ModStyle(NamedTuple):
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
        self.colours = {name: QColor(value) for name, value in data["colours"].items()}
        self.markers = dict(data["markers"])
        self.roads = tuple(data["roads"])
        self.road_lighter = int(data["road_lighter"])
        self.bridge_deck = tuple((colour, float(width)) for colour, width in data["bridge_deck"])
        self.symbols_per_density = {int(k): int(v) for k, v in data["symbols_per_density"].items()}
        self.symbol_spots = tuple((float(x), float(y)) for x, y in data["symbol_spots"])
        self.symbol_colours = {name: {part: QColor(value) for part, value in parts.items()}
                               for name, parts in data["symbol_colours"].items()}
        self.scenario = dict(data["scenario"])
        self._fills: dict[tuple[int, float, float], QColor] = {}
        self._terrain_labels: dict[tuple[int, bytes], tuple[str, ...]] = {}
        self._mod_labels: dict[int, tuple[str, ...]] = {}
        self._language = changes()             # the labels above are in the language of this change
        self._fill_table: np.ndarray | None = None

    def colour(self, name: str) -> QColor:
        """One of the painter's own colours (`colours:`)."""
        return self.colours[name]

    def spots(self, size: float, density: int) -> list[tuple[float, float]]:
        """Where the symbols of a hex at `density` sit, for a hex `size` from centre to corner."""
        return [(x * size, y * size) for x, y in self.symbol_spots[:self.symbols_per_density.get(density, 3)]]

    def fill_rgb(self, base: np.ndarray, depth: np.ndarray, level: np.ndarray) -> np.ndarray:
        """Fill colours (..., 3) uint8 for arrays of base index, water depth and level."""
        return self.fill_rgb32(base, depth, level)[..., None].view(np.uint8)[..., RGB_BYTES]

    def fill_rgb32(self, base: np.ndarray, depth: np.ndarray, level: np.ndarray) -> np.ndarray:
        """Fill colours as 0xffRRGGBB uint32 (a QImage's RGB32 pixels) for arrays as `fill_rgb` takes.
        Whole levels and depths (the usual) are looked up in a table the formula (`_mix`) made, by
        16-bit keys (levels and depths lie within +-LEVEL_LIMIT)."""
        base = np.asarray(base)
        steps = self._shade_steps(base, depth, level)
        whole = steps.astype(np.int16)
        if whole.size and (whole == steps).all() and -TABLE_STEPS <= whole.min() and whole.max() < TABLE_STEPS:
            key = base.astype(np.int16)
            key *= 2 * TABLE_STEPS
            key += whole
            key += TABLE_STEPS
            return self._table().take(key)
        return self._mix(base, steps)

    @staticmethod
    def _shade_steps(base: np.ndarray, depth: np.ndarray, level: np.ndarray) -> np.ndarray:
        """What shades a hex: water its depth (none, NaN, as 0), other ground its level."""
        level = np.asarray(level, np.float32)
        water = base == WATER
        if not water.any():
            return level
        return np.where(water, np.fmax(np.asarray(depth, np.float32), np.float32(0)), level)

    def _table(self) -> np.ndarray:
        """The fill of every base terrain at every whole step from -TABLE_STEPS (by base, then step)."""
        if self._fill_table is None:
            steps = np.arange(-TABLE_STEPS, TABLE_STEPS, dtype=np.float32)
            bases = np.repeat(np.arange(len(self.base)), len(steps))
            self._fill_table = self._mix(bases, np.tile(steps, len(self.base)))
        return self._fill_table

    def _mix(self, base: np.ndarray, steps: np.ndarray) -> np.ndarray:
        """The formula: the base terrain's colour darkened by a positive shade amount (water's depth
        or the ground's level times its step; up to 80%) or moved towards white by 80% of a
        negative one (up to 80%), a channel at a time."""
        per_step = np.where(base == WATER, np.float32(self.water_depth_step), np.float32(self.level_step))
        amount = per_step * steps
        shape, amount, base = amount.shape, amount.reshape(-1), base.reshape(-1)
        lighter = amount < 0
        toward = np.multiply(lighter, np.float32(-1.8), dtype=np.float32)
        toward += np.float32(1.0)                           # 1 where darker, -0.8 where lighter
        toward *= amount
        np.minimum(toward, np.float32(0.8), out=toward)     # the share of black (or white) mixed in
        keep = np.float32(1.0) - toward
        white = toward
        white *= lighter
        white *= np.float32(255.0)
        out = np.empty(amount.shape, np.uint32)
        channels = out[..., None].view(np.uint8)
        channels[..., ALPHA_BYTE] = 255
        for byte, table in zip(RGB_BYTES, self.base_rgb.T):
            channel = table[base]
            channel *= keep
            channel += white
            channels[..., byte] = np.rint(channel, out=channel)
        return out.reshape(shape)

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
        """Short rule labels for the bottom of a hex, e.g. ['LEVEL 2', 'LT WOODS', 'MUD']: its level's,
        its terrain's, its modifications'."""
        return [*self.level_label(float(hex_map.level[row, col])),
                *self.terrain_label(int(hex_map.base[row, col]), hex_map.params[row, col].tobytes()),
                *self.mod_labels(int(hex_map.mods[row, col]))]

    @staticmethod
    def level_label(level: float) -> tuple[str, ...]:
        return (hex_label("LEVEL {level}").format(level=f"{level:g}").upper(),) if level else ()

    def _in_language(self) -> None:
        """Forget the labels worked out in another language."""
        if self._language != changes():
            self._terrain_labels.clear()
            self._mod_labels.clear()
            self._language = changes()

    def terrain_label(self, base: int, params: bytes) -> tuple[str, ...]:
        """The label of base terrain `base` with these stored parameters (float32 bytes), worked out once."""
        self._in_language()
        found = self._terrain_labels.get((base, params))
        if found is None:
            spec, style = BASE_TERRAINS[base], self.base[base]
            values = decode_cell(base, np.frombuffer(params, np.float32), 0, 0.0, {}).params
            texts = {p.name: hex_label(_fmt(v).upper()) if p.kind == "enum" else _fmt(v)
                     for p, v in zip(spec.params, values)}
            extra = [style.unless_default[p.name].format(**texts) for p, v in zip(spec.params, values)
                     if p.name in style.unless_default and v != p.default]
            label = (hex_label(style.label).format(**texts) + "".join(extra)).upper()
            found = self._terrain_labels[base, params] = (label,) if label else ()
        return found

    def mod_labels(self, bits: int) -> tuple[str, ...]:
        """The labels of the modifications in `bits` (bit m: modification m), in vocabulary order."""
        self._in_language()
        found = self._mod_labels.get(bits)
        if found is None:
            found = self._mod_labels[bits] = tuple(hex_label(style.label).upper() for m, style in enumerate(self.mods)
                                                   if bits >> m & 1 and style.label)
        return found


def _fmt(value) -> str:
    if value is None:
        return ""
    return f"{value:g}" if isinstance(value, float) else str(value)


@lru_cache(maxsize=1)
def default_style() -> Style:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return Style(yaml.load(data_path("style.yaml").read_text(encoding="utf-8"), Loader=loader))  # noqa: S506
