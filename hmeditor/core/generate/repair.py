"""Making a generated map one the reality check and MegaMek both take: the check's own fixes for
its errors (and for the warnings whose fix changes hexes), then, for what is left, the feature in
those hexes taken away (a road or bridge MegaMek would not join up, a hex it refuses, a pile the
fixes could not settle)."""

from __future__ import annotations

import numpy as np

from ..check import check_map
from ..check.data import CheckRules
from ..check.fixes import fix_edit
from ..edits import SetCells
from ..io.megamek.validity import Board
from ..io.megamek.writer import written_tokens
from ..model import HexMap
from ..vocabulary import MAX_BASE_PARAMS, MOD_INDEX
from .canvas import near

ROUNDS = 6
BRIDGE = np.uint32(1 << MOD_INDEX["bridge"])
WAYS = np.uint32(sum(1 << MOD_INDEX[m] for m in ("road", "dirt_road", "gravel_road", "bridge")))


def repair(hex_map: HexMap, rules: CheckRules) -> None:
    """Fix what the reality check finds, then what MegaMek refuses, until neither finds anything."""
    for _ in range(ROUNDS):
        if not _fix_findings(hex_map, rules) | _drop_board_faults(hex_map):
            return
    for flat in errors(hex_map, rules) | board_faults(hex_map):
        _clear(hex_map, flat)


def _fix_findings(hex_map: HexMap, rules: CheckRules) -> bool:
    """Apply the fix of each error, and of each warning whose fix changes hexes; whether any was
    applied. A hex no fix settles after a few rounds has its terrain taken away."""
    changed = False
    for finding in check_map(hex_map, rules):
        if finding.accepted or finding.severity == "info":
            continue
        edit = fix_edit(hex_map, finding, rules)
        if edit is None and finding.severity == "error":
            for hex_id in finding.hexes:
                _clear(hex_map, hex_map.flat(*hex_map.parse_hex_id(hex_id)))
            changed = True
        elif edit is not None and (finding.severity == "error" or isinstance(edit, SetCells)):
            edit.apply(hex_map)
            changed = True
    return changed


def errors(hex_map: HexMap, rules: CheckRules) -> set[int]:
    """The flat indices of the hexes of the error findings (a whole-map error: every hex)."""
    out = set()
    for f in check_map(hex_map, rules):
        if f.severity == "error" and not f.accepted:
            out |= {hex_map.flat(*hex_map.parse_hex_id(h)) for h in f.hexes} or set(range(hex_map.width *
                                                                                         hex_map.height))
    return out


def as_board(hex_map: HexMap) -> Board:
    """The board MegaMek would load from the map: each hex's tokens as the writer writes them (no
    text written and read again: the same tokens, a few seconds sooner on a large map)."""
    return Board(hex_map.width, hex_map.height, written_tokens(hex_map),
                 np.floor(hex_map.level).astype(int).ravel().tolist())


def board_faults(hex_map: HexMap) -> set[int]:
    """The hexes MegaMek refuses in the board written from the map, and those of roads and bridges
    that do not join up."""
    board = as_board(hex_map)
    return {r.flat for r in board.refusals()} | {p.flat for p in board.problems(_by_bridges(hex_map))}


def _by_bridges(hex_map: HexMap) -> np.ndarray:
    """The bridges and the hexes beside them: where the roads of a generated map can fail to join up
    (its other roads have no hand-set exits: MegaMek joins each to every road beside it, both ways)."""
    return np.flatnonzero(near(hex_map.mods & BRIDGE != 0))


def _drop_board_faults(hex_map: HexMap) -> bool:
    """Take the roads and bridges out of the hexes of a board fault (and everything out of a hex
    MegaMek refuses for itself); whether there were any."""
    board = as_board(hex_map)
    refused, problems = board.refusals(), board.problems(_by_bridges(hex_map))
    for p in problems:
        _drop_ways(hex_map, p.flat)
    for r in refused:
        _clear(hex_map, r.flat)
    return bool(refused or problems)


def _drop_ways(hex_map: HexMap, flat: int) -> None:
    row, col = divmod(flat, hex_map.width)
    hex_map.mods[row, col] &= ~WAYS
    hex_map.mod_params.pop((flat, MOD_INDEX["bridge"]), None)
    hex_map.touch()


def _clear(hex_map: HexMap, flat: int) -> None:
    """Clear ground at the hex's level, nothing on it."""
    row, col = divmod(flat, hex_map.width)
    hex_map.base[row, col], hex_map.mods[row, col] = 0, 0
    hex_map.params[row, col] = np.full(MAX_BASE_PARAMS, np.nan, np.float32)
    for key in [k for k in hex_map.mod_params if k[0] == flat]:
        del hex_map.mod_params[key]
    hex_map.touch()
