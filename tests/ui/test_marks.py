"""A calculator's marks over the map: tinted hexes and labelled circles, drawn where they belong."""

from PySide6.QtGui import QColor

from hmeditor.ui.overlays import Circle, Marks, Tint

from .helpers import close, hex_point

RED, BLUE = "#d50000", "#0d47a1"


def screen(window, hx, dy=0.0) -> QColor:
    return window.view.viewport().grab().toImage().pixelColor(hex_point(window, *hx, dy))


def test_tints_and_circles_are_drawn_and_taken_away(window):
    plain_tinted, plain_ring = screen(window, (3, 3), 0.3), screen(window, (4, 6))
    window.marks_item.set_marks(Marks((Circle((4, 4), 2.0, BLUE, "20 cm", width=0.1),), (Tint(((3, 3),), RED),)))
    assert close(screen(window, (3, 3), 0.3), QColor(RED), 10)            # the tinted hex
    assert close(screen(window, (4, 6)), QColor(BLUE), 40)                 # the ring through a hex 2 away
    assert close(screen(window, (4, 5), 0.3), screen(window, (5, 6), 0.3))  # inside and outside: untouched
    rect = window.marks_item.boundingRect()
    assert rect.contains(*window.layout_.center(4, 2)) and rect.contains(*window.layout_.center(3, 3))
    window.marks_item.set_marks()
    assert close(screen(window, (3, 3), 0.3), plain_tinted) and close(screen(window, (4, 6)), plain_ring)
