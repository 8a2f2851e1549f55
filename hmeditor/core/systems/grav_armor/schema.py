"""Grav Armor's rules data as values: counters, weapons, the Firing Table, the Hit Effects rows and
the terrain charts, each row with its source.

Move kinds are the colour of a counter's MP: grav, hover, jump (infantry), fort, spacecraft.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import numpy as np

from ...errors import InputError, quoted
from ...language import QT_TRANSLATE_NOOP, Words, translate
from ...rules import Row, Setting
from ...vocabulary import BASE_TERRAINS

MOVE_KINDS = ("grav", "hover", "jump", "fort", "spacecraft")
STATES = ("normal", "free_flight", "orbit")
RESULTS = {"-": "none", "D": "disrupted", "X": "destroyed", "EW-1": "ew-1", "EW-2": "ew-2"}
SPACECRAFT_MP = ("F", "D")     # fighter, dropship: infinite speed

# The rules file's numbers bounded closer than every number (rules.reader.BOUNDS): detection works
# over every step of a unit's range in the hexes within it (range 600 took 5.6 GB on a 1000 x 1000
# map; 50 takes 5 MB), and the tables have a column per hit value.
BOUNDS = {
    "range": (1, 50),
    "factor": (0, 100),                 # EW, attack, defence, a terrain's CV
    "mp": (0, 100),
    "level": (-10_000, 10_000),
    "columns": (-100, 100),
    "combat.enhanced_ew_factor": (0, 100),
    "combat.missile_order_step": (-100, 100),
    "movement.free_flight_mp": (0, 100),
}


KIND_WORDS = Words("GravArmor", {
    "grav": QT_TRANSLATE_NOOP("GravArmor", "grav"), "hover": QT_TRANSLATE_NOOP("GravArmor", "hover"),
    "jump": QT_TRANSLATE_NOOP("GravArmor", "infantry"), "fort": QT_TRANSLATE_NOOP("GravArmor", "fort"),
    "spacecraft": QT_TRANSLATE_NOOP("GravArmor", "spacecraft")})
# A target's states (STATES), in words.
STATE_WORDS = Words("GravArmor", {
    "normal": QT_TRANSLATE_NOOP("GravArmor", "normal"), "free_flight": QT_TRANSLATE_NOOP("GravArmor", "free flight"),
    "orbit": QT_TRANSLATE_NOOP("GravArmor", "orbit move")})
# A hit's results as the Hit Effects Table's rows name them (effects.py), in words.
RESULT_WORDS = Words("GravArmor", {
    "none": QT_TRANSLATE_NOOP("GravArmor", "none"), "disrupted": QT_TRANSLATE_NOOP("GravArmor", "disrupted"),
    "destroyed": QT_TRANSLATE_NOOP("GravArmor", "destroyed"), "ew-1": QT_TRANSLATE_NOOP("GravArmor", "ew-1"),
    "ew-2": QT_TRANSLATE_NOOP("GravArmor", "ew-2")})
# The shipped rules file's unit, terrain and weapon labels and its chart's title, translated where shown
# (label_words); a label a rules file of one's own gives stays as written.
SHIPPED_LABELS = (
    QT_TRANSLATE_NOOP("GravArmor", "Nu-3 tank destroyer"), QT_TRANSLATE_NOOP("GravArmor", "Omi-9 hover tank"),
    QT_TRANSLATE_NOOP("GravArmor", "Aza-3 grav carrier"), QT_TRANSLATE_NOOP("GravArmor", "armoured infantry"),
    QT_TRANSLATE_NOOP("GravArmor", "jump infantry"), QT_TRANSLATE_NOOP("GravArmor", "light militia"),
    QT_TRANSLATE_NOOP("GravArmor", "medium militia"), QT_TRANSLATE_NOOP("GravArmor", "FL-6 fighter"),
    QT_TRANSLATE_NOOP("GravArmor", "FM-3 fighter"), QT_TRANSLATE_NOOP("GravArmor", "DS-3 dropship"),
    QT_TRANSLATE_NOOP("GravArmor", "DS-8 dropship"),
    QT_TRANSLATE_NOOP("GravArmor", "fort Alpha (example weapon boxes)"),
    QT_TRANSLATE_NOOP("GravArmor", "impassable"), QT_TRANSLATE_NOOP("GravArmor", "volcanic mountains"),
    QT_TRANSLATE_NOOP("GravArmor", "quiet mountains"), QT_TRANSLATE_NOOP("GravArmor", "smooth plains"),
    QT_TRANSLATE_NOOP("GravArmor", "broken ground"), QT_TRANSLATE_NOOP("GravArmor", "dense ground"),
    QT_TRANSLATE_NOOP("GravArmor", "very dense"), QT_TRANSLATE_NOOP("GravArmor", "water"),
    QT_TRANSLATE_NOOP("GravArmor", "missiles"), QT_TRANSLATE_NOOP("GravArmor", "particle beam"),
    QT_TRANSLATE_NOOP("GravArmor", "magnetic bolts"), QT_TRANSLATE_NOOP("GravArmor", "gatling lasers"),
    QT_TRANSLATE_NOOP("GravArmor", "mixed armament"),
    QT_TRANSLATE_NOOP("GravArmor", "Scenario two's planet (Grav Armor rules), keyed by hmeditor's terrain"),
)


def label_words(label: str) -> str:
    """A rules file's label (a terrain's, a weapon's, a chart's title) in the language in use."""
    return translate("GravArmor", label)


def kinds_text(kinds) -> str:
    """ "grav and spacecraft": move kinds in words, in MOVE_KINDS order."""
    words = [KIND_WORDS[k] for k in MOVE_KINDS if k in kinds]
    if len(words) < 2:
        return "".join(words)
    return translate("GravArmor", "{kinds} and {last}").format(kinds=", ".join(words[:-1]), last=words[-1])


def unit_key(name: str) -> str:
    """How a unit name is matched: case aside and without dashes or spaces ("Nu-3" is "nu3")."""
    return name.lower().replace("-", "").replace(" ", "")


@dataclass(frozen=True)
class Weapon(Row):
    name: str = ""
    label: str = ""
    symbol: str = ""
    bonus: float = 0
    against: frozenset[str] | None = None      # move kinds the bonus applies to (None: any)
    at_range: frozenset[int] | None = None     # ranges the bonus applies at (None: any)
    all_in_hex: bool = False                   # missiles: every unit in the hex, in the firer's order

    def bonus_against(self, target_move: str, range_: int) -> float:
        if (self.against is not None and target_move not in self.against) or \
                (self.at_range is not None and range_ not in self.at_range):
            return 0
        return self.bonus


@dataclass(frozen=True)
class Box:
    """A fort's weapon box: EW, attack with its weapon and range, as a counter's top row."""

    ew: int
    attack: int
    weapon: str
    range: int


@dataclass(frozen=True)
class Unit(Row):
    name: str = ""
    label: str = ""
    ew: int = 0                                # a fort's: its boxes' highest (the EW it defends with)
    enhanced_ew: bool = False
    attack: int = 0                            # a fort's: its first box's, as its weapon and range
    weapon: str = "mixed"
    range: int = 1
    defence: int = 0
    active_defence: bool = False
    mp: float | None = 0                       # None: a spacecraft's infinite speed
    mp_text: str = "0"                         # as on the counter ("5", "F")
    move: str = "grav"
    carrier: bool = False
    hit_effects: str | None = None             # its Hit Effects row; None: destroyed by any hit
    boxes: tuple[Box, ...] = ()                # a fort's weapon boxes, each firing on its own

    @property
    def is_fort(self) -> bool:
        return self.move == "fort"

    def firing(self, box: int = 1, ew_lost: int = 0) -> Unit:
        """The unit as it fires: a fort with its `box`-th weapon box (1-based), `ew_lost` EW less (a
        fort's losses add up on every box); ValueError on a box it lacks or losses that destroyed it."""
        self.check_losses(ew_lost, box)
        if not self.is_fort:
            return self
        b = self.boxes[box - 1]
        name = self.name if len(self.boxes) == 1 else translate("GravArmor", "{unit} box {box}").format(
            unit=self.name, box=box)
        return replace(self, name=name, ew=max(0, b.ew - ew_lost), attack=b.attack, weapon=b.weapon, range=b.range)

    def defending(self, ew_lost: int = 0) -> Unit:
        """The unit as a target: a fort after `ew_lost` EW lost, with the highest EW left on its boxes."""
        self.check_losses(ew_lost)
        return replace(self, ew=self.ew - ew_lost) if ew_lost else self

    def check_losses(self, ew_lost: int, box: int = 1) -> None:
        if not self.is_fort and (ew_lost or box != 1):
            raise InputError("--ew-lost" if ew_lost else "--box", translate(
                "GravArmor", "only forts have weapon boxes and lose EW ({unit}: {kind})").format(
                unit=self.name, kind=KIND_WORDS[self.move]))
        if self.is_fort and not 1 <= box <= len(self.boxes):
            raise InputError("--box", translate("GravArmor", "{unit} has weapon boxes 1 to {last}, not {box}").format(
                unit=self.name, last=len(self.boxes), box=box))
        if ew_lost < 0 or (self.is_fort and ew_lost >= self.ew):
            raise InputError("--ew-lost", translate(
                "GravArmor", "{unit} has lost {lost} EW: every weapon box is at EW 0, so the fort is destroyed").format(
                unit=self.name, lost=ew_lost) if ew_lost > 0 else translate(
                "GravArmor", "counts from 0, not {lost}").format(lost=ew_lost))


@dataclass(frozen=True)
class TerrainRow(Row):
    """A Grav Armor terrain of a chart and the map hexes it takes."""

    name: str = ""
    label: str = ""
    terrain: frozenset[int] = frozenset()      # BASE_INDEX values
    mods: int = 0                              # bit mask of MOD_INDEX values
    min_level: float | None = None
    cv: float | None = 0                       # None: detection does not pass
    mp: float | None = 1                       # None: barred but to free flight and spacecraft
    destroys: frozenset[str] = frozenset()     # move kinds destroyed in the hex


@dataclass(frozen=True)
class Chart(Row):
    """A planet's terrain chart: the first row matching a hex decides its terrain."""

    name: str = ""
    title: str = ""
    rows: tuple[TerrainRow, ...] = ()
    by_base: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64), compare=False)

    def classify(self, base: np.ndarray, mods: np.ndarray, level: np.ndarray) -> np.ndarray:
        """The row index of each hex given its base terrain, modifications and level arrays."""
        out = self.by_base[base]
        for i, row in enumerate(self.rows):
            match = np.zeros(out.shape, bool)
            if row.mods:
                match |= (mods & np.uint32(row.mods)) != 0
            if row.min_level is not None:
                match |= level >= row.min_level
            if row.mods or row.min_level is not None:
                out = np.where(match & (i < out), i, out)
        return out


def first_rows_by_base(rows: tuple[TerrainRow, ...]) -> np.ndarray:
    """For each base terrain the first row naming it (len(rows) where none does)."""
    out = np.full(len(BASE_TERRAINS), len(rows), np.int64)
    for i, row in reversed(list(enumerate(rows))):
        out[list(row.terrain)] = i
    return out


@dataclass(frozen=True)
class GravRules:
    path: str
    title: str
    sources: dict[str, str]
    groups: dict[str, tuple[str, ...]]
    units: dict[str, Unit]                     # by unit_key
    weapons: dict[str, Weapon]
    settings: dict[str, Setting]               # "combat.enhanced_ew_factor", "movement.free_flight_mp", ...
    firing_columns: Setting                    # value (lowest, highest) hit value
    firing_rows: dict[int, Setting]            # 2d6 roll -> value: tuple of hits, one per column
    effect_columns: Setting                    # value (lowest, highest) modified roll
    effect_rows: dict[str, Setting]            # row name -> value: tuple of results, one per column
    charts: dict[str, Chart]

    def setting(self, key: str):
        return self.settings[key].value

    def unit(self, name: str) -> Unit:
        """The unit of that name (case aside, with or without its dash); ValueError naming the known ones."""
        unit = self.units.get(unit_key(name))
        if unit is None:
            known = ", ".join(u.name for u in self.units.values())
            raise ValueError(f"unknown unit {quoted(name)} (one of: {known})")
        return unit

    def hits(self, hit_value: float, roll: int) -> bool:
        """Whether a 2d6 `roll` hits at `hit_value` on the Firing Table."""
        low, high = self.firing_columns.value
        return self.firing_rows[roll].value[int(min(max(hit_value, low), high)) - low]

    def effect(self, row: str, modified_roll: float) -> str:
        """The result on a Hit Effects row for a modified roll (beyond the table: its first or last column)."""
        low, high = self.effect_columns.value
        return self.effect_rows[row].value[int(min(max(modified_roll, low), high)) - low]
