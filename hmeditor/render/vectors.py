"""Texts for PDF pages, where every drawing call is written out as page content and a text is laid
out again each time it is drawn. A label block's lines are laid out once (`LabelBlock`), each put
where MapPainter starts it, and the blocks of many hexes are drawn in few calls (`draw_label_blocks`):
their boxes as one path, their lines as those glyph runs. The hex ids of a page are one glyph run
(`HexIds`), put together from the ten digits laid out once.

Used by MapPainter on PDF pages only: raster devices stamp boxes and lines as images, and an SVG needs
its texts as texts (glyph runs are written to it as outlines)."""

from __future__ import annotations

import functools

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGlyphRun, QPainter, QPainterPath, QTextLayout

TEXT_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
DIGITS = "0123456789"


class LabelBlock:
    """A hex's label lines on a light box, around the hex's centre at (0, 0): the box, and the lines
    centred across `text_rect` from its top in `font` (as QPainter.drawText(text_rect, TEXT_FLAGS, the lines
    joined) would)."""

    def __init__(self, font: QFont, box: QRectF, text_rect: QRectF, starts: list[tuple[str, float, float]]):
        self.font, self.box, self.text_rect = font, box, text_rect
        self.starts = starts        # each line, and where drawText starts it: its left end and baseline

    @functools.cached_property
    def lines(self) -> list[tuple[float, float, list[QGlyphRun]]]:
        """Each line's glyph runs, and where they go around the hex's centre: each line laid out on
        its own and put at its start (no clipping: the lines fit the rect)."""
        out = []
        for text, left, baseline in self.starts:
            layout = QTextLayout(text, self.font)
            layout.beginLayout()
            line = layout.createLine()
            line.setPosition(QPointF(0, 0))
            layout.endLayout()
            out.append((left, baseline - line.ascent(), line.glyphRuns()))
        return out


def draw_label_blocks(painter: QPainter, blocks: list[LabelBlock], which: np.ndarray, x: np.ndarray, y: np.ndarray,
                      radius: float, back: QColor, ink: QColor) -> None:
    """Block blocks[which[n]] centred on (x[n], y[n]) for each n: every box (rounded by `radius`, in
    `back`) in one path, then the lines in `ink`. Boxes lie inside their hexes: none covers another
    hex's lines."""
    placed = list(zip([blocks[k] for k in which.tolist()], x.tolist(), y.tolist()))
    boxes = QPainterPath()
    for block, px, py in placed:
        boxes.addRoundedRect(block.box.translated(px, py), radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(back)
    painter.drawPath(boxes)
    painter.setPen(ink)
    for block, px, py in placed:
        for left, top, runs in block.lines:
            for run in runs:
                painter.drawGlyphRun(QPointF(px + left, py + top), run)


class HexIds:
    """Hex ids (digits) in `font`, each centred in its rect as QPainter.drawText(rect, AlignCenter,
    id) centres it, all in one glyph run."""

    def __init__(self, font: QFont):
        layout = QTextLayout(DIGITS, font)
        layout.beginLayout()
        line = layout.createLine()
        layout.endLayout()
        [run] = line.glyphRuns()
        x = [p.x() for p in run.positions()] + [line.horizontalAdvance()]
        self.font, self.glyphs, self.advances = run.rawFont(), np.array(run.glyphIndexes()), np.diff(x)
        self.baseline, self.height = run.positions()[0].y(), line.ascent() + line.descent()

    def draw(self, painter: QPainter, ids: list[str], left: np.ndarray, top: np.ndarray, width: float,
             height: float) -> None:
        """ids[n] centred in the rect (left[n], top[n], width, height), for each n; the ids are all
        as long (as those of one map are)."""
        if not ids:
            return
        digits = np.frombuffer("".join(ids).encode("ascii"), np.uint8).reshape(len(ids), -1) - ord("0")
        advances = self.advances[digits]
        across = np.cumsum(advances, axis=1) - advances                  # each digit from the start of its id
        x = (left + (width - advances.sum(axis=1)) / 2)[:, None] + across    # as drawText adds them up
        y = np.broadcast_to((top + (height - self.height) / 2)[:, None] + self.baseline, x.shape)
        run = QGlyphRun()
        run.setRawFont(self.font)
        run.setGlyphIndexes(self.glyphs[digits].ravel().tolist())
        run.setPositions(list(map(QPointF, x.ravel().tolist(), y.ravel().tolist())))
        painter.drawGlyphRun(QPointF(0, 0), run)
