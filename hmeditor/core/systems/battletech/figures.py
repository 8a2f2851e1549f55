"""BattleTech's figures for the editor: per hex (the hex dock) per unit kind what entering costs
(or why it is barred), the piloting modifier and bog-down check, and per weapon class the to-hit
modifier for a target in the hex; per palette entry what its terrain does. All from the calculators."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ...calc.answer import number, signed
from ...cell import parse_cell
from ...edits import set_cells
from ...language import Context, translate
from ...model import HexMap
from ...paint import Paint
from ...vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS
from ..base import Cell, Table
from .los import Unit, line_of_sight
from .movement import EntryCost, entry_cost
from .psr import bog_down, piloting
from .schema import AUTO, RuleSet
from .tohit import target_modifiers
from .vocabulary import GROUP_LABELS, UNIT_KINDS, UNIT_LABELS, WEAPON_CLASSES, WEAPON_LABELS

BattleTech = Context("BattleTech")      # its texts with plural forms


def hex_figures(hex_map: HexMap, rules: RuleSet, hexes: list[tuple[int, int]]) -> list[Table]:
    """The figures of the first hex of `hexes`: movement per unit kind, to-hit per weapon class."""
    if not hexes:
        return []
    hx = hexes[0]
    title = (translate("BattleTech", "Rules figures for {hex} (first selected)") if len(hexes) > 1 else
             translate("BattleTech", "Rules figures for {hex}")).format(hex=hex_map.hex_id(*hx))
    return [_movement(hex_map, rules, hx, title), _to_hit(hex_map, rules, hx)]


def terms(items) -> str:
    """ "light woods +1, mud +1": the non-zero terms of a breakdown."""
    return ", ".join(f"{i.label} {signed(i.value)}" for i in items if i.value and i.source != "enter hex")


def _movement(hex_map, rules, hx, title) -> Table:
    """One row per group of unit kinds with the same figures."""
    groups: dict[tuple, list[str]] = {}
    for kind in UNIT_KINDS:
        e = entry_cost(hex_map, rules, kind, hx)
        mp = (Cell(translate("BattleTech", "barred"), e.reason or "", "barred") if e.mp is None else
              Cell(f"{number(e.mp)}", terms(e.breakdown), "strong"))
        psr = Cell(signed(e.psr), terms(e.psr_breakdown)) if e.psr_breakdown else Cell("-")
        bog = Cell(_bog_down(e))
        groups.setdefault((mp, psr, bog), []).append(kind)
    rows = tuple((Cell(unit_groups(rules, kinds)), *cells) for cells, kinds in groups.items())
    return Table(title, (translate("BattleTech", "Units"), translate("BattleTech", "MP to enter"),
                         translate("BattleTech", "PSR"), translate("BattleTech", "Bog-down")), rows,
                 translate("BattleTech", "Without level changes or roads (the calculator dock adds them)."))


def _to_hit(hex_map, rules, hx) -> Table:
    rows = []
    for weapon in WEAPON_CLASSES:
        items = target_modifiers(hex_map, rules, weapon, hx)
        total = sum(i.value for i in items)
        rows.append((Cell(WEAPON_LABELS[weapon]), Cell(signed(total), terms(items), "strong")))
    return Table(translate("BattleTech", "To hit a target in this hex"),
                 (translate("BattleTech", "Weapon"), translate("BattleTech", "Modifier")), tuple(rows))


# ---- what one terrain does, for the palette ---------------------------------------------------

LOS_PROBE = 8   # the longest row of intervening hexes tried when looking for where terrain blocks
CLEAR = parse_cell("clear")


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
    lines = [*_mp_lines(strip, rules), *_psr_lines(strip, rules, name), _tohit_line(strip, rules, name),
             _los_line(strip, rules)]
    return "\n".join(line for line in lines if line)


def default_params(paint: Paint) -> tuple:
    """The parameters a palette entry starts with: defaults, the first choice of a required enum."""
    spec = BASE_TERRAINS[BASE_INDEX[paint.name]] if paint.kind == "base" else MODIFICATIONS[MOD_INDEX[paint.name]]
    return tuple(p.choices[0] if p.default is None and p.kind == "enum" else p.default for p in spec.params)


# The unit groups whose names say which units they are, in words a player uses.
WORDED_GROUPS = frozenset({"all", "infantry", "conventional_infantry", "legged_infantry", "vehicles"})


def unit_groups(rules: RuleSet, kinds: list[str]) -> str:
    """ "legged infantry, VTOLs": the kinds, named by the rules file's unit groups where one fits and
    its name is a word for units (not a group named for its use in a rule, as infantry_sight)."""
    left, named = set(kinds), []           # (place of its first unit kind, name): in the kinds' order
    for group, members in sorted(rules.groups.items(), key=lambda g: -len(g[1])):
        if group in WORDED_GROUPS and members and set(members) <= left:      # (a rules file may empty one)
            named.append((min(UNIT_KINDS.index(k) for k in members), group))
            left -= set(members)
    if [group for _, group in named] == ["all"] and not left:
        return translate("BattleTech", "all units")
    return ", ".join(name for _, name in sorted([(place, GROUP_LABELS[group]) for place, group in named]
                                                + [(UNIT_KINDS.index(k), UNIT_LABELS[k]) for k in left]))


def _bog_down(e: EntryCost) -> str:
    if not e.bog_down_check:
        return "-"
    return (signed(e.bog_down_modifier) if isinstance(e.bog_down_modifier, (int, float)) else
            translate("BattleTech", "auto fail"))


def _by_value(rules: RuleSet, values: Mapping[str, float]) -> str:
    """ "'Mechs +1; legged infantry +0": unit kinds grouped by their value, largest first."""
    groups: dict[float, list[str]] = {}
    for kind, value in values.items():
        groups.setdefault(value, []).append(kind)
    if len(groups) == 1:
        return signed(next(iter(groups)))
    return "; ".join(translate("BattleTech", "{units} {value}").format(units=unit_groups(rules, kinds),
                                                                       value=signed(v))
                     for v, kinds in sorted(groups.items(), key=lambda g: -g[0]))


def _mp_lines(strip: HexMap, rules: RuleSet) -> list[str]:
    costs, barred = {}, []
    for kind in UNIT_KINDS:
        e = entry_cost(strip, rules, kind, (0, 0))
        if e.prohibited:
            barred.append(kind)
        else:
            costs[kind] = e.mp - rules.setting("movement.enter_cost")   # the strip holds only this terrain
    return [translate("BattleTech", "Extra MP: {values}").format(values=_by_value(rules, costs)) if costs else "",
            translate("BattleTech", "Barred: {units}").format(units=unit_groups(rules, barred)) if barred else ""]


def _psr_lines(strip: HexMap, rules: RuleSet, name: str) -> list[str]:
    psr, bog = {}, {}
    for kind in UNIT_KINDS:
        psr[kind] = sum(i.value for i in piloting(strip, rules, kind, (0, 0))[1] if i.source == name)
        check, modifier = bog_down(strip, rules, kind, (0, 0))
        if check:
            bog[kind] = modifier
    auto = [k for k, v in bog.items() if v == AUTO]
    rolled = {k: v for k, v in bog.items() if isinstance(v, (int, float))}      # the others fail: AUTO
    bog_parts = ([_by_value(rules, rolled)] if rolled else []) + (
        [translate("BattleTech", "{units} fail").format(units=unit_groups(rules, auto))] if auto else [])
    return [translate("BattleTech", "Piloting: {values}").format(values=_by_value(rules, psr)),
            translate("BattleTech", "Bog-down check: {values}").format(values="; ".join(bog_parts)) if bog else ""]


def _tohit_line(strip: HexMap, rules: RuleSet, name: str) -> str:
    """To-hit for a 'Mech in the hex per weapon class, and per target kind where that differs."""
    def value(weapon: str, kind: str = "mech") -> float:
        return sum(i.value for i in target_modifiers(strip, rules, weapon, (0, 0), Unit(kind)) if i.source == name)
    values = {w: value(w) for w in WEAPON_CLASSES}
    by_kind = {k: value(WEAPON_CLASSES[0], k) for k in UNIT_KINDS}
    if len(set(values.values())) == 1:
        said = signed(values[WEAPON_CLASSES[0]])
    else:
        said = "; ".join(f"{WEAPON_LABELS[w].lower()} {signed(v)}" for w, v in values.items())
    if len(set(by_kind.values())) > 1:
        return translate("BattleTech", "To-hit: {values} (target in the hex; by target: {targets})").format(
            values=said, targets=_by_value(rules, by_kind))
    return translate("BattleTech", "To-hit: {values} (target in the hex)").format(values=said)


def _los_line(strip: HexMap, rules: RuleSet) -> str:
    """The intervening modifier and how many intervening hexes block, on level ground between 'Mechs,
    and between units 1 level tall where that differs (fields hide vehicles, not 'Mechs)."""
    mechs, low = _intervening(strip, rules, Unit()), _intervening(strip, rules, Unit("tracked"))
    if mechs == low:
        return translate("BattleTech", "Intervening: {effects}").format(effects="; ".join(mechs)) if mechs else ""
    if not mechs:
        return translate("BattleTech", "Intervening, for units 1 level tall ('Mechs see over it): {effects}").format(
            effects="; ".join(low))
    return translate("BattleTech", "Intervening: {effects}; for units 1 level tall: {low}").format(
        effects="; ".join(mechs), low="; ".join(low) or translate("BattleTech", "nothing"))


def _intervening(strip: HexMap, rules: RuleSet, unit: Unit) -> list[str]:
    """What rows of the terrain between two such units on clear ground do to line of sight."""
    found = []
    for n in range(1, LOS_PROBE + 1):
        probe = strip.copy()
        set_cells(probe, {(0, 0): CLEAR, (0, n + 1): CLEAR}).apply(probe)
        found.append((n, line_of_sight(probe, rules, (0, 0), (0, n + 1), unit, unit)))
    cover = rules.setting("cover.partial")
    counted = next(((n, los.modifier - cover * los.partial_cover) for n, los in found
                    if los.modifier - cover * los.partial_cover), None)
    blocks = next((n for n, los in found if los.blocked), None)
    parts = []
    if counted:
        n, modifier = counted
        per = (translate("BattleTech", "{modifier} per hex") if n == 1 else
               BattleTech.tr("{modifier} per %n hexes", None, n))
        parts.append(per.format(modifier=signed(modifier)))
    if blocks:
        parts.append(BattleTech.tr("%n block line of sight", None, blocks) if blocks > 1 else
                     translate("BattleTech", "one blocks line of sight"))
    if any(los.partial_cover for _, los in found):
        parts.append(translate("BattleTech", "partial cover to {units} next to it").format(
            units=UNIT_LABELS[unit.kind]))
    return parts
