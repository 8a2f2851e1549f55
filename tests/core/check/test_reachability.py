from collections import deque

import numpy as np
import pytest

from hmeditor.core.check import unreachable_hexes
from hmeditor.core.hexgrid import Hex


def reference(enterable, level, max_step):
    """Breadth-first search over hexgrid neighbours: the slow, obvious version."""
    height, width = enterable.shape
    label = -np.ones(enterable.shape, int)
    sizes = []
    for row in range(height):
        for col in range(width):
            if not enterable[row, col] or label[row, col] >= 0:
                continue
            label[row, col] = len(sizes)
            queue, size = deque([(col, row)]), 0
            while queue:
                c, r = queue.popleft()
                size += 1
                for h in Hex.from_offset(c, r).neighbors():
                    nc, nr = h.to_offset()
                    if (0 <= nc < width and 0 <= nr < height and enterable[nr, nc] and label[nr, nc] < 0
                            and abs(level[nr, nc] - level[r, c]) <= max_step):
                        label[nr, nc] = len(sizes)
                        queue.append((nc, nr))
            sizes.append(size)
    if not sizes:
        return np.zeros(enterable.shape, bool)
    return enterable & (label != int(np.argmax(sizes)))


def test_open_flat_ground_is_all_reachable():
    assert not unreachable_hexes(np.ones((5, 6), bool), np.zeros((5, 6)), 1).any()


def test_wall_cuts_off_the_smaller_side():
    enterable = np.ones((5, 9), bool)
    enterable[:, 5] = False                    # a wall of impassable hexes in column 6
    cut = unreachable_hexes(enterable, np.zeros((5, 9)), 1)
    assert cut[:, 6:].all() and not cut[:, :5].any() and not cut[:, 5].any()


def test_a_wall_with_a_gap_cuts_off_nothing():
    enterable = np.ones((5, 9), bool)
    enterable[1:, 5] = False
    assert not unreachable_hexes(enterable, np.zeros((5, 9)), 1).any()


@pytest.mark.parametrize("height,max_step,cut_off", [(2, 1, True), (1, 1, False), (2, 2, False), (1.5, 1, True)])
def test_plateau_is_cut_off_by_a_level_step(height, max_step, cut_off):
    level = np.zeros((6, 6))
    level[2:4, 2:4] = height
    cut = unreachable_hexes(np.ones((6, 6), bool), level, max_step)
    assert cut[2:4, 2:4].all() == cut_off and not cut[0].any()


def test_nothing_enterable_reports_nothing():
    assert not unreachable_hexes(np.zeros((3, 3), bool), np.zeros((3, 3)), 1).any()


@pytest.mark.parametrize("seed", range(12))
def test_matches_breadth_first_search(seed):
    rng = np.random.default_rng(seed)
    shape = tuple(rng.integers(1, 14, 2))
    enterable = rng.random(shape) < rng.uniform(0.4, 0.95)
    level = rng.integers(0, 3, shape).astype(np.float32)
    np.testing.assert_array_equal(unreachable_hexes(enterable, level, 1), reference(enterable, level, 1))
