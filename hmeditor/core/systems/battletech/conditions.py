"""Whole-map conditions: which rows are in force, numeric conditions (gravity, temperature)."""

from __future__ import annotations

import math

from ...calc.answer import Item
from ...model import HexMap
from .schema import RuleSet
from .vocabulary import UNIT_LABELS


def barred_reason(rules: RuleSet, hex_map: HexMap, kind: str) -> str | None:
    """Why the map's conditions bar this unit kind altogether, or None."""
    for row in rules.condition_rows(hex_map.effective_conditions()):
        if kind in row.barred:
            return f"{UNIT_LABELS[kind]} cannot operate in {row.label}"
    low, high = rules.setting("temperature.band")
    t = hex_map.condition("temperature")
    if not low <= t <= high and kind in rules.setting("temperature.barred"):
        return f"{UNIT_LABELS[kind]} cannot operate outside buildings at {t} °C"
    return None


def gravity_steps(hex_map: HexMap, step: float) -> int:
    return int(math.floor(abs(float(hex_map.condition("gravity")) - 1) / step + 1e-9))


def walking_mp(rules: RuleSet, hex_map: HexMap, kind: str, mp: int) -> tuple[int, list[Item]]:
    """A unit's walking (cruising) MP under the map's conditions, with the changes made."""
    items = []
    g = float(hex_map.condition("gravity"))
    walk = mp
    if g != 1:
        walk = max(0, math.ceil(mp / g - 0.5))
        if walk != mp:
            items.append(Item("gravity", walk - mp, f"gravity {g:g} g"))
    for row in rules.condition_rows(hex_map.effective_conditions()):
        if row.mp[kind]:
            items.append(Item(row.name, row.mp[kind], row.label))
    low, high = rules.setting("temperature.band")
    t = hex_map.condition("temperature")
    per10 = rules.setting("temperature.mp_per_10_degrees")[kind]
    beyond = max(low - t, t - high, 0)
    if beyond and per10:
        items.append(Item("temperature", per10 * math.ceil(beyond / 10), f"temperature {t} °C"))
    total = mp + sum(i.value for i in items)
    return max(0, int(total)), items
