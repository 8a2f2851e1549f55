"""The hop-limited cheapest path search (core/calc/paths.py) against every path tried by hand."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hmeditor.core.calc.hexes import adjacent, distance, distances
from hmeditor.core.calc.paths import hop_limited_paths, hop_window
from hmeditor.core.hexgrid import OFFSET_NEIGHBOURS


def neighbours(hx, shape):
    col, row = hx
    for dc, dr in OFFSET_NEIGHBOURS[col & 1].tolist():
        c, r = col + dc, row + dr
        if 0 <= r < shape[0] and 0 <= c < shape[1]:
            yield c, r


def brute_force(costs: np.ndarray, start, max_hops) -> dict:
    """{hex: least cost} over every walk of at most max_hops steps, one step at a time."""
    best = {start: 0.0}
    frontier = {start: 0.0}
    for _ in range(max_hops):
        nxt = {}
        for hx, spent in frontier.items():
            for n in neighbours(hx, costs.shape):
                total = spent + costs[n[1], n[0]]
                if total < nxt.get(n, np.inf):
                    nxt[n] = total
        frontier = nxt
        for hx, spent in nxt.items():
            best[hx] = min(best.get(hx, np.inf), spent)
    return {hx: c for hx, c in best.items() if np.isfinite(c)}


grids = st.tuples(st.integers(1, 9), st.integers(1, 9)).flatmap(lambda shape: st.tuples(
    st.lists(st.sampled_from([0.0, 1.0, 2.0, 3.0, np.inf]), min_size=shape[0] * shape[1],
             max_size=shape[0] * shape[1]).map(lambda v: np.array(v).reshape(shape)),
    st.integers(0, shape[1] - 1), st.integers(0, shape[0] - 1), st.integers(0, 5)))


@settings(max_examples=200, deadline=None)
@given(grids)
def test_costs_and_paths_match_every_walk_tried_by_hand(case):
    costs, col, row, hops = case
    found = hop_limited_paths(costs.shape, (col, row), hops, costs)
    expected = brute_force(costs, (col, row), hops)
    every = found.costs(costs.shape)
    assert {(c, r): every[r, c] for r, c in zip(*np.nonzero(np.isfinite(every)))} == expected
    for hx, cost in expected.items():
        path = found.path(hx)
        assert path[0] == (col, row) and path[-1] == hx and len(path) - 1 <= hops
        assert all(adjacent(a, b) for a, b in zip(path, path[1:]))
        assert sum(costs[r, c] for c, r in path[1:]) == cost == found.cost(hx)


def test_a_longer_path_is_taken_when_it_is_cheaper():
    costs = np.ones((5, 5))
    costs[2, 1] = 9.0              # the one hex between (1, 1) and (1, 3) is dear
    start, target = (1, 1), (1, 3)
    assert hop_limited_paths(costs.shape, start, 1, costs).path(target) is None
    two = hop_limited_paths(costs.shape, start, 2, costs)
    assert two.cost(target) == 10.0 and two.path(target) == [(1, 1), (1, 2), (1, 3)]
    three = hop_limited_paths(costs.shape, start, 3, costs)       # round it in three steps
    assert three.cost(target) == 3.0 and len(three.path(target)) == 4 and (1, 2) not in three.path(target)


def test_among_the_cheapest_the_fewest_steps():
    costs = np.zeros((7, 7))
    found = hop_limited_paths(costs.shape, (3, 3), 4, costs)
    assert found.path((3, 5)) == [(3, 3), (3, 4), (3, 5)]
    assert found.path((3, 3)) == [(3, 3)] and found.cost((3, 3)) == 0


def test_unreachable_and_outside_the_window():
    costs = np.zeros((9, 9))
    costs[:, 4] = np.inf           # a wall no path crosses
    found = hop_limited_paths(costs.shape, (2, 4), 3, costs)
    assert found.path((6, 4)) is None and found.cost((6, 4)) == np.inf
    assert found.path((8, 8)) is None and found.cost((8, 8)) == np.inf     # beyond 3 steps


def test_only_the_window_near_the_start_is_asked_for():
    asked = []

    def costs(rows, cols):
        asked.append((rows, cols))
        return np.ones((rows.stop - rows.start, cols.stop - cols.start))
    found = hop_limited_paths((300, 300), (151, 100), 4, costs)
    assert asked == [hop_window((300, 300), (151, 100), 4)] == [(slice(96, 105), slice(146, 156))]
    assert found.cost((155, 100)) == 4 and found.path((151, 96)) == [(151, r) for r in range(100, 95, -1)]


def test_a_negative_step_limit_is_refused():
    with pytest.raises(ValueError, match="0 or more steps"):
        hop_limited_paths((3, 3), (0, 0), -1, np.zeros((3, 3)))


def test_distances_are_the_hex_distances():
    cols, rows = np.meshgrid(np.arange(9), np.arange(8))
    for hx in ((0, 0), (3, 4), (4, 3), (8, 7)):
        expected = [[distance(hx, (c, r)) for c in range(9)] for r in range(8)]
        assert distances(cols, rows, hx).tolist() == expected
