"""Movement: the MP to enter a hex (with its breakdown), along a path, walk/run/minimum movement,
prohibitions with the reason, the one bog-down check per hex, and the whole-map grids."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ...calc.answer import Item
from ...calc.hexes import adjacent, check_hex
from ...features import BRIDGE_BIT, ROAD_BITS, Grid, features
from ...hexgrid import direction
from ...model import HexMap
from ...vocabulary import BASE_INDEX
from .common import check_unit, factor, mod_bits, param, param_array, rows_in
from .conditions import barred_reason, walking_mp
from .psr import bog_down, piloting
from .schema import RuleSet
from .vocabulary import UNIT_LABELS


@dataclass
class EntryCost:
    unit: str
    to: tuple[int, int]
    from_: tuple[int, int] | None
    mp: float | None                     # None when prohibited
    prohibited: bool
    reason: str | None
    breakdown: list[Item] = field(default_factory=list)
    psr: float = 0
    psr_breakdown: list[Item] = field(default_factory=list)
    bog_down_check: bool = False
    bog_down_modifier: float | str | None = None


@dataclass
class Verdict:
    walk_mp: int
    run_mp: int | None
    allowed: bool
    via: str | None                      # "walk", "run", "minimum_movement" or None
    mp_changes: list[Item] = field(default_factory=list)


# ---- prohibitions and level changes --------------------------------------------------------------

def prohibition(hex_map: HexMap, rules: RuleSet, kind: str, hx: tuple[int, int]) -> str | None:
    """Why `kind` may not enter the hex (any layer of terrain, any condition), or None."""
    reason = barred_reason(rules, hex_map, kind)
    if reason:
        return reason
    col, row = hx
    mods = int(hex_map.mods[row, col])
    for rule in rows_in(rules, hex_map, col, row):
        for p in rule.prohibited:
            if kind not in p.kinds or mods & mod_bits(p.unless):
                continue
            if p.min_param is None:
                return f"{UNIT_LABELS[kind]} cannot enter {rule.label}"
            name, least = p.min_param
            value = param(hex_map, rule, col, row, name)
            if value >= least:
                return f"{UNIT_LABELS[kind]} cannot enter {rule.label} of {name} {value:g} ({name} {least:g} or more)"
    return None


def max_climb(rules: RuleSet, kind: str) -> float | None:
    """The largest level change `kind` may make in one step (None: no limit)."""
    return rules.setting("movement.level_change.max_step")[kind]


def level_step_cost(rules: RuleSet, kind: str, from_level: float, to_level: float) -> float | None:
    """Extra MP for the level change of one step, or None when the step is too high for `kind`."""
    change = abs(to_level - from_level)
    limit = max_climb(rules, kind)
    if limit is not None and change > limit:
        return None
    levels = math.ceil(change) if rules.setting("movement.level_change.half_level_rounding") == "up" else change
    return rules.setting("movement.level_change.mp_per_level")[kind] * levels


def _along_road(hex_map: HexMap, rules: RuleSet, from_: tuple[int, int], to: tuple[int, int]) -> bool:
    col, row = from_
    return bool(road_steps(hex_map, rules)[row, col] >> direction(from_, to) & 1)


# ---- one hex, a path, the verdict ---------------------------------------------------------------

def entry_cost(hex_map: HexMap, rules: RuleSet, kind: str, to: tuple[int, int],
               from_: tuple[int, int] | None = None, large: bool = False) -> EntryCost:
    """The MP for `kind` to enter `to` (coming from the adjacent hex `from_`, for level changes and roads)."""
    check_unit(kind)
    check_hex(hex_map, to)
    col, row = to
    if from_ is not None:
        check_hex(hex_map, from_)
        if not adjacent(from_, to):
            raise ValueError(f"{hex_map.hex_id(*from_)} and {hex_map.hex_id(*to)} are not adjacent")
    items = [Item("enter hex", rules.setting("movement.enter_cost"), "enter hex")]
    along_road = from_ is not None and _along_road(hex_map, rules, from_, to)
    if along_road:
        items.append(Item("road", 0, "along the road: no terrain costs"))
    else:
        for rule in rows_in(rules, hex_map, col, row):
            if rule.costs_mp:
                items.append(Item(rule.name, rule.mp[kind] * factor(hex_map, rule, kind, col, row), rule.label))
    reason = prohibition(hex_map, rules, kind, to)
    if from_ is not None:
        a, b = float(hex_map.level[from_[1], from_[0]]), float(hex_map.level[row, col])
        if a != b:
            cost = level_step_cost(rules, kind, a, b)
            if cost is None:
                reason = reason or (f"{UNIT_LABELS[kind]} can change at most {max_climb(rules, kind):g} level(s) "
                                    f"in one step, not {abs(b - a):g}")
            else:
                items.append(Item("level change", cost, f"level change {'up' if b > a else 'down'} {abs(b - a):g}"))
    psr, psr_items = piloting(hex_map, rules, kind, to, large)
    check, modifier = bog_down(hex_map, rules, kind, to, large)
    return EntryCost(kind, to, from_, None if reason else sum(i.value for i in items), reason is not None, reason,
                     items, psr, psr_items, check, modifier)


def path_cost(hex_map: HexMap, rules: RuleSet, kind: str, path: list[tuple[int, int]],
              large: bool = False) -> list[EntryCost]:
    """The entry cost of every step of `path` after its first hex."""
    if len(path) < 2:
        raise ValueError("a path needs at least two hexes")
    return [entry_cost(hex_map, rules, kind, b, a, large) for a, b in zip(path, path[1:])]


def verdict(rules: RuleSet, hex_map: HexMap, kind: str, mp: int, needed: float | None, hexes: int) -> Verdict:
    """Whether a unit with `mp` walking MP may spend `needed` MP on `hexes` hexes, and how."""
    walk, changes = walking_mp(rules, hex_map, kind, mp)
    run_factor = rules.setting("movement.run_factor")[kind]
    run = math.ceil(run_factor * walk) if run_factor else None
    if needed is None:
        return Verdict(walk, run, False, None, changes)
    if needed <= walk:
        via = "walk"
    elif run is not None and needed <= run:
        via = "run"
    elif hexes == 1 and walk >= 1 and rules.setting("movement.minimum_movement"):
        via = "minimum_movement"
    else:
        via = None
    return Verdict(walk, run, via is not None, via, changes)


# ---- whole map (vectorised) ---------------------------------------------------------------------

def _mod_present(hex_map: HexMap, index: int) -> np.ndarray:
    return (hex_map.mods >> np.uint32(index)) & np.uint32(1) == 1


def prohibited_mask(hex_map: HexMap, rules: RuleSet, unit_kind: str, large: bool = False) -> np.ndarray:
    """bool [row, col]: hexes `unit_kind` may not enter (terrain of any layer, or barred by conditions)."""
    check_unit(unit_kind)
    if barred_reason(rules, hex_map, unit_kind):
        return np.ones(hex_map.base.shape, bool)
    mask = np.zeros(hex_map.base.shape, bool)
    for rule in rules.base + rules.mods:
        for p in rule.prohibited:
            if unit_kind not in p.kinds:
                continue
            sel = hex_map.base == rule.index if rule.layer == "base" else _mod_present(hex_map, rule.index)
            if p.min_param is not None:
                sel = sel & (param_array(hex_map, rule, p.min_param[0]) >= p.min_param[1])
            if p.unless:
                sel = sel & (hex_map.mods & np.uint32(mod_bits(p.unless)) == 0)
            mask |= sel
    return mask


def entry_cost_grid(hex_map: HexMap, rules: RuleSet, unit_kind: str, large: bool = False) -> np.ndarray:
    """float [row, col]: MP for `unit_kind` to enter each hex, inf where prohibited.

    Level changes and road steps depend on the hex moved from and are not included (see
    `level_step_cost` and `reachable`).
    """
    check_unit(unit_kind)
    lut = np.array([r.mp[unit_kind] if r.scale is None else 0.0 for r in rules.base], float)
    cost = rules.setting("movement.enter_cost") + lut[hex_map.base]
    for rule in rules.base:
        if rule.scale is not None and rule.mp[unit_kind]:
            sel = hex_map.base == rule.index
            f = 1.0 if unit_kind in rule.scale.fixed else rule.scale.factors(
                param_array(hex_map, rule, rule.scale.param))
            cost = cost + np.where(sel, rule.mp[unit_kind] * f, 0.0)
    for rule in rules.mods:
        if rule.mp[unit_kind]:
            cost = cost + _mod_present(hex_map, rule.index) * rule.mp[unit_kind]
    cost[prohibited_mask(hex_map, rules, unit_kind, large)] = np.inf
    return cost


def road_steps(hex_map: HexMap, rules: RuleSet) -> np.ndarray:
    """uint8 [row, col]: bit d set where a step from the hex to its neighbour in direction d runs
    along a road (or bridge, pavement: the rules' road_mods), skipping terrain costs. As MegaMek
    (Compute.canMoveOnPavement, MegaMek/megamek:megamek/src/megamek/common/Compute.java, older rev):
    the hex's road or bridge exits toward the neighbour, or it is pavement and the neighbour is
    pavement or has a road or bridge exiting back. Exits: hmeditor/core/features.py."""
    feats, grid = features(hex_map), Grid.of(hex_map.height, hex_map.width)
    kinds = rules.setting("movement.road_mods")
    bits = np.uint32(mod_bits(kinds))
    exits = np.where(hex_map.mods & bits & ROAD_BITS != 0, feats.road, 0).astype(np.uint8)
    if "bridge" in kinds:
        exits |= np.where(hex_map.mods & BRIDGE_BIT != 0, feats.bridge, 0).astype(np.uint8)
    pavement = hex_map.base == BASE_INDEX["pavement"]
    onto = grid.bits_of(pavement) | grid.bits_toward(exits)
    return (exits | np.where(pavement, onto, 0)).astype(np.uint8)


__all__ = ["EntryCost", "Verdict", "entry_cost", "path_cost", "verdict", "prohibition", "max_climb",
           "level_step_cost", "prohibited_mask", "entry_cost_grid", "road_steps"]
