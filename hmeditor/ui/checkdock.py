"""The live reality check list. Its data source is plugged in by phase 2 (hmeditor.core.check):
`set_checker(check_map, recheck)` with `check_map(hex_map) -> findings` and
`recheck(hex_map, change, findings) -> findings` for the area an edit touched.

A finding has rule, severity, hexes (hex ids), message, fix (an Edit or None) and accepted.
Clicking a finding selects and highlights its hexes; Apply fix and Accept (house rule) are edits.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractListModel, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListView, QPushButton, QVBoxLayout, QWidget

from ..core.edits import SetAccepted
from ..core.model import AcceptedFinding
from .tools import EditorState

SEVERITY_MARK = {"error": "\u26d4", "warning": "\u26a0", "info": "\u2139"}


class FindingsModel(QAbstractListModel):
    def __init__(self):
        super().__init__()
        self.findings: list = []

    def set_findings(self, findings: list) -> None:
        self.beginResetModel()
        self.findings = list(findings)
        self.endResetModel()

    def rowCount(self, parent=None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self.findings)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        f = self.findings[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            hexes = ", ".join(list(f.hexes)[:4]) + (" ..." if len(f.hexes) > 4 else "")
            accepted = " (accepted)" if f.accepted else ""
            return f"{SEVERITY_MARK.get(f.severity, '')} {f.message}{accepted}\n    {f.rule}  {hexes}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return f.message
        return None


class CheckDock(QWidget):
    hexes_chosen = Signal(object)    # flat indices of a clicked finding's hexes

    def __init__(self, state: EditorState, parent=None):
        super().__init__(parent)
        self.state = state
        self.check_map: Callable | None = None
        self.recheck: Callable | None = None
        self.model = FindingsModel()
        self.list = QListView()
        self.list.setModel(self.model)
        self.list.setWordWrap(True)
        self.list.clicked.connect(self._chosen)
        self.status = QLabel("The reality check arrives with the rules module.")
        self.status.setWordWrap(True)
        self.fix_button = QPushButton("Apply fix")
        self.accept_button = QPushButton("Accept (house rule)")
        self.fix_button.clicked.connect(self.apply_fix)
        self.accept_button.clicked.connect(self.accept_finding)
        buttons = QHBoxLayout()
        buttons.addWidget(self.fix_button)
        buttons.addWidget(self.accept_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.status)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.list.selectionModel().currentChanged.connect(self._update_buttons)
        state.document_changed.connect(self._follow_document)
        self._follow_document()

    def set_checker(self, check_map: Callable | None, recheck: Callable | None = None) -> None:
        self.check_map, self.recheck = check_map, recheck
        self.run_all()

    def _follow_document(self) -> None:
        self.state.document.changed.connect(self._on_change)
        self.run_all()

    def run_all(self) -> None:
        if self.check_map is None:
            self.model.set_findings([])
        else:
            self.model.set_findings(self.check_map(self.state.document.map))
            self.status.setText(f"{len(self.model.findings)} finding(s)")
        self._update_buttons()

    def _on_change(self, change) -> None:
        if self.check_map is None:
            return
        if self.recheck is None or change.whole_map:
            self.run_all()
        else:
            self.model.set_findings(self.recheck(self.state.document.map, change, self.model.findings))
            self.status.setText(f"{len(self.model.findings)} finding(s)")

    def current(self):
        index = self.list.currentIndex()
        return self.model.findings[index.row()] if index.isValid() else None

    def _update_buttons(self, *_) -> None:
        f = self.current()
        self.fix_button.setEnabled(bool(f and f.fix is not None))
        self.accept_button.setEnabled(bool(f and not f.accepted))

    def _chosen(self, index) -> None:
        f = self.model.findings[index.row()]
        m = self.state.document.map
        flat = [m.flat(*m.parse_hex_id(h)) for h in f.hexes]
        self.state.document.set_selection(flat)
        self.hexes_chosen.emit(flat)
        self._update_buttons()

    def apply_fix(self) -> None:
        f = self.current()
        if f and f.fix is not None:
            self.state.document.push(f.fix, f"Fix: {f.message}")

    def accept_finding(self) -> None:
        f = self.current()
        if f and not f.accepted:
            m = self.state.document.map
            accepted = (*m.accepted, AcceptedFinding(f.rule, tuple(f.hexes)))
            self.state.document.push(SetAccepted(accepted), f"Accept: {f.message}")
