"""The legend names what is on the map: the terrain present (each with a swatch drawn by the map
painter; a terrain with parameters once per value present, e.g. each water depth), the planetary
conditions set for it (the others are standard, said in one line) and the house rules: the accepted
reality-check findings the map still has. Accepted findings the map no longer has (it changed since)
are listed apart as not in force. A section running into the next column repeats its heading there;
the entries of one terrain stay together in one column."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from ..core.check import Finding, check_map, check_rules, checks_for
from ..core.check.finding import rule_title, split_accepted
from ..core.hexgrid import PAINT_SIZE, Layout
from ..core.language import Context, translate
from ..core.model import HexMap
from ..core.scenario import Scenario
from ..core.systems import DEFAULT_SYSTEM, all_systems
from ..core.vocabulary import BASE_TERRAINS, CONDITIONS, MODIFICATIONS
from ..core.wording import value_words
from ..render.painter import MapPainter
from ..render.scenario import ScenarioPainter
from ..render.style import default_style, hex_label
from .marks import INK, font

SWATCH = 18.0                 # points across the flats
LINE = 12.0                   # points per text line
ENTRY = SWATCH + 4
COLUMN = 240.0                # narrowest column, points
VARIANTS = 6                  # swatches per base terrain at most (water depths, building types and heights)
Legend = Context("Legend")    # the texts of a legend with plural forms


@dataclass(frozen=True)
class Entry:
    kind: str                 # "heading", "swatch" or "text"
    text: str
    swatch: HexMap | None = None
    bold: bool = False
    group: int = 0            # entries of one group (a terrain's kinds and notes) go in one column; 0: none

    @property
    def height(self) -> float:
        return {"heading": LINE + 4, "swatch": ENTRY}.get(self.kind, LINE)


def entries(hex_map: HexMap, findings: list[Finding] | None = None) -> list[Entry]:
    """The legend of `hex_map`; `findings` are its reality-check findings (checked here when None)."""
    return terrain_entries(hex_map) + condition_entries(hex_map) + house_rule_entries(hex_map, findings)


def terrain_entries(hex_map: HexMap) -> list[Entry]:
    style = default_style()
    out = [Entry("heading", translate("Legend", "Terrain"))]
    params = hex_map.params.reshape(hex_map.base.size, -1)
    kinds = np.column_stack([hex_map.base.ravel(), params.view(np.uint32)])
    rows = kinds.view(np.dtype((np.void, kinds.itemsize * kinds.shape[1]))).ravel()   # a row as one value:
    _, first = np.unique(rows, return_index=True)                       # sorted 5 times as fast as axis=0
    by_base: dict[int, list[int]] = {}          # base terrain -> a hex of each of its kinds, smallest values first
    for flat in sorted(first.tolist(), key=lambda f: (int(kinds[f, 0]), np.nan_to_num(params[f], nan=-1).tolist())):
        by_base.setdefault(int(kinds[flat, 0]), []).append(flat)
    for b, hexes in by_base.items():
        group = b + 1
        for flat in hexes[:VARIANTS]:
            row, col = divmod(flat, hex_map.width)
            swatch = _one_hex(hex_map, col, row, mods=0)
            short = ", ".join(style.labels(swatch, 0, 0))
            out.append(Entry("swatch", BASE_TERRAINS[b].label + (f"  ({short})" if short else ""), swatch,
                             group=group))
        if len(hexes) > VARIANTS:
            out.append(Entry("text", Legend.tr("{terrain}: %n more kinds on the map", None, len(hexes) - VARIANTS)
                             .format(terrain=BASE_TERRAINS[b].label), group=group))
        if style.base[b].legend:
            out.append(Entry("text", style.base[b].legend_text, group=group))
    present = int(np.bitwise_or.reduce(hex_map.mods, axis=None)) if hex_map.mods.size else 0
    for i, mod in enumerate(MODIFICATIONS):
        if present >> i & 1:
            swatch = _one_hex(None, 0, 0, mods=1 << i)
            out.append(Entry("swatch", f"{mod.label}  ({hex_label(style.mods[i].label)})", swatch))
    low, high = float(hex_map.level.min()), float(hex_map.level.max())
    if low or high:
        out.append(Entry("text", translate("Legend", "Levels {low} to {high}: 'LEVEL n' label in the hex, darker is "
                                           "higher").format(low=f"{low:g}", high=f"{high:g}")))
    return out


def condition_entries(hex_map: HexMap) -> list[Entry]:
    """The conditions set for this map, a line each in bold, then one line for the standard rest."""
    out = [Entry("heading", translate("Legend", "Planetary conditions"))]
    out += [Entry("text", f"{c.label}: {_value_text(hex_map.condition(c.key))}", bold=True)
            for c in CONDITIONS if hex_map.condition(c.key) != c.default]
    out.append(Entry("text", translate("Legend", "All other conditions standard") if len(out) > 1 else
                     translate("Legend", "All conditions standard")))
    return out


def house_rule_entries(hex_map: HexMap, findings: list[Finding] | None = None) -> list[Entry]:
    if not hex_map.accepted:
        return []
    in_force, stale = split_accepted(hex_map.accepted, house_rule_findings(hex_map) if findings is None else findings)
    out = [Entry("heading", translate("Legend", "House rules"))]
    if in_force:
        out.append(Entry("text", translate("Legend", "Reality-check findings this group plays with:")))
        out += [Entry("text", _accepted_text(a)) for a in in_force]
    if stale:
        out.append(Entry("text", translate("Legend", "Accepted before, no longer on this map (not in force):")))
        out += [Entry("text", _accepted_text(a)) for a in stale]
    return out


def house_rule_findings(hex_map: HexMap) -> list[Finding]:
    """The findings the map's house rules may name: every map's checks and BattleTech's, and the own
    checks of each other game system whose findings the map accepted (a 40k ruin's floor spacing)."""
    findings = check_map(hex_map)
    wanted = {a.rule for a in hex_map.accepted} - {c.rule for c in checks_for(DEFAULT_SYSTEM)}
    for system in all_systems() if wanted else ():
        own = {c.rule for c in checks_for(system.id) if c.system == system.id} & wanted
        if own:
            findings += [f for f in check_map(hex_map, check_rules(system_id=system.id)) if f.rule in own]
    return findings


def scenario_entries(hex_map: HexMap) -> list[Entry]:
    """The scenario played on the map, for the assembly page: each deployment zone (a swatch of its
    tint), each objective and each label, with their hexes."""
    s, hex_id = hex_map.scenario, hex_map.hex_id
    if not s:
        return []
    out = [Entry("heading", translate("Legend", "Scenario"))]
    for zone in s.zones:
        swatch = HexMap(1, 1)
        swatch.scenario = Scenario(zones=(zone._replace(hexes=frozenset({(0, 0)})),))
        out.append(Entry("swatch", Legend.tr("Deployment zone {number}  {name}: %n hexes", None, len(zone.hexes))
                         .format(number=zone.number, name=zone.name), swatch))
    out += [Entry("text", translate("Legend", "Objective {name} in {hex}").format(name=o.name, hex=hex_id(*o.at)),
                  bold=True) for o in s.objectives]
    out += [Entry("text", translate("Legend", "Label '{text}' in {hex}").format(text=lb.text, hex=hex_id(*lb.at)))
            for lb in s.labels]
    return out


def _accepted_text(accepted) -> str:
    hexes = accepted.hexes
    if not hexes:
        return rule_title(accepted.rule)
    return translate("Legend", "{rule} in {hexes}").format(
        rule=rule_title(accepted.rule), hexes=", ".join(hexes[:6]) + (" ..." if len(hexes) > 6 else ""))


def legend_layout(rect: QRectF, items: list[Entry]) -> tuple[list[tuple[QRectF, Entry]], int]:
    """Where each entry goes in columns inside `rect` (points), with a section's heading repeated
    at the top of a column it runs into; and how many of `items` fit."""
    x, y = rect.left(), rect.top()
    column = rect.width() / max(1, int(rect.width() // COLUMN))        # spread the columns over the width
    placed, section = [], None
    for n, item in enumerate(items):
        run = _run_height(items, n)
        if run > rect.height() - LINE - 4:          # taller than a column below a continued heading
            run = item.height
        if y + run > rect.bottom() + 0.01 or item.kind == "heading" and n and y + 3 * LINE > rect.bottom():
            x, y = x + column, rect.top()
            if x + column > rect.right() + 0.01:
                return placed, n
            if item.kind != "heading" and section is not None:
                heading = Entry("heading", translate("Legend", "{section} (continued)").format(section=section))
                placed.append((QRectF(x, y, column - 8, heading.height), heading))
                y += heading.height
        if item.kind == "heading":
            section = item.text
        placed.append((QRectF(x, y, column - 8, item.height), item))
        y += item.height
    return placed, len(items)


def _run_height(items: list[Entry], n: int) -> float:
    """The height that must fit in the column for entry n to go there: its own, or where it starts a
    group, the whole group's."""
    group = items[n].group
    if not group or n and items[n - 1].group == group:
        return items[n].height
    end = next((k for k in range(n, len(items)) if items[k].group != group), len(items))
    return sum(item.height for item in items[n:end])


def legend_height(width: float, items: list[Entry], least: float) -> float:
    """The height (points) the entries need in columns across `width`, at least `least`."""
    height = least
    while legend_layout(QRectF(0, 0, width, height), items)[1] < len(items) and height < 1e5:
        height += LINE
    return height


def draw_legend(painter: QPainter, rect: QRectF, items: list[Entry]) -> int:
    """Draw the entries in columns inside `rect` (points); returns how many fit."""
    placed, fitted = legend_layout(rect, items)
    for where, item in placed:
        _draw_entry(painter, where, item)
    return fitted


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
    ScenarioPainter(layout).paint(painter, swatch, names=False)
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
        return translate("Legend", "yes") if value else translate("Legend", "no")
    if isinstance(value, float) and math.isfinite(value):
        return f"{value:g}"
    words = value_words(str(value))
    return words[:1].lower() + words[1:]
