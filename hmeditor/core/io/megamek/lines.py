"""The lines of a board's text, found for all lines at once in its bytes: where each line starts and
ends, and which are hex lines as MegaMek writes them, `hex XXYY LEVEL "terrain" "theme"` (one space
between fields, at most one \\r before the line's end, an id and a level of at most 9 characters), with their
fields. The reader reads every other line (a comment, tabs, a short hex line, a level with a plus
sign) one by one, to the same meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ... import arrays

MAX_DIGITS = 9              # of an id or a level read here: any hex id of a map we open has at most 9
MAX_NUMBERS = 2 * MAX_DIGITS + 1            # "XXYY LEVEL"
PAD = MAX_NUMBERS           # zero bytes after the text: a window of numbers or a word read near its end stays in them


@dataclass(frozen=True)
class Lines:
    """Per line of the text (split at each \\n), its byte span, whether it is a plain hex line, and
    for those the id's digits (they start at byte 4), the level and the terrain and theme spans."""

    raw: bytes                  # the text's bytes, then PAD zero bytes
    starts: np.ndarray
    ends: np.ndarray            # the \\n ending the line, or the end of the text
    plain: np.ndarray
    id_length: np.ndarray
    id_value: np.ndarray
    level: np.ndarray
    terrain: tuple[np.ndarray, np.ndarray]      # (first byte, byte after) of the text in the quotes
    theme: tuple[np.ndarray, np.ndarray]

    def __len__(self) -> int:
        return len(self.starts)

    def text(self, index: int) -> str:
        return self.raw[self.starts[index]:self.ends[index]].decode("utf-8", "surrogatepass")

    def id_text(self, index: int) -> str:
        first = int(self.starts[index]) + 4
        return self.raw[first:first + int(self.id_length[index])].decode("ascii")


def board_lines(text: str | bytes) -> Lines:
    raw = (text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")) + bytes(PAD)
    padded = np.frombuffer(raw, np.uint8)
    data = padded[:-PAD]
    marks = np.flatnonzero((data == ord("\n")) | (data == ord('"')))       # the line breaks and double quotes
    at_break = np.flatnonzero(data[marks] == ord("\n"))
    breaks = marks[at_break]
    starts, ends = np.concatenate(([0], breaks + 1)), np.append(breaks, len(data))
    first_mark = np.concatenate(([0], at_break + 1))                     # each line's first quote, if it has one
    quoted = np.append(at_break, len(marks)) - first_mark               # the quotes of each line
    plain = np.zeros(len(starts), bool)
    candidates = np.flatnonzero((quoted == 4) & (ends - starts >= 13))
    first_quote = first_mark[candidates]
    q0, q1, q2, q3 = (marks[first_quote + k] for k in range(4))
    begin, after = starts[candidates], ends[candidates] - q3 - 1      # after the last quote: "" or "\r"
    shape = ((_words(padded, "<u4")[begin] == int.from_bytes(b"hex ", "little")) & (data[q0 - 1] == ord(" "))
             & (q2 == q1 + 2) & (data[q1 + 1] == ord(" "))
             & ((after == 0) | ((after == 1) & (data[np.minimum(q3 + 1, len(data) - 1)] == ord("\r")))))
    numbers = q0 - 1 - (begin + 4)
    shape &= (numbers >= 3) & (numbers <= MAX_NUMBERS)
    fits, id_length, id_value, level = _numbers(padded, begin + 4, np.where(shape, numbers, 0))
    plain[candidates] = shape & fits
    columns = [np.zeros(len(starts), np.int64) for _ in range(7)]
    for column, values in zip(columns, (id_length, id_value, level, q0 + 1, q1, q2 + 1, q3)):
        column[candidates] = values
    return Lines(raw, starts, ends, plain, *columns[:3], tuple(columns[3:5]), tuple(columns[5:]))


def _words(data: np.ndarray, dtype: str) -> np.ndarray:
    """The word (of `dtype`, little-endian) from each byte of `data` on, as far as there is one."""
    size = np.dtype(dtype).itemsize
    return np.ndarray((len(data) - size + 1,), dtype, data, strides=(1,))


def _numbers(data: np.ndarray, first: np.ndarray, width: np.ndarray):
    """For each window data[first:first + width] (0 wide: none; the data goes on for MAX_NUMBERS
    bytes after each): whether it is DIGITS ' ' ['-'] DIGITS, the id then the level, each at most 9
    characters; the id's length and value; the level."""
    rows = np.arange(len(first))
    most = max(int(width.max(initial=0)), 1)
    digits = sliding_window_view(data, most)[first]
    digits -= np.uint8(ord("0"))                    # a digit's value; any other byte 10 or more
    digits *= np.arange(most) < width[:, None]      # 0 beyond the width
    other = digits >= 10
    gap = other.argmax(1)                           # the first byte that is no digit: the space
    last = most - 1 - other[:, ::-1].argmax(1)      # the last: the space, or the sign after it
    negative = (last == gap + 1) & (digits[rows, last] == _AS_DIGIT["-"])
    fits = ((digits[rows, gap] == _AS_DIGIT[" "]) & ((last == gap) | negative) & (1 <= gap) & (gap <= MAX_DIGITS)
            & (gap + 1 + negative < width) & (width - gap - 1 <= MAX_DIGITS))
    digits[rows, gap] = digits[rows, last] = 0
    # The digits read as one number: id * 10**(most - gap) + level * 10**(most - width)
    powers = 10 ** np.arange(most + 1, dtype=np.uint64)
    whole = np.einsum("ij,j->i", digits, powers[-2::-1], dtype=np.uint64, casting="unsafe")
    id_value, level = np.divmod(whole, powers[most - gap])
    level = (level // powers[most - width]).astype(np.int64)
    return fits, gap, id_value.astype(np.int64), np.where(negative, -level, level)


_AS_DIGIT = {c: np.uint8((ord(c) - ord("0")) % 256) for c in " -"}      # what a space and a minus sign read as


MAX_TEXT = 256              # bytes of a text told apart from the others word by word; a longer one, byte by byte
_LOW_BYTES = np.array([(1 << 8 * n) - 1 for n in range(9)], np.uint64)      # of a little-endian word


def distinct_texts(raw: bytes, first: np.ndarray, last: np.ndarray) -> tuple[np.ndarray, list[bytes]]:
    """The texts raw[first:last] as codes into the distinct texts, numbered in order of first
    appearance, and those. `raw` goes on for at least 7 bytes after the last text."""
    length = last - first
    found = _by_hash(raw, first, length) if 0 < len(first) and length.max() <= MAX_TEXT else None
    return found or _one_by_one(raw, first, last)


def _by_hash(raw: bytes, first: np.ndarray, length: np.ndarray) -> tuple[np.ndarray, list[bytes]] | None:
    """distinct_texts, the texts read 8 bytes at a time and grouped by a hash of their length and
    words; None where a group holds two different texts (hashes alike by chance)."""
    words = _words(np.frombuffer(raw, np.uint8), "<u8")
    read = []                                       # (which texts are longer than `at` bytes, their word there)
    for at in range(0, int(length.max()), 8):
        rows = np.flatnonzero(length > at) if at else slice(None)
        read.append((rows, words[first[rows] + at] & _LOW_BYTES[np.minimum(length[rows] - at, 8)]))
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
