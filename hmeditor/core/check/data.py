"""The reality check's rules: its data (hmeditor/data/rules/reality-check.yaml, read through the
shared rules reader), the game system a map is checked for with its rules in use (its own checks
read them), and the rules in use that say what the planetary conditions bring (the wind and cold of
each weather, read by the checks of every map)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from ...resources import data_path
from ..rules import LinedDict, RulesReader, load_cached, read_yaml
from ..systems import CONDITIONS_SYSTEM, DEFAULT_SYSTEM, Rulebook, get_system
from ..vocabulary import BASE_INDEX, BASE_TERRAINS, CONDITION_INDEX, MOD_INDEX

MOD_SETS = ("frozen_mods", "wet_ground_mods", "fast_water_mods", "fire_mods", "magma_mods")
BASE_SETS = ("magma_bases", "water_bases", "building_bases", "gravel_bases", "industrial_bases",
             "open_ground_bases", "ruins_bases")


class CheckRules(NamedTuple):
    raw: LinedDict
    system: str                      # the game system the map is checked for: its checks run too
    rules: Any                       # that system's rules in use, of its own type (None when it has no checks)
    conditions: Any                  # the rules in use that say what the planetary conditions bring

    def mods(self, key: str) -> np.uint32:
        """Bitmask of the modifications listed under `key`."""
        return np.uint32(sum(1 << MOD_INDEX[name] for name in self.raw[key]))

    def bases(self, key: str | list[str]) -> np.ndarray:
        """Lookup table base index -> bool for the base terrains listed under `key` (or given)."""
        names = self.raw[key] if isinstance(key, str) else key
        table = np.zeros(len(BASE_TERRAINS), bool)
        table[[BASE_INDEX[n] for n in names]] = True
        return table

    def weather(self, group: str) -> frozenset[str]:
        """Weather values of a rule's group (weather_groups), e.g. 'frozen'."""
        return frozenset(w for g in self.raw["weather_groups"][group] for w in self.raw["weather"][g])

    def temperature(self, key: str) -> float:
        return self.raw["temperature"][key]

    def wind_rank(self, wind: str) -> int:
        return self.raw["wind_order"].index(wind)

    def legal_heights(self, base: str) -> tuple[float, ...] | int | None:
        """What the placement rules allow as a base terrain's height: the list of heights (heavy
        industrial), the least whole height (gravel piles: whole numbers from it), or None."""
        if base in self.raw["industrial_bases"]:
            return tuple(self.raw["industrial"]["heights"])
        if base in self.raw["gravel_bases"]:
            return int(self.raw["gravel"]["min_height"])
        return None


def read_check_data(path: str | Path) -> LinedDict:
    """The reality check's data file, every name checked against the map format's (a typo would silently
    disable a check); RulesError "FILE:LINE: problem" otherwise."""
    reader = RulesReader(path)
    raw = reader.top(read_yaml(path), (*MOD_SETS, *BASE_SETS, "weather", "weather_groups", "wind_order",
                                          "fire_max_wind"))
    for key in MOD_SETS:
        reader.names(raw[key], raw.line_of(key), key, MOD_INDEX)
    for key in BASE_SETS:
        reader.names(raw[key], raw.line_of(key), key, BASE_INDEX)
    weather = reader.table(raw["weather"], raw.line_of("weather"), "weather")
    for group, values in weather.items():
        reader.names(values, weather.line_of(group), f"weather.{group}", CONDITION_INDEX["weather"].values)
    groups = reader.table(raw["weather_groups"], raw.line_of("weather_groups"), "weather_groups")
    for name, members in groups.items():
        reader.names(members, groups.line_of(name), f"weather_groups.{name}", weather)
    if raw["wind_order"] != list(CONDITION_INDEX["wind"].values):
        reader.fail("wind_order differs from the map format's winds", raw.line_of("wind_order"))
    reader.names([raw.get("fire_max_wind")], raw.line_of("fire_max_wind"), "fire_max_wind", raw["wind_order"])
    return raw


def check_rules(rulebook: Rulebook | None = None, system_id: str = DEFAULT_SYSTEM) -> CheckRules:
    """The shipped reality-check data and the rules of `rulebook` (the rules in use; the shipped ones by
    default) for checking a map played in `system_id` (its package loaded: its own checks registered)."""
    raw = load_cached(data_path("rules", "reality-check.yaml"), read_check_data)
    rulebook = rulebook or Rulebook()
    system = get_system(system_id)          # made, it has registered its checks (GameSystem.checks)
    return CheckRules(raw, system.id, rulebook.rules(system.id) if system.checks else None,
                      rulebook.rules(CONDITIONS_SYSTEM))
