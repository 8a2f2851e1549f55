"""A reality-check finding (REALITY-CHECK.md) and how a map's `accepted` list covers it."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..language import QT_TRANSLATE_NOOP, translate
from ..model import AcceptedFinding

SEVERITIES = ("error", "warning", "info")
# Each rule's name as people read it (a legend's house rules): its id's words, translated.
RULE_TITLES = {
    "gravel-slope": QT_TRANSLATE_NOOP("RealityCheck", "gravel slope"),
    "gravel-height": QT_TRANSLATE_NOOP("RealityCheck", "gravel height"),
    "industrial-placement": QT_TRANSLATE_NOOP("RealityCheck", "industrial placement"),
    "industrial-height": QT_TRANSLATE_NOOP("RealityCheck", "industrial height"),
    "rapids-need-water": QT_TRANSLATE_NOOP("RealityCheck", "rapids need water"),
    "base-exclusive": QT_TRANSLATE_NOOP("RealityCheck", "base exclusive"),
    "heat-vs-frozen": QT_TRANSLATE_NOOP("RealityCheck", "heat vs frozen"),
    "frozen-mud": QT_TRANSLATE_NOOP("RealityCheck", "frozen mud"),
    "snow-on-magma": QT_TRANSLATE_NOOP("RealityCheck", "snow on magma"),
    "snow-weather-warm": QT_TRANSLATE_NOOP("RealityCheck", "snow weather warm"),
    "weather-brings-cold": QT_TRANSLATE_NOOP("RealityCheck", "weather brings cold"),
    "rain-below-freezing": QT_TRANSLATE_NOOP("RealityCheck", "rain below freezing"),
    "thin-air-weather": QT_TRANSLATE_NOOP("RealityCheck", "thin air weather"),
    "blowing-sand-needs-wind": QT_TRANSLATE_NOOP("RealityCheck", "blowing sand needs wind"),
    "sleet-needs-wind": QT_TRANSLATE_NOOP("RealityCheck", "sleet needs wind"),
    "weather-brings-wind": QT_TRANSLATE_NOOP("RealityCheck", "weather brings wind"),
    "fire-cannot-burn": QT_TRANSLATE_NOOP("RealityCheck", "fire cannot burn"),
    "swamp-in-water": QT_TRANSLATE_NOOP("RealityCheck", "swamp in water"),
    "unreachable-area": QT_TRANSLATE_NOOP("RealityCheck", "unreachable area"),
    "ruins-spacing": QT_TRANSLATE_NOOP("RealityCheck", "ruins spacing"),
    "megamek-refuses": QT_TRANSLATE_NOOP("RealityCheck", "megamek refuses"),
    "megamek-exits": QT_TRANSLATE_NOOP("RealityCheck", "megamek exits"),
    "megamek-roads": QT_TRANSLATE_NOOP("RealityCheck", "megamek roads"),
}


def rule_title(rule: str) -> str:
    """A rule's name as people read it ("frozen mud" for frozen-mud), in the language in use."""
    return translate("RealityCheck", RULE_TITLES[rule]) if rule in RULE_TITLES else rule.replace("-", " ")
_RANK = {s: i for i, s in enumerate(SEVERITIES)}


@dataclass(slots=True, unsafe_hash=True)
class Finding:
    """Never changed once made (`dataclasses.replace` makes the accepted one); not frozen, as a frozen
    dataclass is made 2.5 times slower and a big map's check makes 100k and more."""

    rule: str
    severity: str                 # "error", "warning" or "info"
    hexes: tuple[str, ...]        # hex ids; empty for a whole-map finding
    message: str
    fix: str | None = None
    accepted: bool = False
    fix_value: object = None      # what the fix sets, for its fixer (a height, ...)
    flats: np.ndarray | tuple[int, ...] | None = field(default=None, compare=False, repr=False)  # of `hexes`, if known

    @property
    def key(self) -> tuple[str, tuple[str, ...]]:
        """What identifies a finding between two runs of the check."""
        return self.rule, self.hexes

    def sort_key(self) -> tuple:
        return _RANK[self.severity], self.rule, self.hexes

    def rule_key(self) -> tuple[int, str]:
        """Where the findings of its rule stand among all, in order."""
        return _RANK[self.severity], self.rule

    def fails(self, strict: bool = False) -> bool:
        """Whether it counts as a failure (CLI.md exit codes)."""
        return not self.accepted and (self.severity == "error" or strict and self.severity == "warning")

    def to_json(self) -> dict:
        return {"rule": self.rule, "severity": self.severity, "hexes": list(self.hexes),
                "message": self.message, "fix": self.fix, "accepted": self.accepted}


def covers(entry: AcceptedFinding, finding: Finding) -> bool:
    """An accepted entry covers findings of its rule on its hexes (or, with no hexes, whole-map ones)."""
    if entry.rule != finding.rule:
        return False
    if not finding.hexes:
        return not entry.hexes
    return set(finding.hexes) <= set(entry.hexes)


def is_accepted(accepted: list[AcceptedFinding], finding: Finding) -> bool:
    return any(covers(entry, finding) for entry in accepted)


def split_accepted(accepted: list[AcceptedFinding], findings: list[Finding],
                   checked: set[str] | None = None) -> tuple[list, list]:
    """The accepted entries that still cover a finding (house rules in force), and those that cover
    none any more (the map changed since they were accepted). With `checked`, the rules the findings
    come from: an entry of another rule (another game system's check) stays in force."""
    taken = [f for f in findings if f.accepted]
    in_force = [a for a in accepted if any(covers(a, f) for f in taken) or (checked is not None and
                                                                            a.rule not in checked)]
    return in_force, [a for a in accepted if a not in in_force]
