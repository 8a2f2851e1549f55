"""Zooming with the wheel: the stretched picture shown at once has no seams between its tiles, and
the view is painted sharp once the new zoom's tiles are drawn, with no mouse move needed."""

import numpy as np
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QCursor, QImage, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from hmeditor.core import edits
from hmeditor.core.model import HexMap

from .helpers import settle_tiles


def pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return rows[:, :image.width() * 3].reshape(image.height(), image.width(), 3).astype(int)


def on_screen(window) -> np.ndarray:
    """What the screen shows of the map view now (no repaint)."""
    viewport = window.view.viewport()
    corner = viewport.mapTo(window, QPoint(0, 0))
    return pixels(window.screen().grabWindow(window.winId(), corner.x(), corner.y(), viewport.width(),
                                             viewport.height()).toImage())


def wheel_zoom_in(window) -> None:
    """A wheel step with the pointer in the middle of the view (it zooms about the pointer)."""
    viewport = window.view.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)
    QCursor.setPos(viewport.mapToGlobal(centre.toPoint()))
    QApplication.sendEvent(viewport, QMouseEvent(QEvent.Type.MouseMove, centre, viewport.mapToGlobal(centre),
                                                 Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                                 Qt.KeyboardModifier.NoModifier))
    QApplication.sendEvent(viewport, QWheelEvent(centre, viewport.mapToGlobal(centre), QPoint(), QPoint(0, 120),
                                                 Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                                                 Qt.ScrollPhase.NoScrollPhase, False))
    QApplication.processEvents()


def zoomed_window(make_window):
    m = HexMap(40, 40, "zoom")
    window = make_window(m)
    window.document.push(edits.paint_base(m, [(c, r) for c in range(0, 40, 3) for r in range(40)], "light_woods"),
                         "woods")
    window.view.resetTransform()
    window.view.scale(0.5, 0.5)
    window.view.centerOn(*window.layout_.center(20, 20))
    settle_tiles(window)
    wheel_zoom_in(window)
    return window


def lines_differing(a: np.ndarray, b: np.ndarray, axis: int) -> int:
    """How many whole pixel columns (axis 0) or rows (axis 1) of a differ from b nearly all along."""
    differ = np.abs(a - b).max(axis=2) > 12
    return int((differ.mean(axis=axis) > 0.7).sum())


def test_the_stretched_picture_after_a_wheel_step_has_no_seams(make_window):
    window = zoomed_window(make_window)
    assert window.scene.map_item.drawing_ahead(), "the new zoom's tiles are drawn later"
    stretched = on_screen(window)
    settle_tiles(window)
    sharp = pixels(window.view.viewport().grab().toImage())
    assert lines_differing(stretched, sharp, 0) == 0 and lines_differing(stretched, sharp, 1) == 0


def test_the_view_turns_sharp_by_itself_once_the_tiles_are_drawn(make_window):
    window = zoomed_window(make_window)
    stretched = on_screen(window)
    settle_tiles(window)
    shown = on_screen(window)
    sharp = pixels(window.view.viewport().grab().toImage())
    assert (np.abs(stretched - sharp).max(axis=2) > 12).mean() > 0.01, "the stretched picture is blurred"
    assert (np.abs(shown - sharp).max(axis=2) > 12).mean() < 0.001


def test_tiles_wait_for_the_zoom_to_rest(make_window, monkeypatch):
    """Wheel steps in a row show stretched tiles: none is drawn at a zoom the next step leaves; the
    new zoom's tiles come once the zoom rests."""
    from hmeditor.ui import mapitem
    window = zoomed_window(make_window)
    settle_tiles(window)
    item = window.scene.map_item
    monkeypatch.setattr(mapitem, "IDLE_MS", 60_000)        # the zoom never rests in this test's time
    hexes_drawn = []
    paint = item.map_painter.paint
    monkeypatch.setattr(item.map_painter, "paint", lambda *a, **k: hexes_drawn.append(1) or paint(*a, **k))
    for _ in range(3):
        wheel_zoom_in(window)
        QApplication.processEvents()
    assert not hexes_drawn and item.drawing_ahead()
    stretched = on_screen(window)
    monkeypatch.setattr(mapitem, "IDLE_MS", 25)
    item._idle.start(0)                                   # the zoom rests
    settle_tiles(window)
    sharp = pixels(window.view.viewport().grab().toImage())
    assert hexes_drawn and (np.abs(stretched - sharp).max(axis=2) > 12).mean() > 0.01
    assert (np.abs(on_screen(window) - sharp).max(axis=2) > 12).mean() < 0.001
