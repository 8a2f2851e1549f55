"""The rules figures of one hex for the hex dock: per unit kind what entering costs (or why it is
barred), the piloting modifier and bog-down check; per weapon class the to-hit modifier for a
target in the hex. Everything comes from the rules module (hmeditor.core.calc)."""

from __future__ import annotations

from html import escape

from ..core.calc import UNIT_LABELS, entry_cost, load_rules, target_modifiers
from ..core.calc.common import number, signed
from ..core.model import HexMap
from ..core.vocabulary import UNIT_KINDS, WEAPON_CLASSES

BARRED = "#b71c1c"
NOTE = "#616161"


def hex_figures(hex_map: HexMap, hexes: list[tuple[int, int]]) -> str:
    """HTML tables for the first hex of `hexes`."""
    if not hexes:
        return ""
    rules, hx = load_rules(), hexes[0]
    head = f"<p><b>Rules figures for {hex_map.hex_id(*hx)}</b>" + (" (first selected)" if len(hexes) > 1 else "")
    return head + "</p>" + _movement(hex_map, rules, hx) + _to_hit(hex_map, rules, hx)


def terms(items) -> str:
    """ "light woods +1, mud +1": the non-zero terms of a breakdown."""
    return ", ".join(f"{i.label} {signed(i.value)}" for i in items if i.value and i.source != "enter hex")


def _small(text: str) -> str:
    return f"<br><span style='color:{NOTE}; font-size:small'>{escape(text)}</span>" if text else ""


def _movement(hex_map, rules, hx) -> str:
    """One row per group of unit kinds with the same figures."""
    groups: dict[tuple, list[str]] = {}
    for kind in UNIT_KINDS:
        e = entry_cost(hex_map, rules, kind, hx)
        if e.prohibited:
            mp = f"<span style='color:{BARRED}'>barred</span>{_small(e.reason)}"
        else:
            mp = f"<b>{number(e.mp)}</b>{_small(terms(e.breakdown))}"
        psr = (signed(e.psr) + _small(terms(e.psr_breakdown))) if e.psr_breakdown else "-"
        bog = "-" if not e.bog_down_check else ("auto fail" if e.bog_down_modifier == "auto"
                                                 else signed(e.bog_down_modifier))
        groups.setdefault((mp, psr, bog), []).append(UNIT_LABELS[kind])
    rows = "".join(f"<tr><td>{escape(', '.join(kinds))}</td><td>{mp}</td><td>{psr}</td><td>{bog}</td></tr>"
                   for (mp, psr, bog), kinds in groups.items())
    return ("<table cellspacing='0' cellpadding='3' border='1' style='border-color:#ccc' width='100%'>"
            "<tr><th align='left'>Units</th><th align='left'>MP to enter</th><th align='left'>PSR</th>"
            "<th align='left'>Bog-down</th></tr>" + rows + "</table>"
            f"<p style='color:{NOTE}'>Without level changes or roads (the calculator dock adds them).</p>")


def _to_hit(hex_map, rules, hx) -> str:
    rows = []
    for weapon in WEAPON_CLASSES:
        items = target_modifiers(hex_map, rules, weapon, hx)
        total = sum(i.value for i in items)
        rows.append(f"<tr><td>{weapon.capitalize()}</td><td><b>{signed(total)}</b>{_small(terms(items))}</td></tr>")
    return ("<p><b>To hit a target in this hex</b></p>"
            "<table cellspacing='0' cellpadding='3' border='1' style='border-color:#ccc' width='100%'>"
            "<tr><th align='left'>Weapon</th><th align='left'>Modifier</th></tr>" + "".join(rows) + "</table>")
