"""Pieces: hexes cut from a map to be put down elsewhere (the clipboard, a move, a stamp), turned
in 60 degree steps and mirrored exactly on the hex grid.

A piece is a small map (`hexes`) with the hexes that belong to it (`inside`), moved so that its
hexes touch column 0 and row 0. Everything a hex holds comes with it, a format's per-hex data (a
MegaMek board's exits, classes, themes, elevators) too, its exits turned with it (edits.MOVERS).
As text (the clipboard, a stamp file) it is an .hmap whose `piece: {outside: [...]}` lists the
hexes of its rectangle that are not in it.
"""

from __future__ import annotations

import copy
from typing import NamedTuple

import numpy as np

from .edits import PlaceHexes, Placement, laid_out, placed
from .errors import DataError
from .hexgrid import Layout, Symmetry, to_axial, to_offset
from .io.hmap import dumps, loads, register_block
from .model import HexMap

KEY = "piece"       # the key of an .hmap holding a piece


class Piece(NamedTuple):
    hexes: HexMap
    inside: np.ndarray          # bool [row, col]: the hexes of `hexes` that belong to the piece

    @property
    def hex_count(self) -> int:
        return int(np.count_nonzero(self.inside))

    def centre(self) -> tuple[int, int]:
        """The piece's hex nearest the middle of its hexes (where the pointer holds a paste)."""
        rows, cols = np.nonzero(self.inside)
        x, y = Layout().centers(cols, rows)
        i = int(np.argmin((x - x.mean()) ** 2 + (y - y.mean()) ** 2))
        return int(cols[i]), int(rows[i])


def piece_of(hex_map: HexMap, flat: np.ndarray, anchor: tuple[int, int] = (0, 0)) -> tuple[Piece, tuple[int, int]]:
    """The hexes of the map at these flat indices (some) as a piece, and where its hex `anchor` is in it."""
    rows, cols = np.divmod(np.asarray(flat, np.int64), hex_map.width)
    return _normalised(hex_map, cols, rows, Symmetry(), anchor)


def transformed(piece: Piece, symmetry: Symmetry, anchor: tuple[int, int] = (0, 0)) -> tuple[Piece, tuple[int, int]]:
    """The piece turned or mirrored, and where its hex `anchor` went in it."""
    rows, cols = np.nonzero(piece.inside)
    return _normalised(piece.hexes, cols, rows, symmetry, anchor)


def put(hex_map: HexMap, piece: Piece, anchor: tuple[int, int], at: tuple[int, int]) -> PlaceHexes:
    """The edit putting the piece down with its hex `anchor` on the map's hex `at` (the hexes that
    land off the map are left out)."""
    return placed(hex_map, placement(piece, anchor, at))


def placement(piece: Piece, anchor: tuple[int, int], at: tuple[int, int]) -> Placement:
    """Where the piece's hexes land with its hex `anchor` on `at` (a move of the grid: exact)."""
    (q0, r0), (q1, r1) = to_axial(*anchor), to_axial(*at)
    left, top = to_offset(q1 - q0, r1 - r0)
    return Placement(piece.hexes, left, top, inside=piece.inside)


def _normalised(source: HexMap, cols: np.ndarray, rows: np.ndarray, symmetry: Symmetry,
                anchor: tuple[int, int]) -> tuple[Piece, tuple[int, int]]:
    """These hexes of `source`, turned or mirrored, as a piece against column 0 and row 0; and where
    the source's hex `anchor` went."""
    q, r = symmetry.axial(*to_axial(cols, rows))
    dq = -int(q.min())
    q = q + dq
    dr = -int((r + (q - (q & 1)) // 2).min())
    inside = np.zeros((source.height, source.width), bool)
    inside[rows, cols] = True
    p = Placement(source, *to_offset(dq, dr), symmetry, inside)
    new_cols, new_rows = p.where(cols, rows)
    out = laid_out([p], int(new_cols.max()) + 1, int(new_rows.max()) + 1, source.name, [])
    out.conditions, out.accepted, out.header = {}, [], []
    mask = np.zeros((out.height, out.width), bool)
    mask[new_rows, new_cols] = True
    col, row = p.where(*anchor)
    return Piece(out, mask), (int(col), int(row))


# ---- as text: the clipboard and stamp files ---------------------------------------------------

def piece_text(piece: Piece) -> str:
    """The piece as .hmap text."""
    m = copy.copy(piece.hexes)
    rows, cols = np.nonzero(~piece.inside)
    m.extra_keys = {**m.extra_keys, KEY: {"outside": [m.hex_id(c, r) for c, r in zip(cols.tolist(), rows.tolist())]}}
    return dumps(m)


def piece_from_text(text: str, source: str = "<piece>") -> Piece:
    """A piece from .hmap text (a whole map is a piece of all its hexes); raises MapFileError."""
    m = loads(text, source)
    inside = np.ones((m.height, m.width), bool)
    block = m.extra_keys.pop(KEY, {})       # checked as it was read (_check_piece)
    for hex_id in block.get("outside", []) if isinstance(block, dict) else []:
        inside[m.parse_hex_id(hex_id)[::-1]] = False
    return Piece(m, inside)


def _check_piece(value: object, hex_map: HexMap) -> None:
    outside = value.get("outside") if isinstance(value, dict) else None
    if not isinstance(outside, list) or not all(isinstance(hex_id, str) for hex_id in outside):
        raise DataError("must be {outside: [hex ids]}: the hexes of the rectangle that are not in the piece")
    for hex_id in outside:
        try:
            hex_map.parse_hex_id(hex_id)
        except ValueError as e:
            raise DataError(f"outside: {e}", ("outside",)) from None
    if len(set(outside)) == hex_map.width * hex_map.height:
        raise DataError("outside: every hex is outside: the piece holds none", ("outside",))


register_block(KEY, _check_piece)
