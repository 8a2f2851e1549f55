"""Eyedropper: the clicked hex's base terrain (with its parameters) becomes the paint."""

from __future__ import annotations

from ...core.paint import Paint
from .base import Tool


class EyedropperTool(Tool):
    name = "Eyedropper"
    shortcut = "I"
    tip = "Pick the base terrain of a hex as the paint"

    def press(self, col, row, modifiers) -> None:
        m = self.document.map
        if m.contains(col, row):
            cell = m.cell(col, row)
            self.state.set_paint(Paint("base", cell.base, cell.params))
            self.finished.emit()
