"""A scan to trace, made from a map: printed to PNG by our export, turned and shrunk with Qt (as a
sheet lies crooked on a scanner), saved as a JPEG; with where two hexes' centres landed on it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from hmeditor.core.hexgrid import PAINT_SIZE, Layout
from hmeditor.core.model import HexMap
from hmeditor.export import Options, export_map

DPI = 50
HEX_SIZE = 1.25             # inches across the flats, as printed


def make_scan(hex_map: HexMap, folder: Path, turn: float = 7.0, scale: float = 0.8, quality: int = 85
              ) -> tuple[Path, dict[str, tuple[float, float]]]:
    """The scan's file and the image pixels of the centres of the map's first and last hexes."""
    printed = folder / "printed.png"
    export_map(hex_map, printed, Options(dpi=DPI, hex_size=HEX_SIZE))
    image = QImage(str(printed))
    transform = QImage.trueMatrix(QTransform().rotate(turn).scale(scale, scale), image.width(), image.height())
    scan = QImage(transform.mapRect(image.rect()).size(), QImage.Format.Format_RGB32)
    scan.fill(QColor("white"))
    painter = QPainter(scan)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setTransform(transform)
    painter.drawImage(0, 0, image)
    painter.end()
    path = folder / "scan.jpg"
    scan.save(str(path), "JPG", quality)
    pixels = HEX_SIZE * DPI / Layout(PAINT_SIZE).flat_width

    def landed(col: int, row: int) -> tuple[float, float]:
        x, y = Layout(PAINT_SIZE).center(col, row)
        point = transform.map(QPointF(x * pixels, y * pixels))
        return round(point.x(), 1), round(point.y(), 1)
    last = (hex_map.width - 1, hex_map.height - 1)
    return path, {hex_map.hex_id(0, 0): landed(0, 0), hex_map.hex_id(*last): landed(*last)}

