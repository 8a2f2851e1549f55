"""The brush: puts the current paint on the hexes under it; one drag is one undo step."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core.hexgrid import Hex, line
from .base import Tool


class BrushTool(Tool):
    name = QT_TRANSLATE_NOOP("Tool", "Brush")
    shortcut = "B"
    tip = QT_TRANSLATE_NOOP("Tool", "Paint the palette's choice under the brush (drag to paint; one drag is "
                                    "one undo step)")
    uses_brush = True

    def __init__(self, state):
        super().__init__(state)
        self.stroke, self.last, self.touched = None, None, set()

    def press(self, col, row, modifiers) -> None:
        self.stroke, self.last, self.touched = self.document.new_stroke(), (col, row), set()
        self._paint([(col, row)])

    def drag(self, col, row, modifiers) -> None:
        if self.stroke is None or (col, row) == self.last:
            return
        # Every hex between the last position and this one, so a fast drag leaves no gaps.
        steps = line(Hex.from_offset(*self.last), Hex.from_offset(col, row))
        self.last = (col, row)
        self._paint([h.to_offset() for step in steps[1:] for h in step])

    def release(self, col, row, modifiers) -> None:
        self.stroke = None

    def _paint(self, centres) -> None:
        hexes = []
        for col, row in centres:
            hexes += [h for h in self.state.brush_hexes(col, row) if h not in self.touched]
        if not hexes:
            return
        self.touched.update(hexes)   # each hex once per stroke, so "raise" raises by one
        paint = self.state.paint
        self.document.push(paint.edit(self.document.map, hexes), paint.label, self.stroke)
