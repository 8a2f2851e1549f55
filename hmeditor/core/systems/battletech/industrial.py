"""The heavy-industrial Terrain Effects table: the chance of each result of a shot that misses
into a heavy-industrial hex (2d6 >= trigger, then 2d6 on the table), and the chance that each
thing that rolls on the table (a miss, a landing DropShip, an airship, a fire) sets something off."""

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


@dataclass(frozen=True)
class TriggerOdds:
    event: str
    first_roll: bool                      # 2d6 >= trigger before rolling on the table
    rolls: int                            # rolls on the table
    modifier: float                       # added to each table roll
    chance_of_effect: float               # that at least one roll lands on a row that does something


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


def lands_on(low: int, high: int, modifier: float) -> float:
    """The chance 2d6 + modifier, read as 2..12 (beyond them as the nearest), lands on rows low..high."""
    first = 2 if low <= 2 else max(2, low - modifier)
    if high >= 12:
        return chance_2d6(first)
    last = high - modifier
    return 0.0 if last < first else chance_2d6(first) - chance_2d6(last + 1)


def effect_chance(rules: RuleSet, modifier: float = 0) -> float:
    """The chance one roll on the table lands on a row that does something."""
    _, *rows = rules.industrial_table
    nothing = [row.value for row in rows if row.extra.get("nothing")]
    return 1 - sum(lands_on(low, high, modifier) for low, high in nothing)


def trigger_odds(rules: RuleSet) -> list[TriggerOdds]:
    """For each thing that rolls on the table, the chance it sets something off."""
    trigger = rules.industrial_table[0]
    out = []
    for row in rules.industrial_triggers:
        first_roll, rolls, modifier = row.value
        p = effect_chance(rules, modifier) * (chance_2d6(trigger.value) if first_roll else 1)
        out.append(TriggerOdds(row.extra["event"], first_roll, rolls, modifier, 1 - (1 - p) ** rolls))
    return out
