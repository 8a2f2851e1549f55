"""The minimap: the whole map from the cached overview picture, with the visible area framed.
Click or drag on it to move the view there. The overview is scaled to the widget once and kept;
an edit rescales only the part it changed, so a pan or a brush step repaints it by a blit."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QWidget

from .mapview import MapView


class Minimap(QWidget):
    def __init__(self, view: MapView, parent=None):
        super().__init__(parent)
        self.view = view
        self.setMinimumSize(160, 160)
        view.horizontalScrollBar().valueChanged.connect(self.update)
        view.verticalScrollBar().valueChanged.connect(self.update)
        view.zoom_changed.connect(self.update)
        self._picture: QImage | None = None      # the overview scaled to the widget

    def map_changed(self, change) -> None:
        """Follow an edit: the part of the picture its hexes cover is scaled again (all on a resize)."""
        if change is None or change.size or not len(change.hexes):
            self._picture = None
        elif self._picture is not None:
            first_col, first_row, last_col, last_row = change.bounds(self.map_item.hex_map.width)
            pixels = QRect(2 * first_col, 2 * first_row, 2 * (last_col - first_col) + 2, 2 * (last_row - first_row) + 3)
            self._scale_into(pixels.adjusted(-2, -2, 2, 2))
        self.update()

    def _scale_into(self, pixels: QRect) -> None:
        """Scale the overview's `pixels` (whole pixels of its picture) into the kept picture."""
        image = self.map_item.overview.image()
        pixels = pixels.intersected(image.rect())
        sx, sy = self._picture.width() / image.width(), self._picture.height() / image.height()
        p = QPainter(self._picture)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawImage(QRectF(pixels.x() * sx, pixels.y() * sy, pixels.width() * sx, pixels.height() * sy), image,
                    QRectF(pixels))
        p.end()

    def resizeEvent(self, event) -> None:
        self._picture = None
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(220, 220)

    @property
    def map_item(self):
        return self.view.scene().map_item

    def _frame(self) -> tuple[QRectF, QRectF]:
        """(map rectangle in scene units, where it is drawn in the widget)."""
        item = self.map_item
        scene = item.boundingRect()
        scale = min((self.width() - 8) / scene.width(), (self.height() - 8) / scene.height())
        w, h = scene.width() * scale, scene.height() * scale
        return scene, QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)

    def paintEvent(self, event) -> None:
        scene, target = self._frame()
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#5a5a5a"))
        overview = self.map_item.overview
        src = overview.target_rect(self.map_item.map_painter.layout)
        sx, sy = target.width() / scene.width(), target.height() / scene.height()
        where = QRectF(target.x() + src.x() * sx, target.y() + src.y() * sy, src.width() * sx, src.height() * sy)
        if self._picture is None or self._picture.size() != where.size().toSize():
            self._picture = QImage(where.size().toSize().expandedTo(QSize(1, 1)), QImage.Format.Format_RGB32)
            self._scale_into(overview.image().rect())
        p.drawImage(where.topLeft(), self._picture)
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        p.setPen(QPen(QColor("#ff3d00"), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(target.x() + visible.x() * sx, target.y() + visible.y() * sy,
                          visible.width() * sx, visible.height() * sy).intersected(target.adjusted(-1, -1, 1, 1)))
        p.end()

    def _navigate(self, pos: QPointF) -> None:
        scene, target = self._frame()
        self.view.centerOn((pos.x() - target.x()) * scene.width() / target.width(),
                           (pos.y() - target.y()) * scene.height() / target.height())
        self.update()

    def mousePressEvent(self, event) -> None:
        self._navigate(event.position())

    def mouseMoveEvent(self, event) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._navigate(event.position())
