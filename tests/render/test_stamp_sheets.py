"""Stamps are rendered many to a sheet and cut apart (render/symbols.py `_render`): each must come
out as it would rendered alone, wherever it lands on a sheet."""

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPen

from hmeditor.render import symbols
from hmeditor.render.symbols import SHEET_GAP, _render, _sheets

pytestmark = pytest.mark.usefixtures("qapp")


def pixels(pixmap) -> np.ndarray:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine()).copy()


def disc(radius: float, colour: str):
    """A ringed disc filling its bounds: its antialiased fringe reaches the edge of its image."""
    def draw(p) -> None:
        p.setPen(QPen(QColor("#202020"), 1.5))
        p.setBrush(QColor(colour))
        p.drawEllipse(QPointF(0, 0), radius, radius)
    return QRectF(-radius - 1, -radius - 1, 2 * radius + 2, 2 * radius + 2), draw


def test_stamps_rendered_together_are_the_stamps_rendered_alone(monkeypatch):
    monkeypatch.setattr(symbols, "SHEET_WIDTH", 80)          # several sheets of several rows of several
    monkeypatch.setattr(symbols, "SHEET_PIXELS", 80 * 70)
    drawings = [(*disc(4 + k % 7, ("#c0392b", "#2e86c1", "#f1c40f")[k % 3]), (k % 2, k // 2 % 2)) for k in range(40)]
    together = _render(drawings, 1.7, 2)
    alone = [_render([drawing], 1.7, 2)[0] for drawing in drawings]
    sheets = list(_sheets([(p.width(), p.height()) for p, _, _ in together]))      # as they were drawn
    assert len(sheets) > 2 and max(len({y for _, (x, y) in cells}) for _, cells in sheets) > 1
    assert max(len({x for _, (x, y) in cells}) for _, cells in sheets) > 1
    for (pixmap, left, top), (lone, lone_left, lone_top) in zip(together, alone):
        assert (left, top) == (lone_left, lone_top)
        assert np.array_equal(pixels(pixmap), pixels(lone))


@pytest.mark.parametrize("sizes", [[(30, 20)] * 50, [(5, 40), (300, 7), (64, 64)] * 20, [(3000, 10), (10, 10)], []])
def test_sheets_hold_every_rectangle_apart(sizes, monkeypatch):
    monkeypatch.setattr(symbols, "SHEET_WIDTH", 200)
    monkeypatch.setattr(symbols, "SHEET_PIXELS", 200 * 150)
    sheets = list(_sheets(sizes))
    assert sorted(n for _, cells in sheets for n, _ in cells) == list(range(len(sizes)))
    boxes = []
    for s, ((width, height), cells) in enumerate(sheets):
        assert width * height <= symbols.SHEET_PIXELS or len(cells) == 1
        for n, (x, y) in cells:
            w, h = sizes[n]
            assert 0 <= x and x + w <= width and 0 <= y and y + h <= height
            boxes.append((s, x, y, w, h))
    for a, (sheet_a, xa, ya, wa, ha) in enumerate(boxes):
        for sheet_b, xb, yb, wb, hb in boxes[a + 1:]:
            if sheet_a == sheet_b:
                apart = xa + wa + SHEET_GAP <= xb or xb + wb + SHEET_GAP <= xa or \
                    ya + ha + SHEET_GAP <= yb or yb + hb + SHEET_GAP <= ya
                assert apart
