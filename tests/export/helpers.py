"""Reading exports back: the map drawn to an image, PDF pages rendered with PDFium (pypdfium2),
images as numpy arrays; long exports run as a user runs them."""

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import psutil
import pypdfium2
from PySide6.QtGui import QColor, QImage, QPainter

from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from tests.conftest import ROOT


def grey(path) -> np.ndarray:
    """The image as a (height, width) array of 0..255 lightness."""
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_Grayscale8)
    assert not image.isNull(), f"cannot read {path}"
    data = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return data[:, :image.width()].copy()


def render_map(painter, hex_map, scale: float, offset: tuple[float, float] = (0.0, 0.0), margin: int = 0,
               **paint) -> np.ndarray:
    """The map drawn by `painter` (a MapPainter) on white at `scale` pixels per map unit, shifted by
    `offset` pixels on an image `margin` pixels larger: a (height, width, 3) int array of RGB."""
    rect = painter.map_rect(hex_map)
    image = QImage(round(rect.width() * scale) + margin, round(rect.height() * scale) + margin,
                   QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.translate(*offset)
    p.scale(scale, scale)
    painter.paint(p, hex_map, **paint)
    p.end()
    data = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine() // 4, 4)
    return data[:, :image.width(), 2::-1].astype(int)


def render_pdf_page(pdf: Path, page: int, dpi: int) -> np.ndarray:
    """Page `page` (1-based) as a (height, width) array of 0..255 lightness at `dpi`."""
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        return document[page - 1].render(scale=dpi / 72, grayscale=True).to_numpy().copy()
    finally:
        document.close()


def runs(line: np.ndarray, dark: int) -> list[tuple[int, int]]:
    """(start, length) of each run of pixels darker than `dark` along a 1-D line."""
    mask = np.concatenate([[False], line < dark, [False]])
    edges = np.flatnonzero(np.diff(mask.astype(np.int8)))
    return [(int(a), int(b - a)) for a, b in zip(edges[::2], edges[1::2])]


def render_pdf_area(pdf: Path, page: int, dpi: int, left: float, top: float, width: float, height: float) -> np.ndarray:
    """The area `width` x `height` inches from (`left`, `top`) inches of page `page` (1-based),
    rendered at `dpi` (to a fraction of a pixel where it starts): (height, width) lightness 0..255."""
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        sheet = document[page - 1]
        page_top = sheet.get_height()
        sheet.set_cropbox(left * 72, page_top - (top + height) * 72, (left + width) * 72, page_top - top * 72)
        return sheet.render(scale=dpi / 72, grayscale=True).to_numpy().copy()
    finally:
        document.close()


def start_long_export(folder: Path) -> subprocess.Popen:
    """`hmeditor export` of a PNG that keeps worker processes busy for many seconds on any computer
    (300 x 300 hexes at 120 dpi: 1.8 gigapixels), started; stderr is a text pipe. Its temporary files
    go to `folder`/scratch."""
    source = folder / "long.hmap"
    write_map(HexMap(300, 300, "long"), source)
    (folder / "scratch").mkdir()
    return subprocess.Popen([sys.executable, "-m", "hmeditor", "export", str(source), "-o", str(folder / "long.png"),
                             "--dpi", "120"], cwd=ROOT, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "TMPDIR": str(folder / "scratch")})


def wait_for_progress(export: subprocess.Popen) -> str:
    """The export's first progress line, once it has written it: it is drawing."""
    line = export.stderr.readline()
    assert line.startswith("hmeditor export: writing") and line.rstrip().endswith("%"), line
    return line


def end_process_tree(process: subprocess.Popen) -> None:
    """Kill a command and the processes it started, whatever state a failed test left them in, and
    close its pipe."""
    try:
        children = psutil.Process(process.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        children = []
    for p in [process, *children]:
        with contextlib.suppress(psutil.NoSuchProcess, ProcessLookupError):
            p.kill()
    process.wait()
    process.stderr.close()
