"""Exact dice: every chance is a Fraction from enumerating the dice (2d6, d6, 2D6 keep the highest,
opposed rolls)."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import product


@cache
def distribution(dice: int = 2, sides: int = 6, keep: int | None = None) -> dict[int, Fraction]:
    """{total: chance} of rolling `dice` dice of `sides` sides and adding the `keep` highest (all by default)."""
    counts: dict[int, int] = {}
    for faces in product(range(1, sides + 1), repeat=dice):
        total = sum(sorted(faces, reverse=True)[:keep])
        counts[total] = counts.get(total, 0) + 1
    outcomes = sides ** dice
    return {total: Fraction(n, outcomes) for total, n in sorted(counts.items())}


def chance_at_least(target: float, dice: int = 2, sides: int = 6, keep: int | None = None) -> Fraction:
    """The chance that the total is `target` or more."""
    return sum((p for total, p in distribution(dice, sides, keep).items() if total >= target), Fraction(0))


def chance_beats(bonus: int, against: int, dice: int = 1, sides: int = 6) -> Fraction:
    """The chance that `dice` dice + `bonus` roll more than another `dice` dice + `against` (a tie
    is not more): an opposed roll such as a missile's manoeuvre die against its target's."""
    rolls = distribution(dice, sides)
    return sum((p * q for a, p in rolls.items() for b, q in rolls.items() if a + bonus > b + against), Fraction(0))


def fraction_text(chance: Fraction) -> str:
    """ "11/18": a chance in lowest terms, as JSON gives it."""
    return f"{chance.numerator}/{chance.denominator}"


def probability(chance: Fraction) -> float:
    """A chance as a float rounded to 4 places (the `*_p` fields of JSON answers)."""
    return round(float(chance), 4)
