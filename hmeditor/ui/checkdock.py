"""The live reality check list (docs/reality-check.md, "In the editor").

The editor state's checker follows the document (only what an edit can affect is re-checked);
this dock shows its findings as they change. The current finding's hexes are outlined on the map
(whatever makes it current: a click, Apply fix moving on to the next one, an undo); clicking a
finding also selects its hexes. Apply fix and Accept / Un-accept are edits, one undo step each.
Accepted findings the map no longer has (it changed since: a house rule accepted at 60 °C on a map
now at -20 °C) are named under the list as not in force, with a button to forget them.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left, bisect_right
from collections import Counter
from functools import cache
from html import escape
from itertools import accumulate, groupby

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractListModel, QCoreApplication, QModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..core.check import Finding, FindingsChange, accept_edit, fix_edit, unaccept_edit
from ..core.check.finding import split_accepted
from ..core.edits import SetAccepted
from .session.state import EditorState
from .tones import tone

ICONS = {"error": QStyle.StandardPixmap.SP_MessageBoxCritical,
         "warning": QStyle.StandardPixmap.SP_MessageBoxWarning,
         "info": QStyle.StandardPixmap.SP_MessageBoxInformation}
HEXES_SHOWN = 6
ROW_BY_ROW = 100          # more changes than this at once: the list is reset instead (one layout, not one per row)
WRAPPED_ROWS = 200        # up to this many findings, each row is as tall as its whole message (laid out
                          # again whole at each change: 500 rows took a third of a second)
TOOLTIP_HEXES = 60
SEVERITY_NAMES = {"error": QT_TRANSLATE_NOOP("CheckDock", "Error"),
                  "warning": QT_TRANSLATE_NOOP("CheckDock", "Warning"),
                  "info": QT_TRANSLATE_NOOP("CheckDock", "Info")}


@cache
def severity_icon(severity: str) -> QIcon:
    """The style's icon for a severity (asked of the style once: each asking draws it again)."""
    return QApplication.style().standardIcon(ICONS[severity])


def summary(counts: Counter) -> str:
    """ "2 errors, 1 warning, 3 infos (1 accepted)" or "no findings", from counts by (severity, accepted)."""
    counted = {"error": lambda n: CheckDock.tr("%n error(s)", "", n),      # CheckDock.tr, not translate():
               "warning": lambda n: CheckDock.tr("%n warning(s)", "", n),  # lupdate reads a count only in tr
               "info": lambda n: CheckDock.tr("%n info(s)", "", n)}
    parts = [counted[severity](n) for severity in ("error", "warning", "info") if (n := counts[(severity, False)])]
    accepted = sum(n for (_, acc), n in counts.items() if acc)
    text = ", ".join(parts) or QCoreApplication.translate("CheckDock", "no findings")
    return text + (" " + CheckDock.tr("(%n accepted)", "", accepted) if accepted else "")


def more(shown: str, total: int, listed: int) -> str:
    """Hex ids listed, "and N more" when not all are."""
    if total <= listed:
        return shown
    return CheckDock.tr("{hexes} and %n more", "", total - listed).format(hexes=shown)


def tooltip(f: Finding) -> str:
    """The whole finding (rich text, so the tooltip wraps); the list row elides what does not fit."""
    hexes = more(", ".join(f.hexes[:TOOLTIP_HEXES]), len(f.hexes), TOOLTIP_HEXES)
    severity = QCoreApplication.translate("CheckDock", SEVERITY_NAMES.get(f.severity, f.severity))
    accepted = " - " + escape(QCoreApplication.translate("CheckDock", "accepted house rule")) if f.accepted else ""
    lines = [f"<b>{escape(severity)}</b> ({escape(f.rule)}){accepted}", escape(f.message),
             escape(QCoreApplication.translate("CheckDock", "Hexes: {hexes}").format(hexes=hexes) if hexes else
                    QCoreApplication.translate("CheckDock", "Whole map")),
             escape(QCoreApplication.translate("CheckDock", "Fix: {fix}").format(fix=f.fix)) if f.fix else ""]
    return "<qt>" + "<br>".join(line for line in lines if line) + "</qt>"


def finding_hexes(hex_map, finding: Finding) -> list[int]:
    """The flat indices of a finding's hexes (given by the check, or read from their ids)."""
    if finding.flats is not None:
        return np.asarray(finding.flats, np.int64).tolist()
    return [hex_map.flat(*hex_map.parse_hex_id(h)) for h in finding.hexes]


class FindingsModel(QAbstractListModel):
    """The findings in order (Finding.sort_key), kept rule by rule: each rule's findings in order
    under its place in the order (Finding.rule_key). The checks run on the check thread replace
    rules' findings whole, and so does the list, with no pass over them (a frost on a big map makes
    160k); a small change is made row by row (maps can have many thousands)."""

    def __init__(self):
        super().__init__()
        self._blocks: dict[tuple[int, str], list[Finding]] = {}
        self._places: list[tuple[int, str]] = []     # the blocks' places, in order
        self._starts: list[int] = [0]                # the row each block starts at; the last: the rows
        self.counts: Counter = Counter()             # by (severity, accepted)
        self.accepted: dict[tuple, Finding] = {}     # the accepted findings by key

    @property
    def findings(self) -> list[Finding]:
        """All of them, in order (a new list)."""
        return [f for place in self._places for f in self._blocks[place]]

    def finding(self, row: int) -> Finding:
        at = bisect_right(self._starts, row) - 1
        return self._blocks[self._places[at]][row - self._starts[at]]

    def row_of(self, finding: Finding) -> int | None:
        """The row of the finding with the same key, if the list has one."""
        block = self._blocks.get(finding.rule_key(), [])
        i = bisect_left(block, finding.sort_key(), key=Finding.sort_key)
        if i < len(block) and block[i].key == finding.key:
            return self._starts[self._places.index(finding.rule_key())] + i
        return None

    def set_findings(self, findings: list[Finding]) -> None:
        self.beginResetModel()
        self._blocks = {place: list(block) for place, block in groupby(findings, key=Finding.rule_key)}
        self._ordered()
        self.counts = Counter((f.severity, f.accepted) for f in findings)
        self.accepted = {f.key: f for f in findings if f.accepted}
        self.endResetModel()

    def change(self, change: FindingsChange) -> bool:
        """Apply the change row by row, or (a big one, e.g. after a fill) as new lists of the rules it
        touches; True when the list was reset (the view's current row is then lost)."""
        blocks = None
        if len(change) > ROW_BY_ROW:
            blocks = self._merged(change) if change.blocks is None else change.blocks
        if blocks is not None:
            self.beginResetModel()
            self._blocks.update(blocks)
            self._ordered()
            self.endResetModel()
        else:
            self._row_by_row(change)
        self.counts.update(change.counts)
        appeared, disappeared = change.accepted
        for f in disappeared:
            self.accepted.pop(f.key, None)
        self.accepted.update((f.key, f) for f in appeared)
        return blocks is not None

    def _ordered(self) -> None:
        """Drop empty blocks; the places in order and where each block starts."""
        self._blocks = {place: block for place, block in self._blocks.items() if block}
        self._places = sorted(self._blocks)
        self._starts = [0, *accumulate(len(self._blocks[place]) for place in self._places)]

    def _merged(self, change: FindingsChange) -> dict[tuple[int, str], list[Finding]] | None:
        """The new findings of each rule the change touches; None if the list does not hold the
        findings that went."""
        appeared = {place: list(fs) for place, fs in groupby(change.appeared, key=Finding.rule_key)}
        disappeared = {place: list(fs) for place, fs in groupby(change.disappeared, key=Finding.rule_key)}
        out = {}
        for place in appeared.keys() | disappeared.keys():
            gone = {id(f) for f in disappeared.get(place, ())}
            kept = [f for f in self._blocks.get(place, ()) if id(f) not in gone]
            if len(kept) != len(self._blocks.get(place, ())) - len(gone):
                return None
            out[place] = list(heapq.merge(kept, appeared.get(place, ()), key=Finding.sort_key))
        return out

    def _row_by_row(self, change: FindingsChange) -> None:
        for f in change.disappeared:
            place = f.rule_key()
            block = self._blocks[place]
            i = bisect_left(block, f.sort_key(), key=Finding.sort_key)
            while block[i] != f:
                i += 1
            row = self._starts[self._places.index(place)] + i
            self.beginRemoveRows(QModelIndex(), row, row)
            del block[i]
            self._ordered()
            self.endRemoveRows()
        for f in change.appeared:
            place = f.rule_key()
            block = self._blocks.setdefault(place, [])
            i = bisect_right(block, f.sort_key(), key=Finding.sort_key)
            row = self._starts[bisect_left(self._places, place)] + i
            self.beginInsertRows(QModelIndex(), row, row)
            block.insert(i, f)
            self._ordered()
            self.endInsertRows()

    def rowCount(self, parent=None) -> int:
        return 0 if parent is not None and parent.isValid() else self._starts[-1]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        f = self.finding(index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            hexes = more(", ".join(f.hexes[:HEXES_SHOWN]), len(f.hexes), HEXES_SHOWN)
            accepted = "  [" + QCoreApplication.translate("CheckDock", "accepted house rule") + "]" if f.accepted \
                else ""
            where = f": {hexes}" if hexes else " (" + QCoreApplication.translate("CheckDock", "whole map") + ")"
            return (f"{f.message}{accepted}\n{f.rule}{where}"
                    + ("\n" + QCoreApplication.translate("CheckDock", "Fix: {fix}").format(fix=f.fix) if f.fix else ""))
        if role == Qt.ItemDataRole.DecorationRole:
            return severity_icon(f.severity)
        if role == Qt.ItemDataRole.ForegroundRole and f.accepted:
            return QColor(tone("accepted"))
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(f)
        return None


class CheckDock(QWidget):
    outline_changed = Signal(object)  # flat indices of the current finding's hexes (none: no current finding)
    summary_changed = Signal(str)

    def __init__(self, state: EditorState, parent=None):
        super().__init__(parent)
        self.state = state
        self.model = FindingsModel()
        # A one-column table, not a QListView: that lays all its rows out again after each insertion
        # (a tenth of a second at 14k findings); a table's rows of one fixed height need no layout.
        self.list = QTableView()
        self.list.setModel(self.model)
        self.list.horizontalHeader().hide()
        self.list.horizontalHeader().setStretchLastSection(True)
        self.list.verticalHeader().hide()
        self.list.verticalHeader().setDefaultSectionSize(2 * self.list.fontMetrics().lineSpacing() + 6)
        self.row_mode = None
        self.list.setShowGrid(False)
        self.list.setWordWrap(True)                       # the whole message, while the list is short
        self.list.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setAlternatingRowColors(True)
        self.list.clicked.connect(self._chosen)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.fix_text = QLabel(wordWrap=True)          # what Apply fix will do, before it is clicked
        self.fix_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.fix_button = QPushButton(self.tr("Apply fix"))
        self.accept_button = QPushButton(self.tr("Accept (house rule)"))
        self.fix_button.clicked.connect(self.apply_fix)
        self.accept_button.clicked.connect(self.toggle_accepted)
        buttons = QHBoxLayout()
        buttons.addWidget(self.fix_button)
        buttons.addWidget(self.accept_button)
        self.stale = QLabel(wordWrap=True)
        self.forget_button = QPushButton(self.tr("Forget"))
        self.forget_button.setToolTip(self.tr("Drop the accepted findings the map no longer has from its house rules"))
        self.forget_button.clicked.connect(self.forget_stale)
        stale_row = QHBoxLayout()
        stale_row.addWidget(self.stale, 1)
        stale_row.addWidget(self.forget_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.status)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.fix_text)
        layout.addLayout(buttons)
        layout.addLayout(stale_row)
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        state.live.findings_reset.connect(self._reset)
        state.live.findings_changed.connect(self._apply)
        state.map_changed.connect(lambda change: self._show_stale() if change.accepted else None)
        state.live.checking_changed.connect(self._show_summary)
        self._reset()

    @property
    def findings(self) -> list[Finding]:
        return self.model.findings

    def _reset(self) -> None:
        """A new list (another map, other rules, a new size): the current finding stays current if
        the new list has it, outlined where it is now."""
        current = self.current()
        self.model.set_findings(self.state.live.findings)
        row = self.model.row_of(current) if current is not None else None
        if row is not None:
            self.list.setCurrentIndex(self.model.index(row))
        self._show_summary()
        self._current_changed()

    def _apply(self, change: FindingsChange) -> None:
        current = self.current()
        self.model.change(change)
        if current is not None and (self.current() is None or self.current().key != current.key):
            row = self.model.row_of(current)                    # accepted, reworded, or the list reset
            if row is not None:
                self.list.setCurrentIndex(self.model.index(row))
        self._show_summary()
        self._current_changed()

    def _fit_rows(self) -> None:
        """Rows as tall as their whole message while the list is short; a long list (thousands of
        findings, laid out again at every change) keeps rows of two lines, the rest in the tooltip."""
        mode = QHeaderView.ResizeMode.ResizeToContents if self.model.rowCount() <= WRAPPED_ROWS \
            else QHeaderView.ResizeMode.Fixed
        if mode != self.row_mode:
            self.row_mode = mode
            self.list.verticalHeader().setSectionResizeMode(mode)

    def _show_summary(self) -> None:
        self._fit_rows()
        text = summary(self.model.counts) + (" " + self.tr("(checking...)") if self.state.live.checking() else "")
        self.summary_text = text
        self.status.setText(f"{self.state.system.title}: {text}")
        self.status.setToolTip(self.tr("The checks of every map and those of {system}, the game system chosen in the "
                                       "calculator dock").format(system=self.state.system.title))
        self.summary_changed.emit(text)
        self._update_buttons()
        self._show_stale()

    def stale_accepted(self) -> list:
        """The map's accepted entries of the rules checked that cover none of its findings any more
        (another game system's house rules are not this check's to forget)."""
        m = self.state.document.map
        if not m.accepted:
            return []
        checked = {c.rule for c in self.state.live.checker.checks}
        return split_accepted(m.accepted, list(self.model.accepted.values()), checked)[1]

    def _show_stale(self) -> None:
        stale = self.stale_accepted()
        names = ", ".join(f"{a.rule}{' ' + ' '.join(a.hexes[:3]) if a.hexes else ''}" for a in stale)
        self.stale.setText(self.tr("Accepted before, no longer on this map (not in force): {rules}").format(
            rules=names) if stale else "")
        self.stale.setVisible(bool(stale))
        self.forget_button.setVisible(bool(stale))

    def forget_stale(self) -> None:
        stale = self.stale_accepted()
        if stale:
            keep = tuple(a for a in self.state.document.map.accepted if a not in stale)
            self.state.document.push(SetAccepted(keep), self.tr("Forget house rules that no longer apply"))

    def current(self) -> Finding | None:
        index = self.list.currentIndex()
        return self.model.finding(index.row()) if index.isValid() else None

    def show_finding(self, finding: Finding) -> None:
        """Make the finding current, select and highlight its hexes (as a click on it does)."""
        row = self.model.row_of(finding)
        if row is not None:
            self.list.setCurrentIndex(self.model.index(row))
            self.list.scrollTo(self.model.index(row))
            self._chosen(self.model.index(row))

    def _current_changed(self, *_) -> None:
        """Outline the current finding's hexes (they may have changed with it), update the buttons."""
        f = self.current()
        self.outline_changed.emit(finding_hexes(self.state.document.map, f) if f else [])
        self._update_buttons()

    def _update_buttons(self, *_) -> None:
        f = self.current()
        self.fix_button.setEnabled(bool(f and f.fix))
        self.fix_button.setToolTip(self.tr("Fix: {fix}").format(fix=f.fix) if f and f.fix else
                                   self.tr("This finding has no fix"))
        self.fix_text.setText(self.tr("<b>Apply fix</b> will {fix}.").format(fix=escape(f.fix, quote=False))
                              if f and f.fix else "")
        self.fix_text.setVisible(bool(f and f.fix))
        self.accept_button.setEnabled(f is not None)
        self.accept_button.setText(self.tr("Un-accept") if f and f.accepted else self.tr("Accept (house rule)"))

    def _chosen(self, index) -> None:
        self.state.document.set_selection(finding_hexes(self.state.document.map, self.model.finding(index.row())))

    def apply_fix(self) -> None:
        f = self.current()
        edit = fix_edit(self.state.document.map, f, self.state.live.rules) if f else None
        if edit is not None:
            self.state.document.push(edit, self.tr("Fix {rule}: {fix}").format(rule=f.rule, fix=f.fix))

    def toggle_accepted(self) -> None:
        f = self.current()
        if f is None:
            return
        m = self.state.document.map
        if f.accepted:
            self.state.document.push(unaccept_edit(m, f), self.tr("Un-accept {rule}").format(rule=f.rule))
        else:
            self.state.document.push(accept_edit(m, f), self.tr("Accept {rule} as a house rule").format(rule=f.rule))
