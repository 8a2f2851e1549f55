"""MapItem: one graphics item for the whole map, painting only the exposed area (no item per hex)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from ..core.model import HexMap
from ..render.painter import MapPainter


class MapItem(QGraphicsItem):
    def __init__(self, hex_map: HexMap, painter: MapPainter):
        super().__init__()
        self.hex_map, self.map_painter = hex_map, painter
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def boundingRect(self) -> QRectF:
        return self.map_painter.map_rect(self.hex_map)

    def paint(self, painter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        scale = painter.worldTransform().m11()
        hex_pixels = self.map_painter.layout.size * 2 * scale
        self.map_painter.paint(painter, self.hex_map, option.exposedRect, text=hex_pixels > 36)
