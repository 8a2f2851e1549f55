"""Helpers shared by the sub-commands."""

from __future__ import annotations

import sys

from ..core.errors import MapFileError
from ..core.io import format_for, read_map, write_losses, write_map
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


def save_map(hex_map: HexMap, path: str, command: str) -> None:
    """Write the map (its format by extension); what the format cannot hold goes to stderr as warnings."""
    try:
        format_for(path)
        losses = write_losses(hex_map, path)
        write_map(hex_map, path)
    except MapFileError as e:
        raise UserError(str(e)) from None
    for note in losses:
        print(f"hmeditor {command}: warning: {path}: {note}", file=sys.stderr)
