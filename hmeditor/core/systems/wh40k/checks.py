"""Warhammer 40,000's own reality checks: ruins whose floors stand too far apart to climb, by the
climb limit of the rules in use."""

from __future__ import annotations

from ...check.placement import setting_param
from ...check.registry import HEX, Hit, View, check, fixer
from . import SYSTEM


@check("ruins-spacing", "info", reach=0, system=SYSTEM.id)
def ruins_spacing(v: View) -> list[Hit]:
    """Ruins whose floors stand too far apart to climb: only flying units reach the upper floors."""
    limit = float(v.rules.rules.setting("ruins.climb_limit_in"))
    floors, spacing = v.param(0, 2), v.param(1, 3)
    bad = v.is_base("ruins_bases") & (floors > 1) & (spacing > limit)
    return v.hits(bad, lambda row, col: (
        f"The floors of the ruins at {HEX} are {float(spacing[row, col]):g}\" apart: with more than "
        f"{limit:g}\" between floors no model climbs or goes down by a difficult terrain test, so only jump, "
        f"jet-pack, jetbike and skimmer units reach the upper floors.",
        f"set the floor spacing to {limit:g}\": the most a model climbs by a test",
        limit), by=(spacing,))


fixer("ruins-spacing")(setting_param("ruins", "spacing"))
