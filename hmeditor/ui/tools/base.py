"""The tool lifecycle and the state the tools share (current paint, brush size)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal

from ...core.hexgrid import offsets_in_disk
from ..document import MapDocument
from ..paint import Paint

BRUSH_RADII = (0, 1, 2)   # brush sizes of 1, 7 and 19 hexes


class EditorState(QObject):
    """What the palette and toolbar choose and the tools read."""

    paint_changed = Signal()
    radius_changed = Signal()
    document_changed = Signal()

    def __init__(self, document: MapDocument):
        super().__init__()
        self.document = document
        self.paint = Paint("base", "light_woods")
        self.radius = 0

    def set_document(self, document: MapDocument) -> None:
        self.document = document
        self.document_changed.emit()

    def set_paint(self, paint: Paint) -> None:
        self.paint = paint
        self.paint_changed.emit()

    def set_radius(self, radius: int) -> None:
        self.radius = max(BRUSH_RADII[0], min(BRUSH_RADII[-1], radius))
        self.radius_changed.emit()

    def brush_hexes(self, col: int, row: int, radius: int | None = None) -> list[tuple[int, int]]:
        m = self.document.map
        return list(offsets_in_disk(col, row, self.radius if radius is None else radius, m.width, m.height))


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
