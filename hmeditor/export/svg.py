"""SVG of the whole map at true scale (the hex size across the flats), as vector graphics, streamed:
Qt's SVG generator holds its whole document in memory, so the map is drawn in bands of rows, each
by its own generator, and the bands' bodies are written one after the other (layer by layer, so
they overlap as one drawing would)."""

from __future__ import annotations

import re
from dataclasses import replace

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QRectF, QSize
from PySide6.QtSvg import QSvgGenerator

from ..core.model import HexMap
from ..render import painting
from ..render.painter import LAYERS
from .marks import PT
from .output import qt_output
from .pages import SCENARIO_PART, SheetPainter
from .sheets import Options, Rect, plan

BAND_HEXES = 10_000          # hexes per band: a band's SVG text is some megabytes
SAMPLE_HEXES = 1000          # hexes drawn to estimate a whole map's SVG (a second at most)
_DEFS = re.compile(rb"<defs>\n(.*?)</defs>\n", re.S)
_HEAD = re.compile(rb"</defs>.*?<g.*?>", re.S)      # the head ends with the opening of the outer group
CLOSING_SPAN = 64            # bytes at the end of a document that hold the outer group's closing
_COLOUR = re.compile(rb'((?:fill|stroke|stop-color)=")#([0-9a-fA-F]{6})"')


def write_svg(hex_map: HexMap, path: str, options: Options) -> None:
    pages = _pages(hex_map, options)
    rows = max(1, BAND_HEXES // hex_map.width)
    bands = [range(r, min(hex_map.height, r + rows)) for r in range(0, hex_map.height, rows)]
    parts = [{"rows": band, "layers": (layer,)} for layer in LAYERS for band in bands]
    parts += [SCENARIO_PART] if hex_map.scenario else []
    with qt_output(path, b"</svg>") as device:
        for n, part in enumerate(parts):
            head, body = _parts(_band(pages, options, **part), n)
            if n == 0:
                device.write(head)
            device.write(_greys(bytes(body)) if options.greyscale else body)
        device.write(b"</g>\n</svg>\n")


def estimated_size(hex_map: HexMap, options: Options) -> int:
    """About how many bytes the map's SVG takes: rows spread over the map (SAMPLE_HEXES hexes or one
    row) are drawn, and their bytes a row taken for every row."""
    count = max(1, min(hex_map.height, SAMPLE_HEXES // hex_map.width))
    rows = {round(k * (hex_map.height - 1) / max(1, count - 1)) for k in range(count)}
    pages = _pages(hex_map, options)
    drawn = sum(len(_parts(_band(pages, options, rows=range(row, row + 1)), 0)[1]) for row in rows)
    return drawn * hex_map.height // len(rows)


def _pages(hex_map: HexMap, options: Options) -> SheetPainter:
    """The one page of the whole map, drawn with the print options."""
    return SheetPainter(hex_map, plan(hex_map.width, hex_map.height, replace(options, single_page=True, pages=None)))


def _band(pages: SheetPainter, options: Options, **only) -> QByteArray:
    """The SVG document of a part of the map (`only`: see SheetPainter.draw_map), as the bytes Qt
    wrote (a band's document is tens of megabytes: `_parts` cuts it without copying it into Python)."""
    mw, mh = pages.sheet.map_size
    size = QSize(round(mw * PT), round(mh * PT))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setResolution(round(PT))             # user units are points: width/height come out in mm
    generator.setSize(size)
    generator.setViewBox(QRect(0, 0, size.width(), size.height()))
    generator.setTitle(pages.map.name or "map")
    generator.setDescription(f"{pages.map.width} x {pages.map.height} hexes, {options.hex_size:g} in across the flats")
    with painting(generator, "SVG") as painter:
        pages.draw_map(painter, QRectF(0, 0, mw * PT, mh * PT), Rect(0, 0, mw, mh), **only)
    buffer.close()
    return buffer.data()            # the buffer goes with this function: the array is then ours alone


def _parts(document: QByteArray | bytes, n: int) -> tuple[bytes, QByteArray | bytes]:
    """A generator's document cut into its head (to the opening of its outer group) and its body
    (the drawing, without the closing of that group and of the document: a slice of the document,
    of its type). Definitions (gradients, patterns) move into the body, their ids made the band's own."""
    with memoryview(document) as view:          # searched where Qt wrote it: a band is tens of megabytes
        start = _HEAD.search(view).end()
        last = max(0, len(view) - CLOSING_SPAN)
        end = last + bytes(view[last:]).rindex(b"</g>")         # the outer group's closing
        defs = _DEFS.search(view, 0, start)
        if not defs or not defs.group(1):
            return bytes(view[:start]), document[start:end]
        inner = bytes(defs.group(1))
        head = bytes(view[:defs.start()]) + b"<defs>\n</defs>\n" + bytes(view[defs.end():start])
        drawing = bytes(view[start:end])
    return head, b"<defs>\n" + _own_ids(inner, inner, n) + b"</defs>\n" + _own_ids(drawing, inner, n)


def _greys(body: bytes) -> bytes:
    """The drawing with each colour its grey (as Qt makes greys: 11 parts red, 16 green, 5 blue)."""
    def grey(match: re.Match) -> bytes:
        r, g, b = bytes.fromhex(match.group(2).decode())
        return match.group(1) + b"#%02x%02x%02x\"" % (((r * 11 + g * 16 + b * 5) // 32,) * 3)
    return _COLOUR.sub(grey, body)


def _own_ids(text: bytes, defs: bytes, n: int) -> bytes:
    """`text` with the ids defined in `defs` (and the references to them) prefixed with the band's number."""
    ids = b"|".join(map(re.escape, set(re.findall(rb'id="([^"]+)"', defs))))
    return re.sub(rb'(id="|url\(#)(' + ids + rb')\b', lambda m: m.group(1) + b"b%d-" % n + m.group(2), text)
