"""BattleTech's rules data as values: terrain rows, condition rows and settings, each with its source.

Per-unit-kind and per-weapon-class values are resolved at load time into plain dicts that name
every kind (or class), so queries are dict look-ups.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

import numpy as np

from ...rules import Row, Setting
from ...vocabulary import BASE_TERRAINS, MODIFICATIONS
from ...wording import condition_words

AUTO = "auto"   # a bog-down check that fails automatically

# The rules file's numbers bounded closer than every number (rules.reader.BOUNDS): a gravity step
# divides the gravity (0 is a division by zero), a scale table multiplies MP.
BOUNDS = {
    "movement.enter_cost": (0, 100),
    "gravity.tohit_step": (0.01, 10),
    "gravity.psr_step": (0.01, 10),
    "temperature.band": (-273, 10_000),
    "scale.table": (0, 100),
    "industrial_effects.triggers.rolls": (1, 100),
}


class Prohibition(NamedTuple):
    kinds: frozenset[str]
    min_param: tuple[str, float] | None = None   # only when parameter >= value
    unless: frozenset[str] = frozenset()         # modifications that lift it (a road)


class BogDown(NamedTuple):
    per_kind: dict[str, float | str | None]      # None: never; AUTO: fails automatically
    large: float | str | None = None
    large_given: bool = False
    min_height_unit: bool = False                 # only when the terrain height >= the unit's
    sinks: bool = False                           # a failed check sinks the unit: no line of sight
    never_sink: frozenset[str] = frozenset()


class MegamekClass(NamedTuple):
    """A MegaMek board's class token for the terrain (bldg_class): extra MP and the name of each level."""

    key: str
    mp: dict[int, float]
    names: dict[int, str]


class Scale(NamedTuple):
    """MP and PSR scale with a base-terrain parameter: by its value, or through a table."""

    param: str
    param_index: int
    table: tuple[float, ...] | None = None
    fixed: frozenset[str] = frozenset()

    def factor(self, value: float) -> float:
        if self.table is None:
            return value
        return self.table[int(min(max(value, 0), len(self.table) - 1))]

    def factors(self, values: np.ndarray) -> np.ndarray:
        if self.table is None:
            return values
        idx = np.clip(np.nan_to_num(values), 0, len(self.table) - 1).astype(int)
        return np.asarray(self.table, float)[idx]


@dataclass(frozen=True)
class TerrainRule(Row):
    name: str = ""
    layer: str = "base"                           # "base" or "mod"
    index: int = 0                                # BASE_INDEX / MOD_INDEX
    mp: dict[str, float] = field(default_factory=dict)
    psr: dict[str, float] = field(default_factory=dict)
    prohibited: tuple[Prohibition, ...] = ()
    tohit: dict[str, float] = field(default_factory=dict)    # by the target's unit kind
    intervening: float = 0
    los_group: str | None = None
    los_weight: float = 0
    los_height: float | None = None
    los_height_param: str | None = None
    surface_param: str | None = None              # the base terrain raises the ground by this parameter
    floor_param: str | None = None                # units stand this parameter below the hex level (water)
    floor_except: frozenset[str] = frozenset()    # ... except these (hovering units)
    tohit_up_to_height: bool = False              # to-hit only for a target no taller than the terrain
    megamek_height: str | None = None             # a MegaMek board's token that gives the height (foliage_elev)
    megamek_class: MegamekClass | None = None     # a MegaMek board's class token (bldg_class)
    solid: bool = False
    bog_down: BogDown | None = None
    tf: float | None = None
    scale: Scale | None = None
    large_ignores_psr: bool = False
    no_cost_with: frozenset[str] = frozenset()    # modifications that carry units over it (ice on water)
    not_careful: dict[str, float] = field(default_factory=dict)   # MP change when not moving carefully

    @property
    def label(self) -> str:
        names = BASE_TERRAINS if self.layer == "base" else MODIFICATIONS
        return names[self.index].label.lower()

    @property
    def costs_mp(self) -> bool:
        """Whether the row shows in a movement breakdown (it costs some kind something)."""
        return any(self.mp.values())

    def param_index(self, name: str) -> int:
        names = BASE_TERRAINS if self.layer == "base" else MODIFICATIONS
        return [p.name for p in names[self.index].params].index(name)


@dataclass(frozen=True)
class ConditionRule(Row):
    key: str = ""
    value: str = ""
    tohit: dict[str, float] = field(default_factory=dict)
    psr: dict[str, float] = field(default_factory=dict)
    mp: dict[str, float] = field(default_factory=dict)
    barred: frozenset[str] = frozenset()
    needs_wind: str | None = None                 # counts only while the wind is at least this
    walk_only: bool = False                       # no running (flank) movement
    wind: str | None = None                       # weather: brings at least this wind
    temperature: float | None = None              # weather: at most this temperature (°C)
    attackers: frozenset[str] = frozenset()       # to-hit only for these attackers (empty: every attacker)
    visual_range: dict[str, float] | None = None  # hexes a unit sees (per unit kind), None: no limit

    @property
    def name(self) -> str:
        """The name in JSON breakdowns: the value for light, weather and wind ("blizzard")."""
        if self.key in ("light", "weather", "wind"):
            return self.value
        return self.key if self.value == "true" else f"{self.key}_{self.value}"

    @property
    def label(self) -> str:
        """ "light fog", "blizzard": in the language in use."""
        return condition_words(self.key, self.value)


@dataclass
class RuleSet:
    """BattleTech's rules data. Build with `hmeditor.core.systems.load_rules`."""

    system: str
    title: str
    path: str
    sources: dict[str, str]
    groups: dict[str, tuple[str, ...]]
    base: tuple[TerrainRule, ...]                 # by BASE_INDEX
    mods: tuple[TerrainRule, ...]                 # by MOD_INDEX
    mod_order: tuple[int, ...]                    # modification indices in the data file's order
    conditions: dict[tuple[str, str], ConditionRule]
    settings: dict[str, Setting]                  # "movement.enter_cost", "gravity.psr_step", ...
    los_groups: dict[str, Setting]
    industrial_table: tuple[Setting, ...]
    industrial_triggers: tuple[Setting, ...] = ()   # value: (first_roll, rolls, modifier); extra: event
    industrial_notes: tuple[Setting, ...] = ()      # value: the note

    def setting(self, key: str) -> Any:
        return self.settings[key].value

    def condition_rows(self, conditions: dict[str, object]) -> list[ConditionRule]:
        """The rows of the enum and bool conditions in force, in the data file's order."""
        rows = []
        for (key, value), row in self.conditions.items():
            current = conditions.get(key)
            text = str(current).lower() if isinstance(current, bool) else current
            if text == value:
                rows.append(row)
        return rows

    def terrain_rows(self, base: int, mods: int) -> list[TerrainRule]:
        """The rows present in a hex: its base terrain, then its modifications in data order."""
        return [self.base[base]] + [self.mods[m] for m in self.mod_order if mods >> m & 1]
