"""Which way roads, bridges and buildings connect, and the markers a map holds beyond our names.

Connections are "exits", as MegaMek calls them: per hex a 6-bit mask, bit d set when the feature
continues into the neighbour in direction d (N, NE, SE, S, SW, NW = bits 1, 2, 4, 8, 16, 32). The
painter draws roads and bridges along them and outlines buildings by them; the calculator gives a
road step only where they say so; the MegaMek writer writes them.

A file format may hold connections our names cannot (a board's hand-set exits): it registers a
`Source` reader in SOURCES, which gives per hex the connecting features as the file had them
(`Original`). Where a hex still holds what the file gave, its exits are kept; where the map was
edited since, they follow these rules, the ones MegaMek applies (MegaMek/megamek:
megamek/src/megamek/common/Hex.java setExits, megamek/src/megamek/common/units/Terrain.java
exitsTo, megamek/src/megamek/common/board/Board.java isValid), made mutual both ways:

- buildings: a hex connects to each neighbour of the same type and class (a gun emplacement to
  none). A kept hex keeps its file exits, but none into an edited building of another type or
  class (MegaMek refuses those; between two hexes as the file gave them the file stands, and the
  check reports it), and connects to new matching neighbours, which connect back.
- roads: a road without hand-set exits connects to every neighbouring road and, unless the board
  turns it off, to pavement. A road with hand-set exits keeps them and gains one toward each
  neighbouring road without (which connects to it), so no link is one-way; but not in a hex whose
  bridge is as the file gave it, where MegaMek may take that link onto the bridge's deck.
- bridges: a new bridge connects to neighbouring bridges and runs on across the water: a bridge
  end continues straight on, a lone bridge hex along the side pair with road or land at both
  ends. A kept bridge keeps its exits and gains one toward a new bridge that runs into it. A road
  a new bridge runs into connects back to it (a file's own bridges and roads stay as they are).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

import numpy as np

from .hexgrid import OFFSET_NEIGHBOURS, neighbour
from .model import HexMap
from .vocabulary import BASE_INDEX, MOD_INDEX

BUILDING = BASE_INDEX["building"]
PAVEMENT = BASE_INDEX["pavement"]
WATER = BASE_INDEX["water"]
ROAD_BITS = np.uint32(sum(1 << MOD_INDEX[m] for m in ("road", "dirt_road", "gravel_road")))
BRIDGE_BIT = np.uint32(1 << MOD_INDEX["bridge"])
GUN_EMPLACEMENT = 3          # building class that never connects (Hex.setExits)


class Marker(NamedTuple):
    """A thing in a hex that our names do not hold but a player should see: an elevator, a fuel
    tank. `kind` picks the drawing, `label` is the short text."""

    kind: str
    label: str


class Original(NamedTuple):
    """One hex's connecting features as a file gave them (None: not there, or no hand-set exits)."""

    building: tuple[int, int] | None = None     # (type 1..4, exits)
    building_class: int = 0                     # as the file gave it
    road: int | None = None                     # hand-set road exits
    bridge: int | None = None                   # hand-set bridge exits
    bridge_auto: bool = False                   # a bridge without hand-set exits
    markers: tuple[Marker, ...] = ()


@dataclass(frozen=True)
class Source:
    hexes: dict[int, Original] = field(default_factory=dict)    # flat index -> Original
    roads_to_pavement: bool = True
    classes: dict[int, int] = field(default_factory=dict)       # flat index -> building class now


# Readers of a format's data: source(hex_map) -> Source, or None when the map holds none of it.
SOURCES: list[Callable[[HexMap], Source | None]] = []


@dataclass(frozen=True)
class Features:
    """Arrays over the map, or over the area of it they were worked out for (`origin`: the map's
    (row, col) of their [0, 0])."""

    building: np.ndarray            # uint8 [row, col] exits of building hexes
    building_class: np.ndarray      # int8 [row, col]
    road: np.ndarray                # uint8 exits of road hexes (as MegaMek computes them)
    road_hand_set: np.ndarray       # bool: a road whose exits are written out (else MegaMek works them out)
    bridge: np.ndarray              # uint8 exits of bridge hexes
    markers: dict[int, tuple[Marker, ...]]      # by the map's flat index
    origin: tuple[int, int] = (0, 0)


WHOLE_MAP_HEXES = 5_000     # maps up to this size are worked out whole, once per change
MARGIN = 2                  # what a hex's features depend on: its neighbours, and theirs (a bridge's run)


def features(hex_map: HexMap) -> Features:
    """The map's features, worked out once per change of the map."""
    return hex_map.derived("features", compute)


def features_near(hex_map: HexMap, rows: range, cols: range) -> Features:
    """Features right for the hexes in rows x cols: of the whole map (small maps, kept until it
    changes), or of just that area and a margin (a big map's view, worked out when drawn)."""
    if hex_map.width * hex_map.height <= WHOLE_MAP_HEXES:
        return features(hex_map)
    r0, c0 = max(0, rows.start - MARGIN), max(0, cols.start - MARGIN)
    area = _Area(hex_map, r0, min(hex_map.height, rows.stop + MARGIN), c0 - c0 % 2,
                 min(hex_map.width, cols.stop + MARGIN))
    return compute(area, _source_in(source_of(hex_map), hex_map, area))


class _Area:
    """A rectangle of a map, seen as a map (starting on an even column: the same neighbour pattern)."""

    def __init__(self, hex_map: HexMap, r0: int, r1: int, c0: int, c1: int):
        self.base, self.mods = hex_map.base[r0:r1, c0:c1], hex_map.mods[r0:r1, c0:c1]
        self.params = hex_map.params[r0:r1, c0:c1]
        self.height, self.width, self.origin, self.map_width = r1 - r0, c1 - c0, (r0, c0), hex_map.width


def _source_in(source: Source, hex_map: HexMap, area: _Area) -> Source:
    """The source with its flat indices those of the area."""
    (r0, c0), h, w = area.origin, area.height, area.width

    def local(values: dict) -> dict:
        out = {}
        for flat, value in values.items():
            row, col = divmod(flat, hex_map.width)
            if r0 <= row < r0 + h and c0 <= col < c0 + w:
                out[(row - r0) * w + col - c0] = value
        return out
    return Source(local(source.hexes), source.roads_to_pavement, local(source.classes))


def source_of(hex_map: HexMap) -> Source:
    for read in SOURCES:
        found = read(hex_map)
        if found is not None:
            return found
    return Source()


def compute(hex_map: HexMap | _Area, source: Source | None = None) -> Features:
    if source is None:
        assert isinstance(hex_map, HexMap), "an area comes with its source"
        source = source_of(hex_map)
    grid = Grid.of(hex_map.height, hex_map.width)
    originals = _originals(hex_map, source)
    building, classes = _buildings(hex_map, grid, originals, _classes(hex_map, source))
    bridge, new_bridges = _bridges(hex_map, grid, originals)
    road, hand_set = _roads(hex_map, grid, originals, np.where(new_bridges, bridge, 0), source.roads_to_pavement)
    (r0, c0), map_width = getattr(hex_map, "origin", (0, 0)), getattr(hex_map, "map_width", hex_map.width)
    markers = {(r0 + flat // hex_map.width) * map_width + c0 + flat % hex_map.width: o.markers
               for flat, o in source.hexes.items() if o.markers}
    return Features(building, classes, road, hand_set, bridge, markers, (r0, c0))


class Grid:
    """Neighbour lookups on a map of this size, vectorised (per direction d, N..NW). `Grid.of`
    gives a shared one (areas drawn one after the other share their sizes)."""

    @staticmethod
    @lru_cache(maxsize=32)
    def of(height: int, width: int) -> Grid:
        return Grid(height, width)

    def __init__(self, height: int, width: int):
        self.shape = (height, width)

    def shift(self, values: np.ndarray, d: int, fill) -> np.ndarray:
        """values at each hex's neighbour in direction d (`fill` off the map)."""
        return neighbour(values, d, fill)

    def neighbour_of(self, row: int, col: int, d: int) -> tuple[int, int] | None:
        """(row, col) of the hex's neighbour in direction d, None off the map."""
        dc, dr = OFFSET_NEIGHBOURS[col & 1, d].tolist()
        r, c = row + dr, col + dc
        return (r, c) if 0 <= r < self.shape[0] and 0 <= c < self.shape[1] else None

    def bits_toward(self, exits: np.ndarray) -> np.ndarray:
        """uint8: bit d set where the neighbour in direction d has an exit back toward this hex."""
        out = np.zeros(self.shape, np.uint8)
        for d in range(6):
            back = self.shift(exits, d, 0) >> np.uint8((d + 3) % 6) & 1
            out |= (back.astype(np.uint8) << np.uint8(d))
        return out

    def bits_of(self, present: np.ndarray) -> np.ndarray:
        """uint8: bit d set where the neighbour in direction d is True in `present`."""
        out = np.zeros(self.shape, np.uint8)
        for d in range(6):
            out |= self.shift(present, d, False).astype(np.uint8) << np.uint8(d)
        return out


@dataclass
class _Originals:
    building_type: np.ndarray       # int8, 0 where the file had none
    building_exits: np.ndarray
    building_class: np.ndarray
    road: np.ndarray                # bool: hand-set road exits
    road_exits: np.ndarray
    bridge: np.ndarray              # bool: hand-set bridge exits
    bridge_exits: np.ndarray
    bridge_auto: np.ndarray


def _originals(hex_map: HexMap | _Area, source: Source) -> _Originals:
    shape = (hex_map.height, hex_map.width)
    out = _Originals(np.zeros(shape, np.int8), np.zeros(shape, np.uint8), np.zeros(shape, np.int8),
                     np.zeros(shape, bool), np.zeros(shape, np.uint8), np.zeros(shape, bool),
                     np.zeros(shape, np.uint8), np.zeros(shape, bool))
    for flat, o in source.hexes.items():
        row, col = divmod(flat, hex_map.width)
        if o.building is not None:
            out.building_type[row, col], out.building_exits[row, col] = o.building[0], o.building[1] & 63
        out.building_class[row, col] = o.building_class
        if o.road is not None:
            out.road[row, col], out.road_exits[row, col] = True, o.road & 63
        if o.bridge is not None:
            out.bridge[row, col], out.bridge_exits[row, col] = True, o.bridge & 63
        out.bridge_auto[row, col] = o.bridge_auto
    return out


def _classes(hex_map: HexMap | _Area, source: Source) -> np.ndarray:
    out = np.zeros((hex_map.height, hex_map.width), np.int8)
    for flat, level in source.classes.items():
        out[divmod(flat, hex_map.width)] = level
    return out


def _buildings(hex_map: HexMap | _Area, grid: Grid, o: _Originals,
               classes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Exits of building hexes, and their classes. A hex is kept (its file exits hold) while its type
    and class are as the file gave them."""
    is_building = hex_map.base == BUILDING
    if not is_building.any():
        return np.zeros(grid.shape, np.uint8), np.zeros(grid.shape, np.int8)
    kind = np.where(is_building, np.nan_to_num(hex_map.params[..., 0], nan=0).astype(np.int8) + 1, 0)
    classes = np.where(is_building, classes, 0).astype(np.int8)
    kept = is_building & (o.building_type == kind) & (o.building_class == classes)
    any_kept = kept.any()                           # none (a map of ours): the exits are the joins
    joins = np.zeros(grid.shape, np.uint8)          # neighbours of the same type and class
    others = np.zeros(grid.shape, np.uint8)         # buildings of another type or class
    new_joins = np.zeros(grid.shape, np.uint8)      # joins that are not kept hexes
    for d in range(6):
        bit = np.uint8(1 << d)
        n_kind, n_class = grid.shift(kind, d, 0), grid.shift(classes, d, -1)
        same = is_building & (n_kind > 0) & (n_kind == kind) & (n_class == classes)
        join = same & (classes != GUN_EMPLACEMENT)
        joins |= np.where(join, bit, 0).astype(np.uint8)
        if any_kept:
            new_joins |= np.where(join & ~grid.shift(kept, d, False), bit, 0).astype(np.uint8)
            changed = ~grid.shift(kept, d, False)   # into a kept one the file's exits stand (check: megamek-exits)
            others |= np.where(is_building & (n_kind > 0) & ~same & changed, bit, 0).astype(np.uint8)
    exits = np.where(kept, (o.building_exits & ~others) | new_joins, joins)
    return np.where(is_building, exits, 0).astype(np.uint8), classes


def _bridges(hex_map: HexMap | _Area, grid: Grid, o: _Originals) -> tuple[np.ndarray, np.ndarray]:
    """The exits of every bridge hex, and which bridges are new (not as the file gave them)."""
    has = hex_map.mods & BRIDGE_BIT != 0
    if not has.any():
        return np.zeros(grid.shape, np.uint8), has
    kept, auto = has & o.bridge, has & o.bridge_auto & ~o.bridge
    new = has & ~kept & ~auto
    neighbours = grid.bits_of(has)
    exits = np.where(kept, o.bridge_exits, np.where(auto, neighbours, 0)).astype(np.uint8)
    for row, col in zip(*np.nonzero(new)):
        exits[row, col] = _new_bridge_exits(hex_map, grid, int(neighbours[row, col]), row, col)
    reaching = grid.bits_toward(np.where(new, exits, 0).astype(np.uint8))
    return np.where(kept, exits | reaching, exits).astype(np.uint8), new


def _new_bridge_exits(hex_map: HexMap | _Area, grid: Grid, bridges: int, row: int, col: int) -> int:
    """A new bridge hex: on to its neighbouring bridges; an end runs straight on; a lone hex along
    the pair of opposite sides with the best ground at both ends (road 2, land 1, water or edge 0)."""
    count = bin(bridges).count("1")
    if count > 1:
        return bridges
    if count == 1:
        d = bridges.bit_length() - 1
        return bridges | 1 << (d + 3) % 6

    def ground(d: int) -> int:
        there = grid.neighbour_of(row, col, d)
        if there is None:
            return 0
        r, c = there
        if hex_map.mods[r, c] & ROAD_BITS or hex_map.base[r, c] == PAVEMENT:
            return 2
        return int(hex_map.base[r, c] != WATER)
    axis = max(range(3), key=lambda a: (ground(a) + ground(a + 3), -a))
    return 1 << axis | 1 << (axis + 3)


def _roads(hex_map: HexMap | _Area, grid: Grid, o: _Originals, new_bridges: np.ndarray,
           to_pavement: bool) -> tuple[np.ndarray, np.ndarray]:
    """Exits of road hexes, and which are written out; `new_bridges`: exits of the new bridges, whose
    roads connect back (a file's bridges and roads are kept as they are)."""
    has = hex_map.mods & ROAD_BITS != 0
    if not has.any():
        return np.zeros(grid.shape, np.uint8), has
    hand_set = has & o.road
    linkable = has | (hex_map.base == PAVEMENT) if to_pavement else has
    auto = grid.bits_of(linkable)
    from_bridges = grid.bits_toward(new_bridges)
    plain_roads = np.where(o.bridge | o.bridge_auto, 0, grid.bits_of(has & ~hand_set))   # a file's bridge may take it
    exits = np.where(hand_set, o.road_exits | plain_roads, auto) | from_bridges
    hand_set = hand_set | (has & (from_bridges != 0))
    return np.where(has, exits, 0).astype(np.uint8), hand_set
