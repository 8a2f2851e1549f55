"""Page layout of printed map sheets: paper sizes, tiling with overlap, the single large page.

Pure arithmetic in inches, no Qt. Map coordinates are inches from the map's top-left corner at the
chosen hex size (hexgrid.Layout with size = hex size / sqrt 3). Tiles are cut so that every hex
is whole on at least one page: where a page edge would cut a hex, the next page starts at or
before that hex, so the overlap is the chosen strip or wider.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from ..core import arrays
from ..core.errors import quoted
from ..core.hexgrid import Layout
from ..core.language import translate

PAPERS = {"letter": (8.5, 11.0), "a4": (210 / 25.4, 297 / 25.4), "legal": (8.5, 14.0),   # home printers
          "tabloid": (11.0, 17.0), "a3": (297 / 25.4, 420 / 25.4),                      # and posters, tiled
          "arch-d": (24.0, 36.0), "arch-e": (36.0, 48.0),
          "a1": (594 / 25.4, 841 / 25.4), "a0": (841 / 25.4, 1189 / 25.4)}
POSTER = "arch-e"
CUSTOM = "custom"        # a paper of the size Options.custom_paper gives
CUSTOM_SIDES = (2.0, 100.0)     # inches a side of a custom paper, least and most
LARGEST_PAGE = 200.0     # inches a side: PDF readers refuse larger pages (PDF's 14400 pt user space)
MARGIN = 3 / 16          # white border: home printers print from about 4.2 mm off the edge
STRIP = 0.4              # band beside the map for the page label and the scale bar
LEGEND_BAND = 1.9        # band under the map on a single large page: legend and scale bar
EPS = 1e-6


@dataclass(frozen=True)
class Options:
    paper: str = "letter"
    orientation: str = "portrait"
    hex_size: float = 1.25       # inches across the flats
    overlap: float = 0.5         # inches
    dpi: int = 300               # PNG only
    single_page: bool = False
    custom_paper: tuple[float, float] | None = None     # inches across and down, for paper CUSTOM
    ids: bool = True             # hex ids
    labels: bool = True          # the rule labels in each hex (LEVEL 2, LT WOODS) and the map's own labels
    legend: bool = True
    greyscale: bool = False
    pages: tuple[int, ...] | None = None    # the pages of the PDF to write (1-based), all when None
    vtt: bool = False            # a PNG for virtual tabletops, with the grid's measurements beside it (vtt.py)
    underlay: str | None = None  # the underlay's picture file, printed under the grid (None: not printed)
    language: str | None = None  # of the sheet's words (legend, assembly page, labels); None: the program's

    def __post_init__(self):
        if self.paper not in PAPERS and self.paper != CUSTOM:
            raise ValueError(f"paper must be one of {', '.join(PAPERS)}, not {self.paper!r}")
        if self.paper == CUSTOM and not (self.custom_paper and all(
                CUSTOM_SIDES[0] <= side <= CUSTOM_SIDES[1] for side in self.custom_paper)):
            raise ValueError(f"a custom paper needs a width and a height, each {CUSTOM_SIDES[0]:g}in to "
                             f"{CUSTOM_SIDES[1]:g}in")
        if self.orientation not in ("portrait", "landscape"):
            raise ValueError(f"orientation must be portrait or landscape, not {self.orientation!r}")
        if not 0.1 <= self.hex_size <= 20:
            raise ValueError(f"hex size must be between 0.1in and 20in, not {self.hex_size:g}in")
        if not 0 <= self.overlap <= 3:
            raise ValueError(f"overlap must be between 0in and 3in, not {self.overlap:g}in")
        if not 10 <= self.dpi <= 2400:
            raise ValueError(f"dpi must be between 10 and 2400, not {quoted(self.dpi)}")

    @property
    def paper_size(self) -> tuple[float, float]:
        w, h = sorted(self.custom_paper) if self.paper == CUSTOM else PAPERS[self.paper]
        return (h, w) if self.orientation == "landscape" else (w, h)

    @property
    def paper_name(self) -> str:
        """The paper as a sheet names it: Letter, A4, 8.5 x 13 in."""
        if self.paper == CUSTOM:
            w, h = sorted(self.custom_paper)
            return translate("Sheet", "{width} x {height} in").format(width=f"{w:g}", height=f"{h:g}")
        return paper_name(self.paper)

    @property
    def shown(self) -> dict[str, bool]:
        """What of the text MapPainter.paint draws: `ids` and `labels`."""
        return {"ids": self.ids, "labels": self.labels}

    @property
    def band(self) -> float:
        """Inches under the map on a single large page: the label strip, and the legend unless left out."""
        return LEGEND_BAND if self.legend else STRIP

    @property
    def layout(self) -> Layout:
        """Hex geometry in inches."""
        return Layout(self.hex_size / math.sqrt(3))


def paper_name(paper: str) -> str:
    """Letter, A4, Arch-E."""
    return paper.capitalize() if paper.isalpha() else paper.upper() if paper[1:].isdigit() else paper.title()


def parse_pages(text: str) -> tuple[int, ...]:
    """The 1-based pages a list such as "3,5-7" names, in its order; ValueError saying what is wrong."""
    pages: list[int] = []
    for part in text.split(","):
        ends = part.strip().split("-")
        if len(ends) > 2 or not all(end.strip().isdigit() for end in ends):
            raise ValueError(f"{quoted(part.strip())} is not a page or a range of pages (e.g. 3,5-7)")
        first, last = int(ends[0]), int(ends[-1])
        if first < 1:
            raise ValueError("pages are numbered from 1")
        if last < first:
            raise ValueError(f"the range {first}-{last} runs backwards (write {last}-{first})")
        pages += [p for p in range(first, last + 1) if p not in pages]
    return tuple(pages)


class Rect(NamedTuple):
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, other: Rect) -> bool:
        return (self.x - EPS <= other.x and self.y - EPS <= other.y
                and other.right <= self.right + EPS and other.bottom <= self.bottom + EPS)


class Tile(NamedTuple):
    row: int                 # 0-based
    col: int
    page: int                # 1-based page number in the document
    area: Rect               # the part of the map on this page (map inches)

    @property
    def name(self) -> str:
        return translate("Sheet", "R{row}C{col}").format(row=self.row + 1, col=self.col + 1)


@dataclass(frozen=True)
class Sheet:
    """Every page of one printed map: all pages have `page_size`; the map part sits in `viewport`.
    The map's pages start at each of `xs` across and `ys` down (map inches)."""

    options: Options
    map_size: tuple[float, float]
    page_size: tuple[float, float]
    viewport: Rect                   # page inches
    strip: Rect                      # page inches: label and scale bar (legend too on a single page)
    strip_side: str                  # "bottom" or "right"
    xs: tuple[float, ...]
    ys: tuple[float, ...]

    @property
    def single(self) -> bool:
        return self.options.single_page

    @property
    def rows(self) -> int:
        return len(self.ys)

    @property
    def cols(self) -> int:
        return len(self.xs)

    @property
    def page_count(self) -> int:
        """Tiled sheets start with an assembly and legend page."""
        return 1 if self.single else 1 + self.rows * self.cols

    @functools.cached_property
    def tiles(self) -> list[Tile]:
        """The map's pages, row by row (made when first asked for: a large map has thousands)."""
        first, (mw, mh), vp = 1 if self.single else 2, self.map_size, self.viewport
        return [Tile(r, c, first + r * self.cols + c, Rect(x, y, min(vp.w, mw - x), min(vp.h, mh - y)))
                for r, y in enumerate(self.ys) for c, x in enumerate(self.xs)]

    @property
    def footer(self) -> Rect:
        """The label strip along the bottom of the assembly page."""
        pw, ph = self.page_size
        return Rect(MARGIN, ph - MARGIN - STRIP, pw - 2 * MARGIN, STRIP)

    def printed_pages(self) -> tuple[int, ...]:
        """The pages to print: those the options name, or all; ValueError for one the sheet does not have."""
        pages = self.options.pages or tuple(range(1, self.page_count + 1))
        if max(pages) > self.page_count:
            raise ValueError(f"there is no page {quoted(max(pages))}: the sheet has {self.page_count} "
                             f"page{'s' if self.page_count > 1 else ''}")
        return pages

    def tile_at(self, row: int, col: int) -> Tile:
        return self.tiles[row * self.cols + col]


def plan(width: int, height: int, options: Options) -> Sheet:
    """The pages for a width x height map."""
    map_size = options.layout.map_size(width, height)
    if options.single_page:
        return _single(map_size, options)
    sheets = [_tiled(width, height, map_size, options, side) for side in ("bottom", "right")]
    return min(sheets, key=lambda s: s.page_count)          # the bottom strip wins a tie


def page_problem(width: int, height: int, options: Options) -> str | None:
    """Why a single-page PDF of a width x height map would not open (a page larger than PDF readers
    take), with what to choose instead; None when it opens."""
    pw, ph = _single(options.layout.map_size(width, height), options).page_size
    if max(pw, ph) <= LARGEST_PAGE + EPS:
        return None
    band = options.band
    mw, mh = pw - 2 * MARGIN, ph - 2 * MARGIN - band                       # the map grows with the hex size
    room = min((LARGEST_PAGE - 2 * MARGIN) / mw, (LARGEST_PAGE - 2 * MARGIN - band) / mh)
    fits = math.floor(options.hex_size * room * 20) / 20                   # a multiple of 0.05 in
    posters = plan(width, height, Options(paper=POSTER, hex_size=options.hex_size, overlap=options.overlap))
    smaller = f"hexes of at most {fits:g} in, or " if fits >= 0.1 else ""
    return (f"one page of {pw:.0f} x {ph:.0f} in is larger than PDF readers open ({LARGEST_PAGE:.0f} in a side): "
            f"choose {smaller}tiled posters (paper {POSTER}, {PAPERS[POSTER][0]:g} x {PAPERS[POSTER][1]:g} in: "
            f"{posters.page_count} pages)")


def _single(map_size: tuple[float, float], options: Options) -> Sheet:
    mw, mh = map_size
    page = (mw + 2 * MARGIN, mh + 2 * MARGIN + options.band)
    viewport = Rect(MARGIN, MARGIN, mw, mh)
    strip = Rect(MARGIN, MARGIN + mh, mw, options.band)
    return Sheet(options, map_size, page, viewport, strip, "bottom", (0.0,), (0.0,))


def _tiled(width: int, height: int, map_size: tuple[float, float], options: Options, side: str) -> Sheet:
    pw, ph = options.paper_size
    vw, vh = pw - 2 * MARGIN, ph - 2 * MARGIN
    if side == "bottom":
        vh -= STRIP
        strip = Rect(MARGIN, MARGIN + vh, vw, STRIP)
    else:
        vw -= STRIP
        strip = Rect(MARGIN + vw, MARGIN, STRIP, vh)
    x_spans, y_spans = hex_spans(width, height, options.layout)
    xs = tile_starts(x_spans, vw, options.overlap, map_size[0])
    ys = tile_starts(y_spans, vh, options.overlap, map_size[1])
    return Sheet(options, map_size, (pw, ph), Rect(MARGIN, MARGIN, vw, vh), strip, side, tuple(xs), tuple(ys))


def hex_spans(width: int, height: int, layout: Layout) -> tuple[np.ndarray, np.ndarray]:
    """The distinct (start, end) extents of hexes across (columns) and down (rows and stagger)."""
    cols = np.arange(width)
    x0 = layout.size * 1.5 * cols
    x_spans = np.stack([x0, x0 + 2 * layout.size], axis=1)
    halves = arrays.unique(np.concatenate([np.arange(height) * 2.0 + p for p in {0, min(1, width - 1)}]))
    y0 = layout.flat_width * halves / 2
    return x_spans, np.stack([y0, y0 + layout.flat_width], axis=1)


def tile_starts(spans: np.ndarray, length: float, overlap: float, total: float) -> list[float]:
    """Where each page starts along one axis. A page covers [start, start + length]; the next one
    starts `overlap` before that end, or earlier: at the start of any hex the end cuts. The spans
    are in order of their starts, and of their ends too (hex_spans)."""
    if spans.size and (spans[:, 1] - spans[:, 0]).max() > length + EPS:
        raise ValueError("a hex is bigger than the printable part of the page: choose a smaller hex size")
    starts = [0.0]
    while starts[-1] + length < total - EPS:
        end = starts[-1] + length
        first = np.searchsorted(spans[:, 1], end + EPS, "right")      # the first span ending after the end
        cut = first < len(spans) and spans[first, 0] < end - EPS         # and starting before it: cut
        starts.append(float(min(end - overlap, spans[first, 0])) if cut else end - overlap)
        if starts[-1] <= starts[-2] + EPS:
            raise ValueError("the overlap leaves no room on the page: choose a smaller overlap")
    return starts
