"""Climate: snow and ice against heat, frozen mud, snow on magma, weather against temperature."""

from __future__ import annotations

import numpy as np

from ..edits import SetCells, SetConditions
from ..model import HexMap
from ..vocabulary import BASE_INDEX, MOD_INDEX
from .data import CheckRules
from .finding import Finding
from .fixes import finding_block, set_conditions, without_mods
from .registry import HEX, Hit, View, check, condition_label, fixer


def _weather(v: View) -> str:
    return condition_label("weather", v.conditions["weather"])


def _temperature(v: View) -> str:
    return condition_label("temperature", v.conditions["temperature"])


@check("heat-vs-frozen", "warning", reach=0)
def heat_vs_frozen(v: View) -> list[Hit]:
    if not _extreme_heat(v):
        return []
    frozen = v.rules.mods("frozen_mods")
    hits = v.hits(v.has(frozen), lambda row, col: (
        f"{v.mod_labels(row, col, frozen).capitalize()} at {HEX} cannot last in extreme heat "
        f"({_temperature(v)}).", f"remove {v.mod_labels(row, col, frozen)}"), by=(v.mods & frozen,))
    if v.conditions["weather"] in v.rules.weather("frozen"):
        hits.append(Hit(None, (), f"{_weather(v).capitalize()} cannot fall in extreme heat ({_temperature(v)}).",
                        "clear the weather"))
    return hits


@fixer("heat-vs-frozen")
def _heat_fix(hex_map: HexMap, finding: Finding, rules: CheckRules):
    if finding.hexes:
        return without_mods("frozen_mods")(hex_map, finding, rules)
    return set_conditions(lambda m, r: {"weather": None})(hex_map, finding, rules)


def _freezing(v: View) -> str | None:
    """Why the whole map freezes mud (temperature or weather), or None."""
    if v.conditions["temperature"] <= v.rules.temperature("freezing_at_or_below"):
        return _temperature(v)
    if v.conditions["weather"] in v.rules.weather("freezes_mud"):
        return _weather(v)
    return None


def _extreme_heat(v: View) -> bool:
    return v.conditions["temperature"] > v.rules.temperature("extreme_heat_above")


@check("frozen-mud", "warning", reach=0)
def frozen_mud(v: View) -> list[Hit]:
    """Mud that snow, ice or the cold would freeze; none in extreme heat, where the snow and ice
    themselves cannot last (heat-vs-frozen says so) and freeze nothing."""
    if _extreme_heat(v):
        return []
    mud = np.uint32(1 << MOD_INDEX["mud"])
    frozen = v.rules.mods("frozen_mods")
    cause = _freezing(v)
    bad = v.has(mud) & (v.has(frozen) | (cause is not None))
    open_ground = v.is_base("open_ground_bases")

    def describe(row, col):
        why = v.mod_labels(row, col, frozen) if v.mods[row, col] & frozen else cause
        return f"Mud at {HEX} with {why} would be frozen.", _mud_fix(v, row, col, open_ground)
    return v.hits(bad, describe, by=(v.mods & frozen, v.base))


def _mud_fix(v: View, row: int, col: int, open_ground: np.ndarray) -> str:
    """The seed's fix on open ground (rough instead of mud); elsewhere the hex keeps its own terrain."""
    label = v.label(row, col)
    if open_ground[row, col]:
        fix = "replace mud with rough: same MP for a 'Mech, but no bogging down"
        return fix + ("" if label == "clear" else f" (the hex becomes rough instead of {label})")
    mech_mud = v.rules.conditions.mods[MOD_INDEX["mud"]].mp["mech"]
    return f"remove mud, keeping the {label}: a 'Mech pays {mech_mud:g} MP less and nothing bogs down in mud"


@fixer("frozen-mud")
def _mud_to_rough(hex_map: HexMap, finding: Finding, rules: CheckRules):
    """The seed's fix: open ground becomes rough instead of mud; any other base terrain stays and only
    the mud goes. Other modifications and the level are kept."""
    block = finding_block(hex_map, finding)
    block.mods &= ~np.uint32(1 << MOD_INDEX["mud"])
    open_ground = rules.bases("open_ground_bases")[block.base]
    block.base[open_ground] = BASE_INDEX["rough"]
    block.params[open_ground] = np.nan
    return SetCells(block)


@check("snow-on-magma", "warning", reach=0)
def snow_on_magma(v: View) -> list[Hit]:
    frozen = v.rules.mods("frozen_mods")
    magma = v.is_base("magma_bases") | v.has(v.rules.mods("magma_mods"))
    return v.hits(v.has(frozen) & magma, lambda row, col: (
        f"{v.mod_labels(row, col, frozen).capitalize()} on "
        f"{v.mod_labels(row, col, v.rules.mods('magma_mods')) or v.label(row, col)} at {HEX} "
        f"would melt at once.", f"remove {v.mod_labels(row, col, frozen)}"), by=(v.mods, v.base))


fixer("snow-on-magma")(without_mods("frozen_mods"))


def _weather_cold(v: View) -> float | None:
    """How cold the map's weather is at most (the rules in use say), or None."""
    return v.rules.conditions.conditions[("weather", v.conditions["weather"])].temperature


def _too_warm_for_snow(v: View) -> bool:
    return (v.conditions["weather"] in v.rules.weather("frozen")
            and v.conditions["temperature"] > v.rules.temperature("freezing_at_or_below"))


@check("snow-weather-warm", "warning", terrain=False)
def snow_weather_warm(v: View) -> list[Hit]:
    if not _too_warm_for_snow(v):
        return []
    cold = _weather_cold(v)
    why = f"the temperature the rules in use give {_weather(v)}"
    if cold is None:
        cold, why = v.rules.temperature("cold_fix"), "a few degrees below freezing"
    return [Hit(None, (), f"{_weather(v).capitalize()} needs freezing temperatures, but it is {_temperature(v)}.",
                f"set the temperature to {cold:g} °C: {why}", cold)]


@check("weather-brings-cold", "warning", terrain=False)
def weather_brings_cold(v: View) -> list[Hit]:
    """Frost, but not the cold the weather brings (snow-weather-warm speaks when it is above freezing)."""
    cold = _weather_cold(v)
    if cold is None or v.conditions["temperature"] <= cold or _too_warm_for_snow(v):
        return []
    return [Hit(None, (), f"{_weather(v).capitalize()} comes at {cold:g} °C or colder, but the map says "
                          f"{_temperature(v)}; the calculator plays {cold:g} °C.",
                f"set the temperature to {cold:g} °C: what the calculator plays", cold)]


for _rule in ("snow-weather-warm", "weather-brings-cold"):
    fixer(_rule)(lambda hex_map, finding, rules: SetConditions({"temperature": finding.fix_value}))


@check("rain-below-freezing", "info", terrain=False)
def rain_below_freezing(v: View) -> list[Hit]:
    if (v.conditions["weather"] not in v.rules.weather("rain")
            or v.conditions["temperature"] >= v.rules.temperature("rain_freezes_below")):
        return []
    instead = condition_label("weather", v.rules.raw["rain_freezing_fix"])
    return [Hit(None, (), f"{_weather(v).capitalize()} at {_temperature(v)} would freeze: sleet or an ice storm "
                          f"fits better.", f"change the weather to {instead}")]


fixer("rain-below-freezing")(set_conditions(lambda m, r: {"weather": r.raw["rain_freezing_fix"]}))
