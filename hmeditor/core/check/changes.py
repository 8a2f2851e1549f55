"""What a run of the checks changed in a map's findings, and what an editor's views need of it.

A change of conditions on a big map makes 200k findings appear or go at once. The views need a few
things of them (the counts by severity, the hexes to mark, the news to announce), and each is a
pass over every finding: `FindingsChange` works each out once, when first asked, and `prepare()`
asks for all of them on the check thread, so the window's thread makes no pass over the findings.
There no pass runs in C over more than CHUNK findings (one call in C lets no other thread in: over
100k findings it held the window up for tens of milliseconds)."""

from __future__ import annotations

from collections import Counter
from functools import cached_property
from typing import NamedTuple

import numpy as np

from ..model import HexMap
from .finding import SEVERITIES, Finding

CHUNK = 10_000              # findings a call in C goes through at a time on the check thread


class NetHexes(NamedTuple):
    """The hexes whose number of findings changed (flat indices) and by how much; when they were
    counted over the whole map (many), `dense` holds the change of every hex, for a view to add in
    one pass (adding 1M hexes by their indices: 10 ms in the window)."""
    hexes: np.ndarray
    by: np.ndarray
    dense: np.ndarray | None = None


class FindingsChange:
    """The findings that appeared and disappeared, each list in order (Finding.sort_key); `blocks`,
    when the checks of some rules ran whole (on the check thread), holds all the findings of each of
    those rules, in order, under the place of the rule's findings in the order (`Finding.rule_key`).
    What a `quiet` rule found is not news (the first run of its check on a map)."""

    def __init__(self, appeared: list[Finding], disappeared: list[Finding],
                 blocks: dict[tuple[int, str], list[Finding]] | None = None, quiet: frozenset[str] = frozenset()):
        self.appeared, self.disappeared, self.blocks, self.quiet = appeared, disappeared, blocks, quiet
        self._open_hexes: dict[str, NetHexes] | None = None

    def __len__(self) -> int:
        return len(self.appeared) + len(self.disappeared)

    def prepare(self, hex_map: HexMap) -> FindingsChange:
        """Work out now what the views will ask for (on the check thread)."""
        _ = self.counts, self.accepted, self.news_ids, self.gone_ids, self.open_hexes(hex_map)
        return self

    @cached_property
    def counts(self) -> Counter:
        """How many findings more there are by (severity, accepted): appeared less disappeared."""
        counts = Counter((f.severity, f.accepted) for f in self.appeared)
        counts.subtract((f.severity, f.accepted) for f in self.disappeared)
        return counts

    @cached_property
    def accepted(self) -> tuple[list[Finding], list[Finding]]:
        """The accepted findings (house rules) that appeared, and those that disappeared."""
        return [f for f in self.appeared if f.accepted], [f for f in self.disappeared if f.accepted]

    @cached_property
    def news(self) -> list[Finding]:
        """The warnings and errors that appeared and were not there before (a finding reworded is not
        news), open, and not of a quiet rule; in order, so errors first."""
        if not self.appeared:
            return []
        before = {f.key for f in self.disappeared if f.severity != "info"}     # (an info finding can be a whole area)
        return [f for f in self.appeared if f.severity != "info" and not f.accepted and f.rule not in self.quiet
                and f.key not in before]

    @cached_property
    def news_ids(self) -> tuple[np.ndarray, np.ndarray]:
        """The identities (`id`) of the news, sorted (for `went`), and where each is in `news`."""
        ids = _ids(self.news)
        order = np.argsort(ids)
        return ids[order], order

    @cached_property
    def gone_ids(self) -> np.ndarray:
        """The identities of the findings that disappeared, sorted (for `went`)."""
        return np.sort(_ids(self.disappeared))

    def went(self, ids: np.ndarray) -> np.ndarray:
        """Which of the findings of these identities disappeared (a mask); fast when they are sorted."""
        if not len(self.gone_ids):
            return np.zeros(len(ids), bool)
        at = np.minimum(np.searchsorted(self.gone_ids, ids), len(self.gone_ids) - 1)
        return self.gone_ids[at] == ids

    def open_hexes(self, hex_map: HexMap) -> dict[str, NetHexes]:
        """By severity: the hexes whose number of open (not accepted) findings changed, as flat
        indices, and by how much (a hex can hold findings of several rules)."""
        if self._open_hexes is None:
            self._open_hexes = {severity: _net_hexes(hex_map, _open(self.appeared, severity),
                                                     _open(self.disappeared, severity))
                                for severity in SEVERITIES}
        return self._open_hexes


def _open(findings: list[Finding], severity: str) -> list[Finding]:
    return [f for f in findings if f.severity == severity and not f.accepted]


def _ids(findings: list[Finding]) -> np.ndarray:
    parts = [np.fromiter(map(id, findings[i:i + CHUNK]), np.int64) for i in range(0, len(findings), CHUNK)]
    return np.concatenate(parts) if parts else np.zeros(0, np.int64)


def _net_hexes(hex_map: HexMap, added: list[Finding], removed: list[Finding]) -> NetHexes:
    """The hexes of the added findings less those of the removed, with how many more each has.
    (After a resize the removed ones' hexes are numbered on the old map: some lie beyond this one.)"""
    flats = [_flats(hex_map, added), _flats(hex_map, removed)]
    together = np.concatenate(flats)
    steps = np.repeat(np.array([1, -1], np.int64), [len(flats[0]), len(flats[1])])
    size = hex_map.width * hex_map.height
    if len(together) < size // 16:            # a few: sorted together
        hexes, at = np.unique(together, return_inverse=True)
        net = np.bincount(at, steps, len(hexes))
        changed = net != 0
        return NetHexes(hexes[changed], net[changed].astype(np.int64))
    net = np.bincount(together, steps, size)  # many (an area that moved, a frost): counted over the map
    changed = net != 0
    return NetHexes(np.flatnonzero(changed), net[changed].astype(np.int64),
                    net.astype(np.int32) if len(net) == size else None)


def _flats(hex_map: HexMap, findings: list[Finding]) -> np.ndarray:
    """The flat indices of the findings' hexes, together (given by the check, or read from their ids)."""
    areas: list[np.ndarray] = []
    hexes: list[int] = []
    for f in findings:
        if f.flats is None:
            hexes.extend(hex_map.flat(*hex_map.parse_hex_id(h)) for h in f.hexes)
        elif isinstance(f.flats, np.ndarray):
            areas.append(f.flats)
        else:
            hexes.extend(f.flats)
    areas += [np.array(hexes[i:i + CHUNK], np.int64) for i in range(0, len(hexes), CHUNK)]
    return np.concatenate(areas).astype(np.int64, copy=False) if areas else np.zeros(0, np.int64)
