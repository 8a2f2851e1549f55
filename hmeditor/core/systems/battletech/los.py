"""Line of sight between two units: levels, gravel piles, woods/jungle, smoke, industrial heights,
buildings, water, and the height of each unit.

A unit stands on the ground of its hex (a gravel pile's top; the bottom of water it wades in) and
is as tall as the rules say ('Mechs 2 levels, most others 1). The line runs between the tops of the
two units: an intervening hex blocks when its ground (or a solid building's roof) reaches the line;
its terrain counts when the terrain's top reaches it. Terrain is summed per line-of-sight group
(woods and smoke together, industrial zones, planted fields); a group blocks at its `block_at`
weight. Where the line runs along a hex side, the hex better for the target counts. A unit that
can have partial cover has it behind an adjacent hex whose ground reaches just below its top, when
the attacker is no higher, and in water up to its middle; a unit sunk into a gravel pile or under
water sees nothing above the surface and is seen by nothing there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...calc.answer import Item, number
from ...calc.hexes import check_hex, distance
from ...hexgrid import SQRT3, Hex, line
from ...model import HexMap
from .common import check_unit, mod_bits, param, rows_in, surface, terrain_height
from .conditions import visual_range
from .schema import RuleSet
from .vocabulary import UNIT_LABELS


@dataclass(frozen=True)
class Unit:
    """A unit as line of sight and to-hit see it: its kind, whether it is a large (support) vehicle,
    whether it sank into a gravel pile (a failed bog-down roll), whether it is hull-down."""

    kind: str = "mech"
    large: bool = False
    sunk: bool = False
    hull_down: bool = False


MECH = Unit()


@dataclass
class LineOfSight:
    from_hex: str
    to_hex: str
    blocked: bool
    hexes: list[str]                      # intervening hexes in order (both of a divided-hexside pair)
    modifier: int
    breakdown: list[Item] = field(default_factory=list)
    reason: str | None = None
    partial_cover: bool = False
    units: tuple[str, str] = ("mech", "mech")
    distance: int = 0
    visual_range: float = math.inf        # hexes the attacker sees under the conditions
    sight_limit: str = ""                 # the condition that sets it

    @property
    def beyond_visual_range(self) -> bool:
        return self.distance > self.visual_range

    def json(self) -> dict:
        return {"from": self.from_hex, "to": self.to_hex, "blocked": self.blocked, "hexes": self.hexes,
                "modifier": self.modifier, "breakdown": [i.json() for i in self.breakdown], "reason": self.reason,
                "unit": self.units[0], "target_unit": self.units[1], "partial_cover": self.partial_cover,
                "distance": self.distance, "visual_range": None if math.isinf(self.visual_range) else
                number(self.visual_range), "beyond_visual_range": self.beyond_visual_range}


@dataclass(frozen=True)
class _Stand:
    """Where a unit is: the ground it stands on, its top, the water surface over it (if any)."""

    hex_id: str
    floor: float
    top: float
    water: float | None
    cover_kind: bool                      # a kind that can have partial cover
    sunk_into: str | None = None          # the terrain it sank into

    @property
    def submerged(self) -> bool:
        return self.water is not None and self.top <= self.water

    @property
    def wading(self) -> bool:
        """In water up to its middle: partial cover."""
        return self.water is not None and self.floor < self.water < self.top


def unit_height(rules: RuleSet, unit: Unit) -> float:
    """How many levels tall the unit is ('Mechs 2, most others 1, large vehicles as the rules say)."""
    setting = rules.settings["movement.unit_height"]
    height = setting.value[unit.kind]
    return max(height, setting.extra.get("large", height)) if unit.large else height


def stand(hex_map: HexMap, rules: RuleSet, hx: tuple[int, int], unit: Unit) -> _Stand:
    """Where `unit` stands in the hex: on the ground (a gravel pile's top), or on the bottom of the water it
    wades in (units on ice or hovering stay on the surface)."""
    check_unit(unit.kind)
    col, row = hx
    ground = surface(hex_map, rules, col, row)
    rule = rules.base[int(hex_map.base[row, col])]
    water = None
    carried = int(hex_map.mods[row, col]) & mod_bits(rule.no_cost_with)
    if rule.floor_param and unit.kind not in rule.floor_except and not carried:
        water, ground = ground, ground - param(hex_map, rule, col, row, rule.floor_param)
    if unit.sunk:
        _check_can_sink(hex_map, rules, hx, unit)
    cover = unit.kind in rules.settings["cover.partial"].extra["kinds"]
    return _Stand(hex_map.hex_id(col, row), ground, ground + unit_height(rules, unit), water, cover,
                  rule.label if unit.sunk else None)


def _check_can_sink(hex_map: HexMap, rules: RuleSet, hx: tuple[int, int], unit: Unit) -> None:
    """ValueError unless `unit` can have sunk into the hex (a failed bog-down roll in a gravel pile)."""
    col, row = hx
    rule = rules.base[int(hex_map.base[row, col])]
    if rule.bog_down is None or not rule.bog_down.sinks:
        swallow = " or ".join(r.label for r in rules.base if r.bog_down and r.bog_down.sinks)
        raise ValueError(f"{UNIT_LABELS[unit.kind]} cannot sink into {hex_map.hex_id(col, row)} ({rule.label}): only "
                         f"{swallow or 'no terrain'} swallows a unit")
    if unit.kind in rule.bog_down.never_sink:
        raise ValueError(f"{UNIT_LABELS[unit.kind]} do not sink into {rule.label}: they bog down but stay on top")


@dataclass
class _HexEffect:
    hex_id: str
    block: str | None = None              # why the hex itself blocks (ground, building)
    terms: list[tuple[str, float, float, Item]] = field(default_factory=list)   # (group, weight, value, item)
    covers: bool = False                  # gives the target partial cover

    def key(self) -> tuple:
        return (self.block is not None, sum(t[1] for t in self.terms), sum(t[2] for t in self.terms), self.covers)


def _xy(h: Hex) -> tuple[float, float]:
    return 1.5 * h.q, SQRT3 * (h.r + h.q / 2)


def _effect(hex_map: HexMap, rules: RuleSet, h: Hex, sight: float, cover_at: float | None) -> _HexEffect | None:
    """What hex `h` does to a line at height `sight` over it; `cover_at`: the ground height that gives
    the target partial cover here (None: none can)."""
    col, row = h.to_offset()
    if not hex_map.contains(col, row):
        return None
    hex_id = hex_map.hex_id(col, row)
    ground = surface(hex_map, rules, col, row)
    effect = _HexEffect(hex_id)
    if ground >= sight:
        effect.block = f"hex {hex_id} at level {ground:g} reaches the line of sight"
    roof = ground
    for rule in rows_in(rules, hex_map, col, row):
        height = terrain_height(hex_map, rule, col, row)
        if height is None:
            continue
        if rule.solid:
            roof = max(roof, ground + height)
            if ground + height >= sight and effect.block is None:
                effect.block = f"{rule.label} in {hex_id} rises into the line of sight"
        elif rule.los_group is not None and ground + height >= sight:
            item = Item(rule.name, rule.intervening, rule.label, hex_id)
            effect.terms.append((rule.los_group, rule.los_weight, rule.intervening, item))
    effect.covers = cover_at is not None and roof == cover_at
    return effect


def line_of_sight(hex_map: HexMap, rules: RuleSet, from_hex: tuple[int, int], to_hex: tuple[int, int],
                  attacker: Unit = MECH, target: Unit = MECH) -> LineOfSight:
    """Line of sight from a unit in `from_hex` to one in `to_hex` ((col, row) pairs) with the
    intervening-terrain modifier and partial cover."""
    check_hex(hex_map, from_hex)
    check_hex(hex_map, to_hex)
    a, b = Hex.from_offset(*from_hex), Hex.from_offset(*to_hex)
    seer, seen = stand(hex_map, rules, from_hex, attacker), stand(hex_map, rules, to_hex, target)
    # Cover behind a step: ground just below the target's top, when the attacker is no higher (TW, MegaMek).
    cover_at = seen.top - 1 if seen.cover_kind and seer.top <= seen.top and seen.top - seen.floor > 1 else None
    (ax, ay), (bx, by) = _xy(a), _xy(b)
    length2 = (bx - ax) ** 2 + (by - ay) ** 2
    hexes, chosen = [], []
    steps = line(a, b)[1:-1]
    for n, step in enumerate(steps):
        effects = []
        for h in step:
            x, y = _xy(h)
            t = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length2
            near = n == len(steps) - 1                 # the last step lies next to the target
            e = _effect(hex_map, rules, h, seer.top + (seen.top - seer.top) * t, cover_at if near else None)
            if e is not None:
                hexes.append(e.hex_id)
                effects.append(e)
        if effects:
            chosen.append(max(effects, key=_HexEffect.key) if len(effects) > 1 else effects[0])
    result = _sum(hex_map, rules, from_hex, to_hex, hexes, chosen)
    result.units = (attacker.kind, target.kind)
    _apply_units(rules, result, seer, seen, chosen)
    result.distance = distance(from_hex, to_hex)
    result.visual_range, result.sight_limit = visual_range(rules, hex_map, attacker.kind)
    return result


def _apply_units(rules, result: LineOfSight, seer: _Stand, seen: _Stand, chosen: list[_HexEffect]) -> None:
    """What the units themselves do to the line: sunk or under water (blocked), partial cover (+)."""
    both_under = seer.submerged and seen.submerged               # both below the surface: they see each other
    hidden = [f"the {who} in {s.hex_id} " + (f"has sunk into the {s.sunk_into}" if s.sunk_into else "is under water")
              for who, s in (("attacker", seer), ("target", seen)) if s.sunk_into or (s.submerged and not both_under)]
    if hidden and not result.blocked:
        result.blocked, result.reason = True, "; ".join(hidden)
    covered = [e.hex_id for e in chosen[-1:] if e.covers and e.block is None]
    if seen.cover_kind and seen.wading:
        covered = [seen.hex_id]
    if covered and not result.blocked:
        value = rules.setting("cover.partial")
        result.partial_cover = True
        result.breakdown.append(Item("partial_cover", value, "partial cover", covered[0]))
        result.modifier += int(value)


def _sum(hex_map, rules, from_hex, to_hex, hexes, chosen) -> LineOfSight:
    weights: dict[str, float] = {}
    values: dict[str, float] = {}
    breakdown, reason = [], None
    for e in chosen:
        reason = reason or e.block
        for group, weight, value, item in e.terms:
            weights[group] = weights.get(group, 0) + weight
            values[group] = values.get(group, 0) + value
            breakdown.append(item)
    for group, weight in weights.items():
        if reason is None and weight >= rules.los_groups[group].extra["block_at"]:
            reason = f"{weight:g} intervening {group} (blocks at {rules.los_groups[group].extra['block_at']:g})"
    modifier = sum(math.floor(v + 1e-9) for v in values.values())
    return LineOfSight(hex_map.hex_id(*from_hex), hex_map.hex_id(*to_hex), reason is not None, hexes, modifier,
                       breakdown, reason)
