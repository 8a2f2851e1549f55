"""The sort-based set operations give what NumPy's give."""

from unittest import mock

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


_ROWS = st.lists(st.tuples(st.integers(-3, 3), st.sampled_from([0, 7, 2**40, -2**50]), st.integers(0, 2),
                           st.integers(-2**40, 2**40)), min_size=1, max_size=40)


def assert_kinds(rows):
    table = np.array(rows, np.int64)
    first, codes = arrays.kinds(list(table.T))
    _, want_first, want_codes = np.unique(table, axis=0, return_index=True, return_inverse=True)
    assert np.array_equal(first, want_first) and np.array_equal(codes, want_codes.ravel())


@given(_ROWS)
def test_kinds_are_the_distinct_rows_in_sorted_order(rows):
    assert_kinds(rows)


@given(st.lists(st.tuples(st.integers(-3, 3), st.integers(0, 5), st.integers(-1000, 1000)), min_size=1, max_size=40))
def test_kinds_of_small_numbers_are_the_distinct_rows_in_sorted_order(rows):
    assert_kinds(rows)                        # (told apart in a table of every row they can be)
    first, codes = arrays._kinds_in_table([np.array(column) for column in zip(*rows)])
    assert len(first) == len(set(rows))


def colliding(columns):
    return np.zeros(len(columns[0]), np.uint64)


@given(_ROWS)
def test_kinds_are_the_distinct_rows_when_all_rows_hash_alike(rows):
    with mock.patch.object(arrays, "_row_hashes", colliding):
        assert_kinds(rows)


def test_rows_hashed_alike_are_compared_column_by_column():
    columns = [np.array([1, 1, 2]), np.array([5, 6, 5])]
    with mock.patch.object(arrays, "_row_hashes", colliding):
        assert arrays._kinds_by_hash(columns) is None
    first, codes = arrays._kinds_by_hash(columns)
    assert first.tolist() == [0, 1, 2] and codes.tolist() == [0, 1, 2]


@given(st.lists(st.sampled_from([0, 1, 2**63, 2**64 - 1, 12345 << 40, 5]), min_size=1, max_size=30))
def test_hash_groups_are_numbered_in_order_of_first_appearance(hashes):
    groups, firsts = arrays.hash_groups(np.array(hashes, np.uint64))
    bits = max(len(hashes) - 1, 1).bit_length()
    high = [h >> bits for h in hashes]
    order = list(dict.fromkeys(high))
    assert groups.tolist() == [order.index(h) for h in high]
    assert firsts.tolist() == [high.index(h) for h in order]


def test_a_buffer_holds_a_smaller_array_in_its_corner_down_to_half_its_size():
    buffer = np.arange(3 * 10).reshape(3, 10)
    corner = arrays.in_corner(buffer, (3, 6))
    assert corner is not None and corner.base is buffer.base and corner.tolist() == buffer[:, :6].tolist()
    assert arrays.in_corner(buffer, (3, 5)) is not None
    assert arrays.in_corner(buffer, (3, 4)) is None              # less than half: the memory goes
    assert arrays.in_corner(buffer, (3, 11)) is None             # more than it holds
    assert arrays.in_corner(buffer, (30,)) is None               # another shape


def test_a_long_array_becomes_a_list_a_slice_at_a_time(monkeypatch):
    """One tolist() of 160k values held the interpreter for 15 ms: the window's thread waited as long."""
    class Counted(np.ndarray):
        sizes: list[int] = []

        def tolist(self):
            Counted.sizes.append(len(self))
            return super().tolist()

    monkeypatch.setattr(arrays, "SLICE_AT_ONCE", 3)
    for n in (0, 1, 3, 10):
        Counted.sizes.clear()
        assert arrays.as_list(np.arange(n).view(Counted)) == list(range(n))
        assert all(size <= 3 for size in Counted.sizes)
