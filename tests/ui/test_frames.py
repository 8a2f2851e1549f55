"""Issue 19: the editor driven as in the benchmark's frames (tests/bench_editor.py), on a 500 x 500
map with every dock open and the new-warning bar shown: a 30-step brush drag and a 10-step zoom.
What a person sees is checked, never how long it took (`make bench` prints the frame times)."""

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QWheelEvent
from PySide6.QtWidgets import QApplication

from hmeditor.core.hexgrid import offsets_in_disk
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.render.style import default_style
from tests import bench_editor
from tests.benchmark import busy_map

from .helpers import close, hex_point


@pytest.fixture
def big_window(make_window):
    window = make_window(busy_map(500))
    window.resize(1400, 900)
    bench_editor.set_hex_pixels(window, 44)
    bench_editor.near_centre(window)
    bench_editor.settle(window)
    bench_editor.show_warning_bar(window)
    return window


def painted_hexes(window, before: np.ndarray) -> set[tuple[int, int]]:
    rows, cols = np.nonzero(window.hex_map.base != before)
    return set(zip(cols.tolist(), rows.tolist()))


def test_a_30_step_brush_drag_on_a_500_map_with_the_docks_and_the_warning_bar(qtbot, big_window):
    window = big_window
    assert all(dock.isVisible() for dock in (window.docks["palette"], window.docks["minimap"], window.docks["hex"],
                                             window.docks["check"]))
    before = window.hex_map.base.copy()
    steps_before = window.document.undo_stack.count()
    woods = BASE_INDEX["heavy_woods"]
    from hmeditor.core.paint import Paint
    window.state.set_radius(2)
    window.state.set_paint(Paint("base", "heavy_woods"))
    points = bench_editor.drag_path(window, 30)
    window.view.centerOn(window.view.mapToScene(points[0]))
    points = bench_editor.drag_path(window, 30)
    bench_editor.mouse(window, "move", points[0], False)
    bench_editor.mouse(window, "press", points[0], True)
    for p in points[1:]:
        bench_editor.frame(lambda p=p: bench_editor.mouse(window, "move", p, True))
    bench_editor.mouse(window, "release", points[-1], False)
    centres = [scene_hex(window, p) for p in points]
    brushed = {h for c in centres for h in offsets_in_disk(*c, 2, 500, 500)}      # the 19-hex brush at each
    assert len(set(centres)) == 31 and len(brushed) > 90
    assert all(window.hex_map.base[r, c] == woods for c, r in brushed)
    assert painted_hexes(window, before) <= brushed                       # and nothing else
    assert window.document.undo_stack.count() == steps_before + 1          # one drag, one undo step
    assert window.announce_bar.isVisible()
    bench_editor.settle(window)
    col, row = sorted(centres)[len(centres) // 2]
    shown = window.view.viewport().grab().toImage().pixelColor(hex_point(window, col, row, 0.1))
    assert close(shown, default_style().fill(woods, 0, window.hex_map.level[row, col]), 12)
    assert window.hex_dock.shown[0] == window.scene.hover_hex   # the hex dock caught up once the pointer rested
    assert minimap_is_current(window)
    window.document.undo_stack.undo()
    assert np.array_equal(window.hex_map.base, before)


def test_a_10_step_zoom_on_a_500_map_with_the_docks_and_the_warning_bar(qtbot, big_window):
    window = big_window
    view = window.view
    bench_editor.set_hex_pixels(window, 20)
    bench_editor.settle(window)
    start = view.scale_factor
    centre = view.viewport().rect().center()
    for _ in range(10):
        wheel = QWheelEvent(QPointF(centre), QPointF(view.viewport().mapToGlobal(centre)), QPoint(0, 0),
                            QPoint(0, 120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        bench_editor.frame(lambda wheel=wheel: QApplication.sendEvent(view.viewport(), wheel))
    assert view.scale_factor == pytest.approx(start * 1.0015 ** 1200, rel=1e-6)
    assert window.zoom_label.text() == f"Zoom {view.scale_factor * 100:.0f}%"
    bench_editor.settle(window)
    item = window.scene.map_item
    assert not item.pending_on_screen()
    col, row = scene_hex(window, centre)
    base = int(window.hex_map.base[row, col])
    params = window.hex_map.params[row, col, 0]
    shown = view.viewport().grab().toImage().pixelColor(hex_point(window, col, row, 0.1))
    assert close(shown, default_style().fill(base, params, window.hex_map.level[row, col]), 12)
    assert window.announce_bar.isVisible()


def scene_hex(window, point) -> tuple[int, int]:
    at = window.view.mapToScene(point)
    return window.layout_.hex_at(at.x(), at.y())


def minimap_is_current(window) -> bool:
    """The minimap's kept picture equals the overview scaled anew (an edit rescaled its part)."""
    minimap = window.minimap
    kept = QImage(minimap._picture)
    minimap._picture = QImage(kept.size(), QImage.Format.Format_RGB32)
    minimap._scale_into(window.scene.map_item.overview.image().rect())
    fresh = minimap._picture
    a = np.frombuffer(kept.constBits(), np.uint8).astype(int)
    b = np.frombuffer(fresh.constBits(), np.uint8).astype(int)
    return int(np.abs(a - b).max()) <= 40


def test_the_minimap_follows_an_edit_by_rescaling_its_part(qtbot, make_window):
    from hmeditor.core import edits
    window = make_window(busy_map(120))
    window.minimap.grab()
    window.document.push(edits.paint_base(window.hex_map, [(c, r) for c in range(40, 60) for r in range(50, 70)],
                                          "water", (3,)), "lake")
    window.minimap.grab()
    assert minimap_is_current(window)


@pytest.mark.parametrize("side", [7, 10])
def test_the_overview_of_the_whole_map_is_drawn_as_hex_by_hex(side):
    from hmeditor.render.overview import Overview
    overview = Overview(busy_map(side))                 # drawn whole, by slices of the picture
    whole = overview.pixels.copy()
    overview.pixels[..., :3] = 0
    n = side * side
    overview.update(np.arange(n // 3))                  # parts: hex by hex
    overview.update(np.arange(n // 3, 2 * n // 3))
    overview.update(np.arange(2 * n // 3, n))
    gap = np.all(whole[..., :3] == (90, 90, 90), axis=-1)
    assert np.array_equal(overview.pixels[~gap], whole[~gap])
