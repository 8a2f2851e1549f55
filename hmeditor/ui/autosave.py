"""Autosave: while a map has unsaved changes it is written every minute to the user's data
directory; a clean exit removes the file. Files left by a session that died are offered back
on the next start.

Each file is `autosave-<pid>-<n>.hmap` with a `.json` note (the map's own path and the time).
"""

from __future__ import annotations

import itertools
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from PySide6.QtCore import QObject, QTimer

from ..core.errors import MapFileError
from ..core.io import write_map
from .document import MapDocument

INTERVAL_MS = 60_000
_numbers = itertools.count(1)


def default_directory() -> Path:
    return Path(platformdirs.user_data_dir("hmeditor", "hmeditor")) / "autosave"


@dataclass(frozen=True)
class Recoverable:
    file: Path            # the autosaved map
    original: str | None  # the path the map was opened from or saved to
    saved_at: float


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def recoverable(directory: Path) -> list[Recoverable]:
    """Autosaves whose session is no longer running, newest first."""
    found = []
    for note in Path(directory).glob("autosave-*.json"):
        try:
            pid = int(note.stem.split("-")[1])
            info = json.loads(note.read_text(encoding="utf-8"))
        except (ValueError, IndexError, OSError):
            continue
        map_file = note.with_suffix(".hmap")
        if not _alive(pid) and map_file.exists():
            found.append(Recoverable(map_file, info.get("original"), float(info.get("time", 0))))
    return sorted(found, key=lambda r: -r.saved_at)


def discard(item: Recoverable) -> None:
    item.file.unlink(missing_ok=True)
    item.file.with_suffix(".json").unlink(missing_ok=True)


class Autosave(QObject):
    def __init__(self, directory: Path | None = None, interval_ms: int = INTERVAL_MS, parent=None):
        super().__init__(parent)
        self.directory = Path(directory) if directory else default_directory()
        stem = f"autosave-{os.getpid()}-{next(_numbers)}"
        self.file = self.directory / f"{stem}.hmap"
        self.document: MapDocument | None = None
        self.saved_index = None
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.save_now)
        self.timer.start()

    def watch(self, document: MapDocument) -> None:
        self.document, self.saved_index = document, None
        self.remove()

    def save_now(self) -> None:
        doc = self.document
        if doc is None or not doc.modified:
            self.remove()
            return
        if doc.undo_stack.index() == self.saved_index:
            return
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            write_map(doc.map, self.file)
            note = {"original": doc.path, "time": time.time()}
            self.file.with_suffix(".json").write_text(json.dumps(note), encoding="utf-8")
            self.saved_index = doc.undo_stack.index()
        except (OSError, MapFileError):
            pass   # autosave must never disturb editing; the next tick tries again

    def remove(self) -> None:
        discard(Recoverable(self.file, None, 0))
        self.saved_index = None
