"""SVG of the whole map at true scale (the hex size across the flats), as vector graphics."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator

from ..core.model import HexMap
from .marks import PT
from .output import qt_output
from .pages import SheetPainter
from .sheets import Options, Rect, plan


def write_svg(hex_map: HexMap, path: str, options: Options) -> None:
    sheet = plan(hex_map.width, hex_map.height, Options(hex_size=options.hex_size, single_page=True))
    with qt_output(path) as device:
        _draw(hex_map, device, sheet, options)


def _draw(hex_map: HexMap, device, sheet, options: Options) -> None:
    mw, mh = sheet.map_size
    size = QSize(round(mw * PT), round(mh * PT))
    generator = QSvgGenerator()
    generator.setOutputDevice(device)
    generator.setResolution(round(PT))             # user units are points: width/height come out in mm
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle(hex_map.name or "map")
    generator.setDescription(f"{hex_map.width} x {hex_map.height} hexes, {options.hex_size:g} in across the flats")
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError(0, "cannot start the SVG")
    try:
        SheetPainter(hex_map, sheet).draw_map(painter, QRectF(0, 0, mw * PT, mh * PT), Rect(0, 0, mw, mh))
    finally:
        painter.end()
