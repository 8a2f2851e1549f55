"""The combat calculator dock. Phase 2 puts the calculator (movement, to-hit, line of sight,
from the rules module) in it with `set_calculator(widget)`."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class CalculatorDock(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.layout_ = QVBoxLayout(self)
        self.placeholder = QLabel("The combat calculator arrives with the rules module.")
        self.placeholder.setWordWrap(True)
        self.layout_.addWidget(self.placeholder)
        self.layout_.addStretch(1)

    def set_calculator(self, widget: QWidget) -> None:
        self.placeholder.hide()
        self.layout_.insertWidget(0, widget, 1)
