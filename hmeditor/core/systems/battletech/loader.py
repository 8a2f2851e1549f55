"""Read and validate BattleTech's rules file through the shared reader; a broken file raises
RulesError(file:line)."""

from __future__ import annotations

from pathlib import Path

from ...errors import quoted
from ...rules import ROW_KEYS, LinedDict, RulesReader, Setting, read_yaml
from ...rules.reader import BOUNDS as NUMBERS
from ...rules.reader import MAX_NAME
from ...vocabulary import BASE_INDEX, BASE_TERRAINS, CONDITION_INDEX, CONDITIONS, MOD_INDEX, MODIFICATIONS
from .schema import AUTO, BOUNDS, BogDown, ConditionRule, MegamekClass, Prohibition, RuleSet, Scale, TerrainRule
from .vocabulary import UNIT_KINDS, WEAPON_CLASSES

SYSTEM_ID = "battletech"
TERRAIN_KEYS = ROW_KEYS | {"mp", "psr", "prohibited", "tohit", "intervening", "los_height", "solid",
                           "bog_down", "tf", "scale", "large_ignores_psr", "no_cost_with", "not_careful", "surface",
                           "floor", "tohit_up_to_height", "megamek_height", "megamek_class"}
CONDITION_KEYS = ROW_KEYS | {"tohit", "psr", "mp", "barred", "needs_wind", "walk_only", "wind", "temperature",
                             "attackers", "visual_range"}
SETTINGS = {   # section -> {key: required}
    "movement": ("enter_cost", "run_factor", "minimum_movement", "level_change", "road_mods",
                 "never_bog_down", "no_piloting_rolls", "unit_height"),
    "gravity": ("tohit_step", "psr_step", "mp"),
    "temperature": ("band", "mp_per_10_degrees", "heat_per_10_degrees", "barred"),
    "to_hit": ("range", "attacker_movement", "target_movement", "target_jumped"),
    "cover": ("partial", "hull_down"),
}
LEVEL_CHANGE = ("mp_per_level", "half_level_rounding", "max_step")


def read_rules(path: str | Path) -> RuleSet:
    return _Reader(path).ruleset(read_yaml(path))


class _Reader(RulesReader):
    def __init__(self, path: str | Path):
        super().__init__(path, UNIT_KINDS)

    def per_weapon(self, value, line: int, what: str) -> dict:
        return self.per_name(value, line, what, WEAPON_CLASSES)

    # ---- the file -----------------------------------------------------------------------------

    def ruleset(self, data) -> RuleSet:
        top = self.top(data, ("system", "sources", "unit_groups", "movement", "terrain", "modifications",
                              "line_of_sight", "conditions", "gravity", "temperature", "to_hit", "cover",
                              "industrial_effects"), SYSTEM_ID)
        self.read_groups(top)
        settings = self.settings(top)
        base = self.terrain_table(top, "terrain", BASE_TERRAINS, BASE_INDEX, "base")
        mods = self.terrain_table(top, "modifications", MODIFICATIONS, MOD_INDEX, "mod")
        mod_order = tuple(MOD_INDEX[name] for name in top["modifications"])
        self.names(settings["movement.road_mods"].value, settings["movement.road_mods"].line, "movement.road_mods",
                   MOD_INDEX)
        los = self.table(top["line_of_sight"], top.line_of("line_of_sight"), "line_of_sight", {"groups", "sight_line"},
                         ("groups", "sight_line"))
        groups_table = self.table(los["groups"], los.line_of("groups"), "line_of_sight.groups")
        los_groups = {g: self.setting(v, groups_table.line_of(g), f"line_of_sight.groups.{g}", value=True)
                      for g, v in groups_table.items()}
        for g, s in los_groups.items():
            self.number(s.extra.get("block_at"), s.line, f"line_of_sight.groups.{g}.block_at")
        sight = self.setting(los["sight_line"], los.line_of("sight_line"), "line_of_sight.sight_line")
        settings["line_of_sight.sight_line"] = sight
        for rule in base + mods:
            if rule.los_group is not None:
                self.choice(rule.los_group, rule.line, f"{rule.name}.intervening.group", tuple(los_groups))
        table, triggers, notes = self.industrial(top)
        return RuleSet(str(top.get("system", "")), str(top.get("title", top.get("system", ""))), str(self.path),
                       self.sources, dict(self.groups), base, mods, mod_order, self.conditions(top), settings,
                       los_groups, table, triggers, notes)

    def settings(self, top: LinedDict) -> dict[str, Setting]:
        out = {}
        for section, keys in SETTINGS.items():
            table = self.table(top[section], top.line_of(section), section, set(keys), keys)
            for key in keys:
                if key == "level_change":
                    sub = self.table(table[key], table.line_of(key), "movement.level_change", set(LEVEL_CHANGE),
                                     LEVEL_CHANGE)
                    for k in LEVEL_CHANGE:
                        out[f"movement.level_change.{k}"] = self.setting(sub[k], sub.line_of(k), f"level_change.{k}")
                else:
                    out[f"{section}.{key}"] = self.setting(table[key], table.line_of(key), f"{section}.{key}")
        self.check_settings(out)
        return out

    def check_settings(self, s: dict[str, Setting]) -> None:
        """Resolve the settings that are per unit kind, and check the types of the others."""
        def resolve(key, extra=()):
            item = s[key]
            s[key] = Setting(value=self.per_kind(item.value, item.line, key, extra), extra=item.extra,
                             source=item.source, uncertain=item.uncertain, note=item.note, line=item.line)
        for key in ("movement.run_factor", "movement.level_change.mp_per_level", "movement.unit_height",
                    "temperature.mp_per_10_degrees", "temperature.heat_per_10_degrees"):
            resolve(key)
        resolve("movement.level_change.max_step", (None,))
        self.number(s["movement.enter_cost"].value, s["movement.enter_cost"].line, "movement.enter_cost",
                    bounds=BOUNDS["movement.enter_cost"])
        if any(v < 0 for v in s["movement.level_change.mp_per_level"].value.values()):
            self.fail("movement.level_change.mp_per_level: costs cannot be negative",
                      s["movement.level_change.mp_per_level"].line)
        for key in ("movement.never_bog_down", "movement.no_piloting_rolls", "temperature.barred"):
            s[key] = Setting(value=self.kinds(s[key].value, s[key].line, key), extra=s[key].extra,
                             source=s[key].source, uncertain=s[key].uncertain, note=s[key].note, line=s[key].line)
        self.names(s["temperature.barred"].extra.get("except_in", []), s["temperature.barred"].line,
                   "temperature.barred.except_in", BASE_INDEX)
        for key in ("gravity.tohit_step", "gravity.psr_step", "to_hit.target_jumped", "cover.partial",
                    "cover.hull_down"):
            self.number(s[key].value, s[key].line, key, bounds=BOUNDS.get(key, NUMBERS))
        for key in ("cover.partial", "cover.hull_down"):
            item = s[key]
            extra = {**item.extra, "kinds": self.kinds(item.extra.get("kinds", []), item.line, f"{key}.kinds")}
            s[key] = Setting(value=item.value, extra=extra, source=item.source, uncertain=item.uncertain,
                             note=item.note, line=item.line)
        self.names(s["cover.hull_down"].extra.get("in", []), s["cover.hull_down"].line, "cover.hull_down.in",
                   MOD_INDEX)
        minimum = s["movement.minimum_movement"]
        self.flag(minimum.value, minimum.line, "movement.minimum_movement")
        rounding = s["movement.level_change.half_level_rounding"]
        self.choice(rounding.value, rounding.line, "movement.level_change.half_level_rounding", ("up", "none"))
        self.names(s["gravity.tohit_step"].extra.get("weapons", []), s["gravity.tohit_step"].line,
                   "gravity.tohit_step.weapons", WEAPON_CLASSES)
        band = s["temperature.band"]
        if not (isinstance(band.value, list) and len(band.value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in band.value)
                and band.value[0] <= band.value[1]):
            self.fail("temperature.band must be [low, high], whole degrees with low <= high", band.line)
        for v in band.value:
            self.whole(v, band.line, "temperature.band", BOUNDS["temperature.band"])
        for key in ("to_hit.range", "to_hit.attacker_movement"):
            table = self.table(s[key].value, s[key].line, key)
            if not table:
                self.fail(f"{key} must name at least one choice", s[key].line)
            for k, v in table.items():
                self.number(v, table.line_of(k), f"{key}.{k}")
        steps = s["to_hit.target_movement"].value
        if not (isinstance(steps, list) and steps and all(
                isinstance(p, list) and len(p) == 2 and not isinstance(p[0], bool) and isinstance(p[0], int)
                and not isinstance(p[1], bool) and isinstance(p[1], (int, float)) for p in steps)):
            self.fail("to_hit.target_movement must be a list of [hexes, modifier] pairs",
                      s["to_hit.target_movement"].line)
        for hexes, modifier in steps:
            self.whole(hexes, s["to_hit.target_movement"].line, "to_hit.target_movement: hexes")
            self.number(modifier, s["to_hit.target_movement"].line, "to_hit.target_movement: a modifier")

    def terrain_table(self, top, section, names, index, layer) -> tuple[TerrainRule, ...]:
        table = self.table(top[section], top.line_of(section), section)
        rows: list[TerrainRule | None] = [None] * len(names)
        for name, data in table.items():
            if name not in index:
                self.fail(f"{section}: unknown name {quoted(name)} (not a name of the map format)", table.line_of(name))
            rows[index[name]] = self.terrain(name, layer, index[name], data, table.line_of(name))
        missing = [n.name for n, r in zip(names, rows) if r is None]
        if missing:
            self.fail(f"{section}: no row for {', '.join(missing)}", table.line)
        return tuple(r for r in rows if r is not None)

    def terrain(self, name, layer, index, data, line) -> TerrainRule:
        d = self.table(data, line, name, TERRAIN_KEYS)
        spec = (BASE_TERRAINS if layer == "base" else MODIFICATIONS)[index]
        params = [p.name for p in spec.params]
        fields = self.row(d, name)
        mp = self.per_kind(d.get("mp", 0), d.line_of("mp"), f"{name}.mp")
        if any(v < 0 for v in mp.values()):
            self.fail(f"{name}.mp: terrain costs cannot be negative", d.line_of("mp"))
        psr = self.per_kind(d.get("psr", 0), d.line_of("psr"), f"{name}.psr")
        not_careful = self.per_kind(d.get("not_careful", 0), d.line_of("not_careful"), f"{name}.not_careful")
        if any(v > 0 or v < -mp[k] for k, v in not_careful.items()):
            self.fail(f"{name}.not_careful: takes back at most the row's own MP", d.line_of("not_careful"))
        bans = self.list_of(d.get("prohibited", []), d.line_of("prohibited"), f"{name}.prohibited")
        prohibited = tuple(self.prohibition(p, d.line_of("prohibited"), name, params) for p in bans)
        inter = self.table(d.get("intervening", LinedDict()), d.line_of("intervening"), f"{name}.intervening",
                           {"value", "group", "weight"})
        height, height_param = d.get("los_height"), None
        if isinstance(height, LinedDict):
            spec = self.table(height, d.line_of("los_height"), f"{name}.los_height", {"param"}, ("param",))
            height_param = self.param_name(spec["param"], params, d.line_of("los_height"), name)
            height = None
        elif height is not None:
            self.number(height, d.line_of("los_height"), f"{name}.los_height")
        if d.get("tohit_up_to_height") and "los_height" not in d:
            self.fail(f"{name}.tohit_up_to_height: the row gives no los_height to compare with", d.line)
        surface = None
        if "surface" in d:
            spec = self.table(d["surface"], d.line_of("surface"), f"{name}.surface", {"param"}, ("param",))
            if layer != "base":
                self.fail(f"{name}.surface: only a base terrain raises the ground", d.line_of("surface"))
            surface = self.param_name(spec["param"], params, d.line_of("surface"), name)
        floor, floor_except = None, frozenset[str]()
        if "floor" in d:
            spec = self.table(d["floor"], d.line_of("floor"), f"{name}.floor", {"param", "except"}, ("param",))
            if layer != "base":
                self.fail(f"{name}.floor: only a base terrain has a floor below its level", d.line_of("floor"))
            floor = self.param_name(spec["param"], params, d.line_of("floor"), name)
            floor_except = self.kinds(spec.get("except", []), spec.line_of("except"), f"{name}.floor.except")
        return TerrainRule(
            **fields, name=name, layer=layer, index=index, mp=mp, psr=psr, prohibited=prohibited,
            tohit=self.per_kind(d.get("tohit", 0), d.line_of("tohit"), f"{name}.tohit"),
            intervening=self.number(inter.get("value", 0), inter.line, f"{name}.intervening.value"),
            los_group=inter.get("group"),
            los_weight=self.number(inter.get("weight", 0), inter.line, f"{name}.intervening.weight"),
            los_height=height, los_height_param=height_param, surface_param=surface, floor_param=floor,
            floor_except=floor_except,
            tohit_up_to_height=self.flag(d.get("tohit_up_to_height", False), d.line_of("tohit_up_to_height"),
                                         f"{name}.tohit_up_to_height"),
            megamek_height=self.word(d.get("megamek_height"), d.line_of("megamek_height"), f"{name}.megamek_height"),
            megamek_class=self.megamek_class(d, name),
            solid=self.flag(d.get("solid", False), d.line_of("solid"), f"{name}.solid"),
            bog_down=self.bog_down(d, name), tf=self.number(d.get("tf"), d.line_of("tf"), f"{name}.tf", (None,)),
            scale=self.scale(d, name, params),
            large_ignores_psr=self.flag(d.get("large_ignores_psr", False), d.line_of("large_ignores_psr"),
                                        f"{name}.large_ignores_psr"),
            not_careful=not_careful,
            no_cost_with=frozenset(self.names(d.get("no_cost_with", []), d.line_of("no_cost_with"),
                                              f"{name}.no_cost_with", MOD_INDEX)))

    def param_name(self, value, params, line, name) -> str:
        if value not in params:
            self.fail(f"{name}: {quoted(value)} is not a parameter of {name} ({', '.join(params) or 'none'})", line)
        return value

    def prohibition(self, data, line, name, params) -> Prohibition:
        d = self.table(data, line, f"{name}.prohibited", {"kinds", "min", "unless"}, ("kinds",))
        kinds = self.kinds(d["kinds"], d.line_of("kinds"), f"{name}.prohibited.kinds")
        min_param = None
        if "min" in d:
            m = self.table(d["min"], d.line_of("min"), f"{name}.prohibited.min")
            if len(m) != 1:
                self.fail(f"{name}.prohibited.min must name one parameter", d.line_of("min"))
            (param, value), = m.items()
            min_param = (self.param_name(param, params, m.line, name), self.number(value, m.line, f"{name}.min"))
        unless = frozenset(self.names(d.get("unless", []), d.line_of("unless"), f"{name}.prohibited.unless", MOD_INDEX))
        return Prohibition(kinds, min_param, unless)

    def bog_down(self, d, name) -> BogDown | None:
        if "bog_down" not in d:
            return None
        b = self.table(d["bog_down"], d.line_of("bog_down"), f"{name}.bog_down",
                       {"value", "min_height", "large", "sinks"}, ("value",))
        if b.get("min_height", "unit") != "unit":
            self.fail(f"{name}.bog_down.min_height can only be 'unit'", b.line_of("min_height"))
        per_kind = self.per_kind(b["value"], b.line_of("value"), f"{name}.bog_down", (None, AUTO))
        large = self.number(b.get("large"), b.line_of("large"), f"{name}.bog_down.large", (None, AUTO))
        sinks = b.get("sinks")
        never_sink = frozenset[str]()
        if sinks is not None:
            spec = self.table(sinks, b.line_of("sinks"), f"{name}.bog_down.sinks", {"except"})
            never_sink = self.kinds(spec.get("except", []), spec.line_of("except"), f"{name}.bog_down.sinks.except")
        return BogDown(per_kind, large, "large" in b, "min_height" in b, sinks is not None, never_sink)

    def scale(self, d, name, params) -> Scale | None:
        if "scale" not in d:
            return None
        s = self.table(d["scale"], d.line_of("scale"), f"{name}.scale", {"param", "table", "fixed"}, ("param",))
        param = self.param_name(s["param"], params, s.line, name)
        table = s.get("table")
        if table is not None:
            table = tuple(self.number(v, s.line_of("table"), f"{name}.scale.table", bounds=BOUNDS["scale.table"])
                          for v in self.list_of(table, s.line_of("table"), f"{name}.scale.table"))
        fixed = self.kinds(s.get("fixed", []), s.line_of("fixed"), f"{name}.scale.fixed")
        return Scale(param, params.index(param), table, fixed)

    def conditions(self, top) -> dict[tuple[str, str], ConditionRule]:
        table = self.table(top["conditions"], top.line_of("conditions"), "conditions")
        out = {}
        for spec in CONDITIONS:
            if spec.kind not in ("enum", "bool"):
                continue
            if spec.key not in table:
                self.fail(f"conditions: no rows for '{spec.key}'", table.line)
            values = spec.values if spec.kind == "enum" else ("false", "true")
            rows = self.table(table[spec.key], table.line_of(spec.key), f"conditions.{spec.key}", set(values), values)
            for value, data in rows.items():
                what = f"{spec.key} {value}"
                d = self.table(data, rows.line_of(value), what, CONDITION_KEYS)
                out[(spec.key, value)] = ConditionRule(
                    **self.row(d, what), key=spec.key, value=value,
                    tohit=self.per_weapon(d.get("tohit", 0), d.line_of("tohit"), f"{what} tohit"),
                    psr=self.per_kind(d.get("psr", 0), d.line_of("psr"), f"{what} psr"),
                    mp=self.per_kind(d.get("mp", 0), d.line_of("mp"), f"{what} mp"),
                    barred=self.kinds(d.get("barred", []), d.line_of("barred"), f"{what} barred"),
                    attackers=self.kinds(d.get("attackers", []), d.line_of("attackers"), f"{what} attackers"),
                    visual_range=self.per_kind(d["visual_range"], d.line_of("visual_range"), f"{what} visual_range")
                    if "visual_range" in d else None,
                    needs_wind=self.wind(d.get("needs_wind"), d.line_of("needs_wind"), f"{what} needs_wind"),
                    walk_only=self.flag(d.get("walk_only", False), d.line_of("walk_only"), f"{what} walk_only"),
                    wind=self.wind(d.get("wind"), d.line_of("wind"), f"{what} wind"),
                    temperature=self.number(d.get("temperature"), d.line_of("temperature"), f"{what} temperature",
                                            (None,)))
        for key in table:
            if key not in {c.key for c in CONDITIONS if c.kind in ("enum", "bool")}:
                self.fail(f"conditions: unknown condition {quoted(key)}", table.line_of(key))
        return out

    def word(self, value, line: int, what: str) -> str | None:
        if value is not None and not (isinstance(value, str) and len(value) <= MAX_NAME):
            self.fail(f"{what} must be a name, not {quoted(value)}", line)
        return value

    def megamek_class(self, d, name) -> MegamekClass | None:
        if "megamek_class" not in d:
            return None
        c = self.table(d["megamek_class"], d.line_of("megamek_class"), f"{name}.megamek_class", {"key", "mp", "names"},
                       ("key", "mp", "names"))
        levels = {}
        for part in ("mp", "names"):
            levels[part] = dict(self.table(c[part], c.line_of(part), f"{name}.megamek_class.{part}", numbered=True))
        for v in levels["mp"].values():
            self.number(v, c.line_of("mp"), f"{name}.megamek_class.mp")
        names = {k: self.text(v, c.line_of("names"), f"{name}.megamek_class.names") for k, v in levels["names"].items()}
        key = self.word(c["key"], c.line_of("key"), f"{name}.megamek_class.key")
        if key is None:
            self.fail(f"{name}.megamek_class.key must be a name", c.line_of("key"))
        return MegamekClass(key, levels["mp"], names)

    def wind(self, value, line: int, what: str) -> str | None:
        """A wind strength (FORMAT.md names), or None when not given."""
        if value is not None:
            self.names([value], line, what, CONDITION_INDEX["wind"].values)
        return value

    def industrial(self, top) -> tuple[tuple[Setting, ...], tuple[Setting, ...], tuple[Setting, ...]]:
        """The Terrain Effects table (the first roll's trigger, then its rows), what rolls on it, and the notes."""
        t = self.table(top["industrial_effects"], top.line_of("industrial_effects"), "industrial_effects",
                       {"trigger", "triggers", "notes", "table"}, ("trigger", "triggers", "notes", "table"))
        trigger = self.setting(t["trigger"], t.line_of("trigger"), "industrial_effects.trigger")
        self.number(trigger.value, trigger.line, "industrial_effects.trigger")
        rows, seen = [trigger], list[int]()
        for item in self.list_of(t["table"], t.line_of("table"), "industrial_effects.table"):
            d = self.table(item, t.line_of("table"), "industrial_effects.table",
                           ROW_KEYS | {"rolls", "effect", "nothing"}, ("rolls", "effect"))
            rolls = d["rolls"]
            if not (isinstance(rolls, list) and len(rolls) == 2 and all(type(r) is int for r in rolls)
                    and 2 <= rolls[0] <= rolls[1] <= 12):
                self.fail("industrial_effects.table: rolls must be [low, high] within 2..12", d.line)
            seen.extend(range(rolls[0], rolls[1] + 1))
            extra = {"effect": self.text(d["effect"], d.line_of("effect"), "industrial_effects.table.effect"),
                     "nothing": self.flag(d.get("nothing", False), d.line, "nothing")}
            rows.append(Setting(value=tuple(rolls), extra=extra, **self.row(d, "effect")))
        if sorted(seen) != list(range(2, 13)):
            self.fail("industrial_effects.table must cover every 2d6 roll 2..12 exactly once", t.line_of("table"))
        return tuple(rows), self.triggers(t), self.notes(t)

    def triggers(self, t: LinedDict) -> tuple[Setting, ...]:
        out = []
        for item in self.list_of(t["triggers"], t.line_of("triggers"), "industrial_effects.triggers"):
            d = self.table(item, t.line_of("triggers"), "industrial_effects.triggers",
                           ROW_KEYS | {"event", "first_roll", "rolls", "modifier"}, ("event",))
            rolls = self.whole(d.get("rolls", 1), d.line_of("rolls"), "industrial_effects.triggers.rolls",
                               BOUNDS["industrial_effects.triggers.rolls"])
            value = (self.flag(d.get("first_roll", False), d.line, "first_roll"), rolls,
                     self.number(d.get("modifier", 0), d.line, "industrial_effects.triggers.modifier"))
            event = self.text(d["event"], d.line_of("event"), "industrial_effects.triggers.event")
            out.append(Setting(value=value, extra={"event": event}, **self.row(d, "trigger")))
        return tuple(out)

    def notes(self, t: LinedDict) -> tuple[Setting, ...]:
        out = []
        for item in self.list_of(t["notes"], t.line_of("notes"), "industrial_effects.notes"):
            d = self.table(item, t.line_of("notes"), "industrial_effects.notes", ROW_KEYS | {"text"}, ("text",))
            out.append(Setting(value=self.text(d["text"], d.line_of("text"), "industrial_effects.notes.text"),
                               **self.row(d, "note")))
        return tuple(out)
