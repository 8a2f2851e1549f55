"""Whole-map conditions: which rows are in force, numeric conditions (gravity, temperature)."""

from __future__ import annotations

import math
from typing import Any

from ...calc.answer import Item
from ...language import translate
from ...model import HexMap
from ...vocabulary import BASE_INDEX, CONDITION_INDEX
from ...wording import condition_words
from .schema import ConditionRule, RuleSet
from .vocabulary import UNIT_LABELS

WINDS = CONDITION_INDEX["wind"].values        # calm ... tornado_f4, weakest first


def conditions(rules: RuleSet, hex_map: HexMap) -> dict[str, Any]:
    """The map's conditions as the calculators play them: the weather brings its wind and its cold
    (the stronger wind and the colder temperature of the map's and the weather's)."""
    now = hex_map.effective_conditions()
    now.update(weather_brings(rules, now))
    return now


def weather_brings(rules: RuleSet, stated: dict[str, Any]) -> dict[str, object]:
    """What the weather changes in the `stated` conditions: a stronger wind, a colder temperature."""
    weather = rules.conditions[("weather", stated["weather"])]
    out: dict[str, object] = {}
    if weather.wind and WINDS.index(weather.wind) > WINDS.index(stated["wind"]):
        out["wind"] = weather.wind
    if weather.temperature is not None and stated["temperature"] > weather.temperature:
        out["temperature"] = weather.temperature
    return out


def brought(rules: RuleSet, hex_map: HexMap) -> tuple[dict[str, object], list[str]]:
    """What the map's weather brings (JSON: {"wind": "strong_gale"}) and the same in words."""
    stated = hex_map.effective_conditions()
    changes = weather_brings(rules, stated)
    words = lambda key, v: (translate("BattleTech", "{degrees} °C").format(degrees=f"{v:g}") if key == "temperature"
                            else condition_words(key, str(v)))
    weather = condition_words("weather", str(stated["weather"]))
    return changes, [translate("BattleTech", "{weather} brings {condition} (the map says {stated})").format(
        weather=weather, condition=words(k, v), stated=words(k, stated[k])) for k, v in changes.items()]


def in_force(rules: RuleSet, hex_map: HexMap) -> list[ConditionRule]:
    """The condition rows in force, in the data file's order; a row that needs wind (blowing sand)
    counts only while the wind is at least that strong."""
    now = conditions(rules, hex_map)
    return [row for row in rules.condition_rows(now)
            if row.needs_wind is None or WINDS.index(now["wind"]) >= WINDS.index(row.needs_wind)]


def barred_reason(rules: RuleSet, hex_map: HexMap, kind: str, base: int | None = None) -> str | None:
    """Why the map's conditions bar this unit kind from a hex of base terrain `base` (None: from the
    map as a whole), or None. Extreme temperature does not bar a unit from the shelter the rules name."""
    for row in in_force(rules, hex_map):
        if kind in row.barred:
            return translate("BattleTech", "{units} cannot operate in {condition}").format(units=UNIT_LABELS[kind],
                                                                                           condition=row.label)
    t = conditions(rules, hex_map)["temperature"]
    if temperature_bars(rules, kind, t) and base not in sheltered_bases(rules):
        return translate("BattleTech", "{units} cannot operate outside buildings at {degrees} °C").format(
            units=UNIT_LABELS[kind], degrees=t)
    return None


def temperature_bars(rules: RuleSet, kind: str, t: float) -> bool:
    low, high = rules.setting("temperature.band")
    return not low <= t <= high and kind in rules.setting("temperature.barred")


def sheltered_bases(rules: RuleSet) -> tuple[int, ...]:
    """Base terrains (indices) where extreme temperature bars no unit: buildings."""
    return tuple(BASE_INDEX[name] for name in rules.settings["temperature.barred"].extra.get("except_in", ()))


def gravity_words(hex_map: HexMap) -> str:
    """ "gravity 0.5 g": the map's gravity as a breakdown names it."""
    return translate("BattleTech", "gravity {g} g").format(g=f"{float(hex_map.condition('gravity')):g}")


def gravity_steps(hex_map: HexMap, step: float) -> int:
    return int(math.floor(abs(float(hex_map.condition("gravity")) - 1) / step + 1e-9))


def _gravity(hex_map: HexMap, mp: int) -> list[Item]:
    """The change gravity makes to walking or jumping MP: MP / g, rounded to nearest with .5 down."""
    g = float(hex_map.condition("gravity"))
    changed = max(0, math.ceil(mp / g - 0.5))
    return [Item("gravity", changed - mp, gravity_words(hex_map))] if changed != mp else []


def jumping_mp(hex_map: HexMap, mp: int) -> tuple[int, list[Item]]:
    """A unit's jumping MP under the map's gravity, with the change made."""
    items = _gravity(hex_map, mp)
    return mp + int(sum(i.value for i in items)), items


def heat(rules: RuleSet, hex_map: HexMap, kind: str) -> Item | None:
    """The heat a unit gains each turn from the temperature ('Mechs: + per started 10 °C above the band,
    - below it), or None."""
    low, high = rules.setting("temperature.band")
    t = conditions(rules, hex_map)["temperature"]
    per10 = rules.setting("temperature.heat_per_10_degrees")[kind]
    beyond = t - high if t > high else (t - low if t < low else 0)
    if not beyond or not per10:
        return None
    return Item("temperature", math.copysign(per10 * math.ceil(abs(beyond) / 10), beyond),
                translate("BattleTech", "{degrees} °C").format(degrees=f"{t:g}"))


def visual_range(rules: RuleSet, hex_map: HexMap, kind: str) -> tuple[float, str]:
    """How many hexes a unit of `kind` sees: the smallest range of the light, weather, fog and blowing sand
    in force, and what sets it."""
    ranges = [(row.visual_range[kind], row.label) for row in in_force(rules, hex_map) if row.visual_range is not None]
    if not ranges:
        return math.inf, translate("BattleTech", "no condition limits sight")
    return min(ranges, key=lambda r: r[0])


def walking_mp(rules: RuleSet, hex_map: HexMap, kind: str, mp: int) -> tuple[int, list[Item]]:
    """A unit's walking (cruising) MP under the map's conditions, with the changes made."""
    items = _gravity(hex_map, mp)
    for row in in_force(rules, hex_map):
        if row.mp[kind]:
            items.append(Item(row.name, row.mp[kind], row.label))
    low, high = rules.setting("temperature.band")
    t = conditions(rules, hex_map)["temperature"]
    per10 = rules.setting("temperature.mp_per_10_degrees")[kind]
    beyond = max(low - t, t - high, 0)
    if beyond and per10:
        items.append(Item("temperature", per10 * math.ceil(beyond / 10),
                          translate("BattleTech", "temperature {degrees} °C").format(degrees=t)))
    total = mp + sum(i.value for i in items)
    return max(0, int(total)), items
