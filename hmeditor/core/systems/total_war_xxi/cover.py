"""Cover: the share of a target hidden in its hex (the base terrain's default plus what its
modifications add, at most 1), or the player's own fraction; the D6 an unguided shot needs for it."""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from ...calc.dice import chance_at_least
from ...errors import InputError, quoted
from ...language import translate
from ...model import HexMap
from ...vocabulary import BASE_TERRAINS, MOD_INDEX
from .loader import fraction
from .schema import CoverRow, TwRules


def hex_cover(hex_map: HexMap, rules: TwRules, hx: tuple[int, int]) -> tuple[Fraction, list[CoverRow]]:
    """The cover of a target in the hex and the rows it comes from (base terrain first)."""
    col, row = hx
    terms = [rules.base_cover(BASE_TERRAINS[int(hex_map.base[row, col])].name)]
    bits = int(hex_map.mods[row, col])
    terms += [r for name, r in rules.modification_cover.items() if bits >> MOD_INDEX[name] & 1]
    return min(Fraction(1), sum((t.cover for t in terms), Fraction(0))), terms


def cover_grid(hex_map: HexMap, rules: TwRules) -> np.ndarray:
    """The cover of every hex as floats [row, col] (for the cover map)."""
    base = np.array([float(rules.base_cover(t.name).cover) for t in BASE_TERRAINS])[hex_map.base]
    for name, r in rules.modification_cover.items():
        base += np.where(hex_map.mods >> MOD_INDEX[name] & 1, float(r.cover), 0.0)
    return np.minimum(base, 1.0)


def hit_on(rules: TwRules, cover: Fraction) -> int:
    """The D6 an unguided shot needs against a target with this much cover."""
    return next(step.on for step in rules.hit_table if cover <= step.cover)


def hit_chance(on: int) -> Fraction:
    return chance_at_least(on, 1)


def parse_cover(text: str) -> Fraction:
    """A cover fraction a player gives ("1/2", "0.5"); ValueError (one line) unless it is 0..1."""
    try:
        cover = fraction(text)
    except ValueError:
        raise InputError("--cover", translate(
            "TotalWarXXI", "{text} is not a fraction (give one like 1/2 or 0.5)").format(text=quoted(text))) from None
    if not 0 <= cover <= 1:
        raise InputError("--cover", translate(
            "TotalWarXXI", "a cover fraction is 0..1 (the share of the target hidden), not {text}").format(text=text))
    return cover


def fraction_words(cover: Fraction) -> str:
    """ "2/3", "0", "1": a cover fraction as players write it."""
    return str(cover.numerator) if cover.denominator == 1 else f"{cover.numerator}/{cover.denominator}"
