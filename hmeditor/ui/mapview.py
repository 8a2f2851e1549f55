"""The map scene and view: mouse events become hex coordinates for the current tool; the view
zooms (wheel, +/-) and pans (middle button or Space + drag, scroll bars)."""

from __future__ import annotations

import contextlib

import numpy as np
from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QAction, QInputDevice, QKeySequence, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from ..core import arrays
from ..core.hexgrid import PAINT_SIZE, Layout
from ..render.painter import MapPainter
from .mapitem import MapItem
from .overlays import HexSetItem
from .session.state import EditorState
from .tools import Tool

MIN_SCALE, MAX_SCALE = 0.004, 6.0
MIN_VIEW = (240, 180)     # pixels of the map the window always shows


class MapScene(QGraphicsScene):
    hovered = Signal(int, int)      # hex under the pointer (may be off the map)
    hover_lost = Signal()           # the pointer left the map view, or the map is another one

    def __init__(self, state: EditorState, layout: Layout, parent=None):
        super().__init__(parent)
        self.state, self.layout = state, layout
        self.map_item = MapItem(state.document, MapPainter(layout))
        self.addItem(self.map_item)
        self.selection_item = self.add_overlay(HexSetItem(layout, "#1565c0", "#401e88e5", 0.07, z=10))
        self.highlight_item = self.add_overlay(HexSetItem(layout, "#d32f2f", "#30ff5252", 0.1, z=11))
        self.brush_item = self.add_overlay(HexSetItem(layout, "#ff6f00", None, 0.06, z=12))
        self.tool: Tool | None = None
        self.hover_hex = None
        self.pointer_here = False       # over the map view (the view says)
        self._pressed = False
        state.document_changed.connect(self._on_document)
        state.map_changed.connect(self.map_item.on_change)
        state.map_changed.connect(self._on_change)
        state.selection_changed.connect(self._update_selection)
        state.radius_changed.connect(self._update_brush)
        self._on_change(None)

    def add_overlay(self, item):
        self.addItem(item)
        return item

    def _on_document(self) -> None:
        self.map_item.set_document(self.state.document)
        self._on_change(None)
        self.pointer_left()

    def pointer_left(self) -> None:
        self.pointer_here = False
        self.hover_hex = None
        self._update_brush()
        self.hover_lost.emit()

    def _on_change(self, change) -> None:
        if change is None or change.size:
            self.setSceneRect(self.map_item.boundingRect().adjusted(-200, -200, 200, 200))
            self.highlight([])
        if change is None:              # another map: the selection shown is the old one's
            self.state.document.set_selection([])
        elif change.size:               # the document dropped the selection (the views heard if it had one)
            self._update_selection()

    def _update_selection(self) -> None:
        self.selection_item.set_hexes(self.state.document.selection, self.state.document.map.width)

    def highlight(self, flat) -> None:
        self.highlight_item.set_hexes(arrays.unique(np.asarray(flat, np.int64)), self.state.document.map.width)

    def set_tool(self, tool: Tool) -> None:
        if self.tool:
            self.tool.deactivate()
        self.tool = tool
        tool.activate()
        self._update_brush()

    def _update_brush(self) -> None:
        if self.hover_hex is None or not self.state.document.map.contains(*self.hover_hex):
            self.brush_item.set_hexes(np.zeros(0, np.int64), 1)
            return
        radius = None if self.tool is not None and self.tool.uses_brush else 0
        width = self.state.document.map.width
        hexes = self.state.brush_hexes(*self.hover_hex, radius)
        self.brush_item.set_hexes(arrays.unique(np.array([r * width + c for c, r in hexes], np.int64)), width)

    def hex_at(self, pos: QPointF) -> tuple[int, int]:
        return self.layout.hex_at(pos.x(), pos.y())

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.tool:
            self._pressed = True
            self.state.set_dragging(True)
            self.tool.press(*self.hex_at(event.scenePos()), event.modifiers())
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if not self.pointer_here:
            return      # the view replaying the last move after a zoom or another map: the pointer is elsewhere
        col, row = self.hex_at(event.scenePos())
        if (col, row) != self.hover_hex:
            self.hover_hex = (col, row)
            self._update_brush()
            if self._pressed and self.tool:
                self.tool.drag(col, row, event.modifiers())
            elif self.tool:
                self.tool.hover(col, row)
            self.hovered.emit(col, row)     # after the edit: the docks show the hex as painted, once
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._pressed and self.tool:
            self._pressed = False
            self.state.set_dragging(False)
            self.tool.release(*self.hex_at(event.scenePos()), event.modifiers())
        event.accept()


def is_touchpad_scroll(event) -> bool:
    """A wheel event from a touchpad (or any device that scrolls by pixels), not a mouse's wheel."""
    device = event.device()
    return (device is not None and device.type() == QInputDevice.DeviceType.TouchPad) or not event.pixelDelta().isNull()


class MapView(QGraphicsView):
    zoom_changed = Signal(float)
    first_painted = Signal()        # the map is on screen: what could wait for it starts

    def __init__(self, scene: MapScene):
        super().__init__(scene)
        self.setObjectName("map")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMouseTracking(True)
        self.setMinimumSize(*MIN_VIEW)          # docks never cover the map whole
        self.setBackgroundBrush(Qt.GlobalColor.darkGray)
        self._pan_from = None
        self._space = False
        self.scrolling = False      # the view is moving under the pointer (it replays the pointer's last move)
        self._claimed: list[QAction] = []
        self.painted = False

    @property
    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        target = min(MAX_SCALE, max(MIN_SCALE, self.scale_factor * factor))
        factor = target / self.scale_factor
        if factor != 1.0:
            with self._moving():
                self.scale(factor, factor)
            self.zoom_changed.emit(self.scale_factor)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        with self._moving():
            super().scrollContentsBy(dx, dy)

    @contextlib.contextmanager
    def _moving(self):
        """The view moves under the pointer (a pan, a zoom): the hex it replays the pointer's last
        move over is shown in the docks once the view rests. (A zoom scrolls within it.)"""
        before, self.scrolling = self.scrolling, True
        try:
            yield
        finally:
            self.scrolling = before

    def wheelEvent(self, event) -> None:
        """A mouse wheel zooms; a touchpad's two-finger scroll pans, and zooms with Ctrl held."""
        if is_touchpad_scroll(event) and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            with self._moving():
                delta = event.pixelDelta() if not event.pixelDelta().isNull() else event.angleDelta() / 2
                self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
                self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            return
        self.zoom_by(1.0015 ** (event.angleDelta().y() or event.angleDelta().x()))

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            self.first_painted.emit()

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Type.NativeGesture and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
            self.zoom_by(1.0 + event.value())          # a touchpad's pinch
            return True
        return super().viewportEvent(event)

    def fit_map(self, rect, min_hex_pixels: float = 0.0, hex_size: float = PAINT_SIZE) -> None:
        """Show the whole map; with `min_hex_pixels`, rather the top-left corner at a legible zoom."""
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        scale = self.scale_factor
        if scale * hex_size * 2 < min_hex_pixels:
            self.resetTransform()
            legible = min_hex_pixels / (hex_size * 2)
            self.scale(legible, legible)
            self.centerOn(rect.topLeft())
        elif scale > 1.5:
            self.resetTransform()
            self.scale(1.5, 1.5)
        self.zoom_changed.emit(self.scale_factor)

    # ---- keys some actions take first ----------------------------------------------------------

    def claim_keys(self, actions: list[QAction]) -> None:
        """While one of these actions is enabled, its keys on the map are its own, before any other
        action's: a floating piece's R turns it (the Reach tool's R waits), its Esc drops it."""
        self._claimed = list(actions)

    def _claimed_action(self, event) -> QAction | None:
        keys = QKeySequence(event.keyCombination())
        return next((a for a in self._claimed if a.isEnabled() and keys in a.shortcuts()), None)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._claimed_action(event) is not None:
            event.accept()          # no shortcut runs: the key comes to keyPressEvent
            return True
        return super().event(event)

    # ---- panning: middle button, or Space held with the left button ---------------------------

    def keyPressEvent(self, event) -> None:
        action = self._claimed_action(event)
        if action is not None:
            action.trigger()
            return
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        super().keyPressEvent(event)

    def leaveEvent(self, event) -> None:
        self.scene().pointer_left()
        super().leaveEvent(event)

    def keyReleaseEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().unsetCursor()
        super().keyReleaseEvent(event)

    def mousePressEvent(self, event) -> None:
        button = event.button()
        if button == Qt.MouseButton.MiddleButton or (self._space and button == Qt.MouseButton.LeftButton):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        self.scene().pointer_here = True
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(delta.y()))
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            return
        super().mouseReleaseEvent(event)
