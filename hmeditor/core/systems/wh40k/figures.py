"""Warhammer 40,000's figures for the editor: the hex under the cursor in 40k terms (its cover, the
terrain tests per unit type, a ruin's climbing table and fall tests, a building's armour) for the hex
dock, and what a palette entry is in 40k. All from the calculators."""

from __future__ import annotations

from dataclasses import replace

from ...calc.dice import fraction_text
from ...language import QT_TRANSLATE_NOOP, Context, translate
from ...model import HexMap
from ...paint import Paint
from ...vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS
from ...wording import name_words
from ..base import Cell, Table
from .movement import D6, building_armour, climb_options, dangerous_chance, jump_down, ruin_at
from .saves import cover
from .schema import FLAG_WORDS, FLAGS, TerrainRow, UnitType, Wh40kRules
from .terrain import hex_terrain, inches_per_hex, save_text

Wh40k = Context("Wh40k")      # its texts with plural forms
# What a failed dangerous test does (the rules file's `fails`), in words.
FAILS = {"wound": QT_TRANSLATE_NOOP("Wh40k", "wound"), "immobilised": QT_TRANSLATE_NOOP("Wh40k", "immobilised")}


def hex_figures(hex_map: HexMap, rules: Wh40kRules, hexes: list[tuple[int, int]]) -> list[Table]:
    """The 40k figures of the first hex of `hexes`."""
    if not hexes:
        return []
    hx = hexes[0]
    title = (translate("Wh40k", "Warhammer 40k: {hex} (first selected)") if len(hexes) > 1 else
             translate("Wh40k", "Warhammer 40k: {hex}")).format(hex=hex_map.hex_id(*hx))
    tables = [_summary(hex_map, rules, hx, title), _units(hex_map, rules, hx)]
    if hex_map.cell(*hx).base == "ruins":
        tables.append(_ruin(hex_map, rules, hx))
    return tables


def _summary(hex_map, rules, hx, title) -> Table:
    terrain = hex_terrain(hex_map, rules, hx[0], hx[1])
    own = cover(hex_map, rules, hx)
    passing = terrain.passing_row(0)
    rows = [(Cell(translate("Wh40k", "Cover save")), Cell(save_text(own.save), _source_words(own.source), "strong")),
            (Cell(translate("Wh40k", "Behind it")), Cell(save_text(passing.cover if passing else None),
                                                         _hidden_words(passing)))]
    if own.save is not None or passing is not None:
        down = cover(hex_map, rules, hx, go_to_ground=True)
        rows.append((Cell(translate("Wh40k", "Gone to ground")), Cell(save_text(down.save))))
    tests = [f for f in FLAGS if terrain.flags[f][0]]
    words = ", ".join(FLAG_WORDS[t] for t in tests) or translate("Wh40k", "open ground")
    rows.append((Cell(translate("Wh40k", "Terrain")),
                 Cell(words, tone="barred" if {"impassable", "lethal"} & set(tests) else "")))
    cell = hex_map.cell(*hx)
    if cell.base == "building":
        armour = building_armour(rules, str(cell.param("type")))
        neglected = translate("Wh40k", "neglected {armour}; emplaced weapons BS {bs}").format(
            armour=armour.armour - 2, bs=armour.emplaced_bs)
        rows.append((Cell(translate("Wh40k", "Armour")), Cell(str(armour.armour), neglected)))
    try:
        scale = translate("Wh40k", '1 hex = {inches}"').format(inches=f"{inches_per_hex(hex_map, rules):g}")
    except ValueError as e:
        scale = str(e)
    rows.append((Cell(translate("Wh40k", "Table scale")), Cell(scale)))
    return Table(title, ("", ""), tuple(rows))


def _hidden_words(passing: TerrainRow | None) -> str:
    """Which model a hex covers when it stands between firer and target."""
    if passing is None:
        return ""
    if passing.behind == "adjacent":
        return translate("Wh40k", "a model directly behind it")
    return translate("Wh40k", "a model a quarter hidden by it")


def _source_words(source: str | None) -> str:
    return "" if source is None else name_words(source)


def _units(hex_map, rules, hx) -> Table:
    """Per group of unit types with the same figures: difficult terrain, dangerous tests, barred."""
    terrain = hex_terrain(hex_map, rules, hx[0], hx[1])
    flags = {f: bool(terrain.flags[f][0]) for f in FLAGS}
    groups: dict[tuple, list[str]] = {}
    for unit in rules.units.values():
        groups.setdefault(_unit_cells(rules, unit, flags), []).append(unit.label)
    rows = tuple((Cell(", ".join(names)), *cells) for cells, names in groups.items())
    return Table(translate("Wh40k", "Moving into it"), (translate("Wh40k", "Units"), translate("Wh40k", "Move"),
                                                         translate("Wh40k", "Dangerous test")), rows,
                 translate("Wh40k", "Difficult terrain: the move is the highest of the dice, in inches."))


def _unit_cells(rules: Wh40kRules, unit: UnitType, flags: dict[str, bool]) -> tuple[Cell, Cell]:
    if flags["impassable"] or flags["lethal"]:
        word = translate("Wh40k", "barred") if flags["impassable"] else translate("Wh40k", "lethal")
        detail = translate("Wh40k", "may move over it, not end in it") if unit.over_terrain else ""
        return Cell(word, detail, "barred"), Cell("-")
    if flags["difficult"] and unit.slowed:
        move = Cell(translate("Wh40k", "highest of {dice}D6").format(dice=unit.dice), "", "strong")
    else:
        move = Cell(translate("Wh40k", "not slowed") if flags["difficult"] else translate("Wh40k", "normal"))
    tested = flags["dangerous"] or flags["difficult"] and unit.difficult_dangerous != "never"
    if not tested:
        return move, Cell("-")
    chance = dangerous_chance(rules, unit)
    when = (translate("Wh40k", "if it starts or ends here")
            if unit.difficult_dangerous == "start_or_end" and not flags["dangerous"] else "")
    text = (translate("Wh40k", "passes") if chance == 0 else
            translate("Wh40k", "fails {chance}").format(chance=fraction_text(chance)))
    fails = translate("Wh40k", FAILS.get(unit.fails, unit.fails))
    return move, Cell(text, ", ".join(w for w in (when, "" if chance == 0 else fails) if w))


def _ruin(hex_map, rules, hx) -> Table:
    ruin = ruin_at(hex_map, hx)
    rows = []
    for roll in range(1, D6 + 1):
        options = climb_options(rules, ruin, roll)
        rows.append((Cell(str(roll)), Cell("; ".join(climb_text(n, x) for n, x in options))))
    for floor in range(2, ruin.floors + 1):
        j = jump_down(rules, ruin, floor)
        rows.append((Cell(translate("Wh40k", "jump from {floor}").format(floor=floor)),
                     Cell(translate("Wh40k", '{height}" fall, D6 {modifier}').format(height=f"{j.height_in:g}",
                                                                                     modifier=f"{j.modifier:+}"),
                          translate("Wh40k", "survives {chance}").format(chance=fraction_text(j.survive_chance)))))
    climbers = ", ".join(u.label for u in rules.units.values() if u.climbs)
    return Table(Wh40k.tr('Ruins: %n floors {spacing}" apart', None, ruin.floors).format(spacing=f"{ruin.spacing:g}"),
                 (translate("Wh40k", "Roll"), translate("Wh40k", "Climb")), tuple(rows),
                 translate("Wh40k", "Who climbs: {units}.").format(units=climbers))


def climb_text(floors: int, across_in: float, inches=lambda x: f"{x:g}\"") -> str:
    """ '1 floor + 3"', '6" across', '2 floors': one climbing option, `inches` writing the distance."""
    if not floors:
        return translate("Wh40k", "{distance} across").format(distance=inches(across_in))
    climbed = Wh40k.tr("%n floors", None, floors) if floors != 1 else translate("Wh40k", "1 floor")
    return f"{climbed} + {inches(across_in)}" if across_in else climbed


# ---- what one terrain is, for the palette -----------------------------------------------------

def terrain_figures(rules: Wh40kRules, paint: Paint) -> str:
    """What the base terrain or modification of `paint` is in 40k, in a few lines."""
    if paint.kind not in ("base", "add_mod"):
        return ""
    spec = BASE_TERRAINS[BASE_INDEX[paint.name]] if paint.kind == "base" else MODIFICATIONS[MOD_INDEX[paint.name]]
    if not paint.params:
        paint = replace(paint, params=tuple(p.choices[0] if p.default is None and p.kind == "enum" else p.default
                                            for p in spec.params))
    one = HexMap(1, 1)
    paint.edit(one, [(0, 0)]).apply(one)
    terrain = hex_terrain(one, rules, 0, 0)
    rows = terrain.rows_at(0) if paint.kind == "base" else [r for r in terrain.rows_at(0) if r.layer == "mod"]
    lines = [_cover_line(rows), _tests_line(rows)]
    if paint.kind == "base" and paint.name == "ruins":
        ruin = ruin_at(one, (0, 0))
        lines.append((translate("Wh40k", 'Floors: each costs {spacing}" of the difficult-terrain roll')
                      if ruin.spacing <= rules.setting("ruins.climb_limit_in") else
                      translate("Wh40k", 'Floors {spacing}" apart: no climbing by the test')).format(
            spacing=f"{ruin.spacing:g}"))
    return "\n".join(line for line in lines if line)


def _cover_line(rows: list[TerrainRow]) -> str:
    covering = [r for r in rows if r.cover is not None]
    if not covering:
        return translate("Wh40k", "40k cover: none")
    best = min(covering, key=lambda r: r.cover or 0)
    if best.area:
        where = translate("Wh40k", "area terrain")
    elif best.behind == "adjacent":
        where = (translate("Wh40k", "in it and directly behind it") if best.in_hex else
                 translate("Wh40k", "directly behind it"))
    else:
        where = translate("Wh40k", "in it and behind it") if best.in_hex else translate("Wh40k", "behind it")
    return translate("Wh40k", "40k cover: {save}+ ({where})").format(save=best.cover, where=where)


def _tests_line(rows: list[TerrainRow]) -> str:
    tests = [f for f in FLAGS if any(getattr(r, f) for r in rows)]
    return translate("Wh40k", "Terrain: {tests}").format(tests=", ".join(FLAG_WORDS[t] for t in tests)) if tests else ""
