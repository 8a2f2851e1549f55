"""A map's own settings for a game system: the optional `systems:` key of a .hmap (SYSTEMS.md),

    systems:
      total_war_xxi: {cm_per_hex: 3.175, cm_per_level: 2.0}

kept with the map's other keys the format does not define (written back unchanged). Each system
names its settings and what they may be (`GameSystem.map_keys`: the bounds of a number, or `str`
for a name); they are checked when the map is read (`check_systems`), whatever system it is played
in, so that a bad one is refused with its file and line by every command. Unknown systems and keys
are kept unchecked. A system reads its settings with `map_value`; `set_map_settings` is the
undoable edit that changes its part and leaves the other systems' parts as they are."""

from __future__ import annotations

from typing import Any, cast

from ..edits import SetExtra
from ..errors import DataError, quoted
from ..model import HexMap
from . import PACKAGES, get_system

KEY = "systems"
MAX_NAME = 100          # characters of a name (a chart)


def check_systems(value: object) -> None:
    """DataError (with the path to the bad key) unless `value` is a mapping whose entry for each
    known system is a mapping of its settings, each one the system takes."""
    if not isinstance(value, dict):
        raise DataError(f"must be a mapping of game systems, not {quoted(value)}")
    for system_id, entry in value.items():
        if system_id in PACKAGES:
            _check_entry(system_id, entry)


def _check_entry(system_id: str, entry: object) -> None:
    if not isinstance(entry, dict):
        raise DataError(f"{system_id} must be a mapping of its settings, not {quoted(entry)}", (system_id,))
    for key, spec in get_system(system_id).map_keys.items():
        if key in entry:
            _check_value(entry[key], spec, f"{system_id}.{key}", (system_id, key))


def _check_value(value: object, spec, what: str, path: tuple) -> None:
    if spec is str:
        wanted, ok = f"a name of 1 to {MAX_NAME} characters", isinstance(value, str) and 0 < len(value) <= MAX_NAME
    else:
        low, high = spec
        wanted = f"a number from {low:g} to {high:g}"
        ok = not isinstance(value, bool) and isinstance(value, (int, float)) and low <= value <= high
    if not ok:
        raise DataError(f"{what} must be {wanted}, not {quoted(value)}", path)


def map_value(hex_map: HexMap, system_id: str, key: str, default: object) -> Any:
    """The map's setting `key` for `system_id`, or `default` when it has none; ValueError (one line)
    when it is not one the system takes (a map changed since it was read)."""
    systems = hex_map.extra_keys.get(KEY, {})
    try:
        check_systems({system_id: systems.get(system_id, {})} if isinstance(systems, dict) else systems)
    except DataError as e:
        raise ValueError(f"the map's {KEY}: {e}") from None
    return cast(dict, systems).get(system_id, {}).get(key, default)        # a mapping: checked above


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
