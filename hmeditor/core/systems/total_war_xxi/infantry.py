"""Infantry: survival after a hit by calibre, movement in cm and turns at the class speed, and
climbing a vertical obstacle."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from ...calc.dice import chance_at_least
from ...calc.hexes import check_hex, distance
from ...errors import InputError, quoted
from ...language import translate
from ...model import HexMap
from .scale import table_scale
from .schema import BOUNDS, CALIBRES, INFANTRY_CLASSES, TwRules
from .shooting import _key


def find_calibre(rules: TwRules, name: str) -> str:
    """pistol, rifle or blast; a small arm's name gives its calibre, a weapon with an HE radius the
    blast. ValueError when unknown."""
    wanted = _key(name)
    if wanted in CALIBRES:
        return wanted
    for w in rules.weapons.values():
        if wanted in (_key(w.id), _key(w.label), _key(w.seed_name)) and (w.calibre or w.he_radius_cm is not None):
            return w.calibre or "blast"
    raise InputError("--calibre", translate(
        "TotalWarXXI", "unknown calibre {name} (one of: {calibres}, a small arm, or a weapon with an HE radius)"
    ).format(name=quoted(name), calibres=", ".join(CALIBRES)))


def survival(rules: TwRules, calibre: str) -> tuple[int, Fraction]:
    """The D6 an infantryman hit by this calibre (or inside a blast) needs to survive, and its chance."""
    on = rules.setting(f"survival.{calibre}")
    return on, chance_at_least(on, 1)


def find_class(name: str) -> str:
    wanted = _key(name)
    for c in INFANTRY_CLASSES:
        if wanted in (c, c.removesuffix("_infantry")):
            return c
    raise InputError("--unit", translate("TotalWarXXI", "unknown infantry class {name} (one of: {classes})").format(
        name=quoted(name), classes=", ".join(INFANTRY_CLASSES)))


@dataclass(frozen=True)
class Move:
    unit: str
    distance_hexes: int
    distance_cm: float
    speed_cm: float
    turns: int


def infantry_move(hex_map: HexMap, rules: TwRules, unit: str, start: tuple[int, int], end: tuple[int, int]) -> Move:
    """Straight-line distance in cm and the whole turns it takes at the class speed."""
    for hx in (start, end):
        check_hex(hex_map, hx)
    hexes = distance(start, end)
    cm = table_scale(hex_map, rules).cm(hexes)
    speed = rules.setting(f"infantry.{unit}")
    return Move(unit, hexes, cm, speed, math.ceil(round(cm / speed, 9)))


@dataclass(frozen=True)
class Climb:
    obstacle_cm: int            # rounded to whole cm
    figure_cm: int
    difference_cm: int
    limit_cm: float
    on: int | None              # the D6 needed; None when impossible
    chance: Fraction
    reason: str


def round_cm(rules: TwRules, value: float) -> int:
    how = rules.setting("climbing.rounding")
    if how == "up":
        return math.ceil(value)
    return math.floor(value) if how == "down" else math.floor(value + 0.5)


def climb(rules: TwRules, obstacle_cm: float, figure_cm: float) -> Climb:
    """Infantry climbing a vertical obstacle: both heights rounded to whole cm, the difference is the
    D6 needed; more than the limit taller, or a difference over 6, cannot be climbed."""
    check_height(obstacle_cm, "--obstacle-cm")
    check_height(figure_cm, "--figure-cm")
    obstacle, figure = round_cm(rules, obstacle_cm), round_cm(rules, figure_cm)
    difference = obstacle - figure
    limit = rules.setting("climbing.limit_cm")
    if difference > limit:
        on, reason = None, f"{difference} cm taller than the figure: over the {limit:g} cm limit"
    elif difference > 6:
        on, reason = None, f"{difference} cm taller: needs a {difference} on a D6"
    elif difference <= 1:
        on, reason = 1, "no taller than 1 cm: any roll"
    else:
        on, reason = difference, f"{difference} cm taller: {difference}+"
    return Climb(obstacle, figure, difference, limit, on, Fraction(0) if on is None else chance_at_least(on, 1),
                 reason)


def parse_height(text: str, what: str) -> float:
    """A height in cm given as text; ValueError (one line) unless it is a number 0 or more."""
    try:
        value = float(text)
    except (TypeError, ValueError):
        raise InputError(what, translate("TotalWarXXI", "a height in cm, not {text}").format(
            text=quoted(text))) from None
    return check_height(value, what, text)


def check_height(value: float, what: str, given: str | None = None) -> float:
    """`value` unless it is no height in cm from 0 to the rules' longest distance; ValueError naming
    what was `given`."""
    if not (math.isfinite(value) and 0 <= value <= BOUNDS["distance_cm"][1]):
        raise InputError(what, translate("TotalWarXXI", "a height from 0 to {most} cm, not {text}").format(
            most=BOUNDS["distance_cm"][1], text=quoted(f"{value:g}" if given is None else given)))
    return value
