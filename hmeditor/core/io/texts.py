"""Texts in a file's bytes told apart all at once: the distinct texts among many spans of the bytes
(each hex's terrain on a board, each hex's value in a map), without a Python string per span."""

from __future__ import annotations

import numpy as np

from .. import arrays


def words(data: np.ndarray, dtype: str) -> np.ndarray:
    """The word (of `dtype`, little-endian) from each byte of `data` on, as far as there is one."""
    size = np.dtype(dtype).itemsize
    return np.ndarray((len(data) - size + 1,), dtype, data, strides=(1,))


TAIL = 7                    # bytes `raw` must go on for after the last text: a word read at its last byte
MAX_TEXT = 256              # bytes of a text told apart from the others word by word; a longer one, byte by byte
_LOW_BYTES = np.array([(1 << 8 * n) - 1 for n in range(9)], np.uint64)      # of a little-endian word


def distinct_texts(raw: bytes, first: np.ndarray, last: np.ndarray) -> tuple[np.ndarray, list[bytes]]:
    """The texts raw[first:last] as codes into the distinct texts, numbered in order of first
    appearance, and those. `raw` goes on for at least TAIL bytes after the last text."""
    length = last - first
    found = _by_hash(raw, first, length) if 0 < len(first) and length.max() <= MAX_TEXT else None
    return found or _one_by_one(raw, first, last)


def _by_hash(raw: bytes, first: np.ndarray, length: np.ndarray) -> tuple[np.ndarray, list[bytes]] | None:
    """distinct_texts, the texts read 8 bytes at a time and grouped by a hash of their length and
    words; None where a group holds two different texts (hashes alike by chance)."""
    at_byte = words(np.frombuffer(raw, np.uint8), "<u8")
    read = []                                       # (which texts are longer than `at` bytes, their word there)
    for at in range(0, int(length.max()), 8):
        rows = np.flatnonzero(length > at) if at else slice(None)
        read.append((rows, at_byte[first[rows] + at] & _LOW_BYTES[np.minimum(length[rows] - at, 8)]))
    codes, firsts = arrays.hash_groups(_hashes(length, read))
    if not np.array_equal(length[firsts][codes], length):
        return None
    texts = [raw[a:a + n] for a, n in zip(first[firsts].tolist(), length[firsts].tolist())]
    table = np.frombuffer(b"".join(text.ljust(8 * len(read), b"\0") for text in texts), "<u8").reshape(len(texts), -1)
    if not all(np.array_equal(table[codes[rows], k], word) for k, (rows, word) in enumerate(read)):
        return None
    return codes, texts


def _hashes(length: np.ndarray, read: list[tuple[np.ndarray | slice, np.ndarray]]) -> np.ndarray:
    """A 64-bit hash of each text: its length, then its words mixed in one by one."""
    hashes = length.astype(np.uint64)
    for rows, word in read:
        hashes[rows] = (hashes[rows] ^ word) * arrays.MIXER
    return hashes


def _one_by_one(raw: bytes, first: np.ndarray, last: np.ndarray) -> tuple[np.ndarray, list[bytes]]:
    """distinct_texts, each text a bytes object."""
    texts = [raw[a:b] for a, b in zip(first.tolist(), last.tolist())]
    distinct = {text: k for k, text in enumerate(dict.fromkeys(texts))}
    return np.fromiter(map(distinct.__getitem__, texts), np.int64, len(texts)), list(distinct)
