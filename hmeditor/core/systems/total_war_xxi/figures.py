"""Total War XXI's figures for the editor: per hex (the hex dock) the cover a target has there and
the D6 an unguided shot needs, and the heights in cm; per palette entry the cover its terrain
gives; the cover map (a per-hex overlay)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from ...calc.dice import fraction_text
from ...language import translate
from ...model import HexMap
from ...paint import Paint
from ...vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS
from ...wording import name_words
from ..base import Cell, HexTexts, Shading, Table
from .cover import cover_grid, fraction_words, hex_cover, hit_chance, hit_on
from .scale import table_scale
from .schema import CoverRow, TwRules

# One colour per hit step (4+, 5+, 6+); no cover at all stays untouched.
STEP_COLOURS = np.array([(129, 199, 132, 70), (255, 213, 79, 90), (239, 108, 0, 105)], np.uint8)


def hex_figures(hex_map: HexMap, rules: TwRules, hexes: list[tuple[int, int]]) -> list[Table]:
    if not hexes:
        return []
    hx = hexes[0]
    cover, terms = hex_cover(hex_map, rules, hx)
    on = hit_on(rules, cover)
    rows = [(Cell(translate("TotalWarXXI", "Cover")), Cell(fraction_words(cover), cover_source(terms), "strong")),
            (Cell(translate("TotalWarXXI", "Unguided hit")),
             Cell(f"{on}+", translate("TotalWarXXI", "chance {chance}").format(chance=fraction_text(hit_chance(on))),
                  "strong"))]
    rows += _height_rows(hex_map, rules, hx)
    title = (translate("TotalWarXXI", "Total War XXI in {hex} (first selected)") if len(hexes) > 1 else
             translate("TotalWarXXI", "Total War XXI in {hex}")).format(hex=hex_map.hex_id(*hx))
    return [Table(title, ("", translate("TotalWarXXI", "Figure")), tuple(rows),
                  translate("TotalWarXXI", "Cover is the terrain's default; the calculator takes the share you see on "
                                           "the table."))]


def cover_source(terms: list[CoverRow]) -> str:
    """ "light woods 1/3 + smoke 1/3 (uncertain)": where a hex's cover comes from."""
    source = " + ".join(f"{name_words(t.name)} {fraction_words(t.cover)}" for t in terms)
    return translate("TotalWarXXI", "{source} (uncertain)").format(source=source) if any(
        t.uncertain for t in terms) else source


def _height_rows(hex_map: HexMap, rules: TwRules, hx: tuple[int, int]) -> list[tuple[Cell, Cell]]:
    """The ground's height in cm, and a building's."""
    col, row = hx
    try:
        scale = table_scale(hex_map, rules)
    except ValueError as e:
        return [(Cell(translate("TotalWarXXI", "Heights")), Cell("-", str(e), "barred"))]
    level = float(hex_map.level[row, col])
    rows = [(Cell(translate("TotalWarXXI", "Ground")),
             Cell(_cm(scale.height_cm(level)),
                  translate("TotalWarXXI", "level {level} x {cm} cm").format(level=f"{level:g}",
                                                                             cm=f"{scale.cm_per_level:g}")))]
    building = building_levels(hex_map, hx)
    if building is not None:
        rows.append((Cell(translate("TotalWarXXI", "Building")),
                     Cell(_cm(scale.height_cm(building)),
                          translate("TotalWarXXI", "{levels} levels x {cm} cm").format(
                              levels=f"{building:g}", cm=f"{scale.cm_per_level:g}"))))
    return rows


def _cm(value: float) -> str:
    return translate("TotalWarXXI", "{cm} cm").format(cm=f"{value:g}")


def building_levels(hex_map: HexMap, hx: tuple[int, int]) -> float | None:
    """A building's height in levels (its default when not given); None for any other terrain."""
    col, row = hx
    building = BASE_INDEX["building"]
    if int(hex_map.base[row, col]) != building:
        return None
    j, spec = next((j, p) for j, p in enumerate(BASE_TERRAINS[building].params) if p.name == "height")
    stored = float(hex_map.params[row, col, j])
    assert isinstance(spec.default, (int, float))           # a building's height has one
    return float(spec.default) if stored != stored else max(0.0, stored)


def terrain_figures(rules: TwRules, paint: Paint) -> str:
    """The cover a palette entry gives a target, and what an unguided shot then needs."""
    if paint.kind == "base":
        row = rules.base_cover(paint.name)
        return translate("TotalWarXXI", "Cover {cover}: unguided shots hit on {on}+").format(
            cover=_uncertain(row), on=hit_on(rules, row.cover))
    if paint.kind == "add_mod" and paint.name in rules.modification_cover:
        row = rules.modification_cover[paint.name]
        return translate("TotalWarXXI", "Adds cover {cover}").format(cover=_uncertain(row))
    if paint.kind == "add_mod":
        terrain = MODIFICATIONS[MOD_INDEX[paint.name]].label
        return translate("TotalWarXXI", "{terrain}: no cover").format(terrain=terrain)
    return ""


def _uncertain(row: CoverRow) -> str:
    """ "1/3", "1/3 (uncertain)": a row's cover, marked when the sources do not settle it."""
    cover = fraction_words(row.cover)
    return translate("TotalWarXXI", "{source} (uncertain)").format(source=cover) if row.uncertain else cover


def cover_shades(hex_map: HexMap, rules: TwRules, choices: dict) -> Shading:
    """The cover map: hexes tinted by the D6 an unguided shot needs against a target in them, the
    cover as text."""
    cover = cover_grid(hex_map, rules)
    bounds = np.array([float(s.cover) for s in rules.hit_table])
    step = np.minimum(np.searchsorted(bounds, cover - 1e-9), len(STEP_COLOURS) - 1)
    rgba = STEP_COLOURS[step]
    rgba[cover <= 0] = 0
    legend = tuple((tuple(colour), translate("TotalWarXXI", "cover to {cover}: hit on {on}+").format(
        cover=_short(float(s.cover)), on=s.on)) for colour, s in zip(STEP_COLOURS.tolist(), rules.hit_table))
    return Shading(rgba, HexTexts(cover, cover > 0, _short), translate("TotalWarXXI", "Cover: an unguided shot"),
                   legend)


def _short(cover: float) -> str:
    return fraction_words(Fraction(cover).limit_denominator(12))
