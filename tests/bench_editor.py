"""Editor frames for tests/benchmark.py: the main window with all its docks open, driven as a user
would (mouse events, scroll bars, the wheel's zoom step, menu actions), off-screen.

A frame is the handling of one input and one pass of the event loop after it (which paints what
changed and runs what was left for after the frame, e.g. drawing tiles ahead), timed from the
input to the end of that pass. Series give the median and the worst frame.
"""

from __future__ import annotations

import gc
import subprocess
import sys
import tempfile
import time

from hmeditor.core.hexgrid import PAINT_SIZE
from tests.benchmark import ROOT, busy_map, subprocess_env

FRAME = 0.016
_windows: dict = {}      # side -> (window, its autosave folder): one window at a time


def app():
    from PySide6.QtWidgets import QApplication

    from hmeditor.ui.session.collecting import collect_on_this_thread
    from hmeditor.ui.session.livecheck import share_the_interpreter
    share_the_interpreter()                     # as the application does at its start
    application = QApplication.instance() or QApplication(["hmeditor-bench"])
    collect_on_this_thread(application)         # as the editor does from its first paint
    return application


def window(side: int, hex_map=None):
    """A shown 1400 x 900 editor window on a busy side x side map (kept for the next row of this size)."""
    from hmeditor.ui.mainwindow import MainWindow
    app()
    if hex_map is None and side in _windows:
        return _windows[side][0]
    close_windows()
    folder = tempfile.TemporaryDirectory()
    w = MainWindow(hex_map or busy_map(side), autosave_dir=folder.name)
    w.resize(1400, 900)
    w.show()
    settle(w)
    if hex_map is None:
        _windows[side] = (w, folder)
    else:
        w.bench_folder = folder
    return w


def close_windows() -> None:
    for w, folder in _windows.values():
        dispose(w)
        folder.cleanup()
    _windows.clear()


def dispose(w) -> None:
    """Close a window and free it now, once its checks are done, not in the frames of the next row
    (a 1000 x 1000 map's window left to the garbage collector cost a later frame a quarter of a
    second; its checks on the check thread, 0.3 s)."""
    from PySide6.QtCore import QEvent
    settle(w)
    w.document.undo_stack.setClean()
    w.close()
    w.deleteLater()
    app().processEvents()
    app().sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.unfreeze()       # what its checks kept out of collections (core.collector) goes with it: one window
    gc.collect()        # a process, as the editor has


def frame(fn) -> float:
    start = time.perf_counter()
    fn()
    app().processEvents()
    return time.perf_counter() - start


def settle(w, limit: float = 30.0) -> None:
    """Let the editor finish what it does when idle (tiles drawn ahead, checks after a pause, the heat map)."""
    end = time.perf_counter() + limit
    item = w.scene.map_item
    while time.perf_counter() < end:
        app().processEvents()
        busy = item.drawing_ahead() or bool(w.state.live.checker.stale) or w.state.live.checking() or w.heat_work.busy
        if not busy:
            return
        time.sleep(0.002)


def set_hex_pixels(w, pixels: float) -> None:
    view = w.view
    view.resetTransform()
    scale = pixels / (2 * PAINT_SIZE)
    view.scale(scale, scale)
    view.zoom_changed.emit(scale)


def series(label: str, times: list[float], target: float = FRAME):
    times = sorted(times)
    yield f"{label}: median frame", times[len(times) // 2], target
    yield f"{label}: worst frame", times[-1], target


def mouse(w, kind: str, pos, left: bool) -> None:
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication
    viewport = w.view.viewport()
    types = {"move": QEvent.Type.MouseMove, "press": QEvent.Type.MouseButtonPress,
             "release": QEvent.Type.MouseButtonRelease}
    button = Qt.MouseButton.NoButton if kind == "move" else Qt.MouseButton.LeftButton
    buttons = Qt.MouseButton.LeftButton if left and kind != "release" else Qt.MouseButton.NoButton
    pos = QPointF(pos)
    QApplication.sendEvent(viewport, QMouseEvent(types[kind], pos, viewport.mapToGlobal(pos), button, buttons,
                                                 Qt.KeyboardModifier.NoModifier))


def drag_path(w, steps: int = 30):
    """Viewport points of a brush drag one hex at a time: right along a row, then back along the next."""
    from PySide6.QtCore import QPointF
    view, layout = w.view, w.layout_
    col, row = w.hex_map.width // 2 - 8, w.hex_map.height // 2
    points = []
    for i in range(steps + 1):
        leg, k = divmod(i, 16)
        c = col + (k if leg % 2 == 0 else 15 - k)
        points.append(view.mapFromScene(QPointF(*layout.center(c, row + leg))))
    return points


def brush_drag(w, steps: int = 30) -> list[float]:
    """A 19-hex brush dragged across `steps` hexes; the frame of each step. Undone afterwards."""
    from hmeditor.core.paint import Paint
    w.state.set_radius(2)
    w.state.set_paint(Paint("base", "heavy_woods"))
    w.set_tool(w.tool("Brush"))
    points = drag_path(w, steps)
    w.view.centerOn(w.view.mapToScene(points[0]))
    points = drag_path(w, steps)
    settle(w)
    mouse(w, "move", points[0], False)
    mouse(w, "press", points[0], True)
    app().processEvents()
    times = [frame(lambda p=p: mouse(w, "move", p, True)) for p in points[1:]]
    mouse(w, "release", points[-1], False)
    w.document.undo_stack.undo()
    settle(w)
    return times


def pan(w, dx: int) -> None:
    bar = w.view.horizontalScrollBar()
    bar.setValue(bar.value() + dx)


def pans(w, count: int, idle: bool) -> list[float]:
    """Frames of `count` pans of 100 px; with `idle`, the editor idles between them."""
    times = []
    for i in range(count):
        times.append(frame(lambda i=i: pan(w, 100 if i % 10 < 5 else -100)))
        if idle:
            settle(w)
    return times


def show_warning_bar(w) -> None:
    from hmeditor.core.check import FindingsChange
    finding = next(f for f in w.state.live.findings if f.severity != "info")
    w.announce_bar.announce(FindingsChange([finding], []))


def near_centre(w, col_offset: int = 0):
    m = w.hex_map
    w.view.centerOn(*w.layout_.center(min(m.width - 1, m.width // 2 + col_offset), m.height // 2))


def complete_on_screen(w) -> bool:
    """Whether the visible part of the map is drawn at the current zoom (not a stand-in)."""
    pending = getattr(w.scene.map_item, "pending_on_screen", None)
    return pending is None or not pending()


def until_complete(w, limit: float = 30.0) -> float:
    start = time.perf_counter()
    while not complete_on_screen(w) and time.perf_counter() - start < limit:
        app().processEvents()
    return time.perf_counter() - start


# ---- rows -----------------------------------------------------------------------------------------

def bench_drag(sizes):
    for side in sizes:
        w = window(side)
        set_hex_pixels(w, 44)
        yield from series(f"brush drag step, docks open, 44 px hexes, {side} x {side}", brush_drag(w))


def bench_drag_overlays(sizes):
    """The same drag with the heat map on and a reach shown: both are worked out again when the
    stroke ends, not at each step."""
    for side in sizes:
        w = window(side)
        set_hex_pixels(w, 44)
        col, row = side // 2 - 8, side // 2
        w.calculator.show_reach((col - 3, row - 2))
        w.heat_action.trigger()
        settle(w)
        yield from series(f"brush drag step, heat map and reach shown, {side} x {side}", brush_drag(w))
        w.heat_action.trigger()
        w.calculator.show_reach(None)
        settle(w)


def placed(side: int, pixels: float, col_offset: int = 0):
    """The window of a side x side map, at `pixels` per hex, near the map's centre, settled."""
    w = window(side)
    set_hex_pixels(w, pixels)
    near_centre(w, col_offset)
    settle(w)
    return w


def bench_pan_bar(sizes):
    for side in sizes:
        w = placed(side, 25)
        show_warning_bar(w)
        settle(w)
        yield from series(f"pan 100 px with the warning bar open, {side} x {side}", pans(w, 10, idle=True))
        w.announce_bar.hide()


def bench_pan_drag(sizes):
    for side in sizes:
        w = placed(side, 25, -20)
        yield from series(f"pan 100 px while dragging, no idle time, {side} x {side}", pans(w, 20, idle=False))


def bench_threshold(sizes):
    """Just above the zoom where hexes are drawn instead of the overview picture (13 -> 15.6 px)."""
    for side in sizes:
        w = placed(side, 15.6)
        w.scene.map_item.clear_cache()
        first = frame(lambda w=w: w.view.viewport().update())
        yield f"first frame at 15.6 px hexes, {side} x {side}", first, FRAME
        settle(w)
        set_hex_pixels(w, 13)
        near_centre(w, 30)
        settle(w)
        yield f"wheel step 13 -> 15.6 px hexes, {side} x {side}", frame(lambda w=w: w.view.zoom_by(1.2)), FRAME
        settle(w)


def bench_zoom(sizes):
    for side in sizes:
        w = placed(side, 20)
        yield from series(f"10 wheel steps in from 20 px hexes, {side} x {side}",
                          [frame(lambda w=w: w.view.zoom_by(1.2)) for _ in range(10)])
        settle(w)


COLD_JUMPS = 3


def bench_cold(sizes):
    """An area never drawn at this zoom: the first frame, and until it is all drawn (the best of
    COLD_JUMPS jumps, the drawn tiles forgotten before each)."""
    for side in sizes:
        firsts, wholes = [], []
        for _ in range(COLD_JUMPS):
            w = placed(side, 25, -side // 4)
            w.scene.map_item.clear_cache()
            firsts.append(frame(lambda w=w, side=side: near_centre(w, side // 4)))
            wholes.append(firsts[-1] + until_complete(w))
            settle(w)
        yield f"first paint of an area never drawn (25 px hexes), {side} x {side}: first frame", min(firsts), FRAME
        yield f"first paint of an area never drawn (25 px hexes), {side} x {side}: all drawn", min(wholes), 0.05


def bench_recheck(sizes):
    """The whole-map checks run after an edit and a pause, and every check after a condition
    changes (its frame, then the checks on the check thread; a frost makes findings of a fifth of
    the map appear, then go): the longest the window does not respond."""
    from hmeditor.core.edits import SetConditions
    from hmeditor.core.paint import Paint
    for side in sizes:
        w = window(side)
        worst = 0.0
        for paint in (Paint("base", "water", (2,)), Paint("base", "clear")):
            w.document.push(paint.edit(w.hex_map, [(side // 2, side // 2)]), "bench")
            app().processEvents()               # the edit's frame (the drag rows time it)
            worst = max(worst, _longest_block_until_checked(w))
        w.document.undo_stack.undo()
        w.document.undo_stack.undo()
        settle(w)
        yield f"whole-map re-check after a pause: longest block, {side} x {side}", worst, FRAME
        worst = 0.0
        for temperature in (-10, None):        # the mud of a fifth of the hexes freezes, then thaws
            edit = SetConditions({"temperature": temperature})
            worst = max(worst, frame(lambda edit=edit, w=w: w.document.push(edit, "bench")),
                        _longest_block_until_checked(w))
        settle(w)
        yield f"every check after a frost comes and goes: longest block, {side} x {side}", worst, FRAME


def _longest_block_until_checked(w) -> float:
    """The longest frame (less the 2 ms it waits) while the checks an edit left run."""
    worst, start = 0.0, time.perf_counter()
    while time.perf_counter() - start < 60:
        worst = max(worst, frame(lambda: time.sleep(0.002)) - 0.002)
        if not (w.state.live.checker.stale or w.state.live.checking()):
            break
    return worst


def bench_heat_click(sizes):
    """A click's edit with the heat map on (the map's every hex worked out again): the longest the
    window does not respond until the heat map shows the edit."""
    from hmeditor.core.paint import Paint
    for side in sizes:
        w = window(side)
        w.heat_action.trigger()
        settle(w)
        worst = 0.0
        for paint in (Paint("base", "heavy_woods"), Paint("base", "clear")):
            edit = paint.edit(w.hex_map, [(side // 2, side // 2)])
            worst = max(worst, frame(lambda edit=edit, w=w: w.document.push(edit, "bench")))
            start = time.perf_counter()
            while w.heat_work.busy and time.perf_counter() - start < 60:
                worst = max(worst, frame(lambda: time.sleep(0.002)) - 0.002)
        w.heat_action.trigger()
        w.document.undo_stack.undo()
        w.document.undo_stack.undo()
        settle(w)
        yield f"a click's edit with the heat map on: longest block, {side} x {side}", worst, FRAME


def bench_fill(sizes):
    from PySide6.QtCore import Qt

    from hmeditor.core.paint import Paint
    for side in sizes:
        m = busy_map(side)
        m.base[:] = 0          # all clear: the fill reaches the whole map
        m.params[:] = float("nan")
        w = window(side, m)
        w.state.set_paint(Paint("base", "light_woods"))
        fill = w.tool("Fill")
        yield f"bucket fill of the whole map, {side} x {side}", \
            frame(lambda f=fill, c=side // 2: f.press(c, c, Qt.KeyboardModifier.NoModifier)), 0.2
        settle(w)
        yield f"undo the bucket fill, {side} x {side}", frame(w.document.undo_stack.undo), 0.1
        dispose(w)
        w.bench_folder.cleanup()


def bench_select(sizes):
    from hmeditor.core.paint import Paint
    for side in sizes:
        w = window(side)
        w.state.set_paint(Paint("base", "light_woods"))
        yield f"select all, {side} x {side}", frame(w.select_all), 0.1
        yield f"paint the selection, {side} x {side}", frame(w.paint_selection), 0.2
        settle(w)
        w.document.undo_stack.undo()
        w.document.set_selection([])
        settle(w)


OPEN_PROBE = """
import sys, tempfile
from PySide6.QtWidgets import QApplication
from hmeditor.core.io import read_map
from hmeditor.ui.mainwindow import MainWindow
from hmeditor.ui.session.livecheck import share_the_interpreter
hex_map = read_map(sys.argv[1])
app = QApplication([])
share_the_interpreter()
window = MainWindow(hex_map, sys.argv[1], autosave_dir=tempfile.mkdtemp())
window.show()
app.processEvents()
print("painted", flush=True)
"""


def bench_open_to_paint(sizes):
    """From starting the program to the window's first paint with the map (a fresh process)."""
    from hmeditor.core.io import write_map
    with tempfile.TemporaryDirectory() as tmp:
        for side in sizes:
            path = f"{tmp}/m{side}.hmap"
            write_map(busy_map(side), path)

            def run(path=path):
                p = subprocess.Popen([sys.executable, "-c", OPEN_PROBE, path], env=subprocess_env(), cwd=ROOT,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
                p.stdout.readline()
                p.kill()
                p.wait()
            start_best = []
            for _ in range(2):
                start = time.perf_counter()
                run()
                start_best.append(time.perf_counter() - start)
            yield f"open {side} x {side} .hmap to the first paint (fresh program)", min(start_best), \
                2.5 if side >= 1000 else 1.0
