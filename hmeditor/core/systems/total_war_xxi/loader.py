"""Read and check Total War XXI's rules file through the shared reader; a broken file raises
RulesError(file:line)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from ...rules import ROW_KEYS, LinedDict, RulesReader, Setting, read_yaml
from ...vocabulary import BASE_INDEX, MOD_INDEX
from .scale import LIMITS_CM
from .schema import CALIBRES, INFANTRY_CLASSES, SYSTEM_ID, CoverRow, HitStep, Penetration, TwRules, Weapon

SECTIONS = {   # section -> its settings (all required)
    "scale": ("cm_per_hex", "cm_per_level"),
    "hit": ("unguided", "guided"),
    "penetration": ("infinite", "side_armour"),
    "survival": CALIBRES,
    "infantry": INFANTRY_CLASSES,
    "melee": ("infantry_cm", "vehicles_cm"),
    "climbing": ("limit_cm", "rounding"),
    "dodge": ("vehicle", "helicopter_vs_machine_gun"),
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
DISTANCE_CM = (0.01, 1e6)
WEAPON_TEXT = ("label", "seed_name", "group")
WEAPON_CHOICES = {"type": ("light", "heavy"), "targets": ("ground", "air"), "calibre": ("pistol", "rifle")}
WEAPON_NUMBERS = ("range_cm", "he_radius_cm", "scatter_cm")
WEAPON_COUNTS = ("rate_of_fire", "manoeuvre", "shots")
WEAPON_KEYS = ROW_KEYS | set(WEAPON_TEXT) | set(WEAPON_CHOICES) | set(WEAPON_NUMBERS) | set(WEAPON_COUNTS) \
    | {"damage", "penetration"}


def read_rules(path: str | Path) -> TwRules:
    return _Reader(path).rules(read_yaml(path))


def fraction(value) -> Fraction:
    """A fraction from a number or text like "1/3"; ValueError when it is neither."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(f"not a fraction: {value!r}")
    try:
        result = Fraction(str(value).strip())
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"not a fraction: {value!r}") from None
    return result


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
            if out[key].value not in allowed:
                self.fail(f"{key} must be one of {', '.join(allowed)}, not {out[key].value!r}", out[key].line)
        for key in DIE_ROLLS:
            self.die_roll(out[key].value, out[key].line, key)
        for key in DISTANCES:
            self.positive(out[key].value, out[key].line, key)
        for key in ("scale.cm_per_hex", "scale.cm_per_level"):
            if not LIMITS_CM[0] <= out[key].value <= LIMITS_CM[1]:
                self.fail(f"{key} must be from {LIMITS_CM[0]:g} to {LIMITS_CM[1]:g} cm, not {out[key].value!r}",
                          out[key].line)
        for key in INFANTRY_CLASSES:
            if not isinstance(out[f"infantry.{key}"].extra.get("label"), str):
                self.fail(f"infantry.{key}: give its label", out[f"infantry.{key}"].line)
        self.air_to_air(out["aircraft.air_to_air_damage"])
        self.ships(out)
        return out

    def die_roll(self, value, line: int, what: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
            self.fail(f"{what} must be a D6 result 1..6, not {value!r}", line)
        return value

    def positive(self, value, line: int, what: str) -> float:
        """A distance in cm: more than 0 and at most DISTANCE_CM (a bigger one is a slip)."""
        low, high = DISTANCE_CM
        self.number(value, line, what)
        if not low <= value <= high:
            self.fail(f"{what} must be a distance from {low:g} to {high:g} cm, not {value!r}", line)
        return value

    def count(self, value, line: int, what: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            self.fail(f"{what} must be a whole number 0 or more, not {value!r}", line)
        return value

    def air_to_air(self, s: Setting) -> None:
        table = self.table(s.value, s.line, "aircraft.air_to_air_damage", set(range(1, 7)), tuple(range(1, 7)))
        for roll, damage in table.items():
            self.count(damage, table.line_of(roll), f"aircraft.air_to_air_damage.{roll}")

    def ships(self, s: dict[str, Setting]) -> None:
        box = s["ships.matchbox"]
        for key, v in self.table(box.value, box.line, "ships.matchbox", {"slots", "structure"},
                                 ("slots", "structure")).items():
            self.count(v, box.line, f"ships.matchbox.{key}")
        for name, fields in (("manoeuvre_levels", ("slots", "speed_cm", "manoeuvre")),
                             ("armour_levels", ("slots", "side", "deck"))):
            levels = self.table(s[f"ships.{name}"].value, s[f"ships.{name}"].line, f"ships.{name}")
            for level, row in levels.items():
                row = self.table(row, levels.line_of(level), f"ships.{name}.{level}", set(fields), fields)
                for key in fields:
                    self.count(row[key], row.line_of(key), f"ships.{name}.{level}.{key}")

    def hit_table(self, s: Setting) -> tuple[HitStep, ...]:
        steps = self.list_of(s.value, s.line, "hit.unguided")
        out = []
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
            self.fail(f"{what} must be a fraction 0..1 like 1/3, not {value!r}", line)
        if not 0 <= cover <= 1:
            self.fail(f"{what} must be 0..1, not {value!r}", line)
        return cover

    # ---- tables ---------------------------------------------------------------------------------

    def cover_table(self, top: LinedDict, section: str, names: set[str], required: tuple) -> dict[str, CoverRow]:
        table = self.table(top[section], top.line_of(section), section, None, required)
        out = {}
        for name, data in table.items():
            if name not in names:
                self.fail(f"{section}: unknown name '{name}' (not in FORMAT.md)", table.line_of(name))
            s = self.setting(data, table.line_of(name), f"{section}.{name}")
            out[name] = CoverRow(s.source, s.uncertain, s.note, s.line, name,
                                 self.cover(s.value, s.line, f"{section}.{name}"))
        return out

    def weapons(self, top: LinedDict) -> dict[str, Weapon]:
        table = self.table(top["weapons"], top.line_of("weapons"), "weapons")
        return {str(name): self.weapon(str(name), data, table.line_of(name)) for name, data in table.items()}

    def weapon(self, name: str, data, line: int) -> Weapon:
        what = f"weapons.{name}"
        data = self.table(data, line, what, WEAPON_KEYS, ("label",))
        fields: dict = {"id": name, **self.row(data, what)}
        for key in WEAPON_TEXT:
            fields[key] = str(data.get(key, ""))
        for key, allowed in WEAPON_CHOICES.items():
            if data.get(key) is not None and data[key] not in allowed:
                self.fail(f"{what}.{key} must be one of {', '.join(allowed)}, not {data[key]!r}", data.line_of(key))
            fields[key] = data.get(key)
        for key in WEAPON_NUMBERS:
            if data.get(key) is not None:
                fields[key] = self.positive(data[key], data.line_of(key), f"{what}.{key}")
        for key in WEAPON_COUNTS:
            if data.get(key) is not None:
                fields[key] = self.count(data[key], data.line_of(key), f"{what}.{key}")
        damage = data.get("damage")
        if damage is not None and (isinstance(damage, bool) or not isinstance(damage, (int, str))):
            self.fail(f"{what}.damage must be a number or text, not {damage!r}", data.line_of("damage"))
        fields["damage"] = damage
        if data.get("penetration") is not None:
            fields["penetration"] = self.penetration(data["penetration"], data.line_of("penetration"), what)
        return Weapon(**fields)

    def penetration(self, value, line: int, what: str) -> Penetration:
        if value == "inf":
            return Penetration("infinite")
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            return Penetration("number", value)
        text = str(value).replace(" ", "")
        if text.upper().startswith(("M+", "М+")) and text[2:].isdigit():     # Latin or Cyrillic M
            return Penetration("die", int(text[2:]))
        self.fail(f"{what}.penetration must be a whole number 0 or more, inf or M+n, not {value!r}", line)

    def notes(self, top: LinedDict) -> dict[str, Setting]:
        table = self.table(top["notes"], top.line_of("notes"), "notes")
        out = {}
        for name, data in table.items():
            out[name] = self.setting(data, table.line_of(name), f"notes.{name}")
            if not isinstance(out[name].value, str):
                self.fail(f"notes.{name}.value must be text", out[name].line)
        return out
