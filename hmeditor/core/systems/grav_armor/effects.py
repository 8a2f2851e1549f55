"""Hit effects: vehicles and spacecraft are destroyed by any hit; infantry and forts roll 2d6 minus
the CV of their hex on their row of the Hit Effects Table (none, disrupted, destroyed, ew-1, ew-2)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...calc.dice import distribution
from .schema import GravRules, Unit


def check_roll(roll: int) -> None:
    if not 2 <= roll <= 12:
        raise ValueError(f"--roll: a 2d6 roll is 2..12, not {roll}")


def effect_chances(rules: GravRules, unit: Unit, cv: float) -> dict[str, Fraction]:
    """{result: exact chance} of a hit on `unit` in a hex of this CV."""
    if unit.hit_effects is None:
        return {"destroyed": Fraction(1)}
    out: dict[str, Fraction] = {}
    for roll, p in distribution(2, 6).items():
        result = rules.effect(unit.hit_effects, roll - cv)
        out[result] = out.get(result, Fraction(0)) + p
    return out


@dataclass(frozen=True)
class HitEffect:
    unit: Unit
    cv: float
    row: str | None
    chances: dict[str, Fraction]
    roll: int | None = None
    modified_roll: float | None = None
    result: str | None = None


def hit_effect(rules: GravRules, unit: Unit, cv: float, roll: int | None = None) -> HitEffect:
    """What a hit does to `unit` in a hex of this CV; with `roll`, the result of that 2d6 roll."""
    chances = effect_chances(rules, unit, cv)
    if roll is None:
        return HitEffect(unit, cv, unit.hit_effects, chances)
    check_roll(roll)
    if unit.hit_effects is None:
        return HitEffect(unit, cv, None, chances, roll, None, "destroyed")
    return HitEffect(unit, cv, unit.hit_effects, chances, roll, roll - cv, rules.effect(unit.hit_effects, roll - cv))
