"""Line of sight between two units: levels, gravel piles, woods/jungle, smoke, industrial heights,
buildings, water, and the height of each unit.

A unit stands on the ground of its hex (a gravel pile's top; the bottom of water it wades in) and
is as tall as the rules say ('Mechs 2 levels, most others 1); its height for line of sight is the
highest level it fills (a 'Mech's level + 1). The line runs between the two units' heights: an
intervening hex blocks when its ground (or a solid building's roof) stands higher than the line, taken
at the whole level at or above it, or higher than both units (so a 1.5 hill blocks two 'Mechs at level
0, a hill of 1 does not); its terrain counts when the terrain's top stands higher. Terrain is summed
per line-of-sight group (woods and smoke together, industrial zones, planted fields); a group blocks
at its `block_at` weight. Where the line runs along a hex side, the hex better for the target counts. A unit that
can have partial cover has it behind an adjacent hex whose ground reaches just below its top, when
the attacker is no higher, and in water up to its middle; a unit sunk into a gravel pile or under
water sees nothing above the surface and is seen by nothing there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ...calc.answer import Item, number
from ...calc.hexes import check_hex, distance
from ...hexgrid import SQRT3, Hex, id_parts, line_steps
from ...language import QT_TRANSLATE_NOOP, translate
from ...model import HexMap
from .common import check_unit, mod_bits, param, surface, surface_array, terrain_heights
from .conditions import visual_range
from .schema import RuleSet, TerrainRule
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
class _Between:
    """What the hexes between the two units do to the line: one entry per hex on the map, in line order."""

    cols: np.ndarray
    rows: np.ndarray
    step: np.ndarray
    ids: list[str]
    ground: np.ndarray
    block: np.ndarray                     # -1: nothing; 0: its ground reaches the line; k: rows[k - 1] rises into it
    terms: np.ndarray                     # [hex, k]: rows[k]'s terrain reaches the line (a line-of-sight group)
    covers: np.ndarray                    # gives the target partial cover
    rows_used: list[TerrainRule]

    def reason(self, i: int) -> str | None:
        """Why hex i blocks the line (None: it does not)."""
        code = int(self.block[i])
        if code < 0:
            return None
        if code == 0:
            return translate("BattleTech", "hex {hex} at level {level} reaches the line of sight").format(
                hex=self.ids[i], level=f"{float(self.ground[i]):g}")
        return translate("BattleTech", "{terrain} in {hex} rises into the line of sight").format(
            terrain=self.rows_used[code - 1].label, hex=self.ids[i])

    def keys(self) -> list[np.ndarray]:
        """What makes each hex worse for the attacker, most telling first, for choosing one hex of a
        divided hexside: it blocks, the weight and the modifier of its terrain, it gives cover."""
        weight, modifier = (self.terms @ np.array([getattr(r, name) for r in self.rows_used], np.float64)
                            for name in ("los_weight", "intervening"))
        return [self.block >= 0, weight, modifier, self.covers]

    def chosen(self) -> np.ndarray:
        """The hexes that count: of the two hexes of a divided hexside, the one better for the target."""
        first = np.flatnonzero(self.step[1:] == self.step[:-1])
        worse = np.zeros(len(first), bool)              # the second worse than the first (its keys greater)
        tied = np.ones(len(first), bool)
        for key in self.keys():
            worse |= tied & (key[first + 1] > key[first])
            tied &= key[first + 1] == key[first]
        keep = np.ones(len(self.ids), bool)
        keep[np.where(worse, first, first + 1)] = False
        return np.flatnonzero(keep)


def _los_rows(rules: RuleSet) -> list[TerrainRule]:
    """The rows that can matter to a line of sight, in the order a hex lists them (base, then modifications)."""
    rows = list(rules.base) + [rules.mods[m] for m in rules.mod_order]
    return [r for r in rows if r.solid or r.los_group is not None]


def _between(hex_map: HexMap, rules: RuleSet, a: Hex, b: Hex, seer: float, seen: float,
             cover_at: float | None) -> _Between:
    """The hexes between `a` and `b` on the map with what each does to a line running from height
    `seer` over `a` to `seen` over `b` (the units' heights); `cover_at`: the ground height that gives
    the target partial cover next to it (None: none can)."""
    q, r, step = line_steps(a, b)
    cols, rows = q, r + (q - (q & 1)) // 2
    on_map = (step > 0) & (step < step[-1]) & (cols >= 0) & (cols < hex_map.width) & (rows >= 0) & \
        (rows < hex_map.height)
    near = step == step[-1] - 1                      # the last step lies next to the target
    q, r, cols, rows, step, near = (v[on_map] for v in (q, r, cols, rows, step, near))
    (ax, ay), (bx, by) = _xy(a.q, a.r), _xy(b.q, b.r)
    x, y = _xy(q, r)
    t = ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)
    # the line at the whole level at or above it, never above the higher unit: a hex higher than both blocks
    sight = np.minimum(np.ceil(seer + (seen - seer) * t - 1e-9), max(seer, seen))
    ground = surface_array(hex_map, rules, (rows, cols))
    block = np.where(ground > sight, 0, -1)
    roof = ground.copy()
    used = _los_rows(rules)
    terms = np.zeros((len(cols), len(used)), bool)
    base, mods = hex_map.base[rows, cols], hex_map.mods[rows, cols]
    bases, any_mods = set(base.tolist()), int(np.bitwise_or.reduce(mods)) if len(mods) else 0
    for k, rule in enumerate(used):
        if not (rule.index in bases if rule.layer == "base" else any_mods >> rule.index & 1):
            continue                                 # on no hex of the line
        there = np.flatnonzero(base == rule.index if rule.layer == "base" else mods >> rule.index & 1)
        top = ground[there] + terrain_heights(hex_map, rule, cols[there], rows[there])
        reaches = top > sight[there]
        if rule.solid:
            roof[there] = np.where(np.isnan(top), roof[there], np.maximum(roof[there], top))
            first = there[reaches & (block[there] < 0)]
            block[first] = k + 1
        else:
            terms[there[reaches], k] = True
    covers = near & (roof == cover_at) if cover_at is not None else np.zeros(len(cols), bool)
    col_ids, row_ids = id_parts(hex_map.width, hex_map.height)
    ids = [col_ids[c] + row_ids[r] for c, r in zip(cols.tolist(), rows.tolist())]
    return _Between(cols, rows, step, ids, ground, block, terms, covers, used)


def _xy(q, r):
    return 1.5 * q, SQRT3 * (r + q / 2)


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
    between = _between(hex_map, rules, a, b, seer.top - 1, seen.top - 1, cover_at)
    chosen = between.chosen()
    result = _sum(hex_map, rules, from_hex, to_hex, between, chosen)
    result.units = (attacker.kind, target.kind)
    _apply_units(rules, result, seer, seen, between, chosen)
    result.distance = distance(from_hex, to_hex)
    result.visual_range, result.sight_limit = visual_range(rules, hex_map, attacker.kind)
    return result


def _apply_units(rules, result: LineOfSight, seer: _Stand, seen: _Stand, between: _Between,
                 chosen: np.ndarray) -> None:
    """What the units themselves do to the line: sunk or under water (blocked), partial cover (+)."""
    both_under = seer.submerged and seen.submerged               # both below the surface: they see each other
    hidden = [_hidden(who, s) for who, s in (("attacker", seer), ("target", seen))
              if s.sunk_into or (s.submerged and not both_under)]
    if hidden and not result.blocked:
        result.blocked, result.reason = True, "; ".join(hidden)
    covered = [between.ids[i] for i in chosen[-1:].tolist() if between.covers[i] and between.block[i] < 0]
    if seen.cover_kind and seen.wading:
        covered = [seen.hex_id]
    if covered and not result.blocked:
        value = rules.setting("cover.partial")
        result.partial_cover = True
        result.breakdown.append(Item("partial_cover", value, translate("BattleTech", "partial cover"), covered[0]))
        result.modifier += int(value)


def _hidden(who: str, s: _Stand) -> str:
    """Why a unit is out of sight: sunk into a gravel pile, under water."""
    if who == "attacker":
        said = (translate("BattleTech", "the attacker in {hex} has sunk into the {terrain}") if s.sunk_into else
                translate("BattleTech", "the attacker in {hex} is under water"))
    else:
        said = (translate("BattleTech", "the target in {hex} has sunk into the {terrain}") if s.sunk_into else
                translate("BattleTech", "the target in {hex} is under water"))
    return said.format(hex=s.hex_id, terrain=s.sunk_into)


# The rules file's line-of-sight groups as a reason names them.
LOS_GROUPS = {"foliage": QT_TRANSLATE_NOOP("BattleTech", "foliage"),
              "industrial": QT_TRANSLATE_NOOP("BattleTech", "industrial"),
              "fields": QT_TRANSLATE_NOOP("BattleTech", "fields")}


def _sum(hex_map, rules, from_hex, to_hex, between: _Between, chosen: np.ndarray) -> LineOfSight:
    weights: dict[str, float] = {}
    values: dict[str, float] = {}
    breakdown, reason = [], None
    blocking = chosen[between.block[chosen] >= 0]
    if len(blocking):
        reason = between.reason(int(blocking[0]))
    hexes, terms = np.nonzero(between.terms[chosen])
    labels = [r.label for r in between.rows_used]
    for i, k in zip(chosen[hexes].tolist(), terms.tolist()):
        rule = between.rows_used[k]
        group = rule.los_group
        assert group is not None                    # a row that is not solid is in a group (_los_rows)
        weights[group] = weights.get(group, 0) + rule.los_weight
        values[group] = values.get(group, 0) + rule.intervening
        breakdown.append(Item(rule.name, rule.intervening, labels[k], between.ids[i]))
    for group, weight in weights.items():
        if reason is None and weight >= rules.los_groups[group].extra["block_at"]:
            reason = translate("BattleTech", "{weight} intervening {group} (blocks at {most})").format(
                weight=f"{weight:g}", group=translate("BattleTech", LOS_GROUPS.get(group, group)),
                most=f"{rules.los_groups[group].extra['block_at']:g}")
    modifier = sum(math.floor(v + 1e-9) for v in values.values())
    return LineOfSight(hex_map.hex_id(*from_hex), hex_map.hex_id(*to_hex), reason is not None, between.ids,
                       modifier, breakdown, reason)
