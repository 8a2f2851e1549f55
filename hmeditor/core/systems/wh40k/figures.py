"""Warhammer 40,000's figures for the editor: the hex under the cursor in 40k terms (its cover, the
terrain tests per unit type, a ruin's climbing table and fall tests, a building's armour) for the hex
dock, and what a palette entry is in 40k. All from the calculators."""

from __future__ import annotations

from dataclasses import replace

from ...calc.dice import fraction_text
from ...model import HexMap
from ...paint import Paint
from ...vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS
from ..base import Cell, Table
from .movement import D6, building_armour, climb_options, dangerous_chance, jump_down, ruin_at
from .saves import cover
from .schema import FLAGS, TerrainRow, UnitType, Wh40kRules
from .terrain import hex_terrain, inches_per_hex, save_text


def hex_figures(hex_map: HexMap, rules: Wh40kRules, hexes: list[tuple[int, int]]) -> list[Table]:
    """The 40k figures of the first hex of `hexes`."""
    if not hexes:
        return []
    hx = hexes[0]
    title = f"Warhammer 40k: {hex_map.hex_id(*hx)}" + (" (first selected)" if len(hexes) > 1 else "")
    tables = [_summary(hex_map, rules, hx, title), _units(hex_map, rules, hx)]
    if hex_map.cell(*hx).base == "ruins":
        tables.append(_ruin(hex_map, rules, hx))
    return tables


def _summary(hex_map, rules, hx, title) -> Table:
    terrain = hex_terrain(hex_map, rules, hx[0], hx[1])
    own = cover(hex_map, rules, hx)
    passing = terrain.passing_row(0)
    rows = [(Cell("Cover save"), Cell(save_text(own.save), _source_words(own.source), "strong")),
            (Cell("Behind it"), Cell(save_text(passing.cover if passing else None),
                                     ("a model directly behind it" if passing.behind == "adjacent" else
                                      "a model a quarter hidden by it") if passing else ""))]
    if own.save is not None or passing is not None:
        down = cover(hex_map, rules, hx, go_to_ground=True)
        rows.append((Cell("Gone to ground"), Cell(save_text(down.save))))
    tests = [f for f in FLAGS if terrain.flags[f][0]]
    rows.append((Cell("Terrain"), Cell(", ".join(tests) or "open ground", tone="barred" if
                                       {"impassable", "lethal"} & set(tests) else "")))
    cell = hex_map.cell(*hx)
    if cell.base == "building":
        armour = building_armour(rules, str(cell.param("type")))
        rows.append((Cell("Armour"), Cell(str(armour.armour), f"neglected {armour.armour - 2}; emplaced weapons BS "
                                                              f"{armour.emplaced_bs}")))
    try:
        scale = f'1 hex = {inches_per_hex(hex_map, rules):g}"'
    except ValueError as e:
        scale = str(e)
    rows.append((Cell("Table scale"), Cell(scale)))
    return Table(title, ("", ""), tuple(rows))


def _source_words(source: str | None) -> str:
    return "" if source is None else source.replace("_", " ")


def _units(hex_map, rules, hx) -> Table:
    """Per group of unit types with the same figures: difficult terrain, dangerous tests, barred."""
    terrain = hex_terrain(hex_map, rules, hx[0], hx[1])
    flags = {f: bool(terrain.flags[f][0]) for f in FLAGS}
    groups: dict[tuple, list[str]] = {}
    for unit in rules.units.values():
        groups.setdefault(_unit_cells(rules, unit, flags), []).append(unit.label)
    rows = tuple((Cell(", ".join(names)), *cells) for cells, names in groups.items())
    return Table("Moving into it", ("Units", "Move", "Dangerous test"), rows,
                 "Difficult terrain: the move is the highest of the dice, in inches.")


def _unit_cells(rules: Wh40kRules, unit: UnitType, flags: dict[str, bool]) -> tuple[Cell, Cell]:
    if flags["impassable"] or flags["lethal"]:
        word = "barred" if flags["impassable"] else "lethal"
        detail = "may move over it, not end in it" if unit.over_terrain else ""
        return Cell(word, detail, "barred"), Cell("-")
    move = Cell(f"highest of {unit.dice}D6", "", "strong") if flags["difficult"] and unit.slowed else \
        Cell("not slowed" if flags["difficult"] else "normal")
    tested = flags["dangerous"] or flags["difficult"] and unit.difficult_dangerous != "never"
    if not tested:
        return move, Cell("-")
    chance = dangerous_chance(rules, unit)
    when = "if it starts or ends here" if unit.difficult_dangerous == "start_or_end" and not flags["dangerous"] \
        else ""
    text = "passes" if chance == 0 else f"fails {fraction_text(chance)}"
    return move, Cell(text, ", ".join(w for w in (when, "" if chance == 0 else unit.fails) if w))


def _ruin(hex_map, rules, hx) -> Table:
    ruin = ruin_at(hex_map, hx)
    rows = []
    for roll in range(1, D6 + 1):
        options = climb_options(rules, ruin, roll)
        rows.append((Cell(str(roll)), Cell("; ".join(climb_text(n, x) for n, x in options))))
    for floor in range(2, ruin.floors + 1):
        j = jump_down(rules, ruin, floor)
        rows.append((Cell(f"jump from {floor}"), Cell(f"{j.height_in:g}\" fall, D6 {j.modifier:+}",
                                                      f"survives {fraction_text(j.survive_chance)}")))
    climbers = ", ".join(u.label for u in rules.units.values() if u.climbs)
    return Table(f"Ruins: {ruin.floors} floors {ruin.spacing:g}\" apart", ("Roll", "Climb"), tuple(rows),
                 f"Who climbs: {climbers}.")


def climb_text(floors: int, across_in: float, inches=lambda x: f"{x:g}\"") -> str:
    """ '1 floor + 3"', '6" across', '2 floors': one climbing option, `inches` writing the distance."""
    if not floors:
        return f"{inches(across_in)} across"
    climbed = f"{floors} floor{'s' if floors != 1 else ''}"
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
        lines.append(f"Floors: each costs {ruin.spacing:g}\" of the difficult-terrain roll"
                     if ruin.spacing <= rules.setting("ruins.climb_limit_in") else
                     f"Floors {ruin.spacing:g}\" apart: no climbing by the test")
    return "\n".join(line for line in lines if line)


def _cover_line(rows: list[TerrainRow]) -> str:
    covering = [r for r in rows if r.cover is not None]
    if not covering:
        return "40k cover: none"
    best = min(covering, key=lambda r: r.cover or 0)
    behind = "directly behind it" if best.behind == "adjacent" else "behind it"
    where = "area terrain" if best.area else (f"in it and {behind}" if best.in_hex else behind)
    return f"40k cover: {best.cover}+ ({where})"


def _tests_line(rows: list[TerrainRow]) -> str:
    tests = [f for f in FLAGS if any(getattr(r, f) for r in rows)]
    return f"Terrain: {', '.join(tests)}" if tests else ""
