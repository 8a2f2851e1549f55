"""The bar that says at once when an edit brings a new warning or error, over the top of the map
view (so the map does not move under the pointer), with "Undo last change" and "Show"."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton

from ..core.check import Finding


def announcement(findings: list[Finding]) -> str:
    first = findings[0]
    where = f" at {', '.join(first.hexes[:3])}{' ...' if len(first.hexes) > 3 else ''}" if first.hexes else ""
    text = f"New {first.severity}: {first.rule}{where}: {first.message}"
    return text + (f"  (and {len(findings) - 1} more)" if len(findings) > 1 else "")


class AnnounceBar(QFrame):
    undo_clicked = Signal()
    show_clicked = Signal(object)    # the first new finding

    def __init__(self, parent):
        super().__init__(parent)
        self.findings: list[Finding] = []
        self.setObjectName("announce")
        self.setStyleSheet("#announce { background: #fff3cd; border: 1px solid #d39e00; border-radius: 4px; }"
                           "#announce[severity='error'] { background: #f8d7da; border-color: #b71c1c; }")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.undo_button = QPushButton("Undo last change")
        self.show_button = QPushButton("Show")
        close = QToolButton()
        close.setText("\u00d7")
        close.setToolTip("Dismiss")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        for w in (self.undo_button, self.show_button, close):
            layout.addWidget(w)
        self.undo_button.clicked.connect(self._undo)
        self.show_button.clicked.connect(lambda: self.show_clicked.emit(self.findings[0]))
        close.clicked.connect(self.hide)
        parent.installEventFilter(self)
        self.hide()

    def announce(self, findings: list[Finding]) -> None:
        self.findings = list(findings)
        self.label.setText(announcement(self.findings))
        self.setProperty("severity", "error" if any(f.severity == "error" for f in findings) else "warning")
        self.style().unpolish(self)
        self.style().polish(self)
        self._place()
        self.show()
        self.raise_()

    def still_open(self, is_open: Callable[[Finding], bool]) -> None:
        """Hide once none of the announced findings is left open (`is_open` looks one up)."""
        if self.isVisible() and not any(is_open(f) for f in self.findings):
            self.hide()

    def _undo(self) -> None:
        self.hide()
        self.undo_clicked.emit()

    def _place(self) -> None:
        parent = self.parentWidget()
        width = min(parent.width() - 24, 900)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, 8)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
