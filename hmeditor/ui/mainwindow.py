"""The main window: the map view with zoom and pan, and the hex under the cursor in the status bar."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel, QMainWindow

from ..core.hexgrid import Layout
from ..core.model import HexMap
from ..render.painter import MapPainter
from .mapitem import MapItem

HEX_SIZE = 50.0   # map units from a hex's centre to a corner


class MapView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene, on_hover):
        super().__init__(scene)
        self.on_hover = on_hover
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)

    def wheelEvent(self, event) -> None:
        factor = 1.0015 ** event.angleDelta().y()
        scale = self.transform().m11() * factor
        if 0.01 < scale < 8:
            self.scale(factor, factor)

    def fit_map(self, rect, min_hex_pixels: float = 40.0, hex_size: float = HEX_SIZE) -> None:
        """Show the whole map if its hexes stay legible, else the top-left corner at a legible zoom."""
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        scale = self.transform().m11()
        if scale * hex_size * 2 < min_hex_pixels:
            legible = min_hex_pixels / (hex_size * 2)
            self.resetTransform()
            self.scale(legible, legible)
            self.centerOn(rect.topLeft())
        elif scale > 1.5:
            self.resetTransform()
            self.scale(1.5, 1.5)

    def mouseMoveEvent(self, event) -> None:
        super().mouseMoveEvent(event)
        self.on_hover(self.mapToScene(event.position().toPoint()))


class MainWindow(QMainWindow):
    def __init__(self, hex_map: HexMap, path: str | None = None):
        super().__init__()
        self.hex_map, self.path = hex_map, path
        self.layout_ = Layout(HEX_SIZE)
        self.scene = QGraphicsScene(self)
        self.map_item = MapItem(hex_map, MapPainter(self.layout_))
        self.scene.addItem(self.map_item)
        self.view = MapView(self.scene, self._show_hex_under_cursor)
        self.setCentralWidget(self.view)
        self.hex_label = QLabel()
        self.statusBar().addPermanentWidget(self.hex_label)
        self.setWindowTitle(f"{hex_map.name or (Path(path).stem if path else 'Untitled')} - hmeditor")
        self.resize(1200, 800)
        self._fitted = False

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.view.fit_map(self.map_item.boundingRect())

    def _show_hex_under_cursor(self, point) -> None:
        col, row = self.layout_.hex_at(point.x(), point.y())
        if self.hex_map.contains(col, row):
            from ..core.cell import format_cell
            self.hex_label.setText(f"{self.hex_map.hex_id(col, row)}  {format_cell(self.hex_map.cell(col, row))}")
        else:
            self.hex_label.clear()
