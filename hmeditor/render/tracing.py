"""What tracing needs of the picture and of our print: the picture's pixels as a numpy array, the
colours our sheets print each terrain in (the candidates core/trace.py matches hexes against),
and the underlay drawn under the grid."""

from __future__ import annotations

import os

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter, QTransform

from ..core.cell import Cell, complete_params
from ..core.hexgrid import Layout
from ..core.model import HexMap
from ..core.trace import Candidate
from ..core.underlay import Underlay, placement, underlay_of
from ..core.vocabulary import BASE_INDEX, BASE_TERRAINS
from .style import Style, default_style

LEVELS = range(-2, 9)           # the levels a traced hex may be read at
DEPTHS = range(0, 8)            # the water depths
NOT_TRACED = ("ruins",)         # printed alike to rubble; a Warhammer 40,000 terrain


def printed_candidates(style: Style | None = None) -> list[Candidate]:
    """Each base terrain at each level (water at each depth), with the colour our print gives it."""
    style = style or default_style()
    out = []
    for spec in BASE_TERRAINS:
        if spec.name in NOT_TRACED:
            continue
        params = complete_params(spec, ["medium"] if spec.name == "building" else [])
        b = BASE_INDEX[spec.name]
        if spec.name == "water":
            out += [Candidate(Cell("water", (d,)), _rgb(style.fill(b, d, 0))) for d in DEPTHS]
        else:
            out += [Candidate(Cell(spec.name, params, (), level), _rgb(style.fill(b, np.nan, level)))
                    for level in LEVELS]
    return out


def _rgb(colour) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


def image_pixels(image: QImage) -> np.ndarray:
    """The picture's pixels, (height, width, 3) uint8 RGB (a copy)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    h, w, line = rgb.height(), rgb.width(), rgb.bytesPerLine()
    data = np.frombuffer(rgb.constBits(), np.uint8, line * h).reshape(h, line)
    return data[:, :3 * w].reshape(h, w, 3).copy()


def read_picture(path: str | os.PathLike) -> tuple[QImage | None, str | None]:
    """The picture in a file, or None and why it cannot be read (for a warning)."""
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)           # a photo's orientation, as the camera set it
    image = reader.read()
    if image.isNull():
        return None, f"the underlay picture {path} cannot be read: {reader.errorString()}"
    return image, None


class UnderlayPicture:
    """The underlay as the painter draws it: the picture, where it lies on the map, its opacity."""

    def __init__(self, image: QImage, underlay: Underlay, hex_map: HexMap, layout: Layout):
        self.image, self.underlay = image, underlay
        self.matrix = placement(underlay, hex_map, layout, (image.width(), image.height()))
        (a, b, tx), (c, d, ty) = self.matrix.tolist()
        self.transform = QTransform(a, c, b, d, tx, ty)

    def draw(self, painter: QPainter, clip: QRectF) -> None:
        painter.save()
        painter.setClipRect(clip, Qt.ClipOperation.IntersectClip)
        painter.setOpacity(self.underlay.opacity)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setTransform(self.transform, combine=True)
        painter.drawImage(0, 0, self.image)
        painter.restore()


def underlay_picture(hex_map: HexMap, image_path: str | os.PathLike | None, layout: Layout
                     ) -> tuple[UnderlayPicture | None, str | None]:
    """The map's underlay ready to draw, its picture read from `image_path`; None and why not when
    the map has none or the picture cannot be read."""
    underlay = underlay_of(hex_map)
    if underlay is None or image_path is None:
        return None, None
    image, problem = read_picture(image_path)
    return (UnderlayPicture(image, underlay, hex_map, layout) if image is not None else None), problem
