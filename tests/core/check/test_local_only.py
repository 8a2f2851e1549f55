"""IncrementalChecker.update(change, local_only=True) + refresh_stale(): what the editor does
while a user paints (local re-check at once, whole-map checks when they pause)."""

import numpy as np
import pytest

from hmeditor.core import edits
from hmeditor.core.check import IncrementalChecker, check_map
from hmeditor.core.hexgrid import offsets_in_disk
from tests.maps import make_map

from .test_incremental import random_edit


def follow(shown: dict, appeared, disappeared) -> None:
    """Apply an update's report to a list of findings, as the editor's list does."""
    for f in disappeared:
        assert shown.pop(f.key) == f
    for f in appeared:
        shown[f.key] = f


@pytest.mark.parametrize("seed", range(4))
def test_local_updates_then_refresh_equal_a_fresh_check(seed):
    rng = np.random.default_rng(100 + seed)
    m = make_map(size=(21, 17))
    checker = IncrementalChecker(m)
    shown = {f.key: f for f in checker.findings}
    for _ in range(8):                       # pauses: a few strokes each, then the refresh
        for _ in range(int(rng.integers(1, 6))):
            change, _ = random_edit(m, rng).apply(m)
            follow(shown, *checker.update(change, local_only=True))
        follow(shown, *checker.refresh_stale())
        fresh = check_map(m.copy())
        assert checker.stale == set()
        assert checker.findings == fresh and sorted(shown) == sorted(f.key for f in fresh)
        assert all(shown[f.key] == f for f in fresh)


def test_a_local_update_leaves_reachability_stale_until_the_refresh():
    """Walling off a corner with impassable hexes cuts it off for tracked vehicles: the whole-map
    check waits for refresh_stale, which then reports exactly what a fresh check finds."""
    m = make_map(size=(12, 12))
    checker = IncrementalChecker(m)
    assert checker.findings == check_map(m.copy()) == []
    inner = set(offsets_in_disk(0, 0, 2, m.width, m.height))
    wall = [h for h in offsets_in_disk(0, 0, 3, m.width, m.height) if h not in inner]
    change, _ = edits.paint_base(m, wall, "impassable").apply(m)
    appeared, disappeared = checker.update(change, local_only=True)
    assert "unreachable-area" in checker.stale
    assert all(f.rule != "unreachable-area" for f in appeared + checker.findings)
    fresh = check_map(m.copy())
    assert any(f.rule == "unreachable-area" for f in fresh)
    appeared, disappeared = checker.refresh_stale()
    assert [f.rule for f in appeared] == ["unreachable-area"] and disappeared == []
    assert checker.stale == set() and checker.findings == fresh


@pytest.mark.parametrize("seed", range(3))
def test_stale_checks_run_elsewhere_on_a_copy_equal_a_fresh_check(seed):
    """The editor's way: the stale checks run as a job on a copy of the map (another thread), and
    their result is taken when the map has not changed since; a job left unchecked by an edit is
    simply run again. Starting with nothing checked (a big map opened) works the same way."""
    rng = np.random.default_rng(200 + seed)
    m = make_map(size=(21, 17))
    checker = IncrementalChecker(m, run=False)
    shown = {}
    for _ in range(6):
        for _ in range(int(rng.integers(1, 5))):
            change, _ = random_edit(m, rng).apply(m)
            follow(shown, *checker.update(change, local_only=True))
        job = checker.stale_job()
        if rng.random() < 0.4:                  # an edit while the job runs: its result is dropped
            change, _ = random_edit(m, rng).apply(m)
            follow(shown, *checker.update(change, local_only=True))
            job()
            job = checker.stale_job()
        follow(shown, *checker.take(job()))
        fresh = check_map(m.copy())
        assert checker.stale == set() and checker.findings == fresh
        assert sorted(shown) == sorted(f.key for f in fresh) and all(shown[f.key] == f for f in fresh)


def test_a_stale_job_reads_the_map_as_it_was_when_it_was_made():
    m = make_map(size=(12, 12))
    checker = IncrementalChecker(m, run=False)
    job = checker.stale_job()
    before = check_map(m.copy())
    inner = set(offsets_in_disk(0, 0, 2, m.width, m.height))       # a corner walled off
    edits.paint_base(m, [h for h in offsets_in_disk(0, 0, 3, m.width, m.height) if h not in inner],
                     "impassable").apply(m)
    assert check_map(m.copy()) != before
    checker.take(job())
    assert checker.findings == before


def test_a_cancelled_stale_job_stops_at_its_next_check():
    m = make_map(size=(14, 12))
    checker = IncrementalChecker(m, run=False)
    asked = []
    job = checker.stale_job(cancelled=lambda: asked.append(1) or len(asked) > 2)
    found = job().found
    assert len(found) == 2 and len(checker.stale) > 2         # two checks ran, then it stopped
    assert set(found) <= checker.stale
