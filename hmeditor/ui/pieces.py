"""The window's pieces of maps: the clipboard (cut, copy, paste), the piece floating under the
pointer (turned, mirrored, dropped), the selection moved by dragging it, and stamps placed.

The clipboard holds a piece as .hmap text (pieces.py), as `application/x-hmeditor-piece` and as
plain text: it pastes into another window or another running copy, and reads in a text editor;
any .hmap text pastes as a piece of all its hexes.

Keys: while a piece floats, R / Shift+R turn it, M / Shift+M mirror it and Esc drops it. The map
takes those keys first (MapView.claim_keys): the Reach tool's R and Deselect's Esc wait until the
piece is placed or dropped. All of them act only while the map has the keyboard.
"""

from __future__ import annotations

import atexit

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QMimeData, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMessageBox

from ..core.edits import vacated
from ..core.errors import MapFileError
from ..core.hexgrid import Symmetry
from ..core.pieces import Piece, piece_from_text, piece_of, piece_text
from .pieceitem import PieceItem
from .session.state import EditorState
from .stamps import StampDock, check_name
from .tools.place import PlaceTool

MIME = "application/x-hmeditor-piece"
NOTICE_MS = 4000
# The floating piece's actions: text, keys, symmetry (None: drop it)
PIECE_ACTIONS = ((QT_TRANSLATE_NOOP("Pieces", "Turn piece clockwise"), "R", Symmetry(1)),
                 (QT_TRANSLATE_NOOP("Pieces", "Turn piece anticlockwise"), "Shift+R", Symmetry(5)),
                 (QT_TRANSLATE_NOOP("Pieces", "Mirror piece left to right"), "M", Symmetry(0, True)),
                 (QT_TRANSLATE_NOOP("Pieces", "Mirror piece top to bottom"), "Shift+M", Symmetry(3, True)),
                 (QT_TRANSLATE_NOOP("Pieces", "Drop piece"), "Esc", None))


def put_on_clipboard(piece: Piece) -> None:
    text = piece_text(piece)
    data = QMimeData()
    data.setData(MIME, QByteArray(text.encode("utf-8")))
    data.setText(text)
    QGuiApplication.clipboard().setMimeData(data)


@atexit.register
def _leave_as_text() -> None:
    """At exit, a piece we put on the clipboard stays there as plain text (another running copy
    pastes it), set by Qt itself: a QMimeData made here outlives Python, and Qt freeing it after
    crashed the exit."""
    app = QGuiApplication.instance()
    data = app.clipboard().mimeData() if app is not None else None
    if data is not None and data.hasFormat(MIME):
        app.clipboard().setText(data.text())


def piece_on_clipboard() -> Piece:
    """The piece the clipboard holds; raises MapFileError when it holds none."""
    data = QGuiApplication.clipboard().mimeData()
    text = "" if data is None else bytes(data.data(MIME)).decode("utf-8", "replace") if data.hasFormat(MIME) \
        else data.text()
    where = Pieces.tr("the clipboard")
    if not text.strip():
        raise MapFileError(where, Pieces.tr("it holds no map piece"))
    return piece_from_text(text, where)


class Pieces(QObject):
    def __init__(self, window: QMainWindow, state: EditorState):
        super().__init__(window)
        self.window, self.state = window, state
        self.item = PieceItem(window.scene.map_item.map_painter)
        window.scene.add_overlay(self.item)
        window.scene.add_overlay(self.item.cover)
        self.tool = PlaceTool(state, self.item)
        self.actions: list[QAction] = []

    @property
    def document(self):
        return self.state.document

    def make_actions(self, menu) -> list[QAction]:
        """The floating piece's actions in `menu`, enabled while a piece floats."""
        for text, keys, symmetry in PIECE_ACTIONS:
            action = QAction(self.tr(text), self.window, shortcut=QKeySequence(keys), enabled=False)
            action.triggered.connect(lambda _=False, s=symmetry: self.tool.transform(s) if s else self.tool.drop())
            menu.addAction(action)
            self.actions.append(action)
        return self.actions

    def follow_tool(self, tool) -> None:
        """The window chose `tool`: the piece's actions work while it is the place tool."""
        for action in self.actions:
            action.setEnabled(tool is self.tool)

    # ---- the clipboard --------------------------------------------------------------------------

    def copy(self) -> bool:
        hexes = self.document.selection
        if not len(hexes):
            self._notice(self.tr("Select hexes first (S: rectangle select)"))
            return False
        put_on_clipboard(piece_of(self.document.map, hexes)[0])
        self._notice(self.tr("Copied %n hex(es)", "", len(hexes)))
        return True

    def cut(self) -> None:
        hexes = self.document.selection
        if self.copy():
            self.document.push(vacated(self.document.map, hexes), self.tr("Cut %n hex(es)", "", len(hexes)))

    def paste(self) -> None:
        try:
            piece = piece_on_clipboard()
        except MapFileError as e:
            self._notice(self.tr("Nothing to paste: {problem}").format(problem=e))
            return
        self.float(piece, piece.centre(), self.tr("Paste"))

    # ---- floating and moving ------------------------------------------------------------------

    def float(self, piece: Piece, anchor: tuple[int, int], text: str) -> None:
        """Float the piece with its hex `anchor` under the pointer (the middle of the view when the
        pointer is elsewhere) until a click places it."""
        scene, view = self.window.scene, self.window.view
        at = scene.hover_hex if scene.pointer_here and scene.hover_hex else scene.hex_at(
            view.mapToScene(view.viewport().rect().center()))
        self.tool.start(piece, anchor, at, text)
        self.window.set_tool(self.tool)
        view.setFocus(Qt.FocusReason.OtherFocusReason)

    def lift(self, col: int, row: int) -> None:
        """A selection tool picked the selection up at (col, row): it moves with the pointer and lands
        where the button is let go (one undo step)."""
        hexes = self.document.selection
        piece, anchor = piece_of(self.document.map, hexes, (col, row))
        self.tool.start(piece, anchor, (col, row), self.tr("Move %n hex(es)", "", len(hexes)), lifted=np.array(hexes))
        self.window.set_tool(self.tool)

    # ---- stamps ---------------------------------------------------------------------------------

    def follow_stamps(self, dock: StampDock) -> None:
        """A stamp clicked in the dock floats as a paste; its buttons save and delete stamps."""
        self.stamps = dock
        dock.chosen.connect(lambda piece, name: self.float(piece, piece.centre(),
                                                           self.tr("Stamp {name}").format(name=name)))
        dock.save_button.clicked.connect(self.save_stamp)
        dock.delete_button.clicked.connect(self.delete_stamp)

    def save_stamp(self) -> None:
        """Save the selected hexes as a stamp, under a name asked for."""
        hexes = self.document.selection
        if not len(hexes):
            self._notice(self.tr("Select hexes first (S: rectangle select)"))
            return
        title = self.tr("Save as stamp")
        name, ok = QInputDialog.getText(self.window, title, self.tr("Name of the stamp:"))
        if not ok:
            return
        try:
            name = check_name(name)
        except ValueError as e:
            QMessageBox.warning(self.window, title, self.tr("Not saved: {problem}.").format(problem=e))
            return
        if self.stamps.path(name).exists() and QMessageBox.question(
                self.window, title, self.tr("Replace the stamp '{name}'?").format(name=name)) \
                != QMessageBox.StandardButton.Yes:
            return
        try:
            self.stamps.save(name, piece_of(self.document.map, hexes)[0])
        except OSError as e:
            QMessageBox.warning(self.window, title, self.tr("Not saved: {problem}.").format(problem=e.strerror or e))
            return
        self._notice(self.tr("Saved the stamp '{name}' in {folder}").format(name=name, folder=self.stamps.folder))

    def delete_stamp(self) -> None:
        item = self.stamps.list.currentItem()
        if item is not None and QMessageBox.question(
                self.window, self.tr("Delete stamp"),
                self.tr("Delete the stamp '{name}'?").format(name=item.text())) == QMessageBox.StandardButton.Yes:
            self.stamps.delete(item.text())

    def _notice(self, text: str) -> None:
        self.window.statusBar().showMessage(text, NOTICE_MS)
