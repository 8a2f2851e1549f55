"""Read and check Warhammer 40,000's rules file through the shared reader; a broken file raises
RulesError(file:line)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from ...rules import ROW_KEYS, LinedDict, RulesReader, Setting, read_yaml
from ...rules.reader import BOUNDS as NUMBERS
from ...vocabulary import BASE_INDEX, BASE_TERRAINS, BUILDING_TYPES, MOD_INDEX, MODIFICATIONS
from .schema import BEHIND, BOUNDS, DIFFICULT_DANGEROUS, FLAGS, UNIT_TYPES, TerrainRow, UnitType, Wh40kRules

SYSTEM_ID = "wh40k"
TERRAIN_KEYS = ROW_KEYS | {"cover", "area", "in_hex", "min", "behind", *FLAGS}
UNIT_KEYS = ROW_KEYS | {"climbs", "slowed", "dice", "difficult_dangerous", "over_terrain", "passes_dangerous",
                        "go_to_ground", "area_cover", "fails", "place_within_in"}
SETTINGS = {   # section -> its keys (all required)
    "table": ("inches_per_hex", "cover_map_reach_in"),
    "cover": ("go_to_ground", "go_to_ground_area", "go_to_ground_open", "best"),
    "terrain_tests": ("difficult_dice", "dangerous_fails_on"),
    "ruins": ("climb_limit_in", "jump_down", "ruins_are_area"),
}
JUMP_DOWN = ("per_in", "modifier", "removed_at_or_below")


def read_rules(path: str | Path) -> Wh40kRules:
    return _Reader(path).rules(read_yaml(path))


class _Reader(RulesReader):
    def rules(self, data) -> Wh40kRules:
        top = self.top(data, ("system", "sources", "terrain", "modifications", "units", "fortifications",
                              *SETTINGS), SYSTEM_ID)
        terrain = self.table(top["terrain"], top.line_of("terrain"), "terrain", BASE_INDEX, BASE_INDEX)
        base = tuple(self.terrain(name, "base", terrain) for name in BASE_INDEX)
        mods_table = self.table(top["modifications"], top.line_of("modifications"), "modifications", MOD_INDEX)
        mods = {MOD_INDEX[name]: self.terrain(name, "mod", mods_table) for name in mods_table}
        settings = self.settings(top)
        if settings["ruins.ruins_are_area"].value:        # ruins on bases: the base is area terrain
            base = tuple(replace(row, area=True) if row.name == "ruins" else row for row in base)
        units_table = self.table(top["units"], top.line_of("units"), "units", UNIT_TYPES, UNIT_TYPES)
        dice = settings["terrain_tests.difficult_dice"].value
        units = {name: self.unit(name, units_table, dice) for name in UNIT_TYPES}
        forts = self.table(top["fortifications"], top.line_of("fortifications"), "fortifications",
                           {"emplaced_bs", "neglected", "building_armour", "named"},
                           ("emplaced_bs", "neglected", "building_armour", "named"))
        for key in ("emplaced_bs", "neglected"):
            settings[f"fortifications.{key}"] = self.number_setting(forts, key, f"fortifications.{key}")
        armour = self.table(forts["building_armour"], forts.line_of("building_armour"),
                            "fortifications.building_armour", set(BUILDING_TYPES), BUILDING_TYPES)
        named = self.table(forts["named"], forts.line_of("named"), "fortifications.named")
        return Wh40kRules(
            str(top["system"]), str(top.get("title", top["system"])), str(self.path), self.sources, base, mods, units,
            settings, {t: self.number_setting(armour, t, f"building_armour.{t}") for t in BUILDING_TYPES},
            {n: self.number_setting(named, n, f"named.{n}") for n in named})

    # ---- rows ---------------------------------------------------------------------------------

    def terrain(self, name: str, layer: str, table: LinedDict) -> TerrainRow:
        what = f"terrain.{name}" if layer == "base" else f"modifications.{name}"
        d = self.table(table[name], table.line_of(name), what, TERRAIN_KEYS)
        cover = d.get("cover")
        if cover is not None:
            self.whole(cover, d.line_of("cover"), f"{what}.cover (a save)", BOUNDS["save"])
        flags: dict[str, Any] = {key: self.flag_of(d, key, what) for key in ("area", "in_hex", *FLAGS)}
        index = BASE_INDEX[name] if layer == "base" else MOD_INDEX[name]
        behind = self.choice(d.get("behind", BEHIND[0]), d.line_of("behind"), f"{what}.behind", BEHIND)
        return TerrainRow(**self.row(d, what), name=name, layer=layer, index=index, cover=cover,
                          min_param=self.min_param(d, name, layer, what), behind=behind, **flags)

    def min_param(self, d: LinedDict, name: str, layer: str, what: str) -> tuple[int, float] | None:
        if "min" not in d:
            return None
        m = self.table(d["min"], d.line_of("min"), f"{what}.min")
        params = [p.name for p in (BASE_TERRAINS[BASE_INDEX[name]] if layer == "base"
                                   else MODIFICATIONS[MOD_INDEX[name]]).params]
        if len(m) != 1 or next(iter(m)) not in params:
            self.fail(f"{what}.min must name one parameter of {name} ({', '.join(params) or 'it has none'})", m.line)
        (param, value), = m.items()
        return params.index(param), self.number(value, m.line, f"{what}.min.{param}")

    def unit(self, name: str, table: LinedDict, dice: int) -> UnitType:
        """A unit type's row; `dice`: the D6 a slowed unit rolls unless its row says otherwise."""
        what = f"units.{name}"
        d = self.table(table[name], table.line_of(name), what, UNIT_KEYS, ("climbs",))
        flags: dict[str, Any] = {key: self.flag_of(d, key, what, default) for key, default in
                 (("climbs", False), ("slowed", True), ("over_terrain", False), ("passes_dangerous", False),
                  ("go_to_ground", True), ("area_cover", True))}
        dice = self.whole(d.get("dice", dice), d.line_of("dice"), f"{what}.dice (D6 rolled, the highest kept)",
                          BOUNDS["dice"])
        mode = self.choice(d.get("difficult_dangerous", "never"), d.line_of("difficult_dangerous"),
                           f"{what}.difficult_dangerous", DIFFICULT_DANGEROUS)
        fails = self.choice(d.get("fails", "wound"), d.line_of("fails"), f"{what}.fails", ("wound", "immobilised"))
        place = d.get("place_within_in")
        if place is not None:
            self.number(place, d.line_of("place_within_in"), f"{what}.place_within_in", bounds=BOUNDS["inches"])
        return UnitType(**self.row(d, what), name=name, dice=dice, difficult_dangerous=mode, fails=fails,
                        place_within_in=place, **flags)

    def flag_of(self, d: LinedDict, key: str, what: str, default: bool = False) -> bool:
        return self.flag(d.get(key, default), d.line_of(key), f"{what}.{key}")

    # ---- settings -----------------------------------------------------------------------------

    def settings(self, top: LinedDict) -> dict[str, Setting]:
        out = {}
        for section, keys in SETTINGS.items():
            table = self.table(top[section], top.line_of(section), section, set(keys), keys)
            for key in keys:
                if (section, key) == ("ruins", "jump_down"):
                    out["ruins.jump_down"] = self.jump_down(table)
                elif (section, key) == ("ruins", "ruins_are_area"):
                    flag = self.setting(table[key], table.line_of(key), "ruins.ruins_are_area")
                    RulesReader.flag(self, flag.value, flag.line, "ruins.ruins_are_area")
                    out["ruins.ruins_are_area"] = flag
                else:
                    out[f"{section}.{key}"] = self.number_setting(table, key, f"{section}.{key}")
        dice = out["terrain_tests.difficult_dice"]
        self.whole(dice.value, dice.line, "terrain_tests.difficult_dice", BOUNDS["dice"])
        return out

    def number_setting(self, table: LinedDict, key: str, what: str) -> Setting:
        s = self.setting(table[key], table.line_of(key), what)
        self.number(s.value, s.line, what, bounds=BOUNDS.get(what, NUMBERS))
        return s

    def jump_down(self, table: LinedDict) -> Setting:
        s = self.setting(table["jump_down"], table.line_of("jump_down"), "ruins.jump_down")
        value = self.table(s.value, s.line, "ruins.jump_down.value", set(JUMP_DOWN), JUMP_DOWN)
        for key in JUMP_DOWN:
            self.number(value[key], value.line_of(key), f"ruins.jump_down.{key}",
                        bounds=BOUNDS.get(f"ruins.jump_down.{key}", NUMBERS))
        return s
