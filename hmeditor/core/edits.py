"""Edits: every change to a map is an Edit. `apply(map)` changes the map and returns what changed
(a MapChange) and the inverse edit, which the editor's undo stack and the incremental reality
check use. Builders at the bottom turn tool actions (paint, add a modification, ...) into edits.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np

from . import arrays
from .cell import Cell, complete_params
from .errors import quoted
from .model import AcceptedFinding, CellBlock, HexMap
from .vocabulary import (
    BASE_INDEX,
    BASE_TERRAINS,
    CONDITION_INDEX,
    LEVEL_LIMIT,
    MAX_BASE_PARAMS,
    MOD_INDEX,
    MODIFICATIONS,
    MODS_WITH_PARAMS,
    check_level,
)


@dataclass(frozen=True)
class MapChange:
    """What an edit changed: the flat indices of touched hexes (sorted, distinct), and flags for the
    kinds of change."""

    hexes: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    terrain: bool = False
    level: bool = False
    conditions: bool = False
    accepted: bool = False
    meta: bool = False
    size: bool = False

    @property
    def whole_map(self) -> bool:
        """Whether everything must be looked at again (conditions or size changed)."""
        return self.conditions or self.size

    def __bool__(self) -> bool:
        return bool(len(self.hexes) or self.conditions or self.accepted or self.meta or self.size)

    def bounds(self, width: int) -> tuple[int, int, int, int]:
        """(first column, first row, last column, last row) of the touched hexes (there are some) on
        a map `width` hexes wide; whole rows (a whole-map edit) without a pass over the hexes."""
        first_row, last_row = int(self.hexes[0]) // width, int(self.hexes[-1]) // width
        if len(self.hexes) == (last_row - first_row + 1) * width:       # distinct: every hex of those rows
            return 0, first_row, width - 1, last_row
        cols = self.hexes % width
        return int(cols.min()), first_row, int(cols.max()), last_row

    def merged(self, other: MapChange) -> MapChange:
        return MapChange(arrays.union(self.hexes, other.hexes), self.terrain or other.terrain,
                         self.level or other.level, self.conditions or other.conditions,
                         self.accepted or other.accepted, self.meta or other.meta,
                         self.size or other.size)


class Edit:
    def apply(self, hex_map: HexMap) -> tuple[MapChange, Edit]:
        raise NotImplementedError


@dataclass
class SetCells(Edit):
    """Write some of the state of some hexes (the fields its block holds)."""

    block: CellBlock

    def apply(self, hex_map: HexMap) -> tuple[MapChange, SetCells]:
        new = self.block
        old = hex_map.read_block(new.index, new.fields)
        hex_map.write_block(new)
        terrain = np.zeros(len(new), bool)
        for name in ("base", "mods"):
            if getattr(new, name) is not None:
                terrain |= getattr(old, name) != getattr(new, name)
        if new.params is not None and not terrain.all():    # they matter where terrain and marks stay
            same = np.flatnonzero(~terrain) if terrain.any() else slice(None)
            terrain[same] = ~_rows_equal(_rows(old.params, same), _rows(new.params, same))
        if new.mod_params is not None:
            bridges = _differing_mod_params(old.mod_params, new.mod_params)
            if bridges:
                terrain |= np.isin(new.index, list(bridges))
        level = old.level != new.level if new.level is not None else np.zeros(len(new), bool)
        changed = terrain | level
        hexes = new.index if changed.all() else new.index[changed]
        change = MapChange(arrays.unique(hexes), bool(terrain.any()), bool(level.any()))
        return change, SetCells(old)

    def merges_with(self, later: Edit) -> bool:
        """Whether `then(later)` can make one edit of the two (cells of the same fields)."""
        return isinstance(later, SetCells) and later.block.fields == self.block.fields

    def then(self, later: SetCells) -> SetCells:
        """One edit doing this, then `later` (for merging a drag into one undo step)."""
        return SetCells(self.block.overlay(later.block))


def _rows(table: np.ndarray, at: np.ndarray | slice) -> np.ndarray:
    """`table[at]` of an (n, k) array: by `take` for an index array (fancy indexing copies short rows
    two to four times slower); one row broadcast stays so (a value painted on every hex)."""
    if isinstance(at, slice):
        return table[at]
    if table.strides[0] == 0:
        return np.broadcast_to(table[0], (len(at), *table.shape[1:]))
    return table.take(at, 0)


def _rows_equal(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Per row, whether the two (n, k) float arrays hold the same values (NaN equal to NaN). Rows
    with the same bits are equal; the others (a NaN's payload, 0 and -0) are compared as numbers."""
    bits = np.dtype(f"u{a.dtype.itemsize}")
    differ = _any_column(a.view(bits) != b.view(bits))
    if 4 * np.count_nonzero(differ) > len(a):
        return _numbers_equal(a, b)
    equal = ~differ
    maybe = np.flatnonzero(differ)
    equal[maybe] = _numbers_equal(a[maybe], b[maybe])
    return equal


def _numbers_equal(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Per row, whether all columns hold equal numbers or NaN in both."""
    return ~_any_column((a != b) & ~(np.isnan(a) & np.isnan(b)))


def _any_column(table: np.ndarray) -> np.ndarray:
    """Per row of a bool (n, k) array, whether any column is True (column by column: faster than
    any(axis=1) over a few columns)."""
    out = table[:, 0].copy()
    for column in table.T[1:]:
        out |= column
    return out


def _differing_mod_params(old: dict, new: dict) -> set[int]:
    """Flat indices whose modification parameters (e.g. a bridge's height) differ."""
    return {key[0] for key in old.keys() | new.keys()
            if key not in old or key not in new or not np.array_equal(old[key], new[key], equal_nan=True)}


@dataclass
class SetConditions(Edit):
    """Set whole-map conditions; a value of None returns that condition to its default."""

    values: dict[str, object]

    def apply(self, hex_map: HexMap) -> tuple[MapChange, SetConditions]:
        old = {key: hex_map.conditions.get(key) for key in self.values}
        for key, value in self.values.items():
            if value is None:
                hex_map.conditions.pop(key, None)
            else:
                hex_map.conditions[key] = CONDITION_INDEX[key].validate(value)
        return MapChange(conditions=True), SetConditions(old)


@dataclass
class SetAccepted(Edit):
    accepted: tuple[AcceptedFinding, ...]

    def apply(self, hex_map: HexMap) -> tuple[MapChange, SetAccepted]:
        old = tuple(hex_map.accepted)
        hex_map.accepted = list(self.accepted)
        return MapChange(accepted=True), SetAccepted(old)


@dataclass
class SetName(Edit):
    name: str

    def apply(self, hex_map: HexMap) -> tuple[MapChange, SetName]:
        old, hex_map.name = hex_map.name, self.name
        return MapChange(meta=True), SetName(old)


@dataclass
class SetExtra(Edit):
    """Set (or, with None, remove) a top-level key the model keeps for other formats and tools."""

    key: str
    value: object

    def apply(self, hex_map: HexMap) -> tuple[MapChange, SetExtra]:
        old = hex_map.extra_keys.get(self.key)
        if self.value is None:
            hex_map.extra_keys.pop(self.key, None)
        else:
            hex_map.extra_keys[self.key] = copy.deepcopy(self.value)
        hex_map.touch()
        return MapChange(meta=True), SetExtra(self.key, old)


@dataclass
class ReplaceMap(Edit):
    """Replace everything (resize, combine): the inverse holds the old map."""

    new: HexMap

    def apply(self, hex_map: HexMap) -> tuple[MapChange, ReplaceMap]:
        old = copy.deepcopy(hex_map)
        hex_map.__dict__.update(copy.deepcopy(self.new).__dict__)
        hex_map.touch()
        return MapChange(terrain=True, level=True, conditions=True, accepted=True, meta=True,
                         size=True), ReplaceMap(old)


@dataclass
class Sequence(Edit):
    """Several edits as one (e.g. a fix that changes terrain and conditions)."""

    edits: tuple[Edit, ...]

    def apply(self, hex_map: HexMap) -> tuple[MapChange, Sequence]:
        change, inverses = MapChange(), []
        for edit in self.edits:
            step, inverse = edit.apply(hex_map)
            change = change.merged(step)
            inverses.append(inverse)
        return change, Sequence(tuple(reversed(inverses)))


# ---- builders: tool actions as edits ----------------------------------------------------------

Hexes = Iterable[tuple[int, int]] | np.ndarray     # (col, row) pairs, or an array of flat indices

def _index(hex_map: HexMap, hexes: Hexes) -> np.ndarray:
    """Sorted flat indices of the on-map hexes among `hexes`: (col, row) pairs, or an array of flat
    indices (a selection, a filled region: no Python loop per hex)."""
    if isinstance(hexes, np.ndarray):
        flat = arrays.unique(hexes.astype(np.int64, copy=False))
        return flat[np.searchsorted(flat, 0):np.searchsorted(flat, hex_map.width * hex_map.height)]
    pairs = np.asarray(list(hexes), np.int64).reshape(-1, 2)
    cols, rows = pairs[:, 0], pairs[:, 1]
    inside = (cols >= 0) & (cols < hex_map.width) & (rows >= 0) & (rows < hex_map.height)
    return arrays.unique(rows[inside] * hex_map.width + cols[inside])


def set_cells(hex_map: HexMap, cells: dict[tuple[int, int], Cell]) -> SetCells:
    """Write whole cells (paste, eyedropper, file import)."""
    return SetCells(hex_map.cell_block({hex_map.flat(c, r): cell for (c, r), cell in cells.items()
                                        if hex_map.contains(c, r)}))


def _encoded_params(b: int, params) -> np.ndarray:
    spec = BASE_TERRAINS[b]
    row = np.full(MAX_BASE_PARAMS, np.nan, np.float32)
    for j, (p, v) in enumerate(zip(spec.params, complete_params(spec, list(params)))):
        if v is not None:
            row[j] = p.encode(v)
    return row


def _same(index: np.ndarray, value) -> np.ndarray:
    """`value` (a scalar or a row) for each hex of `index`, without a copy per hex (read-only)."""
    value = np.asarray(value)
    return np.broadcast_to(value, (len(index), *value.shape))


def paint_base(hex_map: HexMap, hexes: Hexes, base: str, params=()) -> SetCells:
    """Set the base terrain (with parameters, defaults filled in), keeping modifications and level."""
    b = BASE_INDEX[base]
    index = _index(hex_map, hexes)
    return SetCells(CellBlock(index, _same(index, np.uint8(b)), _same(index, _encoded_params(b, params)),
                              None, None, None))


def set_base_param(hex_map: HexMap, hexes: Hexes, base: str, name: str,
                   value: float) -> SetCells:
    """Set one parameter (e.g. a gravel pile's height), painting that base terrain where it is not."""
    b = BASE_INDEX[base]
    specs = BASE_TERRAINS[b].params
    j = [p.name for p in specs].index(name)
    block = hex_map.read_block(_index(hex_map, hexes), ("base", "params"))
    other = block.base != b
    block.base[other] = b
    block.params[other] = _encoded_params(b, ())
    block.params[:, j] = specs[j].encode(value)
    return SetCells(block)


def _mods_block(hex_map: HexMap, hexes: Hexes, m: int) -> CellBlock:
    """The modifications of these hexes, with their parameters where modification `m` has some."""
    return hex_map.read_block(_index(hex_map, hexes), ("mods", "mod_params") if m in MODS_WITH_PARAMS else ("mods",))


def add_mod(hex_map: HexMap, hexes: Hexes, mod: str, params=()) -> SetCells:
    m = MOD_INDEX[mod]
    values = complete_params(MODIFICATIONS[m], list(params))
    block = _mods_block(hex_map, hexes, m)
    block.mods |= np.uint32(1 << m)
    if m in MODS_WITH_PARAMS:
        encoded = tuple(np.nan if v is None else p.encode(v) for p, v in zip(MODIFICATIONS[m].params, values))
        for flat in block.index.tolist():
            block.mod_params[(flat, m)] = encoded
    return SetCells(block)


def remove_mod(hex_map: HexMap, hexes: Hexes, mod: str) -> SetCells:
    m = MOD_INDEX[mod]
    block = _mods_block(hex_map, hexes, m)
    block.mods &= np.uint32(~(1 << m) & 0xFFFFFFFF)
    if m in MODS_WITH_PARAMS:
        for key in [k for k in block.mod_params if k[1] == m]:
            del block.mod_params[key]
    return SetCells(block)


def set_level(hex_map: HexMap, hexes: Hexes, level: float) -> SetCells:
    index = _index(hex_map, hexes)
    return SetCells(CellBlock(index, None, None, None, _same(index, np.float32(check_level(level))), None))


def shift_level(hex_map: HexMap, hexes: Hexes, delta: float) -> SetCells:
    block = hex_map.read_block(_index(hex_map, hexes), ("level",))
    block.level = np.clip(block.level + np.float32(check_level(delta)), -LEVEL_LIMIT, LEVEL_LIMIT)
    return SetCells(block)


def clear_hexes(hex_map: HexMap, hexes: Hexes) -> SetCells:
    """Clear ground at level 0, nothing on it."""
    index = _index(hex_map, hexes)
    no_params = np.full(MAX_BASE_PARAMS, np.nan, np.float32)
    return SetCells(CellBlock(index, _same(index, np.uint8(0)), _same(index, no_params), _same(index, np.uint32(0)),
                              _same(index, np.float32(0)), {}))


class Placement(NamedTuple):
    """Where a map's hexes land in a resized or combined map: its top-left hex at (left, top)."""

    source: HexMap
    left: int
    top: int

    def moved(self, hex_id: str, target: HexMap) -> str | None:
        """The id in `target` of the source's hex `hex_id` (None: off the target, or no hex id)."""
        try:
            col, row = self.source.parse_hex_id(hex_id)
        except ValueError:
            return None
        col, row = col + self.left, row + self.top
        return target.hex_id(col, row) if target.contains(col, row) else None


# Movers of the per-hex data file formats keep in extra_keys, by key (a format registers its own:
# io/megamek): mover(pieces, target, notes) -> the target's value (None: no such key), where
# pieces = [(value or None, Placement)], one per map in order; `notes` gets what cannot be kept.
# Other keys are kept as the first map holds them.
MOVERS: dict[str, Callable[[list[tuple[object, Placement]], HexMap, list[str]], object]] = {}


def resized(hex_map: HexMap, width: int, height: int, left: int = 0, top: int = 0) -> HexMap:
    """A copy of the map at a new size; `left`/`top` columns and rows are added (or, negative,
    cut) on those sides. `left` is rounded to an even number so the column stagger is kept. Every
    per-hex datum (accepted findings, a format's per-hex data) moves with its hex."""
    left -= left % 2
    out = HexMap(width, height, hex_map.name)
    out.conditions = dict(hex_map.conditions)
    out.header = list(hex_map.header)
    _place(out, [Placement(hex_map, left, top)], [])
    return out


def combined(maps: list[HexMap], name: str = "", notes: list[str] | None = None) -> HexMap:
    """Several maps side by side, left to right, into one (conditions from the first), every
    per-hex datum with its hex; map-wide data a format keeps is the first map's, and `notes` gets
    what the others lose.

    Each map after the first starts on an even column so its hexes keep their own stagger."""
    starts, x = [], 0
    for m in maps:
        starts.append(x)
        x += m.width + (m.width % 2)
    width = starts[-1] + maps[-1].width
    out = HexMap(width, max(m.height for m in maps), name or " + ".join(m.name for m in maps if m.name))
    out.conditions = dict(maps[0].conditions)
    out.header = list(maps[0].header)
    notes = [] if notes is None else notes
    notes += [f"{m.name or 'a map'}: its conditions are not kept (the combined map has the first one's)"
              for m in maps[1:] if m.effective_conditions() != maps[0].effective_conditions()]
    _place(out, [Placement(m, left, 0) for m, left in zip(maps, starts)], notes)
    return out


def _place(out: HexMap, placements: list[Placement], notes: list[str]) -> None:
    """Paste the maps into `out` with their accepted findings and extra keys."""
    for p in placements:
        paste(out, p.source, p.left, p.top)
        for entry in p.source.accepted:
            hexes = tuple(h for h in (p.moved(h, out) for h in entry.hexes) if h is not None)
            if hexes or not entry.hexes:
                out.accepted.append(AcceptedFinding(entry.rule, hexes))
    keys = dict.fromkeys(k for p in placements for k in p.source.extra_keys)
    for key in keys:
        pieces = [(p.source.extra_keys.get(key), p) for p in placements]
        if key in MOVERS:
            value = MOVERS[key](pieces, out, notes)
        else:
            value = next(v for v, _ in pieces if v is not None)
            notes += [f"{p.source.name or 'a map'}: its {quoted(key)} is not kept (the combined map keeps the first "
                      f"one's)" for v, p in pieces if v is not None and v != value]
        if value is not None:
            out.extra_keys[key] = copy.deepcopy(value)


def paste(target: HexMap, source: HexMap, left: int, top: int) -> None:
    """Copy `source` into `target` with its top-left hex at (left, top) (even `left`), clipped."""
    c0, r0 = max(0, left), max(0, top)
    c1, r1 = min(target.width, left + source.width), min(target.height, top + source.height)
    if c0 >= c1 or r0 >= r1:
        return
    src = np.s_[r0 - top:r1 - top, c0 - left:c1 - left]
    dst = np.s_[r0:r1, c0:c1]
    for name in ("base", "params", "mods", "level"):
        getattr(target, name)[dst] = getattr(source, name)[src]
    for (flat, m), value in source.mod_params.items():
        col, row = source.offset(flat)
        if c0 <= col + left < c1 and r0 <= row + top < r1:
            target.mod_params[(target.flat(col + left, row + top), m)] = value


