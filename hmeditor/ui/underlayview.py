"""The underlay on screen: its picture read from the map's `underlay:` block (relative to the map's
file) and handed to the map's painter, which draws it under the grid; shown or hidden (a view
setting); its opacity previewed while a slider moves. A picture that cannot be read is a warning,
never a refusal: the map opens without it.

Aligning: `Aligner`, while it is active, takes two clicks on the picture, at the centres of two
hexes the user named, and pushes the aligned block as one undo step."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem

from ..core.edits import SetExtra
from ..core.underlay import KEY, Underlay, aligned, inverse, moved, underlay_of
from ..render.tracing import UnderlayPicture, read_picture
from .session.state import EditorState


class UnderlayView(QObject):
    changed = Signal()              # the picture, its placement or whether it shows
    warning = Signal(str)           # the picture cannot be read

    def __init__(self, state: EditorState, map_item, parent: QObject | None = None):
        super().__init__(parent)
        self.state, self.map_item = state, map_item
        self.picture: UnderlayPicture | None = None
        self.problem: str | None = None         # why the map's picture is not shown
        self.visible = True
        self._source = None                     # (block, picture file) the picture was read for
        state.document_changed.connect(self.reload)
        state.path_changed.connect(self.reload)
        state.map_changed.connect(lambda change: (change.meta or change.size) and self.reload())
        self.reload()

    @property
    def underlay(self) -> Underlay | None:
        return underlay_of(self.state.document.map)

    def reload(self) -> None:
        """Read the picture again when the block names another one; place it as the block says."""
        underlay, path = self.underlay, self.state.document.path
        image_path = underlay.image_path(path) if underlay else None
        if underlay is None:
            self.picture, self.problem = None, None
        elif self._source is None or self._source[1] != image_path:
            image, self.problem = read_picture(image_path)
            self.picture = None if image is None else self._placed(image, underlay)
            if self.problem:
                self.warning.emit(self.problem)
        elif self.picture is not None:
            self.picture = self._placed(self.picture.image, underlay)
        self._source = (underlay, image_path)
        self._show()

    def _placed(self, image, underlay: Underlay) -> UnderlayPicture:
        return UnderlayPicture(image, underlay, self.state.document.map, self.map_item.map_painter.layout)

    def printed(self) -> str | None:
        """The picture file to print with the map: when the block says so and the picture is read."""
        underlay = self.underlay
        if underlay is None or not underlay.print or self.picture is None:
            return None
        return str(underlay.image_path(self.state.document.path))

    def set_visible(self, on: bool) -> None:
        self.visible = on
        self._show()

    def preview_opacity(self, opacity: float) -> None:
        """Show the picture at this opacity (not yet the map's: `set_block` makes it so)."""
        if self.picture is not None:
            self.picture.underlay = self.picture.underlay._replace(opacity=opacity)
            self._show(announce=False)

    def set_block(self, underlay: Underlay | None, text: str) -> None:
        """Change the map's underlay block (one undo step); None removes it."""
        self.state.document.push(SetExtra(KEY, None if underlay is None else underlay.to_value()), text)

    def _show(self, announce: bool = True) -> None:
        shown = self.picture if self.visible else None
        if shown is not None or self.map_item.map_painter.underlay is not None:      # else the tiles stand
            self.map_item.map_painter.underlay = shown
            self.map_item.clear_cache()
            self.map_item.update()
        if announce:
            self.changed.emit()


def keep_underlay_found(document, path: str) -> None:
    """Before a map is saved in another folder: its underlay picture named from there (an undoable
    edit, saved with the map), so the saved map still finds it."""
    underlay = underlay_of(document.map)
    new = moved(underlay, document.path, path) if underlay is not None else None
    if new is not None:
        document.push(SetExtra(KEY, new.to_value()),
                      QCoreApplication.translate("UnderlayView", "Name the underlay picture from the map's new folder"))


class Aligner(QObject):
    """While active, each left click on the map (the scene's, before any tool sees it) is the centre
    of the next of two named hexes on the picture; after the second the aligned block is pushed,
    one undo step. The clicks so far are marked with circles. `stop()` ends it without a change."""

    finished = Signal()

    def __init__(self, view: UnderlayView, scene, hexes: tuple[str, str], prompt):
        super().__init__(scene)
        self.view, self.scene, self.hexes, self.prompt = view, scene, hexes, prompt
        self.clicks: dict[str, tuple[float, float]] = {}
        self.marks = _Marks()
        scene.addItem(self.marks)
        scene.installEventFilter(self)
        self.prompt(self.next_prompt())

    def next_prompt(self) -> str:
        return self.tr("Align the underlay: click the centre of hex {hex} on the picture").format(
            hex=self.hexes[len(self.clicks)])

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.GraphicsSceneMousePress or event.button() != Qt.MouseButton.LeftButton:
            return False
        picture = self.view.picture
        if picture is None:
            self.stop()
            return False
        point = event.scenePos()
        x, y = (inverse(picture.matrix) @ np.array([point.x(), point.y(), 1.0])).tolist()
        self.clicks[self.hexes[len(self.clicks)]] = (x, y)
        self.marks.add(point)
        if len(self.clicks) == 2:
            self.stop()
            self.view.set_block(aligned(self.view.underlay, self.view.state.document.map, self.clicks),
                                self.tr("Align the underlay"))
        else:
            self.prompt(self.next_prompt())
        return True

    def stop(self) -> None:
        self.scene.removeEventFilter(self)
        if self.marks.scene() is not None:
            self.scene.removeItem(self.marks)
        self.prompt("")
        self.finished.emit()


class _Marks(QGraphicsItem):
    """Circles where the picture was clicked so far."""

    RADIUS = 12.0

    def __init__(self):
        super().__init__()
        self.points: list = []
        self.setZValue(50)

    def add(self, point) -> None:
        self.prepareGeometryChange()
        self.points.append(point)

    def boundingRect(self) -> QRectF:
        rect = QRectF()
        for p in self.points:
            rect = rect.united(QRectF(p.x() - self.RADIUS, p.y() - self.RADIUS, 2 * self.RADIUS, 2 * self.RADIUS))
        return rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(QPen(QColor("#d32f2f"), 3))
        for p in self.points:
            painter.drawEllipse(p, self.RADIUS, self.RADIUS)
