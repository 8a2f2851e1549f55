"""Warhammer 40,000's own reality checks: ruins whose floors stand too far apart to climb, by the
climb limit of the rules in use."""

from __future__ import annotations

from ...check.placement import setting_param
from ...check.registry import HEX, Hit, View, check, fixer
from ...language import translate
from . import SYSTEM


@check("ruins-spacing", "info", reach=0, system=SYSTEM.id)
def ruins_spacing(v: View) -> list[Hit]:
    """Ruins whose floors stand too far apart to climb: only flying units reach the upper floors."""
    limit = float(v.rules.rules.setting("ruins.climb_limit_in"))
    floors, spacing = v.param(0, 2), v.param(1, 3)
    bad = v.is_base("ruins_bases") & (floors > 1) & (spacing > limit)
    return v.hits(bad, lambda row, col: (
        translate("RealityCheck", "The floors of the ruins at {hex} are {spacing}\" apart: with more than {limit}\" "
                  "between floors no model climbs or goes down by a difficult terrain test, so only jump, jet-pack, "
                  "jetbike and skimmer units reach the upper floors.").format(
            hex=HEX, spacing=f"{float(spacing[row, col]):g}", limit=f"{limit:g}"),
        translate("RealityCheck", "set the floor spacing to {limit}\": the most a model climbs by a test").format(
            limit=f"{limit:g}"), limit), by=(spacing,))


fixer("ruins-spacing")(setting_param("ruins", "spacing"))
