"""Drawing with QtGui only (no widgets): the one painter for the screen, PDF, SVG and PNG, and the
hexagon every drawing of a hex uses (`hex_polygon`)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPaintDevice, QPainter, QPolygonF

from ..core.hexgrid import Layout


def hex_corners(size: float) -> list[QPointF]:
    """A hex's corners around its centre, `size` from it (core.hexgrid's: from the right corner,
    clockwise on screen)."""
    return [QPointF(x, y) for x, y in Layout(size).corner_offsets()]


def hex_polygon(size: float) -> QPolygonF:
    """A hex around its centre (corner radius `size`), the one shape every drawing of a hex uses."""
    return QPolygonF(hex_corners(size))


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
