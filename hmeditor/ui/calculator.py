"""The calculator dock: a game-system selector above that system's calculator panel. Choosing a
system makes it the editor state's chosen system: the hex dock, the palette and the heat map follow."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QComboBox, QStackedWidget, QVBoxLayout, QWidget

from ..core import systems
from .panels import SystemPanel, make_panel
from .state import EditorState


class CalculatorDock(QWidget):
    panel_made = Signal(object)     # a system's panel, made when the system is first chosen

    def __init__(self, state: EditorState, parent=None):
        super().__init__(parent)
        self.state = state
        self.system = QComboBox()
        self.system.setToolTip("The game system the calculator, the hex dock, the palette and the heat map use")
        self.stack = QStackedWidget()
        self.panels: dict[str, SystemPanel] = {}     # made when their system is first chosen
        for s in systems.SYSTEMS:
            self.system.addItem(s.title, s.id)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.system)
        layout.addWidget(self.stack, 1)
        self.system.currentIndexChanged.connect(lambda: state.set_system(self.system.currentData()))
        state.rules_changed.connect(self._show_system)
        self._show_system()

    @property
    def panel(self) -> SystemPanel:
        """The chosen system's panel."""
        system_id = self.state.system_id
        if system_id not in self.panels:
            self.panels[system_id] = make_panel(self.state, system_id)
            self.stack.addWidget(self.panels[system_id])
            self.panel_made.emit(self.panels[system_id])
        return self.panels[system_id]

    def _show_system(self) -> None:
        with QSignalBlocker(self.system):
            self.system.setCurrentIndex(self.system.findData(self.state.system_id))
        self.stack.setCurrentWidget(self.panel)
