"""The cover map: each hex shaded by the cover save a model there takes from the chosen firer (its own
hex's cover alone when no firer is chosen), the save as text; a ramp from 2+ (dark green) to 6+
(yellow), darker for a better save. The firer's hex is blue."""

from __future__ import annotations

import numpy as np

from ...language import translate
from ...model import HexMap
from ..base import HexTexts, Legend, Shading
from .saves import cover_grid
from .schema import NO_COVER, Wh40kRules

# By save 0..7: 0 out of reach, 2+ .. 6+, 7 none (alpha 0: untouched). Light enough for the terrain to read through.
SAVE_COLOURS = np.array([(0, 0, 0, 0), (0, 0, 0, 0), (0, 90, 50, 130), (35, 139, 69, 120), (116, 196, 118, 120),
                         (199, 233, 120, 120), (255, 237, 111, 130), (0, 0, 0, 0)], np.uint8)
FIRER_COLOUR = (21, 101, 192, 150)


def save_legend() -> Legend:
    """The cover map's legend, in the language in use."""
    return (*((tuple(SAVE_COLOURS[save].tolist()), f"{save}+") for save in range(2, 7)),
            (FIRER_COLOUR, translate("Wh40k", "firer")))


def cover_shades(hex_map: HexMap, rules: Wh40kRules, choices: dict) -> Shading:
    firer = choices.get("firer")
    if firer is not None and not hex_map.contains(*firer):
        firer = None
    unit = rules.unit(choices.get("unit", "infantry"))
    go_to_ground = bool(choices.get("go_to_ground")) and unit.go_to_ground
    try:
        save = cover_grid(hex_map, rules, firer, unit, go_to_ground)
    except ValueError:            # the map's table scale is unusable (the calculator says so): own hexes only
        firer, save = None, cover_grid(hex_map, rules, None, unit, go_to_ground)
    rgba = SAVE_COLOURS[np.clip(save, 0, NO_COVER)]
    texts = HexTexts(save, (save >= 2) & (save < NO_COVER), lambda s: f"{s}+")
    if firer is not None:
        rgba[firer[1], firer[0]] = FIRER_COLOUR
        texts.put(hex_map.flat(*firer), translate("Wh40k", "firer"))
    return Shading(rgba, texts, translate("Wh40k", "Cover save"), save_legend())
