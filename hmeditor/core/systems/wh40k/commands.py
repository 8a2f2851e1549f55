"""`hmeditor calc wh40k cover|move|climb|jump-down|building`: Warhammer 40,000's questions on a map,
as JSON (SYSTEMS.md) and as lines for people. Distances in inches stand beside hex counts."""

from __future__ import annotations

from ...calc.answer import number, signed
from ...calc.dice import fraction_text, probability
from ...calc.hexes import parse_hex
from ...errors import InputError
from ...language import translate
from ...vocabulary import BASE_TERRAINS
from ..base import Answer, Arg, Command
from .movement import building_armour, check_roll, climb_options, jump_down, move, ruin_at
from .saves import cover as cover_of
from .schema import FLAGS, UNIT_TYPES
from .terrain import hexes_text, inches_per_hex, save_text

SYSTEM = "wh40k"
ROLE_WORDS = {"in_hex": "the target's hex", "intervening": "between firer and target"}


def chance_fields(key: str, chance) -> dict:
    """ {"x": "n/d", "x_p": 0.1234} (both None without a chance)."""
    return {key: None if chance is None else fraction_text(chance),
            f"{key}_p": None if chance is None else probability(chance)}


def name_text(name: str) -> str:
    return name.replace("_", " ")


# ---- cover ------------------------------------------------------------------------------------

def cover(args, hex_map, rules) -> Answer:
    target = parse_hex(hex_map, args.target, "--target")
    firer = parse_hex(hex_map, args.firer, "--firer") if args.firer else None
    unit = rules.unit(args.unit)
    result = cover_of(hex_map, rules, target, firer, unit, args.go_to_ground)
    per_hex = inches_per_hex(hex_map, rules)
    out = {"system": SYSTEM, "target": hex_map.hex_id(*target), "firer": hex_map.hex_id(*firer) if firer else None,
           "unit": unit.name, "go_to_ground": args.go_to_ground, "save": result.save, "source": result.source,
           "breakdown": result.breakdown, "range_hexes": result.range_hexes,
           "range_in": number(result.range_in) if result.range_in is not None else None,
           "inches_per_hex": number(per_hex)}
    head = f"cover save {save_text(result.save)} for {unit.label} in {out['target']}"
    if result.source:
        head += f" ({name_text(result.source)})"
    lines = [head]
    if firer is not None and result.range_in is not None:
        lines.append(f"firer in {out['firer']}: {hexes_text(result.range_in, per_hex)} away")
    for item in result.breakdown:
        if "role" in item:
            lines.append(f"  {item['save']}+ {name_text(item['source'])} in {item['hex']} ({ROLE_WORDS[item['role']]})")
        elif item["source"] == "go_to_ground":
            lines.append(f"  gone to ground: {item['save']}+")
        else:
            lines.append(f"  no save is better than {item['save']}+")
    return Answer(out, "\n".join(lines))


# ---- move -------------------------------------------------------------------------------------

def move_answer(args, hex_map, rules) -> Answer:
    unit = rules.unit(args.unit)
    start, end = parse_hex(hex_map, args.from_hex, "--from"), parse_hex(hex_map, args.to, "--to")
    m = move(hex_map, rules, unit, start, end)
    ids = hex_map.hex_id
    per_hex = inches_per_hex(hex_map, rules)
    out = {"system": SYSTEM, "unit": unit.name, "from": ids(*start), "to": ids(*end),
           "path": [ids(*h) for h in m.path], "range_hexes": m.range_hexes, "range_in": number(m.range_in),
           "inches_per_hex": number(per_hex)}
    for flag in FLAGS:
        out[flag] = bool(m.hexes[flag])
        out[f"{flag}_hexes"] = [ids(*h) for h in m.hexes[flag]]
    out["slowed"] = m.distance is not None
    out["distance"] = {str(k): fraction_text(v) for k, v in m.distance.items()} if m.distance else None
    out["distance_p"] = {str(k): probability(v) for k, v in m.distance.items()} if m.distance else None
    out.update(chance_fields("reach_chance", m.reach_chance))
    out.update(chance_fields("dangerous_test_chance", m.dangerous_chance))
    out["dangerous_fails"] = unit.fails if m.dangerous_chance is not None else None
    out["limit_in"] = None if unit.place_within_in is None else number(unit.place_within_in)
    out["within_limit"] = m.within_limit
    return Answer(out, "\n".join(_move_lines(m, out, per_hex)))


def _move_lines(m, out: dict, per_hex: float) -> list[str]:
    lines = [f"{m.unit.label} from {out['from']} to {out['to']}: {hexes_text(m.range_in, per_hex)}"]
    for flag in FLAGS:
        if out[flag]:
            lines.append(f"  {flag} terrain: {', '.join(out[flag + '_hexes'])}")
    if not any(out[flag] for flag in FLAGS):
        lines.append("  open ground all the way")
    if out["impassable"] or out["lethal"]:
        lines.append("  the move is not possible: impassable terrain" if out["impassable"] else
                     "  the move is not possible: lethal terrain is impassable, a model ending there is removed")
    if m.distance:
        dice = f"{m.unit.dice}D6"
        lines.append(f"  difficult terrain: move the highest of {dice} in inches; covering "
                     f"{m.range_in:g}\" needs {_needed(m.range_in)}: {out['reach_chance']} "
                     f"({out['reach_chance_p']:.1%})")
    elif out["difficult"]:
        lines.append(f"  {m.unit.label} are not slowed by difficult terrain")
    if m.within_limit is not None:
        lines.append(f"  {m.unit.label} are placed within {out['limit_in']:g}\" of where they start: "
                     + ("within reach" if m.within_limit else f"{m.range_in:g}\" is too far"))
    if m.dangerous_chance is not None:
        if m.dangerous_chance == 0:
            lines.append(f"  dangerous terrain test: {m.unit.label} pass it automatically")
        else:
            lines.append(f"  dangerous terrain test: fails on a 1 ({out['dangerous_test_chance']}), the model "
                         f"{'loses a wound' if m.unit.fails == 'wound' else 'is immobilised'}")
    return lines


def _needed(distance_in: float) -> str:
    need = max(1, int(-(-distance_in // 1)))
    return f"a {need}" if need <= 6 else "more than a 6 (out of reach)"


# ---- climbing and jumping down -----------------------------------------------------------------

def climb(args, hex_map, rules) -> Answer:
    hx = parse_hex(hex_map, args.hex, "--hex")
    ruin = ruin_at(hex_map, hx)
    roll = check_roll(args.roll)
    unit = rules.unit(args.unit)
    options = climb_options(rules, ruin, roll, unit)
    per_hex = inches_per_hex(hex_map, rules)
    out = {"system": SYSTEM, "hex": hex_map.hex_id(*hx), "unit": unit.name, "climbs": unit.climbs, "roll": roll,
           "ruin_floors": ruin.floors, "spacing_in": number(ruin.spacing), "inches_per_hex": number(per_hex),
           "options": [{"floors": n, "horizontal_in": number(x)} for n, x in options]}
    lines = [f"difficult terrain roll {roll} for {unit.label} in the ruins of {out['hex']} ({ruin.floors} floors "
             f"{ruin.spacing:g}\" apart):"]
    if not unit.climbs:
        lines.append(f"  {unit.label} move only on the ground floor of ruins (unless the players agree otherwise)")
    for n, x in options:
        move_text = hexes_text(x, per_hex) if x else "nothing more"
        lines.append(f"  {'stay on the floor' if n == 0 else f'{n} floor{_s(n)} up or down'}, then {move_text} across")
    if ruin.spacing > rules.setting("ruins.climb_limit_in"):
        lines.append(f"  floors more than {rules.setting('ruins.climb_limit_in'):g}\" apart: no climbing by the "
                     "test (jump, jet-pack, jetbike and skimmer units may fly up; others may jump down)")
    climbers = [u.label for u in rules.units.values() if u.climbs]
    lines.append(f"  who climbs: {', '.join(climbers)}")
    return Answer(out, "\n".join(lines))


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def jump_down_answer(args, hex_map, rules) -> Answer:
    hx = parse_hex(hex_map, args.hex, "--hex")
    ruin = ruin_at(hex_map, hx)
    jump = jump_down(rules, ruin, args.floor, args.to_floor)
    out = {"system": SYSTEM, "hex": hex_map.hex_id(*hx), "floor": args.floor, "to_floor": args.to_floor,
           "height_in": number(jump.height_in), "modifier": jump.modifier,
           **chance_fields("survive_chance", jump.survive_chance)}
    down_to = "" if args.to_floor == 1 else f" to floor {args.to_floor}"
    lines = [f"jumping down from floor {args.floor} of {out['hex']}{down_to}: {jump.height_in:g}\" fall, "
             f"fall test D6 {signed(jump.modifier)}; {jump.removed_at_or_below} or less removes the model",
             f"  survives on {jump.removed_at_or_below + 1 - jump.modifier}+: {out['survive_chance']} "
             f"({out['survive_chance_p']:.1%})" if jump.survive_chance else "  no roll survives"]
    if args.roll is not None:
        roll = check_roll(args.roll)
        result = roll + jump.modifier
        out.update({"roll": roll, "result": result, "survives": result > jump.removed_at_or_below})
        lines.append(f"  roll {roll}: {roll} {signed(jump.modifier)} = {result}, "
                     + ("survives" if out["survives"] else "removed as a casualty"))
    return Answer(out, "\n".join(lines))


# ---- buildings --------------------------------------------------------------------------------

def building(args, hex_map, rules) -> Answer:
    hx = parse_hex(hex_map, args.hex, "--hex")
    cell = hex_map.cell(*hx)
    if cell.base != "building":
        label = BASE_TERRAINS[int(hex_map.base[hx[1], hx[0]])].label.lower()
        raise InputError("--hex", translate("Wh40k", "{hex} is not a building (it is {terrain})").format(
            hex=hex_map.hex_id(*hx), terrain=label))
    kind = str(cell.param("type"))
    a = building_armour(rules, kind, args.neglected, args.fortification)
    out = {"system": SYSTEM, "hex": hex_map.hex_id(*hx), "building": kind, "fortification": args.fortification,
           "neglected": args.neglected, "armour": a.armour,
           "breakdown": [{"source": s, "value": v} for s, v in a.breakdown],
           "emplaced_bs": a.emplaced_bs, "emplaced_can_fire": a.emplaced_can_fire}
    named = rules.named[args.fortification].extra.get("title") if args.fortification else f"{kind} building"
    lines = [f"{named} in {out['hex']}: armour {a.armour}" +
             (f" ({' '.join(f'{v:+}' if i else str(v) for i, (_, v) in enumerate(a.breakdown))}: neglected)"
              if args.neglected else ""),
             f"  emplaced weapons: {'fire at BS ' + str(a.emplaced_bs) if a.emplaced_can_fire else 'cannot fire'}"]
    return Answer(out, "\n".join(lines))


UNIT_HELP = f"unit type, one of: {', '.join(UNIT_TYPES)}"
HEX = dict(required=True, metavar="HEX")

COMMANDS = (
    Command("cover", "the cover save of a target (from a firer)", cover, (
        Arg(("--target",), HEX),
        Arg(("--firer",), dict(metavar="HEX", help="the firer: terrain between it and the target counts too")),
        Arg(("--go-to-ground",), dict(action="store_true", help="the target has gone to ground")),
        Arg(("--unit",), dict(default="infantry", metavar="TYPE", help=UNIT_HELP)),
    ), "The best cover save of a model in --target: its own hex's cover (area terrain, ruins, fortified) and, "
       "with --firer, every hex on the line between them; going to ground adds to it; never better than 2+."),
    Command("move", "terrain tests of a move and the difficult-terrain distance", move_answer, (
        Arg(("--unit",), dict(required=True, metavar="TYPE", help=UNIT_HELP)),
        Arg(("--from",), dict(dest="from_hex", **HEX)),
        Arg(("--to",), HEX),
    ), "Difficult, dangerous, impassable and lethal terrain on the straight move from --from to --to, the "
       "chances of the difficult-terrain distance (2D6, the highest die) and of failing a dangerous terrain test."),
    Command("climb", "what a difficult-terrain roll allows in ruins", climb, (
        Arg(("--hex",), HEX),
        Arg(("--roll",), dict(type=int, required=True, metavar="D", help="the difficult-terrain roll, 1 to 6")),
        Arg(("--unit",), dict(default="infantry", metavar="TYPE", help=UNIT_HELP + " (units that may not climb "
                                                                              "stay on the ground floor)")),
    ), "Each floor of the ruin in --hex costs its spacing in inches out of the roll: the floors it may climb "
       "or descend and the inches left to move across."),
    Command("jump-down", "the fall test of a model jumping down from a ruin's floor", jump_down_answer, (
        Arg(("--hex",), HEX),
        Arg(("--floor",), dict(type=int, required=True, metavar="N", help="the floor jumped from (the ground is 1)")),
        Arg(("--to-floor",), dict(type=int, default=1, metavar="M", help="the floor jumped down to (default 1, the "
                                                                        "ground): a fall of (N - M) floors")),
        Arg(("--roll",), dict(type=int, metavar="R", help="the fall test's D6 roll")),
    ), "A D6, -1 per full 3 inches of height; 1 or less removes the model."),
    Command("building", "a building's armour and its emplaced weapons", building, (
        Arg(("--hex",), HEX),
        Arg(("--neglected",), dict(action="store_true", help="bought by neither army: armour -2, weapons silent")),
        Arg(("--fortification",), dict(metavar="NAME", help="a fortification the rules name (bastion, "
                                                            "fortress_of_redemption) instead of the map's type")),
    ), "The armour of the building in --hex by its type (or a named fortification), neglected or not, and whether "
       "its emplaced weapons fire (at BS 2)."),
)
