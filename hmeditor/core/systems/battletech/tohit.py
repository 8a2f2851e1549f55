"""To-hit: terrain of the target hex, every condition and weather modifier for the weapon class,
intervening terrain and line of sight with an attacker hex, and the full to-hit number on 2d6."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...calc.answer import Item
from ...calc.dice import chance_at_least
from ...calc.hexes import check_hex
from ...errors import InputError, quoted
from ...language import QT_TRANSLATE_NOOP, translate
from ...model import HexMap
from .common import check_unit, check_weapon, mod_bits, rows_in, terrain_height
from .conditions import gravity_steps, gravity_words, in_force
from .los import MECH, LineOfSight, Unit, line_of_sight, unit_height
from .schema import RuleSet
from .vocabulary import UNIT_LABELS

# The rules file's range brackets and attacker movements, as a breakdown names them.
BRACKETS = (QT_TRANSLATE_NOOP("BattleTech", "short"), QT_TRANSLATE_NOOP("BattleTech", "medium"),
            QT_TRANSLATE_NOOP("BattleTech", "long"), QT_TRANSLATE_NOOP("BattleTech", "extreme"),
            QT_TRANSLATE_NOOP("BattleTech", "stood"), QT_TRANSLATE_NOOP("BattleTech", "walked"),
            QT_TRANSLATE_NOOP("BattleTech", "ran"), QT_TRANSLATE_NOOP("BattleTech", "jumped"))


@dataclass
class ToHit:
    weapon: str
    target: str
    modifier: int
    breakdown: list[Item] = field(default_factory=list)
    los: LineOfSight | None = None

    def json(self) -> dict:
        return {"weapon": self.weapon, "target": self.target, "modifier": self.modifier,
                "breakdown": [i.json() for i in self.breakdown], "los": self.los.json() if self.los else None}


@dataclass
class FullToHit:
    number: int                           # the 2d6 roll needed
    breakdown: list[Item]
    chance: float                         # of rolling it on 2d6
    blocked: bool = False


def target_modifiers(hex_map: HexMap, rules: RuleSet, weapon: str, target: tuple[int, int],
                     target_unit: Unit = MECH, attacker_unit: Unit = MECH) -> list[Item]:
    """To-hit modifiers for `target_unit` in the hex: its terrain, the map's conditions (some only for
    some attackers), gravity, and hull-down when the unit has gone hull-down."""
    check_weapon(weapon)
    check_hex(hex_map, target)
    check_unit(target_unit.kind)
    check_unit(attacker_unit.kind)
    col, row = target
    tall = unit_height(rules, target_unit)
    items = [Item(r.name, r.tohit[target_unit.kind], r.label) for r in rows_in(rules, hex_map, col, row)
             if r.tohit[target_unit.kind]
             and not (r.tohit_up_to_height and (h := terrain_height(hex_map, r, col, row)) is not None and tall > h)]
    items += [Item(c.name, c.tohit[weapon], c.label) for c in in_force(rules, hex_map)
              if c.tohit[weapon] and (not c.attackers or attacker_unit.kind in c.attackers)]
    step = rules.settings["gravity.tohit_step"]
    n = gravity_steps(hex_map, step.value)
    if n and weapon in step.extra.get("weapons", ()):
        items.append(Item("gravity", n, gravity_words(hex_map)))
    if target_unit.hull_down:
        items.append(_hull_down(hex_map, rules, target, target_unit))
    return items


def _hull_down(hex_map: HexMap, rules: RuleSet, target: tuple[int, int], unit: Unit) -> Item:
    """The hull-down modifier; ValueError where the unit cannot go hull-down."""
    setting = rules.settings["cover.hull_down"]
    col, row = target
    level = float(hex_map.level[row, col])
    places = mod_bits(setting.extra.get("in", ()))
    if unit.kind not in setting.extra["kinds"]:
        raise ValueError(f"{UNIT_LABELS[unit.kind]} cannot go hull-down (only "
                         f"{', '.join(UNIT_LABELS[k] for k in UNIT_LABELS if k in setting.extra['kinds'])})")
    if level.is_integer() and not int(hex_map.mods[row, col]) & places:
        raise ValueError(f"a vehicle goes hull-down only on a half level or in a "
                         f"{' or '.join(setting.extra.get('in', ()))} hex; {hex_map.hex_id(col, row)} is at level "
                         f"{level:g}")
    return Item("hull_down", setting.value, translate("BattleTech", "hull-down (attack from its front)"))


def to_hit(hex_map: HexMap, rules: RuleSet, weapon: str, target: tuple[int, int],
           attacker: tuple[int, int] | None = None, attacker_unit: Unit = MECH, target_unit: Unit = MECH) -> ToHit:
    """Terrain and condition modifiers; with `attacker`, also the intervening terrain and line of sight."""
    items = target_modifiers(hex_map, rules, weapon, target, target_unit, attacker_unit)
    los = line_of_sight(hex_map, rules, attacker, target, attacker_unit, target_unit) if attacker is not None else None
    total = sum(i.value for i in items) + (los.modifier if los else 0)
    return ToHit(weapon, hex_map.hex_id(*target), int(total), items, los)


def chance_2d6(number: float) -> float:
    """The chance of rolling `number` or more on 2d6."""
    return float(chance_at_least(number, 2))


def target_movement_modifier(rules: RuleSet, hexes_moved: int, jumped: bool = False) -> int:
    for most, modifier in rules.setting("to_hit.target_movement"):
        if hexes_moved <= most:
            return int(modifier + (rules.setting("to_hit.target_jumped") if jumped else 0))
    raise ValueError("to_hit.target_movement does not cover the hexes moved")


def full_to_hit(hex_map: HexMap, rules: RuleSet, weapon: str, target: tuple[int, int], gunnery: int,
                range_bracket: str = "short", attacker_moved: str = "stood", target_hexes: int = 0,
                target_jumped: bool = False, attacker: tuple[int, int] | None = None, attacker_unit: Unit = MECH,
                target_unit: Unit = MECH) -> FullToHit:
    """Gunnery + range + attacker movement + target movement + terrain and conditions, and its 2d6 chance."""
    ranges, moves = rules.setting("to_hit.range"), rules.setting("to_hit.attacker_movement")
    if range_bracket not in ranges:
        raise InputError("--range", translate("BattleTech", "unknown range {range} (one of: {ranges})").format(
            range=quoted(range_bracket), ranges=", ".join(ranges)))
    if attacker_moved not in moves:
        raise InputError("--attacker-moved", translate(
            "BattleTech", "unknown attacker movement {moved} (one of: {moves})").format(
            moved=quoted(attacker_moved), moves=", ".join(moves)))
    base = to_hit(hex_map, rules, weapon, target, attacker, attacker_unit, target_unit)
    moved = (translate("BattleTech", "target moved {hexes} hex(es) and jumped") if target_jumped else
             translate("BattleTech", "target moved {hexes} hex(es)")).format(hexes=target_hexes)
    items = [Item("gunnery", gunnery, translate("BattleTech", "gunnery skill")),
             Item("range", ranges[range_bracket], translate("BattleTech", "{bracket} range").format(
                 bracket=translate("BattleTech", range_bracket))),
             Item("attacker movement", moves[attacker_moved], translate("BattleTech", "attacker {moved}").format(
                 moved=translate("BattleTech", attacker_moved))),
             Item("target movement", target_movement_modifier(rules, target_hexes, target_jumped), moved)]
    items += base.breakdown + (base.los.breakdown if base.los else [])
    number = int(sum(i.value for i in items))
    blocked = bool(base.los and base.los.blocked)
    return FullToHit(number, items, 0.0 if blocked else chance_2d6(number), blocked)
