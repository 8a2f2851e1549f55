"""The one painter draws on any thread (the library's thumbnails, the export preview): off the GUI
thread it keeps its renderings as QImages, never QPixmaps (which only the GUI thread may use: two
thumbnail threads drawing with pixmaps crashed), and the picture is the same."""

import threading

from PySide6.QtGui import QImage, QPixmap

from hmeditor.core import edits
from hmeditor.core.model import HexMap
from hmeditor.render import symbols
from hmeditor.render.picture import map_picture


def woods_map() -> HexMap:
    m = HexMap(12, 10, "woods")
    edits.paint_base(m, [(c, r) for c in range(12) for r in range(0, 10, 2)], "heavy_woods").apply(m)
    return m


def on_a_thread(work):
    out = []
    thread = threading.Thread(target=lambda: out.append(work()))
    thread.start()
    thread.join(60)
    return out[0]


def test_a_picture_drawn_on_another_thread_uses_images_and_matches_the_gui_threads(qapp, monkeypatch):
    kept = []
    render = symbols._kept
    monkeypatch.setattr(symbols, "_kept", lambda image, as_pixmap: kept.append(render(image, as_pixmap)) or kept[-1])
    assert symbols.on_gui_thread() and not on_a_thread(symbols.on_gui_thread)
    here = map_picture(woods_map(), 600)
    assert kept and all(isinstance(k, QPixmap) for k in kept)
    kept.clear()
    there = on_a_thread(lambda: map_picture(woods_map(), 600))
    assert kept and all(isinstance(k, QImage) for k in kept)
    assert here == there
