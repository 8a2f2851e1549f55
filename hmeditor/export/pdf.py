"""Vector PDF at true scale through QPdfWriter: one page per tile plus the assembly page, or one
large page."""

from __future__ import annotations

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter

from ..core.model import HexMap
from .marks import PT
from .output import qt_output
from .pages import SheetPainter
from .sheets import Options, Sheet, page_problem, plan

RESOLUTION = 1200          # device units per inch; the painter is scaled to draw in points


def write_pdf(hex_map: HexMap, path: str, options: Options, progress=lambda done, total: None) -> Sheet:
    """Writes the PDF; ValueError for a single page too large to open (nothing is written)."""
    problem = options.single_page and page_problem(hex_map.width, hex_map.height, options)
    if problem:
        raise ValueError(problem)
    sheet = plan(hex_map.width, hex_map.height, options)
    with qt_output(path, b"%%EOF") as device:
        _draw(hex_map, device, sheet, progress)
    return sheet


def _draw(hex_map: HexMap, device, sheet: Sheet, progress) -> None:
    writer = QPdfWriter(device)
    writer.setResolution(RESOLUTION)
    writer.setCreator("hmeditor")
    writer.setTitle(hex_map.name or "map")
    writer.setPageLayout(QPageLayout(_page_size(sheet), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(0, "cannot start the PDF")
    try:
        pages = SheetPainter(hex_map, sheet)
        for page in range(1, sheet.page_count + 1):
            if page > 1:
                writer.newPage()
            painter.resetTransform()
            painter.scale(RESOLUTION / PT, RESOLUTION / PT)
            pages.draw_page(painter, page)
            progress(page, sheet.page_count)
    finally:
        painter.end()


def _page_size(sheet: Sheet) -> QPageSize:
    """The exact page size in points (landscape pages are stored with their long side across)."""
    w, h = sheet.page_size
    return QPageSize(QSizeF(w * PT, h * PT), QPageSize.Unit.Point, "", QPageSize.SizeMatchPolicy.ExactMatch)
