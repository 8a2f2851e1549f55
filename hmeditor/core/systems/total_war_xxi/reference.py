"""Total War XXI's rules reference for players, generated from the data: `hmeditor rules --system
total_war_xxi --markdown`."""

from __future__ import annotations

from ...rules import origin_text, source_text
from .cover import fraction_words
from .schema import CALIBRES, INFANTRY_CLASSES, TwRules, Weapon
from .shooting import manoeuvre_text

SETTINGS = ("scale.cm_per_hex", "scale.cm_per_level", "hit.guided", "hit.shots_when_silent", "penetration.infinite",
            "penetration.side_armour", "melee.infantry_cm", "melee.vehicles_cm", "climbing.limit_cm",
            "climbing.rounding", "dodge.vehicle", "dodge.helicopter_vs_machine_gun", "line.solid",
            "area_fire.scatter_direction", "aircraft.paratroop_scatter_cm")
WEAPON_COLUMNS = ("Weapon", "Russian name", "Group", "Type", "Targets", "Range cm", "Rate", "Calibre", "Damage",
                  "Penetration", "HE radius cm", "Scatter cm", "Manoeuvre", "Source")


def _v(value) -> str:
    if value is None:
        return "-"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value))
    return str(value)


def _table(header, rows) -> list[str]:
    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header),
            *("| " + " | ".join(str(c).replace("|", "/") for c in row) + " |" for row in rows), ""]


def _weapon_row(w: Weapon) -> tuple:
    manoeuvre = None if w.manoeuvre is None else manoeuvre_text(w.manoeuvre)
    return (f"{w.label} (`{w.id}`)", w.seed_name, w.group, _v(w.type), _v(w.against or w.targets), _v(w.range_cm),
            _v(w.rate_of_fire), _v(w.calibre), _v(w.damage), w.penetration.text if w.penetration else "-",
            _v(w.he_radius_cm), _v(w.scatter_cm), _v(manoeuvre), source_text(w))


def markdown(rules: TwRules) -> str:
    s = rules.settings
    out = [f"# {rules.title}", "",
           f"Rules file: {origin_text(rules.path)}. Distances in table centimetres; one D6.", "",
           "## Sources", "", *(f"- `{k}`: {v}" for k, v in rules.sources.items()), "",
           "## Hit on one D6 (unguided)", ""]
    out += _table(("Target covered at most", "Hit on", "Source"),
                  [(fraction_words(h.cover), f"{h.on}+", source_text(s["hit.unguided"])) for h in rules.hit_table])
    out += ["## Infantry", ""]
    out += _table(("Hit by", "Survives (wounded) on", "Source"),
                  [(c, f"{s[f'survival.{c}'].value}+", source_text(s[f"survival.{c}"])) for c in CALIBRES])
    out += _table(("Class", "Speed cm per turn", "Source"),
                  [(s[f"infantry.{c}"].extra["label"], _v(s[f"infantry.{c}"].value), source_text(s[f"infantry.{c}"]))
                   for c in INFANTRY_CLASSES])
    out += ["## Settings", ""]
    out += _table(("Setting", "Value", "Source"), [(f"`{k}`", _v(s[k].value), source_text(s[k])) for k in SETTINGS])
    air = s["aircraft.air_to_air_damage"]
    out += ["## Air-to-air missile damage by D6", ""]
    out += _table(("D6", "Damage", "Source"), [(roll, dmg, source_text(air)) for roll, dmg in air.value.items()])
    out += ["## Ships", "", f"Each matchbox: {s['ships.matchbox'].value['slots']} slot, "
            f"{s['ships.matchbox'].value['structure']} structure ({source_text(s['ships.matchbox'])}).", ""]
    levels = s["ships.manoeuvre_levels"]
    out += _table(("Manoeuvre level", "Slots", "Speed cm", "Manoeuvre", "Source"),
                  [(lv, r["slots"], r["speed_cm"], manoeuvre_text(r["manoeuvre"]),
                    source_text(levels)) for lv, r in levels.value.items()])
    armour = s["ships.armour_levels"]
    out += _table(("Armour level", "Slots", "Side", "Deck", "Source"),
                  [(lv, r["slots"], r["side"], r["deck"], source_text(armour)) for lv, r in armour.value.items()])
    out += ["## Weapons", ""]
    out += _table(WEAPON_COLUMNS, [_weapon_row(w) for w in rules.weapons.values()])
    out += ["## Cover by terrain", ""]
    out += _table(("Terrain", "Cover", "Unguided hit", "Source"),
                  [(f"`{name}`", fraction_words(r.cover), _hit(rules, r.cover), source_text(r))
                   for name, r in rules.terrain_cover.items()])
    out += ["## Cover added by modifications (the total is at most 1)", ""]
    out += _table(("Modification", "Adds", "Source"), [(f"`{name}`", fraction_words(r.cover), source_text(r))
                                                       for name, r in rules.modification_cover.items()])
    out += ["## The rulebook's defects and the choices made", ""]
    out += [f"- **{name.replace('_', ' ')}**: {n.value} ({source_text(n)})" for name, n in rules.notes.items()]
    return "\n".join(out) + "\n"


def _hit(rules: TwRules, cover) -> str:
    return f"{next(h.on for h in rules.hit_table if cover <= h.cover)}+"


def summary(rules: TwRules) -> str:
    uncertain = sum(r.uncertain for r in (*rules.terrain_cover.values(), *rules.modification_cover.values(),
                                          *rules.weapons.values(), *rules.settings.values()))
    return (f"{rules.title}: {len(rules.weapons)} weapons, hit table of {len(rules.hit_table)} steps, "
            f"cover for {len(rules.terrain_cover)} terrains and {len(rules.modification_cover)} modifications, "
            f"{len(rules.notes)} notes on the rulebook's defects; {uncertain} values uncertain")
