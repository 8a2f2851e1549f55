"""Dice fire at a specific target: range in cm, the line of the shot (a building or hill between
blocks it; terrain between may hide more of the target than its own hex), the hit (unguided: one D6
by the target's cover; guided: the missile's manoeuvre die against the target's), the target's dodge
(a vehicle with room, a helicopter against the machine gun), penetration of armour on the rulebook's
formula, the chance of a penetrating hit, and the chance that at least one of the turn's shots hits."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from ...calc.dice import chance_at_least, chance_beats
from ...calc.hexes import check_hex, distance
from ...errors import InputError, quoted
from ...language import translate
from ...model import HexMap
from ...vocabulary import parse_whole
from .cover import hex_cover, hit_chance, hit_on
from .scale import table_scale
from .schema import BOUNDS, TARGET_KINDS, TARGET_WORDS, CoverRow, TwRules, Weapon, shipped_words
from .sight import ShotLine, shot_line


def _key(text: str) -> str:
    return "_".join(str(text).strip().lower().replace("-", " ").split())


def find_weapon(rules: TwRules, name: str) -> Weapon:
    """A weapon by its id, label or seed name, in any case, '-' or ' ' for '_'; ValueError when unknown."""
    wanted = _key(name)
    for w in rules.weapons.values():
        if wanted in (_key(w.id), _key(w.label), _key(w.seed_name)):
            return w
    raise InputError("--weapon", translate("TotalWarXXI", "unknown weapon {name} (one of: {weapons})").format(
        name=quoted(name), weapons=", ".join(rules.weapons)))


def parse_count(text: str | None, what: str) -> int | None:
    """A whole number given as text (armour points); ValueError in one line."""
    if text is None:
        return None
    count = parse_whole(str(text), BOUNDS["count"][1])
    if count is None:
        raise InputError(what, translate("TotalWarXXI", "a whole number from 0 to {most}, not {text}").format(
            most=BOUNDS["count"][1], text=quoted(text)))
    return count


def parse_manoeuvre(text: str | None, what: str) -> int:
    """A manoeuvre bonus as the seed writes it ("M", "M+2", Latin or Cyrillic M) or as a number."""
    if text is None:
        return 0
    bonus = str(text).strip().upper().replace(" ", "")
    if bonus[:1] in ("M", "М"):
        bonus = bonus[1:].removeprefix("+") or "0"
    value = parse_whole(bonus, BOUNDS["count"][1])
    if value is None:
        raise InputError(what, translate(
            "TotalWarXXI", "a manoeuvre bonus like M, M+2 or 2, at most M+{most}, not {text}").format(
            most=BOUNDS["count"][1], text=quoted(text)))
    return value


def manoeuvre_text(bonus: int) -> str:
    """ "M", "M+2": a manoeuvre die as the seed writes it."""
    return "M" if bonus == 0 else f"M+{bonus}"


def penetration_roll(rules: TwRules, weapon: Weapon, armour: int) -> tuple[int | None, str]:
    """The D6 a hit of `weapon` needs to penetrate `armour` (None: impossible) and how it was found."""
    p = weapon.penetration
    if p is None:
        return None, translate("TotalWarXXI", "{weapon} cannot harm armour").format(weapon=shipped_words(weapon.label))
    if p.kind == "infinite":
        if rules.setting("penetration.infinite") == "penetrates":
            return 1, translate("TotalWarXXI", "infinite penetration: penetrates")
        return None, translate("TotalWarXXI", "infinite penetration: never (the formula as written)")
    if p.kind == "die":                       # ship side armour: D6 + n greater than the armour
        at_least = armour - p.value + (0 if rules.setting("penetration.side_armour") == "at_least" else 1)
        how = translate("TotalWarXXI", "D6 + {value} > armour {armour}").format(value=p.value, armour=armour)
    else:
        at_least = p.value + armour
        how = translate("TotalWarXXI", "penetration {value} + armour {armour}").format(value=p.value, armour=armour)
    if at_least > 6:
        return None, translate("TotalWarXXI", "{how}: needs {at_least}, more than a D6").format(how=how,
                                                                                             at_least=at_least)
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
    hit_chance: Fraction                     # 0 out of range or with the line blocked
    line: ShotLine
    cover_hex: tuple[int, int] | None = None  # the hex whose terrain gives the cover (None: given)
    target_manoeuvre: int = 0
    target_kind: str = "infantry"
    dodge_on: int | None = None              # None: the target cannot dodge this shot
    dodge_chance: Fraction = Fraction(0)
    shots: int = 1                           # a turn's shots at the target
    armour: int | None = None
    penetrate_on: int | None = None
    penetrate_chance: Fraction | None = None
    penetration_reason: str = ""

    @property
    def blocked(self) -> bool:
        return bool(self.line.blocked_by)

    @property
    def lands_chance(self) -> Fraction:
        """A shot hits and is not dodged."""
        return self.hit_chance * (1 - self.dodge_chance)

    @property
    def any_hit_chance(self) -> Fraction:
        """At least one of the turn's shots hits and is not dodged."""
        return 1 - (1 - self.lands_chance) ** self.shots

    @property
    def kill_chance(self) -> Fraction | None:
        """A shot that hits, is not dodged and penetrates (the rolls are independent)."""
        return None if self.penetrate_chance is None else self.lands_chance * self.penetrate_chance


def shoot(hex_map: HexMap, rules: TwRules, weapon: Weapon, firer: tuple[int, int], target: tuple[int, int],
          cover: Fraction | None = None, armour: int | None = None, target_manoeuvre: int = 0,
          target_kind: str | None = None, room: bool = True) -> Shot:
    """A shot from `firer` at a target of `target_kind` (by default the first kind the weapon harms:
    infantry, else vehicles, else helicopters) in `target`; out of range or with the line blocked the
    hit chance is 0. `room`: a vehicle has somewhere to move aside to when it dodges."""
    for hx in (firer, target):
        check_hex(hex_map, hx)
    target_kind = target_kind or next((k for k in TARGET_KINDS if weapon.harms(k)), TARGET_KINDS[0])
    check_target(weapon, target_kind, room)
    hexes = distance(firer, target)
    range_cm = table_scale(hex_map, rules).cm(hexes)
    in_range = weapon.range_cm is None or range_cm <= weapon.range_cm
    between = shot_line(hex_map, rules, firer, target)
    terms: tuple[CoverRow, ...] = ()
    cover_hex = None
    if cover is None:
        cover, found = hex_cover(hex_map, rules, target)
        terms, cover_hex = tuple(found), target
        if between.cover > cover:                 # the terrain between hides more of the target
            cover, terms, cover_hex = between.cover, between.cover_terms, between.cover_hex
    if weapon.manoeuvre is not None:                # guided
        on, chance = None, _guided_chance(rules, weapon.manoeuvre, target_manoeuvre)
    else:
        on = hit_on(rules, cover)
        chance = hit_chance(on)
    dodge_on = _dodge_on(rules, weapon, target_kind, target_manoeuvre, room)
    dodge = Fraction(0) if dodge_on is None else chance_at_least(dodge_on, 1)
    shots = weapon.rate_of_fire or rules.setting("hit.shots_when_silent")
    shot = Shot(weapon, hexes, range_cm, in_range, cover, terms, on,
                chance if in_range and not between.blocked_by else Fraction(0), between, cover_hex,
                target_manoeuvre, target_kind, dodge_on, dodge, shots)
    if armour is None:
        return shot
    pen_on, reason = penetration_roll(rules, weapon, armour)
    pen_chance = Fraction(0) if pen_on is None else chance_at_least(pen_on, 1)
    return replace(shot, armour=armour, penetrate_on=pen_on, penetrate_chance=pen_chance, penetration_reason=reason)


def check_target(weapon: Weapon, kind: str, room: bool) -> None:
    """ValueError (one line) when the weapon cannot fire at that kind of target, or --no-room is given
    for a target that does not move aside."""
    if kind not in TARGET_KINDS:
        raise InputError("--target-kind", translate("TotalWarXXI", "one of {kinds}, not {kind}").format(
            kinds=", ".join(TARGET_KINDS), kind=quoted(kind)))
    if not weapon.harms(kind):
        harmed = ", ".join(TARGET_WORDS[k] for k in TARGET_KINDS if weapon.harms(k))
        raise InputError("--target-kind", translate(
            "TotalWarXXI", "{weapon} cannot harm this kind of target: {kind} (it harms: {harmed})").format(
            weapon=shipped_words(weapon.label), kind=TARGET_WORDS[kind],
            harmed=harmed or translate("TotalWarXXI", "nothing")))
    if not room and kind != "vehicle":
        raise InputError("--no-room", translate(
            "TotalWarXXI", "only a vehicle moves aside when it dodges (the target: {kind})").format(
            kind=TARGET_WORDS[kind]))


def _dodge_on(rules: TwRules, weapon: Weapon, kind: str, manoeuvre: int, room: bool) -> int | None:
    """The D6 the target needs to dodge an unguided shot, its manoeuvre bonus added; None: no dodge
    (infantry, a guided shot, a vehicle with no room)."""
    if weapon.guided or kind == "infantry" or (kind == "vehicle" and not room):
        return None
    on = rules.setting("dodge.vehicle" if kind == "vehicle" else "dodge.helicopter_vs_machine_gun") - manoeuvre
    return max(1, on)


def _guided_chance(rules: TwRules, missile: int, target: int) -> Fraction:
    """The missile's manoeuvre die + bonus against the target's: greater hits (or, by the rules file, a tie too)."""
    if rules.setting("hit.guided") == "at_least":
        return chance_beats(missile + 1, target)
    return chance_beats(missile, target)
