"""Running the checks: the whole map, or (IncrementalChecker) only what an edit can affect."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from ..edits import MapChange
from ..model import HexMap
from . import atmosphere, climate, placement, reachability, water  # noqa: F401  (they register the checks)
from .data import CheckRules, load_rules
from .finding import Finding, is_accepted
from .grid import dilate
from .registry import CHECKS, Check, Hit, View

Found = dict[tuple, tuple[Finding, int | None]]     # finding key -> (finding, flat index of its hex)


def check_map(hex_map: HexMap, rules: CheckRules | None = None) -> list[Finding]:
    """Every finding on the map, sorted by severity, rule and hexes."""
    return IncrementalChecker(hex_map, rules).findings


def _findings(check: Check, hits: list[Hit], hex_map: HexMap) -> Found:
    found = {}
    for hit in hits:
        finding = Finding(check.rule, check.severity, hit.hexes, hit.message, hit.fix)
        if hex_map.accepted and is_accepted(hex_map.accepted, finding):
            finding = replace(finding, accepted=True)
        found[finding.key] = (finding, hit.flat)
    return found


class IncrementalChecker:
    """The findings of one map, kept up to date edit by edit: `update(change)` after each edit."""

    def __init__(self, hex_map: HexMap, rules: CheckRules | None = None):
        self.map, self.rules = hex_map, rules or load_rules()
        self._found: dict[str, Found] = {}
        for check in CHECKS:
            self._run(check)

    @property
    def findings(self) -> list[Finding]:
        return sorted((f for found in self._found.values() for f, _ in found.values()), key=Finding.sort_key)

    def _run(self, check: Check) -> None:
        self._found[check.rule] = _findings(check, check.fn(View(self.map, self.rules)), self.map)

    def update(self, change: MapChange) -> tuple[list[Finding], list[Finding]]:
        """Re-check what `change` can affect; returns the findings that appeared and disappeared."""
        before = {key: f for found in self._found.values() for key, (f, _) in found.items()}
        touched = change.hexes if (change.terrain or change.level) else np.zeros(0, np.int64)
        for check in CHECKS:
            if change.whole_map or (change.meta and check.meta) or (len(touched) and check.terrain
                                                                    and check.reach is None):
                self._run(check)
            elif len(touched) and check.reach is not None:
                self._run_near(check, touched)
        if change.accepted:
            self._mark_accepted()
        after = {key: f for found in self._found.values() for key, (f, _) in found.items()}
        appeared = [f for key, f in after.items() if before.get(key) != f]
        disappeared = [f for key, f in before.items() if after.get(key) != f]
        return sorted(appeared, key=Finding.sort_key), sorted(disappeared, key=Finding.sort_key)

    def _run_near(self, check: Check, touched: np.ndarray) -> None:
        """Re-run a local check on the hexes within its reach of `touched`, reading a window around them."""
        width, height = self.map.width, self.map.height
        rows, cols = np.divmod(np.asarray(touched, np.int64), width)
        margin = 2 * check.reach
        r0, r1 = max(0, int(rows.min()) - margin), min(height, int(rows.max()) + margin + 1)
        c0, c1 = max(0, int(cols.min()) - margin), min(width, int(cols.max()) + margin + 1)
        c0 -= c0 % 2
        view = View(self.map, self.rules, slice(r0, r1), slice(c0, c1))
        near = np.zeros((r1 - r0, c1 - c0), bool)
        near[rows - r0, cols - c0] = True
        near = dilate(near, check.reach)
        rr, cc = np.nonzero(near)
        affected = set(((rr + r0) * width + cc + c0).tolist())
        found = {k: v for k, v in self._found[check.rule].items() if v[1] not in affected}
        hits = [h for h in check.fn(view) if h.flat in affected]
        found.update(_findings(check, hits, self.map))
        self._found[check.rule] = found

    def _mark_accepted(self) -> None:
        for found in self._found.values():
            for key, (f, flat) in found.items():
                accepted = is_accepted(self.map.accepted, f)
                if accepted != f.accepted:
                    found[key] = replace(f, accepted=accepted), flat
