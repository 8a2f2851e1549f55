"""Sums of breakdown terms as people read them."""

from hmeditor.core.calc.answer import Item, sum_text


def test_terms_read_as_a_sum_and_difference():
    items = [Item("ew", 4, "EW"), Item("attack", 6, "attack"), Item("target", -4, "target EW"),
             Item("cv", -0.0, "hex CV"), Item("bonus", 0, "bonus", "0506")]
    assert sum_text(items) == "4 (EW) + 6 (attack) - 4 (target EW) - 0 (hex CV) + 0 (bonus in 0506)"
    assert sum_text([Item("a", -2.5, "penalty")]) == "-2.5 (penalty)" and sum_text([]) == ""
