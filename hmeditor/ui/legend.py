"""The legend of the overlays shown over the map (the heat map, a calculator's reach or detection):
what each colour means, in a small box at the lower left corner of the map view. It lets the
pointer through to the map and hides when no overlay with a legend is shown."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ..core.systems.base import Shading
from ..core.vocabulary import BASE_INDEX
from ..render import hex_polygon
from ..render.style import default_style

MARGIN, PADDING, SWATCH = 8, 6, 14
HEX = hex_polygon(SWATCH / 2)


def swatch(rgba: tuple[int, int, int, int]) -> QColor:
    """An overlay's tint as it looks on the map over clear ground."""
    r, g, b, a = rgba
    t, paper = a / 255, default_style().fill(BASE_INDEX["clear"], 0, 0).getRgb()[:3]
    return QColor(*(round(c * t + p * (1 - t)) for c, p in zip((r, g, b), paper)))


class OverlayLegend(QWidget):
    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.shown: dict[str, Shading] = {}       # by overlay, in the order first shown
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.bold = QFont(self.font())
        self.bold.setBold(True)
        view.installEventFilter(self)
        self.hide()

    def set_shading(self, overlay: str, shading: Shading | None) -> None:
        """Show the legend of an overlay's shading (None: the overlay is off)."""
        if shading is not None and shading.legend:
            self.shown[overlay] = shading
        else:
            self.shown.pop(overlay, None)
        self._place()

    def rows(self) -> list[tuple[str, QColor | None]]:
        """What the box shows, top to bottom: titles (no colour) and colours with their meanings."""
        out: list[tuple[str, QColor | None]] = []
        for shading in self.shown.values():
            out.append((shading.title, None))
            out.extend((words, swatch(rgba)) for rgba, words in shading.legend)
        return out

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        rows = self.rows()
        if not rows:
            self.hide()
            return
        metrics = QFontMetrics(self.bold)
        width = max(metrics.horizontalAdvance(text) + (SWATCH + PADDING if colour else 0) for text, colour in rows)
        height = len(rows) * self._line()
        self.resize(width + 2 * PADDING, height + 2 * PADDING)
        viewport = self.view.viewport().geometry()
        self.move(viewport.left() + MARGIN, viewport.bottom() - self.height() - MARGIN)
        self.show()
        self.raise_()
        self.update()

    def _line(self) -> int:
        return max(SWATCH + 2, QFontMetrics(self.bold).height())

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#5d5a52")))
        p.setBrush(QColor(255, 255, 255, 230))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
        line, y = self._line(), PADDING
        for text, colour in self.rows():
            x = PADDING
            if colour is not None:
                p.setPen(QPen(QColor("#3b3a36"), 1))
                p.setBrush(colour)
                p.drawPolygon(HEX.translated(x + SWATCH / 2, y + line / 2))
                x += SWATCH + PADDING
            p.setFont(self.bold if colour is None else self.font())
            p.setPen(QColor("#1a1a1a"))
            p.drawText(QRectF(x, y, self.width() - x, line), Qt.AlignmentFlag.AlignVCenter, text)
            y += line
        p.end()
