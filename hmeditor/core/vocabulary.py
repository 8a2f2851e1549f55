"""The map names of FORMAT.md: base terrains, modifications and conditions (the unit kinds and
weapon classes belong to their game system: core/systems/<id>/vocabulary.py).

This is the file-format contract: which names exist and which parameters they take. What the
names do in a rule system lives in the rules data (hmeditor/data/rules).
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import quoted
from .language import QT_TRANSLATE_NOOP, translate

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


def parse_whole(text: str, most: int) -> int | None:
    """Text of the digits 0-9 as a number from 0 to `most`, else None. A superscript or another
    script's digit passes str.isdigit() and fails int(); digits beyond `most`'s are not read at all."""
    text = text.strip()
    if text.isascii() and text.isdigit() and len(text) <= len(str(most)) and int(text) <= most:
        return int(text)
    return None


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
    text: str = ""                  # what the palette calls it, in English (`label`: in the language in use)

    @property
    def label(self) -> str:
        return translate("Terrain", self.text) if self.text else ""

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
    name: str                       # the name a .hmap uses
    text: str                       # what people read, in English (`label`: in the language in use)
    params: tuple[Param, ...] = ()

    @property
    def label(self) -> str:
        """ "Light woods", in the language in use."""
        return translate("Terrain", self.text)


BUILDING_TYPES = ("light", "medium", "heavy", "hardened")

BASE_TERRAINS: tuple[TerrainName, ...] = (
    TerrainName("clear", QT_TRANSLATE_NOOP("Terrain", "Clear")),
    TerrainName("pavement", QT_TRANSLATE_NOOP("Terrain", "Pavement")),
    TerrainName("light_woods", QT_TRANSLATE_NOOP("Terrain", "Light woods")),
    TerrainName("heavy_woods", QT_TRANSLATE_NOOP("Terrain", "Heavy woods")),
    TerrainName("ultra_heavy_woods", QT_TRANSLATE_NOOP("Terrain", "Ultra-heavy woods")),
    TerrainName("light_jungle", QT_TRANSLATE_NOOP("Terrain", "Light jungle")),
    TerrainName("heavy_jungle", QT_TRANSLATE_NOOP("Terrain", "Heavy jungle")),
    TerrainName("ultra_heavy_jungle", QT_TRANSLATE_NOOP("Terrain", "Ultra-heavy jungle")),
    TerrainName("rough", QT_TRANSLATE_NOOP("Terrain", "Rough")),
    TerrainName("ultra_rough", QT_TRANSLATE_NOOP("Terrain", "Ultra rough")),
    TerrainName("rubble", QT_TRANSLATE_NOOP("Terrain", "Rubble")),
    TerrainName("ultra_rubble", QT_TRANSLATE_NOOP("Terrain", "Ultra rubble")),
    # Multi-storey ruins (Warhammer 40,000): floors counting the ground floor, inches between floors.
    TerrainName("ruins", QT_TRANSLATE_NOOP("Terrain", "Ruins"), (
        Param("floors", "int", 2, 1, maximum=100, text=QT_TRANSLATE_NOOP("Terrain", "Floors")),
        Param("spacing", "number", 3, 0.5, maximum=100, text=QT_TRANSLATE_NOOP("Terrain", "Floor spacing (in)")))),
    TerrainName("water", QT_TRANSLATE_NOOP("Terrain", "Water"), (
        Param("depth", "int", 1, 0, text=QT_TRANSLATE_NOOP("Terrain", "Depth")),)),
    TerrainName("sand", QT_TRANSLATE_NOOP("Terrain", "Sand")),
    TerrainName("tundra", QT_TRANSLATE_NOOP("Terrain", "Tundra")),
    TerrainName("magma_crust", QT_TRANSLATE_NOOP("Terrain", "Magma crust")),
    TerrainName("magma_liquid", QT_TRANSLATE_NOOP("Terrain", "Liquid magma")),
    TerrainName("planted_fields", QT_TRANSLATE_NOOP("Terrain", "Planted fields")),
    TerrainName("gravel_pile", QT_TRANSLATE_NOOP("Terrain", "Gravel pile"), (
        Param("height", "number", 1, text=QT_TRANSLATE_NOOP("Terrain", "Height")),)),
    TerrainName("heavy_industrial", QT_TRANSLATE_NOOP("Terrain", "Heavy industrial"), (
        Param("height", "number", 1, text=QT_TRANSLATE_NOOP("Terrain", "Height")),)),
    TerrainName("building", QT_TRANSLATE_NOOP("Terrain", "Building"), (
        Param("type", "enum", None, choices=BUILDING_TYPES, required=True, text=QT_TRANSLATE_NOOP("Terrain", "Type")),
        Param("height", "int", 1, 1, text=QT_TRANSLATE_NOOP("Terrain", "Height")),
        Param("cf", "int", None, 1, maximum=CF_LIMIT, text=QT_TRANSLATE_NOOP("Terrain", "CF")),
    )),
    TerrainName("impassable", QT_TRANSLATE_NOOP("Terrain", "Impassable")),
)

MODIFICATIONS: tuple[TerrainName, ...] = (
    TerrainName("mud", QT_TRANSLATE_NOOP("Terrain", "Mud")),
    TerrainName("swamp", QT_TRANSLATE_NOOP("Terrain", "Swamp")),
    TerrainName("quicksand", QT_TRANSLATE_NOOP("Terrain", "Quicksand")),
    TerrainName("thin_snow", QT_TRANSLATE_NOOP("Terrain", "Thin snow")),
    TerrainName("deep_snow", QT_TRANSLATE_NOOP("Terrain", "Deep snow")),
    TerrainName("ice", QT_TRANSLATE_NOOP("Terrain", "Ice")),
    TerrainName("black_ice", QT_TRANSLATE_NOOP("Terrain", "Black ice")),
    TerrainName("rapids", QT_TRANSLATE_NOOP("Terrain", "Rapids")),
    TerrainName("torrent", QT_TRANSLATE_NOOP("Terrain", "Torrent")),
    TerrainName("geyser_dormant", QT_TRANSLATE_NOOP("Terrain", "Dormant geyser")),
    TerrainName("geyser_active", QT_TRANSLATE_NOOP("Terrain", "Active geyser")),
    TerrainName("magma_vent", QT_TRANSLATE_NOOP("Terrain", "Magma vent")),
    TerrainName("road", QT_TRANSLATE_NOOP("Terrain", "Road")),
    TerrainName("dirt_road", QT_TRANSLATE_NOOP("Terrain", "Dirt road")),
    TerrainName("gravel_road", QT_TRANSLATE_NOOP("Terrain", "Gravel road")),
    TerrainName("bridge", QT_TRANSLATE_NOOP("Terrain", "Bridge"), (
        Param("height", "number", 1, 0, text=QT_TRANSLATE_NOOP("Terrain", "Height")),
        Param("cf", "int", None, 1, maximum=CF_LIMIT, text=QT_TRANSLATE_NOOP("Terrain", "CF")))),
    TerrainName("fire", QT_TRANSLATE_NOOP("Terrain", "Fire")),
    TerrainName("light_smoke", QT_TRANSLATE_NOOP("Terrain", "Light smoke")),
    TerrainName("heavy_smoke", QT_TRANSLATE_NOOP("Terrain", "Heavy smoke")),
    TerrainName("hazardous_liquid", QT_TRANSLATE_NOOP("Terrain", "Hazardous liquid")),
    TerrainName("fortified", QT_TRANSLATE_NOOP("Terrain", "Fortified")),
)

BASE_INDEX = {t.name: i for i, t in enumerate(BASE_TERRAINS)}
MOD_INDEX = {m.name: i for i, m in enumerate(MODIFICATIONS)}
MAX_BASE_PARAMS = max(len(t.params) for t in BASE_TERRAINS)
MODS_WITH_PARAMS = frozenset(i for i, m in enumerate(MODIFICATIONS) if m.params)
assert len(MODIFICATIONS) <= 32, "modifications are stored as a 32-bit mask"


def mod_bit(name: str) -> int:
    return 1 << MOD_INDEX[name]


class ConditionName(NamedTuple):
    key: str                        # the name a .hmap uses
    text: str                       # what people read, in English (`label`: in the language in use)
    kind: str                       # "enum", "bool", "int", "number"
    default: object
    values: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None

    @property
    def label(self) -> str:
        """ "Gravity (g)", in the language in use."""
        return translate("Conditions", self.text)

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
    ConditionName("light", QT_TRANSLATE_NOOP("Conditions", "Light"), "enum", "day",
                  ("day", "dusk", "full_moon", "glare", "moonless", "solar_flare", "pitch_black")),
    ConditionName("weather", QT_TRANSLATE_NOOP("Conditions", "Weather"), "enum", "none",
                  ("none", "light_rain", "moderate_rain", "heavy_rain", "gusting_rain", "downpour",
                   "light_snow", "moderate_snow", "heavy_snow", "snow_flurries", "blizzard", "sleet",
                   "ice_storm", "light_hail", "heavy_hail", "lightning_storm")),
    ConditionName("fog", QT_TRANSLATE_NOOP("Conditions", "Fog"), "enum", "none", ("none", "light", "heavy")),
    ConditionName("wind", QT_TRANSLATE_NOOP("Conditions", "Wind"), "enum", "calm",
                  ("calm", "light_gale", "moderate_gale", "strong_gale", "storm", "tornado_f1_f3",
                   "tornado_f4")),
    ConditionName("blowing_sand", QT_TRANSLATE_NOOP("Conditions", "Blowing sand"), "bool", False),
    ConditionName("atmosphere", QT_TRANSLATE_NOOP("Conditions", "Atmosphere"), "enum", "standard",
                  ("vacuum", "trace", "thin", "standard", "high", "very_high")),
    ConditionName("taint", QT_TRANSLATE_NOOP("Conditions", "Taint"), "enum", "none", ("none", "tainted", "toxic")),
    ConditionName("gravity", QT_TRANSLATE_NOOP("Conditions", "Gravity (g)"), "number", 1.0, minimum=0.1, maximum=10.0),
    ConditionName("temperature", QT_TRANSLATE_NOOP("Conditions", "Temperature (°C)"), "int", 25,
                  minimum=-200, maximum=200),
    ConditionName("emi", QT_TRANSLATE_NOOP("Conditions", "EMI"), "bool", False),
)
CONDITION_INDEX = {c.key: c for c in CONDITIONS}
