"""The rules machinery every game system shares: the line-aware reader, rows with their sources,
and loading with a cache. What a system's data means lives in its package (core/systems/<id>).

A broken file raises `RulesError` whose str() is one line: "FILE:LINE: problem".
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from .cache import parsed
from .errors import RulesError
from .reader import LinedDict, RulesReader, read_yaml
from .rows import ROW_KEYS, Row, Setting, origin_text, source_text

__all__ = ["ROW_KEYS", "LinedDict", "Row", "RulesError", "RulesReader", "Setting", "load_cached", "origin_text",
           "read_yaml", "source_text"]

T = TypeVar("T")


def load_cached(path: str | Path, parse: Callable[[Path], T]) -> T:
    """`parse(path)`, cached per parser, file and modification time (a changed file is read again),
    in memory and between runs (cache.py)."""
    path = Path(path)
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        stamp = 0
    return _load(parse, str(path.resolve()), stamp)


@lru_cache(maxsize=16)
def _load(parse: Callable[[Path], T], path: str, stamp: int) -> T:
    return parsed(Path(path), parse)
