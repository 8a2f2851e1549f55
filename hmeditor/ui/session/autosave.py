"""Autosave: while a map has unsaved changes it is written every minute to the user's data
directory, on another thread (a copy of the map: the window goes on); a clean exit removes the
file. Files left by a session that died are offered back on the next start.

Each file is `autosave-<uuid>.hmap`, unique to its session (two editors in containers may have one
process id), with a `.json` note (the map's own path and the time) and a `.lock` file the session
keeps locked while it lives: the operating system lets go of the lock when the session dies, so a
dead session is known whatever became of its process id. Notes are data from disk: one that makes
no sense (or is no regular file) still lets its map be offered. An autosave that cannot be written
says so (`failed`).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from PySide6.QtCore import QObject, QTimer, Signal

from ...core.files import atomic_write, read_bytes, try_lock
from ...core.io import write_map
from .background import Background, result_of
from .document import MapDocument

INTERVAL_MS = 60_000
RECOVER, KEEP, DISCARD = "recover", "keep", "discard"      # what the user may answer to an offer


def default_directory() -> Path:
    return Path(platformdirs.user_data_dir("hmeditor", "hmeditor")) / "autosave"


@dataclass(frozen=True)
class Recoverable:
    file: Path            # the autosaved map
    original: str | None  # the path the map was opened from or saved to
    saved_at: float


def choice(answer: object) -> str:
    """An answer as RECOVER, KEEP or DISCARD (True: recover; False or None: keep it for later)."""
    if answer in (RECOVER, KEEP, DISCARD):
        return answer
    return RECOVER if answer is True else KEEP


def _session_alive(note: Path) -> bool:
    lock = note.with_suffix(".lock")
    try:
        fd = os.open(lock, os.O_RDWR | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return _pid_alive(note)
    except OSError:
        return True
    try:
        return not try_lock(fd)
    finally:
        os.close(fd)


def _pid_alive(note: Path) -> bool:
    """For an autosave of a version without lock files (`autosave-<pid>-<n>`): whether its process id
    is running."""
    try:
        pid = int(note.stem.split("-")[1])
    except (ValueError, IndexError):
        return False
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return False             # os.kill(pid, 0) would end the process there
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _read_note(note: Path, map_file: Path) -> tuple[str | None, float]:
    """(original path, time saved) from a note; what it cannot tell is None and the file's time."""
    try:
        info = json.loads(read_bytes(note))
    except (OSError, ValueError):
        info = {}
    info = info if isinstance(info, dict) else {}
    original, saved = info.get("original"), info.get("time")
    if not isinstance(original, str) or not original:
        original = None
    if isinstance(saved, bool) or not isinstance(saved, (int, float)) or not math.isfinite(saved):
        saved = map_file.stat().st_mtime
    return original, float(saved)


def recoverable(directory: Path) -> list[Recoverable]:
    """Autosaves whose session is no longer running, newest first."""
    found = []
    for map_file in Path(directory).glob("autosave-*.hmap"):
        note = map_file.with_suffix(".json")        # written after the map: a crash between leaves none
        try:
            if map_file.is_file() and not _session_alive(note):
                found.append(Recoverable(map_file, *_read_note(note, map_file)))
        except OSError:
            continue
    return sorted(found, key=lambda r: -r.saved_at)


def discard(item: Recoverable) -> None:
    for suffix in (".hmap", ".json", ".lock"):
        item.file.with_suffix(suffix).unlink(missing_ok=True)


class Autosave(QObject):
    failed = Signal(str)           # why the map could not be autosaved

    def __init__(self, directory: Path | None = None, interval_ms: int = INTERVAL_MS, parent=None):
        super().__init__(parent)
        self.directory = Path(directory) if directory else default_directory()
        self.file = self.directory / f"autosave-{uuid.uuid4().hex}.hmap"
        self.lock: int | None = None      # the open, locked .lock file while an autosave exists
        self.document: MapDocument | None = None
        self.saved_index = None
        self.work = Background(self, "autosave")
        self.work.done.connect(self._written)
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.save_soon)
        self.timer.start()

    def watch(self, document: MapDocument) -> None:
        self.document, self.saved_index = document, None
        self.remove()

    def save_soon(self) -> None:
        """Write the map as it is now on another thread, if it has changes not autosaved yet."""
        doc = self._due()
        if doc is not None:
            index, hex_map, original = doc.undo_stack.index(), doc.snapshot(), doc.path
            self.work.run(lambda: self._write(hex_map, original) or index)

    def save_now(self) -> None:
        """Write the map now, on this thread (after a bug: the work is kept before anything else)."""
        self.work.wait()
        doc = self._due()
        if doc is not None:
            self._written(result_of(lambda: self._write(doc.map, doc.path) or doc.undo_stack.index()))

    def _due(self) -> MapDocument | None:
        """The document, when it has changes not autosaved yet (its autosave's lock then held)."""
        doc = self.document
        if doc is None or not doc.modified:
            self.remove()
            return None
        if doc.undo_stack.index() == self.saved_index:
            return None
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            self._hold_lock()
        except OSError as e:
            self._written(e)
            return None
        return doc

    def _write(self, hex_map, original: str | None) -> None:
        write_map(hex_map, self.file)
        note = {"original": original, "time": time.time()}
        atomic_write(self.file.with_suffix(".json"), json.dumps(note).encode("utf-8"))

    def _written(self, result) -> None:
        """An autosave ended: the undo index it wrote, or why it failed (editing goes on; the next tick
        tries again)."""
        if isinstance(result, OSError):
            self.failed.emit(f"{self.directory}: {result.strerror or result}")
        elif isinstance(result, Exception):
            self.failed.emit(str(result))
        else:
            self.saved_index = result

    def _hold_lock(self) -> None:
        if self.lock is None:
            self.lock = os.open(self.file.with_suffix(".lock"), os.O_RDWR | os.O_CREAT, 0o600)
            try_lock(self.lock)

    def remove(self) -> None:
        self.work.cancel()
        self.work.wait()                          # a write going on ends first: nothing written after this
        with contextlib.suppress(OSError):       # nothing to remove where the folder cannot be
            discard(Recoverable(self.file, None, 0))
        if self.lock is not None:
            os.close(self.lock)
            self.lock = None
        self.saved_index = None
