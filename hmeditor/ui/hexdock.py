"""The hex dock: what is in the hex under the pointer, or a summary of the selection, with the
figures of the chosen game system for it (BattleTech: movement cost per unit kind, piloting, to-hit)
under the rules in use.
"""

from __future__ import annotations

from html import escape

import numpy as np
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from ..core.systems.base import Cell, Table
from ..core.vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS
from ..core.wording import terrain_words
from ..render.style import default_style
from .session.state import EditorState, RestTimer
from .tones import tone

FIRST_COLUMN = 40        # per cent of a table's width for its first column (what each row is about)


def _small(text: str) -> str:
    return f"<br><span style='color:{tone('note')}; font-size:small'>{escape(text)}</span>" if text else ""


def cell_html(cell: Cell) -> str:
    text = escape(cell.text)
    if cell.tone == "strong":
        text = f"<b>{text}</b>"
    elif cell.tone == "barred":
        text = f"<span style='color:{tone('barred')}'>{text}</span>"
    return text + _small(cell.detail)


def table_html(table: Table) -> str:
    widths = [f" width='{FIRST_COLUMN}%'"] + [""] * (len(table.header) - 1)     # the units' names have room
    head = ("<tr>" + "".join(f"<th align='left'{w}>{escape(h)}</th>" for h, w in zip(table.header, widths)) + "</tr>"
            if any(table.header) else "")      # a table of named figures has no header
    rows = "".join("<tr>" + "".join(f"<td>{cell_html(c)}</td>" for c in row) + "</tr>" for row in table.rows)
    note = f"<p style='color:{tone('note')}'>{escape(table.note)}</p>" if table.note else ""
    return (f"<p><b>{escape(table.title)}</b></p>"
            "<table cellspacing='0' cellpadding='3' border='1' style='border-color:#ccc' width='100%'>"
            f"{head}{rows}</table>{note}")


class HexDock(QWidget):
    def __init__(self, state: EditorState, parent=None):
        super().__init__(parent)
        self.state = state
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.text)
        self.hover = None
        self.shown = None          # what the text shows: laying out the tables again costs milliseconds
        self._rest = RestTimer(state, lambda: self.refresh(force=False), self)
        for signal in (state.selection_changed, state.rules_changed):
            signal.connect(self.refresh)
        state.document_changed.connect(self._new_document)
        state.map_changed.connect(self._on_change)
        self.refresh()

    def show_hex(self, col: int, row: int, moving: bool = False) -> None:
        """Show the hex under the pointer (it stays shown when the pointer leaves the map, to be
        read); during a drag or while the view is `moving` under the pointer (a pan), once they
        rest (laying out the tables takes longer than a frame)."""
        self.hover = (col, row)
        if self.state.dragging or moving:
            self._rest.start()
        else:
            self.refresh()

    def _new_document(self) -> None:
        self.hover = None       # a hex of the map before
        self.refresh()

    def _on_change(self, change) -> None:
        if self.state.dragging:
            self._rest.start()
        else:
            self.refresh(force=bool(change.conditions or change.size or len(self.state.document.selection) > 1))

    def refresh(self, *_, force: bool = True) -> None:
        """Show the hex under the pointer or the selection; unless `force`, only when the hex or its
        contents differ from what is shown (a brush stroke changes many hexes, rarely the one shown)."""
        doc = self.state.document
        m = doc.map
        if len(doc.selection) > 1:
            hexes = [m.offset(f) for f in doc.selection[:2].tolist()]   # the figures are of the first hex
            shown, html = ("selection",), self._selection_html(doc.selection)
        elif self.hover and m.contains(*self.hover):
            hexes = [self.hover]
            shown, html = (self.hover, m.cell(*self.hover)), None
        else:
            self.shown = None
            self.text.setHtml("<p><i>" + escape(self.tr("Point at a hex or select hexes.")) + "</i></p>")
            return
        if not force and shown == self.shown:
            return
        self.shown = shown
        html = html or self._hex_html(*self.hover)
        figures = self.state.system.hex_figures
        if figures is not None:
            html += "".join(table_html(t) for t in figures(m, self.state.rules, hexes))
        self.text.setHtml(html)

    def _hex_html(self, col: int, row: int) -> str:
        m = self.state.document.map
        cell = m.cell(col, row)
        labels = default_style().labels(m, col, row)
        mods = [terrain_words(MODIFICATIONS[MOD_INDEX[name]], params) for name, params in cell.mods]
        rows = [(self.tr("Hex"), m.hex_id(col, row)),
                (self.tr("Terrain"), terrain_words(BASE_TERRAINS[BASE_INDEX[cell.base]], cell.params)),
                (self.tr("Modifications"), ", ".join(mods) or "-"),
                (self.tr("Level"), QLocale().toString(float(cell.level), "g", 6)),
                (self.tr("Labels"), " · ".join(labels) or "-")]
        return "<table>" + "".join(f"<tr><td><b>{escape(k)}</b>&nbsp;</td><td>{escape(v)}</td></tr>"
                                   for k, v in rows) + "</table>"

    def _selection_html(self, flat: np.ndarray) -> str:
        counts = np.bincount(self.state.document.map.base.reshape(-1)[flat], minlength=len(BASE_TERRAINS))
        most = sorted(np.flatnonzero(counts).tolist(), key=lambda b: -counts[b])
        items = "".join(f"<li>{escape(BASE_TERRAINS[b].label)}: {counts[b]}</li>" for b in most)
        return "<p><b>" + escape(self.tr("%n hex(es) selected", "", len(flat))) + f"</b></p><ul>{items}</ul>"
