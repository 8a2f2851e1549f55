"""Marks printed on every page, drawn in points (1/72 inch): the scale bar, crop marks, the page
label strip, alignment lines. Shared by the PDF pages and the export dialog's preview."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ..core.language import translate
from .sheets import Rect

PT = 72.0                       # points per inch
MM = PT / 25.4
INK = QColor("#000000")
MARK = QColor("#c0007a")        # alignment lines: magenta, as print shops mark cuts
BAR_HEIGHT = 4.0


def font(points: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(points)))       # the painter works in points: pixel size = points
    f.setBold(bold)
    return f


def pt_rect(r: Rect) -> QRectF:
    return QRectF(r.x * PT, r.y * PT, r.w * PT, r.h * PT)


def scale_bar_width() -> float:
    return PT + 34 + 14 + 25 * MM + 38


def draw_scale_bar(painter: QPainter, x: float, y: float) -> None:
    """A solid 1 inch bar and a solid 25 mm bar, ticked, top-left at (x, y): 14 pt tall."""
    painter.save()
    painter.setFont(font(7))
    for length, ticks, label in ((PT, 4, translate("Sheet", "1 inch")), (25 * MM, 5, translate("Sheet", "25 mm"))):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        painter.drawRect(QRectF(x, y + 8, length, BAR_HEIGHT))
        painter.setPen(QPen(INK, 0.5))
        for i in range(ticks + 1):
            tx = x + length * i / ticks
            painter.drawLine(QLineF(tx, y + (4 if i in (0, ticks) else 6), tx, y + 8))
        painter.drawText(QRectF(x + length + 3, y + 4, 40, 12), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter, label)
        x += length + 48
    painter.restore()


def draw_strip(painter: QPainter, strip: Rect, side: str, title: str, detail: str) -> None:
    """The page label (bold title over a detail line) and the scale bar along the strip; a strip on the
    right-hand side reads from bottom to top."""
    painter.save()
    r = pt_rect(strip)
    if side == "right":
        painter.translate(r.left(), r.bottom())
        painter.rotate(-90)
        r = QRectF(0, 0, r.height(), r.width())
    else:
        painter.translate(r.topLeft())
        r = QRectF(0, 0, r.width(), r.height())
    bar = scale_bar_width()
    painter.setPen(INK)
    text_w = r.width() - bar - 12
    painter.setFont(font(9, bold=True))
    painter.drawText(QRectF(4, 2, text_w, 13), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     painter.fontMetrics().elidedText(title, Qt.TextElideMode.ElideRight, text_w))
    painter.setFont(font(7))
    painter.drawText(QRectF(4, 15, text_w, 11), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     painter.fontMetrics().elidedText(detail, Qt.TextElideMode.ElideRight, text_w))
    draw_scale_bar(painter, r.width() - bar, 6)
    painter.restore()


def draw_crop_marks(painter: QPainter, viewport: Rect) -> None:
    """Short hairlines in the margin, in line with the corners of the printed map area."""
    r = pt_rect(viewport)
    gap, length = 2.0, 9.0
    painter.save()
    painter.setPen(QPen(INK, 0.4))
    for cx, sx in ((r.left(), -1), (r.right(), 1)):
        for cy, sy in ((r.top(), -1), (r.bottom(), 1)):
            painter.drawLine(QLineF(cx + sx * gap, cy, cx + sx * (gap + length), cy))
            painter.drawLine(QLineF(cx, cy + sy * gap, cx, cy + sy * (gap + length)))
    painter.restore()


def draw_alignment_line(painter: QPainter, a: QPointF, b: QPointF, label: str) -> None:
    """A dashed magenta line where the next page's edge goes, with a small label beside it."""
    painter.save()
    pen = QPen(MARK, 0.8, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawLine(QLineF(a, b))
    painter.setFont(font(6, bold=True))
    painter.setPen(MARK)
    vertical = abs(a.x() - b.x()) < 1e-6
    painter.translate(a)
    if vertical:
        painter.rotate(90)
    painter.drawText(QRectF(4, -9 if vertical else 1, 160, 8), Qt.AlignmentFlag.AlignLeft, label)
    painter.restore()
