"""BattleTech's rules reference for players, generated from the data: `hmeditor rules --markdown`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from ...rules import Setting, origin_text, source_text
from .industrial import terrain_effects, trigger_odds
from .schema import AUTO, ConditionRule, RuleSet, TerrainRule
from .vocabulary import UNIT_KINDS, WEAPON_CLASSES


def compact(values: Mapping[str, object], groups: dict[str, tuple[str, ...]], keys=UNIT_KINDS) -> str:
    """"2; legged_infantry 1; hover, wige, vtol 0": the commonest value, then the exceptions by group."""
    common = Counter(values[k] for k in keys).most_common(1)[0][0]
    rest = {k: values[k] for k in keys if values[k] != common}
    parts = [_num(common)]
    for name, members in sorted(groups.items(), key=lambda g: -len(g[1])):      # the largest group that fits
        if len(members) > 1 and all(rest.get(m, object()) == rest.get(members[0], object()) for m in members) \
                and all(m in rest for m in members):
            parts.append(f"{name} {_num(rest[members[0]])}")
            for m in members:
                rest.pop(m)
    parts += [f"{k} {_num(v)}" for k, v in rest.items()]
    return "; ".join(parts)


def _num(v) -> str:
    if v is None:
        return "-"
    if v == AUTO:
        return "fails"
    return f"{v:g}" if isinstance(v, (int, float)) else str(v)


def _kinds(kinds, groups) -> str:
    kinds = set(kinds)
    names = []
    for name, members in sorted(groups.items(), key=lambda g: -len(g[1])):
        if set(members) <= kinds and len(members) > 1:
            names.append(name)
            kinds -= set(members)
    return ", ".join(names + [k for k in UNIT_KINDS if k in kinds])


def _prohibited(rule: TerrainRule, groups) -> str:
    out = []
    for p in rule.prohibited:
        text = _kinds(p.kinds, groups)
        if p.min_param:
            text += f" ({p.min_param[0]} >= {p.min_param[1]:g})"
        if p.unless:
            text += f" (unless {', '.join(sorted(p.unless))})"
        out.append(text)
    return "; ".join(out) or "-"


def _terrain_row(rule: TerrainRule, rules: RuleSet) -> str:
    g = rules.groups
    mp = compact(rule.mp, g) if rule.costs_mp else "0"
    psr = compact(rule.psr, g) if any(rule.psr.values()) else "0"
    if rule.scale:
        scale = f" x {rule.scale.param}" if rule.scale.table is None else \
            f" x ({', '.join(_num(v) for v in rule.scale.table)} by {rule.scale.param})"
        mp += scale
        psr += scale if any(rule.psr.values()) else ""
        if rule.large_ignores_psr:
            psr += "; large vehicles 0"
    if any(rule.not_careful.values()):
        mp += f"; when not moving carefully {compact(rule.not_careful, g)}"
    if rule.no_cost_with:
        mp += f" (none with {', '.join(sorted(rule.no_cost_with))}: units cross on the surface)"
    inter = "-"
    if rule.los_group:
        inter = f"+{_num(rule.intervening)} ({rule.los_group}, blocks at " \
                f"{_num(rules.los_groups[rule.los_group].extra['block_at'])} weight; weight {_num(rule.los_weight)})"
    height = rule.los_height_param or (_num(rule.los_height) if rule.los_height is not None else "-")
    if rule.solid:
        height += " (solid)"
    if rule.surface_param:
        height = f"raises the ground by its {rule.surface_param}: units stand on top"
    if rule.floor_param:
        kept = f", {_kinds(rule.floor_except, g)} units stay on top" if rule.floor_except else ""
        height = f"units stand on the bottom, {rule.floor_param} below the level{kept}"
    if rule.megamek_height:
        height += f" (a MegaMek board's {rule.megamek_height} where given)"
    if rule.tohit_up_to_height:
        height += "; to-hit only for targets no taller"
    if rule.megamek_class:
        mp += f"; MegaMek {rule.megamek_class.key}: " + ", ".join(
            f"{rule.megamek_class.names[k]} {v:+g}" for k, v in rule.megamek_class.mp.items())
    bog = "-"
    if rule.bog_down:
        bog = compact(rule.bog_down.per_kind, g)
        if rule.bog_down.large_given:
            bog += f"; large vehicles {_num(rule.bog_down.large)}"
        if rule.bog_down.min_height_unit:
            bog += f" (when {rule.scale.param if rule.scale else 'height'} >= unit height)"
        if rule.bog_down.sinks:
            never = f", never {_kinds(rule.bog_down.never_sink, g)}" if rule.bog_down.never_sink else ""
            bog += f"; a failure sinks the unit: no line of sight to or from it{never}"
    tf = _num(rule.tf) if rule.tf is not None else "-"
    cells = [f"`{rule.name}`", mp, _prohibited(rule, g), compact(rule.tohit, g), inter, height, psr,
             bog, tf, source_text(rule)]
    return "| " + " | ".join(cells) + " |"


TERRAIN_HEADER = ("| name | extra MP | prohibited | to-hit in hex | intervening | LOS height | piloting | "
                  "bog-down modifier | TF | source |\n|---|---|---|---|---|---|---|---|---|---|")


def markdown(rules: RuleSet) -> str:
    """The whole rules reference as Markdown."""
    g = rules.groups
    out = [f"# {rules.title}", "",
           f"Generated by `hmeditor rules --markdown` from {origin_text(rules.path)}. Every row names its source; "
           "**uncertain** marks values the sources do not settle (hmeditor's reasoned choice). Values per unit kind "
           "read: the common value, then the exceptions by unit group or kind; '-' means never / not applicable.", "",
           "## Sources", ""]
    out += [f"- `{k}`: {v}" for k, v in rules.sources.items()]
    out += ["", "## Unit groups", ""] + [f"- `{k}`: {', '.join(v)}" for k, v in g.items()]
    out += ["", "## Movement", ""] + _settings_table(rules, ("movement",), strip=True)
    mods = [rules.mods[i] for i in rules.mod_order]
    for title, rows in (("Base terrain", rules.base), ("Terrain modifications", mods)):
        out += ["", f"## {title}", "", "Extra MP is on top of the cost to enter a hex. A unit makes one bog-down "
                "check per hex entered, with the worst modifier of the hex's terrain." if title == "Base terrain"
                else "", "", TERRAIN_HEADER]
        out += [_terrain_row(r, rules) for r in rows]
    out += ["", "## Line of sight", "", "| group | blocks at | source |", "|---|---|---|"]
    out += [f"| {k} | {_num(s.extra['block_at'])} | {source_text(s)} |" for k, s in rules.los_groups.items()]
    sight = rules.settings["line_of_sight.sight_line"]
    out += ["", f"The line of sight runs {sight.value}: {source_text(sight)}", "", "## Cover", ""]
    out += _settings_table(rules, ("cover",))
    out += ["", "## Conditions and weather", ""] + _conditions_table(rules)
    out += ["", "## Gravity, temperature and the to-hit number", ""]
    out += _settings_table(rules, ("gravity", "temperature", "to_hit"))
    out += ["", "## Heavy industrial zones: Terrain Effects table", ""]
    trigger, *effects = rules.industrial_table
    p_table, odds = terrain_effects(rules)
    out += [f"A weapon that misses its target in a heavy-industrial hex rolls 2d6; on {trigger.value} or more "
            f"({p_table:.1%}) roll 2d6 on this table ({source_text(trigger)}).", "",
            "| 2d6 | effect | chance on the table | chance per missed shot | source |", "|---|---|---|---|---|"]
    for row, o in zip(effects, odds):
        roll = f"{o.rolls[0]}" if o.rolls[0] == o.rolls[1] else f"{o.rolls[0]}-{o.rolls[1]}"
        out.append(f"| {roll} | {o.effect} | {o.chance_on_table:.1%} | {o.chance_per_miss:.1%} | {source_text(row)} |")
    out += ["", "What rolls on the table:", ""] + _triggers_table(rules)
    out += ["", "Damage from the table:", ""] + [f"- {n.value} ({source_text(n)})" for n in rules.industrial_notes]
    return "\n".join(out) + "\n"


def _triggers_table(rules: RuleSet) -> list[str]:
    trigger = rules.industrial_table[0]
    out = ["| event | first roll | rolls on the table | modifier | chance of an effect | source |",
           "|---|---|---|---|---|---|"]
    for row, o in zip(rules.industrial_triggers, trigger_odds(rules)):
        first = f"2d6 >= {_num(trigger.value)}" if o.first_roll else "-"
        out.append(f"| {o.event} | {first} | {o.rolls} | {o.modifier:+g} | {o.chance_of_effect:.1%} | "
                   f"{source_text(row)} |")
    return out


def _settings_table(rules: RuleSet, sections: tuple[str, ...], strip: bool = False) -> list[str]:
    """A table of the settings of `sections` (without the section in the name when `strip`)."""
    out = ["| setting | value | source |", "|---|---|---|"]
    for key, s in rules.settings.items():
        section, _, name = key.partition(".")
        if section in sections:
            out.append(f"| {name if strip else key} | {_setting_value(s, rules.groups)} | {source_text(s)} |")
    return out


def _setting_value(s: Setting, groups) -> str:
    """A setting's value for people, then its extra keys ("except in building")."""
    v = s.value
    if isinstance(v, dict) and set(v) == set(UNIT_KINDS):
        text = compact(v, groups)
    elif isinstance(v, frozenset):
        text = _kinds(v, groups)
    else:
        text = _num(v)
    extras = [f"{k.replace('_', ' ')} {_extra_value(x, groups)}" for k, x in s.extra.items()]
    return "; ".join([text, *extras])


def _extra_value(x, groups) -> str:
    if isinstance(x, frozenset):
        return _kinds(x, groups)
    return ", ".join(map(str, x)) if isinstance(x, (list, tuple)) else _num(x)


def _conditions_table(rules: RuleSet) -> list[str]:
    g = rules.groups
    out = ["| condition | to-hit | piloting | walking MP | barred | other | source |", "|---|---|---|---|---|---|---|"]
    for row in rules.conditions.values():
        cells = [f"{row.key}: `{row.value}`", compact(row.tohit, {}, WEAPON_CLASSES), compact(row.psr, g),
                 compact(row.mp, g), _kinds(row.barred, g) or "-", _condition_other(row, g) or "-", source_text(row)]
        out.append("| " + " | ".join(cells) + " |")
    return out


def _condition_other(row: ConditionRule, groups) -> str:
    """What else a condition does: the wind it needs to count."""
    parts = []
    if row.needs_wind:
        parts.append(f"needs {row.needs_wind} wind or stronger")
    if row.walk_only:
        parts.append("walking only: no running MP")
    if row.wind:
        parts.append(f"brings {row.wind} wind or stronger")
    if row.temperature is not None:
        parts.append(f"brings {_num(row.temperature)} C or colder")
    if row.attackers:
        parts.append(f"to-hit only for attacks by {_kinds(row.attackers, groups)}")
    if row.visual_range is not None:
        parts.append(f"visual range {compact(row.visual_range, groups)} hexes")
    return "; ".join(parts)


def summary(rules: RuleSet) -> str:
    """What a valid rules file holds, in two lines (`hmeditor rules`)."""
    rows = list(rules.base) + list(rules.mods) + list(rules.conditions.values())
    uncertain = sum(r.uncertain for r in rows)
    return (f"{rules.title}\n{rules.path}: valid; {len(rules.base)} base terrains, {len(rules.mods)} modifications, "
            f"{len(rules.conditions)} condition values; {uncertain} rows marked uncertain.")
