"""Hit effects: vehicles and spacecraft are destroyed by any hit; infantry and forts roll 2d6 minus
the CV of their hex on their row of the Hit Effects Table (none, disrupted, destroyed, ew-1, ew-2).
A unit already disrupted is destroyed by a second D; a fort's EW losses add up on every weapon box,
and once every box is at EW 0 the fort is destroyed."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...calc.dice import distribution
from ...errors import InputError, quoted
from ...language import translate
from .schema import GravRules, Unit


def check_roll(roll: int) -> None:
    if not 2 <= roll <= 12:
        raise InputError("--roll", translate("GravArmor", "a 2d6 roll is 2..12, not {roll}").format(roll=quoted(roll)))


def check_disrupted(unit: Unit, disrupted: bool) -> None:
    if disrupted and unit.hit_effects is None:
        raise InputError("--disrupted", translate(
            "GravArmor", "{unit} is destroyed by any hit; only infantry and forts are disrupted").format(
            unit=unit.name))


def ew_loss(result: str) -> int:
    """The EW every weapon box of a fort loses with this result ("ew-2": 2)."""
    return int(result[3:]) if result.startswith("ew-") else 0


def settled(unit: Unit, result: str, disrupted: bool = False, ew_lost: int = 0) -> str:
    """A Hit Effects result for this unit as it stands: a second D destroys a disrupted unit; an EW
    loss that leaves every box of a fort at EW 0 destroys it."""
    if disrupted and result == "disrupted":
        return "destroyed"
    if unit.is_fort and ew_loss(result) and ew_lost + ew_loss(result) >= unit.ew:
        return "destroyed"
    return result


def effect_chances(rules: GravRules, unit: Unit, cv: float, disrupted: bool = False,
                   ew_lost: int = 0) -> dict[str, Fraction]:
    """{result: exact chance} of a hit on `unit` in a hex of this CV (already `disrupted`; a fort
    having lost `ew_lost` EW)."""
    if unit.hit_effects is None:
        return {"destroyed": Fraction(1)}
    out: dict[str, Fraction] = {}
    for roll, p in distribution(2, 6).items():
        result = settled(unit, rules.effect(unit.hit_effects, roll - cv), disrupted, ew_lost)
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
    disrupted: bool = False
    ew_lost: int = 0                       # a fort's EW lost before the hit

    @property
    def ew_lost_after(self) -> int | None:
        """A fort's EW lost in all after the rolled result (None: not a fort, or no roll)."""
        if not self.unit.is_fort or self.result is None:
            return None
        return self.ew_lost + ew_loss(self.result) if self.result != "destroyed" else None


def hit_effect(rules: GravRules, unit: Unit, cv: float, roll: int | None = None, disrupted: bool = False,
               ew_lost: int = 0) -> HitEffect:
    """What a hit does to `unit` in a hex of this CV (already `disrupted`; a fort having lost `ew_lost`
    EW); with `roll`, the result of that 2d6 roll."""
    unit.check_losses(ew_lost)
    chances = effect_chances(rules, unit, cv, disrupted, ew_lost)
    if roll is None:
        return HitEffect(unit, cv, unit.hit_effects, chances, disrupted=disrupted, ew_lost=ew_lost)
    check_roll(roll)
    if unit.hit_effects is None:
        return HitEffect(unit, cv, None, chances, roll, None, "destroyed", disrupted, ew_lost)
    result = settled(unit, rules.effect(unit.hit_effects, roll - cv), disrupted, ew_lost)
    return HitEffect(unit, cv, unit.hit_effects, chances, roll, roll - cv, result, disrupted, ew_lost)
