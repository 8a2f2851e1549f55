"""Movement along a path: each hex entered costs its terrain's MP (barred terrain stops all but
free flight and spacecraft); in free flight every hex costs half an MP whatever its terrain;
spacecraft move at infinite speed. Terrain that destroys hover or infantry units destroys them on
entering (carried infantry are safe inside their carrier)."""

from __future__ import annotations

from dataclasses import dataclass

from ...calc.answer import Item, number
from ...calc.hexes import check_path
from ...errors import InputError
from ...language import QT_TRANSLATE_NOOP, translate
from ...model import HexMap
from .schema import KIND_WORDS, GravRules, Unit, kinds_text, label_words
from .terrain import chart_of, hex_terrain


@dataclass(frozen=True)
class Move:
    unit: Unit
    path: list[tuple[int, int]]
    free_flight: bool
    steps: list[Item]                      # per hex entered: its terrain (source) and MP (value, None: barred)
    mp: float | None                       # None: a barred hex on the way
    allowed: bool
    reason: str | None                     # why not allowed, in the language in use
    destroyed_in: list[tuple[int, int]]    # hexes entered whose terrain destroys the unit


def move_cost(hex_map: HexMap, rules: GravRules, unit: Unit, path: list[tuple[int, int]],
              free_flight: bool = False) -> Move:
    """What moving `unit` along `path` (its hex first) costs; ValueError on a path that is not
    contiguous or free flight for a unit that cannot fly free."""
    check_path(hex_map, path)
    flying = free_flight or unit.move == "spacecraft"
    if free_flight and unit.move not in rules.setting("combat.free_flight"):
        raise InputError("--free-flight", translate(
            "GravArmor", "{unit} ({kind}) cannot fly free; only these can: {kinds}").format(
            unit=unit.name, kind=KIND_WORDS[unit.move], kinds=kinds_text(rules.setting("combat.free_flight"))))
    chart = chart_of(hex_map, rules)
    steps, destroyed = [], []
    for hx in path[1:]:
        terrain = hex_terrain(hex_map, chart, hx)
        if unit.move == "spacecraft":
            steps.append(Item("spacecraft", 0, QT_TRANSLATE_NOOP("GravArmor", "infinite speed"), hex_map.hex_id(*hx)))
        elif flying:
            steps.append(Item("free flight", rules.setting("movement.free_flight_mp"),
                              QT_TRANSLATE_NOOP("GravArmor", "free flight"), hex_map.hex_id(*hx)))
        else:
            steps.append(Item(terrain.name, terrain.mp, terrain.label,  # type: ignore[arg-type]  # None: barred
                              hex_map.hex_id(*hx)))
            if unit.move in terrain.destroys:
                destroyed.append(hx)
    barred = next((s for s in steps if s.value is None), None)
    mp = None if barred else sum(s.value for s in steps)
    reason = None
    if barred:
        reason = translate("GravArmor", "{hex} is {terrain}: barred to all but free flight and spacecraft").format(
            hex=barred.hex, terrain=label_words(barred.label))
    elif len(path) > 1 and unit.move == "fort":
        reason = translate("GravArmor", "a fort does not move")
    elif unit.mp is not None and mp is not None and mp > unit.mp:
        reason = translate("GravArmor", "the path needs {mp} MP and {unit} has {most}").format(
            mp=number(mp), unit=unit.name, most=number(unit.mp))
    return Move(unit, path, flying, steps, mp, reason is None, reason, destroyed)
