"""Drawing with QtGui only (no widgets): the one painter for the screen, PDF, SVG and PNG."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtGui import QPaintDevice, QPainter


@contextlib.contextmanager
def painting(device: QPaintDevice) -> Iterator[QPainter]:
    """A QPainter on `device`, ended however the block is left: a device freed under a painter
    still active (Ctrl+C during an export) crashes Qt."""
    painter = QPainter(device)
    try:
        yield painter
    finally:
        painter.end()
