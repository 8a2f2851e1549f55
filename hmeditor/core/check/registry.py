"""The registry of checks, and the View of the map (or of a window of it) that checks read.

A check is a function `fn(view) -> list[Hit]` registered with `@check(rule, severity, reach=...)`,
for every map, or (`system=` a game system's id) in that system's package, run when its maps are
checked (`checks_for`):
- `reach` k: a local check whose finding at a hex depends only on hexes within k of it (and on
  the conditions); on an edit it is re-run on a window around the touched hexes.
- `reach` None: a map-wide check, re-run in full when terrain changes (`terrain=False`: only when
  conditions change); `meta=True`: also when the map's extra keys change.
Each family of checks lives in its own module, with what it checks: every map's here, a game
system's in its package, a file format's with the format. A module of families is named with
`register_checks(module, system)` where what it checks is loaded (a format's in core/io, a system's
by its GameSystem), and imported when the checks of a map are listed (`checks_for`): the check
machinery imports neither. Fixes register with `@fixer(rule)`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from .. import arrays
from ..hexgrid import id_widths
from ..language import Context, changes, translate
from ..lazy import imported
from ..model import HexMap
from ..vocabulary import BASE_TERRAINS, MODIFICATIONS
from ..wording import condition_words, value_words

if TYPE_CHECKING:
    from .data import CheckRules


class Hit(NamedTuple):
    """What a check found: the hex it belongs to (flat index on the map, its only hex; None for
    whole-map), the hex ids it involves, a message, an optional fix and the value the fix sets (its
    fixer reads it); a whole-map hit on many hexes gives their flat indices too (`flats`). A tuple:
    a big map's check makes 100k of them."""

    flat: int | None
    hexes: tuple[str, ...]
    message: str
    fix: str | None = None
    fix_value: object = None
    flats: np.ndarray | None = None

    def flat_indices(self) -> np.ndarray | tuple[int, ...]:
        """The flat indices of `hexes` (a tuple for a hit on one hex or none)."""
        if self.flats is not None:
            return self.flats
        return () if self.flat is None else (self.flat,)


class Check(NamedTuple):
    rule: str
    severity: str
    fn: Callable
    reach: int | None
    terrain: bool
    meta: bool
    system: str | None = None            # the game system whose check it is; None: every map's


CHECKS: list[Check] = []
FIXES: dict[str, Callable] = {}
FAMILIES: dict[str | None, list[str]] = {      # modules of checks by the system whose they are (None: every map's)
    None: [f"{__package__}.{name}" for name in ("atmosphere", "climate", "placement", "reachability", "water")]}


def register_checks(module: str, system: str | None = None) -> None:
    """Name a module of check families (its `@check`s and `@fixer`s), imported when the checks of a
    map (played in `system`; None: every map) are first listed."""
    modules = FAMILIES.setdefault(system, [])
    if module not in modules:
        modules.append(module)


def load_families(system: str) -> None:
    """Import the modules of the checks a map played in `system` gets (each registers its checks)."""
    for module in FAMILIES[None] + FAMILIES.get(system, []):
        imported(module)


def check(rule: str, severity: str, reach: int | None = None, terrain: bool = True, meta: bool = False,
          system: str | None = None):
    def register(fn):
        CHECKS.append(Check(rule, severity, fn, reach, terrain, meta, system))
        return fn
    return register


def checks_for(system: str) -> list[Check]:
    """The checks a map gets when it is played in `system`: every map's and the system's own (their
    modules imported now)."""
    load_families(system)
    return [c for c in CHECKS if c.system in (None, system)]


def fixer(rule: str):
    """Register `fn(hex_map, finding, rules) -> Edit | None` as the fix of a rule."""
    def register(fn):
        FIXES[rule] = fn
        return fn
    return register


RealityCheck = Context("RealityCheck")   # the check's texts with plural forms (others: translate("RealityCheck", ...))
HEX = "\x00"              # a description's mark for the id of the hex it describes (View.hits)


class View:
    """The map's arrays over a window [row0:row1, col0:col1] (the whole map by default).

    `col0` is even, so column parity (and so the neighbour pattern) matches the map's.
    """

    def __init__(self, hex_map: HexMap, rules: CheckRules, rows: slice = slice(None), cols: slice = slice(None)):
        self.map, self.rules = hex_map, rules
        self.row0, self.col0 = rows.start or 0, cols.start or 0
        assert self.col0 % 2 == 0, "a window must start on an even column"
        self.base = hex_map.base[rows, cols]
        self.params = hex_map.params[rows, cols]
        self.mods = hex_map.mods[rows, cols]
        self.level = hex_map.level[rows, cols]
        self.conditions = hex_map.effective_conditions()

    def has(self, bits: np.uint32) -> np.ndarray:
        """Hexes holding any of the modifications in `bits`."""
        return (self.mods & bits) != 0

    def is_base(self, key: str | list[str]) -> np.ndarray:
        return self.rules.bases(key)[self.base]

    def param(self, j: int, default: float) -> np.ndarray:
        """Base-terrain parameter j, with the default where it is not given."""
        p = self.params[..., j]
        return np.where(np.isnan(p), np.float32(default), p)

    def flat(self, row: int, col: int) -> int:
        return (row + self.row0) * self.map.width + col + self.col0

    def hex_id(self, row: int, col: int) -> str:
        col_ids, row_ids = _id_lists(self.map.width, self.map.height)
        return col_ids[col + self.col0] + row_ids[row + self.row0]

    def hex_ids(self, flats: np.ndarray) -> list[str]:
        """Hex ids of flat indices into this view (vectorised, a slice at a time: the editor checks
        on another thread, and one long call would hold the interpreter from its window)."""
        rows, cols = np.divmod(flats, self.base.shape[1])
        col_ids, row_ids = _id_parts(self.map.width, self.map.height)
        ids: list[str] = []
        for start in range(0, len(flats), arrays.SLICE_AT_ONCE):
            part = slice(start, start + arrays.SLICE_AT_ONCE)
            ids += np.char.add(col_ids[cols[part] + self.col0], row_ids[rows[part] + self.row0]).tolist()
        return ids

    def hits(self, mask: np.ndarray, describe: Callable[[int, int], tuple], by: tuple[np.ndarray, ...] | None = None
             ) -> list[Hit]:
        """One hit per True hex of `mask`; `describe(row, col)` gives (message, fix) or (message, fix, fix
        value), writing HEX for the hex's own id. With `by`, the arrays (over the view) that the
        description reads besides that id: it is asked once per distinct set of their values (a big
        map's 100k hits have a few dozen descriptions); without, once per hex."""
        rows, cols = np.nonzero(mask)
        flats = arrays.as_list((rows + self.row0) * self.map.width + cols + self.col0)
        ids = self.hex_ids(rows * mask.shape[1] + cols)
        groups: list[int] | range
        if by is None:
            said = [describe(row, col) for row, col in zip(arrays.as_list(rows), arrays.as_list(cols))]
            groups = range(len(ids))
        else:
            first, kinds = _alike([values[rows, cols] for values in by], len(rows))
            said = [describe(int(rows[k]), int(cols[k])) for k in first.tolist()]
            groups = arrays.as_list(kinds)
        parts = [message.split(HEX) for message, *_ in said]
        fixes = [tuple(rest) for _, *rest in said]
        return [Hit(flat, (hex_id,), hex_id.join(parts[g]), *fixes[g])
                for flat, hex_id, g in zip(flats, ids, groups)]

    def label(self, row: int, col: int) -> str:
        """Readable base terrain of a hex, e.g. 'light woods'."""
        return BASE_TERRAINS[self.base[row, col]].label.lower()

    def mod_labels(self, row: int, col: int, bits: np.uint32) -> str:
        """Readable list of the hex's modifications among `bits`, e.g. 'deep snow and ice'."""
        return _mod_labels(int(self.mods[row, col] & bits), changes())


def _alike(columns: list[np.ndarray], count: int) -> tuple[np.ndarray, np.ndarray]:
    """The first of each set of rows alike in every column (each `count` long; floats alike by their
    bits), and each row's set."""
    if not columns or not count:
        return np.zeros(min(count, 1), np.int64), np.zeros(count, np.int64)
    return arrays.kinds([column.view(f"u{column.itemsize}") if column.dtype.kind == "f" else column.astype(np.int64)
                         for column in columns])


@cache
def _mod_labels(present: int, language: int) -> str:
    """`language`: the change of language (core.language.changes) the words are in."""
    return readable([m.label.lower() for i, m in enumerate(MODIFICATIONS) if present >> i & 1])


@cache
def _id_lists(width: int, height: int) -> tuple[list[str], list[str]]:
    return tuple(part.tolist() for part in _id_parts(width, height))


@cache
def _id_parts(width: int, height: int) -> tuple[np.ndarray, np.ndarray]:
    """The column and row parts of hex ids on a map of this size (FORMAT.md padding)."""
    cw, rw = id_widths(width, height)
    return (np.array([f"{c + 1:0{cw}d}" for c in range(width)]),
            np.array([f"{r + 1:0{rw}d}" for r in range(height)]))


def readable(items: list[str]) -> str:
    """ "a, b and c"."""
    if len(items) < 2:
        return "".join(items)
    return translate("RealityCheck", "{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def condition_label(key: str, value: object) -> str:
    """A condition as a player reads it, e.g. 'blizzard weather', '-15 °C', 'thin atmosphere'."""
    if key == "temperature":
        return translate("RealityCheck", "{degrees} °C").format(degrees=value)
    if key == "blowing_sand":
        return condition_words("blowing_sand", "true")
    if key == "weather":
        return translate("RealityCheck", "{weather} weather").format(weather=condition_words(key, str(value)))
    if key == "wind" and value == "calm":
        return translate("RealityCheck", "calm wind")
    if key in ("fog", "atmosphere"):
        return condition_words(key, str(value))
    words = value_words(str(value))
    return words[:1].lower() + words[1:]


def removing(what: str) -> str:
    """The fix that takes `what` (modifications' words) out of a hex: "remove deep snow"."""
    return translate("RealityCheck", "remove {what}").format(what=what)


def capital(text: str) -> str:
    """The text with a capital first letter (the rest as it is)."""
    return text[:1].upper() + text[1:]

