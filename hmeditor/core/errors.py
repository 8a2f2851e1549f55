"""Errors a user sees: each names the file, and where it can, the line and the hex."""

from __future__ import annotations


class MapFileError(Exception):
    """A map file that cannot be read (or written). `str()` is the one-line message for users."""

    def __init__(self, path: str, message: str, line: int | None = None, hex_id: str | None = None):
        self.path, self.message, self.line, self.hex_id = str(path), message, line, hex_id
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.path + (f":{self.line}" if self.line else "")
        return f"{where}: " + (f"hex {self.hex_id}: " if self.hex_id else "") + self.message


class DataError(ValueError):
    """Bad data inside a file; `path` (keys and list positions) locates it for the line number."""

    def __init__(self, message: str, path: tuple = ()):
        super().__init__(message)
        self.path = path
