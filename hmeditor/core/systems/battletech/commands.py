"""`hmeditor calc move|tohit|los`: BattleTech's questions on a map, as JSON (CLI.md) and as text."""

from __future__ import annotations

from ...calc.answer import number, signed, sum_text
from ...calc.hexes import check_path, parse_hex, parse_hexes
from ...errors import InputError, quoted
from ...language import translate
from ..base import Answer, Arg, Command, whole_number
from .conditions import brought, heat
from .los import Unit, line_of_sight
from .movement import entry_cost, jump, path_cost, verdict
from .text import los_text, step_text
from .tohit import chance_2d6, full_to_hit, to_hit
from .vocabulary import UNIT_KINDS, UNIT_LABELS, WEAPON_CLASSES

VIA_WORDS = {"walk": "can walk", "run": "must run", "minimum_movement": "only by the minimum-movement rule"}


def check_unit_kind(option: str, kind: str) -> None:
    if kind not in UNIT_KINDS:
        raise InputError(option, translate("BattleTech", "unknown unit kind {kind} (one of: {kinds})").format(
            kind=quoted(kind), kinds=", ".join(UNIT_KINDS)))


# ---- move ---------------------------------------------------------------------------------------

def move(args, hex_map, rules) -> Answer:
    check_unit_kind("--unit", args.unit)
    if args.path:
        path = parse_hexes(hex_map, args.path, "--path")
    elif args.to:
        path = [parse_hex(hex_map, args.from_hex, "--from")] if args.from_hex else []
        path.append(parse_hex(hex_map, args.to, "--to"))
    else:
        raise ValueError("give --to HEX (and --from HEX) or --path HEX,HEX,...")
    check_path(hex_map, path, "--path" if args.path else "--to")
    if len(path) == 1:
        steps = [entry_cost(hex_map, rules, args.unit, path[0], None, args.large)]
    else:
        steps = path_cost(hex_map, rules, args.unit, path, args.large)
    blocked = next((s for s in steps if s.prohibited), None)
    total = sum(s.mp for s in steps if s.mp is not None)         # counts when none is blocked
    out = _step_json(hex_map, steps[-1]) if len(steps) == 1 else {
        "unit": args.unit, "path": [hex_map.hex_id(*h) for h in path],
        "mp": number(total) if total and not blocked else None,
        "prohibited": blocked is not None, "reason": blocked.reason if blocked else None,
        "steps": [_step_json(hex_map, s) for s in steps]}
    texts = [step_text(hex_map, s) for s in steps]
    if len(steps) > 1:
        texts.append([f"path {' -> '.join(out['path'])}: " +
                      (f"prohibited at {hex_map.hex_id(*blocked.to)}: {blocked.reason}" if blocked
                       else f"{number(total)} MP")])
    if args.mp is not None:
        v = verdict(rules, hex_map, args.unit, args.mp, None if blocked else total, len(steps))
        out.update({"allowed": v.allowed, "via": v.via, "walk_mp": v.walk_mp, "run_mp": v.run_mp,
                    "mp_changes": [i.json("mp") for i in v.mp_changes], "walk_only": v.walk_only is not None})
        if not blocked:
            where = 0 if len(steps) > 1 else 1
            texts[-1][where] += ": " + (VIA_WORDS[v.via] if v.via is not None
                                        else f"cannot with {v.walk_mp} walking MP")
        run = f", running MP {v.run_mp}" if v.run_mp is not None else \
            (f", no running MP ({v.walk_only}: walking only)" if v.walk_only else ", no running MP")
        changes = f" ({args.mp} {sum_text(v.mp_changes, signed)})" if v.mp_changes else ""
        texts.append([f"{UNIT_LABELS[args.unit]}: walking MP {v.walk_mp}{changes}{run}"])
    if args.jump is not None:
        texts.append(_jump(out, hex_map, rules, args.unit, args.jump, path))
    texts.append(_heat(out, hex_map, rules, args.unit))
    texts.append(_weather(out, hex_map, rules))
    return Answer(out, "\n".join(line for text in texts for line in text))


def _jump(out: dict, hex_map, rules, kind: str, mp: int, path) -> list[str]:
    j = jump(hex_map, rules, kind, mp, path)
    out.update({"jump_mp": j.jump_mp, "jump_mp_changes": [i.json("mp") for i in j.changes], "jump_allowed": j.allowed,
                "jump_reason": j.reason})
    changes = f" ({mp} {sum_text(j.changes, signed)})" if j.changes else ""
    can = "" if j.allowed is None else (": can jump there" if j.allowed else f": cannot jump there ({j.reason})")
    return [f"{UNIT_LABELS[kind]}: jumping MP {j.jump_mp}{changes}{can}"]


def _heat(out: dict, hex_map, rules, kind: str) -> list[str]:
    """The heat the temperature gives the unit each turn ('Mechs)."""
    item = heat(rules, hex_map, kind)
    out["heat"] = number(item.value) if item else 0
    return [f"{UNIT_LABELS[kind]}: {signed(item.value)} heat per turn at {item.label}"] if item else []


def _weather(out: dict, hex_map, rules) -> list[str]:
    """What the weather brings (a wind, a temperature): into the JSON, and the lines saying so."""
    changes, lines = brought(rules, hex_map)
    out["weather_brings"] = changes
    return lines


def _step_json(hex_map, s) -> dict:
    return {"unit": s.unit, "to": hex_map.hex_id(*s.to), "from": hex_map.hex_id(*s.from_) if s.from_ else None,
            "mp": number(s.mp) if s.mp is not None else None, "prohibited": s.prohibited, "reason": s.reason,
            "breakdown": [i.json("mp") for i in s.breakdown], "psr": number(s.psr),
            "psr_breakdown": [i.json() for i in s.psr_breakdown], "bog_down_check": s.bog_down_check,
            "bog_down_modifier": s.bog_down_modifier if isinstance(s.bog_down_modifier, str)
            else (number(s.bog_down_modifier) if s.bog_down_modifier is not None else None)}


# ---- to-hit and line of sight ------------------------------------------------------------------

def _units(args) -> tuple[Unit, Unit]:
    """The attacker and the target as the arguments say (--unit ..., --target-unit ...)."""
    check_unit_kind("--unit", args.unit)
    check_unit_kind("--target-unit", args.target_unit)
    return (Unit(args.unit, args.large, args.sunk),
            Unit(args.target_unit, args.target_large, args.target_sunk, getattr(args, "hull_down", False)))


def tohit(args, hex_map, rules) -> Answer:
    if args.weapon not in WEAPON_CLASSES:
        raise InputError("--weapon", translate(
            "BattleTech", "unknown weapon class {weapon} (one of: {classes})").format(
            weapon=quoted(args.weapon), classes=", ".join(WEAPON_CLASSES)))
    target = parse_hex(hex_map, args.target, "--target")
    attacker = parse_hex(hex_map, args.attacker, "--attacker") if args.attacker else None
    shooter, shot = _units(args)
    result = to_hit(hex_map, rules, args.weapon, target, attacker, shooter, shot)
    out = result.json()
    terms = result.breakdown + (result.los.breakdown if result.los else [])
    text = [f"{args.weapon} fire at {result.target}: to-hit modifier {signed(result.modifier)}"
            + (f" = {sum_text(terms)}" if terms else "")]
    if result.los:
        text.append(los_text(result.los))
    text += _weather(out, hex_map, rules)
    needing_gunnery = [flag for flag, value in (("--range", args.range), ("--attacker-moved", args.attacker_moved),
                                                ("--target-moved", args.target_moved),
                                                ("--target-jumped", args.target_jumped or None)) if value is not None]
    if args.gunnery is None and needing_gunnery:
        verb = "count" if len(needing_gunnery) > 1 else "counts"
        raise ValueError(f"{', '.join(needing_gunnery)} {verb} only in the full to-hit number: add --gunnery N "
                         "(e.g. --gunnery 4)")
    if args.gunnery is not None:
        full = full_to_hit(hex_map, rules, args.weapon, target, args.gunnery, args.range or "short",
                           args.attacker_moved or "stood", args.target_moved or 0, args.target_jumped, attacker,
                           shooter, shot)
        out.update({"to_hit_number": full.number, "chance": round(full.chance, 4),
                    "to_hit_breakdown": [i.json() for i in full.breakdown]})
        text.append(f"to-hit number {full.number} = {sum_text(full.breakdown)}")
        text.append("no line of sight: the shot is impossible" if full.blocked else
                    f"chance to hit on 2d6: {full.chance:.1%} ({round(chance_2d6(full.number) * 36)} in 36)")
    return Answer(out, "\n".join(text))


def los(args, hex_map, rules) -> Answer:
    a, b = parse_hex(hex_map, args.from_hex, "--from"), parse_hex(hex_map, args.to, "--to")
    result = line_of_sight(hex_map, rules, a, b, *_units(args))
    return Answer(result.json(), los_text(result))


UNIT_ARGS = (
    Arg(("--unit",), dict(default="mech", metavar="KIND", help=f"the attacker (seer): one of {', '.join(UNIT_KINDS)}; "
                          "default mech")),
    Arg(("--large",), dict(action="store_true", help="the attacker is a large (support) vehicle")),
    Arg(("--sunk",), dict(action="store_true", help="the attacker has sunk into a gravel pile")),
    Arg(("--target-unit",), dict(default="mech", metavar="KIND", help="the target (seen); default mech")),
    Arg(("--target-large",), dict(action="store_true", help="the target is a large (support) vehicle")),
    Arg(("--target-sunk",), dict(action="store_true", help="the target has sunk into a gravel pile")),
)


COMMANDS = (
    Command("move", "MP cost to enter a hex (or along a path)", move, (
        Arg(("--unit",), dict(required=True, metavar="KIND", help=f"one of: {', '.join(UNIT_KINDS)}")),
        Arg(("--to",), dict(metavar="HEX")),
        Arg(("--from",), dict(dest="from_hex", metavar="HEX")),
        Arg(("--path",), dict(metavar="HEX,HEX,...")),
        Arg(("--mp",), dict(type=whole_number(), metavar="N", help="the unit's walking (cruising) MP: say whether "
                            "it may make the move by walking, running or the minimum-movement rule")),
        Arg(("--large",), dict(action="store_true", help="a large (support) vehicle")),
        Arg(("--jump",), dict(type=whole_number(), metavar="N", help="the unit's jumping MP: say whether it may "
                              "jump from the first hex to the last")),
    ), "MP for a unit to enter --to (from the adjacent --from, which matters for level changes and roads), or "
       "along --path from its first hex."),
    Command("tohit", "to-hit modifiers from terrain and conditions", tohit, (
        Arg(("--weapon",), dict(required=True, metavar="CLASS", help=f"one of: {', '.join(WEAPON_CLASSES)}")),
        Arg(("--target",), dict(required=True, metavar="HEX")),
        Arg(("--attacker",), dict(metavar="HEX")),
        Arg(("--gunnery",), dict(type=whole_number(0, 12), metavar="N",
                                 help="gunnery skill: print the full to-hit number")),
        Arg(("--range",), dict(metavar="BRACKET", help="short (the default), medium, long or extreme; with --gunnery")),
        Arg(("--attacker-moved",), dict(metavar="HOW", help="stood (the default), walked, ran or jumped; with "
                                                           "--gunnery")),
        Arg(("--target-moved",), dict(type=whole_number(), metavar="HEXES", help="hexes the target moved (0); with "
                                                                             "--gunnery")),
        Arg(("--target-jumped",), dict(action="store_true", help="with --gunnery")),
        *UNIT_ARGS,
        Arg(("--hull-down",), dict(action="store_true", help="the target vehicle is hull-down (on a half level or "
                                   "in a fortified hex)")),
    ), "To-hit modifiers for a target in --target; with --attacker also the intervening terrain and line of "
       "sight; with --gunnery the full to-hit number and its chance on 2d6."),
    Command("los", "line of sight between two hexes", los, (
        Arg(("--from",), dict(dest="from_hex", required=True, metavar="HEX")),
        Arg(("--to",), dict(required=True, metavar="HEX")),
        *UNIT_ARGS,
    ), "Line of sight from a unit in --from to one in --to ('Mechs by default): the intervening terrain, partial "
       "cover, and what blocks it."),
)
