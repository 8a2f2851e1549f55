"""Reading map files as text, and atomic writing: a failed save never damages the existing file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from ..errors import MapFileError


def read_text(path: str | os.PathLike) -> str:
    """The file's UTF-8 text; MapFileError naming the file (and line) when it cannot be read."""
    try:
        raw = Path(path).read_bytes()
    except OSError as e:
        raise MapFileError(str(path), f"cannot read the file: {e.strerror or e}") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise MapFileError(str(path), "the file is not UTF-8 text", raw[:e.start].count(b"\n") + 1) from None


def atomic_write(path: str | os.PathLike, data: bytes) -> None:
    """Write to a temporary file beside `path`, flush it to disk, then rename it over `path`."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            os.chmod(tmp, path.stat().st_mode & 0o777)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
