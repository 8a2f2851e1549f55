"""Whole sheets: Map > Turn 180 degrees, Mirror (which a hex grid cannot do to a whole sheet: it
says why and offers the turn) and Assemble sheets (maps in a grid, some turned, with a preview).
Each is one undo step that changes the map's shape (ReplaceMap)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core import edits
from ..core.budget import TooLarge
from ..core.errors import MapFileError
from ..core.io import read_map
from ..core.model import HexMap
from ..render.painter import MapPainter
from ..render.thumbnails import thumbnail
from .dialogs import run_modal
from .notes import show_notes
from .session.document import MapDocument

MIRROR_REASON = QT_TRANSLATE_NOOP(
    "Sheets", "A mirror cannot map a sheet's hexes onto the same sheet: every other column sits half a hex lower, so "
              "mirrored left to right the lower columns would land on upper ones, and top to bottom every column "
              "would move half a hex. A turn of 180 degrees keeps every hex on a hex (on an even width, as every "
              "BattleTech sheet has). Pieces (a selection) do mirror: copy, paste, then M.")
PREVIEW = 320       # pixels a side of the assembly's preview
MAX_GRID = 10       # columns and rows of an assembly in the dialog


def turn_map(parent: QWidget, document: MapDocument) -> None:
    """Map > Turn 180 degrees (refused on an odd width, with the reason)."""
    try:
        new = edits.turned(document.map)
    except ValueError as e:
        QMessageBox.warning(parent, QCoreApplication.translate("Sheets", "Turn 180 degrees"),
                            QCoreApplication.translate("Sheets", "This map cannot be turned: {problem}.").format(
                                problem=e))
        return
    document.push(edits.ReplaceMap(new), QCoreApplication.translate("Sheets", "Turn 180 degrees"))


def explain_mirror(parent: QWidget, document: MapDocument) -> None:
    """Map > Mirror: why a whole sheet does not mirror, and the turn offered instead."""
    box = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("Sheets", "Mirror the map"),
                      QCoreApplication.translate("Sheets", MIRROR_REASON), QMessageBox.StandardButton.Cancel, parent)
    turn = box.addButton(QCoreApplication.translate("Sheets", "Turn 180 degrees"), QMessageBox.ButtonRole.AcceptRole)
    run_modal(box)
    if box.clickedButton() is turn:
        turn_map(parent, document)


def assemble_sheets(parent: QWidget, document: MapDocument, painter: MapPainter, folder: str,
                    beside: str | None = None) -> None:
    """Map > Assemble sheets (the map in file `beside` in the second place: the library's Add to
    assembly): the dialog, then the assembly as one undo step."""
    dialog = AssembleDialog(document.map, painter, folder, parent)
    if beside:
        dialog.set_map(1, beside)
    if run_modal(dialog):
        document.push(edits.ReplaceMap(dialog.result), AssembleDialog.tr("Assemble %n sheet(s)", "", dialog.count))
        if dialog.notes:
            show_notes(parent, AssembleDialog.tr("Assemble sheets"),
                       AssembleDialog.tr("The assembled map keeps the first map's settings:"), dialog.notes)


class AssembleDialog(QDialog):
    """Columns and rows, a map for each place (the first is this map), each turned 180 degrees or
    not, and a preview of the result (or why the sizes do not line up)."""

    def __init__(self, first: HexMap, painter: MapPainter, folder: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Assemble sheets"))
        self.painter, self.folder = painter, folder
        self.maps: list[HexMap | None] = [first]
        self.names: list[str] = [self.tr("This map")]
        self.result: HexMap | None = None
        self.notes: list[str] = []
        self.columns, self.rows = QSpinBox(), QSpinBox()
        for box, value in ((self.columns, 2), (self.rows, 1)):
            box.setRange(1, MAX_GRID)
            box.setValue(value)
            box.valueChanged.connect(self._layout_places)
        form = QFormLayout()
        form.addRow(self.tr("Columns"), self.columns)
        form.addRow(self.tr("Rows"), self.rows)
        self.places = QWidget()
        self.preview, self.status = QLabel(), QLabel(wordWrap=True)
        self.preview.setFixedSize(PREVIEW, PREVIEW)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Row by row, left to right, as MegaMek's map assembly lays out boards:")))
        layout.addWidget(self.places)
        layout.addWidget(self.preview)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.choosers: list[QPushButton] = []
        self.turned: list[QCheckBox] = []
        self._layout_places()

    @property
    def count(self) -> int:
        return self.columns.value() * self.rows.value()

    def _layout_places(self) -> None:
        """A button choosing the map and a 'turned' box for each place of the grid (made anew)."""
        old, self.places = self.places, QWidget()
        self.layout().replaceWidget(old, self.places)
        old.setParent(None)
        old.deleteLater()
        grid = QGridLayout(self.places)
        grid.setContentsMargins(0, 0, 0, 0)
        self.maps += [None] * (self.count - len(self.maps))
        self.names += [""] * (self.count - len(self.names))
        self.choosers, turned, self.turned = [], [box.isChecked() for box in self.turned], []
        for i in range(self.count):
            chooser = QPushButton(self.names[i] or self.tr("Choose a map..."))
            chooser.clicked.connect(lambda _=False, i=i: self._choose(i))
            box = QCheckBox(self.tr("Turned 180 degrees"), checked=i < len(turned) and turned[i])
            box.toggled.connect(self._update)
            grid.addWidget(chooser, 2 * (i // self.columns.value()), i % self.columns.value())
            grid.addWidget(box, 2 * (i // self.columns.value()) + 1, i % self.columns.value())
            self.choosers.append(chooser)
            self.turned.append(box)
        self._update()

    def _choose(self, i: int) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Map for place {place}").format(place=i + 1), self.folder,
                                              self.tr("Maps ({patterns})").format(patterns="*.hmap *.board"))
        if path:
            self.set_map(i, path)

    def set_map(self, i: int, path: str) -> None:
        """Put the map in file `path` at place i (0-based, row by row)."""
        try:
            self.maps[i] = read_map(path)
        except MapFileError as e:
            self.status.setText(str(e))
            return
        self.folder = str(Path(path).parent)
        self.names[i] = Path(path).name
        self.choosers[i].setText(self.names[i])
        self._update()

    def _update(self) -> None:
        """The assembly as the dialog stands: its preview, or what stops it."""
        self.result, self.notes = None, []
        maps = self.maps[:self.count]
        if None in maps:
            self._show(None, self.tr("Choose a map for each of the %n place(s).", "", self.count))
            return
        turned = frozenset(i for i, box in enumerate(self.turned) if box.isChecked())
        try:
            self.result = edits.assembled(maps, self.columns.value(), self.rows.value(), turned, maps[0].name,
                                          self.notes)
        except (TooLarge, ValueError) as e:
            self._show(None, self.tr("These maps do not line up: {problem}.").format(problem=e))
            return
        self._show(self.result, self.tr("{width} x {height} hexes").format(width=self.result.width,
                                                                           height=self.result.height))

    def _show(self, hex_map: HexMap | None, text: str) -> None:
        self.preview.setPixmap(QPixmap.fromImage(thumbnail(self.painter, hex_map, PREVIEW)) if hex_map else QPixmap())
        self.status.setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(hex_map is not None)
