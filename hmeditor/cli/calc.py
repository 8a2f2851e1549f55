"""hmeditor calc move|tohit|los: the BattleTech calculator over a map and the rules module."""

from __future__ import annotations

import json

from ..core.calc import (
    UNIT_LABELS,
    chance_2d6,
    entry_cost,
    full_to_hit,
    line_of_sight,
    path_cost,
    to_hit,
    verdict,
)
from ..core.calc.common import number, signed
from ..core.calc.text import los_text, step_text, sum_text
from ..core.vocabulary import UNIT_KINDS, WEAPON_CLASSES
from . import UserError
from .common import hex_arg, load_map
from .rules import add_rules_option, rules_from

VIA_WORDS = {"walk": "can walk", "run": "must run", "minimum_movement": "only by the minimum-movement rule"}


def add_parser(sub) -> None:
    p = sub.add_parser("calc", help="combat calculator: movement cost, to-hit, line of sight",
                       description="BattleTech calculator over a map and the rules module "
                                   "('hmeditor rules --markdown' prints the tables it uses).")
    calc = p.add_subparsers(dest="calc", title="calculations", metavar="CALC", required=True)
    move = calc.add_parser("move", help="MP cost to enter a hex (or along a path)",
                           description="MP for a unit to enter --to (from the adjacent --from, which matters for "
                                       "level changes and roads), or along --path from its first hex.")
    move.add_argument("map", metavar="MAP")
    move.add_argument("--unit", required=True, metavar="KIND", help=f"one of: {', '.join(UNIT_KINDS)}")
    move.add_argument("--to", metavar="HEX")
    move.add_argument("--from", dest="from_hex", metavar="HEX")
    move.add_argument("--path", metavar="HEX,HEX,...")
    move.add_argument("--mp", type=int, metavar="N", help="the unit's walking (cruising) MP: say whether it "
                      "may make the move by walking, running or the minimum-movement rule")
    move.add_argument("--large", action="store_true", help="a large (support) vehicle")
    move.add_argument("--json", action="store_true")
    tohit = calc.add_parser("tohit", help="to-hit modifiers from terrain and conditions",
                            description="To-hit modifiers for a target in --target; with --attacker also the "
                                        "intervening terrain and line of sight; with --gunnery the full to-hit "
                                        "number and its chance on 2d6.")
    tohit.add_argument("map", metavar="MAP")
    tohit.add_argument("--weapon", required=True, metavar="CLASS", help=f"one of: {', '.join(WEAPON_CLASSES)}")
    tohit.add_argument("--target", required=True, metavar="HEX")
    tohit.add_argument("--attacker", metavar="HEX")
    tohit.add_argument("--gunnery", type=int, metavar="N", help="gunnery skill: print the full to-hit number")
    tohit.add_argument("--range", default="short", metavar="BRACKET", help="short, medium, long or extreme")
    tohit.add_argument("--attacker-moved", default="stood", metavar="HOW", help="stood, walked, ran or jumped")
    tohit.add_argument("--target-moved", type=int, default=0, metavar="HEXES", help="hexes the target moved")
    tohit.add_argument("--target-jumped", action="store_true")
    tohit.add_argument("--json", action="store_true")
    los = calc.add_parser("los", help="line of sight between two hexes")
    los.add_argument("map", metavar="MAP")
    los.add_argument("--from", dest="from_hex", required=True, metavar="HEX")
    los.add_argument("--to", required=True, metavar="HEX")
    los.add_argument("--json", action="store_true")
    for parser in (move, tohit, los):
        add_rules_option(parser)
    p.set_defaults(run=run)


def run(args) -> int:
    hex_map, rules = load_map(args.map), rules_from(args)
    try:
        out, text = {"move": _move, "tohit": _tohit, "los": _los}[args.calc](args, hex_map, rules)
    except ValueError as e:
        raise UserError(str(e)) from None
    print(json.dumps(out) if args.json else text)
    return 0


# ---- move ---------------------------------------------------------------------------------------

def _move(args, hex_map, rules):
    if args.unit not in UNIT_KINDS:
        raise UserError(f"--unit: unknown unit kind '{args.unit}' (one of: {', '.join(UNIT_KINDS)})")
    if args.path:
        path = [hex_arg(hex_map, h.strip(), "--path") for h in args.path.split(",")]
    elif args.to:
        path = [hex_arg(hex_map, args.from_hex, "--from")] if args.from_hex else []
        path.append(hex_arg(hex_map, args.to, "--to"))
    else:
        raise UserError("give --to HEX (and --from HEX) or --path HEX,HEX,...")
    if len(path) == 1:
        steps = [entry_cost(hex_map, rules, args.unit, path[0], None, args.large)]
    else:
        steps = path_cost(hex_map, rules, args.unit, path, args.large)
    blocked = next((s for s in steps if s.prohibited), None)
    total = None if blocked else sum(s.mp for s in steps)
    out = _step_json(hex_map, steps[-1]) if len(steps) == 1 else {
        "unit": args.unit, "path": [hex_map.hex_id(*h) for h in path], "mp": number(total) if total else None,
        "prohibited": blocked is not None, "reason": blocked.reason if blocked else None,
        "steps": [_step_json(hex_map, s) for s in steps]}
    texts = [step_text(hex_map, s) for s in steps]
    if len(steps) > 1:
        texts.append([f"path {' -> '.join(out['path'])}: " +
                      (f"prohibited at {hex_map.hex_id(*blocked.to)}: {blocked.reason}" if blocked
                       else f"{number(total)} MP")])
    if args.mp is not None:
        v = verdict(rules, hex_map, args.unit, args.mp, total, len(steps))
        out.update({"allowed": v.allowed, "via": v.via, "walk_mp": v.walk_mp, "run_mp": v.run_mp,
                    "mp_changes": [i.json("mp") for i in v.mp_changes]})
        if not blocked:
            where = 0 if len(steps) > 1 else 1
            texts[-1][where] += ": " + (VIA_WORDS[v.via] if v.allowed else f"cannot with {v.walk_mp} walking MP")
        run = f", running MP {v.run_mp}" if v.run_mp is not None else ", no running MP"
        changes = f" ({args.mp} {sum_text(v.mp_changes, signed)})" if v.mp_changes else ""
        texts.append([f"{UNIT_LABELS[args.unit]}: walking MP {v.walk_mp}{changes}{run}"])
    return out, "\n".join(line for text in texts for line in text)


def _step_json(hex_map, s) -> dict:
    return {"unit": s.unit, "to": hex_map.hex_id(*s.to), "from": hex_map.hex_id(*s.from_) if s.from_ else None,
            "mp": number(s.mp) if s.mp is not None else None, "prohibited": s.prohibited, "reason": s.reason,
            "breakdown": [i.json("mp") for i in s.breakdown], "psr": number(s.psr),
            "psr_breakdown": [i.json() for i in s.psr_breakdown], "bog_down_check": s.bog_down_check,
            "bog_down_modifier": s.bog_down_modifier if isinstance(s.bog_down_modifier, str)
            else (number(s.bog_down_modifier) if s.bog_down_modifier is not None else None)}


# ---- to-hit and line of sight ------------------------------------------------------------------

def _tohit(args, hex_map, rules):
    if args.weapon not in WEAPON_CLASSES:
        raise UserError(f"--weapon: unknown weapon class '{args.weapon}' (one of: {', '.join(WEAPON_CLASSES)})")
    target = hex_arg(hex_map, args.target, "--target")
    attacker = hex_arg(hex_map, args.attacker, "--attacker") if args.attacker else None
    result = to_hit(hex_map, rules, args.weapon, target, attacker)
    out = result.json()
    terms = result.breakdown + (result.los.breakdown if result.los else [])
    text = [f"{args.weapon} fire at {result.target}: to-hit modifier {signed(result.modifier)}"
            + (f" = {sum_text(terms)}" if terms else "")]
    if result.los:
        text.append(los_text(result.los))
    if args.gunnery is not None:
        full = full_to_hit(hex_map, rules, args.weapon, target, args.gunnery, args.range, args.attacker_moved,
                           args.target_moved, args.target_jumped, attacker)
        out.update({"to_hit_number": full.number, "chance": round(full.chance, 4),
                    "to_hit_breakdown": [i.json() for i in full.breakdown]})
        text.append(f"to-hit number {full.number} = {sum_text(full.breakdown)}")
        text.append("no line of sight: the shot is impossible" if full.blocked else
                    f"chance to hit on 2d6: {full.chance:.1%} ({round(chance_2d6(full.number) * 36)} in 36)")
    return out, "\n".join(text)


def _los(args, hex_map, rules):
    a, b = hex_arg(hex_map, args.from_hex, "--from"), hex_arg(hex_map, args.to, "--to")
    result = line_of_sight(hex_map, rules, a, b)
    return result.json(), los_text(result)
