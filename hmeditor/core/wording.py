"""Words for people: a hex's contents and a condition's name as the editor and printouts show them,
never the file's ids (`light_woods`) or a unit meant for a column heading. Each in the language in
use (core.language): the English written here, the translation from the translators' file."""

from __future__ import annotations

import re

from .cell import Cell
from .language import QT_TRANSLATE_NOOP, translate
from .vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS, ConditionName, TerrainName

# A parameter's name in a hex's description ("depth 2", "CF 40").
PARAM_WORDS = {
    "cf": QT_TRANSLATE_NOOP("Terrain", "CF"),
    "depth": QT_TRANSLATE_NOOP("Terrain", "depth"),
    "height": QT_TRANSLATE_NOOP("Terrain", "height"),
    "floors": QT_TRANSLATE_NOOP("Terrain", "floors"),
    "spacing": QT_TRANSLATE_NOOP("Terrain", "spacing"),
    "type": QT_TRANSLATE_NOOP("Terrain", "type"),
}
# A parameter's named values (a building's type), as a description gives them.
CHOICE_WORDS = {
    "light": QT_TRANSLATE_NOOP("Terrain", "light", "building type"),
    "medium": QT_TRANSLATE_NOOP("Terrain", "medium", "building type"),
    "heavy": QT_TRANSLATE_NOOP("Terrain", "heavy", "building type"),
    "hardened": QT_TRANSLATE_NOOP("Terrain", "hardened", "building type"),
}
# Each condition value as a list of choices shows it ("Full moon" for full_moon).
VALUE_WORDS = {
    "day": QT_TRANSLATE_NOOP("Conditions", "Day"),
    "dusk": QT_TRANSLATE_NOOP("Conditions", "Dusk"),
    "full_moon": QT_TRANSLATE_NOOP("Conditions", "Full moon"),
    "glare": QT_TRANSLATE_NOOP("Conditions", "Glare"),
    "moonless": QT_TRANSLATE_NOOP("Conditions", "Moonless"),
    "solar_flare": QT_TRANSLATE_NOOP("Conditions", "Solar flare"),
    "pitch_black": QT_TRANSLATE_NOOP("Conditions", "Pitch black"),
    "none": QT_TRANSLATE_NOOP("Conditions", "None"),
    "light_rain": QT_TRANSLATE_NOOP("Conditions", "Light rain"),
    "moderate_rain": QT_TRANSLATE_NOOP("Conditions", "Moderate rain"),
    "heavy_rain": QT_TRANSLATE_NOOP("Conditions", "Heavy rain"),
    "gusting_rain": QT_TRANSLATE_NOOP("Conditions", "Gusting rain"),
    "downpour": QT_TRANSLATE_NOOP("Conditions", "Downpour"),
    "light_snow": QT_TRANSLATE_NOOP("Conditions", "Light snow"),
    "moderate_snow": QT_TRANSLATE_NOOP("Conditions", "Moderate snow"),
    "heavy_snow": QT_TRANSLATE_NOOP("Conditions", "Heavy snow"),
    "snow_flurries": QT_TRANSLATE_NOOP("Conditions", "Snow flurries"),
    "blizzard": QT_TRANSLATE_NOOP("Conditions", "Blizzard"),
    "sleet": QT_TRANSLATE_NOOP("Conditions", "Sleet"),
    "ice_storm": QT_TRANSLATE_NOOP("Conditions", "Ice storm"),
    "light_hail": QT_TRANSLATE_NOOP("Conditions", "Light hail"),
    "heavy_hail": QT_TRANSLATE_NOOP("Conditions", "Heavy hail"),
    "lightning_storm": QT_TRANSLATE_NOOP("Conditions", "Lightning storm"),
    "light": QT_TRANSLATE_NOOP("Conditions", "Light", "fog"),
    "heavy": QT_TRANSLATE_NOOP("Conditions", "Heavy", "fog"),
    "calm": QT_TRANSLATE_NOOP("Conditions", "Calm"),
    "light_gale": QT_TRANSLATE_NOOP("Conditions", "Light gale"),
    "moderate_gale": QT_TRANSLATE_NOOP("Conditions", "Moderate gale"),
    "strong_gale": QT_TRANSLATE_NOOP("Conditions", "Strong gale"),
    "storm": QT_TRANSLATE_NOOP("Conditions", "Storm"),
    "tornado_f1_f3": QT_TRANSLATE_NOOP("Conditions", "Tornado f1 f3"),
    "tornado_f4": QT_TRANSLATE_NOOP("Conditions", "Tornado f4"),
    "vacuum": QT_TRANSLATE_NOOP("Conditions", "Vacuum"),
    "trace": QT_TRANSLATE_NOOP("Conditions", "Trace"),
    "thin": QT_TRANSLATE_NOOP("Conditions", "Thin"),
    "standard": QT_TRANSLATE_NOOP("Conditions", "Standard"),
    "high": QT_TRANSLATE_NOOP("Conditions", "High"),
    "very_high": QT_TRANSLATE_NOOP("Conditions", "Very high"),
    "tainted": QT_TRANSLATE_NOOP("Conditions", "Tainted"),
    "toxic": QT_TRANSLATE_NOOP("Conditions", "Toxic"),
}
DISAMBIGUATION = {"light": "fog", "heavy": "fog"}     # values whose English is another text's too
# A condition in force as a breakdown names it ("light fog", "blizzard"): the value's words, with
# the condition's noun where the value alone is not a name.
CONDITION_WORDS = {
    ("fog", "light"): QT_TRANSLATE_NOOP("Conditions", "light fog"),
    ("fog", "heavy"): QT_TRANSLATE_NOOP("Conditions", "heavy fog"),
    ("fog", "none"): QT_TRANSLATE_NOOP("Conditions", "none fog"),
    ("atmosphere", "vacuum"): QT_TRANSLATE_NOOP("Conditions", "vacuum atmosphere"),
    ("atmosphere", "trace"): QT_TRANSLATE_NOOP("Conditions", "trace atmosphere"),
    ("atmosphere", "thin"): QT_TRANSLATE_NOOP("Conditions", "thin atmosphere"),
    ("atmosphere", "standard"): QT_TRANSLATE_NOOP("Conditions", "standard atmosphere"),
    ("atmosphere", "high"): QT_TRANSLATE_NOOP("Conditions", "high atmosphere"),
    ("atmosphere", "very_high"): QT_TRANSLATE_NOOP("Conditions", "very high atmosphere"),
    ("taint", "none"): QT_TRANSLATE_NOOP("Conditions", "none atmosphere"),
    ("taint", "tainted"): QT_TRANSLATE_NOOP("Conditions", "tainted atmosphere"),
    ("taint", "toxic"): QT_TRANSLATE_NOOP("Conditions", "toxic atmosphere"),
    ("blowing_sand", "true"): QT_TRANSLATE_NOOP("Conditions", "blowing sand"),
    ("blowing_sand", "false"): QT_TRANSLATE_NOOP("Conditions", "blowing sand false"),
    ("emi", "true"): QT_TRANSLATE_NOOP("Conditions", "emi"),
    ("emi", "false"): QT_TRANSLATE_NOOP("Conditions", "emi false"),
}


def param_word(name: str) -> str:
    return translate("Terrain", PARAM_WORDS[name]) if name in PARAM_WORDS else name


def choice_word(value: str) -> str:
    """A parameter's named value ("medium") as a description gives it."""
    return translate("Terrain", CHOICE_WORDS[value], "building type") if value in CHOICE_WORDS else value


def terrain_words(spec: TerrainName, params: tuple) -> str:
    """ "Water (depth 2)", "Building (medium, height 3, CF 40)", "Mud"."""
    parts = [choice_word(v) if isinstance(v, str) else f"{param_word(p.name)} {v:g}"
             for p, v in zip(spec.params, params) if v is not None]
    return spec.label + (f" ({', '.join(parts)})" if parts else "")


def describe_cell(cell: Cell) -> str:
    """ "Light woods, mud, deep snow, level 2": the base terrain, then modifications, then the level."""
    words = [terrain_words(BASE_TERRAINS[BASE_INDEX[cell.base]], cell.params)]
    words += [_lower_first(terrain_words(MODIFICATIONS[MOD_INDEX[name]], params)) for name, params in cell.mods]
    if cell.level:
        words.append(translate("Terrain", "level {level}").format(level=f"{cell.level:g}"))
    return ", ".join(words)


def condition_name(condition: ConditionName) -> str:
    """ "Temperature" for "Temperature (°C)": the label without its unit."""
    return re.sub(r"\s*\([^)]*\)$", "", condition.label)


def value_words(value: str) -> str:
    """ "Full moon" for full_moon."""
    if value in VALUE_WORDS:
        return translate("Conditions", VALUE_WORDS[value], DISAMBIGUATION.get(value))
    return value.replace("_", " ").capitalize()


def condition_words(key: str, value: str) -> str:
    """A condition in force as a breakdown names it: "light fog", "blizzard", "tornado f1 f3"."""
    if (key, value) in CONDITION_WORDS:
        return translate("Conditions", CONDITION_WORDS[key, value])
    return _lower_first(value_words(value)) if value in VALUE_WORDS else value.replace("_", " ")


def name_words(name: str) -> str:
    """A base terrain's or modification's file name as words ("light woods" for light_woods): its
    label where the language in use translates it."""
    spec = (BASE_TERRAINS[BASE_INDEX[name]] if name in BASE_INDEX else
            MODIFICATIONS[MOD_INDEX[name]] if name in MOD_INDEX else None)
    if spec is not None and spec.label != spec.text:
        return spec.label.lower()
    return name.replace("_", " ")


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]
