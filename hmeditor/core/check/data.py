"""The reality check's rules data (hmeditor/data/rules/reality-check.yaml) as masks and sets."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np
import yaml

from ...resources import data_path
from ..vocabulary import BASE_INDEX, BASE_TERRAINS, CONDITION_INDEX, MOD_INDEX


@dataclass(frozen=True)
class CheckRules:
    raw: dict

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


def _validate(raw: dict) -> None:
    """Every name in the data must be a FORMAT.md name (a typo would silently disable a check)."""
    mods = {n for k in ("frozen_mods", "wet_ground_mods", "fast_water_mods", "fire_mods", "magma_mods")
            for n in raw[k]}
    bases = {n for k in ("magma_bases", "water_bases", "building_bases", "gravel_bases", "industrial_bases")
             for n in raw[k]}
    weathers = {w for group in raw["weather"].values() for w in group}
    problems = [f"unknown modifications {sorted(mods - MOD_INDEX.keys())}" if mods - MOD_INDEX.keys() else "",
                f"unknown base terrains {sorted(bases - BASE_INDEX.keys())}" if bases - BASE_INDEX.keys() else "",
                "unknown weather" if not weathers <= set(CONDITION_INDEX["weather"].values) else "",
                "wind_order differs from FORMAT.md" if raw["wind_order"] != list(CONDITION_INDEX["wind"].values)
                else ""]
    if any(problems):
        raise ValueError("reality-check.yaml: " + "; ".join(p for p in problems if p))


@cache
def load_rules() -> CheckRules:
    with open(data_path("rules", "reality-check.yaml"), encoding="utf-8") as f:
        raw = yaml.safe_load(f)
    _validate(raw)
    return CheckRules(raw)
