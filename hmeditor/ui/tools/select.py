"""Selection tools: a rectangle of hexes, or hexes painted with the brush. Shift adds to the
selection, Ctrl takes away from it. The selection can then be painted or cleared (Edit menu), or
moved: a press on a selected hex with no key held lifts it (`lifted`) for the window to move."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal

from ...core import arrays
from .base import Tool


class _SelectTool(Tool):
    lifted = Signal(int, int)           # the selection is picked up at (col, row) to be moved

    def __init__(self, state):
        super().__init__(state)
        self.before = np.zeros(0, np.int64)
        self.mode = "replace"

    def press(self, col, row, modifiers) -> None:
        m, selection = self.document.map, self.document.selection
        if modifiers == Qt.KeyboardModifier.NoModifier and m.contains(col, row) and _holds(selection, m.flat(col, row)):
            self.lifted.emit(col, row)
            return
        self.before = selection.copy()
        self.mode = ("add" if modifiers & Qt.KeyboardModifier.ShiftModifier else
                     "remove" if modifiers & Qt.KeyboardModifier.ControlModifier else "replace")
        self.start(col, row)

    def combine(self, flat: np.ndarray) -> None:
        if self.mode == "add":
            flat = arrays.union(self.before, flat)
        elif self.mode == "remove":
            flat = arrays.difference(self.before, flat)
        self.document.set_selection(flat)

    def start(self, col: int, row: int) -> None:
        raise NotImplementedError


def _holds(selection: np.ndarray, flat: int) -> bool:
    """Whether the selection (sorted distinct flat indices) holds the hex."""
    i = int(np.searchsorted(selection, flat))
    return i < len(selection) and selection[i] == flat


class RectSelectTool(_SelectTool):
    name = QT_TRANSLATE_NOOP("Tool", "Select")
    shortcut = "S"
    tip = QT_TRANSLATE_NOOP("Tool", "Select a rectangle of hexes (Shift adds, Ctrl removes)")

    def start(self, col, row) -> None:
        self.anchor = (col, row)
        self.drag(col, row, Qt.KeyboardModifier.NoModifier)

    def drag(self, col, row, modifiers) -> None:
        m = self.document.map
        c0, c1 = sorted((self.anchor[0], col))
        r0, r1 = sorted((self.anchor[1], row))
        cols = np.arange(max(0, c0), min(m.width, c1 + 1))
        rows = np.arange(max(0, r0), min(m.height, r1 + 1))
        self.combine((rows[:, None] * m.width + cols[None, :]).ravel())


class BrushSelectTool(_SelectTool):
    name = QT_TRANSLATE_NOOP("Tool", "Brush select")
    shortcut = "Shift+S"
    tip = QT_TRANSLATE_NOOP("Tool", "Select hexes by painting over them with the brush (Shift adds, Ctrl "
                                    "removes)")
    uses_brush = True

    def start(self, col, row) -> None:
        self.picked = np.zeros(0, np.int64)
        self.drag(col, row, Qt.KeyboardModifier.NoModifier)

    def drag(self, col, row, modifiers) -> None:
        m = self.document.map
        hexes = self.state.brush_hexes(col, row)
        self.picked = arrays.union(self.picked, np.array([m.flat(c, r) for c, r in hexes], np.int64))
        self.combine(self.picked)
