"""Reading map files as text, and the one way anything is written: atomically.

Every write (maps, autosaves, exports) goes to a temporary file beside the target, is flushed to
disk, then renamed over the target, so a crash, a kill or a full disk never leaves a damaged file:
the target holds the old contents or the new ones. A symlink is followed (its target is written);
a file the user may not write is not replaced (as the system would not let it be written). The
temporary file, `.NAME.hmeditor-RANDOM.tmp` (NAME shortened to keep within a file name's 255
bytes), is locked while it is written; one left by a writer that died is removed by the next write
beside it, and no other file.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import glob
import os
import stat
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from .budget import TooLarge, check_file_size
from .errors import MapFileError

STALE_SECONDS = 60          # a temporary file unlocked and untouched this long belongs to a dead writer
TEMPORARY_MARK = ".hmeditor-"
NAME_BYTES = 255            # the longest file name most file systems take
RANDOM_CHARACTERS = 8       # tempfile's random part

# try_lock(fd): an exclusive lock on an open file, held until it is closed (or its process dies,
# whatever became of its id since); False when another open file holds it.
if sys.platform != "win32":
    import fcntl

    def try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True
else:                                             # Windows: an open file cannot be removed anyway
    import msvcrt

    def try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True


def read_bytes(path: str | os.PathLike) -> bytes:
    """A regular file's bytes (never a FIFO or device, which would hang or never end); OSError or
    TooLarge otherwise."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise IsADirectoryError(21, "is a directory") if stat.S_ISDIR(info.st_mode) else \
                OSError(0, "not a regular file (a pipe or a device)")
        check_file_size(info.st_size)
        return f.read(info.st_size + 1)


def read_text(path: str | os.PathLike) -> str:
    """The file's UTF-8 text; MapFileError naming the file (and line) when it cannot be read."""
    raw = _map_file_bytes(path)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise _not_utf8(path, raw, e) from None


def read_utf8(path: str | os.PathLike) -> bytes:
    """read_text's text as UTF-8 bytes, without making the text (an ASCII file is not decoded at all)."""
    raw = _map_file_bytes(path)
    if not raw.isascii():
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError as e:
            raise _not_utf8(path, raw, e) from None
    return raw.removeprefix(codecs.BOM_UTF8)


def _map_file_bytes(path: str | os.PathLike) -> bytes:
    try:
        return read_bytes(path)
    except TooLarge as e:
        raise MapFileError(str(path), str(e)) from None
    except OSError as e:
        raise MapFileError(str(path), f"cannot read the file: {e.strerror or e}") from None


def _not_utf8(path: str | os.PathLike, raw: bytes, error: UnicodeDecodeError) -> MapFileError:
    return MapFileError(str(path), "the file is not UTF-8 text", raw[:error.start].count(b"\n") + 1)


def target_of(path: str | os.PathLike) -> Path:
    """The file a write to `path` replaces: symlinks followed; OSError if it is not a regular file
    or the user may not write it."""
    target = Path(os.path.realpath(path))
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        return target
    if not stat.S_ISREG(mode):
        raise IsADirectoryError(21, "is a directory") if stat.S_ISDIR(mode) else \
            OSError(0, "not a regular file (a pipe or a device): not replaced")
    if not os.access(target, os.W_OK, effective_ids=os.access in os.supports_effective_ids):
        raise PermissionError(errno.EACCES, "Permission denied (the file is read-only)")
    return target


@contextlib.contextmanager
def atomic_output(path: str | os.PathLike) -> Iterator[BinaryIO]:
    """A binary file to write `path`'s new contents to; on leaving the block without an error it
    is flushed to disk and renamed over `path`. On any error the target is untouched."""
    target = target_of(path)
    remove_stale_temporaries(target)
    fd, tmp = tempfile.mkstemp(prefix=_temporary_prefix(target.name), suffix=".tmp", dir=target.parent)
    try_lock(fd)
    try:
        with os.fdopen(fd, "wb") as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
            _copy_mode(target, tmp)
            os.replace(tmp, target)
        _sync_directory(target.parent)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def atomic_write(path: str | os.PathLike, data: bytes) -> None:
    """Write `data` to `path` atomically (see atomic_output)."""
    with atomic_output(path) as f:
        f.write(data)


def remove_stale_temporaries(target: Path) -> list[Path]:
    """Remove the temporary files of writes to `target` whose writer died (unlocked, untouched for
    STALE_SECONDS); returns them."""
    removed = []
    ours = f"{glob.escape(_temporary_prefix(target.name))}{'?' * RANDOM_CHARACTERS}.tmp"
    for tmp in target.parent.glob(ours):
        try:
            fd = os.open(tmp, os.O_RDWR | getattr(os, "O_BINARY", 0))
        except OSError:
            continue
        try:
            dead = try_lock(fd) and time.time() - os.fstat(fd).st_mtime > STALE_SECONDS
            if dead:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


def _temporary_prefix(name: str) -> str:
    """The start of the temporary files' names of writes to the file `name`: the name shortened to
    leave room for the mark and the random part within NAME_BYTES."""
    room = NAME_BYTES - len(f".{TEMPORARY_MARK}.tmp") - RANDOM_CHARACTERS
    while len(os.fsencode(name)) > room:
        name = name[:-1]
    return f".{name}{TEMPORARY_MARK}"


def _copy_mode(target: Path, tmp: str) -> None:
    """The new file gets the old one's permissions, or those a new file gets."""
    try:
        mode = target.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.chmod(tmp, mode)


def _sync_directory(folder: Path) -> None:
    """Make the rename itself durable (POSIX; elsewhere there is nothing to open)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
