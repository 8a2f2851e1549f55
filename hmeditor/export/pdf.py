"""Vector PDF at true scale through QPdfWriter: one page per tile plus the assembly page, or one
large page. Qt holds a page's drawing in memory until the page ends, so a large single page is
drawn in parts, each on a page of its own, then laid on one page (pdfjoin)."""

from __future__ import annotations

import functools

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

from ..core.model import HexMap
from ..render import painting
from .marks import PT
from .output import qt_output
from .pages import SheetPainter
from .sheets import Options, Sheet, page_problem, plan

RESOLUTION = 1200          # device units per inch; the painter is scaled to draw in points


def write_pdf(hex_map: HexMap, path: str, options: Options, progress=lambda done, total: None) -> Sheet:
    """Writes the PDF (the pages `options.pages` names, or all); ValueError for a single page too large
    to open or a page the sheet does not have (nothing is written)."""
    problem = options.single_page and page_problem(hex_map.width, hex_map.height, options)
    if problem:
        raise ValueError(problem)
    sheet = plan(hex_map.width, hex_map.height, options)
    pages = sheet.printed_pages()
    with qt_output(path, b"%%EOF") as device:
        if _draw(hex_map, device, sheet, pages, progress) > len(pages):
            from .pdfjoin import join_pages  # here: pypdf takes 12 MB, which no other export needs
            device.flush()
            join_pages(device.handle())
    return sheet


def _draw(hex_map: HexMap, device, sheet: Sheet, pages, progress) -> int:
    """Draws the sheet's `pages`, a single page in its parts, each part on a page; the number of pages."""
    writer = QPdfWriter(device)
    writer.setResolution(RESOLUTION)
    if sheet.options.greyscale:
        writer.setColorModel(QPdfWriter.ColorModel.Grayscale)
    writer.setCreator("hmeditor")
    writer.setTitle(hex_map.name or "map")
    writer.setPageLayout(QPageLayout(_page_size(sheet), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    with painting(writer, "PDF") as painter:
        sheet_painter = SheetPainter(hex_map, sheet)
        drawings = sheet_painter.single_page_parts() if sheet.single else \
            [functools.partial(sheet_painter.draw_page, page=page) for page in pages]
        for n, draw in enumerate(drawings):
            if n:
                writer.newPage()
            painter.resetTransform()
            painter.scale(RESOLUTION / PT, RESOLUTION / PT)
            draw(painter)
            progress(n + 1, len(drawings))
    return len(drawings)


def _page_size(sheet: Sheet) -> QPageSize:
    """The exact page size in points (landscape pages are stored with their long side across)."""
    w, h = sheet.page_size
    return QPageSize(QSizeF(w * PT, h * PT), QPageSize.Unit.Point, "", QPageSize.SizeMatchPolicy.ExactMatch)
