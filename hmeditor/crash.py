"""What an unexpected exception (a bug, not bad input) turns into: its traceback in a log file and
one line for the user pointing at it. The command line exits 3 (docs/command-line.md: 2 is bad
input, 1 is findings); the editor shows a message and keeps the work (autosave)."""

from __future__ import annotations

import itertools
import os
import sys
import time
from pathlib import Path

EXIT_CODE = 3
_numbers = itertools.count(1)   # two logs of one second apart
KEPT_LOGS = 20      # the newest crash logs kept; older ones are deleted as a new one is written


def log_directory() -> Path:
    import platformdirs  # here: a command that does not fail never needs it (8 ms to import)
    return Path(os.environ.get("HMEDITOR_LOG_DIR") or platformdirs.user_log_dir("hmeditor", "hmeditor"))


def write_log(error: BaseException, context: str = "") -> Path | None:
    """Write the traceback of `error` to a new log file; its path (None if even that failed)."""
    import traceback  # here: a run without a bug does not load it

    from . import __version__
    folder = log_directory()
    path = folder / f"crash-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{next(_numbers):04d}.log"
    text = (f"hmeditor {__version__}, Python {sys.version.split()[0]}, {sys.platform}\n"
            f"{context}\n\n" + "".join(traceback.format_exception(error)))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError:
        return None
    _prune(folder)
    return path


def _prune(folder: Path) -> None:
    """Keep the newest KEPT_LOGS crash logs (a bug met at every repaint must not fill the disk)."""
    def written(log: Path) -> tuple[float, str]:
        try:
            return log.stat().st_mtime, log.name
        except OSError:
            return 0.0, log.name
    for old in sorted(folder.glob("crash-*.log"), key=written)[:-KEPT_LOGS]:
        try:
            old.unlink()
        except OSError:
            pass


def message(error: BaseException, context: str = "") -> str:
    """One line for the user, the traceback logged."""
    path = write_log(error, context)
    return described(error, path)


def what_failed(error: BaseException) -> str:
    """The error in a few words (the same in every language: its name and its own text)."""
    what = "out of memory" if isinstance(error, MemoryError) else f"{type(error).__name__}: {error}"
    return what[:300]


def described(error: BaseException, path: Path | None) -> str:
    """The line `message` gives for an error logged at `path` (None: it could not be)."""
    where = f"details in {path}" if path else "the details could not be logged"
    return f"internal error ({what_failed(error)}); this is a bug in hmeditor, please report it ({where})"
