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

from ..texts import TAIL, words

MAX_DIGITS = 9              # of an id or a level read here: any hex id of a map we open has at most 9
MAX_NUMBERS = 2 * MAX_DIGITS + 1            # "XXYY LEVEL"
PAD = max(MAX_NUMBERS, TAIL)    # zero bytes after the text: a window of numbers or a word near its end stays in them


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
    shape = ((words(padded, "<u4")[begin] == int.from_bytes(b"hex ", "little")) & (data[q0 - 1] == ord(" "))
             & (q2 == q1 + 2) & (data[q1 + 1] == ord(" "))
             & ((after == 0) | ((after == 1) & (data[np.minimum(q3 + 1, len(data) - 1)] == ord("\r")))))
    numbers = q0 - 1 - (begin + 4)
    shape &= (numbers >= 3) & (numbers <= MAX_NUMBERS)
    fits, id_length, id_value, level = _numbers(padded, begin + 4, np.where(shape, numbers, 0))
    plain[candidates] = shape & fits
    columns = [np.zeros(len(starts), np.int64) for _ in range(7)]
    for column, values in zip(columns, (id_length, id_value, level, q0 + 1, q1, q2 + 1, q3)):
        column[candidates] = values
    id_length, id_value, level, terrain_start, terrain_end, theme_start, theme_end = columns
    return Lines(raw, starts, ends, plain, id_length, id_value, level, (terrain_start, terrain_end),
                 (theme_start, theme_end))


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
    whole = np.zeros(len(first), np.uint64)
    for k in range(most):                           # a column at a time: no copy of all the digits in 64 bits
        whole *= np.uint64(10)
        whole += digits[:, k]
    id_value, level = np.divmod(whole, powers[most - gap])
    level = (level // powers[most - width]).astype(np.int64)
    return fits, gap, id_value.astype(np.int64), np.where(negative, -level, level)


_AS_DIGIT = {c: np.uint8((ord(c) - ord("0")) % 256) for c in " -"}      # what a space and a minus sign read as
