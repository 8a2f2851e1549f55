"""Line of sight between two hexes: levels, woods/jungle, smoke, industrial heights, buildings.

Both units are taken to stand `eye_height` above their hexes. An intervening hex blocks when its
ground (or a solid building) rises above the straight line between the eyes; its terrain counts
when the terrain's top reaches that line. Terrain is summed per line-of-sight group (woods and
smoke together, industrial zones, planted fields); a group blocks at its `block_at` weight. Where
the line runs along a hex side, the hex better for the target counts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...calc.answer import Item
from ...calc.hexes import check_hex
from ...hexgrid import SQRT3, Hex, line
from ...model import HexMap
from .common import param, rows_in, surface
from .schema import RuleSet


@dataclass
class LineOfSight:
    from_hex: str
    to_hex: str
    blocked: bool
    hexes: list[str]                      # intervening hexes in order (both of a divided-hexside pair)
    modifier: int
    breakdown: list[Item] = field(default_factory=list)
    reason: str | None = None

    def json(self) -> dict:
        return {"from": self.from_hex, "to": self.to_hex, "blocked": self.blocked, "hexes": self.hexes,
                "modifier": self.modifier, "breakdown": [i.json() for i in self.breakdown], "reason": self.reason}


@dataclass
class _HexEffect:
    hex_id: str
    block: str | None = None              # why the hex itself blocks (ground, building)
    terms: list[tuple[str, float, float, Item]] = field(default_factory=list)   # (group, weight, value, item)

    def key(self) -> tuple:
        return (self.block is not None, sum(t[1] for t in self.terms), sum(t[2] for t in self.terms))


def _xy(h: Hex) -> tuple[float, float]:
    return 1.5 * h.q, SQRT3 * (h.r + h.q / 2)


def _effect(hex_map: HexMap, rules: RuleSet, h: Hex, sight: float) -> _HexEffect | None:
    col, row = h.to_offset()
    if not hex_map.contains(col, row):
        return None
    hex_id = hex_map.hex_id(col, row)
    level = surface(hex_map, rules, col, row)
    effect = _HexEffect(hex_id)
    if level > sight:
        effect.block = f"hex {hex_id} at level {level:g} is higher than the line of sight"
    for rule in rows_in(rules, hex_map, col, row):
        height = rule.los_height if rule.los_height_param is None else param(hex_map, rule, col, row,
                                                                               rule.los_height_param)
        if height is None:
            continue
        if rule.solid:
            if level + height > sight and effect.block is None:
                effect.block = f"{rule.label} in {hex_id} rises above the line of sight"
        elif rule.los_group is not None and level + height >= sight:
            item = Item(rule.name, rule.intervening, rule.label, hex_id)
            effect.terms.append((rule.los_group, rule.los_weight, rule.intervening, item))
    return effect


def line_of_sight(hex_map: HexMap, rules: RuleSet, from_hex: tuple[int, int], to_hex: tuple[int, int]
                  ) -> LineOfSight:
    """Line of sight from `from_hex` to `to_hex` ((col, row) pairs) with the intervening-terrain modifier."""
    check_hex(hex_map, from_hex)
    check_hex(hex_map, to_hex)
    a, b = Hex.from_offset(*from_hex), Hex.from_offset(*to_hex)
    eye = rules.setting("line_of_sight.eye_height")
    eye_a = surface(hex_map, rules, *from_hex) + eye
    eye_b = surface(hex_map, rules, *to_hex) + eye
    (ax, ay), (bx, by) = _xy(a), _xy(b)
    length2 = (bx - ax) ** 2 + (by - ay) ** 2
    hexes, chosen = [], []
    for step in line(a, b)[1:-1]:
        effects = []
        for h in step:
            x, y = _xy(h)
            t = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length2
            e = _effect(hex_map, rules, h, eye_a + (eye_b - eye_a) * t)
            if e is not None:
                hexes.append(e.hex_id)
                effects.append(e)
        if effects:
            chosen.append(max(effects, key=_HexEffect.key))
    return _sum(hex_map, rules, from_hex, to_hex, hexes, chosen)


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
