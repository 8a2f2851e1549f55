"""The application icon: renders assets/hmeditor.svg to the PNG sizes shipped in the package, and
writes a Windows .ico from them for the packaged app.

    python packaging/icons.py      (make icons) after editing the SVG; commit the PNGs
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "assets" / "hmeditor.svg"
sys.path.insert(0, str(ROOT))

from hmeditor.resources import ICON_SIZES, icon_path  # noqa: E402


def render(size: int):
    """The SVG drawn on a transparent square QImage of `size` px."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(SOURCE)).render(painter)
    painter.end()
    return image


def write_pngs() -> None:
    for size in ICON_SIZES:
        if not render(size).save(str(icon_path(size))):
            raise OSError(f"cannot write {icon_path(size)}")


def write_ico(path: Path) -> Path:
    """A Windows icon holding every shipped size as PNG (read by Windows Vista and later)."""
    images = [icon_path(size).read_bytes() for size in ICON_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, data in zip(ICON_SIZES, images):
        side = size % 256   # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(header + entries + b"".join(images))
    return path


if __name__ == "__main__":
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])
    write_pngs()
    print("wrote", ", ".join(icon_path(size).name for size in ICON_SIZES))
