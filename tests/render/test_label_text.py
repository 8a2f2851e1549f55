"""A label block's lines are drawn each from where QPainter.drawText(text_rect, TEXT_FLAGS, text)
starts it (MapPainter `_line_starts`): on screen, on stamps and on PDF pages alike."""

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter

from hmeditor.core.hexgrid import Layout
from hmeditor.render.painter import MapPainter
from hmeditor.render.style import default_style
from hmeditor.render.vectors import TEXT_FLAGS

pytestmark = pytest.mark.usefixtures("qapp")

BLOCKS = [("LEVEL 2",), ("LT WOODS", "MUD", "DEEP SNOW"), ("LEVEL -1", "HARDENED BLDG 3"),
          ("LEVEL 12", "ULTRA-HEAVY JUNGLE", "SWAMP", "HEAVY SMOKE")]          # the last in a smaller font


def drawn(draw, size: float, offset: tuple[float, float]) -> np.ndarray:
    image = QImage(200, 160, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(100 + offset[0], 30 + offset[1])
    p.setPen(default_style().colour("text"))
    draw(p)
    p.end()
    return np.frombuffer(image.constBits(), np.uint8).reshape(160, 200, 4).copy()


@pytest.mark.parametrize("size", [50.0, 77.0, 120.0])
@pytest.mark.parametrize("lines", BLOCKS)
def test_label_lines_start_where_drawtext_starts_them(lines, size):
    painter = MapPainter(Layout(size))
    block = painter._label_layout(lines)

    def lines_from_their_starts(p):
        p.setFont(block.font)
        for text, left, baseline in block.starts:
            p.drawText(QPointF(left, baseline), text)

    def with_drawtext(p):
        p.setFont(block.font)
        p.drawText(block.text_rect, TEXT_FLAGS, "\n".join(lines))
    for offset in ((0.0, 0.0), (0.25, 0.5), (0.6, 0.3)):
        expected = drawn(with_drawtext, size, offset)
        assert np.count_nonzero(expected[..., 3]) > 60 * len(lines)          # the text is there
        # drawText clips to the rect: compare above its last row
        bottom = int(30 + offset[1] + block.text_rect.bottom()) - 1
        assert np.array_equal(drawn(lines_from_their_starts, size, offset)[:bottom], expected[:bottom]), offset
