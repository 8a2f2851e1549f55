"""Words for people: a hex's contents and a condition's name as the editor and printouts show them,
never the file's ids (`light_woods`) or a unit meant for a column heading."""

from __future__ import annotations

import re

from .cell import Cell
from .vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS, ConditionName, TerrainName

PARAM_WORDS = {"cf": "CF"}


def param_word(name: str) -> str:
    return PARAM_WORDS.get(name, name)


def terrain_words(spec: TerrainName, params: tuple) -> str:
    """ "Water (depth 2)", "Building (medium, height 3, CF 40)", "Mud"."""
    parts = [v if isinstance(v, str) else f"{param_word(p.name)} {v:g}"
             for p, v in zip(spec.params, params) if v is not None]
    return spec.label + (f" ({', '.join(parts)})" if parts else "")


def describe_cell(cell: Cell) -> str:
    """ "Light woods, mud, deep snow, level 2": the base terrain, then modifications, then the level."""
    words = [terrain_words(BASE_TERRAINS[BASE_INDEX[cell.base]], cell.params)]
    words += [_lower_first(terrain_words(MODIFICATIONS[MOD_INDEX[name]], params)) for name, params in cell.mods]
    if cell.level:
        words.append(f"level {cell.level:g}")
    return ", ".join(words)


def condition_name(condition: ConditionName) -> str:
    """ "Temperature" for "Temperature (°C)": the label without its unit."""
    return re.sub(r"\s*\([^)]*\)$", "", condition.label)


def value_words(value: str) -> str:
    """ "Full moon" for full_moon."""
    return value.replace("_", " ").capitalize()


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]
