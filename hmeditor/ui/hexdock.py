"""The hex dock: what is in the hex under the pointer, or a summary of the selection.

Phase 2 plugs the rules figures (movement cost per unit kind, to-hit and piloting modifiers) in
through `set_figures(fn)`, with `fn(hex_map, hexes) -> html`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from html import escape

from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from ..core.cell import format_cell
from ..core.vocabulary import BASE_TERRAINS
from ..render.style import default_style
from .tools import EditorState


class HexDock(QWidget):
    def __init__(self, state: EditorState, parent=None):
        super().__init__(parent)
        self.state = state
        self.figures: Callable | None = None
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.text)
        self.hover = None
        self.refresh()

    def set_figures(self, fn: Callable | None) -> None:
        self.figures = fn
        self.refresh()

    def show_hex(self, col: int, row: int) -> None:
        self.hover = (col, row)
        self.refresh()

    def refresh(self) -> None:
        doc = self.state.document
        m = doc.map
        if len(doc.selection) > 1:
            hexes = doc.selected_hexes()
            html = self._selection_html(hexes)
        elif self.hover and m.contains(*self.hover):
            hexes = [self.hover]
            html = self._hex_html(*self.hover)
        else:
            self.text.setHtml("<p><i>Point at a hex or select hexes.</i></p>")
            return
        if self.figures:
            html += self.figures(m, hexes)
        self.text.setHtml(html)

    def _hex_html(self, col: int, row: int) -> str:
        m = self.state.document.map
        cell = m.cell(col, row)
        labels = default_style().labels(m, col, row)
        rows = [("Hex", m.hex_id(col, row)), ("Terrain", BASE_TERRAINS[int(m.base[row, col])].label),
                ("Level", f"{cell.level:g}"), ("Labels", " · ".join(labels) or "-"), ("Text", format_cell(cell))]
        return "<table>" + "".join(f"<tr><td><b>{k}</b>&nbsp;</td><td>{escape(v)}</td></tr>" for k, v in rows) \
            + "</table>"

    def _selection_html(self, hexes) -> str:
        m = self.state.document.map
        counts = Counter(BASE_TERRAINS[int(m.base[r, c])].label for c, r in hexes)
        items = "".join(f"<li>{escape(name)}: {n}</li>" for name, n in counts.most_common())
        return f"<p><b>{len(hexes)} hexes selected</b></p><ul>{items}</ul>"
