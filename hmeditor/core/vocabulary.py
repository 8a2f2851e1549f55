"""The map names of FORMAT.md: base terrains, modifications and conditions (the unit kinds and
weapon classes belong to their game system: core/systems/<id>/vocabulary.py).

This is the file-format contract: which names exist and which parameters they take. What the
names do in a rule system lives in the rules data (hmeditor/data/rules).
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import quoted

LEVEL_LIMIT = 10000        # levels, heights and depths lie within -LEVEL_LIMIT..LEVEL_LIMIT
CF_LIMIT = 100000          # construction factors: 1..CF_LIMIT


def check_number(value: object, what: str, kind: str = "half", minimum: float = -LEVEL_LIMIT,
                 maximum: float = LEVEL_LIMIT) -> int | float:
    """The one gate for a number entering the model: `kind` "int" (whole) or "half" (whole or half,
    like levels), within minimum..maximum. Every value passing it is held exactly by the float32
    map arrays and written back as it was read. Text is parsed first; raises ValueError naming `what`."""
    if isinstance(value, str):
        text = value
        try:
            if not text.isascii():
                raise ValueError
            value = float(text)
        except ValueError:
            raise ValueError(f"{what} must be a number, not {quoted(text)}") from None
    elif isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{what} must be a number, not {quoted(value)}")
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError(f"{what} must be a finite number, not {quoted(value)}")
    if kind == "int" and not float(value).is_integer():
        raise ValueError(f"{what} must be a whole number, not {value:g}")
    if not float(value * 2).is_integer():
        raise ValueError(f"{what} must be a whole or half number (e.g. 2 or 1.5), not {value:g}")
    if not minimum <= value <= maximum:
        raise ValueError(f"{what} must be between {minimum:g} and {maximum:g}, not {value:g}")
    return int(value) if float(value).is_integer() else float(value)


def check_level(value: object) -> int | float:
    """A hex's ground level: a whole or half number within +-LEVEL_LIMIT."""
    return check_number(value, "level")


class Param(NamedTuple):
    """One parameter of a terrain or modification.

    `kind` is "int" (whole numbers), "number" (whole or half, as levels are) or "enum".
    `minimum`/`maximum` are enforced wherever a value enters the model (`check`); ranges the rules
    care about (gravel and industrial heights) are left to the reality check.
    `default` None means optional with no fixed default (e.g. a building's CF, set by type).
    """

    name: str
    kind: str = "int"
    default: float | str | None = None
    minimum: float | None = None
    choices: tuple[str, ...] = ()
    required: bool = False
    maximum: float = LEVEL_LIMIT
    label: str = ""                 # what the palette calls it, when not its capitalised name

    def check(self, value: object) -> float | int | str:
        """The value (parsed from text where it is text), or ValueError with a readable reason."""
        if self.kind == "enum":
            if not isinstance(value, str) or value not in self.choices:
                raise ValueError(f"{self.name} must be one of {', '.join(self.choices)}, not {quoted(value)}")
            return value
        low = -LEVEL_LIMIT if self.minimum is None else self.minimum
        return check_number(value, self.name, "int" if self.kind == "int" else "half", low, self.maximum)

    def encode(self, value: float | str) -> float:
        """The float stored in the map arrays (enum values by index); checks the value first."""
        value = self.check(value)
        return float(self.choices.index(value)) if self.kind == "enum" else float(value)

    def decode(self, stored: float) -> float | int | str:
        if self.kind == "enum":
            return self.choices[int(stored)]
        return int(stored) if float(stored).is_integer() else float(stored)


class TerrainName(NamedTuple):
    name: str
    label: str
    params: tuple[Param, ...] = ()


BUILDING_TYPES = ("light", "medium", "heavy", "hardened")

BASE_TERRAINS: tuple[TerrainName, ...] = (
    TerrainName("clear", "Clear"),
    TerrainName("pavement", "Pavement"),
    TerrainName("light_woods", "Light woods"),
    TerrainName("heavy_woods", "Heavy woods"),
    TerrainName("ultra_heavy_woods", "Ultra-heavy woods"),
    TerrainName("light_jungle", "Light jungle"),
    TerrainName("heavy_jungle", "Heavy jungle"),
    TerrainName("ultra_heavy_jungle", "Ultra-heavy jungle"),
    TerrainName("rough", "Rough"),
    TerrainName("ultra_rough", "Ultra rough"),
    TerrainName("rubble", "Rubble"),
    TerrainName("ultra_rubble", "Ultra rubble"),
    # Multi-storey ruins (Warhammer 40,000): floors counting the ground floor, inches between floors.
    TerrainName("ruins", "Ruins", (Param("floors", "int", 2, 1, maximum=100),
                                   Param("spacing", "number", 3, 0.5, maximum=100, label="Floor spacing (in)"))),
    TerrainName("water", "Water", (Param("depth", "int", 1, 0),)),
    TerrainName("sand", "Sand"),
    TerrainName("tundra", "Tundra"),
    TerrainName("magma_crust", "Magma crust"),
    TerrainName("magma_liquid", "Liquid magma"),
    TerrainName("planted_fields", "Planted fields"),
    TerrainName("gravel_pile", "Gravel pile", (Param("height", "number", 1),)),
    TerrainName("heavy_industrial", "Heavy industrial", (Param("height", "number", 1),)),
    TerrainName("building", "Building", (
        Param("type", "enum", None, choices=BUILDING_TYPES, required=True),
        Param("height", "int", 1, 1),
        Param("cf", "int", None, 1, maximum=CF_LIMIT),
    )),
    TerrainName("impassable", "Impassable"),
)

MODIFICATIONS: tuple[TerrainName, ...] = (
    TerrainName("mud", "Mud"),
    TerrainName("swamp", "Swamp"),
    TerrainName("quicksand", "Quicksand"),
    TerrainName("thin_snow", "Thin snow"),
    TerrainName("deep_snow", "Deep snow"),
    TerrainName("ice", "Ice"),
    TerrainName("black_ice", "Black ice"),
    TerrainName("rapids", "Rapids"),
    TerrainName("torrent", "Torrent"),
    TerrainName("geyser_dormant", "Dormant geyser"),
    TerrainName("geyser_active", "Active geyser"),
    TerrainName("magma_vent", "Magma vent"),
    TerrainName("road", "Road"),
    TerrainName("dirt_road", "Dirt road"),
    TerrainName("gravel_road", "Gravel road"),
    TerrainName("bridge", "Bridge", (Param("height", "number", 1, 0), Param("cf", "int", None, 1, maximum=CF_LIMIT))),
    TerrainName("fire", "Fire"),
    TerrainName("light_smoke", "Light smoke"),
    TerrainName("heavy_smoke", "Heavy smoke"),
    TerrainName("hazardous_liquid", "Hazardous liquid"),
    TerrainName("fortified", "Fortified"),
)

BASE_INDEX = {t.name: i for i, t in enumerate(BASE_TERRAINS)}
MOD_INDEX = {m.name: i for i, m in enumerate(MODIFICATIONS)}
MAX_BASE_PARAMS = max(len(t.params) for t in BASE_TERRAINS)
MODS_WITH_PARAMS = frozenset(i for i, m in enumerate(MODIFICATIONS) if m.params)
assert len(MODIFICATIONS) <= 32, "modifications are stored as a 32-bit mask"


def mod_bit(name: str) -> int:
    return 1 << MOD_INDEX[name]


class ConditionName(NamedTuple):
    key: str
    label: str
    kind: str                       # "enum", "bool", "int", "number"
    default: object
    values: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None

    def validate(self, value: object) -> object:
        """The value, normalised; raises ValueError with a readable reason."""
        if self.kind == "enum":
            if not isinstance(value, str) or value not in self.values:
                raise ValueError(f"{self.key} must be one of {', '.join(self.values)}, not {quoted(value)}")
            return value
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"{self.key} must be true or false, not {quoted(value)}")
            return value
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"{self.key} must be a number, not {quoted(value)}")
        if self.kind == "int" and not float(value).is_integer():
            raise ValueError(f"{self.key} must be a whole number, not {quoted(value)}")
        assert self.minimum is not None and self.maximum is not None, "a number condition has bounds"
        if not (self.minimum <= value <= self.maximum):
            raise ValueError(f"{self.key} must be between {self.minimum:g} and {self.maximum:g}, not {quoted(value)}")
        return int(value) if self.kind == "int" else float(value)


CONDITIONS: tuple[ConditionName, ...] = (
    ConditionName("light", "Light", "enum", "day",
                  ("day", "dusk", "full_moon", "glare", "moonless", "solar_flare", "pitch_black")),
    ConditionName("weather", "Weather", "enum", "none",
                  ("none", "light_rain", "moderate_rain", "heavy_rain", "gusting_rain", "downpour",
                   "light_snow", "moderate_snow", "heavy_snow", "snow_flurries", "blizzard", "sleet",
                   "ice_storm", "light_hail", "heavy_hail", "lightning_storm")),
    ConditionName("fog", "Fog", "enum", "none", ("none", "light", "heavy")),
    ConditionName("wind", "Wind", "enum", "calm",
                  ("calm", "light_gale", "moderate_gale", "strong_gale", "storm", "tornado_f1_f3",
                   "tornado_f4")),
    ConditionName("blowing_sand", "Blowing sand", "bool", False),
    ConditionName("atmosphere", "Atmosphere", "enum", "standard",
                  ("vacuum", "trace", "thin", "standard", "high", "very_high")),
    ConditionName("taint", "Taint", "enum", "none", ("none", "tainted", "toxic")),
    ConditionName("gravity", "Gravity (g)", "number", 1.0, minimum=0.1, maximum=10.0),
    ConditionName("temperature", "Temperature (°C)", "int", 25, minimum=-200, maximum=200),
    ConditionName("emi", "EMI", "bool", False),
)
CONDITION_INDEX = {c.key: c for c in CONDITIONS}
