"""Driving the editor with the mouse at hex centres and reading colours back from the screen; what
the command line's calculator answers for the same inputs."""

import argparse

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTabBar

from hmeditor.core.errors import InputError
from hmeditor.core.systems.base import Answer, add_arguments

FILL_SPOT = 0.1   # below the centre, in hex sizes: clear of symbols and labels on every terrain


def close(a: QColor, b: QColor, tolerance: int = 8) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


def hex_point(window, col: int, row: int, dy: float = 0.0) -> QPoint:
    x, y = window.layout_.center(col, row)
    return window.view.mapFromScene(x, y + dy * window.layout_.size)


def press(qtbot, window, col, row, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, modifier, hex_point(window, col, row))


def move(qtbot, window, col, row):
    viewport, target = window.view.viewport(), hex_point(window, col, row)
    if viewport.mapFromGlobal(QCursor.pos()) == target:       # no event would come: step aside first
        QTest.mouseMove(viewport, target + QPoint(2, 0))
    QTest.mouseMove(viewport, target)


def release(qtbot, window, col, row, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, modifier, hex_point(window, col, row))


def click(qtbot, window, col, row, modifier=Qt.KeyboardModifier.NoModifier):
    move(qtbot, window, col, row)
    press(qtbot, window, col, row, modifier)
    release(qtbot, window, col, row, modifier)


def drag(qtbot, window, hexes, modifier=Qt.KeyboardModifier.NoModifier):
    move(qtbot, window, *hexes[0])
    press(qtbot, window, *hexes[0], modifier)
    for h in hexes[1:]:
        move(qtbot, window, *h)
    release(qtbot, window, *hexes[-1], modifier)


def settle_tiles(window) -> None:
    """Paint the view and let the editor draw the tiles around it, as when the user pauses (tiles
    still coming in are stood in for by another zoom's)."""
    window.view.viewport().grab()
    while window.scene.map_item.drawing_ahead():
        QApplication.processEvents()
    QApplication.processEvents()


def colour_at(window, col, row) -> QColor:
    image = window.view.viewport().grab().toImage()
    return image.pixelColor(hex_point(window, col, row, FILL_SPOT))


def cut_tab_names(window) -> list[str]:
    """The names of the right docks' tabs (the bar of six, running down the side) that their tabs
    cut short."""
    [bar] = [b for b in window.findChildren(QTabBar) if b.isVisible() and b.count() >= 6]
    return [bar.tabText(i) for i in range(bar.count())
            if bar.tabRect(i).height() < bar.fontMetrics().horizontalAdvance(bar.tabText(i))]


def refusal(error: BaseException) -> str:
    """A calculator panel's words for the command's refusal: why, from a capital letter, without the
    command line's option."""
    assert isinstance(error, InputError), error
    return error.message[:1].upper() + error.message[1:]


def calc(commands, name: str, window, *argv: str) -> Answer:
    """What `hmeditor calc SYSTEM NAME MAP ARGV...` answers on the window's map with the rules its
    calculator uses (the command's own function, its options parsed as the command line parses them)."""
    command = next(c for c in commands if c.name == name)
    parser = argparse.ArgumentParser(prog=name)
    add_arguments(parser, command)
    return command.answer(parser.parse_args(["MAP", *argv]), window.hex_map, window.calculator.rules)
