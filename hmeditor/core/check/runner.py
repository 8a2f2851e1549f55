"""Running the checks: the whole map, or (IncrementalChecker) only what an edit can affect."""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import replace
from operator import attrgetter
from typing import NamedTuple, cast

import numpy as np

from ..collector import let_go
from ..edits import MapChange
from ..model import HexMap
from .data import CheckRules, check_rules
from .finding import SEVERITIES, Finding, is_accepted
from .grid import dilate
from .registry import Check, Hit, View, checks_for

# A rule's findings by where they belong: the flat index of their hex, or a WholeMap key.
Found = dict["WholeMap | int", Finding]
SORT_SLICE = 2000           # findings sorted at a time: about 2 ms without letting another thread in


class StaleResult(NamedTuple):
    """What a stale job gives `take`: the findings of each check it ran (by rule), those that
    appeared and disappeared (in order), and all the findings of each of those rules, in order,
    under the place of the rule's findings in the order (`Finding.rule_key`)."""

    found: dict[str, Found]
    appeared: list[Finding]
    disappeared: list[Finding]
    blocks: dict[tuple[int, str], list[Finding]]


class WholeMap:
    """Where a whole-map finding belongs: its hexes, hashed by a sample of them (a cut-off area can
    hold most hexes of a big map, and hashing them all would hold up the editor's window)."""

    __slots__ = ("hexes", "_hash")

    def __init__(self, hexes: tuple[str, ...]):
        self.hexes, self._hash = hexes, hash((len(hexes), hexes[:4], hexes[-4:]))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other) -> bool:
        return isinstance(other, WholeMap) and self.hexes == other.hexes


def check_map(hex_map: HexMap, rules: CheckRules | None = None) -> list[Finding]:
    """Every finding on the map, sorted by severity, rule and hexes."""
    return IncrementalChecker(hex_map, rules).findings


class IncrementalChecker:
    """The findings of one map, kept up to date edit by edit: `update(change)` after each edit."""

    def __init__(self, hex_map: HexMap, rules: CheckRules | None = None, run: bool = True):
        """With `run` False nothing is checked yet: every check is stale (for `stale_job`)."""
        self.map, self.rules = hex_map, rules or check_rules()
        self.checks = checks_for(self.rules.system)     # every map's and those of the system it is played in
        self.stale: set[str] = set()     # checks left for `refresh_stale` or `stale_job` by a local-only update
        self._found: dict[str, Found] = {check.rule: self._collect(check, self._hits(check)) if run else {}
                                         for check in self.checks}
        if not run:
            self.invalidate()

    def give_up(self) -> list[Found]:
        """Its findings, each check's, the checker left with none: a caller frees 100k of them (10 ms in
        one go) at its own pace (collector.free_slice)."""
        held = list(self._found.values())
        self._found = {rule: {} for rule in self._found}
        return held

    def invalidate(self) -> None:
        """Make every check stale (a change to the whole map, to be checked by `stale_job`)."""
        self.stale = {check.rule for check in self.checks}

    @property
    def findings(self) -> list[Finding]:
        """Sorted by severity, rule and hexes."""
        out = []
        for check in sorted(self.checks, key=_place):
            out.extend(sorted(self._found[check.rule].values(), key=attrgetter("hexes")))
        return out

    def update(self, change: MapChange, local_only: bool = False) -> tuple[list[Finding], list[Finding]]:
        """Re-check what `change` can affect; returns the findings that appeared and disappeared.

        With `local_only`, whole-map checks a terrain edit touches (reachability) are only marked
        stale, for `refresh_stale` to run later (an editor does it when the user pauses)."""
        appeared: list[Finding] = []
        disappeared: list[Finding] = []
        touched = change.hexes if (change.terrain or change.level) else np.zeros(0, np.int64)
        for check in self.checks:
            global_terrain = bool(len(touched)) and check.terrain and check.reach is None
            if local_only and global_terrain and not (change.whole_map or change.meta and check.meta):
                self.stale.add(check.rule)
                continue
            if local_only and check.rule in self.stale and not (change.whole_map or change.meta and check.meta):
                continue                  # stale already: checked whole when the user pauses
            if change.whole_map or (change.meta and check.meta) or global_terrain or check.rule in self.stale:
                self.stale.discard(check.rule)
                old, new = self._found[check.rule], self._collect(check, self._hits(check))
                self._found[check.rule] = new
                _diff(old, new, appeared, disappeared)
            elif len(touched) and check.reach is not None:
                self._run_near(check, touched, appeared, disappeared)
        if change.accepted:
            self._mark_accepted(appeared, disappeared)
        return _in_order(appeared), _in_order(disappeared)

    def refresh_stale(self) -> tuple[list[Finding], list[Finding]]:
        """Run the whole-map checks a local-only update left stale; the findings that appeared and disappeared."""
        return self.update(MapChange(), local_only=False)

    def stale_job(self, copy_map: Callable[[], HexMap] | None = None,
                  cancelled: Callable[[], bool] = lambda: False) -> Callable[[], StaleResult]:
        """The stale checks as a function to run on another thread: it reads a copy of the map, taken
        now or by `copy_map` as the job starts (an editor's copy, made on the check thread while
        edits wait), and copies each check's findings as it comes to it (100k of them are not copied
        in the editor's thread); it returns what `take` needs, which counts only if the map has not
        changed since the job was made. Once `cancelled()` (its result would be dropped) it stops at
        the next check, with what it found so far."""
        taken = None if copy_map else self.map.snapshot()
        accepted = list(self.map.accepted)
        checks = [check for check in self.checks if check.rule in self.stale]

        def run() -> StaleResult:
            snapshot = copy_map() if copy_map else taken
            assert snapshot is not None                 # taken above, or now
            found: dict[str, Found] = {}
            appeared: list[Finding] = []
            disappeared: list[Finding] = []
            blocks: dict[tuple[int, str], list[Finding]] = {}
            for check in checks:
                if cancelled():
                    break
                old = dict(self._found[check.rule])     # (one call in C: not while an edit changes it)
                hits = list(self._hits(check, View(snapshot, self.rules)))     # its own (a check may keep its hits)
                new = found[check.rule] = self._collect(check, hits, accepted)
                let_go(hits)
                _diff(old, new, appeared, disappeared)
                blocks[_place(check)] = _in_order(list(new.values()))
            return StaleResult(found, _in_order(appeared), _in_order(disappeared), blocks)
        return run

    def take(self, result: StaleResult) -> tuple[list[Finding], list[Finding]]:
        """The result of a `stale_job` run while the map did not change: those checks are no longer
        stale. Returns the findings that appeared and disappeared."""
        self._found.update(result.found)
        self.stale -= result.found.keys()
        return result.appeared, result.disappeared

    def _hits(self, check: Check, view: View | None = None) -> list[Hit]:
        return check.fn(view or View(self.map, self.rules))

    def _collect(self, check: Check, hits: list[Hit], accepted: list | None = None) -> Found:
        found: Found = {}
        accepted = self.map.accepted if accepted is None else accepted
        for hit in hits:
            finding = Finding(check.rule, check.severity, hit.hexes, hit.message, hit.fix, fix_value=hit.fix_value,
                              flats=hit.flat_indices())
            if accepted and is_accepted(accepted, finding):
                finding = replace(finding, accepted=True)
            found[WholeMap(hit.hexes) if hit.flat is None else hit.flat] = finding
        return found

    def _run_near(self, check: Check, touched: np.ndarray, appeared: list[Finding], disappeared: list[Finding]) -> None:
        """Re-run a local check on the hexes within its reach of `touched`, reading a window around
        them; adds the findings that appeared and disappeared there."""
        width, height = self.map.width, self.map.height
        rows, cols = np.divmod(np.asarray(touched, np.int64), width)
        reach = check.reach
        assert reach is not None                    # a local check
        margin = 2 * reach
        r0, r1 = max(0, int(rows.min()) - margin), min(height, int(rows.max()) + margin + 1)
        c0, c1 = max(0, int(cols.min()) - margin), min(width, int(cols.max()) + margin + 1)
        c0 -= c0 % 2
        found = self._found[check.rule]
        if 2 * (r1 - r0) * (c1 - c0) >= width * height:          # most of the map: run it all
            new = self._found[check.rule] = self._collect(check, self._hits(check))
            _diff(found, new, appeared, disappeared)
            return
        near = np.zeros((r1 - r0, c1 - c0), bool)
        near[rows - r0, cols - c0] = True
        near = dilate(near, reach)

        def affected(flats: list[int]) -> list[bool]:
            r, c = np.divmod(np.asarray(flats, np.int64).reshape(-1), width)
            inside = (r >= r0) & (r < r1) & (c >= c0) & (c < c1)
            inside[inside] = near[r[inside] - r0, c[inside] - c0]
            return inside.tolist()

        view = View(self.map, self.rules, slice(r0, r1), slice(c0, c1))
        hits = self._hits(check, view)
        flats = cast(list[int], [h.flat for h in hits])             # a local check's hits: each on its hex
        new = self._collect(check, [h for h, keep in zip(hits, affected(flats)) if keep])
        rr, cc = np.nonzero(near)
        if len(rr) < len(found):                                   # look up the few hexes affected
            old = {f: found.pop(f) for f in ((rr + r0) * width + cc + c0).tolist() if f in found}
        else:                                                      # or go through the fewer findings
            keys = [k for k in found if not isinstance(k, WholeMap)]  # a hex's findings, not whole-map ones
            old = {k: found.pop(k) for k, keep in zip(keys, affected(keys)) if keep}
        _diff(old, new, appeared, disappeared)
        found.update(new)

    def _mark_accepted(self, appeared: list[Finding], disappeared: list[Finding]) -> None:
        for found in self._found.values():
            for key, f in found.items():
                accepted = is_accepted(self.map.accepted, f)
                if accepted != f.accepted:
                    found[key] = replace(f, accepted=accepted)
                    appeared.append(found[key])
                    disappeared.append(f)


def _place(check: Check) -> tuple[int, str]:
    """Where the check's findings stand among all, in order (`Finding.rule_key`)."""
    return SEVERITIES.index(check.severity), check.rule


def _in_order(findings: list[Finding]) -> list[Finding]:
    """The findings by severity, rule and hexes: sorted SORT_SLICE at a time, then merged. One sort
    runs in C without letting another thread in, and on the check thread it held the window's for
    100 ms (60k findings); the merge is Python code, which lets it in every few milliseconds."""
    if len(findings) <= SORT_SLICE:
        return sorted(findings, key=Finding.sort_key)
    slices = (sorted(findings[i:i + SORT_SLICE], key=Finding.sort_key) for i in range(0, len(findings), SORT_SLICE))
    return list(heapq.merge(*slices, key=Finding.sort_key))


def _diff(old: Found, new: Found, appeared: list[Finding], disappeared: list[Finding]) -> None:
    """The findings of `new` not in `old` appeared, those of `old` not in `new` disappeared. A finding
    found again stays the object it was (an editor tells findings apart by identity)."""
    for key, f in new.items():
        before = old.get(key)
        if before == f:
            new[key] = before
        else:
            appeared.append(f)
    disappeared.extend(f for key, f in old.items() if new.get(key) != f)
