"""The scenario layer of a map: what is played on it, drawn over the terrain and printed on the sheets.

- labels: a text anchored to a hex, its size in points on the printed sheet, turned by an angle
  (degrees, anticlockwise);
- objectives: a short name (a letter or number) marking a hex, drawn large;
- deployment zones: named and numbered (1..31, MegaMek's deployment zone numbers, which a `.board`
  carries hex by hex), each a set of hexes.

Positions are (col, row), 0-based: a resized or combined map moves them with their hexes (`placed`);
the files write hex ids. Every value is checked as it is made (`ValueError` saying what is wrong),
so a map never holds one a file could not hold. A Scenario is immutable: an edit replaces it whole
(edits.SetScenario), which makes undo exact.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import numpy as np

ZONE_NUMBERS = range(1, 32)         # MegaMek's deployment zones: bits 0..30 of a hex's mask
TEXT_CHARS = 80                     # longest label text
NAME_CHARS = 40                     # longest zone name
OBJECTIVE_CHARS = 3                 # an objective's name: a letter or a number, drawn large
LABEL_SIZES = (4.0, 72.0)           # points on the printed sheet
DEFAULT_LABEL_SIZE = 12.0
ANGLES = (-360.0, 360.0)
MOST_ITEMS = 10_000                 # labels or objectives on one map


def _text(value: object, what: str, longest: int) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{what} must be a text, not {value!r}")
    if len(value) > longest:
        raise ValueError(f"{what} is longer than {longest} characters")
    if any(ord(ch) < 32 or 0x7f <= ord(ch) < 0xa0 for ch in value):
        raise ValueError(f"{what} must be one line without control characters")
    return value


def _number(value: object, what: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
        raise ValueError(f"{what} must be a number from {low:g} to {high:g}, not {value!r}")
    return float(value)


def _hex(value: object) -> tuple[int, int]:
    if not (isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) and v >= 0 for v in value)):
        raise ValueError(f"a hex is (column, row), not {value!r}")
    return value


class Label(NamedTuple):
    text: str
    at: tuple[int, int]
    size: float = DEFAULT_LABEL_SIZE
    angle: float = 0.0

    @classmethod
    def make(cls, text, at, size=DEFAULT_LABEL_SIZE, angle=0.0) -> Label:
        return cls(_text(text, "a label's text", TEXT_CHARS), _hex(at),
                   _number(size, "a label's size (points)", *LABEL_SIZES), _number(angle, "a label's angle", *ANGLES))


class Objective(NamedTuple):
    name: str
    at: tuple[int, int]

    @classmethod
    def make(cls, name, at) -> Objective:
        return cls(_text(name, "an objective's name", OBJECTIVE_CHARS), _hex(at))


class Zone(NamedTuple):
    name: str
    number: int
    hexes: frozenset[tuple[int, int]] = frozenset()

    @classmethod
    def make(cls, name, number, hexes=()) -> Zone:
        if isinstance(number, bool) or not isinstance(number, int) or number not in ZONE_NUMBERS:
            raise ValueError(f"a deployment zone's number must be {ZONE_NUMBERS[0]} to {ZONE_NUMBERS[-1]} "
                             f"(MegaMek's zones), not {number!r}")
        return cls(_text(name, "a zone's name", NAME_CHARS), number, frozenset(_hex(h) for h in hexes))


class Scenario(NamedTuple):
    labels: tuple[Label, ...] = ()
    objectives: tuple[Objective, ...] = ()
    zones: tuple[Zone, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.labels or self.objectives or self.zones)

    @classmethod
    def make(cls, labels=(), objectives=(), zones=()) -> Scenario:
        """A checked scenario: at most MOST_ITEMS labels and objectives, each zone number once."""
        for items, what in ((labels, "labels"), (objectives, "objectives")):
            if len(items) > MOST_ITEMS:
                raise ValueError(f"more than {MOST_ITEMS:,} {what}")
        numbers = [z.number for z in zones]
        twice = sorted({n for n in numbers if numbers.count(n) > 1})
        if twice:
            raise ValueError(f"deployment zone {twice[0]} is given twice (a zone's number names it for MegaMek)")
        return cls(tuple(labels), tuple(objectives), tuple(zones))

    def zone(self, number: int) -> Zone | None:
        return next((z for z in self.zones if z.number == number), None)

    def free_zone_number(self) -> int | None:
        """The lowest zone number not in use (None when all 31 are)."""
        used = {z.number for z in self.zones}
        return next((n for n in ZONE_NUMBERS if n not in used), None)

    def free_objective_name(self) -> str:
        """The first letter no objective has, A to Z, then numbers."""
        used = {o.name for o in self.objectives}
        names = [chr(c) for c in range(ord("A"), ord("Z") + 1)] + [str(n) for n in range(1, 1000)]
        return next(name for name in names if name not in used)

    def with_zone(self, zone: Zone) -> Scenario:
        """The zone added, or put in place of the one with its number."""
        zones = [z for z in self.zones if z.number != zone.number]
        at = next((i for i, z in enumerate(self.zones) if z.number == zone.number), len(zones))
        return Scenario.make(self.labels, self.objectives, zones[:at] + [zone] + zones[at:])

    def zone_painted(self, number: int, hexes, add: bool = True) -> Scenario:
        """Zone `number` with `hexes` added (or taken away); a zone made when it is new."""
        zone = self.zone(number) or Zone.make(f"Zone {number}", number)
        hexes = frozenset(hexes)
        return self.with_zone(zone._replace(hexes=zone.hexes | hexes if add else zone.hexes - hexes))


def renumbered_zone(scenario: Scenario, old: int, zone: Zone) -> Scenario:
    """Zone `old` replaced by `zone` (whose number may be another, not used by a third zone)."""
    zones = [zone if z.number == old else z for z in scenario.zones]
    return Scenario.make(scenario.labels, scenario.objectives, zones)


def zone_masks(scenario: Scenario, width: int, height: int) -> np.ndarray:
    """Per hex [row, col], MegaMek's mask of the deployment zones it is in (bit n - 1: zone n)."""
    masks = np.zeros((height, width), np.uint32)
    for zone in scenario.zones:
        if zone.hexes:
            cols, rows = np.array(sorted(zone.hexes)).T
            inside = (cols < width) & (rows < height)
            masks[rows[inside], cols[inside]] |= np.uint32(1 << (zone.number - 1))
    return masks


def zones_of_masks(masks: np.ndarray, names: dict[int, str] | None = None) -> tuple[Zone, ...]:
    """The zones a [row, col] array of MegaMek masks holds, named from `names` or "Zone n"."""
    names = names or {}
    zones = []
    held = int(np.bitwise_or.reduce(masks, axis=None)) if masks.size else 0     # the zones any hex is in
    for number in (n for n in ZONE_NUMBERS if held >> (n - 1) & 1):
        rows, cols = np.nonzero(masks & np.uint32(1 << (number - 1)))
        if len(rows):
            zones.append(Zone(names.get(number, f"Zone {number}"), number,
                              frozenset(zip(cols.tolist(), rows.tolist()))))
    return tuple(zones)


def placed_scenario(pieces: list[tuple[Scenario, Callable]], width: int, height: int, notes: list[str]) -> Scenario:
    """The scenario of a map made of others (resize, combine, a turn, an assembly, a piece): each
    piece's scenario moved by its `landing(col, row) -> (col, row)` (None: the hex is not placed),
    what falls off the `width` x `height` map left out; zones of one number joined (the first name
    kept, `notes` says which names are lost)."""
    def on(at):
        return at is not None and 0 <= at[0] < width and 0 <= at[1] < height

    labels: list[Label] = []
    objectives: list[Objective] = []
    zones: dict[int, Zone] = {}
    for scenario, landing in pieces:
        labels += [lb._replace(at=landing(*lb.at)) for lb in scenario.labels]
        objectives += [o._replace(at=landing(*o.at)) for o in scenario.objectives]
        for zone in scenario.zones:
            hexes = frozenset(h for h in (landing(c, r) for c, r in zone.hexes) if on(h))
            first = zones.setdefault(zone.number, zone._replace(hexes=frozenset()))
            if first.name != zone.name:
                notes.append(f"deployment zone {zone.number} '{zone.name}' is joined to '{first.name}'")
            zones[zone.number] = first._replace(hexes=first.hexes | hexes)
    return Scenario.make([lb for lb in labels if on(lb.at)], [o for o in objectives if on(o.at)],
                         list(zones.values()))
