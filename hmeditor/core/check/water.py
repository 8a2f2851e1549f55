"""Water: soft ground (mud, swamp, quicksand) cannot lie under water."""

from __future__ import annotations

from .fixes import without_mods
from .registry import HEX, Hit, View, check, fixer


@check("swamp-in-water", "warning", reach=0)
def swamp_in_water(v: View) -> list[Hit]:
    wet = v.rules.mods("wet_ground_mods")
    depth = v.param(0, 1)
    bad = v.has(wet) & v.is_base("water_bases") & (depth >= 1)
    return v.hits(bad, lambda row, col: (
        f"{v.mod_labels(row, col, wet).capitalize()} at {HEX} lies under water "
        f"{float(depth[row, col]):g} deep, where soft ground cannot be.", f"remove {v.mod_labels(row, col, wet)}"),
        by=(v.mods & wet, depth))


fixer("swamp-in-water")(without_mods("wet_ground_mods"))
