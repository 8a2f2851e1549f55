"""`hmeditor calc grav-armor fire|detect|move|effect`: Grav Armor's questions on a map, as JSON
(SYSTEMS.md) and as text."""

from __future__ import annotations

from fractions import Fraction

from ...calc.answer import number, signed, sum_text
from ...calc.dice import fraction_text, probability
from ...calc.hexes import parse_hex, parse_hexes
from ...errors import InputError, quoted
from ...language import translate, written
from ...model import HexMap
from ..base import Answer, Arg, Command, whole_number
from .detection import Detection, detect
from .effects import HitEffect, check_disrupted, ew_loss, hit_effect
from .fire import Fire, fire
from .movement import Move, move_cost
from .schema import KIND_WORDS, RESULT_WORDS, STATES, GravRules, Unit, label_words
from .terrain import chart_of, hex_terrain

SYSTEM_ID = "grav_armor"


def named_unit(rules: GravRules, name: str, what: str) -> Unit:
    try:
        return rules.unit(name.strip())
    except ValueError as e:
        raise InputError(what, str(e)) from None


def unit_at(hex_map: HexMap, rules: GravRules, text: str, what: str) -> tuple[Unit, tuple[int, int]]:
    """ "Nu3@0506": the unit and its hex; ValueError naming `what` (the option)."""
    name, at, hex_id = text.partition("@")
    if not at:
        raise InputError(what, translate("GravArmor", "give UNIT@HEX (e.g. Nu3@0506), not {text}").format(
            text=quoted(text)))
    return named_unit(rules, name, what), parse_hex(hex_map, hex_id.strip(), what)


def chances_json(chances: dict[str, Fraction]) -> tuple[dict, dict]:
    return ({k: fraction_text(p) for k, p in chances.items()}, {k: probability(p) for k, p in chances.items()})


def chances_text(chances: dict[str, Fraction]) -> str:
    return written(", ".join(f"{RESULT_WORDS.get(result, result)} {fraction_text(p)} ({float(p):.1%})"
                             for result, p in chances.items()))


# ---- detect -------------------------------------------------------------------------------------

def detection_text(hex_map: HexMap, d: Detection, target: str) -> str:
    head = translate("GravArmor", "{firer} in {firer_hex} -> {target} in {target_hex}: range {range} of {most}").format(
        firer=d.firer.name, firer_hex=hex_map.hex_id(*d.firer_hex), target=target,
        target_hex=hex_map.hex_id(*d.target_hex), range=d.range, most=d.firer.range)
    if not d.in_range:
        return translate("GravArmor", "{head}: out of range").format(head=head)
    if d.automatic:
        return translate("GravArmor", "{head}: detected automatically (free flight or an orbit move)").format(head=head)
    if d.path is None or d.cv_sum is None:
        return translate("GravArmor", "{head}: not detected (no path within range lets detection through)").format(
            head=head)
    path = " -> ".join(hex_map.hex_id(*h) for h in d.path)
    verdict = (translate("GravArmor", "{head}: detected, CV {cv} along {path} (<= EW {ew})") if d.detected else
               translate("GravArmor", "{head}: not detected, CV {cv} along {path} (> EW {ew})"))
    return verdict.format(head=head, cv=number(d.cv_sum), path=path, ew=d.firer.ew)


def detect_command(args, hex_map, rules) -> Answer:
    unit, at = unit_at(hex_map, rules, args.firer, "--firer")
    firer = unit.firing(args.box, args.ew_lost)           # a fort: one weapon box, its EW less what is lost
    target = parse_hex(hex_map, args.target, "--target")
    d = detect(hex_map, rules, firer, at, target)
    out = {"system": SYSTEM_ID, "firer": unit.name, "firer_hex": hex_map.hex_id(*at),
           "target_hex": hex_map.hex_id(*target), **d.json(hex_map), "ew": firer.ew}
    return Answer(out, detection_text(hex_map, d, "the target"))


# ---- fire ---------------------------------------------------------------------------------------

def fire_command(args, hex_map, rules) -> Answer:
    firer, firer_hex = unit_at(hex_map, rules, args.firer, "--firer")
    target, target_hex = unit_at(hex_map, rules, args.target, "--target")
    carrying = named_unit(rules, args.carrying, "--carrying") if args.carrying else None
    f = fire(hex_map, rules, firer, firer_hex, target, target_hex, args.state, args.order, args.roll,
             disrupted=args.disrupted, ew_lost=args.ew_lost, box=args.box, carrying=carrying)
    effects, effects_p = chances_json(f.effect_chances)
    out = {"system": SYSTEM_ID, "firer": firer.name, "target": target.name, "firer_hex": hex_map.hex_id(*firer_hex),
           "target_hex": hex_map.hex_id(*target_hex), "state": f.state, "order": f.order, "box": args.box,
           "ew_lost": f.ew_lost, "disrupted": f.disrupted,
           **f.detection.json(hex_map), "hit_value": f.hit_value, "breakdown": [i.json() for i in f.breakdown],
           "hit_chance": fraction_text(f.chance), "hit_chance_p": probability(f.chance), "roll": f.roll,
           "hit": f.hit, "effect": f.effect, "effect_row": f.effect_row, "effect_chances": effects,
           "effect_chances_p": effects_p, "carried": carried_json(f.carried)}
    return Answer(out, "\n".join(fire_lines(hex_map, f)))


def carried_json(e: HitEffect | None) -> dict | None:
    if e is None:
        return None
    chances, chances_p = chances_json(e.chances)
    return {"unit": e.unit.name, "row": e.row, "cv": number(e.cv), "chances": chances, "chances_p": chances_p}


def fire_lines(hex_map: HexMap, f: Fire) -> list[str]:
    """The words for a shot: detection, the hit value and its terms, the chance, the roll, the effect."""
    lines = [detection_text(hex_map, f.detection, f.target.name),
             translate("GravArmor", "hit value {value} = {sum}").format(value=signed(f.hit_value),
                                                                        sum=sum_text(f.breakdown))]
    lost = f.ew_lost if f.target.is_fort else 0
    if not f.detection.detected:
        lines.append(translate("GravArmor", "no shot: the target must be in range and detected"))
    else:
        lines.append(translate("GravArmor", "chance to hit on 2d6: {chance} ({percent}, {in_36} in 36)").format(
            chance=fraction_text(f.chance), percent=f"{float(f.chance):.1%}", in_36=f.chance * 36))
    if f.roll is not None:
        lines.append((translate("GravArmor", "roll {roll}: hit") if f.hit else
                      translate("GravArmor", "roll {roll}: no effect")).format(roll=f.roll))
    if f.effect:
        lines.append(translate("GravArmor", "any hit destroys {unit}").format(unit=f.target.name))
    else:
        standing = standing_text(f.target, f.disrupted, lost)
        lines.append(translate("GravArmor", "a hit rolls 2d6 - CV on the {row} row{standing}: {chances}").format(
            row=f.effect_row, standing=standing, chances=chances_text(f.effect_chances)))
    if f.carried is not None:
        lines.append(_carried_text(f.carried))
    return lines


def _carried_text(carried: HitEffect) -> str:
    """What becomes of the infantry a destroyed carrier carries."""
    if carried.row is None:
        return translate("GravArmor", "the {unit} it carries, when it is destroyed: destroyed with it (free flight)"
                         ).format(unit=carried.unit.name)
    return translate("GravArmor", "the {unit} it carries, when it is destroyed: 2d6 - {cv} on the {row} row: {chances}"
                     ).format(unit=carried.unit.name, cv=number(carried.cv), row=carried.row,
                              chances=chances_text(carried.chances))


def standing_text(unit: Unit, disrupted: bool, ew_lost: int) -> str:
    """ " (disrupted already: a second D destroys)": how the unit stands before the hit, in words."""
    if disrupted:
        return translate("GravArmor", " (disrupted already: a second D destroys it)")
    if ew_lost:
        return translate("GravArmor", " ({ew} EW lost already; every box at EW 0 destroys it)").format(ew=ew_lost)
    return ""


# ---- move ---------------------------------------------------------------------------------------

def move_command(args, hex_map, rules) -> Answer:
    unit = named_unit(rules, args.unit, "--unit")
    path = parse_hexes(hex_map, args.path, "--path")
    m = move_cost(hex_map, rules, unit, path, args.free_flight)
    out = {"system": SYSTEM_ID, "unit": unit.name, "path": [hex_map.hex_id(*h) for h in path],
           "free_flight": m.free_flight, "mp": number(m.mp) if m.mp is not None else None,
           "unit_mp": number(unit.mp) if unit.mp is not None else unit.mp_text, "allowed": m.allowed,
           "reason": m.reason, "destroyed_in": [hex_map.hex_id(*h) for h in m.destroyed_in],
           "breakdown": [{"hex": s.hex, "source": s.source, "mp": number(s.value) if s.value is not None else None}
                         for s in m.steps]}
    return Answer(out, "\n".join(move_lines(hex_map, m)))


def move_lines(hex_map: HexMap, m: Move) -> list[str]:
    """The words for a move: the unit and its path, the MP with a term per hex entered, whether the
    unit's MP allow it, where terrain destroys it."""
    unit, path = m.unit, " -> ".join(hex_map.hex_id(*h) for h in m.path)
    head = (translate("GravArmor", "{unit} ({kind}, MP {mp}) along {path} in free flight")
            if m.free_flight and unit.move != "spacecraft" else
            translate("GravArmor", "{unit} ({kind}, MP {mp}) along {path}"))
    terms = " + ".join(translate("GravArmor", "{mp} ({terrain} in {hex})").format(
        mp=mp_words(s.value), terrain=label_words(s.label), hex=s.hex) for s in m.steps)
    total = (translate("GravArmor", "{mp} MP = {terms}") if terms else translate("GravArmor", "{mp} MP"))
    lines = [head.format(unit=unit.name, kind=KIND_WORDS[unit.move], mp=unit.mp_text, path=path),
             total.format(mp=mp_words(m.mp), terms=terms),
             translate("GravArmor", "allowed") if m.allowed else
             translate("GravArmor", "not allowed: {reason}").format(reason=m.reason)]
    if m.destroyed_in:
        lines.append(translate("GravArmor", "{unit} is destroyed on entering {hexes}").format(
            unit=unit.name, hexes=", ".join(hex_map.hex_id(*h) for h in m.destroyed_in)))
    return lines


def mp_words(mp: float | None) -> str | int | float:
    """An MP cost, or "barred"."""
    return translate("GravArmor", "barred") if mp is None else number(mp)


# ---- effect -------------------------------------------------------------------------------------

def effect_command(args, hex_map, rules) -> Answer:
    unit, hx = unit_at(hex_map, rules, args.unit, "--unit")
    check_disrupted(unit, args.disrupted)
    terrain = hex_terrain(hex_map, chart_of(hex_map, rules), hx)
    e = hit_effect(rules, unit, terrain.cv or 0, args.roll, args.disrupted, args.ew_lost)
    chances, chances_p = chances_json(e.chances)
    out = {"system": SYSTEM_ID, "unit": unit.name, "hex": hex_map.hex_id(*hx), "terrain": terrain.name,
           "cv": number(e.cv), "row": e.row, "disrupted": e.disrupted, "ew_lost": e.ew_lost, "roll": e.roll,
           "modified_roll": number(e.modified_roll) if e.modified_roll is not None else None, "result": e.result,
           "ew_lost_after": e.ew_lost_after, "chances": chances, "chances_p": chances_p}
    where = translate("GravArmor", "{unit} hit in {hex} ({terrain}, CV {cv})").format(
        unit=unit.name, hex=out["hex"], terrain=label_words(terrain.label), cv=number(e.cv))
    lines = [translate("GravArmor", "{where}: destroyed by any hit").format(where=where) if e.row is None else
             translate("GravArmor", "{where}: 2d6 - {cv} on the {row} row{standing}: {chances}").format(
                 where=where, cv=number(e.cv), row=e.row, standing=standing_text(unit, e.disrupted, e.ew_lost),
                 chances=chances_text(e.chances))]
    roll = effect_roll_text(e)
    if roll is not None:
        lines.append(roll)
    return Answer(out, "\n".join(lines))


def effect_roll_text(e: HitEffect) -> str | None:
    """ "roll 6 - 1 = 5: ew-1: every weapon box has lost 2 EW": what the roll on the Hit Effects
    Table does (None: no roll, or any hit destroys the unit)."""
    if e.roll is None or e.row is None or e.modified_roll is None or e.result is None:
        return None
    line = translate("GravArmor", "roll {roll} - {cv} = {modified}: {result}").format(
        roll=e.roll, cv=number(e.cv), modified=number(e.modified_roll), result=RESULT_WORDS.get(e.result, e.result))
    if ew_loss(e.result):
        line = translate("GravArmor", "{effect}: every weapon box has lost {ew} EW").format(
            effect=line, ew=e.ew_lost_after)
    return line


UNIT_HELP = "a unit of the rules (Nu3, Omi9, Aza3, A-INF, FL6, Alpha, ...; case and dashes aside) and its hex"
EW_LOST = Arg(("--ew-lost",), dict(type=whole_number(0, 100), default=0, metavar="N",
                                   help="the EW a fort has lost on every weapon box (the target's, if it is a fort, "
                                        "else the firing fort's)"))
BOX = Arg(("--box",), dict(type=whole_number(1, 99), default=1, metavar="K",
                           help="a fort fires one weapon box at a time: the K-th (default 1)"))
DISRUPTED = Arg(("--disrupted",), dict(action="store_true",
                                       help="the unit hit is disrupted already: a second D destroys it"))
COMMANDS = (
    Command("fire", "detection, hit value and hit chance of one unit firing at another", fire_command, (
        Arg(("--firer",), dict(required=True, metavar="UNIT@HEX", help=UNIT_HELP)),
        Arg(("--target",), dict(required=True, metavar="UNIT@HEX", help=UNIT_HELP)),
        Arg(("--order",), dict(type=whole_number(1, 99), default=1, metavar="K", help="missiles: the target is the "
                               "K-th unit attacked in its hex (attack - (K - 1))")),
        Arg(("--state",), dict(default="normal", choices=STATES, help="the target's state: free flight and "
                               "orbit moves are detected automatically and count terrain CV 0")),
        Arg(("--roll",), dict(type=int, metavar="N", help="the 2d6 roll: say whether it hits")),
        DISRUPTED, EW_LOST, BOX,
        Arg(("--carrying",), dict(metavar="UNIT", help="the infantry the target carrier carries: its own hit "
                                  "effect when the carrier is destroyed (destroyed with it in free flight)")),
    ), "Range, detection (the cheapest path within the firer's range), hit value with its terms and the exact "
       "chance to hit on the Firing Table; with --roll whether that roll hits."),
    Command("detect", "range and detection of a hex from a unit", detect_command, (
        Arg(("--firer",), dict(required=True, metavar="UNIT@HEX", help=UNIT_HELP)),
        Arg(("--target",), dict(required=True, metavar="HEX")),
        BOX, EW_LOST,
    ), "Whether the firer detects the target hex: some path of at most its range in hexes whose terrain CV "
       "(target hex counted, firer's not) sums to no more than its EW."),
    Command("move", "MP along a path, barred and destroying terrain", move_command, (
        Arg(("--unit",), dict(required=True, metavar="UNIT")),
        Arg(("--path",), dict(required=True, metavar="HEX,HEX,...", help="the unit's hex first, then each hex "
                              "entered")),
        Arg(("--free-flight",), dict(action="store_true", help="grav units: every hex 1/2 MP, terrain ignored")),
    ), "MP to move a unit along a path from its first hex, whether its MP allow it, and where terrain destroys "
       "it."),
    Command("effect", "what a hit does to a unit in its hex", effect_command, (
        Arg(("--unit",), dict(required=True, metavar="UNIT@HEX", help=UNIT_HELP)),
        Arg(("--roll",), dict(type=int, metavar="N", help="the 2d6 roll on the Hit Effects Table")),
        DISRUPTED, EW_LOST,
    ), "Vehicles and spacecraft are destroyed by any hit; infantry and forts roll 2d6 minus their hex's CV on "
       "their row (a second D destroys a disrupted unit; a fort whose every box reaches EW 0 is destroyed). The "
       "chance of each result, and with --roll its result."),
)
