"""How big a map this computer can take, asked before anything is allocated.

A map file is small for what it asks: 35 bytes can ask for 10000 x 10000 hexes, gigabytes once
read and checked. Loaders, the new-map dialog, resize and combine ask `check_map_size` first.
The memory a map may take is the least of the computer's free memory (psutil: any system), the
process's own limit (`ulimit -v`) and its control group's (a container's memory limit).
"""

from __future__ import annotations

import contextlib
from pathlib import Path

MAX_SIDE = 10000              # columns or rows (FORMAT.md's ids pad to the digits of the size)
MAX_HEXES = 25_000_000        # e.g. 5000 x 5000
BYTES_PER_HEX = 1200          # the most a hex takes while a file is read and checked: a map written
                              # in YAML's flow style took 1,000 to 1,100 (500 to 1000 hexes a side)
UNASKED_BYTES = 64 << 20      # a map needing less is not worth asking the system about (psutil: 20 ms)
MAX_FILE_BYTES = 2 << 30      # no map file of MAX_HEXES hexes needs more
CGROUP_ROOT = Path("/sys/fs/cgroup")
PROC_CGROUP = Path("/proc/self/cgroup")


class TooLarge(ValueError):
    """A map or file larger than the program or this computer's free memory takes."""


def available_memory() -> int | None:
    """Bytes of memory this process may still take: the least of the computer's free memory and
    its process and control-group limits; None where none of them is known."""
    import psutil
    limits = [psutil.virtual_memory().available, process_limit_left(), cgroup_memory_left()]
    known = [n for n in limits if n is not None]
    return max(0, min(known)) if known else None


def process_limit_left() -> int | None:
    """Bytes of address space left under the process's limit (POSIX RLIMIT_AS); None without one."""
    try:
        import resource
    except ImportError:                 # Windows
        return None
    limit = resource.getrlimit(resource.RLIMIT_AS)[0]
    if limit == resource.RLIM_INFINITY:
        return None
    import psutil
    return limit - psutil.Process().memory_info().vms


def cgroup_memory_left() -> int | None:
    """Bytes the process's control group (Linux; a container) and those above it may still take:
    the least of each limit less what the group holds (its page cache that can be dropped aside);
    None without a limit."""
    try:
        lines = PROC_CGROUP.read_text().splitlines()
    except OSError:
        return None
    left = []
    for line in lines:
        number, controllers, path = line.split(":", 2)
        if number == "0" and not controllers:                                    # cgroup v2
            left += _groups_left(CGROUP_ROOT, path, "memory.max", "memory.current", "inactive_file")
        elif "memory" in controllers.split(","):                                # cgroup v1
            left += _groups_left(CGROUP_ROOT / "memory", path, "memory.limit_in_bytes", "memory.usage_in_bytes",
                                 "total_inactive_file")
    return min(left, default=None)


def _groups_left(mount: Path, path: str, limit_name: str, usage_name: str, cache_name: str) -> list[int]:
    """What each group from `path` up to the mount's root may still take under its limit. (In a
    container the mount's root is the container's own group, whatever `path` says.)"""
    left = []
    folder = mount / path.strip("/")
    for group in (folder, *folder.parents):
        if not group.is_relative_to(mount):
            break
        with contextlib.suppress(OSError, ValueError):
            limit = (group / limit_name).read_text().strip()
            if limit != "max":
                usage = int((group / usage_name).read_text()) - _stat(group / "memory.stat", cache_name)
                left.append(int(limit) - usage)
    return left


def _stat(path: Path, name: str) -> int:
    for line in path.read_text().splitlines():
        key, _, value = line.partition(" ")
        if key == name:
            return int(value)
    return 0


def check_map_size(width: int, height: int) -> None:
    """Raise TooLarge (with the reason for the user) unless a width x height map fits."""
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise TooLarge(f"a map is 1..{MAX_SIDE} hexes on each side, not {width} x {height}")
    hexes = width * height
    if hexes > MAX_HEXES:
        raise TooLarge(f"a {width} x {height} map has {hexes:,} hexes, more than hmeditor takes ({MAX_HEXES:,})")
    need = hexes * BYTES_PER_HEX
    free = available_memory() if need > UNASKED_BYTES else None
    if free is not None and need > free:
        raise TooLarge(f"a {width} x {height} map needs about {_gb(need)} of memory to open and check; "
                       f"this computer has {_gb(free)} free for it")


def memory_left() -> str:
    """How much memory this process may still take, for a message."""
    free = available_memory()
    return "free memory unknown" if free is None else f"{_gb(free)} free"


def check_file_size(size: int) -> None:
    if size > MAX_FILE_BYTES:
        raise TooLarge(f"the file is {_gb(size)}, larger than any map hmeditor takes ({_gb(MAX_FILE_BYTES)})")


def _gb(n: int) -> str:
    return f"{n / 2**30:.1f} GB" if n >= 2**30 else f"{n / 2**20:.0f} MB"
