"""Total War XXI's figures for the editor: per hex (the hex dock) the cover a target has there and
the D6 an unguided shot needs, and the heights in cm; per palette entry the cover its terrain
gives; the cover map (a per-hex overlay)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from ...calc.dice import fraction_text
from ...model import HexMap
from ...paint import Paint
from ...vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS
from ..base import Cell, HexTexts, Shading, Table
from .cover import cover_grid, fraction_words, hex_cover, hit_chance, hit_on
from .scale import table_scale
from .schema import TwRules

# One colour per hit step (4+, 5+, 6+); no cover at all stays untouched.
STEP_COLOURS = np.array([(129, 199, 132, 70), (255, 213, 79, 90), (239, 108, 0, 105)], np.uint8)


def hex_figures(hex_map: HexMap, rules: TwRules, hexes: list[tuple[int, int]]) -> list[Table]:
    if not hexes:
        return []
    hx = hexes[0]
    col, row = hx
    cover, terms = hex_cover(hex_map, rules, hx)
    on = hit_on(rules, cover)
    source = " + ".join(f"{t.name.replace('_', ' ')} {fraction_words(t.cover)}" for t in terms)
    uncertain = any(t.uncertain for t in terms)
    rows = [(Cell("Cover"), Cell(fraction_words(cover), source + (" (uncertain)" if uncertain else ""), "strong")),
            (Cell("Unguided hit"), Cell(f"{on}+", f"chance {fraction_text(hit_chance(on))}", "strong"))]
    try:
        scale = table_scale(hex_map, rules)
    except ValueError as e:
        rows.append((Cell("Heights"), Cell("-", str(e), "barred")))
    else:
        level = float(hex_map.level[row, col])
        rows.append((Cell("Ground"), Cell(f"{scale.height_cm(level):g} cm",
                                          f"level {level:g} x {scale.cm_per_level:g} cm")))
        building = building_levels(hex_map, hx)
        if building is not None:
            rows.append((Cell("Building"), Cell(f"{scale.height_cm(building):g} cm",
                                                f"{building:g} levels x {scale.cm_per_level:g} cm")))
    title = f"Total War XXI in {hex_map.hex_id(*hx)}" + (" (first selected)" if len(hexes) > 1 else "")
    return [Table(title, ("", "Figure"), tuple(rows),
                  "Cover is the terrain's default; the calculator takes the share you see on the table.")]


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
        return (f"Cover {fraction_words(row.cover)}{' (uncertain)' if row.uncertain else ''}: "
                f"unguided shots hit on {hit_on(rules, row.cover)}+")
    if paint.kind == "add_mod" and paint.name in rules.modification_cover:
        row = rules.modification_cover[paint.name]
        return f"Adds cover {fraction_words(row.cover)}{' (uncertain)' if row.uncertain else ''}"
    if paint.kind == "add_mod":
        return f"{MODIFICATIONS[MOD_INDEX[paint.name]].label}: no cover"
    return ""


def cover_shades(hex_map: HexMap, rules: TwRules, choices: dict) -> Shading:
    """The cover map: hexes tinted by the D6 an unguided shot needs against a target in them, the
    cover as text."""
    cover = cover_grid(hex_map, rules)
    bounds = np.array([float(s.cover) for s in rules.hit_table])
    step = np.minimum(np.searchsorted(bounds, cover - 1e-9), len(STEP_COLOURS) - 1)
    rgba = STEP_COLOURS[step]
    rgba[cover <= 0] = 0
    legend = tuple((tuple(colour), f"cover to {_short(float(s.cover))}: hit on {s.on}+")
                   for colour, s in zip(STEP_COLOURS.tolist(), rules.hit_table))
    return Shading(rgba, HexTexts(cover, cover > 0, _short), "Cover: an unguided shot", legend)


def _short(cover: float) -> str:
    return fraction_words(Fraction(cover).limit_denominator(12))
