"""Exact dice chances."""

from fractions import Fraction

import pytest

from hmeditor.core.calc.dice import chance_at_least, chance_beats, distribution, fraction_text, probability


def test_one_and_two_dice():
    assert distribution(1) == {n: Fraction(1, 6) for n in range(1, 7)}
    assert chance_at_least(5, 1) == Fraction(1, 3) and chance_at_least(7, 1) == 0
    assert chance_at_least(7, 2) == Fraction(7, 12) and fraction_text(chance_at_least(12, 2)) == "1/36"


@pytest.mark.parametrize("bonus, against, expected", [
    (0, 0, Fraction(15, 36)),     # equal dice: a tie is not more
    (1, 0, Fraction(21, 36)),
    (0, 1, Fraction(10, 36)),
    (2, 1, Fraction(21, 36)),     # only the difference counts
    (6, 0, Fraction(1)),
    (0, 5, Fraction(0)),
    (0, 4, Fraction(1, 36)),
])
def test_an_opposed_roll(bonus, against, expected):
    assert chance_beats(bonus, against) == expected


def test_probability_is_rounded_to_four_places():
    assert probability(Fraction(15, 36)) == 0.4167
