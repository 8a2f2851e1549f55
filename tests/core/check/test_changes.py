"""FindingsChange: what an editor's views need of a run of the checks, worked out once; and what a
stale job gives it (each rule's findings in order; findings found again stay the same objects)."""

from collections import Counter
from dataclasses import replace

import numpy as np
import pytest

from hmeditor.core.check import Finding, FindingsChange, IncrementalChecker, check_map
from hmeditor.core.check.changes import CHUNK
from hmeditor.core.model import HexMap
from tests.maps import make_map

from .test_incremental import random_edit


def finding(rule: str, severity: str, *flats: int, message: str = "m", accepted: bool = False) -> Finding:
    m = HexMap(20, 20)
    return Finding(rule, severity, tuple(m.hex_id(*m.offset(f)) for f in flats), message, accepted=accepted,
                   flats=flats)


def test_counts_and_accepted_are_appeared_less_disappeared():
    a, b = finding("frozen-mud", "warning", 1), finding("gravel-slope", "error", 2)
    c = finding("frozen-mud", "warning", 3, accepted=True)
    change = FindingsChange([a, b, c], [finding("frozen-mud", "warning", 4)])
    assert +change.counts == Counter({("error", False): 1, ("warning", True): 1})
    assert change.counts[("warning", False)] == 0
    assert change.accepted == ([c], [])


def test_news_are_new_open_warnings_and_errors_of_rules_not_quiet():
    old = finding("frozen-mud", "warning", 1, message="Mud would freeze.")
    reworded = finding("frozen-mud", "warning", 1, message="Mud with snow would freeze.")
    new = finding("frozen-mud", "warning", 2)
    error = finding("gravel-slope", "error", 3)
    info = finding("unreachable-area", "info", 4)
    accepted = finding("frozen-mud", "warning", 5, accepted=True)
    quiet = finding("swamp-in-water", "warning", 6)
    change = FindingsChange([error, reworded, new, accepted, quiet, info], [old], quiet=frozenset({"swamp-in-water"}))
    assert change.news == [error, new]
    assert FindingsChange([], [old]).news == []


def test_went_tells_the_findings_that_disappeared_by_identity():
    a, b = finding("frozen-mud", "warning", 1), finding("frozen-mud", "warning", 2)
    twin = finding("frozen-mud", "warning", 1)                       # equal to a, another object
    change = FindingsChange([], [a])
    ids = np.array(sorted([id(a), id(b), id(twin)]), np.int64)
    assert change.went(ids).tolist() == [i == id(a) for i in ids.tolist()]
    assert FindingsChange([a], []).went(ids).tolist() == [False] * 3
    ids, where = FindingsChange([b, a], []).news_ids
    assert ids.tolist() == sorted([id(a), id(b)]) and [[b, a][i] for i in where] == sorted([a, b], key=id)


@pytest.mark.parametrize("many", [False, True])
def test_open_hexes_are_the_net_change_of_open_findings_by_severity(many):
    m = HexMap(20, 20)
    area = np.arange(40, 40 + (300 if many else 10), dtype=np.int64)     # a whole-map finding's hexes
    moved = replace(finding("unreachable-area", "info", 0), hexes=("x",), flats=area + 5)
    appeared = [finding("frozen-mud", "warning", 7), finding("swamp-in-water", "warning", 7),
                finding("gravel-slope", "error", 8, accepted=True), moved]
    disappeared = [finding("frozen-mud", "warning", 9), replace(moved, flats=area),
                   Finding("swamp-in-water", "warning", (m.hex_id(*m.offset(9)),), "no flats")]
    hexes = FindingsChange(appeared, disappeared).open_hexes(m)
    assert {s: dict(zip(net.hexes.tolist(), net.by.tolist())) for s, net in hexes.items()} == {
        "error": {},
        "warning": {7: 2, 9: -2},
        "info": {**{int(f): -1 for f in area[:5]}, **{int(f): 1 for f in area[-5:] + 5}}}
    for severity, net in hexes.items():     # many: the change of every hex too, to add in one pass
        assert (net.dense is not None) == (many and severity == "info")
        if net.dense is not None:
            assert len(net.dense) == 400 and net.dense[net.hexes].tolist() == net.by.tolist()
            assert np.count_nonzero(net.dense) == len(net.hexes)


def test_prepare_works_out_everything_once():
    m = HexMap(120, 100)
    change = FindingsChange([Finding("frozen-mud", "warning", ("x",), "m", flats=(i,)) for i in range(CHUNK + 5)],
                            []).prepare(m)
    assert {"counts", "accepted", "news", "news_ids", "gone_ids"} <= vars(change).keys()
    assert change.open_hexes(m) is change.open_hexes(m) and len(change.news_ids[0]) == CHUNK + 5


def test_a_stale_job_gives_each_rule_it_ran_its_findings_in_order():
    m = make_map({"0101": "clear +mud", "0505": "clear +mud +deep_snow", "0707": "water:2 +swamp"})
    checker = IncrementalChecker(m, run=False)
    checker.invalidate()
    result = checker.stale_job()()
    everything = [f for place in sorted(result.blocks) for f in result.blocks[place]]
    assert everything == check_map(m.copy()) and len(result.blocks) == len(result.found)
    assert all(place == f.rule_key() for place, block in result.blocks.items() for f in block)


@pytest.mark.parametrize("seed", range(3))
def test_a_finding_found_again_stays_the_object_it_was(seed):
    """The editor tells findings apart by identity (the list, the new-finding bar)."""
    rng = np.random.default_rng(300 + seed)
    m = make_map(size=(21, 17))
    checker = IncrementalChecker(m)
    for _ in range(8):
        before = {f.key: f for f in checker.findings}
        change = random_edit(m, rng).apply(m)[0]
        appeared, disappeared = checker.update(change, local_only=True)
        if rng.random() < 0.5:
            more = checker.take(checker.stale_job()())
            appeared, disappeared = appeared + more[0], disappeared + more[1]
        gone = {id(f) for f in disappeared}
        kept = [f for f in before.values() if id(f) not in gone]
        now = {id(f) for f in checker.findings}
        assert all(id(f) in now for f in kept)                       # the same objects, not equal copies
