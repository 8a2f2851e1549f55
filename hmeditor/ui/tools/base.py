"""The tool lifecycle: pointer events on hexes, turned into document edits or a selection."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal

from ..session.document import MapDocument
from ..session.state import EditorState


class Tool(QObject):
    """Pointer events arrive as hex coordinates (possibly off the map) from the map scene."""

    name = ""
    shortcut = ""
    tip = ""
    uses_brush = False          # the brush preview shows the brush size, not a single hex
    cursor = Qt.CursorShape.CrossCursor
    finished = Signal()         # a one-shot tool (eyedropper) is done

    def __init__(self, state: EditorState):
        super().__init__()
        self.state = state

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
