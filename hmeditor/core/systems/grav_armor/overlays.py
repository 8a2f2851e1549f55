"""Grav Armor's map overlays as per-hex colours: the hexes a unit detects from where it stands
(with the least CV sum of a path to each), and the terrain's CV all over the map (the heat map)."""

from __future__ import annotations

import math

import numpy as np

from ...calc.answer import number
from ...calc.hexes import distances
from ...language import translate
from ...model import HexMap
from ..base import HexTexts, Legend, Shading
from .detection import detection_paths
from .schema import GravRules, Unit
from .terrain import chart_of, cv_grid, mp_grid

DETECTED = (46, 160, 67, 110)
UNDETECTED = (198, 40, 40, 100)      # in range, but every path is too dense for the unit's EW
STANDING = (21, 101, 192, 120)       # the unit's own hex
CV_COLOURS = np.array([(0, 0, 0, 0), (188, 170, 120, 70), (161, 110, 60, 95), (121, 70, 40, 120)], np.uint8)
BARRED = (33, 33, 33, 120)


def detection_legend() -> Legend:
    """The detection overlay's legend, in the language in use."""
    return ((STANDING, translate("GravArmor", "the unit")), (DETECTED, translate("GravArmor", "detected")),
            (UNDETECTED, translate("GravArmor", "in range, not detected")))


def cv_legend() -> Legend:
    """The heat map's legend, in the language in use."""
    return (*((tuple(c), translate("GravArmor", "CV {cv}").format(cv=cv))
              for cv, c in zip(("1", "2", "3+"), CV_COLOURS[1:].tolist())),
            (BARRED, translate("GravArmor", "barred")))


def detection_shades(hex_map: HexMap, rules: GravRules, unit: Unit, hx: tuple[int, int]) -> Shading:
    """Every hex `unit` in `hx` detects (green) and the hexes in range it does not (red), each with
    the least CV sum of a path to it within range; the unit's hex in blue."""
    paths = detection_paths(hex_map, rules, unit, hx)
    h, w = paths.best.shape[1:]
    rows, cols = np.meshgrid(np.arange(paths.top, paths.top + h), np.arange(paths.left, paths.left + w),
                             indexing="ij")
    in_range = distances(cols, rows, hx) <= unit.range
    cost = paths.best[-1]
    rgba = np.zeros((hex_map.height, hex_map.width, 4), np.uint8)
    window = rgba[paths.top:paths.top + h, paths.left:paths.left + w]
    window[in_range] = UNDETECTED
    window[in_range & (cost <= unit.ew)] = DETECTED
    rgba[hx[1], hx[0]] = STANDING
    shown = in_range & np.isfinite(cost)
    shown[hx[1] - paths.top, hx[0] - paths.left] = False
    flat = (rows[shown] * hex_map.width + cols[shown]).tolist()
    return Shading(rgba, {f: f"{number(c)}" for f, c in zip(flat, cost[shown].tolist())},
                   translate("GravArmor", "Detection: least CV sum"), detection_legend())


def terrain_shades(hex_map: HexMap, rules: GravRules, choices: dict) -> Shading:
    """The heat map: each hex tinted by its terrain's CV (darker for more), dark where barred, the
    CV as text where it is more than 0."""
    chart = chart_of(hex_map, rules)
    cv, barred = cv_grid(hex_map, chart), np.isinf(mp_grid(hex_map, chart))
    steps = np.clip(np.nan_to_num(cv, posinf=0), 0, len(CV_COLOURS) - 1).astype(int)
    rgba = CV_COLOURS[steps]
    rgba[barred] = BARRED
    return Shading(rgba, HexTexts(cv, (cv > 0) | barred, lambda c: "x" if math.isinf(c) else f"{number(c)}"),
                   translate("GravArmor", "Terrain CV"), cv_legend())
