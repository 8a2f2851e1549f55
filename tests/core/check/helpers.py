"""Building small maps for reality-check tests."""

from __future__ import annotations

from hmeditor.core.hexgrid import Hex
from hmeditor.core.model import HexMap


def hex_id(col: int, row: int) -> str:
    return HexMap(99, 99).hex_id(col, row)


def neighbour_ids(col: int, row: int) -> list[str]:
    """Ids of the six neighbours of (col, row), N first, from hexgrid (not from the code under test)."""
    return [hex_id(*h.to_offset()) for h in Hex.from_offset(col, row).neighbors()]


def ids_at(col: int, row: int, distance: int) -> str:
    """The id of a hex at exactly `distance` from (col, row), straight south."""
    return hex_id(col, row + distance)
