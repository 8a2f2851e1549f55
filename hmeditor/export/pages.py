"""Draws the pages of a Sheet in points (1/72 inch): map tiles, the assembly and legend page, or
the single large page. The PDF writer and the export dialog's preview both use this."""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from ..core.hexgrid import PAINT_SIZE, Layout
from ..core.language import QT_TRANSLATE_NOOP, Context, translate
from ..core.model import HexMap
from ..render import painting
from ..render.overview import Overview
from ..render.painter import LAYERS, MapPainter
from ..render.scenario import ScenarioPainter
from ..render.tracing import underlay_picture
from .legend import draw_legend, entries, legend_height, scenario_entries
from .marks import INK, MARK, PT, draw_alignment_line, draw_crop_marks, draw_strip, font, pt_rect
from .sheets import MARGIN, STRIP, Rect, Sheet, Tile

BAND_HEXES = 10_000        # hexes drawn in one go (a band of a large drawing)
SCENARIO_PART = {"scenario": True}      # the part of a drawing (`SheetPainter.map_parts`) that is the scenario layer
OVERVIEW_VECTORS = 3.0     # points across a hex on the assembly page's overview, below which it is a picture
PREVIEW_DETAIL = 8.0       # pixels across a hex in a preview, below which the map is a picture
INSTRUCTIONS = (
    QT_TRANSLATE_NOOP("Sheet", "Print every page at 100 % (actual size, no 'fit to page'); check the 1 inch / 25 mm "
                      "bar on each page."),
    QT_TRANSLATE_NOOP("Sheet", "Trim each page along its crop marks where it meets a page to its left or above."),
    QT_TRANSLATE_NOOP("Sheet", "Lay it over that neighbour so its cut edge meets the dashed magenta line, then glue "
                      "or tape it."),
)
Pages = Context("Pages")   # the texts of a sheet with plural forms
ORIENTATIONS = {"portrait": QT_TRANSLATE_NOOP("Sheet", "portrait"),
                "landscape": QT_TRANSLATE_NOOP("Sheet", "landscape")}


class SheetPainter:
    """Draws the pages of `sheet`. Where a map's hexes come out smaller than `picture_below` device
    pixels (previews), the map is drawn as its overview picture, not hex by hex."""

    def __init__(self, hex_map: HexMap, sheet: Sheet, picture_below: float = 0.0):
        self.map, self.sheet, self.picture_below = hex_map, sheet, picture_below
        self.layout = Layout(PAINT_SIZE)
        self.map_painter = MapPainter(self.layout)
        self.scenario_painter = ScenarioPainter(self.layout, sheet.options.hex_size)
        self.map_painter.underlay = underlay_picture(hex_map, sheet.options.underlay, self.layout)[0]
        self.units_per_inch = self.layout.flat_width / sheet.options.hex_size
        self.legend = (entries(hex_map) if sheet.options.legend else []) + scenario_entries(hex_map)

    @property
    def title(self) -> str:
        return self.map.name or translate("Sheet", "Untitled map")

    def draw_page(self, painter: QPainter, page: int) -> None:
        """Page `page` (1-based); the painter's units are points from the page's top-left corner."""
        if self.sheet.single:
            self._single_page(painter)
        elif page == 1:
            self._assembly_page(painter)
        else:
            self._tile_page(painter, self.sheet.tiles[page - 2])

    def draw_map(self, painter: QPainter, dest: QRectF, area: Rect, text: bool = True, picture: bool = False,
                 **only) -> None:
        """The map part `area` (map inches) into `dest` (points), clipped to it, with its scenario
        layer; `only` draws one of the parts `map_parts` gives. A large part is drawn in those parts
        (bands of rows, layer by layer), so the drawing of no more than a band is held at a time.
        With `picture` (or hexes smaller than `picture_below` pixels), the overview picture instead."""
        upi = self.units_per_inch
        scale = dest.width() / (area.w * upi)
        rect = QRectF(area.x * upi, area.y * upi, area.w * upi, area.h * upi)
        painter.save()
        painter.setClipRect(dest)
        painter.translate(dest.topLeft())
        painter.scale(scale, scale)
        painter.translate(-area.x * upi, -area.y * upi)
        if picture or abs(painter.deviceTransform().m11()) * self.layout.flat_width < self.picture_below:
            self._picture(painter)
            painter.restore()
            return
        for part in [only] if only else self.map_parts(area):
            if part.get("scenario"):
                self.scenario_painter.paint(painter, self.map, rect, labels=text and self.sheet.options.labels,
                                            names=text)
            else:
                self.map_painter.paint(painter, self.map, rect, text, **self.sheet.options.shown, **part)
        painter.restore()

    def _picture(self, painter: QPainter) -> None:
        """The whole map as its overview picture (a few pixels a hex), in map units."""
        overview = Overview(self.map, self.map_painter.style)
        painter.drawImage(overview.target_rect(self.layout), overview.image())

    def map_parts(self, area: Rect) -> list[dict]:
        """What drawing the map part `area` (map inches) is made of, as `only` arguments of draw_map:
        the whole when it is small, else bands of at most BAND_HEXES hexes, each layer of every band
        in turn (bottom layer first, so they overlap as one drawing would); then the scenario layer."""
        upi = self.units_per_inch
        cols, rows = self.layout.hexes_in_rect(area.x * upi, area.y * upi, area.right * upi, area.bottom * upi,
                                               *self.map.size)
        scenario = [SCENARIO_PART] if self.map.scenario else []
        if len(cols) * len(rows) <= BAND_HEXES:
            return [{}, *scenario]
        step = max(1, BAND_HEXES // len(cols))
        return [{"rows": range(top, min(rows.stop, top + step)), "layers": (layer,)}
                for layer in LAYERS for top in range(rows.start, rows.stop, step)] + scenario

    def _tile_page(self, painter: QPainter, tile: Tile) -> None:
        sheet, vp, area = self.sheet, self.sheet.viewport, tile.area
        printed = Rect(vp.x, vp.y, area.w, area.h)
        self.draw_map(painter, pt_rect(printed), area)
        draw_crop_marks(painter, printed)
        if tile.col + 1 < sheet.cols:
            right = sheet.tile_at(tile.row, tile.col + 1)
            x = (vp.x + right.area.x - area.x) * PT
            draw_alignment_line(painter, QPointF(x, vp.y * PT), QPointF(x, printed.bottom * PT),
                                _edge(right))
        if tile.row + 1 < sheet.rows:
            below = sheet.tile_at(tile.row + 1, tile.col)
            y = (vp.y + below.area.y - area.y) * PT
            draw_alignment_line(painter, QPointF(vp.x * PT, y), QPointF(printed.right * PT, y),
                                _edge(below))
        draw_strip(painter, sheet.strip, sheet.strip_side, f"{tile.name}  {self.title}",
                   translate("Sheet", "print at 100 % · page {page} of {pages} · row {row} of {rows}, column {col} of "
                             "{cols} · {scale}").format(page=tile.page, pages=sheet.page_count, row=tile.row + 1,
                                                        rows=sheet.rows, col=tile.col + 1, cols=sheet.cols,
                                                        scale=self._scale_text()))

    def _assembly_page(self, painter: QPainter) -> None:
        sheet = self.sheet
        pw, ph = sheet.page_size
        body = QRectF(MARGIN * PT, MARGIN * PT, (pw - 2 * MARGIN) * PT, (ph - 2 * MARGIN - STRIP) * PT)
        painter.setPen(INK)
        painter.setFont(font(18, bold=True))
        painter.drawText(QRectF(body.left(), body.top(), body.width(), 24), Qt.AlignmentFlag.AlignLeft, self.title)
        painter.setFont(font(9))
        opts = sheet.options
        painter.drawText(QRectF(body.left(), body.top() + 26, body.width(), 14), Qt.AlignmentFlag.AlignLeft,
                         " · ".join((self._size_text(), self._scale_text(),
                                     translate("Sheet", "{paper} {orientation}").format(
                                         paper=opts.paper_name,
                                         orientation=translate("Sheet", ORIENTATIONS[opts.orientation])),
                                     Pages.tr("%n map pages ({rows} rows x {cols} columns) after this one", None,
                                              len(sheet.tiles)).format(rows=sheet.rows, cols=sheet.cols))))
        text_h = len(INSTRUCTIONS) * 12 + 28
        middle = QRectF(body.left(), body.top() + 48, body.width(), body.height() - 48 - text_h)
        overview, legend = self._assembly_parts(middle)
        self._overview(painter, overview)
        draw_legend(painter, legend, self.legend)
        painter.setPen(INK)
        painter.setFont(font(9, bold=True))
        painter.drawText(QRectF(body.left(), body.bottom() - text_h, body.width(), 14), Qt.AlignmentFlag.AlignLeft,
                         translate("Sheet", "Assembly"))
        painter.setFont(font(7))
        for i, line in enumerate(INSTRUCTIONS):
            painter.drawText(QRectF(body.left(), body.bottom() - text_h + 16 + 12 * i, body.width(), 12),
                             Qt.AlignmentFlag.AlignLeft, f"{i + 1}. {translate('Sheet', line)}")
        heading = translate("Sheet", "Assembly and legend") if sheet.options.legend else translate("Sheet", "Assembly")
        draw_strip(painter, sheet.footer, "bottom", f"{heading}  {self.title}",
                   translate("Sheet", "page 1 of {pages} · the scale bar checks the print: it must measure "
                             "exactly").format(pages=sheet.page_count))

    def _assembly_parts(self, middle: QRectF) -> tuple[QRectF, QRectF]:
        """Where the overview and the legend go on the assembly page: side by side on a landscape page,
        the legend below on a portrait one, taking the room it needs; the overview alone without one."""
        if not self.legend:
            return middle, QRectF()
        if middle.width() > middle.height():
            overview = QRectF(middle.left(), middle.top(), middle.width() * 0.45, middle.height())
            return overview, QRectF(overview.right() + 16, middle.top(), middle.width() * 0.55 - 16, middle.height())
        need = legend_height(middle.width(), self.legend, middle.height() * 0.45 - 10)
        legend_h = min(need, middle.height() * 0.7)
        overview = QRectF(middle.left(), middle.top(), middle.width(), middle.height() - legend_h - 10)
        return overview, QRectF(middle.left(), overview.bottom() + 10, middle.width(), legend_h)

    def _overview(self, painter: QPainter, box: QRectF) -> None:
        """The whole map, small, with each page's part outlined and named."""
        mw, mh = self.sheet.map_size
        scale = min(box.width() / mw, box.height() / mh)
        origin = QPointF(box.left() + (box.width() - mw * scale) / 2, box.top())
        self.draw_map(painter, QRectF(origin.x(), origin.y(), mw * scale, mh * scale), Rect(0, 0, mw, mh),
                      text=False, picture=self.sheet.options.hex_size * scale < OVERVIEW_VECTORS)   # too small to tell
        painter.save()
        for tile in self.sheet.tiles:
            a = tile.area
            r = QRectF(origin.x() + a.x * scale, origin.y() + a.y * scale, a.w * scale, a.h * scale)
            painter.setPen(QPen(MARK, 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(r)
            text = (translate("Sheet", "{tile} · p {page}").format(tile=tile.name, page=tile.page) if r.width() >= 90
                    else str(tile.page))            # small tiles: page only
            painter.setFont(font(min(8.0, max(3.0, r.height() * 0.3)), bold=True))
            label = QRectF(r.left() + 2, r.top() + 2, painter.fontMetrics().horizontalAdvance(text) + 4,
                           painter.fontMetrics().height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 220))
            painter.drawRect(label)
            painter.setPen(MARK)
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def _single_page(self, painter: QPainter) -> None:
        for part in self.single_page_parts():
            part(painter)

    def single_page_parts(self) -> list[Callable[[QPainter], None]]:
        """The single large page as parts drawn one after the other: the map's parts (`map_parts`),
        then its frame (crop marks, label strip, legend). A PDF draws each on a page of its own and
        lays them on one (pdfjoin), holding no more than a part in memory."""
        vp, area = self.sheet.viewport, Rect(0, 0, *self.sheet.map_size)
        return [functools.partial(self.draw_map, dest=pt_rect(vp), area=area, **only)
                for only in self.map_parts(area)] + [self._single_page_frame]

    def _single_page_frame(self, painter: QPainter) -> None:
        sheet = self.sheet
        vp, band = sheet.viewport, sheet.strip
        draw_crop_marks(painter, vp)
        draw_strip(painter, Rect(band.x, band.y, band.w, STRIP), "bottom", self.title,
                   " · ".join((translate("Sheet", "print at 100 %"), self._size_text(), self._scale_text())))
        legend = pt_rect(Rect(band.x, band.y + STRIP, band.w, band.h - STRIP))
        draw_legend(painter, legend.adjusted(4, 0, 0, 0), self.legend)

    def _scale_text(self) -> str:
        hex_in = self.sheet.options.hex_size
        return translate("Sheet", "hexes {inches} in ({mm} mm) across").format(
            inches=decimal(f"{hex_in:g}"), mm=decimal(f"{hex_in * 25.4:.1f}"))

    def _size_text(self) -> str:
        return Pages.tr("{width} x %n hexes", None, self.map.height).format(width=self.map.width)


def _edge(tile: Tile) -> str:
    """The label of the line where `tile`'s page goes."""
    return translate("Sheet", "{tile} (page {page}) edge").format(tile=tile.name, page=tile.page)


def decimal(number: str) -> str:
    """A number written with a point, with the decimal sign of the language in use ("1,5")."""
    from .. import i18n
    return number.replace(".", QLocale(i18n.in_use()).decimalPoint())


def page_image(hex_map: HexMap, sheet: Sheet, page: int, width: int, map_only: bool = False) -> QImage:
    """A preview: page `page` drawn into an image `width` pixels wide; with `map_only`, the map alone
    (what SVG and PNG hold). Hexes smaller than PREVIEW_DETAIL pixels show as the overview picture:
    the ids and symbols of a big map are never drawn to be too small to see."""
    pages = SheetPainter(hex_map, sheet, PREVIEW_DETAIL)
    pw, ph = sheet.map_size if map_only else sheet.page_size
    image = QImage(width, max(1, round(width * ph / pw)), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    with painting(image) as painter:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        painter.scale(width / (pw * PT), width / (pw * PT))
        if map_only:
            pages.draw_map(painter, QRectF(0, 0, pw * PT, ph * PT), Rect(0, 0, pw, ph))
        else:
            pages.draw_page(painter, page)
    return image
