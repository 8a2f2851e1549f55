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

import numpy as np

from ...calc.answer import Item
from ...calc.hexes import check_hex
from ...hexgrid import SQRT3, Hex, id_parts, line
from ...model import HexMap
from .common import param, rows_in
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
    level = float(hex_map.level[row, col])
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
    eye_a = float(hex_map.level[from_hex[1], from_hex[0]]) + eye
    eye_b = float(hex_map.level[to_hex[1], to_hex[0]]) + eye
    (ax, ay), (bx, by) = _xy(a), _xy(b)
    length2 = (bx - ax) ** 2 + (by - ay) ** 2
    steps = line(a, b)[1:-1]
    plain = _plain_hexes(hex_map, rules, [h for step in steps for h in step], a, b, eye_a, eye_b)
    col_ids, row_ids = id_parts(hex_map.width, hex_map.height)
    hexes, chosen = [], []
    for step in steps:
        effects = []
        for h in step:
            col, row = h.to_offset()
            if not hex_map.contains(col, row):
                continue
            if (col, row) in plain:           # nothing in it can reach the line: nothing to look up
                e = _HexEffect(col_ids[col] + row_ids[row])
            else:
                x, y = _xy(h)
                t = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length2
                e = _effect(hex_map, rules, h, eye_a + (eye_b - eye_a) * t)
            hexes.append(e.hex_id)
            effects.append(e)
        if effects:
            chosen.append(max(effects, key=_HexEffect.key))
    return _sum(hex_map, rules, from_hex, to_hex, hexes, chosen)


def _plain_hexes(hex_map: HexMap, rules: RuleSet, hexes: list[Hex], a: Hex, b: Hex, eye_a: float, eye_b: float
                 ) -> set[tuple[int, int]]:
    """The on-map hexes among `hexes` below the line whose terrain never counts for line of sight
    (no row with a height that blocks or intervenes), found for all of them at once."""
    q = np.array([h.q for h in hexes], np.int64)
    r = np.array([h.r for h in hexes], np.int64)
    col, row = q, r + (q - (q & 1)) // 2
    on_map = (col >= 0) & (col < hex_map.width) & (row >= 0) & (row < hex_map.height)
    col, row, q, r = col[on_map], row[on_map], q[on_map], r[on_map]
    (ax, ay), (bx, by) = _xy(a), _xy(b)
    t = ((1.5 * q - ax) * (bx - ax) + (SQRT3 * (r + q / 2) - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)
    counts = [(rule.los_height is not None or rule.los_height_param is not None)
              and (rule.solid or rule.los_group is not None) for rule in rules.base + rules.mods]
    base_counts = np.array(counts[:len(rules.base)])
    mod_counts = np.uint32(sum(1 << rule.index for rule, c in zip(rules.mods, counts[len(rules.base):]) if c))
    plain = ((hex_map.level[row, col] <= eye_a + (eye_b - eye_a) * t) & ~base_counts[hex_map.base[row, col]]
             & (hex_map.mods[row, col] & mod_counts == 0))
    return set(zip(col[plain].tolist(), row[plain].tolist()))


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
