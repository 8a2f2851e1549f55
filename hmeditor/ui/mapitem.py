"""MapItem: one graphics item for the whole map (no item per hex).

It paints only the exposed area through MapPainter; when hexes are too small to read it draws
the cached low-detail overview instead, so a 500 x 500 map pans and zooms smoothly.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from ..core.edits import MapChange
from ..render.overview import Overview
from ..render.painter import MapPainter
from .document import MapDocument

LOW_DETAIL_PIXELS = 14.0   # hexes narrower than this on screen come from the overview picture
TEXT_PIXELS = 44.0         # hex ids and labels from this hex width on screen


class MapItem(QGraphicsItem):
    def __init__(self, document: MapDocument, painter: MapPainter):
        super().__init__()
        self.map_painter = painter
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self.show_text = True
        self.set_document(document)

    def set_text(self, on: bool) -> None:
        """Draw hex ids and terrain labels (when hexes are large enough to read them)."""
        self.show_text = on
        self.update()

    def set_document(self, document: MapDocument) -> None:
        self.prepareGeometryChange()
        self.document = document
        self.overview = Overview(document.map, self.map_painter.style)
        document.changed.connect(self.on_change)
        self.update()

    @property
    def hex_map(self):
        return self.document.map

    def boundingRect(self) -> QRectF:
        return self.map_painter.map_rect(self.hex_map)

    def on_change(self, change: MapChange) -> None:
        if change.size:
            self.prepareGeometryChange()
            self.overview.rebuild()
            self.update()
        elif len(change.hexes):
            self.overview.update(change.hexes)
            self.update(self.area_of(change.hexes))

    def area_of(self, flat: np.ndarray) -> QRectF:
        """The rectangle holding these hexes (the painter redraws the hexes touching it, so the
        neighbours' contour lines and roads follow)."""
        rows, cols = np.divmod(np.asarray(flat), self.hex_map.width)
        top_left = self.map_painter.hex_rect(int(cols.min()), int(rows.min()))
        bottom_right = self.map_painter.hex_rect(int(cols.max()), int(rows.max()))
        return top_left.united(bottom_right)

    def paint(self, painter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        hex_pixels = self.map_painter.layout.size * 2 * painter.worldTransform().m11()
        if hex_pixels < LOW_DETAIL_PIXELS:
            painter.drawImage(self.overview.target_rect(self.map_painter.layout), self.overview.image())
        else:
            text = self.show_text and hex_pixels >= TEXT_PIXELS
            self.map_painter.paint(painter, self.hex_map, option.exposedRect, text=text)
