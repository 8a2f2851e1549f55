"""The rules figures of one hex for the hex dock: per unit kind what entering costs (or why it is
barred), the piloting modifier and bog-down check; per weapon class the to-hit modifier for a
target in the hex. Everything comes from the rules module (hmeditor.core.calc)."""

from __future__ import annotations

from dataclasses import replace
from html import escape

from ..core.calc import (
    UNIT_LABELS,
    RuleSet,
    bog_down,
    entry_cost,
    line_of_sight,
    piloting,
    target_modifiers,
)
from ..core.calc.common import number, signed
from ..core.model import HexMap
from ..core.rules import AUTO
from ..core.vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS, UNIT_KINDS, WEAPON_CLASSES
from .paint import Paint

BARRED = "#b71c1c"
NOTE = "#616161"


def hex_figures(hex_map: HexMap, hexes: list[tuple[int, int]], rules: RuleSet) -> str:
    """HTML tables for the first hex of `hexes`."""
    if not hexes:
        return ""
    hx = hexes[0]
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



# ---- what one terrain does, for the palette ---------------------------------------------------

LOS_PROBE = 8   # the longest row of intervening hexes tried when looking for where terrain blocks


def terrain_figures(rules: RuleSet, paint: Paint) -> str:
    """What the base terrain or modification of `paint` does under `rules`, in a few lines: extra
    MP per unit kind and who is barred, piloting and bog-down, to-hit for a target in it and as
    intervening terrain. The calculators work it out on a strip of hexes all painted with it (clear
    ground under a modification, level 0, default conditions), so the words follow the rules file."""
    strip = HexMap(1, LOS_PROBE + 2)
    if paint.kind in ("base", "add_mod") and not paint.params:
        paint = replace(paint, params=default_params(paint))
    paint.edit(strip, [(0, r) for r in range(strip.height)]).apply(strip)
    name = paint.name
    lines = [*_mp_lines(strip, rules, name), *_psr_lines(strip, rules, name), _tohit_line(strip, rules, name),
             _los_line(strip, rules)]
    return "\n".join(line for line in lines if line)


def default_params(paint: Paint) -> tuple:
    """The parameters a palette entry starts with: defaults, the first choice of a required enum."""
    spec = BASE_TERRAINS[BASE_INDEX[paint.name]] if paint.kind == "base" else MODIFICATIONS[MOD_INDEX[paint.name]]
    return tuple(p.choices[0] if p.default is None and p.kind == "enum" else p.default for p in spec.params)


def unit_groups(rules: RuleSet, kinds: list[str]) -> str:
    """ "legged infantry, VTOLs": the kinds, named by the rules file's unit groups where one fits."""
    left, names = set(kinds), []
    for group, members in sorted(rules.groups.items(), key=lambda g: -len(g[1])):
        if set(members) <= left:
            names.append(group.replace("_", " "))
            left -= set(members)
    names += [UNIT_LABELS[k] for k in UNIT_KINDS if k in left]
    return "all units" if not left and names == ["all"] else ", ".join(names)


def _by_value(rules: RuleSet, values: dict[str, object]) -> str:
    """ "'Mechs +1; legged infantry +0": unit kinds grouped by their value, largest first."""
    groups: dict[object, list[str]] = {}
    for kind, value in values.items():
        groups.setdefault(value, []).append(kind)
    if len(groups) == 1:
        return signed(next(iter(groups)))
    return "; ".join(f"{unit_groups(rules, kinds)} {signed(v)}"
                     for v, kinds in sorted(groups.items(), key=lambda g: -g[0]))


def _mp_lines(strip: HexMap, rules: RuleSet, name: str) -> list[str]:
    costs, barred = {}, []
    for kind in UNIT_KINDS:
        e = entry_cost(strip, rules, kind, (0, 0))
        if e.prohibited:
            barred.append(kind)
        else:
            costs[kind] = sum(i.value for i in e.breakdown if i.source == name)
    return [f"Extra MP: {_by_value(rules, costs)}" if costs else "",
            f"Barred: {unit_groups(rules, barred)}" if barred else ""]


def _psr_lines(strip: HexMap, rules: RuleSet, name: str) -> list[str]:
    psr, bog = {}, {}
    for kind in UNIT_KINDS:
        psr[kind] = sum(i.value for i in piloting(strip, rules, kind, (0, 0))[1] if i.source == name)
        check, modifier = bog_down(strip, rules, kind, (0, 0))
        if check:
            bog[kind] = modifier
    auto = [k for k, v in bog.items() if v == AUTO]
    rolled = {k: v for k, v in bog.items() if v != AUTO}
    bog_parts = ([_by_value(rules, rolled)] if rolled else []) + ([f"{unit_groups(rules, auto)} fail"] if auto else [])
    return [f"Piloting: {_by_value(rules, psr)}", f"Bog-down check: {'; '.join(bog_parts)}" if bog else ""]


def _tohit_line(strip: HexMap, rules: RuleSet, name: str) -> str:
    values = {w: sum(i.value for i in target_modifiers(strip, rules, w, (0, 0)) if i.source == name)
              for w in WEAPON_CLASSES}
    if len(set(values.values())) == 1:
        return f"To-hit: {signed(values[WEAPON_CLASSES[0]])} (target in the hex)"
    return "To-hit: " + "; ".join(f"{w} {signed(v)}" for w, v in values.items()) + " (target in the hex)"


def _los_line(strip: HexMap, rules: RuleSet) -> str:
    """The intervening modifier and how many intervening hexes block, on level ground."""
    found = [(n, line_of_sight(strip, rules, (0, 0), (0, n + 1))) for n in range(1, LOS_PROBE + 1)]
    counted = next(((n, los.modifier) for n, los in found if los.modifier), None)
    blocks = next((n for n, los in found if los.blocked), None)
    parts = []
    if counted:
        n, modifier = counted
        parts.append(f"{signed(modifier)} per {'hex' if n == 1 else f'{n} hexes'}")
    if blocks:
        parts.append(f"{blocks} block line of sight" if blocks > 1 else "one blocks line of sight")
    return f"Intervening: {'; '.join(parts)}" if parts else ""
