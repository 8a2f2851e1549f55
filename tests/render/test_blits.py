"""A map stamped whole can keep its stamps and draw them later, a strip of rows at a time (render/
symbols.py `Blits`, as the PNG export does): the same picture, pixel for pixel."""

import numpy as np
import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter

from hmeditor.core import edits
from hmeditor.core.hexgrid import PAINT_SIZE, Layout
from hmeditor.core.model import HexMap
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.render.painter import MapPainter
from tests.export.helpers import render_map

pytestmark = pytest.mark.usefixtures("qapp")

SCALE = 0.9         # pixels per map unit: hexes small enough to stamp
OFFSET, MARGIN = 9, 18


def walled_map() -> HexMap:
    """Buildings along the map's edges (their outlines are cut there), woods, and levels."""
    hex_map = HexMap(7, 6)
    walls = [(c, 0) for c in range(7)] + [(0, r) for r in range(1, 6)]
    edits.paint_base(hex_map, walls, "building", ("medium", 2)).apply(hex_map)
    hex_map.base[3:, 4:] = BASE_INDEX["heavy_woods"]
    hex_map.level[2:4, 2:6] = 2
    return hex_map


def test_stamps_kept_and_drawn_by_strips_are_the_stamps_drawn_at_once():
    hex_map, painter = walled_map(), MapPainter(Layout(PAINT_SIZE))
    assert painter.stamps_only(hex_map, SCALE)
    at_once = render_map(painter, hex_map, SCALE, offset=(OFFSET, OFFSET), margin=MARGIN)
    image = QImage(at_once.shape[1], at_once.shape[0], QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.translate(OFFSET, OFFSET)
    p.scale(SCALE, SCALE)
    blits = painter.paint_stamps(p, hex_map, painter.map_rect(hex_map))
    p.resetTransform()
    for top in range(0, image.height(), 7):            # strips cutting through every row of hexes
        blits.draw(p, QRect(0, top, image.width(), 7))
    p.end()
    data = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine() // 4, 4)
    by_strips = data[:, :image.width(), 2::-1].astype(int)
    assert np.count_nonzero(by_strips != 255) > by_strips.size / 2           # the map is there
    assert np.array_equal(by_strips, at_once)
