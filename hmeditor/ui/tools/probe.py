"""Probe tools for the calculator: line of sight (click the attacker, then the target; until the
second click the line follows the pointer) and reach (click the hex a unit starts from)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal

from .base import Tool


class LineOfSightTool(Tool):
    name = QT_TRANSLATE_NOOP("Tool", "Line of sight")
    shortcut = "L"
    tip = QT_TRANSLATE_NOOP("Tool", "Click the attacker's hex, then the target's: the line, the hexes it "
                                    "crosses and the to-hit")
    probed = Signal(object, object)      # attacker (col, row), target (col, row) or None

    def __init__(self, state):
        super().__init__(state)
        self.attacker = None
        self.fixed = True

    def press(self, col, row, modifiers) -> None:
        if not self.document.map.contains(col, row):
            return
        if self.fixed:
            self.attacker, self.fixed = (col, row), False
            self.probed.emit(self.attacker, None)
        else:
            self.fixed = True
            self.probed.emit(self.attacker, (col, row))

    def hover(self, col, row) -> None:
        if not self.fixed and self.document.map.contains(col, row):
            self.probed.emit(self.attacker, (col, row))

    def deactivate(self) -> None:
        self.fixed = True


class ReachTool(Tool):
    name = QT_TRANSLATE_NOOP("Tool", "Reach")
    shortcut = "R"
    tip = QT_TRANSLATE_NOOP("Tool", "Click a hex: the area the calculator's unit can reach from it with its MP")
    chosen = Signal(object)              # (col, row)

    def press(self, col, row, modifiers) -> None:
        if self.document.map.contains(col, row):
            self.chosen.emit((col, row))
