"""Water: soft ground (mud, swamp, quicksand) cannot lie under water."""

from __future__ import annotations

from ..language import translate
from .fixes import without_mods
from .registry import HEX, Hit, View, capital, check, fixer, removing


@check("swamp-in-water", "warning", reach=0)
def swamp_in_water(v: View) -> list[Hit]:
    wet = v.rules.mods("wet_ground_mods")
    depth = v.param(0, 1)
    bad = v.has(wet) & v.is_base("water_bases") & (depth >= 1)
    def describe(row, col):
        mods = v.mod_labels(row, col, wet)
        return (translate("RealityCheck", "{Mods} at {hex} lies under water {depth} deep, where soft ground cannot "
                          "be.").format(Mods=capital(mods), mods=mods, hex=HEX, depth=f"{float(depth[row, col]):g}"),
                removing(mods))
    return v.hits(bad, describe, by=(v.mods & wet, depth))


fixer("swamp-in-water")(without_mods("wet_ground_mods"))
