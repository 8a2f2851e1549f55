"""Set operations on integer arrays (flat hex indices, colour codes) by sorting, the distinct rows
of a table (by a hash, checked), the connected components of a graph given as arrays of edges, and
per-hex memory kept when a map shrinks (`in_corner`).

NumPy 2.3 and later find unique integers with a hash table, many times slower than a sort on
large arrays (a million flat indices: 2 s against 50 ms), and its union1d, setdiff1d and isin call
it. Whole-map edits, selections and file writes go through these instead.
"""

from __future__ import annotations

import math

import numpy as np


def unique(values, return_index: bool = False, return_inverse: bool = False):
    """Like np.unique of a 1-d array: the sorted distinct values, with the index of each one's first
    occurrence and/or, for each value, the index of its distinct value when asked."""
    values = np.asarray(values).ravel()
    if not (return_index or return_inverse):
        if _increasing(values):                  # already sorted and distinct (a selection, a region)
            return values.copy()
        values = np.sort(values)
        return values[_firsts(values)]
    order = np.argsort(values, kind="stable")
    ordered = values[order]
    first = _firsts(ordered)
    out = [ordered[first]]
    if return_index:
        out.append(order[first])
    if return_inverse:
        inverse = np.empty(len(values), np.intp)
        inverse[order] = np.cumsum(first) - 1
        out.append(inverse)
    return tuple(out)


def union(a, b) -> np.ndarray:
    """The sorted distinct values of both."""
    return unique(np.concatenate([np.asarray(a).ravel(), np.asarray(b).ravel()]))


def difference(a, b) -> np.ndarray:
    """The sorted distinct values of `a` not in `b`."""
    a = unique(a)
    return a[~np.isin(a, unique(b), assume_unique=True)]


def ranges(starts, lengths) -> np.ndarray:
    """The integers start, start + 1, ... (`length` of them) for each start, one run after another."""
    starts, lengths = np.asarray(starts, np.int64), np.asarray(lengths, np.int64)
    starts, lengths = starts[lengths > 0], lengths[lengths > 0]
    if not len(starts):
        return np.zeros(0, np.int64)
    step = np.ones(int(lengths.sum()), np.int64)
    step[0] = starts[0]
    step[np.cumsum(lengths)[:-1]] = starts[1:] - (starts[:-1] + lengths[:-1] - 1)
    return np.cumsum(step)


def kinds(columns: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """The distinct rows of the table `columns` (integer arrays of one length): the index of the
    first row of each kind, and each row's kind (kinds numbered in the rows' sorted order). Rows of
    small numbers are told apart in a table of every row they can be; others are grouped by a hash
    and every row checked against its group's first row; where two rows hash alike, column by
    column instead."""
    found = _kinds_in_table(columns)
    if found is None:
        found = _kinds_by_hash(columns)
    return found if found is not None else _kinds_column_by_column(columns)


TABLE_ROWS = 1 << 22        # the most rows `_kinds_in_table` takes a table of (4 MB)


def _kinds_in_table(columns: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray] | None:
    """kinds, by a table of every row the columns' ranges allow, in sorted order; None when there
    are more than TABLE_ROWS of them."""
    if not len(columns[0]) or any(c.dtype.kind not in "iu" or c.dtype.itemsize > 4 + 4 * (c.dtype.kind == "i")
                                  for c in columns):          # (numbers int64 holds)
        return None
    lows = [int(column.min()) for column in columns]
    spans = [int(column.max()) - low + 1 for column, low in zip(columns, lows)]
    if math.prod(spans) > TABLE_ROWS:
        return None
    key = np.zeros(len(columns[0]), np.int64)
    for column, low, span in zip(columns, lows, spans):
        key *= span
        key += column.astype(np.int64, copy=False)
        key -= low
    table = np.zeros(math.prod(spans), bool)
    table[key] = True
    codes = (np.cumsum(table) - 1)[key]
    first = np.empty(int(table.sum()), np.int64)
    first[codes[::-1]] = np.arange(len(codes) - 1, -1, -1)      # the last written is each kind's first row
    return first, codes


def hash_groups(hashes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each 64-bit hash's group, numbered in order of first appearance, and each group's first index.
    Only the high bits count (all but as many as an index takes): callers check the groups."""
    bits = max(len(hashes) - 1, 1).bit_length()
    low = np.uint64((1 << bits) - 1)
    packed = np.sort((hashes & ~low) | np.arange(len(hashes), dtype=np.uint64))    # by hash, then index
    high = packed >> np.uint64(bits)
    new = np.ones(len(packed), bool)
    new[1:] = high[1:] != high[:-1]
    index = (packed & low).astype(np.int64)
    firsts = index[new]
    order = np.argsort(firsts)
    groups = np.empty(len(hashes), np.int64)
    groups[index] = _inverse(order)[np.cumsum(new) - 1]
    return groups, firsts[order]


MIXER = np.uint64(0x9E3779B97F4A7C15)          # odd: multiplying by it spreads a value over the high bits


def _row_hashes(columns: list[np.ndarray]) -> np.ndarray:
    hashes = np.zeros(len(columns[0]), np.uint64)
    for column in columns:
        hashes ^= column.astype(np.uint64)
        hashes *= MIXER
    return hashes


def _kinds_by_hash(columns: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray] | None:
    """kinds, None where a group holds two different rows."""
    groups, firsts = hash_groups(_row_hashes(columns))
    if not all(np.array_equal(column[firsts][groups], column) for column in columns):
        return None
    order = np.lexsort([column[firsts] for column in reversed(columns)])       # the kinds' rows in sorted order
    return firsts[order], _inverse(order)[groups]


def _kinds_column_by_column(columns: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """kinds: the kinds so far combined with each column's values (NaN parameters compare equal as bits)."""
    codes, count = np.zeros(len(columns[0]), np.int64), 1
    for column in columns:
        values = unique(column)
        codes, count = _ranks(codes * len(values) + np.searchsorted(values, column), count * len(values))
    first = np.full(count, len(codes))
    np.minimum.at(first, codes, np.arange(len(codes)))
    return first, codes


def _inverse(order: np.ndarray) -> np.ndarray:
    """The permutation undoing `order`: where each index went."""
    inverse = np.empty(len(order), np.int64)
    inverse[order] = np.arange(len(order))
    return inverse


def components(u: np.ndarray, v: np.ndarray, count: int) -> np.ndarray:
    """A label per node 0..count-1 of the graph with edges u[i]-v[i]: the smallest node of its
    component. Each round hooks the larger label of every edge whose ends differ onto the smaller,
    then follows labels to their roots, until no edge joins two labels (a few rounds, whatever the
    shape: a winding corridor is no longer than a straight one)."""
    label = np.arange(count, dtype=np.int32 if count < 2**31 else np.int64)   # int32: half the memory traffic
    while True:
        at_u, at_v = label[u], label[v]
        apart = at_u != at_v
        if not apart.any():
            return label
        u, v, at_u, at_v = u[apart], v[apart], at_u[apart], at_v[apart]
        np.minimum.at(label, np.maximum(at_u, at_v), np.minimum(at_u, at_v))
        while True:                              # every node points at its root again
            root = label[label]
            if np.array_equal(root, label):
                break
            label = root


def _ranks(values: np.ndarray, bound: int) -> tuple[np.ndarray, int]:
    """Each value's rank among the distinct ones (all in 0..bound - 1), and how many there are: by a
    table of the values present where `bound` is small, else by sorting."""
    if bound > 4 * len(values):
        distinct, inverse = unique(values, return_inverse=True)
        return inverse, len(distinct)
    present = np.zeros(bound, bool)
    present[values] = True
    rank = np.cumsum(present) - 1
    return rank[values], int(rank[-1]) + 1


def _increasing(values: np.ndarray) -> bool:
    return bool((values[1:] > values[:-1]).all())


def _firsts(ordered: np.ndarray) -> np.ndarray:
    first = np.ones(len(ordered), bool)
    first[1:] = ordered[1:] != ordered[:-1]
    return first


def in_corner(buffer: np.ndarray, shape: tuple[int, ...]) -> np.ndarray | None:
    """An array of `shape` in the corner of `buffer` (a view: its rows keep the buffer's length),
    when the buffer holds it and is not more than twice as large along any axis; else None. A map
    that shrinks (the undo of a resize) keeps its per-hex memory so: new memory's pages cost as they
    are first written (16 MB: 15-30 ms)."""
    if buffer.ndim == len(shape) and all(n <= have <= 2 * n for n, have in zip(shape, buffer.shape)):
        return buffer[tuple(slice(n) for n in shape)]
    return None


SLICE_AT_ONCE = 8192      # values made Python objects per numpy call (`as_list`, a check's hex ids)


def as_list(values: np.ndarray) -> list:
    """`values.tolist()` a slice at a time: one call on 100k values and more holds the interpreter for
    10-15 ms, and another thread (the window's) waits that long for its next turn."""
    out: list = []
    for start in range(0, len(values), SLICE_AT_ONCE):
        out += values[start:start + SLICE_AT_ONCE].tolist()
    return out
