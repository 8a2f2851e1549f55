"""The calculator dock: a game-system selector above that system's calculator panel. Choosing a
system makes it the editor state's chosen system: the hex dock, the palette and the heat map follow."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QScrollArea, QStackedWidget, QVBoxLayout, QWidget

from ..core import systems
from .panels import SystemPanel, make_panel
from .session.state import EditorState

SHORT_ENTRY = 8       # characters: the least width of a calculator's drop-down lists


class CalculatorDock(QWidget):
    panel_made = Signal(object)     # a system's panel, made when the system is first chosen
    wants_room = Signal(int)        # pixels the shown panel lacks to show whole (a longer language's words)

    def __init__(self, state: EditorState, parent=None):
        super().__init__(parent)
        self.state = state
        self.system = QComboBox()
        self.system.setToolTip(self.tr("The game system the calculator, the hex dock, the palette and the heat map "
                                       "use"))
        self.stack = QStackedWidget()
        self.panels: dict[str, SystemPanel] = {}     # made when their system is first chosen
        self.pages: dict[str, QScrollArea] = {}      # each in its scroll area on the stack
        self.given_room: set[QScrollArea] = set()    # pages the dock widened for (once: then the user decides)
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
        self._page(self.state.system_id)
        return self.panels[self.state.system_id]

    def _page(self, system_id: str) -> QScrollArea:
        """A system's panel in its scroll area on the stack, made when the system is first chosen."""
        if system_id not in self.pages:
            panel = self.panels[system_id] = make_panel(self.state, system_id)
            page = self.pages[system_id] = _scrolling(panel)
            page.horizontalScrollBar().rangeChanged.connect(lambda _low, high: high > 0 and self._ask_for_room())
            self.stack.addWidget(self.pages[system_id])
            self.panel_made.emit(panel)
        return self.pages[system_id]

    def _show_system(self) -> None:
        with QSignalBlocker(self.system):
            self.system.setCurrentIndex(self.system.findData(self.state.system_id))
        self.stack.setCurrentWidget(self._page(self.state.system_id))

    def _ask_for_room(self) -> None:
        """Ask for the width the shown panel lacks, if any: the dock widens to show it whole rather
        than scroll sideways, once for each panel (a dock the user narrows after stays so)."""
        page = self.stack.currentWidget()
        if isinstance(page, QScrollArea) and page not in self.given_room and not page.visibleRegion().isEmpty():
            lacking = page.widget().minimumSizeHint().width() - page.viewport().width()
            if lacking > 0:
                self.given_room.add(page)
                self.wants_room.emit(lacking)


def _scrolling(panel: QWidget) -> QScrollArea:
    """A panel in an area that scrolls when the dock is narrower than the panel would like: a wide
    panel's size hint does not widen the dock (and narrow the map); the dock asks once for what it
    lacks (_ask_for_room). Its lists ask for the width of a short
    entry, not their longest (the whole entry shows when the list opens)."""
    for box in panel.findChildren(QComboBox):
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(SHORT_ENTRY)
    area = QScrollArea()
    area.setWidget(panel)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    return area
