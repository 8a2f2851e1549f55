"""Errors a user sees: each names the file, and where it can, the line and the hex."""

from __future__ import annotations

import re
import reprlib

# Characters a terminal acts on (escape sequences, carriage returns, bidirectional overrides, line
# separators) rather than shows: never echoed from a file.
_ACTIVE = re.compile("[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e"
                     "\u2066-\u2069]")


def printable(text: str) -> str:
    """`text` with every character a terminal would act on written as a \\uXXXX escape (valid in
    JSON strings too); line feeds and tabs stay."""
    return _ACTIVE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class _Short(reprlib.Repr):
    """repr() cut short at every level, whatever the size of the value: a few items of a list or a
    mapping (subclasses too), the start of a text, never the digits of a huge number."""

    def __init__(self):
        super().__init__()
        self.maxlevel, self.maxstring, self.maxother, self.maxlong = 3, 40, 40, 40
        self.maxlist = self.maxtuple = self.maxset = self.maxfrozenset = self.maxdict = 4

    def repr1(self, x, level):
        if isinstance(x, dict):
            return self.repr_dict(x, level)
        if isinstance(x, list):
            return self.repr_list(x, level)
        if isinstance(x, int) and not isinstance(x, bool) and x.bit_length() > 128:
            return f"<a number of about {int(x.bit_length() * 0.30103)} digits>"
        return super().repr1(x, level)


_SHORT = _Short()
QUOTE_LIMIT = 60


def quoted(value: object) -> str:
    """`value` as a message quotes it, at most QUOTE_LIMIT characters and worked out in a few steps
    however large the value (a file's value can be megabytes, or a YAML alias bomb): a text between
    single quotes, anything else as its repr."""
    if isinstance(value, str):          # as the file has it, escaped as every message is (`printable`)
        cut = value if len(value) <= QUOTE_LIMIT - 2 else value[:QUOTE_LIMIT - 5] + "..."
        return "'" + printable(cut).replace("\n", "\\n") + "'"
    text = _SHORT.repr(value)
    return text if len(text) <= QUOTE_LIMIT else text[:QUOTE_LIMIT - 3] + "..."


class MapFileError(Exception):
    """A map file that cannot be read (or written). `str()` is the one-line message for users."""

    def __init__(self, path: str, message: str, line: int | None = None, hex_id: object = None):
        self.path, self.message, self.line, self.hex_id = str(path), message, line, hex_id
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.path + (f":{self.line}" if self.line else "")
        hex_id = "" if self.hex_id is None else str(self.hex_id)
        hex_id = hex_id if len(hex_id) <= 12 and "\n" not in hex_id else quoted(hex_id)
        return printable(f"{where}: " + (f"hex {hex_id}: " if hex_id else "") + self.message)


class DataError(ValueError):
    """Bad data inside a file; `path` (keys and list positions) locates it for the line number."""

    def __init__(self, message: str, path: tuple = ()):
        super().__init__(message)
        self.path = path


class InputError(ValueError):
    """An input a calculator cannot use. `message` says why in the language in use, as a calculator
    panel shows it; `str()` names the command line's option first: `--roll: a 2d6 roll is 2..12, not 13`."""

    def __init__(self, option: str, message: str):
        self.option, self.message = option, message
        super().__init__(f"{option}: {message}")
