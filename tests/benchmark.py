"""Speed and memory figures against their targets (PRODUCT.md, issue 19): `make bench`.

    python tests/benchmark.py                      # every row, maps of 100, 300, 500 and 1000 hexes a side
    python tests/benchmark.py drag pan --sizes 500 # some rows (by key or the start of one), some sizes
    python tests/benchmark.py --list               # the row keys

Each figure is printed beside its target, marked OVER TARGET when above it, for each map size
where the row has a size, so how its cost grows shows as numbers. Timings are the best of a few
runs (the machine is shared); editor frames are given as the median and the worst of a series.
Maps are generated with a fixed seed, every hex filled, so runs compare. A row is a function
yielding (label, value, target[, unit]) tuples, listed in ROWS with its key.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hmeditor.core.model import HexMap  # noqa: E402
from hmeditor.core.vocabulary import BASE_INDEX, MOD_INDEX  # noqa: E402

SIZES = (100, 300, 500, 1000)
MAPS = ROOT / "maps"


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
    """The best time of `repeat` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def command_floor() -> float:
    """This machine's floor for a command: Python importing the libraries a command cannot start
    without (best of 5). The machine's speed varies; the floor shows by how much."""
    command = [sys.executable, "-c", "import numpy, yaml, platformdirs"]
    return timed(lambda: subprocess.run(command, env=subprocess_env(), capture_output=True), 5)


def subprocess_env() -> dict:
    """The environment for commands run as a user would: this checkout's code, off-screen, with its
    compiled modules kept as an installed program's are (PYTHONDONTWRITEBYTECODE would compile every
    module again at each start)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}


# ---- files --------------------------------------------------------------------------------------

def bench_open_save(sizes):
    from hmeditor.core.io import read_map, write_map
    with tempfile.TemporaryDirectory() as tmp:
        for side in sizes:
            m, path = busy_map(side), Path(tmp) / f"m{side}.hmap"
            yield f"save {side} x {side} .hmap", timed(lambda m=m, p=path: write_map(m, p), 2), 1.5
            yield f"open {side} x {side} .hmap (read the file)", timed(lambda p=path: read_map(p), 2), 3.0


JUNGLE_DELTA = ROOT.parent / "shared/corpus/megamek/64x68-Jungle-Delta.board"


def bench_board(sizes):
    """The largest real MegaMek board (third-party data beside the clone; skipped where absent), and
    a 200 x 200 board with 3.8k bridges written."""
    from hmeditor.core.io import read_map, write_map
    with tempfile.TemporaryDirectory() as tmp:
        if JUNGLE_DELTA.exists():
            m = read_map(JUNGLE_DELTA)
            yield "open 64 x 68 .board (Jungle Delta)", timed(lambda: read_map(JUNGLE_DELTA)), 1.0
            yield "save 64 x 68 .board (Jungle Delta)", timed(lambda: write_map(m, Path(tmp) / "j.board")), 1.0
        else:
            print(f"(skipped Jungle Delta: {JUNGLE_DELTA} is not beside this clone)")
        m = bridged_map(200)
        yield f"save 200 x 200 .board with {len(m.mod_params) / 1000:.1f}k bridges", \
            timed(lambda: write_map(m, Path(tmp) / "b.board"), 1), 1.0


def bridged_map(side: int) -> HexMap:
    """A busy map with a bridge (over water, with its height) in about one hex in ten."""
    from hmeditor.core import edits
    m = busy_map(side)
    rng = np.random.default_rng(7)
    flat = np.flatnonzero(rng.random(side * side) < 0.095)
    hexes = [(f % side, f // side) for f in flat.tolist()]
    edits.paint_base(m, hexes, "water", (1,)).apply(m)
    edits.add_mod(m, hexes, "bridge", (2, 40)).apply(m)
    return m


BIG_BOARD_SIDE = 1600


def bench_big_board(sizes):
    """`hmeditor check` on a 1600 x 1600 .board, as a user runs it (the board is made once and kept
    in the temporary folder: making it takes a while)."""
    path = Path(tempfile.gettempdir()) / f"hmeditor-bench-{BIG_BOARD_SIDE}.board"
    if not path.exists():
        from hmeditor.core.io import write_map
        write_map(busy_map(BIG_BOARD_SIDE), path)
    command = [sys.executable, "-m", "hmeditor", "check", str(path)]
    seconds = timed(lambda: subprocess.run(command, env=subprocess_env(), capture_output=True), 1)
    yield f"check a {BIG_BOARD_SIDE} x {BIG_BOARD_SIDE} .board ({path.stat().st_size / 2**20:.0f} MB)", seconds, 5.0


PACKAGED = ROOT / "dist" / "hmeditor" / "hmeditor"         # make package


def bench_cli(sizes):
    """The commands from this checkout, and from the packaged app where `make package` has built it;
    first this machine's floor for them: Python importing the libraries a command cannot start without."""
    yield "  Python with numpy, PyYAML and platformdirs imported (the floor)", command_floor(), None
    sheet = MAPS / "open-terrain-2-movement-example.hmap"
    programs = {"": [sys.executable, "-m", "hmeditor"]}
    if PACKAGED.exists():
        programs[" (packaged app)"] = [str(PACKAGED)]
    else:
        print(f"(no packaged app at {PACKAGED}: make package builds it)")
    for which, program in programs.items():
        for label, args, target in (("hmeditor --help", ["--help"], 0.1),
                                    ("hmeditor check on a 16 x 17 sheet", ["check", str(sheet)], 0.2)):
            command = [*program, *args]
            yield label + which, timed(lambda c=command: subprocess.run(c, env=subprocess_env(), capture_output=True),
                                       5), target


# ---- rules: check and calculators ---------------------------------------------------------------

def bench_calc(sizes):
    from hmeditor.core.systems import load_rules
    from hmeditor.core.systems.battletech import line_of_sight, path_cost, reachable

    rules, m = load_rules(), busy_map(100)
    m.level[:] = 0
    for label, pairs in (("10-15 hexes", [((5, 5), (15, 12)), ((10, 80), (20, 70)), ((50, 50), (52, 64))]),
                         ("30-40 hexes", [((5, 5), (40, 30)), ((10, 80), (40, 60))])):
        yield f"line of sight, 100 x 100, {label}", timed(
            lambda pairs=pairs: [line_of_sight(m, rules, a, b) for a, b in pairs], 20) / len(pairs), 0.001
    wide = busy_map(300)
    wide.level[:] = 0
    pairs = [((10, 20), (210, 60)), ((50, 250), (250, 180))]
    yield "line of sight across 200 hexes", timed(
        lambda: [line_of_sight(wide, rules, a, b) for a, b in pairs], 10) / len(pairs), 0.001
    for way, pair in (("east", ((10, 150), (210, 150))), ("west", ((210, 151), (10, 151)))):
        yield f"line of sight along a row of 200 hexes (divided hexsides), {way}", timed(
            lambda pair=pair: line_of_sight(wide, rules, *pair), 10), 0.001
    yield "reachable, 'Mech 20 MP, 100 x 100", timed(lambda: reachable(m, rules, "mech", (50, 50), 20)), 0.05
    for side in sizes:
        big = busy_map(side)
        big.level[:] = 0
        yield f"reachable, 'Mech 30 MP, {side} x {side}", timed(
            lambda b=big, c=side // 2: reachable(b, rules, "mech", (c, c), 30)), 0.02
        path = [(side // 2, row) for row in range(side)]
        yield f"movement cost along a {side}-hex path, {side} x {side}", timed(
            lambda b=big, p=path: path_cost(b, rules, "mech", p), 1), 0.5


def bench_reality_check(sizes):
    from hmeditor.core import edits
    from hmeditor.core.check import IncrementalChecker, check_map
    from hmeditor.core.hexgrid import offsets_in_disk
    for side in sizes:
        maps = [busy_map(side, seed) for seed in (1, 2)]    # different maps: nothing is reused between runs
        yield f"reality check {side} x {side} (whole map)", min(timed(lambda m=m: check_map(m), 1) for m in maps), \
            0.5 * (side / 500) ** 2 if side > 500 else 0.5
    m = maps[0]
    checker = IncrementalChecker(m)
    stroke = list(offsets_in_disk(side // 2, side // 2, 2, side, side))      # 19 hexes
    paint = [edits.paint_base(m, stroke, "gravel_pile", (2,)), edits.paint_base(m, stroke, "clear")]

    def repaint():
        for edit in paint:
            checker.update(edit.apply(m)[0], local_only=True)
    yield f"reality re-check {side} x {side} after a 19-hex stroke", timed(repaint) / len(paint), 0.05


def bench_editor_memory(sizes):
    """Peak memory of the editor window with a map open (in a fresh process), in MB."""
    probe = """
import sys
from PySide6.QtWidgets import QApplication
from tests.benchmark import busy_map
from hmeditor.ui.mainwindow import MainWindow
app = QApplication([])
window = MainWindow(busy_map(int(sys.argv[1])), autosave_dir=sys.argv[2])
window.show()
app.processEvents()
window.grab()                      # draw it: far zoomed out (overview picture)
window.view.zoom_by(8)
window.grab()                      # and at a legible zoom
window.heat_action.trigger()       # with the movement-cost heat map over it (on a large map, worked out
while window.heat_work.busy:       # on another thread)
    app.processEvents()
window.grab()
status = dict(line.split(":", 1) for line in open("/proc/self/status").read().splitlines() if ":" in line)
print(int(status["VmHWM"].split()[0]) / 1024)     # this program's peak (ru_maxrss counts the forking parent's too)
"""
    with tempfile.TemporaryDirectory() as tmp:
        for side in sizes:
            out = subprocess.run([sys.executable, "-c", probe, str(side), tmp], capture_output=True, text=True,
                                 check=True, env=subprocess_env(), cwd=ROOT).stdout
            yield f"editor memory with {side} x {side} open", float(out.split()[-1]), 500, "MB"


SESSION_PROBE = """
import sys
from PySide6.QtWidgets import QApplication
from tests.bench_editor import brush_drag, settle, set_hex_pixels
from tests.benchmark import busy_map
from hmeditor.export import Options, export_map
from hmeditor.ui.mainwindow import MainWindow
side, folder = int(sys.argv[1]), sys.argv[2]
app = QApplication([])
window = MainWindow(busy_map(side), autosave_dir=folder)
window.resize(1400, 900)
window.show()
settle(window)
set_hex_pixels(window, 44)
brush_drag(window)                                   # an edit and its undo
export_map(window.hex_map, f"{folder}/map.png", Options(dpi=30))      # File > Export, a PNG
selector = window.calculator_dock.system
selector.setCurrentIndex(selector.findData("wh40k"))
window.state.set_choice("firer", (side // 2, side // 2))
window.heat_action.setChecked(True)                  # the 40k cover map from that firer
settle(window)
window.view.zoom_by(0.1)
window.grab()                                        # far zoomed out (overview picture)
status = dict(line.split(":", 1) for line in open("/proc/self/status").read().splitlines() if ":" in line)
print(int(status["VmHWM"].split()[0]) / 1024)
"""

SESSION_SIDES = (100, 300, 500)


def bench_session_memory(sizes):
    """Peak memory of an editing session (in a fresh process), in MB: the window on a busy map, a
    brush drag and its undo, a PNG export at 30 dpi, the 40k cover map from a firer in the middle."""
    with tempfile.TemporaryDirectory() as tmp:
        for side in (s for s in sizes if s in SESSION_SIDES):
            out = subprocess.run([sys.executable, "-c", SESSION_PROBE, str(side), tmp], capture_output=True, text=True,
                                 check=True, env=subprocess_env(), cwd=ROOT).stdout
            yield f"editing session at {side} x {side} (an edit, a PNG export, the 40k cover map)", \
                float(out.split()[-1]), 500, "MB"


# ---- the game systems and start-up -------------------------------------------------------------

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


BARE_PROBE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()


class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj is window:
            app.removeEventFilter(self)
            QTimer.singleShot(0, lambda: (print(time.time()), app.quit()))
        return False


first_paint = FirstPaint()
app.installEventFilter(first_paint)
window.resize(1400, 900)
window.show()
app.exec()
"""


def bench_startup(sizes):
    """`hmeditor MAP` on a 16 x 17 sheet, from starting Python to the map's first paint, in fresh
    processes with the bytecode compiled (as an installed package has it: the first run writes it);
    and against a bare PySide6 window's first paint (a QMainWindow of the same size), run in turns."""
    root = Path(__file__).resolve().parent.parent
    sheet = root / "maps/open-terrain-2-movement-example.hmap"
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=tmp, XDG_DATA_HOME=tmp, XDG_CACHE_HOME=tmp)

        def start(probe: str, *args: str) -> float:
            begin = time.time()
            out = subprocess.run([sys.executable, "-c", probe, *args], capture_output=True, text=True,
                                 check=True, cwd=root, env=env).stdout
            return float(out.split()[-1]) - begin
        start(STARTUP_PROBE, str(sheet))                 # writes the bytecode
        runs = [(start(STARTUP_PROBE, str(sheet)), start(BARE_PROBE)) for _ in range(5)]
        ours, bare = (min(times) for times in zip(*runs))
        yield "start-up: hmeditor MAP (16 x 17) to first paint", ours, 1.0
        yield "  a bare PySide6 window to its first paint", bare, None
        yield "start-up against a bare PySide6 window", ours / bare, 2.0, "x"


def bench_grav_armor(sizes):
    """Grav Armor: the detection overlay of one unit with range 4 (SYSTEMS.md: under 20 ms on 300 x 300),
    and one shot (detection, hit value, chance) as the calculator panel answers it."""
    from hmeditor.core.systems import load_rules
    from hmeditor.core.systems.grav_armor import detection_shades, fire_at

    rules = load_rules(None, "grav_armor")
    nu3, omi9 = rules.unit("Nu3"), rules.unit("Omi9")
    for side in sizes:
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
    from hmeditor.ui.overlays import ShadeItem
    from hmeditor.ui.panels.grav_armor import GravArmorPanel
    from hmeditor.ui.session.document import MapDocument
    from hmeditor.ui.session.state import EditorState

    app = QApplication.instance() or QApplication([])  # noqa: F841
    panel = GravArmorPanel(EditorState(MapDocument(busy_map(side))))
    item = ShadeItem(Layout(50))
    panel.reach_changed.connect(lambda shading: item.set_shades(shading.rgba, shading.texts))
    hexes = iter([(col, side // 2) for col in range(side)])

    def pick():
        panel.set_hexes(next(hexes), (side // 2, side // 2))
    pick.keep = (panel, item)
    return pick


def bench_cover_map(sizes):
    """40k's cover map: a 6 x 4 ft table (58 x 38 hexes of 1.25 in) and larger maps, where it reaches
    72 in (58 hexes) around the firer. Picking a firer traces the lines to every hex in reach (within a
    second); after an edit only the terrain along the kept lines is looked up again (a frame or two)."""
    from hmeditor.core.systems import load_rules
    from hmeditor.core.systems.wh40k import cover_shades

    rules = load_rules(None, "wh40k")
    from hmeditor.core import edits

    for width, height in ((58, 38), *((side, side) for side in sizes)):
        m = busy_map(max(width, height))
        m = edits.resized(m, width, height) if (width, height) != m.size else m
        firers = iter([(width // 2 + k, height // 2) for k in range(10)])      # a new firer each time

        def pick(m=m, firers=firers):
            return cover_shades(m, rules, {"firer": next(firers), "unit": "infantry"})
        yield f"40k cover map, new firer, {width} x {height}", timed(pick), 1.0
        firer = {"firer": (width // 2, height // 2), "unit": "infantry"}
        same = timed(lambda m=m, firer=firer: cover_shades(m, rules, firer))
        yield f"40k cover map, same firer, {width} x {height}", same, 0.05


def bench_twxxi(sizes):
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
    for side in sizes:
        big = busy_map(side)
        yield f"cover map, {side} x {side}", timed(lambda big=big: cover_shades(big, rules, {})), 0.5


# ---- the driver ---------------------------------------------------------------------------------

def bench_generate(sizes):
    """The map generator (core/generate) with the presets that build the most: targets 1 s at 100 x 100
    and 10 s at 500 x 500 (the issue), the area's share of 10 s for other sizes."""
    from hmeditor.core.generate import generate
    for side in sizes:
        target = max(1.0, 10.0 * (side / 500) ** 2)
        for preset in ("river", "city"):
            seconds = timed(lambda s=side, p=preset: generate(s, s, 1, p), 1)
            yield f"generate {side} x {side} ({preset})", seconds, target


CORPUS = ROOT.parent / "shared/corpus/megamek"


def bench_thumbnails(sizes):
    """The library's thumbnails of the 31 corpus boards, cold cache: drawn on its worker threads, from
    asking to the last arriving on the window's thread (target 3 s); and how many were drawn on the
    window's thread (none)."""
    if not CORPUS.exists():
        print(f"(skipped the library's thumbnails: {CORPUS} is not beside this clone)")
        return
    from hmeditor.core.library import map_files
    from hmeditor.export import ensure_gui_app
    from hmeditor.ui.library import Thumbnails
    app = ensure_gui_app()
    files = map_files(CORPUS)
    with tempfile.TemporaryDirectory() as tmp:
        thumbnails, arrived = Thumbnails(cache=Path(tmp)), []
        thumbnails.ready.connect(lambda path, *rest: arrived.append(path))
        start = time.perf_counter()
        for path in files:
            thumbnails.request(str(path))
        while len(arrived) < len(files):
            app.processEvents()
            time.sleep(0.001)
        yield f"library thumbnails of the {len(files)} corpus boards (cold cache)", time.perf_counter() - start, 3.0
        yield "  of them drawn on the window's thread", thumbnails.drawn_on_window_thread, 0, "thumbnails"


def _rows():
    from tests import bench_editor as e
    from tests.bench_craft import bench_assemble, bench_paste, bench_turn
    from tests.bench_window_waits import bench_board_save, bench_export_preview, bench_undo_resize
    from tests.export.bench_exports import bench_pdf_single, bench_pdf_tiled, bench_svg
    from tests.export.bench_png import bench_png_export
    return {
        "drag": e.bench_drag, "drag-overlays": e.bench_drag_overlays, "pan-bar": e.bench_pan_bar,
        "pan-drag": e.bench_pan_drag,
        "threshold": e.bench_threshold, "zoom": e.bench_zoom, "cold": e.bench_cold, "recheck": e.bench_recheck,
        "heat-click": e.bench_heat_click,
        "fill": e.bench_fill, "select": e.bench_select, "open-to-paint": e.bench_open_to_paint,
        "board-save": bench_board_save, "export-preview": bench_export_preview, "undo-resize": bench_undo_resize,
        "files": bench_open_save, "board": bench_board, "big-board": bench_big_board, "calc": bench_calc,
        "check": bench_reality_check, "cli": bench_cli, "memory": bench_editor_memory,
        "session-memory": bench_session_memory, "png": bench_png_export,
        "svg": bench_svg, "pdf-single": bench_pdf_single, "pdf-tiled": bench_pdf_tiled,
        "startup": bench_startup, "grav-armor": bench_grav_armor, "cover-map": bench_cover_map, "twxxi": bench_twxxi,
        "paste": bench_paste, "turn": bench_turn, "assemble": bench_assemble,
        "generate": bench_generate, "thumbnails": bench_thumbnails,
    }


def main(argv: list[str] | None = None) -> int:
    rows = _rows()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rows", nargs="*", metavar="ROW", help=f"rows to run (default all): {', '.join(rows)}")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)),
                        help="map sides for the rows that have a size (default %(default)s)")
    parser.add_argument("--list", action="store_true", help="list the row keys")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(rows))
        return 0
    sizes = tuple(int(s) for s in args.sizes.split(","))
    chosen = [key for key in rows if not args.rows or any(key.startswith(r) for r in args.rows)]
    if not chosen:
        parser.error(f"no row matches {args.rows}; rows: {', '.join(rows)}")
    print(f"(the machine now: the commands' floor, Python importing numpy, PyYAML and platformdirs, "
          f"{fmt(command_floor())}; {load()})")
    print(f"{'figure':<76} {'value':>10} {'target':>10}")
    over = 0
    for key in chosen:
        for label, value, target, *unit in rows[key](sizes):
            mark = "" if target is None or value <= target else "  OVER TARGET"
            over += bool(mark)
            shown = "-" if target is None else fmt(target, *unit)
            print(f"{label:<76} {fmt(value, *unit):>10} {shown:>10}{mark}", flush=True)
    print(f"{over} figure{'s' if over != 1 else ''} over target "
          f"(the commands' floor after the rows: {fmt(command_floor())}; {load()})")
    return 1 if over else 0


def load() -> str:
    """The machine's load average over 1, 5 and 15 minutes (the other programs it runs)."""
    return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def fmt(value: float, unit: str = "") -> str:
    if value == float("inf"):
        return "never"
    if unit == "x":
        return f"{value:.2f}x"
    if unit:
        return f"{value:.0f} {unit}"
    return f"{value * 1000:.2f} ms" if value < 1 else f"{value:.2f} s"


if __name__ == "__main__":
    sys.exit(main())
