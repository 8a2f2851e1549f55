"""Movement: the MP to enter a hex (with its breakdown), along a path, walk/run/minimum movement,
prohibitions with the reason, the one bog-down check per hex, and the whole-map grids."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ...calc.answer import Item
from ...calc.hexes import check_path, distance
from ...features import BRIDGE_BIT, ROAD_BITS, Grid, features
from ...hexgrid import direction
from ...language import translate
from ...model import HexMap
from ...vocabulary import BASE_INDEX
from ...wording import param_word
from .common import check_unit, factor, megamek_level, megamek_levels, mod_bits, param, param_array, rows_in, surface
from .conditions import barred_reason, in_force, jumping_mp, sheltered_bases, walking_mp
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
    walk_only: str | None = None         # the condition that allows walking only (no running MP)


@dataclass
class Jump:
    jump_mp: int                         # under the map's gravity
    changes: list[Item]
    allowed: bool | None                 # None: no start hex to jump from
    reason: str | None = None


# ---- prohibitions and level changes --------------------------------------------------------------

def prohibition(hex_map: HexMap, rules: RuleSet, kind: str, hx: tuple[int, int]) -> str | None:
    """Why `kind` may not enter the hex (any layer of terrain, any condition), or None."""
    col, row = hx
    reason = barred_reason(rules, hex_map, kind, int(hex_map.base[row, col]))
    if reason:
        return reason
    mods = int(hex_map.mods[row, col])
    for rule in rows_in(rules, hex_map, col, row):
        for p in rule.prohibited:
            if kind not in p.kinds or mods & mod_bits(p.unless):
                continue
            if p.min_param is None:
                return translate("BattleTech", "{units} cannot enter {terrain}").format(units=UNIT_LABELS[kind],
                                                                                        terrain=rule.label)
            name, least = p.min_param
            value = param(hex_map, rule, col, row, name)
            if value >= least:
                return translate("BattleTech", "{units} cannot enter {terrain} of {param} {value} ({param} {least} or "
                                 "more)").format(units=UNIT_LABELS[kind], terrain=rule.label, param=param_word(name),
                                                 value=f"{value:g}", least=f"{least:g}")
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


def _along_road(roads: np.ndarray, from_: tuple[int, int], to: tuple[int, int]) -> bool:
    col, row = from_
    return bool(roads[row, col] >> direction(from_, to) & 1)


# ---- one hex, a path, the verdict ---------------------------------------------------------------

def entry_cost(hex_map: HexMap, rules: RuleSet, kind: str, to: tuple[int, int],
               from_: tuple[int, int] | None = None, large: bool = False,
               roads: np.ndarray | None = None) -> EntryCost:
    """The MP for `kind` to enter `to` (coming from the adjacent hex `from_`, for level changes and roads).
    `roads`: the map's road_steps when already worked out (the steps of a path share them)."""
    check_unit(kind)
    check_path(hex_map, [to] if from_ is None else [from_, to])
    col, row = to
    items = [Item("enter hex", rules.setting("movement.enter_cost"), translate("BattleTech", "enter hex"))]
    along_road = from_ is not None and _along_road(road_steps(hex_map, rules) if roads is None else roads, from_, to)
    if along_road:
        items.append(Item("road", 0, translate("BattleTech", "along the road: no terrain costs")))
    else:
        items += terrain_items(hex_map, rules, kind, col, row)
    reason = prohibition(hex_map, rules, kind, to)
    if from_ is not None:
        a, b = surface(hex_map, rules, *from_), surface(hex_map, rules, col, row)
        if a != b:
            cost = level_step_cost(rules, kind, a, b)
            if cost is None:
                reason = reason or translate("BattleTech", "{units} can change at most {most} level(s) in one step, "
                                             "not {change}").format(units=UNIT_LABELS[kind],
                                                                    most=f"{max_climb(rules, kind):g}",
                                                                    change=f"{abs(b - a):g}")
            else:
                change = (translate("BattleTech", "level change up {levels}") if b > a else
                          translate("BattleTech", "level change down {levels}")).format(levels=f"{abs(b - a):g}")
                items.append(Item("level change", cost, change))
    psr, psr_items = piloting(hex_map, rules, kind, to, large)
    check, modifier = bog_down(hex_map, rules, kind, to, large)
    return EntryCost(kind, to, from_, None if reason else sum(i.value for i in items), reason is not None, reason,
                     items, psr, psr_items, check, modifier)


def terrain_items(hex_map: HexMap, rules: RuleSet, kind: str, col: int, row: int) -> list[Item]:
    """The MP each terrain of the hex adds for `kind` (a covered row, e.g. water under ice, adds none)."""
    mods = int(hex_map.mods[row, col])
    items = []
    for rule in rows_in(rules, hex_map, col, row):
        if rule.costs_mp and not mods & mod_bits(rule.no_cost_with):
            items.append(Item(rule.name, rule.mp[kind] * factor(hex_map, rule, kind, col, row), rule.label))
            items += _class_items(hex_map, rule, kind, col, row)
        if rule.not_careful.get(kind):
            items.append(Item(f"{rule.name}_not_careful", rule.not_careful[kind],
                              translate("BattleTech", "not moving carefully")))
    return items


def _pays_class(rule, kind: str) -> bool:
    """Whether the class of the terrain (a hangar, a fortress) changes what `kind` pays: the kinds that pay
    by the building's type (MegaMek: not infantry, nor ProtoMechs and mechanized infantry with their +1)."""
    return rule.megamek_class is not None and rule.mp[kind] and not (rule.scale and kind in rule.scale.fixed)


def _class_items(hex_map: HexMap, rule, kind: str, col: int, row: int) -> list[Item]:
    if not _pays_class(rule, kind):
        return []
    level = megamek_level(hex_map, col, row, rule.megamek_class.key)
    mp = rule.megamek_class.mp.get(level, 0)
    return [Item(f"{rule.name}_class", mp, rule.megamek_class.names[level])] if mp else []


def path_cost(hex_map: HexMap, rules: RuleSet, kind: str, path: list[tuple[int, int]],
              large: bool = False) -> list[EntryCost]:
    """The entry cost of every step of `path` after its first hex."""
    if len(path) < 2:
        raise ValueError("a path needs at least two hexes")
    roads = road_steps(hex_map, rules)
    return [entry_cost(hex_map, rules, kind, b, a, large, roads) for a, b in zip(path, path[1:])]


def verdict(rules: RuleSet, hex_map: HexMap, kind: str, mp: int, needed: float | None, hexes: int) -> Verdict:
    """Whether a unit with `mp` walking MP may spend `needed` MP on `hexes` hexes, and how."""
    walk, changes = walking_mp(rules, hex_map, kind, mp)
    run_factor = rules.setting("movement.run_factor")[kind]
    walk_only = next((row.label for row in in_force(rules, hex_map) if row.walk_only), None)
    run = math.ceil(run_factor * walk) if run_factor and not walk_only else None
    if needed is None:
        return Verdict(walk, run, False, None, changes, walk_only)
    if needed <= walk:
        via = "walk"
    elif run is not None and needed <= run:
        via = "run"
    elif hexes == 1 and walk >= 1 and rules.setting("movement.minimum_movement"):
        via = "minimum_movement"
    else:
        via = None
    return Verdict(walk, run, via is not None, via, changes, walk_only)


def jump(hex_map: HexMap, rules: RuleSet, kind: str, mp: int, path: list[tuple[int, int]]) -> Jump:
    """Whether a unit with `mp` jumping MP may jump from the first hex of `path` to its last: 1 MP per hex in
    a straight line whatever the terrain, landing no higher than its jumping MP above the start."""
    jump_mp, changes = jumping_mp(hex_map, mp)
    if len(path) < 2:
        return Jump(jump_mp, changes, None)
    start, end = path[0], path[-1]
    hexes = distance(start, end)
    rise = surface(hex_map, rules, *end) - surface(hex_map, rules, *start)
    walk_only = next((row.label for row in in_force(rules, hex_map) if row.walk_only), None)
    reason = (translate("BattleTech", "{condition}: walking only").format(condition=walk_only) if walk_only
              else prohibition(hex_map, rules, kind, end)
              or (translate("BattleTech", "{hexes} hexes is farther than {mp} jumping MP").format(
                  hexes=hexes, mp=jump_mp) if hexes > jump_mp else None)
              or (translate("BattleTech", "landing {rise} levels above the start needs {rise} jumping MP").format(
                  rise=f"{rise:g}") if rise > jump_mp else None))
    return Jump(jump_mp, changes, reason is None, reason)


# ---- whole map (vectorised) ---------------------------------------------------------------------

def _mod_present(hex_map: HexMap, index: int) -> np.ndarray:
    return (hex_map.mods >> np.uint32(index)) & np.uint32(1) == 1


def prohibited_mask(hex_map: HexMap, rules: RuleSet, unit_kind: str, large: bool = False) -> np.ndarray:
    """bool [row, col]: hexes `unit_kind` may not enter (terrain of any layer, or barred by conditions)."""
    check_unit(unit_kind)
    mask = np.zeros(hex_map.base.shape, bool)
    if barred_reason(rules, hex_map, unit_kind):           # everywhere but in the shelter of a building
        shelter = [b for b in sheltered_bases(rules) if barred_reason(rules, hex_map, unit_kind, b) is None]
        mask = ~np.isin(hex_map.base, shelter)
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
    plain = [r.scale is None and not r.no_cost_with for r in rules.base]
    lut = np.array([r.mp[unit_kind] if simple else 0.0 for r, simple in zip(rules.base, plain)], float)
    cost = rules.setting("movement.enter_cost") + lut[hex_map.base]
    for rule, simple in zip(rules.base + rules.mods, plain + [False] * len(rules.mods)):
        present = hex_map.base == rule.index if rule.layer == "base" else _mod_present(hex_map, rule.index)
        if rule.not_careful.get(unit_kind):
            cost = cost + present * rule.not_careful[unit_kind]
        if simple or not rule.mp[unit_kind]:
            continue
        if rule.no_cost_with:
            present = present & (hex_map.mods & np.uint32(mod_bits(rule.no_cost_with)) == 0)
        f: float | np.ndarray = 1.0
        if rule.scale is not None and unit_kind not in rule.scale.fixed:
            f = rule.scale.factors(param_array(hex_map, rule, rule.scale.param))
        cost = cost + np.where(present, rule.mp[unit_kind] * f, 0.0)
        if rule.megamek_class is not None and _pays_class(rule, unit_kind):
            for (col, row), level in megamek_levels(hex_map, rule.megamek_class.key).items():
                cost[row, col] += present[row, col] * rule.megamek_class.mp.get(level, 0)
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


__all__ = ["EntryCost", "Verdict", "Jump", "jump", "entry_cost", "path_cost", "verdict", "prohibition", "max_climb",
           "level_step_cost", "prohibited_mask", "entry_cost_grid", "road_steps"]
