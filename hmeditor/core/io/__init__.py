"""Map file formats, chosen by file extension. A format may say what its files hold that our
model does not (`read_noted`: notes on reading) and what writing a map loses (`losses`): the
command line prints them, the editor shows them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from ..errors import MapFileError
from ..model import HexMap
from .hmap import read_hmap, register_block, write_hmap


class MapFormat(NamedTuple):
    name: str
    extensions: tuple[str, ...]
    read: Callable[[Path], HexMap]
    write: Callable[[HexMap, Path], None]
    load: Callable[[Path], tuple[HexMap, list[str]]] | None = None     # read, with notes
    losses: Callable[[HexMap], list[str]] | None = None                 # what writing loses


FORMATS: list[MapFormat] = [MapFormat("hmeditor map", (".hmap",), read_hmap, write_hmap)]


def register(fmt: MapFormat) -> None:
    FORMATS.append(fmt)


def format_for(path: str | Path) -> MapFormat:
    suffix = Path(path).suffix.lower()
    for fmt in FORMATS:
        if suffix in fmt.extensions:
            return fmt
    known = ", ".join(e for f in FORMATS for e in f.extensions)
    raise MapFileError(str(path), f"unknown file type '{suffix or '(none)'}' (known: {known})")


def read_map(path: str | Path) -> HexMap:
    """Read a map in any known format; raises MapFileError with a message for the user."""
    return format_for(path).read(Path(path))


def read_map_noted(path: str | Path) -> tuple[HexMap, list[str]]:
    """A map in any known format and the format's notes on what our model does not hold of it."""
    fmt = format_for(path)
    return fmt.load(Path(path)) if fmt.load else (fmt.read(Path(path)), [])


def write_map(hex_map: HexMap, path: str | Path) -> None:
    format_for(path).write(hex_map, Path(path))


def write_losses(hex_map: HexMap, path: str | Path) -> list[str]:
    """What writing the map to `path` (by its format) loses, one line each; empty when nothing."""
    fmt = format_for(path)
    return fmt.losses(hex_map) if fmt.losses else []


from .. import edits, features  # noqa: E402
from .megamek import (  # noqa: E402  (imports nothing from here)
    KEY,
    check_block,
    load_board,
    read_board,
    source,
    write_board,
    write_notes,
)
from .megamek.block import moved  # noqa: E402

register(MapFormat("MegaMek board", (".board",), read_board, write_board, load_board, write_notes))
register_block(KEY, check_block)
features.SOURCES.append(source)
edits.MOVERS[KEY] = moved
