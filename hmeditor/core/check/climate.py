"""Climate: snow and ice against heat, frozen mud, snow on magma, weather against temperature."""

from __future__ import annotations

import numpy as np

from ..edits import SetCells, SetConditions
from ..language import translate
from ..model import HexMap
from ..vocabulary import BASE_INDEX, MOD_INDEX
from .data import CheckRules
from .finding import Finding
from .fixes import finding_block, set_conditions, without_mods
from .registry import HEX, Hit, View, capital, check, condition_label, fixer, removing


def _weather(v: View) -> str:
    return condition_label("weather", v.conditions["weather"])


def _temperature(v: View) -> str:
    return condition_label("temperature", v.conditions["temperature"])


@check("heat-vs-frozen", "warning", reach=0)
def heat_vs_frozen(v: View) -> list[Hit]:
    if not _extreme_heat(v):
        return []
    frozen = v.rules.mods("frozen_mods")
    def describe(row, col):
        mods = v.mod_labels(row, col, frozen)
        return (translate("RealityCheck", "{Mods} at {hex} cannot last in extreme heat ({temperature}).").format(
            Mods=capital(mods), mods=mods, hex=HEX, temperature=_temperature(v)), removing(mods))
    hits = v.hits(v.has(frozen), describe, by=(v.mods & frozen,))
    if v.conditions["weather"] in v.rules.weather("frozen"):
        hits.append(Hit(None, (), translate("RealityCheck", "{Weather} cannot fall in extreme heat ({temperature}).")
                        .format(Weather=capital(_weather(v)), weather=_weather(v), temperature=_temperature(v)),
                        translate("RealityCheck", "clear the weather")))
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
        return (translate("RealityCheck", "Mud at {hex} with {why} would be frozen.").format(hex=HEX, why=why),
                _mud_fix(v, row, col, open_ground))
    return v.hits(bad, describe, by=(v.mods & frozen, v.base))


def _mud_fix(v: View, row: int, col: int, open_ground: np.ndarray) -> str:
    """The seed's fix on open ground (rough instead of mud); elsewhere the hex keeps its own terrain."""
    label = v.label(row, col)
    if open_ground[row, col]:
        if v.base[row, col] == BASE_INDEX["clear"]:
            return translate("RealityCheck", "replace mud with rough: same MP for a 'Mech, but no bogging down")
        return translate("RealityCheck", "replace mud with rough: same MP for a 'Mech, but no bogging down (the hex "
                         "becomes rough instead of {terrain})").format(terrain=label)
    mech_mud = v.rules.conditions.mods[MOD_INDEX["mud"]].mp["mech"]
    return translate("RealityCheck", "remove mud, keeping the {terrain}: a 'Mech pays {mp} MP less and nothing bogs "
                     "down in mud").format(terrain=label, mp=f"{mech_mud:g}")


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
    def describe(row, col):
        mods = v.mod_labels(row, col, frozen)
        magma = v.mod_labels(row, col, v.rules.mods("magma_mods")) or v.label(row, col)
        return (translate("RealityCheck", "{Mods} on {magma} at {hex} would melt at once.").format(
            Mods=capital(mods), mods=mods, magma=magma, hex=HEX), removing(mods))
    return v.hits(v.has(frozen) & magma, describe, by=(v.mods, v.base))


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
    why = translate("RealityCheck", "the temperature the rules in use give {weather}").format(weather=_weather(v))
    if cold is None:
        cold, why = v.rules.temperature("cold_fix"), translate("RealityCheck", "a few degrees below freezing")
    return [Hit(None, (), translate("RealityCheck", "{Weather} needs freezing temperatures, but it is "
                                    "{temperature}.").format(Weather=capital(_weather(v)), weather=_weather(v),
                                                             temperature=_temperature(v)),
                translate("RealityCheck", "set the temperature to {degrees} °C: {why}").format(degrees=f"{cold:g}",
                                                                                              why=why), cold)]


@check("weather-brings-cold", "warning", terrain=False)
def weather_brings_cold(v: View) -> list[Hit]:
    """Frost, but not the cold the weather brings (snow-weather-warm speaks when it is above freezing)."""
    cold = _weather_cold(v)
    if cold is None or v.conditions["temperature"] <= cold or _too_warm_for_snow(v):
        return []
    return [Hit(None, (), translate("RealityCheck", "{Weather} comes at {degrees} °C or colder, but the map says "
                                    "{temperature}; the calculator plays {degrees} °C.").format(
                    Weather=capital(_weather(v)), weather=_weather(v), degrees=f"{cold:g}",
                    temperature=_temperature(v)),
                translate("RealityCheck", "set the temperature to {degrees} °C: what the calculator plays").format(
                    degrees=f"{cold:g}"), cold)]


for _rule in ("snow-weather-warm", "weather-brings-cold"):
    fixer(_rule)(lambda hex_map, finding, rules: SetConditions({"temperature": finding.fix_value}))


@check("rain-below-freezing", "info", terrain=False)
def rain_below_freezing(v: View) -> list[Hit]:
    if (v.conditions["weather"] not in v.rules.weather("rain")
            or v.conditions["temperature"] >= v.rules.temperature("rain_freezes_below")):
        return []
    instead = condition_label("weather", v.rules.raw["rain_freezing_fix"])
    return [Hit(None, (), translate("RealityCheck", "{Weather} at {temperature} would freeze: sleet or an ice storm "
                                    "fits better.").format(Weather=capital(_weather(v)), weather=_weather(v),
                                                           temperature=_temperature(v)),
                translate("RealityCheck", "change the weather to {weather}").format(weather=instead))]


fixer("rain-below-freezing")(set_conditions(lambda m, r: {"weather": r.raw["rain_freezing_fix"]}))
