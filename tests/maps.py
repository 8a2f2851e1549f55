"""Small maps for tests, their hexes given as .hmap text by hex id ({"0303": "ruins:3:7"})."""

from __future__ import annotations

from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.model import HexMap


def make_map(hexes: dict[str, str] | None = None, conditions: dict | None = None, size=(10, 10),
             name: str = "test") -> HexMap:
    """A map with the given hex values (FORMAT.md text) and conditions."""
    m = HexMap(*size, name)
    set_cells(m, {m.parse_hex_id(h): parse_cell(text) for h, text in (hexes or {}).items()}).apply(m)
    m.conditions = dict(conditions or {})
    return m
