"""A touchpad as its users expect: a two-finger scroll pans the map, Ctrl with it or a pinch zooms;
a mouse's wheel zooms as before."""

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QInputDevice, QNativeGestureEvent, QPointingDevice, QWheelEvent
from PySide6.QtWidgets import QApplication

from hmeditor.core.model import HexMap

TOUCHPAD = QPointingDevice("touchpad", 7, QInputDevice.DeviceType.TouchPad, QPointingDevice.PointerType.Finger,
                           QInputDevice.Capability.Position | QInputDevice.Capability.Scroll, 2, 0)


def scroll(window, pixels: QPoint, angle: QPoint, modifiers=Qt.KeyboardModifier.NoModifier, device=None) -> None:
    viewport = window.view.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)
    phase = Qt.ScrollPhase.ScrollUpdate if device else Qt.ScrollPhase.NoScrollPhase
    event = QWheelEvent(centre, viewport.mapToGlobal(centre), pixels, angle, Qt.MouseButton.NoButton, modifiers,
                        phase, False, Qt.MouseEventSource.MouseEventNotSynthesized, *([device] if device else []))
    QApplication.sendEvent(viewport, event)


def view_state(window):
    view = window.view
    return view.scale_factor, view.horizontalScrollBar().value(), view.verticalScrollBar().value()


def test_two_fingers_pan_and_ctrl_or_a_pinch_zooms(make_window):
    window = make_window(HexMap(40, 40, "big"))
    zoom, x, y = view_state(window)
    scroll(window, QPoint(-30, -40), QPoint(-60, -80), device=TOUCHPAD)
    assert view_state(window) == (zoom, x + 30, y + 40)                  # panned, not zoomed
    scroll(window, QPoint(0, 40), QPoint(0, 80), Qt.KeyboardModifier.ControlModifier, TOUCHPAD)
    assert view_state(window)[0] > zoom                                  # Ctrl: zoomed
    zoom = view_state(window)[0]
    viewport = window.view.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)
    pinch = QNativeGestureEvent(Qt.NativeGestureType.ZoomNativeGesture, TOUCHPAD, 2, centre, centre,
                                viewport.mapToGlobal(centre), -0.2, QPointF(), 1)
    QApplication.sendEvent(viewport, pinch)
    assert view_state(window)[0] == zoom * 0.8                           # pinched in


def test_a_mouse_wheel_zooms(make_window):
    window = make_window(HexMap(40, 40, "big"))
    zoom, x, y = view_state(window)
    scroll(window, QPoint(), QPoint(0, 120))
    assert view_state(window)[0] > zoom
