"""Errors a user sees: each names the file, and where it can, the line and the hex."""

from __future__ import annotations

import re

# Characters a terminal acts on (escape sequences, carriage returns, bidirectional overrides, line
# separators) rather than shows: never echoed from a file.
_ACTIVE = re.compile("[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e"
                     "\u2066-\u2069]")


def printable(text: str) -> str:
    """`text` with every character a terminal would act on written as a \\uXXXX escape (valid in
    JSON strings too); line feeds and tabs stay."""
    return _ACTIVE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class MapFileError(Exception):
    """A map file that cannot be read (or written). `str()` is the one-line message for users."""

    def __init__(self, path: str, message: str, line: int | None = None, hex_id: str | None = None):
        self.path, self.message, self.line, self.hex_id = str(path), message, line, hex_id
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.path + (f":{self.line}" if self.line else "")
        return printable(f"{where}: " + (f"hex {self.hex_id}: " if self.hex_id else "") + self.message)


class DataError(ValueError):
    """Bad data inside a file; `path` (keys and list positions) locates it for the line number."""

    def __init__(self, message: str, path: tuple = ()):
        super().__init__(message)
        self.path = path
