"""The tool lifecycle: pointer events on hexes, turned into document edits or a selection."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from ..session.document import MapDocument
from ..session.state import EditorState


class Tool(QObject):
    """Pointer events arrive as hex coordinates (possibly off the map) from the map scene. `name`
    (the tool's key: `window.tool("Brush")`) and `tip` are English, marked for translation in the
    "Tool" context (QT_TRANSLATE_NOOP); `label` and `tip_text` give them in the language in use."""

    name = ""
    shortcut = ""
    tip = ""
    uses_brush = False          # the brush preview shows the brush size, not a single hex
    cursor = Qt.CursorShape.CrossCursor
    finished = Signal()         # a one-shot tool (eyedropper) is done

    def __init__(self, state: EditorState):
        super().__init__(state)     # deleted with the window, and its connections (to the window) with it
        self.state = state

    @property
    def label(self) -> str:
        """The tool's name as the menus and the toolbar show it."""
        return QCoreApplication.translate("Tool", self.name)

    @property
    def tip_text(self) -> str:
        return QCoreApplication.translate("Tool", self.tip)

    @property
    def document(self) -> MapDocument:
        return self.state.document

    def activate(self) -> None:
        pass

    def deactivate(self) -> None:
        pass

    def press(self, col: int, row: int, modifiers: Qt.KeyboardModifier) -> None:
        pass

    def drag(self, col: int, row: int, modifiers: Qt.KeyboardModifier) -> None:
        pass

    def release(self, col: int, row: int, modifiers: Qt.KeyboardModifier) -> None:
        pass

    def hover(self, col: int, row: int) -> None:
        """The pointer moved to another hex with no button held."""
