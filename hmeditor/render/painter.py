"""MapPainter: draws a map, or the part of it inside a rectangle, with a QPainter.

The same code paints the editor's view, PDF pages, SVG and PNG. Coordinates are map units of a
`Layout` (hex corner radius `layout.size`, best around 50 so font sizes stay whole); the caller
sets the QPainter's transform for zoom, print scale or page offset.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from ..core.hexgrid import Layout
from ..core.model import HexMap
from ..core.vocabulary import BASE_INDEX
from .style import Style, default_style

WATER = BASE_INDEX["water"]
GRID_COLOUR = QColor("#3b3a36")
TEXT_COLOUR = QColor("#222222")


class MapPainter:
    def __init__(self, layout: Layout, style: Style | None = None):
        self.layout = layout
        self.style = style or default_style()
        corners = layout.corner_offsets()
        self.hex_polygon = QPolygonF([QPointF(x, y) for x, y in corners])
        size = layout.size
        self.id_font = _font(size * 0.26, bold=False)
        self.label_font = _font(size * 0.2, bold=True)
        self.level_font = _font(size * 0.3, bold=True)
        self.grid_pen = QPen(GRID_COLOUR, max(0.5, size * 0.035))
        self.grid_pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)

    def map_rect(self, hex_map: HexMap) -> QRectF:
        w, h = self.layout.map_size(hex_map.width, hex_map.height)
        return QRectF(0, 0, w, h)

    def paint(self, painter: QPainter, hex_map: HexMap, rect: QRectF | None = None, text: bool = True) -> None:
        """Draw the hexes that touch `rect` (the whole map when None)."""
        rect = rect or self.map_rect(hex_map)
        cols, rows = self.layout.hexes_in_rect(rect.left(), rect.top(), rect.right(), rect.bottom(),
                                               hex_map.width, hex_map.height)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._fills(painter, hex_map, cols, rows)
        self._grid(painter, cols, rows)
        if text:
            self._texts(painter, hex_map, cols, rows)
        painter.restore()

    def _fills(self, painter: QPainter, hex_map: HexMap, cols: range, rows: range) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        base, level, depth = hex_map.base, hex_map.level, hex_map.params[..., 0]
        for col in cols:
            for row in rows:
                b = int(base[row, col])
                d = float(depth[row, col]) if b == WATER else 0.0
                painter.setBrush(self.style.fill(b, d, float(level[row, col])))
                painter.drawPolygon(self.hex_polygon.translated(*self.layout.center(col, row)))

    def _grid(self, painter: QPainter, cols: range, rows: range) -> None:
        painter.setPen(self.grid_pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for col in cols:
            for row in rows:
                painter.drawPolygon(self.hex_polygon.translated(*self.layout.center(col, row)))

    def _texts(self, painter: QPainter, hex_map: HexMap, cols: range, rows: range) -> None:
        size = self.layout.size
        painter.setPen(TEXT_COLOUR)
        for col in cols:
            for row in rows:
                x, y = self.layout.center(col, row)
                painter.setFont(self.id_font)
                painter.drawText(QRectF(x - size * 0.6, y - size * 0.84, size * 1.2, size * 0.32),
                                 Qt.AlignmentFlag.AlignCenter, hex_map.hex_id(col, row))
                level = float(hex_map.level[row, col])
                lines = self.style.labels(hex_map, col, row) if hex_map.base[row, col] or hex_map.mods[row, col] else []
                if level:
                    lines.insert(0, f"LEVEL {level:g}")
                if lines:
                    painter.setFont(self.label_font)
                    painter.drawText(QRectF(x - size * 0.75, y + size * 0.12, size * 1.5, size * 0.7),
                                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                                     "\n".join(lines[:3]))


def _font(pixel_size: float, bold: bool) -> QFont:
    """A font sized in map units (pixel sizes follow the painter's transform on every device)."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font
