"""The map model: size, per-hex data in numpy arrays, whole-map conditions and metadata.

Per-hex arrays are indexed [row, col] (0-based). A hex's flat index is row * width + col.
"""

from __future__ import annotations

import copy
import functools
from dataclasses import dataclass
from itertools import count
from typing import Any, NamedTuple

import numpy as np

from . import hexgrid
from .budget import check_map_size
from .cell import Cell
from .scenario import Scenario
from .vocabulary import (
    BASE_INDEX,
    BASE_TERRAINS,
    CONDITION_INDEX,
    CONDITIONS,
    MAX_BASE_PARAMS,
    MOD_INDEX,
    MODIFICATIONS,
    MODS_WITH_PARAMS,
    check_level,
)

PER_HEX_FIELDS = ("base", "params", "mods", "level")
BLOCK_FIELDS = (*PER_HEX_FIELDS, "mod_params")     # what a CellBlock may hold
_REVISIONS = count(1)     # one sequence for every map: a revision number is never reused
MODS_WITH_PARAMS_ORDER = tuple(sorted(MODS_WITH_PARAMS))


class AcceptedFinding(NamedTuple):
    """A reality-check finding a group has agreed to play with (a house rule)."""

    rule: str
    hexes: tuple[str, ...] = ()


@dataclass
class CellBlock:
    """The state of a set of hexes, given by flat index: what edits write and undo restores. A field
    left None is not in the block: an edit holds only what it changes (painting terrain holds no
    levels), and its undo only what it overwrote. `mod_params` holds every entry of its hexes."""

    index: np.ndarray
    base: np.ndarray | None
    params: np.ndarray | None
    mods: np.ndarray | None
    level: np.ndarray | None
    mod_params: dict[tuple[int, int], tuple] | None

    def __len__(self) -> int:
        return len(self.index)

    @property
    def fields(self) -> tuple[str, ...]:
        """The names of the fields the block holds (of BLOCK_FIELDS)."""
        return tuple(name for name in BLOCK_FIELDS if getattr(self, name) is not None)

    def overlay(self, other: CellBlock) -> CellBlock:
        """This block with `other` written over it (other wins where both hold a hex); both hold
        the same fields."""
        if self.fields != other.fields:
            raise ValueError(f"blocks of different fields: {self.fields} and {other.fields}")
        mine = ~np.isin(self.index, other.index, assume_unique=True)     # a block holds a hex once
        mod_params = None
        if self.mod_params is not None and other.mod_params is not None:
            keep = set(self.index[mine].tolist())
            mod_params = {k: v for k, v in self.mod_params.items() if k[0] in keep}
            mod_params.update(other.mod_params)
        base, params, mods, level = (None if getattr(self, name) is None
                                     else np.concatenate([getattr(self, name)[mine], getattr(other, name)])
                                     for name in PER_HEX_FIELDS)
        return CellBlock(np.concatenate([self.index[mine], other.index]), base, params, mods, level, mod_params)


class HexMap:
    """A hex map. Change it through `hmeditor.core.edits` so that undo and re-checks can follow."""

    def __init__(self, width: int, height: int, name: str = ""):
        check_map_size(width, height)
        self.width, self.height = int(width), int(height)
        self.name = name
        shape = (self.height, self.width)
        self.base = np.zeros(shape, np.uint8)
        self.params = np.full(shape + (MAX_BASE_PARAMS,), np.nan, np.float32)
        self.mods = np.zeros(shape, np.uint32)
        self.level = np.zeros(shape, np.float32)
        self.mod_params: dict[tuple[int, int], tuple] = {}   # (flat index, mod index) -> params
        self.conditions: dict[str, object] = {}             # explicitly set conditions only
        self.accepted: list[AcceptedFinding] = []
        self.scenario = Scenario()                          # labels, objectives, deployment zones
        self.extra_keys: dict[str, object] = {}             # unknown top-level file keys, kept
        self.header: list[str] = []                          # the file's opening comment lines, kept
        self.revision = next(_REVISIONS)                     # new after every change (edits.py): caches key on it
        self._derived: dict[object, tuple[int, object]] = {}

    def touch(self) -> None:
        """Note a change: what was derived from the map (`derived`) is worked out again."""
        self.revision = next(_REVISIONS)

    def derived(self, key, compute):
        """`compute(self)`, kept until the map changes (e.g. which way roads connect, for the painter)."""
        hit = self._derived.get(key)
        if hit is None or hit[0] != self.revision:
            hit = self._derived[key] = (self.revision, compute(self))
        return hit[1]

    # ---- hexes and ids ------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height

    def contains(self, col: int, row: int) -> bool:
        return 0 <= col < self.width and 0 <= row < self.height

    def hex_id(self, col: int, row: int) -> str:
        if 0 <= col < self.width and 0 <= row < self.height:
            col_ids, row_ids = hexgrid.id_parts(self.width, self.height)
            return col_ids[col] + row_ids[row]
        return hexgrid.format_hex_id(col, row, self.width, self.height)

    def parse_hex_id(self, text: str) -> tuple[int, int]:
        return hexgrid.parse_hex_id(text, self.width, self.height)

    def flat(self, col: int, row: int) -> int:
        return row * self.width + col

    def offset(self, flat_index: int) -> tuple[int, int]:
        row, col = divmod(int(flat_index), self.width)
        return col, row

    def id_of_flat(self, flat_index: int) -> str:
        return self.hex_id(*self.offset(flat_index))

    # ---- conditions ---------------------------------------------------------------------------

    def condition(self, key: str) -> Any:
        """The condition in force (its default when not set), of the condition's kind (CONDITIONS):
        a name, a flag or a number, as `validate` let it in."""
        return self.conditions.get(key, CONDITION_INDEX[key].default)

    def effective_conditions(self) -> dict[str, Any]:
        return {c.key: self.condition(c.key) for c in CONDITIONS}

    # ---- single cells (readable API; whole-map work uses the arrays) -------------------------

    def cell(self, col: int, row: int) -> Cell:
        return decode_cell(int(self.base[row, col]), self.params[row, col], int(self.mods[row, col]),
                           float(self.level[row, col]), self.mod_params_of(self.flat(col, row)))

    def mod_params_of(self, flat: int) -> dict[int, tuple]:
        """{modification index: stored parameters} of one hex (looked up, not searched: a map can
        hold thousands of bridges)."""
        if not self.mod_params:
            return {}
        return {m: self.mod_params[(flat, m)] for m in MODS_WITH_PARAMS_ORDER if (flat, m) in self.mod_params}

    def _mod_params_in(self, index: np.ndarray) -> dict[tuple[int, int], tuple]:
        """The entries of `mod_params` for these hexes, found the cheaper way: by key for a few
        hexes, by one pass over the entries for many."""
        if not self.mod_params:
            return {}
        if len(index) * len(MODS_WITH_PARAMS_ORDER) < len(self.mod_params):
            return {(f, m): self.mod_params[(f, m)] for f in index.tolist() for m in MODS_WITH_PARAMS_ORDER
                    if (f, m) in self.mod_params}
        keys = set(index.tolist())
        return {k: v for k, v in self.mod_params.items() if k[0] in keys}

    def cell_block(self, cells: dict[int, Cell]) -> CellBlock:
        """A block holding the given cells (flat index -> Cell); each kind of cell is encoded once."""
        n = len(cells)
        index = np.fromiter(cells.keys(), np.int64, n)
        kinds = {cell: k for k, cell in enumerate(dict.fromkeys(cells.values()))}
        encoded = [encode_cell(cell) for cell in kinds]
        codes = np.fromiter(map(kinds.__getitem__, cells.values()), np.int64, n)
        base, params, bits, level = (np.array([e[k] for e in encoded]) for k in range(4))
        mod_params: dict[tuple[int, int], tuple] = {}
        with_params = [k for k, e in enumerate(encoded) if e[4]]
        for i in np.flatnonzero(np.isin(codes, with_params)).tolist():
            for m, stored in encoded[codes[i]][4].items():
                mod_params[(int(index[i]), m)] = stored
        return CellBlock(index, base.astype(np.uint8)[codes],
                         params.astype(np.float32).reshape(-1, MAX_BASE_PARAMS)[codes],
                         bits.astype(np.uint32)[codes], level.astype(np.float32)[codes], mod_params)

    # ---- blocks: what edits read and write ---------------------------------------------------

    def read_block(self, index: np.ndarray, fields: tuple[str, ...] = BLOCK_FIELDS) -> CellBlock:
        """A copy of these hexes' `fields` (the others None)."""
        index = np.array(index, np.int64)
        at = _span(index)

        def copy_of(name: str) -> np.ndarray:
            values = self._per_hex(name)
            return values[at].copy() if isinstance(at, slice) else values.take(at, 0)   # take: rows fast

        base, params, mods, level = (copy_of(name) if name in fields else None for name in PER_HEX_FIELDS)
        return CellBlock(index, base, params, mods, level,
                         self._mod_params_in(index) if "mod_params" in fields else None)

    def write_block(self, block: CellBlock) -> None:
        self.touch()
        at = _span(block.index)
        for name in PER_HEX_FIELDS:
            values = getattr(block, name)
            if values is not None:
                _write(self._per_hex(name), at, values)
        if block.mod_params is not None and (self.mod_params or block.mod_params):
            for k in self._mod_params_in(block.index):
                del self.mod_params[k]
            self.mod_params.update(block.mod_params)

    def _per_hex(self, name: str) -> np.ndarray:
        """A per-hex array by flat index (a view)."""
        values = getattr(self, name)
        return values.reshape(self.width * self.height, *values.shape[2:])

    # ---- whole map ----------------------------------------------------------------------------

    def copy(self) -> HexMap:
        return copy.deepcopy(self)

    def snapshot(self) -> HexMap:
        """A copy for reading elsewhere (another thread) while this map is edited: the per-hex arrays
        and the containers edits change are copied, what they hold is shared (edits replace it)."""
        out = copy.copy(self)
        for name in PER_HEX_FIELDS:
            setattr(out, name, getattr(self, name).copy())
        out.mod_params, out.conditions = dict(self.mod_params), dict(self.conditions)
        out.accepted, out.extra_keys = list(self.accepted), dict(self.extra_keys)
        out._derived = dict(self._derived)        # its own cache: the two maps go their own ways
        return out

    def non_default_mask(self) -> np.ndarray:
        """True for hexes that are not "clear @0" (the ones a file lists)."""
        return (self.base != 0) | (self.mods != 0) | (self.level != 0)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HexMap):
            return NotImplemented
        return (self.size == other.size and self.name == other.name
                and np.array_equal(self.base, other.base)
                and np.array_equal(self.params, other.params, equal_nan=True)
                and np.array_equal(self.mods, other.mods)
                and np.array_equal(self.level, other.level)
                and _same_params(self.mod_params, other.mod_params)
                and self.effective_conditions() == other.effective_conditions()
                and self.accepted == other.accepted and self.scenario == other.scenario
                and self.extra_keys == other.extra_keys)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"HexMap({self.width} x {self.height}, {self.name!r})"


def _write(target: np.ndarray, at: np.ndarray | slice, values: np.ndarray) -> None:
    """`target[at] = values`; rows of values a column at a time (numpy copies rows of a few values,
    e.g. a hex's parameters, two or three times slower than columns)."""
    if values.ndim == 1:
        target[at] = values
    else:
        for j in range(values.shape[1]):
            target[at, j] = values[:, j]


def _span(index: np.ndarray) -> np.ndarray | slice:
    """`index` as a slice when it is a run of consecutive flat indices in order (a whole map, whole
    rows: copied as blocks of memory), else itself. (Increasing, and as many as first to last: no
    array of differences the size of the index.)"""
    if len(index) > 1 and index[-1] - index[0] == len(index) - 1 and (index[1:] > index[:-1]).all():
        return slice(int(index[0]), int(index[-1]) + 1)
    return index


def encode_cell(cell: Cell) -> tuple:
    """(base index, params row, modification bits, level, {mod index: stored params}) of a cell."""
    b = BASE_INDEX[cell.base]
    row = [np.nan] * MAX_BASE_PARAMS
    for j, (p, v) in enumerate(zip(BASE_TERRAINS[b].params, cell.params)):
        if v is not None:
            row[j] = p.encode(v)
    bits, mod_params = 0, {}
    for name, params in cell.mods:
        m = MOD_INDEX[name]
        bits |= 1 << m
        if m in MODS_WITH_PARAMS:
            mod_params[m] = tuple(np.nan if v is None else p.encode(v) for p, v in zip(MODIFICATIONS[m].params, params))
    return b, row, bits, check_level(cell.level), mod_params


def decode_cell(base: int, params: np.ndarray, bits: int, level: float, mod_params: dict[int, tuple]) -> Cell:
    """A Cell from stored values (`mod_params`: modification index -> stored parameters). Maps repeat
    a few kinds of hexes many times: those without modification parameters are decoded once."""
    params = np.asarray(params, np.float32)
    if mod_params:
        return _decode(base, params, bits, level, mod_params)
    return _decode_plain(base, params.tobytes(), bits, float(level))


@functools.lru_cache(maxsize=4096)
def _decode_plain(base: int, params: bytes, bits: int, level: float) -> Cell:
    return _decode(base, np.frombuffer(params, np.float32), bits, level, {})


def _decode(base: int, params: np.ndarray, bits: int, level: float, mod_params: dict[int, tuple]) -> Cell:
    spec = BASE_TERRAINS[base]
    values = tuple(None if v != v else p.decode(v) for p, v in zip(spec.params, params.tolist()))
    mods = []
    i = 0
    while bits:                          # the set bits, lowest first: vocabulary order
        if bits & 1:
            m = MODIFICATIONS[i]
            stored = mod_params.get(i, (np.nan,) * len(m.params))
            mods.append((m.name, tuple(None if v != v else p.decode(v) for p, v in zip(m.params, stored))))
        bits >>= 1
        i += 1
    return Cell(spec.name, values, tuple(mods), int(level) if float(level).is_integer() else level)


def _same_params(a: dict, b: dict) -> bool:
    return a.keys() == b.keys() and all(np.array_equal(a[k], b[k], equal_nan=True) for k in a)
