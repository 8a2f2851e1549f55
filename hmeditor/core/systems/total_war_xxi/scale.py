"""The table scale of a map: centimetres across a hex and per level, from the map's
`systems: {total_war_xxi: {cm_per_hex, cm_per_level}}` key, else the rules file's defaults."""

from __future__ import annotations

from dataclasses import dataclass

from ...calc.answer import number
from ...calc.hexes import distance
from ...model import HexMap
from ..mapkeys import map_value
from . import SYSTEM
from .schema import TwRules

KEYS = ("cm_per_hex", "cm_per_level")
LIMITS_CM = SYSTEM.map_keys["cm_per_hex"]


@dataclass(frozen=True)
class Scale:
    cm_per_hex: float
    cm_per_level: float
    from_map: tuple[str, ...] = ()      # the keys the map sets itself

    def cm(self, hexes: float) -> float:
        """Table centimetres of a distance in hexes (to 0.1 mm)."""
        return number(round(hexes * self.cm_per_hex, 4))

    def distance_cm(self, a: tuple[int, int], b: tuple[int, int]) -> float:
        return self.cm(distance(a, b))

    def height_cm(self, levels: float) -> float:
        return number(round(levels * self.cm_per_level, 4))


def table_scale(hex_map: HexMap, rules: TwRules) -> Scale:
    """The map's scale; ValueError (one line) when its settings are not numbers within LIMITS_CM."""
    cm_per_hex, cm_per_level = (float(map_value(hex_map, SYSTEM.id, key, rules.setting(f"scale.{key}")))
                                for key in KEYS)
    from_map = tuple(k for k in KEYS if map_value(hex_map, SYSTEM.id, k, None) is not None)
    return Scale(cm_per_hex, cm_per_level, from_map)
