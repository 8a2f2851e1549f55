"""Grav Armor's figures for the editor: per hex (the hex dock) its Grav Armor terrain with CV, MP
to enter and the units it destroys; per palette entry what its terrain becomes on the standard chart."""

from __future__ import annotations

import numpy as np

from ...calc.answer import number
from ...language import translate
from ...model import HexMap
from ...paint import Paint
from ...vocabulary import BASE_INDEX, MOD_INDEX
from ..base import Cell, Table
from .schema import Chart, GravRules, TerrainRow, kinds_text, label_words
from .terrain import DEFAULT_CHART, chart_name, chart_of, hex_terrain


def mp_text(row: TerrainRow) -> str:
    return translate("GravArmor", "barred") if row.mp is None else f"{number(row.mp)}"


def cv_text(row: TerrainRow) -> str:
    return "-" if row.cv is None else f"{number(row.cv)}"


def hex_figures(hex_map: HexMap, rules: GravRules, hexes: list[tuple[int, int]]) -> list[Table]:
    """The first hex of `hexes` in Grav Armor: its terrain on the map's chart, CV, MP, what it destroys."""
    if not hexes:
        return []
    hx = hexes[0]
    title = (translate("GravArmor", "Grav Armor terrain of {hex} (first selected)") if len(hexes) > 1 else
             translate("GravArmor", "Grav Armor terrain of {hex}")).format(hex=hex_map.hex_id(*hx))
    try:
        chart = chart_of(hex_map, rules)
    except ValueError as e:
        return [Table(title, (translate("GravArmor", "Terrain"),), ((Cell(str(e), tone="barred"),),))]
    row = hex_terrain(hex_map, chart, hx)
    header = (translate("GravArmor", "Terrain"), translate("GravArmor", "CV"), translate("GravArmor", "MP to enter"),
              translate("GravArmor", "Destroys"))
    note = translate("GravArmor", "Chart '{chart}': {title}.").format(chart=chart_name(hex_map),
                                                                             title=label_words(chart.title))
    return [Table(title, header, ((_terrain_cell(row), _cv_cell(row), _mp_cell(row), _destroys_cell(row)),), note)]


def _terrain_cell(row: TerrainRow) -> Cell:
    if not row.uncertain:
        return Cell(label_words(row.label))
    if row.note:
        return Cell(label_words(row.label), translate("GravArmor", "uncertain: {note}").format(note=row.note))
    return Cell(label_words(row.label), translate("GravArmor", "uncertain"))


def _cv_cell(row: TerrainRow) -> Cell:
    if row.cv is None:
        return Cell("-", translate("GravArmor", "detection does not pass"))
    return Cell(cv_text(row), "", "strong")


def _mp_cell(row: TerrainRow) -> Cell:
    if row.mp is None:
        return Cell(mp_text(row), translate("GravArmor", "but to free flight and spacecraft"), "barred")
    return Cell(mp_text(row), translate("GravArmor", "free flight: 1/2"), "strong")


def _destroys_cell(row: TerrainRow) -> Cell:
    if not row.destroys:
        return Cell("-")
    return Cell(kinds_text(row.destroys), translate("GravArmor", "units in the hex"), "barred")


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
    return translate("GravArmor", "Grav Armor: {terrain}").format(terrain=_terrain_text(row))


def _terrain_text(row: TerrainRow) -> str:
    text = translate("GravArmor", "{terrain}, CV {cv}, MP {mp}").format(terrain=label_words(row.label),
                                                                        cv=cv_text(row), mp=mp_text(row))
    if not row.destroys:
        return text
    return translate("GravArmor", "{terrain}; destroys {kinds}").format(terrain=text, kinds=kinds_text(row.destroys))


def _modification_line(chart: Chart, mod: int) -> str:
    """ "makes a hex smooth plains ... (unless it is impassable, ...)": the first row that takes the modification."""
    i = next((i for i, row in enumerate(chart.rows) if row.mods >> mod & 1), None)
    if i is None:
        return translate("GravArmor", "Grav Armor: no change to the terrain")
    earlier = [label_words(row.label) for row in chart.rows[:i]]
    makes = _terrain_text(chart.rows[i])
    if not earlier:
        return translate("GravArmor", "Grav Armor: makes a hex {terrain}").format(terrain=makes)
    return translate("GravArmor", "Grav Armor: makes a hex {terrain} (unless it is {others})").format(
        terrain=makes, others=", ".join(earlier))
