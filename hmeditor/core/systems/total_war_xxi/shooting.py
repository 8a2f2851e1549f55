"""Dice fire at a specific target: range in cm, the hit (unguided: one D6 by the target's cover;
guided: the missile's manoeuvre die against the target's), penetration of armour on the seed's
formula, and the chance of a penetrating hit."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from ...calc.dice import chance_at_least, chance_beats
from ...calc.hexes import check_hex, distance
from ...errors import quoted
from ...model import HexMap
from .cover import hex_cover, hit_chance, hit_on
from .scale import table_scale
from .schema import CoverRow, TwRules, Weapon


def _key(text: str) -> str:
    return "_".join(str(text).strip().lower().replace("-", " ").split())


def find_weapon(rules: TwRules, name: str) -> Weapon:
    """A weapon by its id, label or seed name, in any case, '-' or ' ' for '_'; ValueError when unknown."""
    wanted = _key(name)
    for w in rules.weapons.values():
        if wanted in (_key(w.id), _key(w.label), _key(w.seed_name)):
            return w
    raise ValueError(f"--weapon: unknown weapon {quoted(name)} (one of: {', '.join(rules.weapons)})")


def parse_count(text: str | None, what: str) -> int | None:
    """A whole number 0 or more given as text (armour points); ValueError in one line."""
    if text is None:
        return None
    if not str(text).strip().isdigit():
        raise ValueError(f"{what}: a whole number 0 or more, not {quoted(text)}")
    return int(text)


def parse_manoeuvre(text: str | None, what: str) -> int:
    """A manoeuvre bonus as the seed writes it ("M", "M+2", Latin or Cyrillic M) or as a number."""
    if text is None:
        return 0
    bonus = str(text).strip().upper().replace(" ", "")
    if bonus[:1] in ("M", "М"):
        bonus = bonus[1:].removeprefix("+") or "0"
    if not bonus.isdigit():
        raise ValueError(f"{what}: a manoeuvre bonus like M, M+2 or 2, not {quoted(text)}")
    return int(bonus)


def manoeuvre_text(bonus: int) -> str:
    """ "M", "M+2": a manoeuvre die as the seed writes it."""
    return "M" if bonus == 0 else f"M+{bonus}"


def penetration_roll(rules: TwRules, weapon: Weapon, armour: int) -> tuple[int | None, str]:
    """The D6 a hit of `weapon` needs to penetrate `armour` (None: impossible) and how it was found."""
    p = weapon.penetration
    if p is None:
        return None, f"{weapon.label} cannot harm armour"
    if p.kind == "infinite":
        if rules.setting("penetration.infinite") == "penetrates":
            return 1, "infinite penetration: penetrates"
        return None, "infinite penetration: never (the formula as written)"
    if p.kind == "die":                       # ship side armour: D6 + n greater than the armour
        at_least = armour - p.value + (0 if rules.setting("penetration.side_armour") == "at_least" else 1)
        how = f"D6 + {p.value} > armour {armour}"
    else:
        at_least = p.value + armour
        how = f"penetration {p.value} + armour {armour}"
    if at_least > 6:
        return None, f"{how}: needs {at_least}, more than a D6"
    return max(1, at_least), f"{how}: {max(1, at_least)}+"


@dataclass(frozen=True)
class Shot:
    weapon: Weapon
    distance_hexes: int
    range_cm: float
    in_range: bool
    cover: Fraction
    cover_terms: tuple[CoverRow, ...]        # empty when the player gave the cover
    hit_on: int | None                       # None for a guided shot
    hit_chance: Fraction
    target_manoeuvre: int = 0
    armour: int | None = None
    penetrate_on: int | None = None
    penetrate_chance: Fraction | None = None
    penetration_reason: str = ""

    @property
    def kill_chance(self) -> Fraction | None:
        """A hit that penetrates (the two rolls are independent)."""
        return None if self.penetrate_chance is None else self.hit_chance * self.penetrate_chance


def shoot(hex_map: HexMap, rules: TwRules, weapon: Weapon, firer: tuple[int, int], target: tuple[int, int],
          cover: Fraction | None = None, armour: int | None = None, target_manoeuvre: int = 0) -> Shot:
    """A shot from `firer` at a target in `target`; out of range the hit chance is 0."""
    for hx in (firer, target):
        check_hex(hex_map, hx)
    hexes = distance(firer, target)
    range_cm = table_scale(hex_map, rules).cm(hexes)
    in_range = weapon.range_cm is None or range_cm <= weapon.range_cm
    terms: tuple[CoverRow, ...] = ()
    if cover is None:
        cover, found = hex_cover(hex_map, rules, target)
        terms = tuple(found)
    if weapon.manoeuvre is not None:                # guided
        on, chance = None, _guided_chance(rules, weapon.manoeuvre, target_manoeuvre)
    else:
        on = hit_on(rules, cover)
        chance = hit_chance(on)
    shot = Shot(weapon, hexes, range_cm, in_range, cover, terms, on, chance if in_range else Fraction(0),
                target_manoeuvre)
    if armour is None:
        return shot
    pen_on, reason = penetration_roll(rules, weapon, armour)
    pen_chance = Fraction(0) if pen_on is None else chance_at_least(pen_on, 1)
    return replace(shot, armour=armour, penetrate_on=pen_on, penetrate_chance=pen_chance, penetration_reason=reason)


def _guided_chance(rules: TwRules, missile: int, target: int) -> Fraction:
    """The missile's manoeuvre die + bonus against the target's: greater hits (or, by the rules file, a tie too)."""
    if rules.setting("hit.guided") == "at_least":
        return chance_beats(missile + 1, target)
    return chance_beats(missile, target)
