"""The sort-based set operations give what NumPy's give."""

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from hmeditor.core import arrays

ints = st.lists(st.integers(-50, 50), max_size=60).map(lambda v: np.array(v, np.int64))


@given(ints)
def test_unique_with_first_indices_and_inverse(values):
    got, first, inverse = arrays.unique(values, return_index=True, return_inverse=True)
    want, want_first, want_inverse = np.unique(values, return_index=True, return_inverse=True)
    assert np.array_equal(got, want) and np.array_equal(first, want_first)
    assert np.array_equal(inverse, want_inverse.ravel()) and np.array_equal(got[inverse], values)
    assert np.array_equal(arrays.unique(values), want)


@given(ints, ints)
def test_union_and_difference(a, b):
    assert np.array_equal(arrays.union(a, b), np.union1d(a, b))
    assert np.array_equal(arrays.difference(a, b), np.setdiff1d(a, b))


@given(ints)
def test_unique_of_sorted_distinct_values_is_a_copy(values):
    distinct = np.unique(values)
    got = arrays.unique(distinct)
    assert np.array_equal(got, distinct) and not np.shares_memory(got, distinct)


@given(st.lists(st.tuples(st.integers(-20, 20), st.integers(-2, 6)), max_size=20))
def test_ranges_are_the_runs_one_after_another(pairs):
    starts, lengths = [s for s, _ in pairs], [n for _, n in pairs]
    want = [v for s, n in pairs for v in range(s, s + n)]
    assert arrays.ranges(starts, lengths).tolist() == want


def test_components_label_each_node_with_the_smallest_of_its_component():
    chain = np.arange(9, 0, -1)                    # 9-8-...-1, given from the far end, and 11-12 apart
    u, v = np.append(chain, 11), np.append(chain - 1, 12)
    labels = arrays.components(u, v, 14)
    assert labels.tolist() == [0] * 10 + [10, 11, 11, 13]
    assert arrays.components(np.zeros(0, np.int64), np.zeros(0, np.int64), 3).tolist() == [0, 1, 2]


@given(st.lists(st.tuples(st.integers(-3, 3), st.sampled_from([0, 7, 2**40, -2**50]), st.integers(0, 2),
                          st.integers(-2**40, 2**40)), min_size=1, max_size=40))
def test_kinds_are_the_distinct_rows_in_sorted_order(rows):
    table = np.array(rows, np.int64)
    first, codes = arrays.kinds(list(table.T))
    _, want_first, want_codes = np.unique(table, axis=0, return_index=True, return_inverse=True)
    assert np.array_equal(first, want_first) and np.array_equal(codes, want_codes.ravel())
