"""The selection overlay: every selected hex outlined and tinted, found by rows in sorted flat
indices; a whole-map selection outlined along the map's edge, and only what is exposed painted."""

import numpy as np
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from hmeditor.core.hexgrid import Layout
from hmeditor.ui.overlays import HexSetItem

LAYOUT = Layout(20)
OUTLINE, TINT = QColor("#1565c0"), QColor("#401e88e5")


def selection(flat, width: int) -> HexSetItem:
    item = HexSetItem(LAYOUT, OUTLINE.name(), "#401e88e5", 0.1)
    item.set_hexes(np.asarray(flat, np.int64), width)
    return item


def render(item: HexSetItem, area: QRectF, scale: float = 1.0) -> QImage:
    """The item painted as a view paints it where `area` is exposed, `scale` pixels per map unit,
    over transparent."""
    image = QImage(int(area.width() * scale), int(area.height() * scale), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    painter.translate(-area.left(), -area.top())
    option = QStyleOptionGraphicsItem()
    option.exposedRect = area
    item.paint(painter, option)
    painter.end()
    return image


def at(image: QImage, area: QRectF, x: float, y: float) -> QColor:
    return image.pixelColor(QPoint(round(x - area.left() - 0.5), round(y - area.top() - 0.5)))


def outlined(colour: QColor) -> bool:
    return colour.alpha() > 200 and all(abs(a - b) <= 12 for a, b in zip(colour.getRgb()[:3], OUTLINE.getRgb()[:3]))


def tinted(colour: QColor) -> bool:
    return abs(colour.alpha() - TINT.alpha()) <= 8 and all(abs(a - b) <= 12 for a, b in
                                                         zip(colour.getRgb()[:3], TINT.getRgb()[:3]))


def test_select_all_tints_every_hex_and_outlines_the_map_edge(qtbot):
    w, h = 8, 7                                         # the last column odd: the lowest hexes
    item = selection(np.arange(w * h), w)
    area = QRectF(0, 0, *LAYOUT.map_size(w, h)).adjusted(-4, -4, 4, 4)
    image = render(item, area)
    half = LAYOUT.flat_width / 2
    for row in range(h):
        for col in range(w):
            x, y = LAYOUT.center(col, row)
            assert tinted(at(image, area, x, y + 0.3 * LAYOUT.size)), (col, row)
            if row == 0:
                assert outlined(at(image, area, x, y - half)), ("top edge", col)
                assert at(image, area, x, y - half - 3).alpha() == 0, ("above the map", col)
            if row == h - 1:
                assert outlined(at(image, area, x, y + half)), ("bottom edge", col)
            if col in (0, w - 1):                       # the left and right upper slanted sides
                side = -1 if col == 0 else 1
                assert outlined(at(image, area, x + side * 0.75 * LAYOUT.size, y - half / 2)), ("side", col, row)


def test_only_the_selected_hexes_are_painted_and_the_bounds_hold_them(qtbot):
    w, h = 9, 8
    rng = np.random.default_rng(5)
    for _ in range(6):
        flat = np.flatnonzero(rng.random(w * h) < 0.3)
        item = selection(flat, w)
        area = QRectF(0, 0, *LAYOUT.map_size(w, h)).adjusted(-4, -4, 4, 4)
        image = render(item, area)
        chosen = set(flat.tolist())
        for row in range(h):
            for col in range(w):
                colour = at(image, area, *LAYOUT.center(col, row))
                assert tinted(colour) if row * w + col in chosen else colour.alpha() == 0, (col, row)
        bounds = item.boundingRect()
        for f in flat.tolist():
            row, col = divmod(f, w)
            for x, y in LAYOUT.corners(col, row):
                assert bounds.contains(x, y), (col, row)


def test_a_part_of_a_whole_map_selection_is_painted_where_exposed(qtbot):
    w = h = 300
    item = selection(np.arange(w * h), w)
    area = QRectF(*LAYOUT.center(140, 150), 200, 160)
    image = render(item, area)
    cols, rows = LAYOUT.hexes_in_rect(area.left(), area.top(), area.right(), area.bottom(), w, h)
    shown = 0
    for row in rows:
        for col in cols:
            x, y = LAYOUT.center(col, row)
            if area.adjusted(10, 10, -10, -10).contains(x, y):
                assert tinted(at(image, area, x, y + 0.3 * LAYOUT.size)), (col, row)
                shown += 1
    assert shown > 20


def test_far_zoomed_out_the_hexes_show_as_a_picture_in_their_tint_and_outline(qtbot):
    w, h = 9, 8
    flat = np.flatnonzero(np.random.default_rng(8).random(w * h) < 0.4)
    item = selection(flat, w)
    item.polygon = None                             # no hex drawn one by one out here
    area = QRectF(0, 0, *LAYOUT.map_size(w, h))
    scale = 0.2                                     # hexes 8 pixels wide
    image = render(item, area, scale)
    for row in range(h):
        for col in range(w):
            x, y = LAYOUT.center(col, row)
            colour = image.pixelColor(QPoint(int(x * scale), int(y * scale)))
            if row * w + col in set(flat.tolist()):
                assert colour.alpha() > TINT.alpha() and colour.blue() > colour.red() + 60, (col, row)
            else:
                assert colour.alpha() == 0, (col, row)
