"""Piloting-skill-roll modifiers for a unit in a hex, and the one bog-down check per hex."""

from __future__ import annotations

from ...calc.answer import Item
from ...calc.hexes import check_hex
from ...model import HexMap
from .common import check_unit, factor, param, rows_in
from .conditions import gravity_steps, gravity_words, in_force
from .schema import AUTO, RuleSet


def piloting(hex_map: HexMap, rules: RuleSet, kind: str, hx: tuple[int, int], large: bool = False
             ) -> tuple[float, list[Item]]:
    """The PSR modifier for `kind` in the hex: its terrain, the conditions and gravity, with a breakdown
    (none for units that make no piloting rolls: infantry)."""
    check_unit(kind)
    check_hex(hex_map, hx)
    if kind in rules.setting("movement.no_piloting_rolls"):
        return 0, []
    col, row = hx
    items = []
    for rule in rows_in(rules, hex_map, col, row):
        if rule.psr[kind] and not (large and rule.large_ignores_psr):
            items.append(Item(rule.name, rule.psr[kind] * factor(hex_map, rule, kind, col, row), rule.label))
    for cond in in_force(rules, hex_map):
        if cond.psr[kind]:
            items.append(Item(cond.name, cond.psr[kind], cond.label))
    steps = gravity_steps(hex_map, rules.setting("gravity.psr_step"))
    if steps:
        items.append(Item("gravity", steps, gravity_words(hex_map)))
    return sum(i.value for i in items), items


def bog_down(hex_map: HexMap, rules: RuleSet, kind: str, hx: tuple[int, int], large: bool = False
             ) -> tuple[bool, float | str | None]:
    """(whether entering the hex needs a bog-down check, the modifier of that one check).

    However many terrains could bog the unit down, there is one check; its modifier is the worst
    (highest) of theirs, "auto" when one of them fails automatically.
    """
    if kind in rules.setting("movement.never_bog_down"):
        return False, None
    col, row = hx
    found = []
    for rule in rows_in(rules, hex_map, col, row):
        b = rule.bog_down
        if b is None:
            continue
        value = b.large if large and b.large_given else b.per_kind[kind]
        if value is None:
            continue
        if b.min_height_unit and rule.scale is not None:
            if param(hex_map, rule, col, row, rule.scale.param) < rules.setting("movement.unit_height")[kind]:
                continue
        found.append(value)
    if not found:
        return False, None
    return True, AUTO if AUTO in found else max(found)


__all__ = ["piloting", "bog_down"]
