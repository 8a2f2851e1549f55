"""The minimap: the whole map from the cached overview picture, with the visible area framed.
Click or drag on it to move the view there."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
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
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        overview = self.map_item.overview
        src = overview.target_rect(self.map_item.map_painter.layout)
        sx, sy = target.width() / scene.width(), target.height() / scene.height()
        p.drawImage(QRectF(target.x() + src.x() * sx, target.y() + src.y() * sy, src.width() * sx,
                           src.height() * sy), overview.image())
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
