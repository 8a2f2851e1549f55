"""Map file formats, chosen by file extension."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..errors import MapFileError
from ..model import HexMap
from .hmap import read_hmap, register_block, write_hmap


@dataclass(frozen=True)
class MapFormat:
    name: str
    extensions: tuple[str, ...]
    read: Callable[[Path], HexMap]
    write: Callable[[HexMap, Path], None]


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


def write_map(hex_map: HexMap, path: str | Path) -> None:
    format_for(path).write(hex_map, Path(path))


from .. import features  # noqa: E402
from .megamek import KEY, check_block, read_board, source, write_board  # noqa: E402  (imports nothing from here)

register(MapFormat("MegaMek board", (".board",), read_board, write_board))
register_block(KEY, check_block)
features.SOURCES.append(source)
