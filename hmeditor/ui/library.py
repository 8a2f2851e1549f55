"""The Library dock: the maps in the user's MegaMek boards folders (found where MegaMek is installed:
core/library.py), our samples and folders the user adds, as thumbnails with their name and size;
the chosen one's tags and terrain. Filter by name (or tag), size and terrain. Open a map, print it
at true scale (the export dialog, set for it), or add it to an assembly of sheets.

Thumbnails are drawn by the one painter on threads of their own, never the window's, and kept in
the cache folder with each map's entry: a folder seen before shows at once."""

from __future__ import annotations

import os
import threading
from concurrent.futures import ThreadPoolExecutor
from html import escape
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QObject, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QImage, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.errors import MapFileError
from ..core.files import atomic_write
from ..core.io import read_map
from ..core.library import Entry, cache_key, map_files, megamek_board_folders, read_entry
from ..core.rules.cache import cache_folder
from ..core.vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS
from ..render.picture import map_picture

THUMBNAIL = 160             # pixels on the longer side
WORKERS = 2
SAMPLES = Path(__file__).resolve().parents[2] / "maps"      # in a checkout; not in an installed package
FOLDERS_KEY = "library/folders"
ANY = ""


def library_cache() -> Path:
    return cache_folder() / "library"


def terrain_label(name: str) -> str:
    """A terrain or modification as the palette names it (a name the vocabulary lacks: as written)."""
    if name in BASE_INDEX:
        return BASE_TERRAINS[BASE_INDEX[name]].label
    if name in MOD_INDEX:
        return MODIFICATIONS[MOD_INDEX[name]].label
    return name.replace("_", " ")


class Thumbnails(QObject):
    """Entries and thumbnails of map files, made on worker threads (from the cache when it holds
    them); `ready(path, entry or None, image or None, problem)` on the window's thread."""

    ready = Signal(str, object, object, str)
    _made = Signal(str, object, object, str)

    def __init__(self, parent: QObject | None = None, cache: Path | None = None):
        super().__init__(parent)
        self.cache = cache or library_cache()
        self.pool = ThreadPoolExecutor(WORKERS, thread_name_prefix="thumbnails")
        self.drawn_on_window_thread = 0         # pictures drawn on the window's thread: none, by design
        self._made.connect(self.ready)          # queued: emitted from a worker, received here

    def request(self, path: str) -> None:
        self.pool.submit(self._make, path)

    def _make(self, path: str) -> None:
        try:
            entry, hex_map = read_entry(path, self.cache)
            image = self._thumbnail(path, hex_map)
            self._made.emit(path, entry, image, "")
        except (MapFileError, OSError) as e:
            self._made.emit(path, None, None, str(e))
        except RuntimeError:        # the dock was closed meanwhile
            pass

    def _thumbnail(self, path: str, hex_map) -> QImage:
        stored = self.cache / f"{cache_key(path)}.png"
        if hex_map is None and stored.exists():
            image = QImage(str(stored))
            if not image.isNull():
                return image
        if threading.current_thread() is threading.main_thread():
            self.drawn_on_window_thread += 1
        image = map_picture(hex_map if hex_map is not None else read_map(path), THUMBNAIL)
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        try:
            self.cache.mkdir(parents=True, exist_ok=True)
            atomic_write(stored, bytes(buffer.data()))
        except OSError:
            pass                    # drawn again next time
        return image


class LibraryDock(QWidget):
    open_map = Signal(str)
    print_map = Signal(str)
    assemble_map = Signal(str)      # for Map > Assemble sheets (offered when the window has it)

    def __init__(self, settings: QSettings, thumbnails: Thumbnails | None = None, can_assemble: bool = False):
        super().__init__()
        self.settings = settings
        self.thumbnails = thumbnails or Thumbnails(self)
        self.thumbnails.ready.connect(self._arrived)
        self.entries: dict[str, Entry] = {}
        self.folder = QComboBox()
        add, drop = QPushButton(self.tr("Add folder...")), QPushButton(self.tr("Remove folder"))
        self.text = QLineEdit(placeholderText=self.tr("Name or tag"))
        self.size, self.terrain = QComboBox(), QComboBox()
        self.list = QListWidget(viewMode=QListView.ViewMode.IconMode, resizeMode=QListView.ResizeMode.Adjust,
                                movement=QListView.Movement.Static, wordWrap=True, uniformItemSizes=True)
        self.list.setIconSize(QSize(THUMBNAIL, THUMBNAIL))
        self.list.setGridSize(QSize(THUMBNAIL + 24, THUMBNAIL + 44))
        self.details = QLabel(wordWrap=True, textInteractionFlags=Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_button = QPushButton(self.tr("Open"))
        self.print_button = QPushButton(self.tr("Print at true scale..."))
        self.assemble_button = QPushButton(self.tr("Add to assembly"))
        self._layout(add, drop)
        self.assemble_button.setVisible(can_assemble)     # in the layout first: alone it would show as a window
        add.clicked.connect(lambda: self.add_folder())
        drop.clicked.connect(self.remove_folder)
        self.folder.currentIndexChanged.connect(self.show_folder)
        for signal in (self.text.textChanged, self.size.currentIndexChanged, self.terrain.currentIndexChanged):
            signal.connect(self.apply_filter)
        self.list.currentItemChanged.connect(self._chosen)
        self.list.itemDoubleClicked.connect(lambda item: self.open_map.emit(item.data(Qt.ItemDataRole.UserRole)))
        for button, signal in ((self.open_button, self.open_map), (self.print_button, self.print_map),
                               (self.assemble_button, self.assemble_map)):
            button.clicked.connect(lambda _=False, s=signal: self.current() and s.emit(self.current()))
        self.filled = False             # the folders are looked for, and the first listed, when first shown

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self.filled:
            self.fill_folders()

    def _layout(self, add: QPushButton, drop: QPushButton) -> None:
        folders = QHBoxLayout()
        folders.addWidget(self.folder, 1)
        folders.addWidget(add)
        folders.addWidget(drop)
        filters = QHBoxLayout()
        filters.addWidget(self.text, 1)
        filters.addWidget(self.size)
        filters.addWidget(self.terrain)
        actions = QHBoxLayout()
        for b in (self.open_button, self.print_button, self.assemble_button):
            actions.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addLayout(folders)
        layout.addLayout(filters)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.details)
        layout.addLayout(actions)

    # ---- folders ----------------------------------------------------------------------------------

    def folders(self) -> list[tuple[str, Path]]:
        """(label, folder): MegaMek's boards where found, our samples, the user's own."""
        found = [(self.tr("MegaMek boards: {folder}").format(folder=p), p) for p in megamek_board_folders()]
        if SAMPLES.is_dir():
            found.append((self.tr("hmeditor samples: {folder}").format(folder=SAMPLES), SAMPLES))
        return found + [(p, Path(p)) for p in self._own()]

    def fill_folders(self, choose: Path | None = None) -> None:
        self.filled = True
        self.folder.blockSignals(True)
        self.folder.clear()
        for label, path in self.folders():
            self.folder.addItem(label, str(path))
        self.folder.blockSignals(False)
        index = self.folder.findData(str(choose)) if choose is not None else 0
        self.folder.setCurrentIndex(max(0, index))
        self.show_folder()

    def add_folder(self, path: str | None = None) -> None:
        if path is None:
            path = QFileDialog.getExistingDirectory(self, self.tr("Add a folder of maps to the library"))
        if path:
            self.settings.setValue(FOLDERS_KEY, [p for p in self._own() if p != str(path)] + [str(path)])
            self.fill_folders(Path(path))

    def _own(self) -> list[str]:
        own = self.settings.value(FOLDERS_KEY) or []
        return [own] if isinstance(own, str) else list(own)

    def remove_folder(self) -> None:
        current = self.folder.currentData()
        self.settings.setValue(FOLDERS_KEY, [p for p in self._own() if p != current])
        self.fill_folders()

    def show_folder(self) -> None:
        """Every map in the chosen folder, its thumbnail coming as it is made."""
        self.list.clear()
        self.entries.clear()
        folder = self.folder.currentData()
        for path in map_files(folder) if folder and os.path.isdir(folder) else []:
            item = QListWidgetItem(path.stem)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setSizeHint(self.list.gridSize())
            self.list.addItem(item)
            self.thumbnails.request(str(path))
        self._fill_filters()

    # ---- entries and filters ----------------------------------------------------------------------

    def _arrived(self, path: str, entry: Entry | None, image: QImage | None, problem: str) -> None:
        item = self._item(path)
        if item is None:
            return
        if entry is None:
            item.setText(f"{Path(path).stem}\n" + self.tr("(cannot be read)"))
            item.setToolTip(problem)
        else:
            self.entries[path] = entry
            item.setText(f"{entry.name}\n{entry.size}")
            item.setToolTip(f"{entry.name}\n" + self.tr("{size} hexes").format(size=entry.size)
                            + f"\n{entry.summary()}")
            item.setIcon(QIcon(QPixmap.fromImage(image)))
        self._fill_filters()
        self.apply_filter()

    def _item(self, path: str) -> QListWidgetItem | None:
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == path:
                return self.list.item(row)
        return None

    def _fill_filters(self) -> None:
        """The sizes and terrains of the maps shown so far, to choose from."""
        entries = list(self.entries.values())
        sizes = sorted({(e.width, e.height) for e in entries})
        terrains = sorted({name for e in entries for name, _ in e.terrain})
        for box, values, first, text in ((self.size, sizes, self.tr("Any size"), lambda s: f"{s[0]} x {s[1]}"),
                                         (self.terrain, terrains, self.tr("Any terrain"), terrain_label)):
            chosen = box.currentData()
            box.blockSignals(True)
            box.clear()
            box.addItem(first, ANY)
            for value in values:
                box.addItem(text(value), value)
            box.setCurrentIndex(max(0, box.findData(chosen)))
            box.blockSignals(False)

    def apply_filter(self) -> None:
        size, terrain = self.size.currentData(), self.terrain.currentData()
        for row in range(self.list.count()):
            item = self.list.item(row)
            entry = self.entries.get(item.data(Qt.ItemDataRole.UserRole))
            shown = entry.matches(self.text.text().strip(), size or None, terrain or "") if entry else \
                not (self.text.text() or size or terrain)
            item.setHidden(not shown)

    def visible_paths(self) -> list[str]:
        return [self.list.item(r).data(Qt.ItemDataRole.UserRole) for r in range(self.list.count())
                if not self.list.item(r).isHidden()]

    def current(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None and not item.isHidden() else None

    def _chosen(self, item: QListWidgetItem | None) -> None:
        entry = self.entries.get(item.data(Qt.ItemDataRole.UserRole)) if item else None
        if entry is None:
            self.details.setText(item.toolTip() if item else "")
            return
        tags = ", ".join(entry.tags) or self.tr("none")
        self.details.setText(f"<b>{escape(entry.name)}</b> · " + escape(self.tr("{size} hexes").format(size=entry.size))
                             + "<br>" + escape(self.tr("Tags: {tags}").format(tags=tags))
                             + f"<br>{escape(entry.summary())}<br><small>{escape(entry.path)}</small>")

