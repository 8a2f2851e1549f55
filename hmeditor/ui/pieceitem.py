"""The floating piece over the map: drawn by the map's own painter where it would land (a move of
the grid is a plain shift of its picture), a little transparent, the hexes it would cover
outlined. A piece of any size costs what is on screen."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from ..core.model import HexMap
from ..core.pieces import Piece, placement
from ..render.painter import MapPainter
from .overlays import HexSetItem

OPACITY = 0.8
COVER_OUTLINE = "#2e7d32"


class PieceItem(QGraphicsItem):
    def __init__(self, painter: MapPainter):
        super().__init__()
        self.map_painter = painter
        self.piece: Piece | None = None
        self.cover = HexSetItem(painter.layout, COVER_OUTLINE, None, 0.08, z=14)
        self.setZValue(13)
        self.setOpacity(OPACITY)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def show_piece(self, piece: Piece | None, anchor: tuple[int, int] = (0, 0), at: tuple[int, int] = (0, 0),
                   hex_map: HexMap | None = None) -> None:
        """Float `piece` with its hex `anchor` over the hex `at` of `hex_map`, outlining the hexes it
        would cover; None: nothing."""
        self.prepareGeometryChange()
        self.piece = piece
        if piece is None:
            self.cover.set_hexes(np.zeros(0, np.int64), 1)
            self.update()
            return
        (ax, ay), (x, y) = self.map_painter.layout.center(*anchor), self.map_painter.layout.center(*at)
        self.setPos(x - ax, y - ay)
        self.cover.set_hexes(np.sort(placement(piece, anchor, at).hexes(hex_map)[1]), hex_map.width)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.map_painter.map_rect(self.piece.hexes) if self.piece is not None else QRectF()

    def paint(self, painter, option, widget=None) -> None:
        if self.piece is not None:
            self.map_painter.paint(painter, self.piece.hexes, option.exposedRect, text=False, only=self.piece.inside)
