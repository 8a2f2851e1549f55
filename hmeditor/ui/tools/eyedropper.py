"""Eyedropper: the clicked hex becomes the paint: the whole hex (base terrain with its parameters,
modifications, level), or with Alt held its base terrain alone."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from ...core.paint import Paint
from .base import Tool


class EyedropperTool(Tool):
    name = QT_TRANSLATE_NOOP("Tool", "Eyedropper")
    shortcut = "I"
    tip = QT_TRANSLATE_NOOP("Tool", "Pick a whole hex as the paint (Alt: its base terrain alone)")

    def press(self, col, row, modifiers) -> None:
        m = self.document.map
        if m.contains(col, row):
            cell = m.cell(col, row)
            base_only = modifiers & Qt.KeyboardModifier.AltModifier
            self.state.set_paint(Paint("base", cell.base, cell.params) if base_only else Paint.of_hex(cell))
            self.finished.emit()
