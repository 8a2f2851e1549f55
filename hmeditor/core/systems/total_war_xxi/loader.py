"""Read and check Total War XXI's rules file through the shared reader; a broken file raises
RulesError(file:line)."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

from ...errors import quoted
from ...rules import ROW_KEYS, LinedDict, RulesReader, Setting, read_yaml
from ...vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX
from . import SYSTEM_ID
from .scale import LIMITS_CM
from .schema import (
    BOUNDS,
    CALIBRES,
    INFANTRY_CLASSES,
    TARGET_KINDS,
    CoverRow,
    HitStep,
    Penetration,
    TwRules,
    Weapon,
)

SECTIONS = {   # section -> its settings (all required)
    "scale": ("cm_per_hex", "cm_per_level"),
    "hit": ("unguided", "guided", "shots_when_silent"),
    "penetration": ("infinite", "side_armour"),
    "survival": CALIBRES,
    "infantry": INFANTRY_CLASSES,
    "melee": ("infantry_cm", "vehicles_cm"),
    "climbing": ("limit_cm", "rounding"),
    "dodge": ("vehicle", "helicopter_vs_machine_gun"),
    "line": ("solid",),
    "area_fire": ("scatter_direction",),
    "aircraft": ("paratroop_scatter_cm", "air_to_air_damage"),
    "ships": ("matchbox", "manoeuvre_levels", "armour_levels"),
}
CHOICES = {
    "hit.guided": ("greater", "at_least"),
    "penetration.infinite": ("penetrates", "never"),
    "penetration.side_armour": ("greater", "at_least"),
    "climbing.rounding": ("half_up", "up", "down"),
    "area_fire.scatter_direction": ("uniform",),
}
DIE_ROLLS = ("survival.pistol", "survival.rifle", "survival.blast", "dodge.vehicle", "dodge.helicopter_vs_machine_gun")
DISTANCES = ("scale.cm_per_hex", "scale.cm_per_level", "infantry.light_infantry", "infantry.heavy_infantry",
             "melee.infantry_cm", "melee.vehicles_cm", "climbing.limit_cm", "aircraft.paratroop_scatter_cm")
WEAPON_TEXT = ("label", "seed_name", "group")
WEAPON_CHOICES = {"type": ("light", "heavy"), "targets": ("ground", "air"), "calibre": ("pistol", "rifle")}
WEAPON_NUMBERS = ("range_cm", "he_radius_cm", "scatter_cm")
WEAPON_COUNTS = ("rate_of_fire", "manoeuvre", "shots")
WEAPON_KEYS = ROW_KEYS | set(WEAPON_TEXT) | set(WEAPON_CHOICES) | set(WEAPON_NUMBERS) | set(WEAPON_COUNTS) \
    | {"damage", "penetration", "against"}


def read_rules(path: str | Path) -> TwRules:
    return _Reader(path).rules(read_yaml(path))


_FRACTION = re.compile(r"[-+]?[0-9]{1,9}(\.[0-9]{1,9})?(/[0-9]{1,9})?")     # no "1e99999999": a huge number
_DIE_PENETRATION = re.compile(r"[MМ]\+([0-9]{1,3})")                          # Latin or Cyrillic M


def fraction(value) -> Fraction:
    """A fraction from a number or text like "1/3"; ValueError when it is neither."""
    text = str(value).strip() if isinstance(value, (int, float, str)) and not isinstance(value, bool) else ""
    try:
        if isinstance(value, str) and not _FRACTION.fullmatch(text):
            raise ValueError(text)
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"not a fraction: {quoted(value)}") from None


class _Reader(RulesReader):
    def rules(self, data) -> TwRules:
        top = self.top(data, ("system", "sources", *SECTIONS, "weapons", "terrain_cover", "modification_cover",
                              "notes"), SYSTEM_ID)
        self.table(top, 1, "rules file", {"system", "title", "sources", *SECTIONS, "weapons", "terrain_cover",
                                           "modification_cover", "notes"})
        settings = self.settings(top)
        return TwRules(str(self.path), str(top.get("title", SYSTEM_ID)), self.sources, settings,
                       self.hit_table(settings["hit.unguided"]), self.weapons(top),
                       self.cover_table(top, "terrain_cover", {"default", *BASE_INDEX}, ("default",)),
                       self.cover_table(top, "modification_cover", set(MOD_INDEX), ()), self.notes(top))

    # ---- settings -------------------------------------------------------------------------------

    def settings(self, top: LinedDict) -> dict[str, Setting]:
        out = {}
        for section, keys in SECTIONS.items():
            table = self.table(top[section], top.line_of(section), section, set(keys), keys)
            for key in keys:
                out[f"{section}.{key}"] = self.setting(table[key], table.line_of(key), f"{section}.{key}")
        for key, allowed in CHOICES.items():
            self.choice(out[key].value, out[key].line, key, allowed)
        for key in DIE_ROLLS:
            self.die_roll(out[key].value, out[key].line, key)
        for key in DISTANCES:
            self.number(out[key].value, out[key].line, key, bounds=LIMITS_CM if key.startswith("scale.")
                        else BOUNDS["distance_cm"])
        for key in INFANTRY_CLASSES:
            if "label" not in out[f"infantry.{key}"].extra:
                self.fail(f"infantry.{key}: give its label", out[f"infantry.{key}"].line)
            self.label(out[f"infantry.{key}"].extra["label"], out[f"infantry.{key}"].line, f"infantry.{key}.label")
        self.air_to_air(out["aircraft.air_to_air_damage"])
        self.ships(out)
        shots = out["hit.shots_when_silent"]
        self.whole(shots.value, shots.line, "hit.shots_when_silent", (1, BOUNDS["count"][1]))
        solid = out["line.solid"]
        for name in self.names(solid.value, solid.line, "line.solid", BASE_INDEX):
            if "height" not in [p.name for p in BASE_TERRAINS[BASE_INDEX[name]].params]:
                self.fail(f"line.solid: {name} has no height to rise into the line of a shot", solid.line)
        return out

    def die_roll(self, value, line: int, what: str) -> int:
        """A D6 result."""
        return self.whole(value, line, what, (1, 6))

    def count(self, value, line: int, what: str) -> int:
        return self.whole(value, line, what, BOUNDS["count"])

    def air_to_air(self, s: Setting) -> None:
        table = self.table(s.value, s.line, "aircraft.air_to_air_damage", set(range(1, 7)), tuple(range(1, 7)),
                           numbered=True)
        for roll, damage in table.items():
            self.count(damage, table.line_of(roll), f"aircraft.air_to_air_damage.{roll}")

    def ships(self, s: dict[str, Setting]) -> None:
        box = s["ships.matchbox"]
        for key, v in self.table(box.value, box.line, "ships.matchbox", {"slots", "structure"},
                                 ("slots", "structure")).items():
            self.count(v, box.line, f"ships.matchbox.{key}")
        for name, fields in (("manoeuvre_levels", ("slots", "speed_cm", "manoeuvre")),
                             ("armour_levels", ("slots", "side", "deck"))):
            levels = self.table(s[f"ships.{name}"].value, s[f"ships.{name}"].line, f"ships.{name}", numbered=True)
            for level, row in levels.items():
                row = self.table(row, levels.line_of(level), f"ships.{name}.{level}", set(fields), fields)
                for key in fields:
                    self.count(row[key], row.line_of(key), f"ships.{name}.{level}.{key}")

    def hit_table(self, s: Setting) -> tuple[HitStep, ...]:
        steps = self.list_of(s.value, s.line, "hit.unguided")
        out: list[HitStep] = []
        for i, step in enumerate(steps):
            step = self.table(step, s.line, f"hit.unguided[{i}]", {"cover", "on"}, ("cover", "on"))
            cover = self.cover(step["cover"], step.line_of("cover"), f"hit.unguided[{i}].cover")
            on = self.die_roll(step["on"], step.line_of("on"), f"hit.unguided[{i}].on")
            if out and cover <= out[-1].cover:
                self.fail("hit.unguided: the covers must rise from row to row", step.line_of("cover"))
            out.append(HitStep(cover, on))
        if not out or out[-1].cover != 1:
            self.fail("hit.unguided: the last row must be for cover 1 (a wholly hidden target)", s.line)
        return tuple(out)

    def cover(self, value, line: int, what: str) -> Fraction:
        try:
            cover = fraction(value)
        except ValueError:
            self.fail(f"{what} must be a fraction 0..1 like 1/3, not {quoted(value)}", line)
        if not 0 <= cover <= 1:
            self.fail(f"{what} must be 0..1, not {quoted(value)}", line)
        return cover

    # ---- tables ---------------------------------------------------------------------------------

    def cover_table(self, top: LinedDict, section: str, names: set[str], required: tuple) -> dict[str, CoverRow]:
        table = self.table(top[section], top.line_of(section), section, None, required)
        out = {}
        for name, data in table.items():
            if name not in names:
                self.fail(f"{section}: unknown name {quoted(name)} (not a terrain of the map)", table.line_of(name))
            s = self.setting(data, table.line_of(name), f"{section}.{name}")
            out[name] = CoverRow(s.source, s.uncertain, s.note, s.line, name,
                                 self.cover(s.value, s.line, f"{section}.{name}"))
        return out

    def weapons(self, top: LinedDict) -> dict[str, Weapon]:
        table = self.table(top["weapons"], top.line_of("weapons"), "weapons")
        return {name: self.weapon(name, data, table.line_of(name)) for name, data in table.items()}

    def weapon(self, name: str, data, line: int) -> Weapon:
        what = f"weapons.{name}"
        data = self.table(data, line, what, WEAPON_KEYS, ("label",))
        fields: dict = {"id": name, **self.row(data, what)}
        for key in WEAPON_TEXT:
            fields[key] = self.label(data.get(key, ""), data.line_of(key), f"{what}.{key}")
        for key, allowed in WEAPON_CHOICES.items():
            if data.get(key) is not None:
                self.choice(data[key], data.line_of(key), f"{what}.{key}", allowed)
            fields[key] = data.get(key)
        for key in WEAPON_NUMBERS:
            if data.get(key) is not None:
                fields[key] = self.number(data[key], data.line_of(key), f"{what}.{key}", bounds=BOUNDS["distance_cm"])
        for key in WEAPON_COUNTS:
            if data.get(key) is not None:
                fields[key] = self.count(data[key], data.line_of(key), f"{what}.{key}")
        damage = data.get("damage")
        if isinstance(damage, str):
            damage = self.text(damage, data.line_of("damage"), f"{what}.damage")
        elif damage is not None:
            damage = self.count(damage, data.line_of("damage"), f"{what}.damage (a number or text)")
        fields["damage"] = damage
        if data.get("penetration") is not None:
            fields["penetration"] = self.penetration(data["penetration"], data.line_of("penetration"), what)
        if "against" in data:
            fields["against"] = tuple(self.names(data["against"], data.line_of("against"), f"{what}.against",
                                                 TARGET_KINDS))
        return Weapon(**fields)

    def penetration(self, value, line: int, what: str) -> Penetration:
        if value == "inf":
            return Penetration("infinite")
        if isinstance(value, int) and not isinstance(value, bool):
            return Penetration("number", self.count(value, line, f"{what}.penetration"))
        die = _DIE_PENETRATION.fullmatch(value.replace(" ", "").upper()) if isinstance(value, str) else None
        if die is None:
            self.fail(f"{what}.penetration must be a whole number 0 or more, inf or M+n, not {quoted(value)}", line)
        return Penetration("die", self.count(int(die.group(1)), line, f"{what}.penetration"))

    def notes(self, top: LinedDict) -> dict[str, Setting]:
        table = self.table(top["notes"], top.line_of("notes"), "notes")
        out = {}
        for name, data in table.items():
            out[name] = self.setting(data, table.line_of(name), f"notes.{name}")
            if not isinstance(out[name].value, str):
                self.fail(f"notes.{name}.value must be text", out[name].line)
            self.text(out[name].value, out[name].line, f"notes.{name}.value")
        return out
