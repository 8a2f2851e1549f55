"""The legend: the terrain present on the map (each with a swatch drawn by the map painter), the
planetary conditions in force and the house rules (accepted reality-check findings)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from ..core.hexgrid import Layout
from ..core.model import HexMap
from ..core.vocabulary import BASE_TERRAINS, CONDITIONS, MODIFICATIONS
from ..render.painter import MapPainter
from ..render.style import default_style
from .marks import INK, font
from .sheets import PAINT_SIZE

SWATCH = 18.0                 # points across the flats
LINE = 12.0                   # points per text line
ENTRY = SWATCH + 4
COLUMN = 240.0                # narrowest column, points


@dataclass(frozen=True)
class Entry:
    kind: str                 # "heading", "swatch" or "text"
    text: str
    swatch: HexMap | None = None
    bold: bool = False

    @property
    def height(self) -> float:
        return {"heading": LINE + 4, "swatch": ENTRY}.get(self.kind, LINE)


def entries(hex_map: HexMap) -> list[Entry]:
    return terrain_entries(hex_map) + condition_entries(hex_map) + house_rule_entries(hex_map)


def terrain_entries(hex_map: HexMap) -> list[Entry]:
    style = default_style()
    out = [Entry("heading", "Terrain")]
    for b in np.unique(hex_map.base):
        rows, cols = np.nonzero(hex_map.base == b)
        swatch = _one_hex(hex_map, int(cols[0]), int(rows[0]), mods=0)
        short = ", ".join(_variant_labels(hex_map, rows, cols))
        out.append(Entry("swatch", BASE_TERRAINS[b].label + (f"  ({short})" if short else ""), swatch))
        if style.base[b].legend:
            out.append(Entry("text", style.base[b].legend))
    present = int(np.bitwise_or.reduce(hex_map.mods, axis=None)) if hex_map.mods.size else 0
    for i, mod in enumerate(MODIFICATIONS):
        if present >> i & 1:
            swatch = _one_hex(None, 0, 0, mods=1 << i)
            out.append(Entry("swatch", f"{mod.label}  ({style.mods[i].label})", swatch))
    low, high = float(hex_map.level.min()), float(hex_map.level.max())
    if low or high:
        out.append(Entry("text", f"Levels {low:g} to {high:g}: number in the hex, darker is higher"))
    return out


def _variant_labels(hex_map: HexMap, rows: np.ndarray, cols: np.ndarray, most: int = 4) -> list[str]:
    """The labels of a base terrain's variants on the map (ruins of 1, 2 and 3 floors: RUINS 1F, ...)."""
    _, first = np.unique(hex_map.params[rows, cols].view(np.uint32), axis=0, return_index=True)
    labels = []
    for i in first.tolist():                       # by parameter values (positive floats sort as their bits)
        for label in default_style().labels(_one_hex(hex_map, int(cols[i]), int(rows[i]), mods=0), 0, 0):
            if label not in labels:
                labels.append(label)
    return labels if len(labels) <= most else labels[:most] + ["..."]


def condition_entries(hex_map: HexMap) -> list[Entry]:
    out = [Entry("heading", "Planetary conditions")]
    for c in CONDITIONS:
        value = hex_map.condition(c.key)
        out.append(Entry("text", f"{c.label}: {_value_text(value)}", bold=c.key in hex_map.conditions
                         and value != c.default))
    return out


def house_rule_entries(hex_map: HexMap) -> list[Entry]:
    if not hex_map.accepted:
        return []
    out = [Entry("heading", "House rules"), Entry("text", "Reality-check findings this group plays with:")]
    for finding in hex_map.accepted:
        where = f" in {', '.join(finding.hexes[:6])}{' ...' if len(finding.hexes) > 6 else ''}" if finding.hexes else ""
        out.append(Entry("text", f"{finding.rule.replace('-', ' ')}{where}"))
    return out


def draw_legend(painter: QPainter, rect: QRectF, items: list[Entry]) -> int:
    """Lay the entries out in columns inside `rect` (points); returns how many fit."""
    x, y = rect.left(), rect.top()
    column = rect.width() / max(1, int(rect.width() // COLUMN))        # spread the columns over the width
    for n, item in enumerate(items):
        if y + item.height > rect.bottom() + 0.01 or item.kind == "heading" and n and y + 3 * LINE > rect.bottom():
            x, y = x + column, rect.top()
            if x + column > rect.right() + 0.01:
                return n
        _draw_entry(painter, QRectF(x, y, column - 8, item.height), item)
        y += item.height
    return len(items)


def _draw_entry(painter: QPainter, r: QRectF, item: Entry) -> None:
    painter.save()
    painter.setPen(INK)
    if item.kind == "heading":
        painter.setFont(font(9, bold=True))
        r = r.adjusted(0, 2, 0, 0)
    elif item.kind == "text":
        painter.setFont(font(7, bold=item.bold))
    else:
        _draw_swatch(painter, r.left(), r.top() + (r.height() - SWATCH) / 2, item.swatch)
        painter.setFont(font(7))
        r = r.adjusted(SWATCH * 1.25 + 6, 0, 0, 0)
    text = painter.fontMetrics().elidedText(item.text, Qt.TextElideMode.ElideRight, round(r.width()))
    painter.drawText(r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
    painter.restore()


def _draw_swatch(painter: QPainter, x: float, y: float, swatch: HexMap) -> None:
    layout = Layout(PAINT_SIZE)
    scale = SWATCH / layout.flat_width
    painter.save()
    painter.translate(x, y)
    painter.scale(scale, scale)
    MapPainter(layout).paint(painter, swatch, text=False)
    painter.restore()


def _one_hex(hex_map: HexMap | None, col: int, row: int, mods: int) -> HexMap:
    one = HexMap(1, 1)
    if hex_map is not None:
        one.base[0, 0] = hex_map.base[row, col]
        one.params[0, 0] = hex_map.params[row, col]
    one.mods[0, 0] = mods
    return one


def _value_text(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and math.isfinite(value):
        return f"{value:g}"
    return str(value).replace("_", " ")
