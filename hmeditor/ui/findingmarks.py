"""Reality-check marks on the map: each hex with an open finding carries a small badge in the
colour of its worst one (error red, warning amber, info blue), so problems show without opening the
list. Accepted findings (house rules) are not marked. Counts per hex and severity follow the editor
state's findings edit by edit."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem

from ..core import arrays
from ..core.check import FindingsChange
from ..core.check.finding import SEVERITIES
from ..core.hexgrid import Layout
from ..render.symbols import Stamps
from .session.state import EditorState

COLOURS = {"error": QColor("#c62828"), "warning": QColor("#f9a825"), "info": QColor("#1e88e5")}
GLYPHS = {"error": "!", "warning": "!", "info": "i"}
LOCAL_HEXES = 1024         # a change of more hexes repaints the badges of the whole map
MIN_PIXELS = 24.0          # hexes narrower than this on screen get no badges
BADGE = (0.55, -0.38, 0.17)  # centre x, y and radius in hex sizes: upper right, clear of the hex id


class FindingMarks(QGraphicsItem):
    def __init__(self, state: EditorState, layout: Layout, z: float = 9):
        super().__init__()
        self.state, self.layout = state, layout
        self.counts = self._room = np.zeros((len(SEVERITIES), 0), np.int32)     # open findings per severity and hex
        self.font = QFont("DejaVu Sans")
        self.font.setPixelSize(round(layout.size * BADGE[2] * 1.6))
        self.font.setBold(True)
        self.stamps = Stamps()
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        state.live.findings_reset.connect(self._reset)
        state.live.findings_changed.connect(self._change)
        self._reset()

    @property
    def hex_map(self):
        return self.state.document.map

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.layout.map_size(self.hex_map.width, self.hex_map.height))

    def marked(self) -> dict[str, set[tuple[int, int]]]:
        """The marked hexes (col, row) by the severity shown on them."""
        worst = self._worst()
        return {s: {self.hex_map.offset(f) for f in np.flatnonzero(worst == i).tolist()}
                for i, s in enumerate(SEVERITIES)}

    def _reset(self) -> None:
        self.prepareGeometryChange()
        self.counts = self._zeros(self.hex_map.width * self.hex_map.height)
        self.open_marks = 0                  # the sum of the counts
        self._count(FindingsChange(self.state.live.findings, []))
        self.update()

    def _zeros(self, hexes: int) -> np.ndarray:
        """Counts of zero for this many hexes, in the memory of the last ones if it has room
        (arrays.in_corner: counting 1M hexes' findings into new memory took 15-20 ms more)."""
        counts = arrays.in_corner(self._room, (len(SEVERITIES), hexes))
        if counts is None:
            self._room = counts = np.zeros((len(SEVERITIES), hexes), np.int32)
        else:
            counts[:] = 0
        return counts

    def _change(self, change: FindingsChange) -> None:
        if self.counts.shape[1] != self.hex_map.width * self.hex_map.height:     # resized: count afresh
            self._reset()
            return
        changed = self._count(change)
        if changed:
            self.update(self._badges_rect(changed))

    def _count(self, change: FindingsChange) -> list[np.ndarray]:
        """Count the change's open findings on their hexes; returns the hexes whose counts changed."""
        changed, counted = [], change.open_hexes(self.hex_map)
        for i, severity in enumerate(SEVERITIES):
            net = counted[severity]
            if len(net.hexes):
                if net.dense is not None:
                    self.counts[i] += net.dense
                else:
                    self.counts[i][net.hexes] += net.by.astype(np.int32)        # each hex once
                self.open_marks += int(net.by.sum())
                changed.append(net.hexes)
        return changed

    def _badges_rect(self, changed: list[np.ndarray]) -> QRectF:
        """The area (map units) of the badges of these hexes: a local edit repaints only around it."""
        if sum(len(flats) for flats in changed) > LOCAL_HEXES:
            return self.boundingRect()
        rows, cols = np.divmod(np.concatenate(changed), self.hex_map.width)
        x, y = self.layout.centers(cols, rows)
        s = self.layout.size
        return QRectF(float(x.min()) - s, float(y.min()) - s, float(x.max() - x.min()) + 2 * s,
                      float(y.max() - y.min()) + 2 * s)

    def _worst(self, flat: np.ndarray | None = None) -> np.ndarray:
        """The index of the worst severity with an open finding per hex, -1 for none."""
        counts = self.counts if flat is None else self.counts[:, flat]
        found = counts > 0
        return np.where(found.any(axis=0), found.argmax(axis=0), -1)

    def paint(self, painter, option, widget=None) -> None:
        s = self.layout.size
        if s * 2 * painter.worldTransform().m11() < MIN_PIXELS or not self.open_marks:
            return
        m, r = self.hex_map, option.exposedRect
        cols, rows = self.layout.hexes_in_rect(r.left(), r.top(), r.right(), r.bottom(), m.width, m.height)
        if not cols or not rows:
            return
        c, rr = np.meshgrid(np.arange(cols.start, cols.stop), np.arange(rows.start, rows.stop))
        c, rr = c.ravel(), rr.ravel()
        worst = self._worst(rr * m.width + c)
        shown = np.flatnonzero(worst >= 0)
        x, y = self.layout.centers(c[shown], rr[shown])
        x, y, which = x + BADGE[0] * s, y + BADGE[1] * s, worst[shown]
        t = painter.deviceTransform()
        if t.type().value > QTransform.TransformationType.TxScale.value or t.m11() != t.m22():
            for severity, px, py in zip(which.tolist(), x.tolist(), y.tolist()):
                self._badge(painter, px, py, SEVERITIES[severity])
            return
        self.stamps.stamp(painter, SEVERITIES, which, x, y, self._badge_source)   # each badge rendered once per zoom

    def _badge_source(self, severity: str):
        radius = BADGE[2] * self.layout.size
        margin = radius + self.layout.size * 0.03
        return QRectF(-margin, -margin, 2 * margin, 2 * margin), lambda p: self._badge(p, 0.0, 0.0, severity)

    def _badge(self, painter, x: float, y: float, severity: str) -> None:
        """A badge centred at (x, y): a disc in the severity's colour with its glyph."""
        s = self.layout.size
        radius = BADGE[2] * s
        painter.setFont(self.font)
        painter.setPen(QPen(QColor("white"), s * 0.03))
        painter.setBrush(COLOURS[severity])
        painter.drawEllipse(QPointF(x, y), radius, radius)
        painter.setPen(QColor("white") if severity != "warning" else QColor("#3e2723"))
        painter.drawText(QRectF(x - radius, y - radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter,
                         GLYPHS[severity])
