"""The bar that says at once when an edit brings a new warning or error, with "Undo last change"
and "Show". It floats over the map view (so the map does not move under the pointer), at the top
or bottom edge, whichever is farther from the pointer, and goes after a few seconds unless the
pointer rests on it: the finding stays marked on the map and listed in the reality check."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton

from ..core.check import Finding, FindingsChange

SHOWN_MS = 8000   # how long the bar stays unless the pointer rests on it
MARGIN = 8


NEW = {"error": QT_TRANSLATE_NOOP("AnnounceBar", "New error: {finding}"),
       "warning": QT_TRANSLATE_NOOP("AnnounceBar", "New warning: {finding}"),
       "info": QT_TRANSLATE_NOOP("AnnounceBar", "New info: {finding}")}


def announcement(findings: list[Finding]) -> str:
    first = findings[0]
    hexes = ", ".join(first.hexes[:3]) + (" ..." if len(first.hexes) > 3 else "")
    where = AnnounceBar.tr("{rule} at {hexes}").format(rule=first.rule, hexes=hexes) if first.hexes else first.rule
    text = QCoreApplication.translate("AnnounceBar", NEW.get(first.severity, NEW["info"])).format(
        finding=f"{where}: {first.message}")
    return text + ("  " + AnnounceBar.tr("(and %n more)", "", len(findings) - 1) if len(findings) > 1 else "")


class AnnounceBar(QFrame):
    undo_clicked = Signal()
    show_clicked = Signal(object)    # the first new finding

    def __init__(self, parent):
        super().__init__(parent)
        self.findings: list[Finding] = []           # announced, in order
        self._ids = np.zeros(0, np.int64)           # their identities (`id`), sorted
        self._at = np.zeros(0, np.int64)            # where each is in `findings`
        self._open = np.zeros(0, bool)              # which are still open (by `_ids`)
        self.setObjectName("announce")
        self.setStyleSheet("#announce { background: #fff3cd; border: 1px solid #d39e00; border-radius: 4px; }"
                           "#announce[severity='error'] { background: #f8d7da; border-color: #b71c1c; }"
                           "#announce QLabel { color: #3e2723; }")     # its own background: its own text colour
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.undo_button = QPushButton(self.tr("Undo last change"))
        self.show_button = QPushButton(self.tr("Show"))
        close = QToolButton()
        close.setText("\u00d7")
        close.setToolTip(self.tr("Dismiss"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        for w in (self.undo_button, self.show_button, close):
            layout.addWidget(w)
        self.undo_button.clicked.connect(self._undo)
        self.show_button.clicked.connect(lambda: self.show_clicked.emit(self.findings[0]))
        close.clicked.connect(self.hide)
        self.timer = QTimer(self, singleShot=True, interval=SHOWN_MS)
        self.timer.timeout.connect(self.hide)
        parent.installEventFilter(self)
        self.hide()

    def announce(self, change: FindingsChange) -> None:
        """Announce the change's news (in order: errors first)."""
        self.findings, (self._ids, self._at) = change.news, change.news_ids
        self._open = np.ones(len(self.findings), bool)
        self.label.setText(announcement(self.findings))
        self.setProperty("severity", self.findings[0].severity)
        self.style().unpolish(self)
        self.style().polish(self)
        self._place(at_top=pointer_y(self.parentWidget()) > self.parentWidget().height() / 2)
        self.show()
        self.raise_()
        self.timer.start()

    def follow(self, change: FindingsChange) -> None:
        """Follow the check's findings (the state's `findings_changed`): hide once none of the
        announced ones is left open (gone, or accepted). By the change alone: the announced
        findings are not looked up again (a frost can announce 200k). A finding that goes is the
        object that came (the checker keeps it): findings are told apart by identity, and by key
        only where an announced one went and may come back (reworded, or un-accepted)."""
        if not self.isVisible():
            return
        self._open &= ~change.went(self._ids)
        back = [f for f in change.appeared if not f.accepted] if not self._open.all() else []
        if back:
            keys = {self.findings[i].key for i in self._at[~self._open].tolist()}
            self._add([f for f in back if f.key in keys])
        if not self._open.any():
            self.hide()

    def _add(self, findings: list[Finding]) -> None:
        """Follow these findings as announced (an announced one that came back)."""
        if findings:
            ids = np.concatenate([self._ids, [id(f) for f in findings]])
            at = np.concatenate([self._at, np.arange(len(self.findings), len(self.findings) + len(findings))])
            is_open = np.concatenate([self._open, np.ones(len(findings), bool)])
            order = np.argsort(ids)
            self.findings = self.findings + findings
            self._ids, self._at, self._open = ids[order], at[order], is_open[order]

    def hideEvent(self, event) -> None:
        """Gone (not just its window): it follows nothing until the next announcement, and lets go of
        what it announced (findings that went are then freed elsewhere, a slice at a time)."""
        if self.isHidden():
            self.findings, self._ids, self._at, self._open = [], self._ids[:0], self._at[:0], self._open[:0]
        super().hideEvent(event)

    def _undo(self) -> None:
        self.hide()
        self.undo_clicked.emit()

    def _place(self, at_top: bool) -> None:
        parent = self.parentWidget()
        width = min(parent.width() - 24, 900)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, MARGIN if at_top else parent.height() - self.height() - MARGIN)

    def enterEvent(self, event) -> None:     # the pointer rests on it: it stays
        if self.rect().contains(self.mapFromGlobal(QCursor.pos())):     # not an entry into where it was
            self.timer.stop()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        if self.isVisible():
            self.timer.start()
        super().leaveEvent(event)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place(at_top=self.y() <= MARGIN)
        return False


def pointer_y(widget) -> int:
    """Where the pointer is, in the widget's coordinates."""
    return widget.mapFromGlobal(QCursor.pos()).y()
