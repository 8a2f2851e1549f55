"""Helpers shared by the sub-commands."""

from __future__ import annotations

from ..core.errors import MapFileError
from ..core.io import read_map
from ..core.model import HexMap
from . import UserError


def load_map(path: str) -> HexMap:
    try:
        return read_map(path)
    except MapFileError as e:
        raise UserError(str(e)) from None


def hex_arg(hex_map: HexMap, text: str, option: str) -> tuple[int, int]:
    """(col, row) of a hex id given on the command line."""
    try:
        return hex_map.parse_hex_id(text.strip())
    except ValueError as e:
        raise UserError(f"{option}: {e}") from None
