"""Read and validate Grav Armor's rules file through the shared reader; a broken file raises
RulesError(file:line)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ...errors import quoted
from ...rules import ROW_KEYS, LinedDict, RulesReader, Setting, read_yaml
from ...rules.reader import BOUNDS as NUMBERS
from ...vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX
from .schema import (
    BOUNDS,
    MOVE_KINDS,
    RESULTS,
    SPACECRAFT_MP,
    STATES,
    Box,
    Chart,
    GravRules,
    TerrainRow,
    Unit,
    Weapon,
    first_rows_by_base,
    unit_key,
)

SYSTEM_ID = "grav_armor"
TOP_ROW = ("ew", "attack", "weapon", "range")     # a counter's top row; a fort has a row per weapon box
UNIT_KEYS = ROW_KEYS | {*TOP_ROW, "enhanced_ew", "label", "defence", "active_defence", "mp", "move", "carrier",
                        "hit_effects", "boxes"}
WEAPON_KEYS = ROW_KEYS | {"label", "symbol", "bonus", "against", "at_range", "all_in_hex"}
ROW_FIELDS = ROW_KEYS | {"label", "terrain", "mods", "min_level", "cv", "mp", "destroys"}
SETTINGS = {
    "combat": ("active_defence_range", "enhanced_ew_factor", "missile_order_step", "auto_detected", "free_flight",
               "orbit", "destroyed_by_any_hit", "carried_destroyed_in"),
    "movement": ("free_flight_mp",),
}
ROLLS = range(2, 13)


def read_rules(path: str | Path) -> GravRules:
    return _Reader(path).rules(read_yaml(path))


class _Reader(RulesReader):
    def __init__(self, path: str | Path):
        super().__init__(path, MOVE_KINDS)

    def rules(self, data) -> GravRules:
        top = self.top(data, ("system", "sources", "unit_groups", "units", "weapons", "combat", "movement",
                              "firing_table", "hit_effects", "charts"), SYSTEM_ID)
        self.read_groups(top)
        settings = self.settings(top)
        weapons = self.weapons(top)
        effect_columns, effect_rows = self.table_rows(top, "hit_effects", "results", self.results)
        firing_columns, firing_rows = self.table_rows(top, "firing_table", "hits", self.hits)
        self.check_firing_rows(top, firing_rows)
        units = self.units(top, weapons, effect_rows, settings["combat.destroyed_by_any_hit"].value)
        return GravRules(str(self.path), str(top.get("title", SYSTEM_ID)), self.sources, dict(self.groups), units,
                         weapons, settings, firing_columns, firing_rows, effect_columns, effect_rows,
                         self.charts(top))

    def flag_of(self, data: LinedDict, key: str, what: str) -> bool:
        value = data.get(key, False)
        if not isinstance(value, bool):
            self.fail(f"{what}.{key} must be true or false", data.line_of(key))
        return value

    # ---- settings, weapons, units --------------------------------------------------------------

    def settings(self, top: LinedDict) -> dict[str, Setting]:
        s = {}
        for section, keys in SETTINGS.items():
            table = self.table(top[section], top.line_of(section), section, set(keys), keys)
            for key in keys:
                s[f"{section}.{key}"] = self.setting(table[key], table.line_of(key), f"{section}.{key}")
        key = "combat.active_defence_range"
        s[key] = replace(s[key], value=frozenset(self.ranges(s[key].value, s[key].line, key)))
        for key in ("combat.free_flight", "combat.orbit", "combat.destroyed_by_any_hit"):
            s[key] = replace(s[key], value=self.kinds(s[key].value, s[key].line, key))
        for key in ("combat.auto_detected", "combat.carried_destroyed_in"):
            s[key] = replace(s[key], value=frozenset(self.names(s[key].value, s[key].line, key, STATES)))
        for key in ("combat.enhanced_ew_factor", "combat.missile_order_step", "movement.free_flight_mp"):
            self.number(s[key].value, s[key].line, key, bounds=BOUNDS.get(key, NUMBERS))
        return s

    def ranges(self, value, line: int, what: str) -> list[int]:
        return [self.whole(v, line, what, BOUNDS["range"]) for v in self.list_of(value, line, what)]

    def weapons(self, top: LinedDict) -> dict[str, Weapon]:
        table = self.table(top["weapons"], top.line_of("weapons"), "weapons")
        out = {}
        for name, data in table.items():
            what = f"weapons.{name}"
            d = self.table(data, table.line_of(name), what, WEAPON_KEYS)
            against = self.kinds(d["against"], d.line_of("against"), f"{what}.against") if "against" in d else None
            at_range = frozenset(self.ranges(d["at_range"], d.line_of("at_range"), f"{what}.at_range")) \
                if "at_range" in d else None
            out[name] = Weapon(**self.row(d, what), name=name,
                               label=self.label(d.get("label", name), d.line_of("label"), f"{what}.label"),
                               symbol=self.text(d.get("symbol", ""), d.line_of("symbol"), f"{what}.symbol"),
                               bonus=self.number(d.get("bonus", 0), d.line_of("bonus"), f"{what}.bonus"),
                               against=against, at_range=at_range, all_in_hex=self.flag_of(d, "all_in_hex", what))
        return out

    def units(self, top: LinedDict, weapons: dict[str, Weapon], effect_rows: dict,
              destroyed: frozenset[str]) -> dict[str, Unit]:
        table = self.table(top["units"], top.line_of("units"), "units")
        out: dict[str, Unit] = {}
        for name, data in table.items():
            what = f"units.{name}"
            d = self.table(data, table.line_of(name), what, UNIT_KEYS, ("defence", "mp", "move"))
            if unit_key(name) in out:
                self.fail(f"{what}: the same name as {out[unit_key(name)].name} (names match case aside and "
                          "without dashes)", table.line_of(name))
            move = self.choice(d["move"], d.line_of("move"), f"{what}.move", MOVE_KINDS)
            boxes = self.boxes(d, move, weapons, what)
            mp = self.mp(d, move, what)
            hit_effects = d.get("hit_effects")
            if hit_effects is not None:
                self.choice(hit_effects, d.line_of("hit_effects"), f"{what}.hit_effects", tuple(effect_rows))
            if hit_effects is None and move not in destroyed:
                self.fail(f"{what}: a {move} unit is not destroyed by any hit, so it needs its hit_effects row",
                          d.line)
            out[unit_key(name)] = Unit(
                **self.row(d, what), name=name, label=self.label(d.get("label", name), d.line_of("label"),
                                                                f"{what}.label"),
                ew=max(b.ew for b in boxes), enhanced_ew=self.flag_of(d, "enhanced_ew", what), attack=boxes[0].attack,
                weapon=boxes[0].weapon, range=boxes[0].range,
                defence=self.whole(d["defence"], d.line_of("defence"), f"{what}.defence", BOUNDS["factor"]),
                active_defence=self.flag_of(d, "active_defence", what), mp=mp, mp_text=str(d["mp"]), move=move,
                carrier=self.flag_of(d, "carrier", what), hit_effects=hit_effects,
                boxes=boxes if move == "fort" else ())
        return out

    def boxes(self, d: LinedDict, move: str, weapons: dict[str, Weapon], what: str) -> tuple[Box, ...]:
        """A counter's top row as one box, or a fort's weapon boxes (`boxes`, a list of top rows; a fort
        with a counter's top row instead has that one box)."""
        if "boxes" in d and move != "fort":
            self.fail(f"{what}.boxes: only forts have weapon boxes", d.line_of("boxes"))
        if "boxes" in d and any(k in d for k in TOP_ROW):
            self.fail(f"{what}: give a fort's weapons as boxes or as one top row (ew, attack, weapon, range), "
                      "not both", d.line)
        if "boxes" not in d:
            missing = [k for k in TOP_ROW if k not in d]
            if missing:
                self.fail(f"{what} needs {', '.join(missing)}" + (" (or a fort's boxes)" if move == "fort" else ""),
                          d.line)
            return (self.box(d, weapons, what),)
        rows = self.list_of(d["boxes"], d.line_of("boxes"), f"{what}.boxes")
        if not rows:
            self.fail(f"{what}.boxes: a fort has at least one weapon box", d.line_of("boxes"))
        return tuple(self.box(self.table(row, d.line_of("boxes"), f"{what}.boxes", set(TOP_ROW), TOP_ROW), weapons,
                              f"{what}.boxes") for row in rows)

    def box(self, d: LinedDict, weapons: dict[str, Weapon], what: str) -> Box:
        return Box(ew=self.whole(d["ew"], d.line_of("ew"), f"{what}.ew", BOUNDS["factor"]),
                   attack=self.whole(d["attack"], d.line_of("attack"), f"{what}.attack", BOUNDS["factor"]),
                   weapon=self.choice(d["weapon"], d.line_of("weapon"), f"{what}.weapon", tuple(weapons)),
                   range=self.whole(d["range"], d.line_of("range"), f"{what}.range", BOUNDS["range"]))

    def mp(self, d: LinedDict, move: str, what: str) -> float | None:
        mp = d["mp"]
        if move == "spacecraft":
            self.choice(mp, d.line_of("mp"), f"{what}.mp: a spacecraft's MP", SPACECRAFT_MP)
            return None
        if mp in SPACECRAFT_MP:
            self.fail(f"{what}.mp: only spacecraft have MP {mp}", d.line_of("mp"))
        return self.number(mp, d.line_of("mp"), f"{what}.mp", bounds=BOUNDS["mp"])

    # ---- the two dice tables -------------------------------------------------------------------

    def table_rows(self, top: LinedDict, section: str, field: str, cells) -> tuple[Setting, dict]:
        """A dice table: its `columns` [lowest, highest] and its rows of cells separated by spaces."""
        table = self.table(top[section], top.line_of(section), section, {"columns", "rows"}, ("columns", "rows"))
        columns = self.setting(table["columns"], table.line_of("columns"), f"{section}.columns")
        low_high = columns.value
        if not (isinstance(low_high, list) and len(low_high) == 2 and low_high[0] < low_high[1]):
            self.fail(f"{section}.columns must be [lowest, highest]", columns.line)
        for v in low_high:
            self.whole(v, columns.line, f"{section}.columns", BOUNDS["columns"])
        width = low_high[1] - low_high[0] + 1
        rows = self.table(table["rows"], table.line_of("rows"), f"{section}.rows", numbered=section == "firing_table")
        out = {}
        for key, data in rows.items():
            what = f"{section}.rows.{key}"
            d = self.table(data, rows.line_of(key), what, ROW_KEYS | {field}, (field,))
            text = d[field]
            values = text.split() if isinstance(text, str) else []
            if len(values) != width:
                self.fail(f"{what}.{field} must give {width} cells separated by spaces", d.line_of(field))
            out[key] = Setting(value=tuple(cells(v, d.line_of(field), what) for v in values), **self.row(d, what))
        return Setting(value=tuple(low_high), source=columns.source, uncertain=columns.uncertain, note=columns.note,
                       line=columns.line), out

    def hits(self, cell: str, line: int, what: str) -> bool:
        if cell not in ("H", "-"):
            self.fail(f"{what}: a Firing Table cell is H or -, not {quoted(cell)}", line)
        return cell == "H"

    def results(self, cell: str, line: int, what: str) -> str:
        if cell not in RESULTS:
            self.fail(f"{what}: a Hit Effects cell is one of {' '.join(RESULTS)}, not {quoted(cell)}", line)
        return RESULTS[cell]

    def check_firing_rows(self, top: LinedDict, rows: dict) -> None:
        if set(rows) != set(ROLLS):
            table = top["firing_table"]
            self.fail("firing_table.rows must have one row for each 2d6 roll 2..12", table.line_of("rows"))

    # ---- terrain charts ------------------------------------------------------------------------

    def charts(self, top: LinedDict) -> dict[str, Chart]:
        table = self.table(top["charts"], top.line_of("charts"), "charts")
        if not table:
            self.fail("charts: give at least one terrain chart", table.line)
        out = {}
        for name, data in table.items():
            what = f"charts.{name}"
            d = self.table(data, table.line_of(name), what, {"title", "rows"}, ("rows",))
            rows_table = self.table(d["rows"], d.line_of("rows"), f"{what}.rows")
            rows = tuple(self.terrain_row(f"{what}.rows.{key}", key, data, rows_table.line_of(key))
                         for key, data in rows_table.items())
            by_base = first_rows_by_base(rows)
            missing = [BASE_TERRAINS[i].name for i in range(len(BASE_TERRAINS)) if by_base[i] == len(rows)]
            if missing:
                self.fail(f"{what}: no row names the base terrain {', '.join(missing)} (every hex needs a Grav "
                          "Armor terrain)", d.line_of("rows"))
            out[name] = Chart(name=name, title=self.label(d.get("title", name), d.line_of("title"), f"{what}.title"),
                              rows=rows, by_base=by_base, line=d.line)
        return out

    def terrain_row(self, what: str, name, data, line: int) -> TerrainRow:
        d = self.table(data, line, what, ROW_FIELDS, ("cv", "mp"))
        terrain = self.names(d.get("terrain", []), d.line_of("terrain"), f"{what}.terrain", BASE_INDEX)
        mods = self.names(d.get("mods", []), d.line_of("mods"), f"{what}.mods", MOD_INDEX)
        min_level = d.get("min_level")
        if min_level is not None:
            self.number(min_level, d.line_of("min_level"), f"{what}.min_level", bounds=BOUNDS["level"])
        if not (terrain or mods or min_level is not None):
            self.fail(f"{what}: name the hexes it takes (terrain, mods or min_level)", d.line)
        cv = self.number(d["cv"], d.line_of("cv"), f"{what}.cv", (None,), BOUNDS["factor"])
        mp = self.number(d["mp"], d.line_of("mp"), f"{what}.mp", (None,), BOUNDS["mp"])
        destroys = self.kinds(d.get("destroys", []), d.line_of("destroys"), f"{what}.destroys")
        return TerrainRow(**self.row(d, what), name=name,
                          label=self.label(d.get("label", name), d.line_of("label"), f"{what}.label").strip(),
                          terrain=frozenset(BASE_INDEX[t] for t in terrain),
                          mods=sum(1 << MOD_INDEX[m] for m in mods), min_level=min_level, cv=cv, mp=mp,
                          destroys=destroys)
