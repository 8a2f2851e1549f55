"""The rules module: rule-system data (YAML under hmeditor/data/rules) as a validated RuleSet.

`load_rules()` gives the shipped BattleTech rules (cached); `load_rules(path)` a user's own copy.
A broken file raises `RulesError` whose str() is one line: "FILE:LINE: problem".
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ...resources import data_path
from .errors import RulesError
from .loader import read_rules
from .schema import AUTO, ConditionRule, RuleSet, Setting, TerrainRule

__all__ = ["AUTO", "ConditionRule", "RuleSet", "RulesError", "Setting", "TerrainRule", "load_rules",
           "default_rules_path"]


def default_rules_path() -> Path:
    return data_path("rules", "battletech.yaml")


def load_rules(path: str | Path | None = None) -> RuleSet:
    """The rules in `path` (the shipped BattleTech rules when None). Cached per file and mtime."""
    path = Path(path) if path is not None else default_rules_path()
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        stamp = 0
    return _load(str(path.resolve()), stamp)


@lru_cache(maxsize=8)
def _load(path: str, stamp: int) -> RuleSet:
    return read_rules(path)
