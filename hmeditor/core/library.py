"""The library of maps: the folders it browses (the user's MegaMek boards, found where MegaMek is
installed, our samples, folders the user adds), each map's entry (name, size, tags, the terrain it
is made of) and the filters on them. Entries are kept in the cache folder beside their thumbnails,
keyed by the file's path, size and time and the program's version, so a folder opens at once the
second time.

Where MegaMek's boards are looked for (MegaMek ships as an archive unpacked anywhere; its boards are
in `data/boards` of the unpacked folder, and of MekHQ's, which bundles MegaMek):

- every system: the folder named by the environment variable MEGAMEK_HOME; `megamek*`, `MegaMek*`
  and `mekhq*`, `MekHQ*` folders in the home folder and in its Games, Downloads, Desktop, Documents,
  Applications and Programs folders;
- Linux: also under /opt, /usr/share, /usr/local/share and ~/.local/share;
- Windows: also under Program Files, Program Files (x86), C:\\Games and %LOCALAPPDATA%;
- macOS: also under /Applications, and inside a MegaMek app bundle's Contents/Resources.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import NamedTuple

import numpy as np

from .files import atomic_write
from .io import FORMATS, read_map
from .model import HexMap
from .vocabulary import BASE_TERRAINS, MODIFICATIONS

EXTENSIONS = tuple(e for f in FORMATS for e in f.extensions)
NAMES = ("megamek*", "MegaMek*", "mekhq*", "MekHQ*")
HOME_FOLDERS = ("", "Games", "Downloads", "Desktop", "Documents", "Applications", "Programs")
SUMMARY_TERRAINS = 4            # the terrain summary names the most common this many


class Entry(NamedTuple):
    path: str
    name: str
    width: int
    height: int
    tags: tuple[str, ...]
    terrain: tuple[tuple[str, float], ...]      # (base terrain or modification, share of the hexes), most first
    levels: tuple[float, float]

    @property
    def size(self) -> str:
        return f"{self.width} x {self.height}"

    def summary(self) -> str:
        """The terrain summary, e.g. "clear 61%, light woods 22%, road 9%, water 5%; levels 0 to 3"."""
        parts = ", ".join(f"{name.replace('_', ' ')} {share:.0%}" for name, share in self.terrain[:SUMMARY_TERRAINS])
        low, high = self.levels
        return f"{parts}; " + (f"levels {low:g} to {high:g}" if low != high else f"level {low:g}")

    def matches(self, text: str = "", size: tuple[int, int] | None = None, terrain: str = "") -> bool:
        """Whether the name, file or a tag holds `text`, the size is `size` and `terrain` is among its
        terrain (any share)."""
        words = " ".join((self.name, Path(self.path).name, *self.tags)).lower()
        return ((not text or text.lower() in words) and (size is None or size == (self.width, self.height))
                and (not terrain or any(name == terrain for name, _ in self.terrain)))


def entry_of(path: str | os.PathLike[str], hex_map: HexMap) -> Entry:
    """The library's entry of a map read from `path`."""
    n = hex_map.width * hex_map.height
    counts = Counter({BASE_TERRAINS[b].name: int(c) for b, c in zip(*np.unique(hex_map.base, return_counts=True))})
    for m, mod in enumerate(MODIFICATIONS):
        present = int((hex_map.mods >> m & 1).sum())
        if present:
            counts[mod.name] = present
    shares = tuple((name, count / n) for name, count in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
    return Entry(str(path), hex_map.name or Path(path).stem, hex_map.width, hex_map.height, _tags(hex_map), shares,
                 (float(hex_map.level.min()), float(hex_map.level.max())))


def _tags(hex_map: HexMap) -> tuple[str, ...]:
    """A board's tags (without MegaMek's " (Auto)"), as the map keeps them from its file."""
    board = hex_map.extra_keys.get("megamek")
    tags = board.get("tags", []) if isinstance(board, dict) else []
    return tuple(str(t).removesuffix(" (Auto)") for t in tags) if isinstance(tags, list) else ()


def read_entry(path: str | os.PathLike[str], cache: Path | None = None) -> tuple[Entry, HexMap | None]:
    """The entry of a map file, from the cache when it holds this file as it is now (then no map:
    None), else read from the file (and kept in the cache). Raises MapFileError."""
    key = cache_key(path)
    stored = cache / f"{key}.json" if cache is not None else None
    if stored is not None and stored.exists():
        try:
            data = json.loads(stored.read_text(encoding="utf-8"))
            return Entry(data["path"], data["name"], data["width"], data["height"], tuple(data["tags"]),
                         tuple((n, s) for n, s in data["terrain"]), tuple(data["levels"])), None
        except (OSError, ValueError, KeyError, TypeError):
            pass                    # written anew below
    hex_map = read_map(os.fspath(path))
    entry = entry_of(path, hex_map)
    if stored is not None:
        try:
            stored.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(stored, json.dumps(entry._asdict()).encode("utf-8"))
        except OSError:
            pass                    # no cache: read again next time
    return entry, hex_map


def cache_key(path: str | os.PathLike[str]) -> str:
    """What a file's cached entry and thumbnail are kept under: its path, size, time, our version."""
    from .. import __version__
    info = os.stat(path)
    made_from = f"{Path(path).resolve()}|{info.st_size}|{info.st_mtime_ns}|{__version__}"
    return hashlib.sha1(made_from.encode()).hexdigest()


def map_files(folder: str | os.PathLike[str]) -> list[Path]:
    """The maps in a folder and its subfolders, by name."""
    found = []
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        found += [Path(root) / f for f in sorted(files) if Path(f).suffix.lower() in EXTENSIONS]
    return found


def megamek_board_folders(home: Path | None = None, environ: Mapping[str, str] | None = None,
                          platform: str = sys.platform) -> list[Path]:
    """The `data/boards` folders of the MegaMek (and MekHQ) installations found (see the module)."""
    environ = os.environ if environ is None else environ
    home = home or Path.home()
    places = [home / sub for sub in HOME_FOLDERS]
    if platform.startswith("linux"):
        places += [Path("/opt"), Path("/usr/share"), Path("/usr/local/share"), home / ".local" / "share"]
    elif platform == "win32":
        places += [Path(environ[k]) for k in ("ProgramFiles", "ProgramFiles(x86)", "LOCALAPPDATA") if environ.get(k)]
        places.append(Path("C:/Games"))
    elif platform == "darwin":
        places.append(Path("/Applications"))
    installs = [Path(environ["MEGAMEK_HOME"])] if environ.get("MEGAMEK_HOME") else []
    for place in places:
        installs += _installs_in(place)
    found = []
    for install in installs:
        for boards in (install / "data" / "boards", install / "Contents" / "Resources" / "data" / "boards"):
            if boards.is_dir() and boards not in found:
                found.append(boards)
    return found


def _installs_in(place: Path) -> Iterable[Path]:
    try:
        return sorted({p for name in NAMES for p in place.glob(name) if p.is_dir()})
    except OSError:
        return []
