"""A map's own settings for a game system: the optional `systems:` key of a .hmap (SYSTEMS.md),

    systems:
      total_war_xxi: {cm_per_hex: 3.175, cm_per_level: 2.0}

kept with the map's other keys the format does not define (written back unchanged). A system reads
its part with `map_settings` and checks the values itself; `set_map_settings` is the undoable edit
that changes its part and leaves the other systems' parts as they are."""

from __future__ import annotations

import math

from ..edits import SetExtra
from ..errors import quoted
from ..model import HexMap

KEY = "systems"


def map_settings(hex_map: HexMap, system_id: str) -> dict:
    """The map's settings for `system_id` ({} when it has none); ValueError when the key is not a mapping."""
    systems = hex_map.extra_keys.get(KEY, {})
    if not isinstance(systems, dict):
        raise ValueError(f"the map's '{KEY}' key must be a mapping of game systems, not {quoted(systems)}")
    mine = systems.get(system_id, {})
    if not isinstance(mine, dict):
        raise ValueError(f"the map's '{KEY}.{system_id}' key must be a mapping, not {quoted(mine)}")
    return dict(mine)


def number_setting(settings: dict, system_id: str, key: str, default: float, low: float, high: float) -> float:
    """A map setting that must be a number from `low` to `high` (its default when the map has none)."""
    value = settings.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not (
            math.isfinite(value) and low <= value <= high):
        raise ValueError(f"the map's '{KEY}.{system_id}.{key}' must be a number from {low:g} to {high:g}, "
                         f"not {quoted(value)}")
    return float(value)


def set_map_settings(hex_map: HexMap, system_id: str, values: dict) -> SetExtra:
    """The edit that sets `values` in the map's settings for `system_id` (a value None removes its
    key; no settings left removes the system's entry, no entries the `systems` key)."""
    systems = hex_map.extra_keys.get(KEY)
    systems = dict(systems) if isinstance(systems, dict) else {}
    mine = systems.get(system_id)
    mine = dict(mine) if isinstance(mine, dict) else {}
    for key, value in values.items():
        if value is None:
            mine.pop(key, None)
        else:
            mine[key] = value
    if mine:
        systems[system_id] = mine
    else:
        systems.pop(system_id, None)
    return SetExtra(KEY, systems or None)
