"""Warhammer 40,000's rules data as values: what each map terrain is on the tabletop, what each unit
type does in it, ruins and fortifications; every row with its source."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...errors import InputError, quoted
from ...language import QT_TRANSLATE_NOOP, Words, translate
from ...rules import Row, Setting
from . import SYSTEM

UNIT_TYPES = ("infantry", "jump_infantry", "jet_pack", "bike", "jetbike", "skimmer", "vehicle", "walker",
              "monstrous_creature", "beast")
UNIT_LABELS = Words("Wh40k", {
    "infantry": QT_TRANSLATE_NOOP("Wh40k", "infantry"), "jump_infantry": QT_TRANSLATE_NOOP("Wh40k", "jump infantry"),
    "jet_pack": QT_TRANSLATE_NOOP("Wh40k", "jet-pack infantry"), "bike": QT_TRANSLATE_NOOP("Wh40k", "bikes"),
    "jetbike": QT_TRANSLATE_NOOP("Wh40k", "jetbikes"), "skimmer": QT_TRANSLATE_NOOP("Wh40k", "skimmers"),
    "vehicle": QT_TRANSLATE_NOOP("Wh40k", "vehicles"), "walker": QT_TRANSLATE_NOOP("Wh40k", "walkers"),
    "monstrous_creature": QT_TRANSLATE_NOOP("Wh40k", "monstrous creatures"),
    "beast": QT_TRANSLATE_NOOP("Wh40k", "beasts")})
# The terrain tests as people read them.
FLAG_WORDS = Words("Wh40k", {
    "difficult": QT_TRANSLATE_NOOP("Wh40k", "difficult"), "dangerous": QT_TRANSLATE_NOOP("Wh40k", "dangerous"),
    "impassable": QT_TRANSLATE_NOOP("Wh40k", "impassable"), "lethal": QT_TRANSLATE_NOOP("Wh40k", "lethal")})
# The shipped rules file's fortification titles, translated where shown (title_words); a title a
# rules file of one's own gives stays as written.
SHIPPED_TITLES = (
    QT_TRANSLATE_NOOP("Wh40k", "Imperial Bastion"),
    QT_TRANSLATE_NOOP("Wh40k", "Fortress of Redemption (each bunker annex, the wall, the main tower)"),
)
FLAGS = ("difficult", "dangerous", "impassable", "lethal")     # the terrain tests, in the order JSON gives them
DIFFICULT_DANGEROUS = ("never", "always", "start_or_end")
NO_COVER = 7                # a save no D6 makes: "no cover" where arrays take the best (lowest) save
# Whom a hex between firer and target covers: "nearer" a model the hex is nearer to than the firer is, or
# next to; "adjacent" only a model directly behind it (next to it).
BEHIND = ("nearer", "adjacent")

# The rules file's numbers bounded closer than every number (rules.reader.BOUNDS), by what they
# are: saves and die rolls on a D6, dice rolled, the table scale (as a map's), distances in inches.
BOUNDS = {
    "save": (2, 6),
    "dice": (1, 4),
    "inches": (0, 1_000),
    "table.inches_per_hex": SYSTEM.map_keys["inches_per_hex"],
    "table.cover_map_reach_in": (0, 1_000),
    "cover.best": (2, 6),
    "terrain_tests.dangerous_fails_on": (0, 6),
    "ruins.climb_limit_in": (0, 1_000),
    "ruins.jump_down.per_in": (0.01, 1_000),
}


@dataclass(frozen=True)
class TerrainRow(Row):
    """What one base terrain or modification is in 40k."""

    name: str = ""
    layer: str = "base"                 # "base" or "mod"
    index: int = 0                      # BASE_INDEX / MOD_INDEX
    cover: int | None = None            # the save it gives, 2..6
    area: bool = False
    in_hex: bool = False                # a model in the hex takes the cover (area terrain always does)
    difficult: bool = False
    dangerous: bool = False
    impassable: bool = False
    lethal: bool = False
    min_param: tuple[int, float] | None = None     # (parameter index, value): counts only from this value
    behind: str = "nearer"              # whom it covers behind it: BEHIND

    @property
    def covers_occupant(self) -> bool:
        return self.cover is not None and (self.area or self.in_hex)


@dataclass(frozen=True)
class UnitType(Row):
    name: str = ""
    climbs: bool = False
    slowed: bool = True
    dice: int = 2
    difficult_dangerous: str = "never"
    over_terrain: bool = False
    passes_dangerous: bool = False
    go_to_ground: bool = True
    area_cover: bool = True
    fails: str = "wound"
    place_within_in: float | None = None

    @property
    def label(self) -> str:
        return UNIT_LABELS[self.name]


def title_words(title: str) -> str:
    """A rules file's fortification title in the language in use."""
    return translate("Wh40k", title)


@dataclass
class Wh40kRules:
    """Warhammer 40,000's rules data. Build with `hmeditor.core.systems.load_rules(None, "wh40k")`."""

    system: str
    title: str
    path: str
    sources: dict[str, str]
    base: tuple[TerrainRow, ...]                  # by BASE_INDEX
    mods: dict[int, TerrainRow]                   # by MOD_INDEX: the modifications that do anything
    units: dict[str, UnitType]
    settings: dict[str, Setting]                  # "table.inches_per_hex", "cover.best", "ruins.jump_down", ...
    building_armour: dict[str, Setting]           # by building type
    named: dict[str, Setting] = field(default_factory=dict)   # fortifications the seed names

    def setting(self, key: str) -> Any:
        return self.settings[key].value

    def unit(self, name: str) -> UnitType:
        """The unit type called `name` (any case, '-' or ' ' for '_'); ValueError naming the known ones."""
        key = str(name).strip().lower().replace("-", "_").replace(" ", "_")
        if key not in self.units:
            raise InputError("--unit", translate("Wh40k", "unknown unit type {name} (one of: {units})").format(
                name=quoted(name), units=", ".join(self.units)))
        return self.units[key]
