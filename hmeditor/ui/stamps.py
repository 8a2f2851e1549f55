"""Stamps: pieces saved under a name in the user's stamp folder, one .hmap file each (the text the
clipboard holds, so a stamp opens in the editor and reads in a text editor too). The Stamps dock
shows them with thumbnails drawn by the map's painter; a click floats one, placed like a paste."""

from __future__ import annotations

from pathlib import Path

import platformdirs
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QListView, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ..core.errors import MapFileError
from ..core.files import atomic_write, read_text
from ..core.pieces import Piece, piece_from_text, piece_text
from ..render.painter import MapPainter
from ..render.thumbnails import thumbnail

THUMBNAIL = 72          # pixels a side
SUFFIX = ".hmap"
BAD_NAME = QT_TRANSLATE_NOOP("StampDock", "a stamp's name is some text without / or \\ that does not start with a dot")


def stamp_folder() -> Path:
    return Path(platformdirs.user_data_dir("hmeditor", "hmeditor")) / "stamps"


def check_name(name: str) -> str:
    """The name as a stamp is saved under; ValueError (BAD_NAME) for one that is not a plain file name."""
    name = name.strip()
    if not name or "/" in name or "\\" in name or name.startswith(".") or len(name) > 100:
        raise ValueError(QCoreApplication.translate("StampDock", BAD_NAME))
    return name


class StampDock(QWidget):
    chosen = Signal(object, str)        # a stamp clicked: its Piece and name

    def __init__(self, painter: MapPainter, folder: Path | None = None):
        super().__init__()
        self.painter, self.folder = painter, folder or stamp_folder()
        self.pieces: dict[str, Piece] = {}
        self.list = QListWidget()
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(QSize(THUMBNAIL, THUMBNAIL))
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setWordWrap(True)
        self.list.itemClicked.connect(self._clicked)
        self.list.currentItemChanged.connect(lambda item, _: self.delete_button.setEnabled(item is not None))
        self.save_button, self.delete_button = QPushButton(self.tr("Save selection...")), QPushButton(self.tr("Delete"))
        self.save_button.setToolTip(self.tr("Save the selected hexes as a stamp (Edit > Save selection as stamp)"))
        self.delete_button.setEnabled(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.delete_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.list)
        layout.addLayout(buttons)
        self.refresh()

    def path(self, name: str) -> Path:
        return self.folder / f"{name}{SUFFIX}"

    def refresh(self) -> None:
        """Show the stamps in the folder, by name; one that does not read is listed greyed, with why."""
        self.list.clear()
        self.pieces.clear()
        for path in sorted(self.folder.glob(f"*{SUFFIX}"), key=lambda p: p.stem.lower()):
            item = QListWidgetItem(path.stem)
            try:
                piece = self.pieces[path.stem] = piece_from_text(read_text(path), str(path))
            except (MapFileError, OSError, UnicodeError) as e:
                item.setFlags(Qt.ItemFlag.ItemIsSelectable)
                item.setToolTip(self.tr("Cannot be read: {problem}").format(problem=e))
            else:
                item.setIcon(QIcon(QPixmap.fromImage(thumbnail(self.painter, piece.hexes, THUMBNAIL, piece.inside))))
                item.setToolTip(self.tr("{stamp}: %n hex(es). Click, then click the map to put it down.", "",
                                        piece.hex_count).format(stamp=path.stem))
            self.list.addItem(item)

    def save(self, name: str, piece: Piece) -> None:
        """Save the piece as stamp `name` (replacing one of that name); raises OSError."""
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write(self.path(name), piece_text(piece).encode("utf-8"))
        self.refresh()

    def delete(self, name: str) -> None:
        self.path(name).unlink(missing_ok=True)
        self.refresh()

    def _clicked(self, item: QListWidgetItem) -> None:
        if item.text() in self.pieces:
            self.chosen.emit(self.pieces[item.text()], item.text())
