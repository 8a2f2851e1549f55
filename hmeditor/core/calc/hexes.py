"""Hexes and paths as a user gives them (hex ids), checked against the map."""

from __future__ import annotations

import numpy as np

from ..errors import InputError
from ..hexgrid import Hex
from ..language import translate
from ..model import HexMap


def check_hex(hex_map: HexMap, hx: tuple[int, int]) -> None:
    if not hex_map.contains(*hx):
        raise ValueError(f"hex {hx} is not on the {hex_map.width} x {hex_map.height} map")


def parse_hex(hex_map: HexMap, text: str, what: str) -> tuple[int, int]:
    """(col, row) of a hex id; ValueError naming `what` (e.g. the option it came from)."""
    try:
        return hex_map.parse_hex_id(text)
    except ValueError as e:
        raise InputError(what, str(e)) from None


def parse_hexes(hex_map: HexMap, text: str, what: str) -> list[tuple[int, int]]:
    """ "0808,0708,0608" as (col, row) pairs."""
    return [parse_hex(hex_map, part.strip(), what) for part in text.split(",")]


def adjacent(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return Hex.from_offset(*a).distance(Hex.from_offset(*b)) == 1


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Hexes from a to b, counting b and not a."""
    return Hex.from_offset(*a).distance(Hex.from_offset(*b))


def distances(cols: np.ndarray, rows: np.ndarray, hx: tuple[int, int]) -> np.ndarray:
    """`distance` from `hx` to each hex of the arrays of columns and rows (vectorised)."""
    q, r = cols, rows - (cols - (cols & 1)) // 2
    q0, r0 = hx[0], hx[1] - (hx[0] - (hx[0] & 1)) // 2
    return (np.abs(q - q0) + np.abs(r - r0) + np.abs(q - q0 + r - r0)) // 2


def check_path(hex_map: HexMap, path: list[tuple[int, int]], what: str = "--path") -> None:
    """Every hex on the map and each next to the one before; InputError naming the first gap and
    `what` (the option the path came from)."""
    for hx in path:
        check_hex(hex_map, hx)
    for a, b in zip(path, path[1:]):
        if not adjacent(a, b):
            raise InputError(what, translate("Hexes", "{a} and {b} are not adjacent").format(
                a=hex_map.hex_id(*a), b=hex_map.hex_id(*b)))
