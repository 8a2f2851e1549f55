"""How big a map this computer can take, asked before anything is allocated.

A map file is small for what it asks: 35 bytes can ask for 10000 x 10000 hexes, gigabytes once
read and checked. Loaders, the new-map dialog, resize and combine ask `check_map_size` first.
"""

from __future__ import annotations

import os

MAX_SIDE = 10000              # columns or rows (FORMAT.md's ids pad to the digits of the size)
MAX_HEXES = 25_000_000        # e.g. 5000 x 5000
BYTES_PER_HEX = 700           # the most a hex takes while a file is read and checked (a 1600 x 1600 .board)
MAX_FILE_BYTES = 2 << 30      # no map file of MAX_HEXES hexes needs more


class TooLarge(ValueError):
    """A map or file larger than the program or this computer's free memory takes."""


def available_memory() -> int | None:
    """Bytes of memory free for a new program (Linux: MemAvailable), None where unknown."""
    try:
        with open("/proc/meminfo", "rb") as f:
            for line in f:
                if line.startswith(b"MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None


def check_map_size(width: int, height: int) -> None:
    """Raise TooLarge (with the reason for the user) unless a width x height map fits."""
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise TooLarge(f"a map is 1..{MAX_SIDE} hexes on each side, not {width} x {height}")
    hexes = width * height
    if hexes > MAX_HEXES:
        raise TooLarge(f"a {width} x {height} map has {hexes:,} hexes, more than hmeditor takes ({MAX_HEXES:,})")
    need, free = hexes * BYTES_PER_HEX, available_memory()
    if free is not None and need > free:
        raise TooLarge(f"a {width} x {height} map needs about {_gb(need)} of memory to open and check; "
                       f"this computer has {_gb(free)} free")


def check_file_size(size: int) -> None:
    if size > MAX_FILE_BYTES:
        raise TooLarge(f"the file is {_gb(size)}, larger than any map hmeditor takes ({_gb(MAX_FILE_BYTES)})")


def _gb(n: int) -> str:
    return f"{n / 2**30:.1f} GB" if n >= 2**30 else f"{n / 2**20:.0f} MB"
