"""ScenarioPainter: the scenario layer over the map, drawn the same on screen, PDF, SVG and PNG.

Deployment zones are hexes tinted in the zone's colour, outlined where the zone ends, and named
once (its number and name, at the hex nearest its middle); objectives a large ringed name a little
above the hex's centre (clear of its id and rule labels); labels their text, turned by their angle
(anticlockwise), with a light halo, centred on their hex (or below its objective). A label's size
is in points on the printed sheet: `hex_inches` (the hexes' size across the flats on the sheet)
turns points into map units. Coordinates are map units of a `Layout`, as MapPainter's.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from ..core.hexgrid import OFFSET_NEIGHBOURS, Layout
from ..core.model import HexMap
from ..core.scenario import Label, Zone
from . import hex_polygon
from .painter import SIDE_CORNERS
from .style import default_style

_STYLE = default_style().scenario           # style.yaml `scenario:`
ZONE_COLOURS = tuple(_STYLE["zones"])       # by zone number, in turn
ZONE_TINT = int(_STYLE["zone_tint"])        # alpha of a zone's tint (0..255): the terrain reads through it
OBJECTIVE_COLOUR = QColor(_STYLE["objective"])
TEXT_COLOUR = QColor(_STYLE["text"])
HALO = QColor(_STYLE["halo"])
POINTS_PER_INCH = 72.0
DEFAULT_HEX_INCHES = 1.25
LABEL_BELOW = 0.55          # hex sizes below the centre: a label's middle in a hex with an objective


def zone_colour(number: int) -> QColor:
    return QColor(ZONE_COLOURS[(number - 1) % len(ZONE_COLOURS)])


class ScenarioPainter:
    def __init__(self, layout: Layout, hex_inches: float = DEFAULT_HEX_INCHES):
        self.layout = layout
        self.units_per_point = layout.flat_width / (hex_inches * POINTS_PER_INCH)
        self.corners = layout.corner_offsets()
        self.hex_polygon = hex_polygon(layout.size)
        s = layout.size
        self.name_font = _font(s * 0.2, bold=True)

    def paint(self, painter: QPainter, hex_map: HexMap, rect: QRectF | None = None, labels: bool = True,
              names: bool = True) -> None:
        """Draw the map's scenario where it touches `rect` (all of it when None): zones, objectives, and
        unless `labels` is False the labels; zone names unless `names` is False (a small swatch)."""
        scenario = hex_map.scenario
        if not scenario:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for zone in scenario.zones:
            self._zone(painter, zone, rect, names)
        for objective in scenario.objectives:
            self._objective(painter, objective.name, QPointF(*self.layout.center(*objective.at)))
        if labels:
            marked = {o.at for o in scenario.objectives}
            for label in scenario.labels:
                self._label(painter, label, below=label.at in marked)
        painter.restore()

    def _zone(self, painter: QPainter, zone: Zone, rect: QRectF | None, names: bool) -> None:
        hexes = sorted(zone.hexes)
        if not hexes:
            return
        cols, rows = np.array(hexes).T
        x, y = self.layout.centers(cols, rows)
        near = self._near(x, y, rect)
        colour = zone_colour(zone.number)
        tint = QColor(colour)
        tint.setAlpha(ZONE_TINT)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(tint))
        for px, py in zip(x[near].tolist(), y[near].tolist()):
            painter.drawPolygon(self.hex_polygon.translated(px, py))
        painter.setPen(QPen(colour, self.layout.size * 0.07, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._edges(zone.hexes, cols[near], rows[near], x[near], y[near]))
        if names:
            k = int(np.argmin((x - x.mean()) ** 2 + (y - y.mean()) ** 2))       # the hex nearest its middle
            self._name(painter, f"{zone.number} {zone.name}", QPointF(x[k], y[k] + self.layout.size * 0.3), colour)

    def _near(self, x: np.ndarray, y: np.ndarray, rect: QRectF | None) -> np.ndarray:
        """Which of the hexes centred at (x, y) reach into `rect`."""
        if rect is None:
            return np.ones(len(x), bool)
        s = self.layout.size * 1.1
        return (x + s > rect.left()) & (x - s < rect.right()) & (y + s > rect.top()) & (y - s < rect.bottom())

    def _edges(self, hexes: frozenset, cols: np.ndarray, rows: np.ndarray, x, y) -> QPainterPath:
        """The sides of these hexes whose neighbour is not in the zone: where the zone ends. One path,
        stroked at once: where sides meet, the line is the same however many of them a band draws."""
        path = QPainterPath()
        for col, row, px, py in zip(cols.tolist(), rows.tolist(), x.tolist(), y.tolist()):
            for d, (a, b) in enumerate(SIDE_CORNERS):
                dc, dr = OFFSET_NEIGHBOURS[col & 1, d]
                if (col + int(dc), row + int(dr)) not in hexes:
                    (ax, ay), (bx, by) = self.corners[a], self.corners[b]
                    path.moveTo(px + ax, py + ay)
                    path.lineTo(px + bx, py + by)
        return path

    def _name(self, painter: QPainter, text: str, at: QPointF, colour: QColor) -> None:
        """A zone's name on a light box, centred at `at`."""
        painter.setFont(self.name_font)
        metrics = painter.fontMetrics()
        width = min(self.layout.size * 3, metrics.horizontalAdvance(text) + self.layout.size * 0.12)
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, round(width))
        box = QRectF(at.x() - width / 2, at.y() - metrics.height() / 2, width, metrics.height())
        painter.setPen(QPen(colour, self.layout.size * 0.03))
        painter.setBrush(HALO)
        painter.drawRoundedRect(box, self.layout.size * 0.05, self.layout.size * 0.05)
        painter.setPen(colour.darker(130))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _objective(self, painter: QPainter, name: str, centre: QPointF) -> None:
        """A ringed disc a little above the hex's centre with the objective's name, large."""
        s = self.layout.size
        at, radius = QPointF(centre.x(), centre.y() - s * 0.12), s * 0.42
        painter.setPen(QPen(OBJECTIVE_COLOUR, s * 0.08))
        painter.setBrush(HALO)
        painter.drawEllipse(at, radius, radius)
        font = _font(s * (0.5 if len(name) == 1 else 0.38 if len(name) == 2 else 0.28), bold=True)
        painter.setFont(font)
        painter.setPen(OBJECTIVE_COLOUR)
        painter.drawText(QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius),
                         Qt.AlignmentFlag.AlignCenter, name)

    def _label(self, painter: QPainter, label: Label, below: bool = False) -> None:
        """The text centred on its hex (`below` an objective there), turned by its angle, over a light halo."""
        font = _font(label.size * self.units_per_point, bold=True)
        metrics = QFontMetricsF(font)
        start = QPointF(-metrics.horizontalAdvance(label.text) / 2, (metrics.ascent() - metrics.descent()) / 2)
        halo = QPainterPath()
        halo.addText(start, font, label.text)
        painter.save()
        x, y = self.layout.center(*label.at)
        painter.translate(x, y + self.layout.size * LABEL_BELOW * below)
        painter.rotate(-label.angle)
        painter.strokePath(halo, QPen(HALO, font.pixelSize() * 0.25, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                      Qt.PenJoinStyle.RoundJoin))
        painter.setFont(font)
        painter.setPen(TEXT_COLOUR)
        painter.drawText(start, label.text)
        painter.restore()


    def reach(self, hex_map: HexMap) -> float:
        """How far (map units) the layer's drawing may reach beyond the map: its longest label's
        half length and height, however it is turned."""
        reach = self.layout.size * 0.2
        for label in hex_map.scenario.labels:
            metrics = QFontMetricsF(_font(label.size * self.units_per_point, bold=True))
            reach = max(reach, metrics.horizontalAdvance(label.text) / 2 + metrics.height())
        return reach


def _font(pixel_size: float, bold: bool) -> QFont:
    """A font sized in map units (as MapPainter's)."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font
