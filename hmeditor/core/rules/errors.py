"""The one error a broken rules file raises."""

from __future__ import annotations

import os


class RulesError(ValueError):
    """A rules file that cannot be used; str() is the one-line message 'FILE:LINE: problem'."""

    def __init__(self, path: str | os.PathLike[str], message: str, line: int | None = None):
        self.path, self.line, self.message = str(path), line, message
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {message}")
