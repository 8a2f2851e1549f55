"""Qt writers (QPdfWriter, QSvgGenerator) writing through the one atomic helper. Qt ignores the
results of its own writes (on a full disk it gave a truncated file and success), so it draws into
memory and the bytes are written by the helper, which raises every error."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtCore import QBuffer, QIODevice

from ..core.io.files import atomic_write


@contextlib.contextmanager
def qt_output(path: str) -> Iterator[QBuffer]:
    """A device to draw `path`'s contents to; written atomically when the block ends without an error."""
    device = QBuffer()
    device.open(QIODevice.OpenModeFlag.WriteOnly)
    yield device
    device.close()
    atomic_write(path, device.data().data())
