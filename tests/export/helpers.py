"""Reading exports back: PDF pages rendered with poppler's pdftoppm, images as numpy arrays."""

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QImage

needs_pdftoppm = pytest.mark.skipif(shutil.which("pdftoppm") is None,
                                    reason="pdftoppm (Debian package poppler-utils) is not installed")


def grey(path) -> np.ndarray:
    """The image as a (height, width) array of 0..255 lightness."""
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_Grayscale8)
    assert not image.isNull(), f"cannot read {path}"
    data = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return data[:, :image.width()].copy()


def render_pdf_page(pdf: Path, page: int, dpi: int) -> np.ndarray:
    out = pdf.with_name(f"{pdf.stem}-p{page}")
    subprocess.run(["pdftoppm", "-r", str(dpi), "-f", str(page), "-l", str(page), "-singlefile", "-png",
                    str(pdf), str(out)], check=True, timeout=120)
    return grey(out.with_suffix(".png"))


def runs(line: np.ndarray, dark: int) -> list[tuple[int, int]]:
    """(start, length) of each run of pixels darker than `dark` along a 1-D line."""
    mask = np.concatenate([[False], line < dark, [False]])
    edges = np.flatnonzero(np.diff(mask.astype(np.int8)))
    return [(int(a), int(b - a)) for a, b in zip(edges[::2], edges[1::2])]
