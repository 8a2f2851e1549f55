"""A small picture of a whole map (the generator's preview, the library's thumbnails), drawn by the
one painter: hexes with their symbols where they are big enough to see, else the low-detail
overview (a hex's fill colour per hex). QImage only: it may be drawn on any thread."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from ..core.hexgrid import PAINT_SIZE, Layout
from ..core.model import HexMap
from . import painting
from .overview import Overview
from .painter import MapPainter

DRAWN_PIXELS = 6.0          # hexes at least this wide in the picture are drawn; smaller, the overview
BACKGROUND = QColor("#ffffff")


def map_picture(hex_map: HexMap, longest: int) -> QImage:
    """The whole map in a picture `longest` pixels on its longer side."""
    layout = Layout(PAINT_SIZE)
    w, h = layout.map_size(hex_map.width, hex_map.height)
    scale = longest / max(w, h)
    image = QImage(max(1, round(w * scale)), max(1, round(h * scale)), QImage.Format.Format_RGB32)
    image.fill(BACKGROUND)
    with painting(image) as painter:
        painter.scale(scale, scale)
        if 2 * PAINT_SIZE * scale >= DRAWN_PIXELS:
            MapPainter(layout).paint(painter, hex_map, QRectF(0, 0, w, h), text=False)
        else:
            overview = Overview(hex_map)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawImage(overview.target_rect(layout), overview.image(), QRectF(overview.image().rect()),
                              Qt.ImageConversionFlag.AutoColor)
    return image
