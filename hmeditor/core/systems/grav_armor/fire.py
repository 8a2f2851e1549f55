"""Fire: the hit value with its breakdown, the Firing Table's exact chance, and what a hit does.

Hit value = firer EW + attack + weapon bonus (+ active defence at range 1) - target EW (doubled
when enhanced) - target defence - the CV of the target's hex (0 in free flight or an orbit move).
Missiles attack every unit in the target hex: the k-th (`order` k) at attack - (k - 1), active
defence against the first only. Vehicles and spacecraft are destroyed by any hit; infantry and
forts roll on their Hit Effects row (effects.py). A fort fires with one weapon box at a time, its EW
less what it has lost; a destroyed carrier's infantry rolls its own effect in the hex (destroyed
with it in free flight).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...calc.answer import Item
from ...calc.dice import distribution
from ...calc.hexes import check_hex
from ...errors import InputError, quoted
from ...language import translate
from ...model import HexMap
from .detection import Detection, check_range, detect
from .effects import HitEffect, check_disrupted, check_roll, effect_chances, hit_effect
from .schema import KIND_WORDS, STATE_WORDS, STATES, GravRules, Unit, kinds_text, label_words
from .terrain import chart_of, hex_terrain


@dataclass(frozen=True)
class Fire:
    firer: Unit
    target: Unit
    state: str
    order: int
    detection: Detection
    hit_value: int
    breakdown: list[Item]
    chance: Fraction                       # of a hit, 0 when out of range or not detected
    roll: int | None
    hit: bool | None                       # with a roll
    effect: str | None                     # what a hit does: "destroyed", or None: roll on effect_row
    effect_row: str | None
    effect_chances: dict[str, Fraction]    # each result of a hit on that row (the target hex's CV)
    disrupted: bool = False                # the target was disrupted already: a second D destroys it
    ew_lost: int = 0                       # the EW the fort (the target, else the firer) has lost
    carried: HitEffect | None = None       # the infantry in the target carrier, when the carrier is destroyed


def hit_value(rules: GravRules, firer: Unit, target: Unit, range_: int, target_cv: float,
              order: int = 1) -> tuple[int, list[Item]]:
    """The hit value and its terms (`source` is the name JSON gives, `label` the words for people)."""
    weapon = rules.weapons[firer.weapon]
    items = [Item("firer EW", firer.ew, translate("GravArmor", "{unit} EW").format(unit=firer.name)),
             Item("attack", firer.attack, translate("GravArmor", "{unit} attack").format(unit=firer.name))]
    bonus = weapon.bonus_against(target.move, range_)
    if bonus:
        items.append(Item("weapon bonus", bonus, translate("GravArmor", "{weapon} against {unit}").format(
            weapon=label_words(weapon.label), unit=target.name)))
    if firer.active_defence and range_ in rules.setting("combat.active_defence_range") and order == 1:
        items.append(Item("active defence", firer.defence, translate(
            "GravArmor", "{unit} active defence at range {range}").format(unit=firer.name, range=range_)))
    if order > 1:
        items.append(Item("missile order", rules.setting("combat.missile_order_step") * (order - 1),
                          translate("GravArmor", "missiles against unit {order} in the hex").format(order=order)))
    factor = rules.setting("combat.enhanced_ew_factor") if target.enhanced_ew else 1
    ew_label = (translate("GravArmor", "{unit} enhanced EW x{factor}").format(unit=target.name, factor=f"{factor:g}")
                if factor != 1 else translate("GravArmor", "{unit} EW").format(unit=target.name))
    items += [Item("target EW", -target.ew * factor, ew_label),
              Item("target defence", -target.defence,
                   translate("GravArmor", "{unit} defence").format(unit=target.name)),
              Item("target hex CV", -float(target_cv), translate("GravArmor", "terrain CV of the target's hex"))]
    return int(sum(i.value for i in items)), items


def hit_chance(rules: GravRules, value: float) -> Fraction:
    """The exact chance that 2d6 hits at this hit value on the Firing Table."""
    return sum((p for roll, p in distribution(2, 6).items() if rules.hits(value, roll)), Fraction(0))


def check_state(rules: GravRules, unit: Unit, state: str) -> None:
    if state not in STATES:
        raise InputError("--state", translate("GravArmor", "one of {states}, not {state}").format(
            states=", ".join(STATES), state=quoted(state)))
    if state != "normal" and unit.move not in rules.setting(f"combat.{state}"):
        raise InputError("--state", translate(
            "GravArmor", "{unit} ({kind}) cannot be in this state: {state}; only these can: {kinds}").format(
            unit=unit.name, kind=KIND_WORDS[unit.move], kinds=kinds_text(rules.setting(f"combat.{state}")),
            state=STATE_WORDS[state]))


def fire(hex_map: HexMap, rules: GravRules, firer: Unit, firer_hex: tuple[int, int], target: Unit,
         target_hex: tuple[int, int], state: str = "normal", order: int = 1, roll: int | None = None, *,
         disrupted: bool = False, ew_lost: int = 0, box: int = 1, carrying: Unit | None = None) -> Fire:
    """`firer` in `firer_hex` fires at `target` in `target_hex` (in `state`; the `order`-th unit
    of the hex for missiles); with `roll`, whether that 2d6 roll hits. The target may be `disrupted`
    already, or a carrier `carrying` an infantry unit; a fort fires with its `box`-th weapon box and
    has lost `ew_lost` EW (the target's losses if it is a fort, else the firer's)."""
    check_hex(hex_map, firer_hex)
    check_hex(hex_map, target_hex)
    check_state(rules, target, state)
    check_disrupted(target, disrupted)
    firer = firer.firing(box, 0 if target.is_fort else ew_lost)
    defender = target.defending(ew_lost if target.is_fort else 0)
    weapon = rules.weapons[firer.weapon]
    if order < 1 or (order > 1 and not weapon.all_in_hex):
        raise InputError("--order", translate(
            "GravArmor", "only missiles attack more units in a hex ({unit} fires {weapon})").format(
            unit=firer.name, weapon=label_words(weapon.label)) if order > 1 else translate(
            "GravArmor", "counts from 1, not {order}").format(order=order))
    if roll is not None:
        check_roll(roll)
    automatic = state in rules.setting("combat.auto_detected")
    terrain = hex_terrain(hex_map, chart_of(hex_map, rules), target_hex)
    if automatic:
        target_cv = 0.0
    elif terrain.cv is None:
        raise ValueError(f"{target.name} cannot be in {hex_map.hex_id(*target_hex)} ({terrain.label}) but in free "
                         "flight or an orbit move")
    else:
        target_cv = terrain.cv
    value, items = hit_value(rules, firer, defender, check_range(firer_hex, target_hex), target_cv, order)
    seen = detect(hex_map, rules, firer, firer_hex, target_hex, automatic)
    chance = hit_chance(rules, value) if seen.detected else Fraction(0)
    hit = None if roll is None else seen.detected and rules.hits(value, roll)
    row = target.hit_effects
    lost = ew_lost if target.is_fort else 0
    return Fire(firer, target, state, order, seen, value, items, chance, roll, hit,
                None if row else "destroyed", row, effect_chances(rules, target, target_cv, disrupted, lost),
                disrupted, ew_lost, carried_effect(rules, target, carrying, state, terrain.cv))


def carried_effect(rules: GravRules, carrier: Unit, infantry: Unit | None, state: str,
                   cv: float | None) -> HitEffect | None:
    """What the carrier's destruction does to the infantry it carries: destroyed with it in free flight
    (or over ground it cannot be put on), else its own hit effect in the hex."""
    if infantry is None:
        return None
    if not carrier.carrier:
        raise InputError("--carrying", translate(
            "GravArmor", "{unit} is no carrier (a carrier's silhouette is white)").format(unit=carrier.name))
    if infantry.move != "jump":
        raise InputError("--carrying", translate(
            "GravArmor", "a carrier carries one infantry unit, not {unit} ({kind})").format(
            unit=infantry.name, kind=KIND_WORDS[infantry.move]))
    if state in rules.setting("combat.carried_destroyed_in") or cv is None:
        return HitEffect(infantry, 0, None, {"destroyed": Fraction(1)})
    return hit_effect(rules, infantry, cv)
