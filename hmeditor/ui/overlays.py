"""Overlay items drawn over the map: the selection, the brush preview, highlighted hexes.

Phase 2 adds line of sight and reachable area as more HexSetItems (MapScene.add_overlay).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from ..core.hexgrid import Layout


class HexSetItem(QGraphicsItem):
    """A set of hexes outlined and tinted; paints only the hexes in the exposed area."""

    def __init__(self, layout: Layout, outline: str, fill: str | None = None, width: float = 0.08, z: float = 10):
        super().__init__()
        self.layout = layout
        self.pen = QPen(QColor(outline), layout.size * width)
        self.brush = QBrush(QColor(fill)) if fill else QBrush()
        self.polygon = QPolygonF([QPointF(x, y) for x, y in layout.corner_offsets()])
        self.x = self.y = np.zeros(0)
        self.rect = QRectF()
        self.setZValue(z)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def set_hexes(self, cols, rows) -> None:
        self.prepareGeometryChange()
        cols, rows = np.asarray(cols, np.int64), np.asarray(rows, np.int64)
        self.x, self.y = self.layout.centers(cols, rows)
        s = self.layout.size * 1.1
        self.rect = QRectF(self.x.min() - s, self.y.min() - s, np.ptp(self.x) + 2 * s,
                           np.ptp(self.y) + 2 * s) if len(cols) else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter, option, widget=None) -> None:
        r, s = option.exposedRect, self.layout.size
        inside = np.flatnonzero((self.x > r.left() - s) & (self.x < r.right() + s)
                                & (self.y > r.top() - s) & (self.y < r.bottom() + s))
        painter.setPen(self.pen)
        painter.setBrush(self.brush)
        for i in inside.tolist():
            painter.drawPolygon(self.polygon.translated(float(self.x[i]), float(self.y[i])))
