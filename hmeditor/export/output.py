"""Qt writers (QPdfWriter, QSvgGenerator) writing through the one atomic helper, streamed: they
write into the temporary file beside the target as they draw, so no export holds its whole
document in memory.

Qt ignores the results of its own writes (on a full disk it gave a truncated file and success).
A write that fails after another that failed part way is recorded by the file device; a document
cut short by its last write lacks the ending every complete one has. Either fails the export,
and the target keeps its old contents."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator

from PySide6.QtCore import QFile, QFileDevice, QIODevice

from ..core.files import atomic_output


@contextlib.contextmanager
def qt_output(path: str, ending: bytes) -> Iterator[QFile]:
    """A device to draw `path`'s contents to, a document that ends with `ending`; renamed over
    `path` when the block ends without an error and the file is complete."""
    with atomic_output(path) as out:
        fd = out.fileno()
        device = QFile()
        if not device.open(fd, QIODevice.OpenModeFlag.WriteOnly, QFileDevice.FileHandleFlag.DontCloseHandle):
            raise OSError(0, device.errorString())
        try:
            yield device
            device.flush()
            failed = device.error() != QFileDevice.FileError.NoError
        finally:
            device.close()
        if failed or not _ends_with(fd, ending):
            _raise_why_short(fd)


def _ends_with(fd: int, ending: bytes) -> bool:
    """Whether the file (open for reading and writing) ends with `ending`, allowing a line break after it."""
    size = os.fstat(fd).st_size
    os.lseek(fd, max(0, size - len(ending) - 2), os.SEEK_SET)
    return os.read(fd, len(ending) + 2).rstrip(b"\r\n").endswith(ending)


def _raise_why_short(fd: int) -> None:
    """The reason the system gives for not writing more (a full disk, a size limit: Qt does not
    say), found by writing one byte more; a general one when it then takes it."""
    os.lseek(fd, 0, os.SEEK_END)
    os.write(fd, b"\n")
    raise OSError(0, "the file was not written completely")
