"""Small pictures of a map or a piece of one (stamps, the assembly preview), drawn by the one
painter; a map of more hexes than a small picture can show comes from its overview instead."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from ..core.model import HexMap
from .overview import Overview
from .painter import MapPainter

PAINTED_HEXES = 20_000      # more hexes than this: the overview (a hex a few pixels wide shows no more)


def thumbnail(painter: MapPainter, hex_map: HexMap, side: int, only: np.ndarray | None = None) -> QImage:
    """The map (or its hexes `only`, bool [row, col]) fitted into a side x side picture, on transparency."""
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    rect = painter.map_rect(hex_map)
    scale = side / max(rect.width(), rect.height())
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.translate((side - rect.width() * scale) / 2, (side - rect.height() * scale) / 2)
    p.scale(scale, scale)
    if only is None and hex_map.width * hex_map.height > PAINTED_HEXES:
        overview = Overview(hex_map, painter.style)         # kept while its pixels are drawn
        p.drawImage(overview.target_rect(painter.layout), overview.image())
    else:
        painter.paint(p, hex_map, QRectF(rect), text=False, only=only)
    p.end()
    return image
