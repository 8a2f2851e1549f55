"""Atmosphere and wind: weather in thin air, blowing sand and sleet without wind, fire that cannot burn."""

from __future__ import annotations

from ..edits import SetConditions
from ..language import translate
from ..vocabulary import CONDITION_INDEX, MOD_INDEX, MODIFICATIONS
from ..wording import condition_name, value_words
from .fixes import set_conditions, without_mods
from .registry import HEX, Hit, View, capital, check, condition_label, fixer, readable, removing


def _thin_air_conflicts(conditions: dict, rules) -> list[str]:
    """Condition keys that thin air (or no air) rules out."""
    atmosphere = conditions["atmosphere"]
    if atmosphere not in rules.raw["atmosphere"]["thin"]:
        return []
    keys = [k for k, bad in (("weather", conditions["weather"] in rules.weather("thin_air")),
                             ("fog", conditions["fog"] != "none"),
                             ("blowing_sand", conditions["blowing_sand"])) if bad]
    if atmosphere in rules.raw["atmosphere"]["airless"] and conditions["wind"] != "calm":
        keys.append("wind")
    return keys


@check("thin-air-weather", "warning", terrain=False)
def thin_air_weather(v: View) -> list[Hit]:
    keys = _thin_air_conflicts(v.conditions, v.rules)
    if not keys:
        return []
    atmosphere = condition_label("atmosphere", v.conditions["atmosphere"])
    what = readable([condition_label(k, v.conditions[k]) for k in keys])
    reset = readable([translate("RealityCheck", "{condition} to {value}").format(
        condition=condition_name(CONDITION_INDEX[k]).lower(), value=_default_text(k)) for k in keys])
    return [Hit(None, (), translate("RealityCheck", "A {atmosphere} cannot carry {what}.").format(
        atmosphere=atmosphere, what=what), translate("RealityCheck", "set {conditions}").format(conditions=reset))]


def _default_text(key: str) -> str:
    default = CONDITION_INDEX[key].default
    if default is False:
        return translate("RealityCheck", "off")
    words = value_words(str(default))
    return words[:1].lower() + words[1:]


fixer("thin-air-weather")(set_conditions(lambda m, r: dict.fromkeys(_thin_air_conflicts(m.effective_conditions(), r))))


def _needs_wind(rule: str, least, what):
    """A check that a condition comes with the wind it needs: `least(conditions, rules)` is that wind
    (None: the condition is not there), `what(conditions)` names the condition. The rules in use that
    say what the conditions bring say the winds, so the check and the calculator agree."""

    def needs_wind(v: View) -> list[Hit]:
        wind = least(v.conditions, v.rules.conditions)
        if wind is None or v.rules.wind_rank(v.conditions["wind"]) >= v.rules.wind_rank(wind):
            return []
        return [Hit(None, (), translate("RealityCheck", "{What} needs wind of at least {least}, but the wind is "
                                        "{wind}.").format(What=capital(what(v.conditions)), what=what(v.conditions),
                                                          least=condition_label("wind", wind),
                                                          wind=condition_label("wind", v.conditions["wind"])),
                    translate("RealityCheck", "raise the wind to {least}: the least it needs").format(
                        least=condition_label("wind", wind)), wind)]
    check(rule, "warning", terrain=False)(needs_wind)
    fixer(rule)(lambda hex_map, finding, rules: SetConditions({"wind": finding.fix_value}))
    return needs_wind


def _weather_wind(conditions: dict, rules, sleet: bool) -> str | None:
    """The wind the weather brings, for sleet only or for every other weather."""
    if (conditions["weather"] == "sleet") != sleet:
        return None
    return rules.conditions[("weather", conditions["weather"])].wind


blowing_sand_needs_wind = _needs_wind(
    "blowing-sand-needs-wind",
    lambda c, r: r.conditions[("blowing_sand", "true")].needs_wind if c["blowing_sand"] else None,
    lambda c: condition_label("blowing_sand", True))
sleet_needs_wind = _needs_wind("sleet-needs-wind", lambda c, r: _weather_wind(c, r, True),
                               lambda c: value_words("sleet"))
weather_brings_wind = _needs_wind("weather-brings-wind", lambda c, r: _weather_wind(c, r, False),
                                  lambda c: condition_label("weather", c["weather"]))


@check("fire-cannot-burn", "warning", reach=0)
def fire_cannot_burn(v: View) -> list[Hit]:
    fire = v.rules.mods("fire_mods")
    burning = v.has(fire)
    if not burning.any():
        return []
    frozen = v.rules.mods("frozen_mods")
    airless = v.conditions["atmosphere"] in v.rules.raw["atmosphere"]["airless"]
    gale = v.rules.wind_rank(v.conditions["wind"]) > v.rules.wind_rank(v.rules.raw["fire_max_wind"])
    water = v.is_base("water_bases")
    bad = burning & (water | v.has(frozen) | airless | gale)

    def describe(row, col):
        if water[row, col]:
            why = translate("RealityCheck", "in water")
        elif v.mods[row, col] & frozen:
            why = translate("RealityCheck", "on {mods}").format(mods=v.mod_labels(row, col, frozen))
        elif airless:
            why = translate("RealityCheck", "in a {atmosphere}").format(
                atmosphere=condition_label("atmosphere", v.conditions["atmosphere"]))
        else:
            why = translate("RealityCheck", "in {wind} wind (no fire starts in wind stronger than {most})").format(
                wind=condition_label("wind", v.conditions["wind"]),
                most=condition_label("wind", v.rules.raw["fire_max_wind"]))
        return (translate("RealityCheck", "Fire at {hex} cannot burn {why}.").format(hex=HEX, why=why),
                removing(MODIFICATIONS[MOD_INDEX["fire"]].label.lower()))
    return v.hits(bad, describe, by=(water, v.mods & frozen))


fixer("fire-cannot-burn")(without_mods("fire_mods"))
