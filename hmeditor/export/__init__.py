"""Printable map sheets (PDF, true scale, tiled), SVG and PNG of a map. Headless: QtGui, QtSvg
and QtPrintSupport only, never QtWidgets. Every format draws the map through render.MapPainter.

    export_map(hex_map, "sheet.pdf", Options(paper="a4", orientation="landscape"))

With `Options.vtt` a PNG gets the grid's measurements in pixels beside it (vtt.py).
`progress(done, total)`, when given, is called as the work goes (PDF pages, PNG bands); an
exception it raises stops the export there (a user cancelling).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from ..core.model import HexMap
from .limits import size_problem
from .sheets import Options, Sheet, plan

__all__ = ["FORMATS", "Options", "Progress", "Sheet", "check_destination", "ensure_gui_app", "export_map", "plan"]

FORMATS = (".pdf", ".svg", ".png")
Progress = Callable[[int, int], None]


def ensure_gui_app():
    """The running QGuiApplication, or a new one (off-screen when there is no display)."""
    from PySide6.QtGui import QGuiApplication
    app = QGuiApplication.instance()
    if app is None:
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication(["hmeditor"])
    return app


def check_destination(path: str | os.PathLike) -> None:
    """ValueError naming the problem when `path` cannot be written because its folder is missing."""
    folder = Path(path).parent
    if not folder.is_dir():
        raise ValueError(f"the folder {folder} does not exist")


def export_map(hex_map: HexMap, path: str | os.PathLike, options: Options, progress: Progress | None = None) -> None:
    """Write `hex_map` to `path` in the format its extension names (.pdf, .svg or .png).
    Raises ValueError for an unknown extension, a missing folder or an image too large to open,
    OSError when the file cannot be written."""
    path = str(path)
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        raise ValueError(f"{path}: unknown export format {suffix or '(none)'}; use .pdf, .svg or .png")
    if options.vtt and suffix != ".png":
        raise ValueError(f"{path}: a picture for virtual tabletops is a PNG; use .png")
    check_destination(path)
    ensure_gui_app()
    if options.language:
        from .. import i18n
        i18n.install(options.language)
    problem = size_problem(hex_map, suffix, options)
    if problem:
        raise ValueError(problem)
    progress = progress or (lambda done, total: None)
    if suffix == ".pdf":
        from .pdf import write_pdf
        write_pdf(hex_map, path, options, progress)
    elif suffix == ".svg":
        from .svg import write_svg
        write_svg(hex_map, path, options)
        progress(1, 1)
    else:
        from .png import write_png
        size = write_png(hex_map, path, options, progress=progress)
        if options.vtt:
            from .vtt import write_measurements
            write_measurements(hex_map, path, options, size)
