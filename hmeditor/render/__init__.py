"""Drawing with QtGui only (no widgets): the one painter for the screen, PDF, SVG and PNG."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtGui import QPaintDevice, QPainter


class Painter(QPainter):
    """A QPainter that counts the states it has saved, so that a drawing cut short (Ctrl+C during
    an export) can restore them before the painter ends (Qt warns of an end with saved states)."""

    saved = 0

    def save(self) -> None:
        super().save()
        self.saved += 1

    def restore(self) -> None:
        super().restore()
        self.saved -= 1


@contextlib.contextmanager
def painting(device: QPaintDevice, what: str = "image") -> Iterator[QPainter]:
    """A painter on `device` (OSError when it cannot start the `what`), its saved states restored
    and ended however the block is left: a device freed under a painter still active crashes Qt."""
    painter = Painter()
    if not painter.begin(device):
        raise OSError(0, f"cannot start the {what}")
    try:
        yield painter
    finally:
        while painter.saved:
            painter.restore()
        painter.end()
