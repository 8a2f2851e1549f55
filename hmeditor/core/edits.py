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

from . import arrays, hexgrid
from .cell import Cell, complete_params
from .errors import quoted
from .hexgrid import TURN_180, Symmetry
from .model import PER_HEX_FIELDS, AcceptedFinding, CellBlock, HexMap, encode_cell
from .scenario import Scenario, placed_scenario
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
    """What an edit changed: the flat indices of touched hexes (sorted, distinct), flags for the
    kinds of change, and whether an undo made it (`undone`: it brings back what was there)."""

    hexes: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    terrain: bool = False
    level: bool = False
    conditions: bool = False
    accepted: bool = False
    meta: bool = False
    size: bool = False
    scenario: bool = False          # labels, objectives or deployment zones
    undone: bool = False            # the change of an undo (the editor's undo command says so)
    kept: tuple[int, int] = (0, 0)  # of a size change: the columns and rows from the top left whose
                                    # hexes stayed in place, as they were (a resize on the right and bottom)

    @property
    def whole_map(self) -> bool:
        """Whether everything must be looked at again (conditions or size changed)."""
        return self.conditions or self.size

    def __bool__(self) -> bool:
        return bool(len(self.hexes) or self.conditions or self.accepted or self.meta or self.size or self.scenario)

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
                         self.size or other.size, self.scenario or other.scenario, self.undone and other.undone,
                         _kept_by_both(self, other))


def _kept_by_both(first: MapChange, then: MapChange) -> tuple[int, int]:
    """What two changes, one after the other, left in place (MapChange.kept)."""
    if not (first.size and then.size):
        return then.kept if then.size else first.kept
    return min(first.kept[0], then.kept[0]), min(first.kept[1], then.kept[1])


class Edit:
    def apply(self, hex_map: HexMap) -> tuple[MapChange, Edit]:
        raise NotImplementedError

    def merges_with(self, later: Edit) -> bool:
        """Whether `then(later)` can make one edit of the two (the steps of one drag)."""
        return False


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
        if new.params is not None and old.params is not None and not terrain.all():  # where terrain, marks stay
            same = np.flatnonzero(~terrain) if terrain.any() else slice(None)
            terrain[same] = ~_rows_equal(_rows(old.params, same), _rows(new.params, same))
        if new.mod_params is not None and old.mod_params is not None:
            bridges = _differing_mod_params(old.mod_params, new.mod_params)
            if bridges:
                terrain |= np.isin(new.index, list(bridges))
        level = np.zeros(len(new), bool) if new.level is None or old.level is None else old.level != new.level
        changed = terrain | level
        hexes = new.index if changed.all() else new.index[changed]
        change = MapChange(arrays.unique(hexes), bool(terrain.any()), bool(level.any()))
        return change, SetCells(old)

    def merges_with(self, later: Edit) -> bool:
        """Cells of the same fields merge."""
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
class SetScenario(Edit):
    """Replace the scenario layer (labels, objectives, deployment zones) with another."""

    scenario: Scenario

    def apply(self, hex_map: HexMap) -> tuple[MapChange, SetScenario]:
        old, hex_map.scenario = hex_map.scenario, self.scenario
        hex_map.touch()             # what is derived from the map (a board's zones) is worked out again
        return MapChange(scenario=True), SetScenario(old)

    def merges_with(self, later: Edit) -> bool:
        return isinstance(later, SetScenario)

    def then(self, later: SetScenario) -> SetScenario:
        return later


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
    """Replace everything (resize, combine): the inverse holds the old map. `kept`: the columns and
    rows from the top left that both maps have alike (MapChange.kept). The map takes the new map's
    parts themselves (copies of a 1000 x 1000 map's: 7 ms), so the edit is spent once applied: the
    undo stack applies an edit once, then its inverse, then the inverse's inverse."""

    new: HexMap
    kept: tuple[int, int] = (0, 0)
    spent: bool = field(default=False, compare=False)

    def apply(self, hex_map: HexMap) -> tuple[MapChange, ReplaceMap]:
        if self.spent:
            raise RuntimeError("a map replacement is applied once (its map is the edited map's since)")
        self.spent = True
        old = HexMap.__new__(HexMap)
        old.__dict__.update(hex_map.__dict__)           # the inverse takes the map as it was
        hex_map.__dict__.update(self.new.__dict__)
        hex_map.touch()
        return MapChange(terrain=True, level=True, conditions=True, accepted=True, meta=True,
                         size=True, scenario=True, kept=self.kept), ReplaceMap(old, self.kept)


def resize_edit(hex_map: HexMap, width: int, height: int, left: int = 0, top: int = 0) -> ReplaceMap:
    """The edit resizing the map (`resized`); hexes added or cut on the right and bottom only leave
    the others in place (`kept`: what views drew of them stands)."""
    new = resized(hex_map, width, height, left, top)
    in_place = left - left % 2 == 0 and top == 0
    return ReplaceMap(new, (min(width, hex_map.width), min(height, hex_map.height)) if in_place else (0, 0))


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
    assert block.base is not None and block.params is not None      # the fields read
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
    assert block.mods is not None
    block.mods |= np.uint32(1 << m)
    if m in MODS_WITH_PARAMS:
        assert block.mod_params is not None
        encoded = tuple(np.nan if v is None else p.encode(v) for p, v in zip(MODIFICATIONS[m].params, values))
        for flat in block.index.tolist():
            block.mod_params[(flat, m)] = encoded
    return SetCells(block)


def remove_mod(hex_map: HexMap, hexes: Hexes, mod: str) -> SetCells:
    m = MOD_INDEX[mod]
    block = _mods_block(hex_map, hexes, m)
    assert block.mods is not None
    block.mods &= np.uint32(~(1 << m) & 0xFFFFFFFF)
    if m in MODS_WITH_PARAMS:
        assert block.mod_params is not None
        for key in [k for k in block.mod_params if k[1] == m]:
            del block.mod_params[key]
    return SetCells(block)


def set_level(hex_map: HexMap, hexes: Hexes, level: float) -> SetCells:
    index = _index(hex_map, hexes)
    return SetCells(CellBlock(index, None, None, None, _same(index, np.float32(check_level(level))), None))


def shift_level(hex_map: HexMap, hexes: Hexes, delta: float) -> SetCells:
    block = hex_map.read_block(_index(hex_map, hexes), ("level",))
    assert block.level is not None
    block.level = np.clip(block.level + np.float32(check_level(delta)), -LEVEL_LIMIT, LEVEL_LIMIT)
    return SetCells(block)


def paint_hex(hex_map: HexMap, hexes: Hexes, cell: Cell) -> SetCells:
    """Put a whole hex (base with its parameters, modifications with theirs, level) on these hexes."""
    index = _index(hex_map, hexes)
    base, params, bits, level, mod_params = encode_cell(cell)
    return SetCells(CellBlock(index, _same(index, np.uint8(base)), _same(index, np.array(params, np.float32)),
                              _same(index, np.uint32(bits)), _same(index, np.float32(level)),
                              {(f, m): value for f in index.tolist() for m, value in mod_params.items()}))


def clear_hexes(hex_map: HexMap, hexes: Hexes) -> SetCells:
    """Clear ground at level 0, nothing on it."""
    index = _index(hex_map, hexes)
    no_params = np.full(MAX_BASE_PARAMS, np.nan, np.float32)
    return SetCells(CellBlock(index, _same(index, np.uint8(0)), _same(index, no_params), _same(index, np.uint32(0)),
                              _same(index, np.float32(0)), {}))


class Placement(NamedTuple):
    """Where a map's hexes land in another map: turned or mirrored by `symmetry` about its hex
    (0, 0), which lands on (left, top). Every move is exact on the grid: with an odd `left` the
    hexes of a column land in a column of the other stagger (so half a hex from where the rows
    alone would put them). `inside` (bool [row, col]) picks the hexes placed (None: all)."""

    source: HexMap
    left: int
    top: int
    symmetry: Symmetry = Symmetry()
    inside: np.ndarray | None = None

    def where(self, cols, rows):
        """The target's (col, row) of the source's hexes (numbers or arrays)."""
        q, r = self.symmetry.axial(*hexgrid.to_axial(cols, rows))
        dq, dr = hexgrid.to_axial(self.left, self.top)
        return hexgrid.to_offset(q + dq, r + dr)

    def hexes(self, target: HexMap) -> tuple[np.ndarray, np.ndarray]:
        """The flat indices of the placed source hexes that land on `target`, and where they land
        there (both in the source's order)."""
        if self.inside is None:
            src = np.arange(self.source.width * self.source.height)
        else:
            src = np.flatnonzero(self.inside)
        cols, rows = self.where(*_col_row(src, self.source.width))
        on = (cols >= 0) & (cols < target.width) & (rows >= 0) & (rows < target.height)
        return src[on], rows[on] * target.width + cols[on]

    def landing(self, col: int, row: int) -> tuple[int, int] | None:
        """Where the source's hex (col, row) lands (None: it is not one of the hexes placed)."""
        if self.inside is not None and not (0 <= row < self.inside.shape[0] and 0 <= col < self.inside.shape[1]
                                            and self.inside[row, col]):
            return None
        c, r = self.where(col, row)
        return int(c), int(r)

    def moved(self, hex_id: str, target: HexMap) -> str | None:
        """The id in `target` of the source's hex `hex_id` (None: not placed, off the target, or no hex id)."""
        return self.moved_ids([hex_id], target)[0]

    def moved_ids(self, hex_ids: list[str], target: HexMap) -> list[str | None]:
        """`moved` of many ids at once."""
        cols, rows, known = np.zeros(len(hex_ids), np.int64), np.zeros(len(hex_ids), np.int64), []
        for i, hex_id in enumerate(hex_ids):
            try:
                cols[i], rows[i] = self.source.parse_hex_id(hex_id)
                known.append(self.inside is None or bool(self.inside[rows[i], cols[i]]))
            except ValueError:
                known.append(False)
        cols, rows = self.where(cols, rows)
        col_ids, row_ids = hexgrid.id_parts(target.width, target.height)
        return [col_ids[c] + row_ids[r] if ok and 0 <= c < target.width and 0 <= r < target.height else None
                for ok, c, r in zip(known, cols.tolist(), rows.tolist())]


def _col_row(flat: np.ndarray, width: int) -> tuple[np.ndarray, np.ndarray]:
    rows, cols = np.divmod(flat, width)
    return cols, rows


# Movers of the per-hex data file formats keep in extra_keys, by key (a format registers its own:
# io/megamek): mover(pieces, target, notes) -> the target's value (None: no such key), where
# pieces = [(value or None, Placement)], one per map in order, the target's hexes already written
# (a later map's hexes over an earlier one's); `notes` gets what cannot be kept. A mover turns
# what has a direction with `Placement.symmetry`. Other keys are kept as the first map holds them.
MOVERS: dict[str, Callable[[list[tuple[object, Placement]], HexMap, list[str]], object]] = {}

ODD_WIDTH = ("a map {width} hexes wide cannot be turned 180 degrees: on an odd width the turn would move every "
             "other column half a hex (resize it to an even width first)")


def resized(hex_map: HexMap, width: int, height: int, left: int = 0, top: int = 0) -> HexMap:
    """A copy of the map at a new size; `left`/`top` columns and rows are added (or, negative,
    cut) on those sides. `left` is rounded to an even number so the column stagger is kept. Every
    per-hex datum (accepted findings, a format's per-hex data) moves with its hex."""
    left -= left % 2
    return laid_out([Placement(hex_map, left, top)], width, height, hex_map.name, [])


def turned(hex_map: HexMap) -> HexMap:
    """The map turned 180 degrees: hex (c, r) of a W x H map goes to (W - 1 - c, H - 1 - r), its
    exits turned by three sides. Exact on an even width; an odd one raises ValueError (ODD_WIDTH)."""
    if hex_map.width % 2:
        raise ValueError(ODD_WIDTH.format(width=hex_map.width))
    placement = Placement(hex_map, hex_map.width - 1, hex_map.height - 1, TURN_180)
    return laid_out([placement], hex_map.width, hex_map.height, hex_map.name, [])


def combined(maps: list[HexMap], name: str = "", notes: list[str] | None = None) -> HexMap:
    """Several maps side by side, left to right, into one (conditions from the first), every
    per-hex datum with its hex; map-wide data a format keeps is the first map's, and `notes` gets
    what the others lose.

    Each map after the first starts on an even column so its hexes keep their own stagger."""
    starts = _starts([m.width for m in maps])
    placements = [Placement(m, left, 0) for m, left in zip(maps, starts)]
    return laid_out(placements, starts[-1] + maps[-1].width, max(m.height for m in maps), name,
                     [] if notes is None else notes)


def assembled(maps: list[HexMap], columns: int, rows: int, turned_at: frozenset[int] = frozenset(), name: str = "",
              notes: list[str] | None = None) -> HexMap:
    """The maps laid out in a grid of `columns` x `rows`, row by row, left to right, as MegaMek's
    map assembly does; the maps at the 0-based positions in `turned_at` turned 180 degrees first.
    Maps in one row share a height, maps in one column a width (ValueError naming the sizes
    otherwise). Each column starts on an even column, so every map keeps its own stagger;
    conditions and map-wide data are the first map's, and `notes` gets what the others lose."""
    if len(maps) != columns * rows:
        raise ValueError(f"a grid of {columns} x {rows} takes {columns * rows} maps, not {len(maps)}")
    grid = [maps[i * columns:(i + 1) * columns] for i in range(rows)]
    for n, row in enumerate(grid, 1):
        if len({m.height for m in row}) > 1:
            raise ValueError(f"the maps of row {n} must have one height: {_sizes(row)}")
    for n in range(columns):
        column = [row[n] for row in grid]
        if len({m.width for m in column}) > 1:
            raise ValueError(f"the maps of column {n + 1} must have one width: {_sizes(column)}")
    for i in sorted(turned_at):
        if maps[i].width % 2:
            raise ValueError(f"map {i + 1} ({maps[i].name or 'no name'}): " + ODD_WIDTH.format(width=maps[i].width))
    lefts, tops = _starts([m.width for m in grid[0]]), np.cumsum([0] + [row[0].height for row in grid]).tolist()
    placements = []
    for i, m in enumerate(maps):
        left, top = lefts[i % columns], tops[i // columns]
        placements.append(Placement(m, left + m.width - 1, top + m.height - 1, TURN_180) if i in turned_at
                          else Placement(m, left, top))
    return laid_out(placements, lefts[-1] + grid[0][-1].width, tops[-1], name, [] if notes is None else notes)


def _sizes(maps: list[HexMap]) -> str:
    return ", ".join(f"{m.name or 'no name'} {m.width} x {m.height}" for m in maps)


def _starts(widths: list[int]) -> list[int]:
    """The first column of each of maps side by side: each on an even column."""
    return np.cumsum([0] + [w + w % 2 for w in widths[:-1]]).tolist()


def laid_out(placements: list[Placement], width: int, height: int, name: str, notes: list[str]) -> HexMap:
    """A new map of the placed maps (conditions and file header from the first), named `name` or
    after them; `notes` says whose conditions are not kept."""
    maps = [p.source for p in placements]
    out = HexMap(width, height, name or " + ".join(m.name for m in maps if m.name))
    out.conditions = dict(maps[0].conditions)
    out.header = list(maps[0].header)
    notes += [f"{m.name or 'a map'}: its conditions are not kept (the combined map has the first one's)"
              for m in maps[1:] if m.conditions and m.effective_conditions() != maps[0].effective_conditions()]
    _place(out, placements, notes)
    return out


def _place(out: HexMap, placements: list[Placement], notes: list[str]) -> None:
    """Paste the maps into `out` with their accepted findings, scenarios and extra keys."""
    for p in placements:
        paste(out, p)
        for entry in p.source.accepted:
            hexes = tuple(h for h in p.moved_ids(list(entry.hexes), out) if h is not None)
            if hexes or not entry.hexes:
                out.accepted.append(AcceptedFinding(entry.rule, hexes))
    out.scenario = placed_scenario([(p.source.scenario, p.landing) for p in placements], out.width, out.height,
                                   notes)
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


def paste(target: HexMap, p: Placement) -> None:
    """Copy the placed hexes of `p.source` into `target`, clipped."""
    if p.symmetry == Symmetry() and p.inside is None and p.left % 2 == 0:
        _paste_rectangle(target, p.source, p.left, p.top)
        return
    src, dst = p.hexes(target)
    for name in PER_HEX_FIELDS:
        _by_flat(target, name)[dst] = _by_flat(p.source, name)[src]
    target.mod_params.update(_moved_mod_params(p.source, src, dst))


def _paste_rectangle(target: HexMap, source: HexMap, left: int, top: int) -> None:
    """`paste` of a whole map moved by rows and an even number of columns: by slices."""
    c0, r0 = max(0, left), max(0, top)
    c1, r1 = min(target.width, left + source.width), min(target.height, top + source.height)
    if c0 >= c1 or r0 >= r1:
        return
    src = np.s_[r0 - top:r1 - top, c0 - left:c1 - left]
    dst = np.s_[r0:r1, c0:c1]
    for name in PER_HEX_FIELDS:
        getattr(target, name)[dst] = getattr(source, name)[src]
    for (flat, m), value in source.mod_params.items():
        col, row = source.offset(flat)
        if c0 <= col + left < c1 and r0 <= row + top < r1:
            target.mod_params[(target.flat(col + left, row + top), m)] = value


def _by_flat(hex_map: HexMap, name: str) -> np.ndarray:
    """A per-hex array of the map by flat index (a view)."""
    values = getattr(hex_map, name)
    return values.reshape(hex_map.width * hex_map.height, *values.shape[2:])


def _moved_mod_params(source: HexMap, src: np.ndarray, dst: np.ndarray) -> dict[tuple[int, int], tuple]:
    """The modification parameters of the source's hexes `src` (increasing), keyed by `dst`."""
    out = {}
    for (flat, m), value in source.mod_params.items():
        i = int(np.searchsorted(src, flat))
        if i < len(src) and src[i] == flat:
            out[(int(dst[i]), m)] = value
    return out


@dataclass
class PlaceHexes(Edit):
    """Hexes written over the map's (a paste, a move; a cut's clearing with no placements): `block`
    holds what the covered hexes become, `placements` where the hexes of other maps land. Each
    format's per-hex data follows its hexes (MOVERS, run on the map as written): the map's own
    stays where no hex covers it, the placed maps' comes with their hexes."""

    block: CellBlock
    placements: tuple[Placement, ...] = ()

    def apply(self, hex_map: HexMap) -> tuple[MapChange, Sequence]:
        change, undo = SetCells(self.block).apply(hex_map)
        inverses: list[Edit] = [undo]
        uncovered = np.ones((hex_map.height, hex_map.width), bool)
        uncovered.flat[self.block.index] = False
        own = Placement(hex_map, 0, 0, inside=uncovered)
        keys = dict.fromkeys(k for m in (hex_map, *(p.source for p in self.placements)) for k in m.extra_keys)
        for key in (k for k in keys if k in MOVERS):
            pieces = [(hex_map.extra_keys.get(key), own), *((p.source.extra_keys.get(key), p) for p in self.placements)]
            value = MOVERS[key](pieces, hex_map, [])
            if value != hex_map.extra_keys.get(key):
                step, inverse = SetExtra(key, value).apply(hex_map)
                change = change.merged(step)
                inverses.append(inverse)
        return change, Sequence(tuple(reversed(inverses)))


def placed(hex_map: HexMap, p: Placement) -> PlaceHexes:
    """The edit putting the placed hexes of `p.source` into the map (those that land on it)."""
    src, dst = p.hexes(hex_map)
    order = np.argsort(dst)
    src, dst = src[order], dst[order]
    base, params, mods, level = (_by_flat(p.source, name)[src] for name in PER_HEX_FIELDS)
    block = CellBlock(dst, base, params, mods, level, _moved_mod_params(p.source, np.sort(src), dst[np.argsort(src)]))
    return PlaceHexes(block, (p,))


def vacated(hex_map: HexMap, hexes: Hexes) -> PlaceHexes:
    """The edit clearing these hexes (clear ground at level 0) of everything they hold, a format's
    per-hex data too (a cut)."""
    return PlaceHexes(clear_hexes(hex_map, hexes).block)
