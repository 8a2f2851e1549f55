"""Grav Armor's figures for the editor: per hex (the hex dock) its Grav Armor terrain with CV, MP
to enter and the units it destroys; per palette entry what its terrain becomes on the standard chart."""

from __future__ import annotations

import numpy as np

from ...calc.answer import number
from ...model import HexMap
from ...paint import Paint
from ...vocabulary import BASE_INDEX, MOD_INDEX
from ..base import Cell, Table
from .schema import Chart, GravRules, TerrainRow, kinds_text
from .terrain import DEFAULT_CHART, chart_name, chart_of, hex_terrain


def mp_text(row: TerrainRow) -> str:
    return "barred" if row.mp is None else f"{number(row.mp)}"


def cv_text(row: TerrainRow) -> str:
    return "-" if row.cv is None else f"{number(row.cv)}"


def hex_figures(hex_map: HexMap, rules: GravRules, hexes: list[tuple[int, int]]) -> list[Table]:
    """The first hex of `hexes` in Grav Armor: its terrain on the map's chart, CV, MP, what it destroys."""
    if not hexes:
        return []
    hx = hexes[0]
    title = f"Grav Armor terrain of {hex_map.hex_id(*hx)}" + (" (first selected)" if len(hexes) > 1 else "")
    try:
        chart = chart_of(hex_map, rules)
    except ValueError as e:
        return [Table(title, ("Terrain",), ((Cell(str(e), tone="barred"),),))]
    row = hex_terrain(hex_map, chart, hx)
    mp = Cell("barred", "but to free flight and spacecraft", "barred") if row.mp is None else \
        Cell(mp_text(row), "free flight: 1/2", "strong")
    cv = Cell("-", "detection does not pass") if row.cv is None else Cell(cv_text(row), "", "strong")
    destroys = Cell(kinds_text(row.destroys), "units in the hex", "barred") if row.destroys else Cell("-")
    terrain = Cell(row.label, "uncertain: " + row.note if row.uncertain and row.note else
                   ("uncertain" if row.uncertain else ""))
    return [Table(title, ("Terrain", "CV", "MP to enter", "Destroys"), ((terrain, cv, mp, destroys),),
                  f"Chart '{chart_name(hex_map)}': {chart.title}.")]


def terrain_figures(rules: GravRules, paint: Paint) -> str:
    """What a palette entry's terrain is on the standard chart (on clear ground at level 0)."""
    chart = rules.charts.get(DEFAULT_CHART) or next(iter(rules.charts.values()))
    if paint.kind == "add_mod":
        return _modification_line(chart, MOD_INDEX[paint.name])
    base, level = BASE_INDEX["clear"], 0.0
    if paint.kind in ("base", "height"):
        base = BASE_INDEX[paint.name]
    elif paint.kind in ("set_level", "raise"):
        level = paint.value if paint.kind == "set_level" else 1.0
    else:
        return ""
    row = chart.rows[int(chart.classify(np.array([base]), np.zeros(1, np.uint32), np.array([level]))[0])]
    return f"Grav Armor: {_terrain_text(row)}"


def _terrain_text(row: TerrainRow) -> str:
    text = f"{row.label}, CV {cv_text(row)}, MP {mp_text(row)}"
    return text + (f"; destroys {kinds_text(row.destroys)}" if row.destroys else "")


def _modification_line(chart: Chart, mod: int) -> str:
    """ "makes a hex smooth plains ... (unless it is impassable, ...)": the first row that takes the modification."""
    i = next((i for i, row in enumerate(chart.rows) if row.mods >> mod & 1), None)
    if i is None:
        return "Grav Armor: no change to the terrain"
    earlier = [row.label for row in chart.rows[:i]]
    return f"Grav Armor: makes a hex {_terrain_text(chart.rows[i])}" + \
        (f" (unless it is {', '.join(earlier)})" if earlier else "")
