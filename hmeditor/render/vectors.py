"""Texts for PDF pages, where every drawing call is written out as page content and a text is laid
out again each time it is drawn. A label block is laid out once (`LabelBlock`), and the blocks of
many hexes are drawn in few calls (`draw_label_blocks`): their boxes as one path, their lines as
the glyph runs of that one layout. The hex ids of a page are one glyph run (`HexIds`), put
together from the ten digits laid out once.

Used by MapPainter on PDF pages only: raster devices stamp label blocks as images, and an SVG needs
its texts as texts (glyph runs are written to it as outlines)."""

from __future__ import annotations

import functools
import math

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGlyphRun, QPainter, QPainterPath, QTextLayout, QTextOption

TEXT_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
DIGITS = "0123456789"


class LabelBlock:
    """A hex's label lines on a light box, around the hex's centre at (0, 0): the box, and the lines
    centred across `text_rect` from its top in `font` (as QPainter.drawText(text_rect, TEXT_FLAGS, text))."""

    def __init__(self, font: QFont, box: QRectF, text_rect: QRectF, lines: tuple[str, ...],
                 starts: list[tuple[str, float, float]]):
        self.font, self.box, self.text_rect, self.text = font, box, text_rect, "\n".join(lines)
        self.starts = starts        # each line, and where drawText starts it: its left end and baseline

    @functools.cached_property
    def lines(self) -> list[tuple[float, list[QGlyphRun]]]:
        """Each line as its distance from the left of `text_rect` and its glyph runs, where
        QPainter.drawText(text_rect, TEXT_FLAGS, text) puts them: lines on whole units down from the
        top, each centred across (no clipping: the lines fit the rect)."""
        layout = QTextLayout(self.text.replace("\n", "\u2028"), self.font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.ManualWrap)
        layout.setTextOption(option)
        leading = QFontMetricsF(self.font).leading()
        lines, height = [], -leading
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(self.text_rect.width())
            height = math.ceil(height + leading)
            line.setPosition(QPointF(0, height))
            height += line.height()
            lines.append(line)
        layout.endLayout()
        return [((self.text_rect.width() - line.horizontalAdvance()) / 2, line.glyphRuns()) for line in lines]


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
        left, top = px + block.text_rect.x(), py + block.text_rect.y()       # as drawText adds them up
        for indent, runs in block.lines:
            for run in runs:
                painter.drawGlyphRun(QPointF(left + indent, top), run)


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
