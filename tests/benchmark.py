"""Speed figures for PRODUCT.md's targets: `make bench`.

Each figure is printed for several map sizes, so how its cost grows shows as numbers. Add a
benchmark by writing a function that yields (label, seconds, target_seconds) rows and listing it
in BENCHMARKS. Maps are generated with a fixed seed, every hex filled, so runs compare.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hmeditor.core import edits  # noqa: E402
from hmeditor.core.check import IncrementalChecker, check_map  # noqa: E402
from hmeditor.core.hexgrid import offsets_in_disk  # noqa: E402
from hmeditor.core.io import read_map, write_map  # noqa: E402
from hmeditor.core.model import HexMap  # noqa: E402
from hmeditor.core.vocabulary import BASE_INDEX, MOD_INDEX  # noqa: E402

SIZES = (100, 300, 500)


def busy_map(side: int, seed: int = 1) -> HexMap:
    """A side x side map with terrain in every hex: woods, water, rough, buildings, hills, snow, mud."""
    rng = np.random.default_rng(seed)
    m = HexMap(side, side, f"benchmark {side}x{side}")
    kinds = np.array([BASE_INDEX[n] for n in ("clear", "light_woods", "heavy_woods", "rough", "water",
                                               "pavement", "light_jungle", "sand", "building")])
    m.base[:] = kinds[rng.integers(0, len(kinds), m.base.shape)]
    m.params[..., 0] = np.where(m.base == BASE_INDEX["water"], rng.integers(0, 4, m.base.shape), np.nan)
    building = m.base == BASE_INDEX["building"]
    m.params[..., 0][building] = rng.integers(0, 4, building.sum())
    m.params[..., 1][building] = rng.integers(1, 5, building.sum())
    mud, snow = 1 << MOD_INDEX["mud"], 1 << MOD_INDEX["deep_snow"]
    m.mods[:] = np.where(rng.random(m.base.shape) < 0.2, mud, 0) | np.where(rng.random(m.base.shape) < 0.2, snow, 0)
    m.level[:] = rng.integers(-2, 7, m.base.shape)
    return m


def timed(fn, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def bench_open_save():
    with tempfile.TemporaryDirectory() as tmp:
        for side in SIZES:
            m, path = busy_map(side), Path(tmp) / f"m{side}.hmap"
            yield f"save {side} x {side} .hmap", timed(lambda m=m, p=path: write_map(m, p)), 3.0
            yield f"open {side} x {side} .hmap", timed(lambda p=path: read_map(p)), 3.0


def bench_calc():
    from hmeditor.core.systems import load_rules
    from hmeditor.core.systems.battletech import line_of_sight, reachable

    rules, m = load_rules(), busy_map(100)
    m.level[:] = 0
    for label, pairs in (("10-15 hexes", [((5, 5), (15, 12)), ((10, 80), (20, 70)), ((50, 50), (52, 64))]),
                         ("30-40 hexes", [((5, 5), (40, 30)), ((10, 80), (40, 60))])):
        yield f"line of sight, 100 x 100, {label}", timed(
            lambda pairs=pairs: [line_of_sight(m, rules, a, b) for a, b in pairs], 20) / len(pairs), 0.001
    yield "reachable, 'Mech 20 MP, 100 x 100", timed(lambda: reachable(m, rules, "mech", (50, 50), 20)), 0.05


def bench_grav_armor():
    """Grav Armor: the detection overlay of one unit with range 4 (SYSTEMS.md: under 20 ms on 300 x 300),
    and one shot (detection, hit value, chance) as the calculator panel answers it."""
    from hmeditor.core.systems import load_rules
    from hmeditor.core.systems.grav_armor import detection_shades, fire_at

    rules = load_rules(None, "grav_armor")
    nu3, omi9 = rules.unit("Nu3"), rules.unit("Omi9")
    for side in SIZES:
        m = busy_map(side)
        spots = [(side // 2, side // 2), (3, 4), (side - 2, side - 5), (side // 3, side - 1)]
        yield f"Grav Armor detection overlay, range 4, {side} x {side}", timed(
            lambda m=m, spots=spots: [detection_shades(m, rules, nu3, s) for s in spots], 10) / len(spots), 0.02
    mid = side // 2
    yield f"Grav Armor fire at range 3, {side} x {side}", timed(
        lambda: fire_at(m, rules, nu3, (mid, mid), omi9, (mid + 3, mid)), 10), 0.02
    yield "Grav Armor firer picked in the editor, 300 x 300", timed(grav_armor_pick(300), 10), 0.02


def grav_armor_pick(side: int):
    """A function picking the next firer hex in the Grav Armor panel: its answers and the detection
    overlay drawn into the overlay item, as the editor does on a click."""
    from PySide6.QtWidgets import QApplication

    from hmeditor.core.hexgrid import Layout
    from hmeditor.ui.document import MapDocument
    from hmeditor.ui.overlays import ShadeItem
    from hmeditor.ui.panels.grav_armor import GravArmorPanel
    from hmeditor.ui.state import EditorState

    app = QApplication.instance() or QApplication([])  # noqa: F841
    panel = GravArmorPanel(EditorState(MapDocument(busy_map(side))))
    item = ShadeItem(Layout(50))
    panel.reach_changed.connect(lambda shading: item.set_shades(shading.rgba, shading.texts))
    hexes = iter([(col, side // 2) for col in range(side)])

    def pick():
        panel.set_hexes(next(hexes), (side // 2, side // 2))
    pick.keep = (panel, item)
    return pick


def bench_twxxi():
    """Total War XXI: the blast under the pointer (redrawn as the pointer moves) and the cover map."""
    from hmeditor.core.systems import load_rules
    from hmeditor.core.systems.mapkeys import set_map_settings
    from hmeditor.core.systems.total_war_xxi import blast, cover_shades, find_weapon

    rules, m = load_rules(None, "total_war_xxi"), busy_map(100)
    bomb = find_weapon(rules, "air_to_surface")                     # HE radius 15 cm, scatter 17 cm
    for cm in (3.175, 1.0):
        set_map_settings(m, "total_war_xxi", {"cm_per_hex": cm}).apply(m)
        hexes = len(blast(m, rules, bomb, (50, 50)).hexes)
        yield f"blast 15 cm, {cm:g} cm hexes ({hexes} hexes)", timed(lambda: blast(m, rules, bomb, (50, 50)), 5), 0.05
    for side in SIZES:
        big = busy_map(side)
        yield f"cover map, {side} x {side}", timed(lambda big=big: cover_shades(big, rules, {})), 0.5


def bench_cover_map():
    """40k's cover map: a 6 x 4 ft table (58 x 38 hexes of 1.25 in) and larger maps, where it reaches
    72 in (58 hexes) around the firer. Picking a firer traces the lines to every hex in reach (within a
    second); after an edit only the terrain along the kept lines is looked up again (a frame or two)."""
    from hmeditor.core.systems import load_rules
    from hmeditor.core.systems.wh40k import cover_shades

    rules = load_rules(None, "wh40k")
    for width, height in ((58, 38), *((side, side) for side in SIZES)):
        m = busy_map(max(width, height))
        m = edits.resized(m, width, height) if (width, height) != m.size else m
        firers = iter([(width // 2 + k, height // 2) for k in range(10)])      # a new firer each time

        def pick(m=m, firers=firers):
            return cover_shades(m, rules, {"firer": next(firers), "unit": "infantry"})
        yield f"40k cover map, new firer, {width} x {height}", timed(pick), 1.0
        firer = {"firer": (width // 2, height // 2), "unit": "infantry"}
        same = timed(lambda m=m, firer=firer: cover_shades(m, rules, firer))
        yield f"40k cover map, same firer, {width} x {height}", same, 0.05


def bench_reality_check():
    for side in SIZES:
        maps = [busy_map(side, seed) for seed in (1, 2, 3)]    # different maps: nothing is reused between runs
        yield f"reality check {side} x {side} (whole map)", min(timed(lambda m=m: check_map(m), 1) for m in maps), 0.5
        m = maps[0]
    checker = IncrementalChecker(m)
    stroke = list(offsets_in_disk(side // 2, side // 2, 2, side, side))      # 19 hexes
    paint = [edits.paint_base(m, stroke, "gravel_pile", (2,)), edits.paint_base(m, stroke, "clear")]

    def repaint():
        for edit in paint:
            checker.update(edit.apply(m)[0])
    yield f"reality re-check {side} x {side} after a 19-hex stroke", timed(repaint) / len(paint), 0.05


JUNGLE_DELTA = Path(__file__).resolve().parent.parent.parent / "shared/corpus/megamek/64x68-Jungle-Delta.board"


def bench_board():
    """The largest real MegaMek board (third-party data beside the clone; skipped where absent)."""
    if not JUNGLE_DELTA.exists():
        print(f"(skipped: {JUNGLE_DELTA} is not beside this clone)")
        return
    m = read_map(JUNGLE_DELTA)
    yield "open 64 x 68 .board (Jungle Delta)", timed(lambda: read_map(JUNGLE_DELTA)), 1.0
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "jungle.board"
        yield "save 64 x 68 .board (Jungle Delta)", timed(lambda: write_map(m, path)), 1.0


def brush_step(side: int):
    """A function doing one step of a 19-hex brush drag across a side x side map: the document edit
    (merged into the drag's undo step), the live reality check's re-check of the touched area and
    its list, the overview update and repainting the touched area at a legible zoom, as the view does."""
    from PySide6.QtGui import QImage, QPainter

    from hmeditor.core.hexgrid import Layout
    from hmeditor.core.paint import Paint
    from hmeditor.render.painter import MapPainter
    from hmeditor.ui.checkdock import CheckDock
    from hmeditor.ui.document import MapDocument
    from hmeditor.ui.mapitem import MapItem
    from hmeditor.ui.state import EditorState
    from hmeditor.ui.tools.brush import BrushTool

    document = MapDocument(busy_map(side))
    item = MapItem(document, MapPainter(Layout(50)))
    state = EditorState(document)
    check_dock = CheckDock(state)
    state.set_radius(2)
    state.set_paint(Paint("base", "heavy_woods"))
    tool = BrushTool(state)
    image = QImage(800, 800, QImage.Format.Format_RGB32)
    changes, centre = [], side // 2
    document.changed.connect(changes.append)
    tool.press(centre, centre, None)
    columns = iter(range(centre + 1, side))

    def step():
        tool.drag(next(columns), centre, None)
        area = item.area_of(changes[-1].hexes)
        painter = QPainter(image)
        painter.scale(0.6, 0.6)
        painter.translate(-area.left(), -area.top())
        item.map_painter.paint(painter, document.map, area)
        painter.end()
    step.keep = check_dock
    return step


def bench_brush_stroke():
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])  # noqa: F841
    for side in SIZES:
        yield f"19-hex brush step on {side} x {side} (edit, re-check, repaint)", timed(brush_step(side), 20), 0.016


def pan_paints(side: int, places: int = 6, drag_steps: int = 4) -> dict[str, float]:
    """Mean times of painting the whole 1400 x 900 viewport of a side x side map at middle zoom
    (hexes about 25 px wide: symbols, no text) just after a 100 px pan, at several places. Before
    the pan: "cold" nothing was drawn at this zoom; "warm" the view was painted and the editor left
    idle (it draws the tiles around the view then); "drag" the next pans of a drag, each painted
    at once after the one before; "zoom" a wheel step (x 1.2) in or out from the warm view."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from hmeditor.core.hexgrid import Layout
    from hmeditor.ui.document import MapDocument
    from hmeditor.ui.mapitem import LOW_DETAIL_PIXELS, TEXT_PIXELS
    from hmeditor.ui.mapview import MapScene, MapView
    from hmeditor.ui.state import EditorState

    layout = Layout(50)
    scene = MapScene(EditorState(MapDocument(busy_map(side))), layout)
    view = MapView(scene)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(1400, 900)
    view.show()
    scale = (LOW_DETAIL_PIXELS * TEXT_PIXELS) ** 0.5 / (2 * layout.size)
    view.scale(scale, scale)
    item, times = scene.map_item, {"cold": [], "warm": [], "drag": [], "zoom": []}

    def pan_and_paint(what: str) -> None:
        bar = view.horizontalScrollBar()
        bar.setValue(bar.value() + 100)
        paint(what)

    def zoom_and_paint(factor: float) -> None:
        view.setTransformationAnchor(view.ViewportAnchor.AnchorViewCenter)   # as under a mouse mid-view
        view.scale(factor, factor)
        paint("zoom")

    def paint(what: str) -> None:
        start = time.perf_counter()
        view.viewport().grab()
        times[what].append(time.perf_counter() - start)

    for col in range(5, 5 + 11 * places, 11):
        item.clear_cache()
        view.centerOn(*layout.center(col, side // 2))
        pan_and_paint("cold")
        while item.drawing_ahead():
            QApplication.processEvents()
        pan_and_paint("warm")
        zoom_and_paint(1.2)            # a wheel step in, then two out, painted before anything is drawn ahead
        zoom_and_paint(1 / 1.44)
        view.scale(1.2, 1.2)
        for _ in range(drag_steps):
            pan_and_paint("drag")
    return {what: sum(t) / len(t) for what, t in times.items()}


def bench_pan():
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])  # noqa: F841
    for side in SIZES:
        for what, seconds in pan_paints(side).items():
            yield f"paint 1400 x 900 after a 100 px pan, {side} x {side} ({what})", seconds, 0.016


MEMORY_PROBE = """
import resource, sys
sys.path.insert(0, sys.argv[1])
from PySide6.QtWidgets import QApplication
from tests.benchmark import busy_map
from hmeditor.ui.mainwindow import MainWindow
app = QApplication([])
window = MainWindow(busy_map(int(sys.argv[2])), autosave_dir=sys.argv[3])
window.show()
app.processEvents()
window.grab()                      # draw it: far zoomed out (overview picture)
window.view.zoom_by(8)
window.grab()                      # and at a legible zoom
window.heat_action.trigger()       # with the movement-cost heat map over it
window.grab()
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


def bench_editor_memory():
    """Peak memory of the editor window with a map open (in a fresh process), in MB."""
    import os
    import subprocess
    root = str(Path(__file__).resolve().parent.parent)
    with tempfile.TemporaryDirectory() as tmp:
        for side in SIZES:
            out = subprocess.run([sys.executable, "-c", MEMORY_PROBE, root, str(side), tmp], capture_output=True,
                                 text=True, check=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}).stdout
            yield f"editor memory with {side} x {side} open", float(out.split()[-1]), 500, "MB"


STARTUP_PROBE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])


class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.parent() is not None and obj.parent().objectName() == "map":
            app.removeEventFilter(self)
            QTimer.singleShot(0, lambda: (print(time.time()), app.quit()))    # once the paint is done
        return False


first_paint = FirstPaint()
app.installEventFilter(first_paint)
from hmeditor.app import main
main(sys.argv[1:])
"""


def bench_startup():
    """`hmeditor MAP` on a 16 x 17 sheet, from starting Python to the map's first paint, in fresh
    processes with the bytecode compiled (as an installed package has it: the first run writes it)."""
    import os
    import subprocess
    root = Path(__file__).resolve().parent.parent
    sheet = root / "maps/open-terrain-2-movement-example.hmap"
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp, XDG_CACHE_HOME=tmp)

        def start() -> float:
            begin = time.time()
            out = subprocess.run([sys.executable, "-c", STARTUP_PROBE, str(sheet)], capture_output=True, text=True,
                                 check=True, cwd=root, env=env).stdout
            return float(out.split()[-1]) - begin
        start()                                      # writes the bytecode
        yield "start-up: hmeditor MAP (16 x 17) to first paint", min(start() for _ in range(5)), 1.0


from tests.export.bench_png import bench_png_export  # noqa: E402

BENCHMARKS = [bench_startup, bench_open_save, bench_board, bench_calc, bench_grav_armor, bench_cover_map, bench_twxxi,
              bench_reality_check, bench_brush_stroke, bench_pan, bench_editor_memory, bench_png_export]


def main() -> int:
    print(f"{'figure':<48} {'time':>10} {'target':>10}")
    slow = 0
    for bench in BENCHMARKS:
        for label, value, target, *unit in bench():
            mark = "" if value <= target else "  OVER TARGET"
            slow += bool(mark)
            print(f"{label:<48} {_fmt(value, *unit):>10} {_fmt(target, *unit):>10}{mark}", flush=True)
    return 1 if slow else 0


def _fmt(seconds: float, unit: str = "") -> str:
    if unit:
        return f"{seconds:.0f} {unit}"
    return f"{seconds * 1000:.2f} ms" if seconds < 1 else f"{seconds:.2f} s"


if __name__ == "__main__":
    sys.exit(main())
