"""Map file formats, chosen by file extension. A format may say what its files hold that our
model does not (`read_noted`: notes on reading) and what writing a map loses (`losses`): the
command line prints them, the editor shows them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from ..budget import memory_left
from ..check.registry import register_checks
from ..errors import MapFileError, quoted
from ..lazy import imported, later
from ..model import HexMap
from .hmap import read_hmap, register_block, write_hmap


class MapFormat(NamedTuple):
    name: str
    extensions: tuple[str, ...]
    read: Callable[[Path], HexMap]
    write: Callable[[HexMap, Path], None]
    load: Callable[[Path], tuple[HexMap, list[str]]] | None = None     # read, with notes
    losses: Callable[[HexMap], list[str]] | None = None                 # what writing loses
    writable: bool = True                                               # False: opened only (write refuses)


FORMATS: list[MapFormat] = [MapFormat("hmeditor map", (".hmap",), read_hmap, write_hmap)]


def register(fmt: MapFormat) -> None:
    FORMATS.append(fmt)


def format_for(path: str | Path) -> MapFormat:
    suffix = Path(path).suffix.lower()
    for fmt in FORMATS:
        if suffix in fmt.extensions:
            return fmt
    known = ", ".join(e for f in FORMATS for e in f.extensions)
    raise MapFileError(str(path), f"unknown file type {quoted(suffix or '(none)')} (known: {known})")


def read_map(path: str | Path) -> HexMap:
    """Read a map in any known format; raises MapFileError with a message for the user."""
    return read_map_noted(path)[0]


def read_map_noted(path: str | Path) -> tuple[HexMap, list[str]]:
    """A map in any known format and the format's notes on what our model does not hold of it."""
    fmt = format_for(path)
    try:
        return fmt.load(Path(path)) if fmt.load else (fmt.read(Path(path)), [])
    except MemoryError:         # a file's text is read before the map's size is known to the budget
        raise MapFileError(str(path), f"not enough memory to read the map ({memory_left()})") from None


def write_map(hex_map: HexMap, path: str | Path) -> None:
    format_for(path).write(hex_map, Path(path))


def write_losses(hex_map: HexMap, path: str | Path) -> list[str]:
    """What writing the map to `path` (by its format) loses, one line each; empty when nothing."""
    fmt = format_for(path)
    return fmt.losses(hex_map) if fmt.losses else []


# MegaMek boards (io/megamek), imported at the first call that needs them: reading or writing a
# .board, or a map that carries a board's block. A map that never was a board starts without them.
BOARD_KEY = "megamek"           # the block a map keeps of the board it was read from (io/megamek/block.py)


def _board(name: str) -> Callable:
    """The MegaMek format's function `name`, its package imported when first called."""
    return later(f"{__name__}.megamek", name)


def _board_source(hex_map: HexMap):
    """What a board's block gives the map's features; None for a map without one (features.SOURCES)."""
    return _board("source")(hex_map) if BOARD_KEY in hex_map.extra_keys else None


from .. import edits, features, underlay  # noqa: E402

register(MapFormat("MegaMek board", (".board",), _board("read_board"), _board("write_board"), _board("load_board"),
                   _board("write_notes")))
register(MapFormat("MegaMek scenario", (".mms",), _board("read_scenario_map"), _board("write_scenario_map"),
                   _board("load_scenario"), writable=False))
register_block(BOARD_KEY, _board("check_block"))
register_checks(f"{__name__}.megamek.checks")     # the MegaMek rules, on maps carrying a board's block
register_block(underlay.KEY, underlay.check_block)


def _check_systems(value: object, _hex_map: HexMap) -> None:
    """The game systems' settings a map keeps (systems/mapkeys.py), imported when a map has them."""
    imported("hmeditor.core.systems.mapkeys", "check_systems")(value)


register_block("systems", _check_systems)
features.SOURCES.append(_board_source)
edits.MOVERS[BOARD_KEY] = _board("moved")
