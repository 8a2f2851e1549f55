"""The heavy-industrial Terrain Effects table: the chance of each result of a shot that misses
into a heavy-industrial hex (2d6 >= trigger, then 2d6 on the table)."""

from __future__ import annotations

from dataclasses import dataclass

from .schema import RuleSet
from .tohit import chance_2d6


@dataclass(frozen=True)
class EffectOdds:
    rolls: tuple[int, int]
    effect: str
    chance_on_table: float                # given a roll on the table
    chance_per_miss: float                # for one missed shot into the hex


def roll_chance(low: int, high: int) -> float:
    return chance_2d6(low) - chance_2d6(high + 1)


def terrain_effects(rules: RuleSet) -> tuple[float, list[EffectOdds]]:
    """(chance that a miss rolls on the table, the odds of each table row)."""
    trigger, *rows = rules.industrial_table
    p_table = chance_2d6(trigger.value)
    odds = []
    for row in rows:
        low, high = row.value
        p = roll_chance(low, high)
        odds.append(EffectOdds((low, high), row.extra["effect"], p, p * p_table))
    return p_table, odds
