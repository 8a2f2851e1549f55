"""Hex grid geometry: flat-topped hexes in columns, even (1-based) columns half a hex lower.

Coordinates: `Hex(q, r)` is axial (cube `s = -q - r`), used for all algorithms.
Offset coordinates `(col, row)` are 0-based; column 0 is the leftmost, and odd 0-based
columns (even 1-based ones, as on BattleTech sheets and MegaMek boards) sit half a hex lower.
Hex ids such as "0708" appear only at the edges (files, labels, command line).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple, TypeVar

import numpy as np

from .errors import quoted
from .language import translate

SQRT3 = math.sqrt(3.0)
IntOrArray = TypeVar("IntOrArray", int, np.ndarray)     # one hex's coordinate, or an array of them


class Direction(IntEnum):
    """Hex sides in MegaMek's order, clockwise from the top."""

    N = 0
    NE = 1
    SE = 2
    S = 3
    SW = 4
    NW = 5


@dataclass(frozen=True, slots=True)
class Hex:
    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def length(self) -> int:
        return (abs(self.q) + abs(self.r) + abs(self.s)) // 2

    def distance(self, other: Hex) -> int:
        return (self - other).length()

    def neighbor(self, direction: int) -> Hex:
        return self + DIRECTION_VECTORS[direction]

    def neighbors(self) -> list[Hex]:
        """The six neighbours in the order N, NE, SE, S, SW, NW."""
        return [self + d for d in DIRECTION_VECTORS]

    @staticmethod
    def from_offset(col: int, row: int) -> Hex:
        return Hex(col, row - (col - (col & 1)) // 2)

    def to_offset(self) -> tuple[int, int]:
        return self.q, self.r + (self.q - (self.q & 1)) // 2


DIRECTION_VECTORS: tuple[Hex, ...] = (
    Hex(0, -1),   # N
    Hex(1, -1),   # NE
    Hex(1, 0),    # SE
    Hex(0, 1),    # S
    Hex(-1, 1),   # SW
    Hex(-1, 0),   # NW
)


def _offset_neighbours() -> np.ndarray:
    out = np.zeros((2, 6, 2), np.int64)
    for parity in (0, 1):
        h = Hex.from_offset(parity, 4)
        for d, n in enumerate(h.neighbors()):
            c, r = n.to_offset()
            out[parity, d] = (c - parity, r - 4)
    return out


# OFFSET_NEIGHBOURS[col & 1, direction] = (dcol, drow) from (col, row) to its neighbour in that
# direction (N, NE, SE, S, SW, NW): the offset-coordinate form of DIRECTION_VECTORS, for array work.
OFFSET_NEIGHBOURS = _offset_neighbours()

# direction -> (column step, row step in even columns, row step in odd columns)
STEPS = tuple((int(even[0]), int(even[1]), int(odd[1])) for even, odd in zip(*OFFSET_NEIGHBOURS))


def neighbour(a: np.ndarray, d: int, fill) -> np.ndarray:
    """`neighbour(a, d, fill)[row, col]`: the value of `a` at the neighbour of (col, row) in direction
    d (N..NW), `fill` where that neighbour is off the array; by slices, a column parity at a time."""
    out = np.full_like(a, fill)
    height, width = a.shape[:2]
    dc, *row_steps = STEPS[d]
    for parity, dr in enumerate(row_steps):
        first = parity + (2 if dc < 0 and parity == 0 else 0)
        last = width - 1 if dc > 0 else width      # destination columns whose source is on the array
        if first >= last:
            continue
        r0, r1 = max(0, -dr), height - max(0, dr)
        if r0 >= r1:
            continue
        out[r0:r1, first:last:2] = a[r0 + dr:r1 + dr, first + dc:last + dc:2]
    return out


def direction(a: tuple[int, int], b: tuple[int, int]) -> int:
    """The direction (0..5, N..NW) from hex a to its neighbour b, both (col, row); ValueError if not adjacent."""
    step = (b[0] - a[0], b[1] - a[1])
    for d, offset in enumerate(OFFSET_NEIGHBOURS[a[0] & 1].tolist()):
        if tuple(offset) == step:
            return d
    raise ValueError(f"{a} and {b} are not adjacent")


def to_axial(cols: IntOrArray, rows: IntOrArray) -> tuple[IntOrArray, IntOrArray]:
    """`Hex.from_offset` of arrays of 0-based (col, row): axial (q, r)."""
    return cols, rows - (cols - (cols & 1)) // 2


def to_offset(q: IntOrArray, r: IntOrArray) -> tuple[IntOrArray, IntOrArray]:
    """`Hex.to_offset` of arrays of axial (q, r): 0-based (col, row)."""
    return q, r + (q - (q & 1)) // 2


class Symmetry(NamedTuple):
    """One of the twelve ways the hex grid maps onto itself about a hex: mirrored left to right
    (first, when `mirrored`), then turned `sides` x 60 degrees clockwise. Every hex lands on a hex
    and every direction on a direction: exits turn with it (`exits`)."""

    sides: int = 0
    mirrored: bool = False

    def then(self, other: Symmetry) -> Symmetry:
        """This symmetry, then `other` (a mirror turns the turns before it the other way)."""
        sides = other.sides - self.sides if other.mirrored else other.sides + self.sides
        return Symmetry(sides % 6, self.mirrored != other.mirrored)

    def axial(self, q: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Axial (q, r) moved about (0, 0). In cube coordinates (q, r, s) a left-right mirror is
        (-q, -s, -r) and a clockwise turn (-r, -s, -q)."""
        cube = (q, r, -q - r)
        if self.mirrored:
            cube = (-cube[0], -cube[2], -cube[1])
        for _ in range(self.sides % 6):
            cube = (-cube[1], -cube[2], -cube[0])
        return cube[0], cube[1]

    def direction(self, d: int) -> int:
        """Where direction d (0..5, N..NW) points after the symmetry."""
        return ((-d if self.mirrored else d) + self.sides) % 6

    def exits(self, mask):
        """An exits mask (bit d: direction d; a number or an array) after the symmetry; bits above the
        six directions stay."""
        table = _EXITS[self.sides % 6, int(self.mirrored)]
        if isinstance(mask, np.ndarray):
            return table[mask & 63] | (mask & ~63)
        return int(table[mask & 63]) | (mask & ~63)


TURN_180 = Symmetry(3)


def _exits_table() -> np.ndarray:
    out = np.zeros((6, 2, 64), np.int64)
    for sides in range(6):
        for mirrored in (0, 1):
            s = Symmetry(sides, bool(mirrored))
            for mask in range(64):
                out[sides, mirrored, mask] = sum(1 << s.direction(d) for d in range(6) if mask >> d & 1)
    return out


_EXITS = _exits_table()


def ring(center: Hex, radius: int) -> list[Hex]:
    """Hexes at exactly `radius` from `center`, clockwise from the one `radius` steps NW."""
    if radius == 0:
        return [center]
    results = []
    cube = center + DIRECTION_VECTORS[Direction.NW].scale(radius)
    # Walking NE first from the NW corner, then each following side clockwise.
    for side in (Direction.NE, Direction.SE, Direction.S, Direction.SW, Direction.NW, Direction.N):
        for _ in range(radius):
            results.append(cube)
            cube = cube.neighbor(side)
    return results


def disk(center: Hex, radius: int) -> list[Hex]:
    """All hexes within `radius`, centre first, then ring by ring (a spiral)."""
    results = []
    for k in range(radius + 1):
        results.extend(ring(center, k))
    return results


def _cube_round(x: float, y: float, z: float) -> Hex:
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    return Hex(int(rx), int(ry))


def line(a: Hex, b: Hex) -> list[tuple[Hex, ...]]:
    """Every hex the straight line between the centres of `a` and `b` passes through, in order.

    Each step is a tuple: one hex, or two hexes where the line runs exactly along the side they
    share (BattleTech's divided hexside, where the rules pick whichever is worse for the attacker).
    Hexes the line only touches at a corner are not listed.
    """
    q, r, step = line_steps(a, b)
    hexes = [Hex(*p) for p in zip(q.tolist(), r.tolist())]
    starts = [0, *(np.flatnonzero(np.diff(step)) + 1).tolist(), len(hexes)]
    return [tuple(hexes[i:j]) for i, j in zip(starts[:-1], starts[1:])]


def line_steps(a: Hex, b: Hex) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`line` as arrays, for array work: axial q, r and the step of each hex, in order (`a` is step
    0, `b` the last); the two hexes of a divided hexside share a step, ordered by (col, row)."""
    if a == b:
        return np.array([a.q]), np.array([a.r]), np.zeros(1, np.int64)
    _, q, r, lo, hi, on_side = _crossings(a, np.array([[b.q, b.r]]))
    order = np.argsort(lo + hi, kind="stable")
    q, r, on_side = q[order], r[order], on_side[order]
    span = np.full((len(q), 2), np.nan)             # rounded, where the line runs along a side
    span[on_side] = np.round(np.stack([lo[order][on_side], hi[order][on_side]], axis=1), 9)
    second = np.zeros(len(q), bool)                 # the second hex of a divided hexside
    second[1:] = (span[1:] == span[:-1]).all(axis=1)
    step = np.cumsum(~second) - 1
    within = np.lexsort((r + (q - (q & 1)) // 2, q, step))
    return q[within], r[within], step[within]


def line_crossings(a: Hex, targets: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The hexes the lines from `a` to many hexes pass through, as `line` finds them (both hexes of a
    divided hexside, `a` and the target included), for whole-map work: (target index, q, r) arrays,
    one entry per hex a line crosses, unordered. `targets`: (n, 2) axial (q, r), none equal to `a`."""
    targets = np.asarray(targets, np.int64).reshape(-1, 2)
    n = (np.abs(targets - (a.q, a.r)).sum(1) + np.abs(targets.sum(1) - a.q - a.r)) // 2
    if (n == 0).any():
        raise ValueError("a line needs two different hexes")
    out, start = [], 0
    while start < len(targets):                  # in chunks of at most _CHUNK candidate hexes
        stop = start + max(1, int(np.searchsorted(np.cumsum(7 * (n[start:] + 1)), _CHUNK, side="right")))
        index, q, r, *_ = _crossings(a, targets[start:stop])
        out.append((index + start, q, r))
        start = stop
    if not out:
        return np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0, np.int64)
    index, q, r = (np.concatenate(part) for part in zip(*out))
    return index, q, r


def _crossings(a: Hex, targets: np.ndarray):
    """For lines from `a` to each target: every hex crossed as (target index, q, r), the stretch
    [lo, hi] of the line inside it (0..1 from `a`) and whether the line runs along one of its sides.

    In cube coordinates hex h is the region max(|u|, |v|, |w|) <= 1, where u = dq - dr,
    v = dr - ds, w = ds - dq for the offset d = p - h. Along the line p(t) = a + t (b - a) each of
    u, v, w is linear in t, so the stretch of the line inside h is an interval of t, found here for
    every candidate hex at once: hexes around the points where the line is sampled once per hex of
    its length (for one line all six neighbours of each, fewest numpy calls; for many, `_candidates`,
    fewest hexes). A component constant at exactly +-1 means the line runs along a side.
    """
    n = (np.abs(targets[:, 0] - a.q) + np.abs(targets[:, 1] - a.r)
         + np.abs(targets.sum(1) - a.q - a.r)) // 2
    line_of = np.repeat(np.arange(len(targets)), n + 1)
    t = (np.arange(len(line_of)) - np.repeat(np.cumsum(n + 1) - (n + 1), n + 1)) / n[line_of]
    q = a.q + (targets[line_of, 0] - a.q) * t
    r = a.r + (targets[line_of, 1] - a.r) * t
    centres = _round_cubes(q, r, -q - r)
    owner, cand = _candidates(centres, line_of) if len(targets) > 1 else _unique(
        np.zeros(len(centres) * 7, np.int64), (centres[:, None, :] + _SELF_AND_NEIGHBOURS[None]).reshape(-1, 2))
    dq, dr = a.q - cand[:, 0], a.r - cand[:, 1]
    eq, er = (targets[:, 0] - a.q)[owner], (targets[:, 1] - a.r)[owner]
    lo, hi = np.zeros(len(cand)), np.ones(len(cand))
    fits, on_side = np.ones(len(cand), bool), np.zeros(len(cand), bool)
    for c, d in ((2 * dq + dr, 2 * eq + er), (dr - dq, er - eq), (-dq - 2 * dr, -eq - 2 * er)):   # u, v, w
        moving = d != 0
        safe = np.where(moving, d, 1)
        t0 = np.where(moving, (-1 - c) / safe, -np.inf)
        t1 = np.where(moving, (1 - c) / safe, np.inf)
        lo, hi = np.maximum(lo, np.minimum(t0, t1)), np.minimum(hi, np.maximum(t0, t1))
        fixed = np.where(moving, 0, np.abs(c))
        fits &= fixed <= 1
        on_side |= ~moving & (fixed == 1)
    inside = (hi - lo > _EPS) & fits
    return owner[inside], cand[inside, 0], cand[inside, 1], lo[inside], hi[inside], on_side[inside]


def _candidates(centres: np.ndarray, line_of: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The hexes the lines may cross, once each per line (line index, axial (q, r)): each sample's
    hex and, between two samples (always in neighbouring hexes: one sample per hex of a line's
    length), the two hexes beside both, whose corner the line may cut."""
    same = line_of[1:] == line_of[:-1]
    step = (centres[1:] - centres[:-1])[same]
    direction = _DIRECTION_OF[step[:, 0] + 1, step[:, 1] + 1]
    start, owner = centres[:-1][same], line_of[:-1][same]
    beside = [start + _DIRECTIONS[(direction + turn) % 6] for turn in (1, 5)]
    return _unique(np.concatenate([line_of, owner, owner]), np.concatenate([centres, *beside]))


def _unique(owner: np.ndarray, cand: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each (line, hex) once, ordered by line, then q, then r."""
    _, first = np.unique((owner << 42) + ((cand[:, 0] + _HALF) << 21) + cand[:, 1] + _HALF, return_index=True)
    return owner[first], cand[first]


_EPS = 1e-9
_CHUNK = 2_000_000       # candidate hexes line_crossings works on at once (about 100 MB of numbers)
_HALF = 1 << 20          # keeps axial coordinates positive in a sort key (maps are at most 10000 hexes a side)
_SELF_AND_NEIGHBOURS = np.array([(0, 0)] + [(v.q, v.r) for v in DIRECTION_VECTORS])
_DIRECTIONS = _SELF_AND_NEIGHBOURS[1:]
_DIRECTION_OF = np.zeros((3, 3), np.int64)               # [dq + 1, dr + 1] -> direction index
for _i, (_dq, _dr) in enumerate(_DIRECTIONS.tolist()):
    _DIRECTION_OF[_dq + 1, _dr + 1] = _i


def _round_cubes(x: np.ndarray, y: np.ndarray, z: np.ndarray) -> np.ndarray:
    """Vectorised cube rounding: (n, 2) array of axial (q, r)."""
    rx, ry, rz = np.round(x), np.round(y), np.round(z)
    dx, dy, dz = np.abs(rx - x), np.abs(ry - y), np.abs(rz - z)
    fix_x = (dx > dy) & (dx > dz)
    fix_y = ~fix_x & (dy > dz)
    rx = np.where(fix_x, -ry - rz, rx)
    ry = np.where(fix_y, -rx - rz, ry)
    return np.stack([rx, ry], axis=1).astype(np.int64)


def _hex_key(h: Hex) -> tuple[int, int]:
    col, row = h.to_offset()
    return col, row


# ---- hex ids -------------------------------------------------------------------------------

def id_widths(width: int, height: int) -> tuple[int, int]:
    """Digits used for the column and row parts of a hex id on a map of this size."""
    return max(2, len(str(width))), max(2, len(str(height)))


@functools.cache
def id_parts(width: int, height: int) -> tuple[list[str], list[str]]:
    """The column and row parts of the hex ids of a map of this size (an id is col part + row part)."""
    cw, rw = id_widths(width, height)
    return [f"{c + 1:0{cw}d}" for c in range(width)], [f"{r + 1:0{rw}d}" for r in range(height)]


def format_hex_id(col: int, row: int, width: int = 99, height: int = 99) -> str:
    """Hex id of 0-based (col, row): 1-based column then row, each zero-padded."""
    cw, rw = id_widths(width, height)
    return f"{col + 1:0{cw}d}{row + 1:0{rw}d}"


class HexIdError(ValueError):
    pass


def parse_hex_id(text: str, width: int = 99, height: int = 99) -> tuple[int, int]:
    """0-based (col, row) of a hex id on a map of the given size; raises HexIdError.

    Exactly the digits 0-9, as many as the map's ids have: no spaces, signs or other scripts' digits."""
    text = str(text)
    cw, rw = id_widths(width, height)
    if not (text.isascii() and text.isdigit()) or len(text) != cw + rw:
        raise HexIdError(translate(
            "Hexes", "{text} is not a hex id (expected {digits} digits, column then row)").format(
            text=quoted(text), digits=cw + rw))
    col, row = int(text[:cw]) - 1, int(text[cw:]) - 1
    if not (0 <= col < width and 0 <= row < height):
        raise HexIdError(translate("Hexes", "hex {id} is off the {width} x {height} map").format(
            id=text, width=width, height=height))
    return col, row


# ---- pixel layout ----------------------------------------------------------------------------

PAINT_SIZE = 50.0      # the painter's unit: a hex's corner radius in the map units every drawing of a map uses
                       # (the editor's view, exports, pictures; its fonts and symbols are made for it, sizes whole)

@dataclass(frozen=True, slots=True)
class Layout:
    """Flat-topped hex layout in map units. `size` is the centre-to-corner distance.

    The map's top-left corner is at (0, 0): hex (0, 0)'s centre is at (size, size * sqrt3 / 2).
    """

    size: float = 1.0

    @property
    def flat_width(self) -> float:
        """Distance across the flats (the height of a flat-topped hex)."""
        return self.size * SQRT3

    def center(self, col: int, row: int) -> tuple[float, float]:
        x = self.size * (1.0 + 1.5 * col)
        y = self.flat_width * (row + 0.5 + 0.5 * (col & 1))
        return x, y

    def centers(self, cols: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Vectorised `center` for arrays of 0-based columns and rows."""
        x = self.size * (1.0 + 1.5 * cols)
        y = self.flat_width * (rows + 0.5 + 0.5 * (cols & 1))
        return x, y

    def corner_offsets(self) -> list[tuple[float, float]]:
        """Corners relative to the centre, starting at the right corner, clockwise on screen."""
        return [(self.size * math.cos(math.radians(60 * i)),
                 self.size * math.sin(math.radians(60 * i))) for i in range(6)]

    def corners(self, col: int, row: int) -> list[tuple[float, float]]:
        cx, cy = self.center(col, row)
        return [(cx + dx, cy + dy) for dx, dy in self.corner_offsets()]

    def map_size(self, width: int, height: int) -> tuple[float, float]:
        """Width and height of the bounding box of a width x height map."""
        w = self.size * (1.5 * width + 0.5)
        h = self.flat_width * (height + (0.5 if width > 1 else 0.0))
        return w, h

    def hex_at(self, x: float, y: float) -> tuple[int, int]:
        """0-based (col, row) of the hex containing the point (may be off the map)."""
        fx, fy = x - self.size, y - self.flat_width / 2
        q = (2.0 / 3.0 * fx) / self.size
        r = (-1.0 / 3.0 * fx + SQRT3 / 3.0 * fy) / self.size
        return _cube_round(q, r, -q - r).to_offset()

    def hexes_in_rect(self, x0: float, y0: float, x1: float, y1: float,
                      width: int, height: int) -> tuple[range, range]:
        """Column and row ranges (clipped to the map) that cover a rectangle, with a margin."""
        c0 = max(0, int(math.floor((x0 - 2 * self.size) / (1.5 * self.size))))
        c1 = min(width, int(math.ceil(x1 / (1.5 * self.size))) + 1)
        r0 = max(0, int(math.floor(y0 / self.flat_width)) - 1)
        r1 = min(height, int(math.ceil(y1 / self.flat_width)) + 1)
        return range(c0, max(c0, c1)), range(r0, max(r0, r1))


def offsets_in_disk(col: int, row: int, radius: int, width: int, height: int) -> Iterator[tuple[int, int]]:
    """On-map (col, row) within `radius` of (col, row), centre first."""
    for h in disk(Hex.from_offset(col, row), radius):
        c, r = h.to_offset()
        if 0 <= c < width and 0 <= r < height:
            yield c, r


def distances_from(col: int, row: int, width: int, height: int) -> np.ndarray:
    """The distance in hexes from (col, row) to every hex of a width x height map: int array [row, col]."""
    cols, rows = np.meshgrid(np.arange(width), np.arange(height))
    origin = Hex.from_offset(col, row)
    dq = cols - origin.q
    dr = rows - (cols - (cols & 1)) // 2 - origin.r
    return np.maximum(np.maximum(np.abs(dq), np.abs(dr)), np.abs(dq + dr))
