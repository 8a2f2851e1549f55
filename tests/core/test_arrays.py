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
