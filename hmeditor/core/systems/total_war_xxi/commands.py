"""`hmeditor calc twxxi shoot|survive|move|climb|blast`: Total War XXI's questions, as JSON
(SYSTEMS.md) and as text."""

from __future__ import annotations

from fractions import Fraction

from ...calc.answer import number
from ...calc.dice import fraction_text, probability
from ...calc.hexes import parse_hex
from ...language import QT_TRANSLATE_NOOP, translate, written
from ...vocabulary import BASE_TERRAINS
from ...wording import name_words
from ..base import Answer, Arg, Command
from . import SYSTEM_ID
from .area import blast
from .cover import fraction_words, parse_cover
from .infantry import climb, find_calibre, find_class, infantry_move, parse_height, survival
from .schema import CALIBRES, INFANTRY_CLASSES, TARGET_KINDS, TARGET_WORDS, shipped_words
from .shooting import find_weapon, manoeuvre_text, parse_count, parse_manoeuvre, shoot


def chance_json(key: str, chance: Fraction | None) -> dict:
    """{"key": "n/d", "key_p": 0.1234} (both null without a chance)."""
    return {key: None if chance is None else fraction_text(chance),
            f"{key}_p": None if chance is None else probability(chance)}


def chance_words(chance: Fraction) -> str:
    return written(f"{fraction_text(chance)} ({float(chance):.1%})")


# ---- shoot -------------------------------------------------------------------------------------

def shoot_answer(args, hex_map, rules) -> Answer:
    weapon = find_weapon(rules, args.weapon)
    firer, target = parse_hex(hex_map, args.from_hex, "--from"), parse_hex(hex_map, args.to, "--to")
    cover = parse_cover(args.cover) if args.cover is not None else None
    armour = parse_count(args.armour, "--armour")
    shot = shoot(hex_map, rules, weapon, firer, target, cover, armour,
                 parse_manoeuvre(args.target_manoeuvre, "--target-manoeuvre"), args.target_kind, not args.no_room)
    ids = hex_map.hex_id
    out = {"system": SYSTEM_ID, "weapon": weapon.id, "from": ids(*firer), "to": ids(*target),
           "target_kind": shot.target_kind, "distance_hexes": shot.distance_hexes, "range_cm": shot.range_cm,
           "weapon_range_cm": weapon.range_cm, "in_range": shot.in_range, "blocked": shot.blocked,
           "blocked_by": [ids(*h) for h in shot.line.blocked_by], "cover": fraction_words(shot.cover),
           "cover_p": probability(shot.cover),
           "cover_breakdown": [{"hex": ids(*shot.cover_hex), "source": t.name, "cover": fraction_words(t.cover)}
                               for t in shot.cover_terms if shot.cover_hex is not None],
           "guided": weapon.guided, "hit_on": shot.hit_on, **chance_json("hit_chance", shot.hit_chance),
           "dodge_on": shot.dodge_on, **chance_json("dodge_chance", shot.dodge_chance), "shots": shot.shots,
           **chance_json("any_hit_chance", shot.any_hit_chance)}
    if weapon.guided:
        out["manoeuvre"] = {"missile": weapon.manoeuvre, "target": shot.target_manoeuvre}
    if armour is not None:
        out.update({"armour": armour, "penetration": weapon.penetration.text if weapon.penetration else None,
                    "penetrate_on": shot.penetrate_on, **chance_json("penetrate_chance", shot.penetrate_chance),
                    **chance_json("kill_chance", shot.kill_chance)})
    return Answer(out, "\n".join(shot_lines(hex_map, shot)))


def shot_lines(hex_map, shot) -> list[str]:
    """The shot in words (the command line and the editor's panel)."""
    w = shot.weapon
    lines = [_range_line(shot)]
    if shot.blocked:
        blockers = ", ".join(f"{hex_map.hex_id(*h)} ({_rise(hex_map, h)})" for h in shot.line.blocked_by)
        lines.append(translate("TotalWarXXI", "blocked by {hexes}: no hit").format(hexes=blockers))
    cover = _cover_text(hex_map, shot)
    if w.guided:
        lines.append(translate("TotalWarXXI", "guided: the missile's {missile} must roll more than the target's "
                               "{target} (cover does not count): hit {chance}").format(
            missile=manoeuvre_text(w.manoeuvre), target=manoeuvre_text(shot.target_manoeuvre),
            chance=chance_words(shot.hit_chance)))
    elif shot.blocked:
        lines.append(translate("TotalWarXXI", "{cover}: would hit on {on}+ with the line clear").format(
            cover=cover, on=shot.hit_on))
    else:
        lines.append(translate("TotalWarXXI", "{cover}: hits on {on}+, chance {chance}").format(
            cover=cover, on=shot.hit_on, chance=chance_words(shot.hit_chance)))
    if shot.dodge_on is not None:
        lines.append(translate("TotalWarXXI", "the {target} dodges on {on}+: {chance}").format(
            target=TARGET_WORDS[shot.target_kind], on=shot.dodge_on, chance=chance_words(shot.dodge_chance)))
    elif shot.target_kind == "vehicle" and not w.guided:
        lines.append(translate("TotalWarXXI", "the vehicle has no room to move aside: it cannot dodge"))
    if shot.shots > 1:
        lines.append(translate("TotalWarXXI", "{shots} shots: at least one hits {chance}").format(
            shots=shot.shots, chance=chance_words(shot.any_hit_chance)))
    if shot.armour is not None:
        lines.append(translate("TotalWarXXI", "armour {armour}: {reason}; penetrates {chance}; penetrating hit "
                               "{kill}").format(armour=shot.armour, reason=shot.penetration_reason,
                                                chance=chance_words(shot.penetrate_chance),
                                                kill=chance_words(shot.kill_chance)))
    return lines

# A weapon named with the targets it is made for (the rules file's `targets`).
WEAPON_TARGETS = {"ground": QT_TRANSLATE_NOOP("TotalWarXXI", "{weapon} (ground targets)"),
                  "air": QT_TRANSLATE_NOOP("TotalWarXXI", "{weapon} (air targets)")}


def _range_line(shot) -> str:
    """ "Rifle: 3 hexes = 30 cm, range 50 cm: in range"."""
    w = shot.weapon
    limit = (translate("TotalWarXXI", "no range limit given") if w.range_cm is None else
             translate("TotalWarXXI", "range {cm} cm").format(cm=number(w.range_cm)))
    weapon = shipped_words(w.label)
    if w.targets:
        weapon = translate("TotalWarXXI", WEAPON_TARGETS[w.targets]).format(weapon=weapon)
    verdict = translate("TotalWarXXI", "in range") if shot.in_range else translate("TotalWarXXI", "out of range")
    return translate("TotalWarXXI", "{weapon}: {hexes} hexes = {cm} cm, {limit}: {verdict}").format(
        weapon=weapon, hexes=shot.distance_hexes, cm=number(shot.range_cm), limit=limit, verdict=verdict)


def _cover_text(hex_map, shot) -> str:
    """ "cover 1/3 (light woods 1/3 in 0305, between)", "cover 1/2 (given)"."""
    source = " + ".join(f"{name_words(t.name)} {fraction_words(t.cover)}" for t in shot.cover_terms)
    if source and shot.cover_hex in shot.line.hexes:
        source = translate("TotalWarXXI", "{source} in {hex}, between").format(
            source=source, hex=hex_map.hex_id(*shot.cover_hex))
    cover = fraction_words(shot.cover)
    if not source:
        return translate("TotalWarXXI", "cover {cover} (given)").format(cover=cover)
    return translate("TotalWarXXI", "cover {cover} ({source})").format(cover=cover, source=source)


def _rise(hex_map, hx) -> str:
    """ "building", "level 2": what rises into the line in a hex."""
    col, row = hx
    spec = BASE_TERRAINS[int(hex_map.base[row, col])]
    level = float(hex_map.level[row, col])
    if spec.name != "clear":
        return spec.label.lower()
    return translate("TotalWarXXI", "level {level}").format(level=f"{level:g}")


# ---- infantry ----------------------------------------------------------------------------------

def survive_answer(args, hex_map, rules) -> Answer:
    calibre = find_calibre(rules, args.calibre)
    on, chance = survival(rules, calibre)
    return Answer({"system": SYSTEM_ID, "calibre": calibre, "on": on, **chance_json("chance", chance)},
                  f"hit by {calibre if calibre != 'blast' else 'a blast'}: survives (wounded) on {on}"
                  f"{'+' if on < 6 else ''}, chance {chance_words(chance)}")


def move_answer(args, hex_map, rules) -> Answer:
    unit = find_class(args.unit)
    a, b = parse_hex(hex_map, args.from_hex, "--from"), parse_hex(hex_map, args.to, "--to")
    move = infantry_move(hex_map, rules, unit, a, b)
    label = rules.settings[f"infantry.{unit}"].extra["label"]
    return Answer({"system": SYSTEM_ID, "unit": unit, "from": hex_map.hex_id(*a), "to": hex_map.hex_id(*b),
                   "distance_hexes": move.distance_hexes, "distance_cm": move.distance_cm,
                   "speed_cm": number(move.speed_cm), "turns": move.turns},
                  f"{label} from {hex_map.hex_id(*a)} to {hex_map.hex_id(*b)}: {move.distance_hexes} hexes = "
                  f"{number(move.distance_cm)} cm at {number(move.speed_cm)} cm a turn: {move.turns} turn"
                  f"{'s' if move.turns != 1 else ''}")


def climb_answer(args, hex_map, rules) -> Answer:
    c = climb(rules, parse_height(args.obstacle_cm, "--obstacle-cm"), parse_height(args.figure_cm, "--figure-cm"))
    return Answer({"system": SYSTEM_ID, "obstacle_cm": c.obstacle_cm, "figure_cm": c.figure_cm,
                   "difference_cm": c.difference_cm, "limit_cm": number(c.limit_cm), "on": c.on,
                   **chance_json("chance", c.chance)},
                  f"obstacle {c.obstacle_cm} cm, figure {c.figure_cm} cm: {c.reason}; "
                  f"chance {chance_words(c.chance)}" if c.on else
                  f"obstacle {c.obstacle_cm} cm, figure {c.figure_cm} cm: {c.reason}: cannot climb")


# ---- area fire ---------------------------------------------------------------------------------

def blast_answer(args, hex_map, rules) -> Answer:
    weapon = find_weapon(rules, args.weapon)
    b = blast(hex_map, rules, weapon, parse_hex(hex_map, args.at, "--at"))
    ids = [hex_map.hex_id(*h) for h in b.hexes]
    out = {"system": SYSTEM_ID, "weapon": weapon.id, "at": hex_map.hex_id(*b.at), "cm_per_hex": number(b.cm_per_hex),
           "radius_cm": number(b.radius_cm), "hexes": ids, "covered": dict(zip(ids, b.covered)),
           "scatter_cm": None if b.scatter_cm is None else number(b.scatter_cm),
           "scatter_out_p": None if b.scatter_out is None else round(b.scatter_out, 4),
           "scatter_hexes": [hex_map.hex_id(*h) for h in b.scatter_hexes]}
    return Answer(out, "\n".join(blast_lines(hex_map, b)))


def blast_lines(hex_map, b) -> list[str]:
    lines = [translate("TotalWarXXI", "{weapon}: HE radius {radius} cm around {hex} (hexes {cm} cm across) reaches "
                       "{count} hexes:").format(weapon=shipped_words(b.weapon.label), radius=number(b.radius_cm),
                                                hex=hex_map.hex_id(*b.at), cm=number(b.cm_per_hex), count=len(b.hexes)),
             "  " + ", ".join(f"{hex_map.hex_id(*h)} ({c:.0%})" for h, c in zip(b.hexes, b.covered))]
    if b.scatter_cm is None:
        lines.append(translate("TotalWarXXI", "no scatter"))
    else:
        lines.append(translate("TotalWarXXI", "scatter {cm} cm in any direction: leaves the hex with chance {chance}; "
                               "may land in {count} hexes").format(cm=number(b.scatter_cm),
                                                                   chance=f"{b.scatter_out:.1%}",
                                                                   count=len(b.scatter_hexes)))
    return lines


COMMANDS = (
    Command("shoot", "range, hit, penetration and kill chance of a shot", shoot_answer, (
        Arg(("--weapon",), dict(required=True, metavar="W", help="a weapon of the rules file (pistol, rpg, ...)")),
        Arg(("--from",), dict(dest="from_hex", required=True, metavar="HEX", help="the firer's hex")),
        Arg(("--to",), dict(required=True, metavar="HEX", help="the target's hex")),
        Arg(("--cover",), dict(metavar="F", help="the share of the target hidden, like 1/2 or 0.5 "
                                                  "(default: the target hex's terrain)")),
        Arg(("--armour",), dict(metavar="N", help="the target's armour: adds penetration and the kill chance")),
        Arg(("--target-manoeuvre",), dict(metavar="M", help="the target's manoeuvre bonus (M, M+1, ...): against a "
                                                            "guided missile's die, and added to its dodge")),
        Arg(("--target-kind",), dict(choices=TARGET_KINDS,
                                     help="what is shot at: a vehicle dodges unguided shots on 5+, a helicopter "
                                          "the machine gun on 4+ (default: infantry, or what the weapon fires at)")),
        Arg(("--no-room",), dict(action="store_true", help="the vehicle shot at has nowhere to move aside: it "
                                                           "cannot dodge")),
    ), "A dice shot at a target: range in cm (hexes x cm_per_hex), whether a building or hill between blocks it, "
       "the D6 to hit by the target's cover or the terrain between (guided weapons: the manoeuvre dice), the "
       "target's dodge, the chance one of the turn's shots hits, with --armour the D6 to penetrate and the chance "
       "of a penetrating hit."),
    Command("survive", "the D6 an infantryman hit needs to survive", survive_answer, (
        Arg(("--calibre",), dict(required=True, metavar="C", help=f"one of: {', '.join(CALIBRES)}, a small arm, "
                                                                      "or a weapon with an HE radius (its blast)")),
    ), needs_map=False),
    Command("move", "infantry movement in cm and turns", move_answer, (
        Arg(("--unit",), dict(required=True, metavar="CLASS", help=f"one of: {', '.join(INFANTRY_CLASSES)}")),
        Arg(("--from",), dict(dest="from_hex", required=True, metavar="HEX")),
        Arg(("--to",), dict(required=True, metavar="HEX")),
    )),
    Command("climb", "the D6 infantry needs to climb a vertical obstacle", climb_answer, (
        Arg(("--obstacle-cm",), dict(required=True, metavar="H", help="the obstacle's height in cm")),
        Arg(("--figure-cm",), dict(required=True, metavar="F", help="the figure's height in cm")),
    ), needs_map=False),
    Command("blast", "the hexes within a weapon's HE radius, and scatter", blast_answer, (
        Arg(("--at",), dict(required=True, metavar="HEX", help="the impact hex (its centre)")),
        Arg(("--weapon",), dict(required=True, metavar="W",
                                help="a weapon with an HE radius (rpg, grenade, bomb, ...)")),
    ), "Every hex whose area the circle of the weapon's HE radius around the impact hex's centre touches, the "
       "share of each inside it, and the chance that the weapon's scatter takes the impact out of the hex."),
)
