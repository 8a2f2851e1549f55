"""PNG of the whole map at a chosen DPI, rendered in horizontal bands so a big map never needs a
whole-image buffer. Drawn in one process, the rows are deflated as one stream a few megabytes at a
time; drawn in parallel processes, each band is deflated on its own (as pigz does: sync-flushed
raw deflate blocks joined into one zlib stream)."""

from __future__ import annotations

import math
import os
import pickle
import shutil
import signal
import struct
import sys
import tempfile
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import closing
from dataclasses import replace

import numpy as np
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from .. import i18n
from ..core.files import atomic_output
from ..core.hexgrid import PAINT_SIZE, Layout
from ..core.model import HexMap
from ..render import painting
from ..render.painter import MapPainter
from ..render.scenario import ScenarioPainter
from ..render.tracing import underlay_picture
from .sheets import Options

try:                # ISA-L's deflate: five times as fast as zlib's, for files 7 % bigger
    from isal import isal_zlib as zlib
    LEVEL = 2       # as fast as its level 1, files 1.5 % smaller (3: three times the time)
except ImportError:                # no wheel of it for this platform: the standard library's
    import zlib
    LEVEL = 1

BAND_BYTES = 24 << 20            # raw RGB bytes per band drawn whole (on an image a third bigger) or by a worker
STAMPED_BAND_BYTES = 128 << 20   # per band of a map stamped whole here (what is kept: where its stamps go)
PARALLEL_PIXELS = 50_000_000     # from this image size on, bands render in worker processes (slow to start)
AHEAD = 2                        # bands per worker asked for ahead of the one written: the bands drawn and
                                 # waiting to be written stay few (a worker ahead by half the file held it here)
STRIP_BYTES = 2 << 20            # a strip of the image, drawn on while it stays in the processor's cache
CHUNK_BYTES = 4 << 20            # rows deflated at a time (drawn into memory that stays mapped)
BAND_MARGIN = 8                  # rows drawn above and below each band and cropped off, besides a hex side
ADLER_BASE = 65521
ROWS_SPARE = 3                   # bytes after the last row, for a converter that writes a word at a time


def image_size(hex_map: HexMap, options: Options) -> tuple[int, int]:
    w, h = options.layout.map_size(hex_map.width, hex_map.height)
    return round(w * options.dpi), round(h * options.dpi)


def write_png(hex_map: HexMap, path: str, options: Options, workers: int | None = None,
              progress=lambda done, total: None) -> tuple[int, int]:
    """Writes the PNG; returns its (width, height) in pixels. `progress(rows done, rows)` as rows are written."""
    width, height = image_size(hex_map, options)
    renderer = BandRenderer(hex_map, options, width)
    if workers is None:           # a frozen app (PyInstaller) cannot spawn workers without freeze_support()
        parallel = width * height >= PARALLEL_PIXELS and not getattr(sys, "frozen", False)
        workers = (os.cpu_count() or 1) if parallel else 1
    band = max(16, (STAMPED_BAND_BYTES if renderer.stamped and workers == 1 else BAND_BYTES) // (3 * width))
    bands = [(y, min(height, y + band)) for y in range(0, height, band)]
    workers = min(workers, len(bands))
    with atomic_output(path) as out:
        out.write(b"\x89PNG\r\n\x1a\n")
        _chunk(out, b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
        per_metre = round(options.dpi / 0.0254)
        _chunk(out, b"pHYs", struct.pack(">IIB", per_metre, per_metre, 1))
        _chunk(out, b"IDAT", b"\x78\x01")          # the zlib stream's header; each band's deflate blocks follow
        out_adler, done = 1, 0
        with closing(_bands(renderer, bands, workers)) as rendered:    # closed at once if stopped
            for data, adler, length in rendered:
                if data:
                    _chunk(out, b"IDAT", data)
                out_adler = adler32_combine(out_adler, adler, length)
                done += length // (3 * width + 1)
                progress(done, height)
        _chunk(out, b"IDAT", struct.pack(">I", out_adler))
        _chunk(out, b"IEND", b"")
    return width, height


def _bands(renderer: BandRenderer, bands: list[tuple[int, int]], workers: int):
    """(deflate data, adler32, length) of the rows of each band in turn, or with one worker of each
    chunk of their rows, all deflated as one stream."""
    jobs = [(y0, y1, y1 == bands[-1][1]) for y0, y1 in bands]
    if workers <= 1:
        stream, deflating = _Stream(), None
        with ThreadPoolExecutor(1) as deflater:     # deflate lets go of the GIL: rows deflate while the next are drawn
            for y0, y1, last in jobs:
                for rows, band_end in renderer.chunks(y0, y1, CHUNK_BYTES):
                    if deflating is not None:
                        yield deflating.result()
                    deflating = deflater.submit(stream.deflate, rows, last and band_end)
            yield deflating.result()
        return
    # This process draws every `workers`-th band itself: one worker fewer to start and to render its
    # symbols again. (Imported here: a map drawn in one process starts without them, 16 ms sooner.)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool
    with tempfile.TemporaryDirectory(prefix="hmeditor-png-") as folder:
        # The map goes to the workers in a file: given to them as they start, it would be written
        # into a pipe that Python's spawn keeps open at both ends, and a worker that died before
        # reading it all would leave this process waiting for ever.
        map_file = os.path.join(folder, "map.pickle")
        with open(map_file, "wb") as f:
            pickle.dump(renderer.map, f, pickle.HIGHEST_PROTOCOL)
        options = replace(renderer.options, language=i18n.in_use())       # the workers speak as this process
        with ProcessPoolExecutor(workers - 1, mp_context=multiprocessing.get_context("spawn"),
                                 initializer=_init_worker, initargs=(map_file, options, renderer.width)) as pool:
            try:
                theirs, queued = {}, iter(k for k in range(len(jobs)) if k % workers)
                following = next(queued, None)
                for k, job in enumerate(jobs):
                    while following is not None and following < k + AHEAD * workers:
                        theirs[following] = pool.submit(_render_in_worker, jobs[following])
                        following = next(queued, None)
                    yield theirs.pop(k).result() if k in theirs else renderer.render(*job)
            except GeneratorExit:           # stopped (cancelled): the bands not started are dropped
                pool.shutdown(cancel_futures=True)
                raise
            except BrokenProcessPool:
                raise OSError(0, "a drawing process ended unexpectedly (killed, or out of memory)") from None


class BandRenderer:
    def __init__(self, hex_map: HexMap, options: Options, width: int):
        self.map, self.options, self.width = hex_map, options, width
        layout = Layout(PAINT_SIZE)
        self.painter = MapPainter(layout)
        self.scenario = ScenarioPainter(layout, options.hex_size)
        self.painter.underlay = underlay_picture(hex_map, options.underlay, layout)[0]
        self.scale = options.hex_size * options.dpi / layout.flat_width      # pixels per map unit
        # Qt rasterises a wide line from where the device clips it, a grey level or so apart from
        # the unclipped line: with a hex side more, a line cut by the device edge ends before the crop.
        # Stamps (images) are cut exactly: a map stamped whole needs no more, and is drawn in strips.
        self.stamped = self.painter.stamps_only(hex_map, self.scale)
        self.margin = BAND_MARGIN + (not self.stamped) * math.ceil(layout.size * self.scale)
        self.strip = max(8, STRIP_BYTES // (4 * width))
        self._image: QImage | None = None
        self._buffers: list[np.ndarray | None] = [None, None]     # rows, by turns
        self._turn = 0

    def render(self, y0: int, y1: int, last: bool) -> tuple[bytes, int, int]:
        (rows, _), = self.chunks(y0, y1)
        return _deflate(rows, last)

    def chunks(self, y0: int, y1: int, chunk_bytes: int | None = None) -> Iterator[tuple[np.ndarray, bool]]:
        """Rows y0..y1, filtered for PNG, in flat arrays of bytes of about `chunk_bytes` each (all in
        one when None), each with whether it is the band's last. An array stays as it is until the one
        after next is asked for: one can be deflated while the next is drawn. (The arrays and the image
        drawn on are kept for the next: memory the system gives anew is zeroed page by page.)"""
        line = 3 * self.width + 1
        chunk = y1 - y0 if chunk_bytes is None else max(1, chunk_bytes // line // self.strip) * self.strip
        strips = self._strips(y0, y1)
        with closing(strips):
            for c0 in range(y0, y1, chunk):
                c1 = min(y1, c0 + chunk)
                buffer = self._buffer(c1 - c0)
                into = QImage(buffer[1:].data, self.width, c1 - c0, line, QImage.Format.Format_RGB888)
                with painting(into) as rgb:     # Qt converts the rows straight into place, one byte into each
                    rgb.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
                    for top in range(0, c1 - c0, self.strip):
                        rgb.drawImage(QPoint(0, top), *self._coloured(*next(strips)))
                rows = buffer[:(c1 - c0) * line]
                rows[::line] = 0    # PNG's filter type 0 (None) before each row: the map's flat colours and
                yield rows, c1 == y1        # repeated hexes deflate smaller and faster unfiltered than with Sub

    def _coloured(self, image: QImage, rect: QRect) -> tuple[QImage, QRect]:
        """A strip as the options want it: in its colours, or (greyscale) in greys."""
        if not self.options.greyscale:
            return image, rect
        grey = image.copy(rect).convertToFormat(QImage.Format.Format_Grayscale8)
        return grey, grey.rect()

    def _buffer(self, height: int) -> np.ndarray:
        self._turn, needed = 1 - self._turn, _rows_bytes(self.width, height)
        if self._buffers[self._turn] is None or len(self._buffers[self._turn]) < needed:
            self._buffers[self._turn] = np.empty(needed, np.uint8)
        return self._buffers[self._turn]

    def _strips(self, y0: int, y1: int) -> Iterator[tuple[QImage, QRect]]:
        """Rows y0..y1 a strip at a time: an image and the rectangle on it holding the strip's rows."""
        return self._stamped_strips(y0, y1) if self.stamped else self._drawn_strips(y0, y1)

    def _stamped_strips(self, y0: int, y1: int) -> Iterator[tuple[QImage, QRect]]:
        """The strips of a map stamped whole, each drawn (`Blits`) on one strip-high image in turn."""
        if self._image is None or self._image.height() != self.strip:
            self._image = QImage(self.width, self.strip, QImage.Format.Format_RGB32)     # Qt paints this fastest
        with painting(self._image) as painter:
            painter.translate(0, -y0)
            painter.scale(self.scale, self.scale)
            blits = self.painter.paint_stamps(painter, self.map, self._map_rows(y0, y1), **self.options.shown)
            for top in range(0, y1 - y0, self.strip):
                painter.setWorldTransform(QTransform.fromTranslate(0, -top))
                painter.fillRect(0, top, self.width, self.strip, QColor("white"))
                blits.draw(painter, QRect(0, top, self.width, self.strip))
                painter.setWorldTransform(QTransform.fromTranslate(0, -y0 - top).scale(self.scale, self.scale))
                self._scenario(painter, self._map_rows(y0 + top, y0 + top + self.strip))
                yield self._image, QRect(0, 0, self.width, min(self.strip, y1 - y0 - top))

    def _drawn_strips(self, y0: int, y1: int) -> Iterator[tuple[QImage, QRect]]:
        """Rows y0..y1 drawn with rows more above and below: anti-aliased lines are then cut by the
        crop, not by the device edge (where Qt rasterises them slightly differently), so bands join
        seamlessly."""
        top, height = y0 - self.margin, y1 - y0 + 2 * self.margin
        if self._image is None or self._image.height() != height:
            self._image = QImage(self.width, height, QImage.Format.Format_RGB32)
        self._image.fill(QColor("white"))
        with painting(self._image) as painter:
            painter.translate(0, -top)
            painter.scale(self.scale, self.scale)
            self.painter.paint(painter, self.map, self._map_rows(y0, y1), **self.options.shown)
            self._scenario(painter, self._map_rows(y0, y1))
        for row in range(0, y1 - y0, self.strip):
            yield self._image, QRect(0, self.margin + row, self.width, min(self.strip, y1 - y0 - row))

    def _scenario(self, painter: QPainter, rect: QRectF) -> None:
        """The scenario layer over the map where it touches `rect` (map units)."""
        self.scenario.paint(painter, self.map, rect, labels=self.options.labels)

    def _map_rows(self, y0: int, y1: int) -> QRectF:
        """Image rows y0..y1 and the margin around them, in map units."""
        s = self.scale
        return QRectF(0, (y0 - self.margin) / s, self.width / s, (y1 - y0 + 2 * self.margin) / s)


class _Stream:
    """One deflate stream of rows given in turn (on one thread at a time)."""

    def __init__(self):
        self._deflate = zlib.compressobj(LEVEL, zlib.DEFLATED, -15)

    def deflate(self, rows: np.ndarray, last: bool) -> tuple[bytes, int, int]:
        """(raw deflate data so far, adler32 of the rows, their length); the stream ends with the last."""
        data = self._deflate.compress(rows)
        if last:
            data += self._deflate.flush(zlib.Z_FINISH)
        return data, zlib.adler32(rows), len(rows)


def _deflate(rows: np.ndarray, last: bool) -> tuple[bytes, int, int]:
    """(raw deflate data, adler32 of the rows, their length): a band's rows on their own, ending on a
    byte (sync-flushed) to be joined to the next band's."""
    deflate = zlib.compressobj(LEVEL, zlib.DEFLATED, -15)
    data = deflate.compress(rows) + deflate.flush(zlib.Z_FINISH if last else zlib.Z_SYNC_FLUSH)
    return data, zlib.adler32(rows), len(rows)


def _rows_bytes(width: int, height: int) -> int:
    """The bytes `BandRenderer.chunks` takes for rows of an image `width` pixels wide."""
    return height * (3 * width + 1) + ROWS_SPARE


def adler32_combine(adler1: int, adler2: int, length2: int) -> int:
    """The Adler-32 of A + B from those of A and B and the length of B (zlib's adler32_combine)."""
    rem = length2 % ADLER_BASE
    sum1 = adler1 & 0xFFFF
    sum2 = rem * sum1 % ADLER_BASE
    sum1 = (sum1 + (adler2 & 0xFFFF) + ADLER_BASE - 1) % ADLER_BASE
    sum2 = (sum2 + (adler1 >> 16) + (adler2 >> 16) + ADLER_BASE - rem) % ADLER_BASE
    return sum1 | sum2 << 16


def _chunk(out, kind: bytes, data: bytes) -> None:
    out.write(struct.pack(">I", len(data)) + kind)
    out.write(data)
    out.write(struct.pack(">I", zlib.crc32(data, zlib.crc32(kind))))


_worker: BandRenderer | None = None


def _init_worker(map_file: str, options: Options, width: int) -> None:
    from . import ensure_gui_app
    global _worker
    signal.signal(signal.SIGINT, signal.SIG_IGN)      # Ctrl+C is for the exporting process, which stops them
    threading.Thread(target=_end_with_parent, args=(map_file,), daemon=True).start()
    with open(map_file, "rb") as f:
        hex_map = pickle.load(f)
    ensure_gui_app()
    if options.language:
        i18n.install(options.language)
    _worker = BandRenderer(hex_map, options, width)


def _end_with_parent(map_file: str) -> None:
    """End this worker when the exporting process ends, however it ended (killed, it gives no word),
    removing the map's file if the exporting process could not."""
    from multiprocessing import connection, parent_process
    connection.wait([parent_process().sentinel])
    shutil.rmtree(os.path.dirname(map_file), ignore_errors=True)
    os._exit(1)


def _render_in_worker(job: tuple[int, int, bool]) -> tuple[bytes, int, int]:
    return _worker.render(*job)
