"""Parsed rules kept between runs, so that a command starts without parsing YAML: one file per
parser and rules file in the user's cache folder, holding what the parse was made from (the rules
file's path, size and time, the program's code) and its result, pickled. A cache file that is
missing, unreadable or made from anything else is passed over and written anew (atomically, by the
one write helper); one that cannot be written is left: the rules are parsed as without a cache.
"""

from __future__ import annotations

import os
import pickle
import sys
import zlib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TypeVar

import platformdirs

PACKAGE = Path(__file__).resolve().parents[2]       # the hmeditor package
T = TypeVar("T")


def cache_folder() -> Path:
    return Path(os.environ.get("HMEDITOR_CACHE_DIR") or platformdirs.user_cache_dir("hmeditor", "hmeditor"))


def parsed(path: Path, parse: Callable[[Path], T]) -> T:
    """`parse(path)`, from the cache when it holds the parse of this file by this code."""
    try:
        info = path.stat()
    except OSError:
        return parse(path)                          # the parser says what is wrong
    made_from = (str(path), info.st_mtime_ns, info.st_size, _code())
    name = f"{parse.__module__}.{parse.__qualname__}-{zlib.crc32(str(path).encode()):08x}"
    file = cache_folder() / f"{name}.pickle"
    try:
        with open(file, "rb") as f:
            if pickle.load(f) == made_from:
                return pickle.load(f)
    except Exception:       # no cache yet, or a broken one: parsed anew below
        pass
    result = parse(path)
    try:
        from ..files import atomic_write  # here: a cache hit writes nothing
        file.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(file, pickle.dumps(made_from) + pickle.dumps(result, pickle.HIGHEST_PROTOCOL))
    except Exception:       # a folder we cannot write, a result that does not pickle
        pass
    return result


@cache
def _code() -> tuple:
    """What the program's code is: its version, its Python, each module's path, time and size (an
    edited module may read the same rules into other objects; a frozen app has its executable)."""
    from ... import __version__
    executable = os.stat(sys.executable)
    return (__version__, sys.executable, executable.st_mtime_ns, executable.st_size, *_modules(PACKAGE))


def _modules(folder: str | os.PathLike[str]) -> list[tuple[str, int, int]]:
    """Each .py file in `folder` and its subfolders, in name order: its path, time and size."""
    out = []
    with os.scandir(folder) as entries:
        for entry in sorted(entries, key=lambda e: e.name):
            if entry.name.endswith(".py"):
                info = entry.stat()
                out.append((entry.path, info.st_mtime_ns, info.st_size))
            elif entry.name != "__pycache__" and entry.is_dir():
                out += _modules(entry.path)
    return out
