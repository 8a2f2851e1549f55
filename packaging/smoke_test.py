"""Smoke test of the packaged app: run the built programs as a user would and check what they give.

    python packaging/smoke_test.py dist/hmeditor      (make smoke builds the app first; .ci/run)

Every command runs from an empty folder with no display, no Qt platform set and no Python paths, so
the bundle has to carry its own rules data, icons and Qt plugins. Its outputs are compared with what
the checkout gives for the same command. Ends with a line 'smoke: N passed, N failed'.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps"
MOVEMENT = MAPS / "open-terrain-2-movement-example.hmap"
CHECK_EXAMPLES = MAPS / "reality-check-examples.hmap"
sys.path.insert(0, str(ROOT))

from hmeditor import __version__  # noqa: E402
from hmeditor.resources import ICON_SIZES  # noqa: E402

CHECKS = []


def check(function):
    CHECKS.append(function)
    return function


class App:
    """The bundle's programs, run in an empty folder with a clean environment."""

    def __init__(self, bundle: Path, work: Path):
        self.bundle, self.work = bundle, work
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "PYTHONPATH", "PYTHONHOME")}

    def run(self, *args, program: str = "hmeditor", expect: int = 0) -> subprocess.CompletedProcess:
        result = subprocess.run([str(self.bundle / program), *map(str, args)], cwd=self.work, env=self.env,
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == expect, \
            f"{program} {' '.join(map(str, args))}: exit {result.returncode}, not {expect}\n{result.stderr[-2000:]}"
        assert "Traceback" not in result.stderr, result.stderr[-2000:]
        return result

    def checkout(self, *args) -> subprocess.CompletedProcess:
        """The same command from the checkout (the program the bundle was built from)."""
        return subprocess.run([sys.executable, "-m", "hmeditor", *map(str, args)], cwd=self.work,
                              env=dict(self.env, QT_QPA_PLATFORM="offscreen"), capture_output=True, text=True,
                              timeout=120, check=True)


@check
def version_and_help(app: App):
    assert app.run("--version").stdout.strip() == f"hmeditor {__version__}"
    help_text = app.run("--help").stdout
    for command in ("check", "calc", "export", "convert", "rules", "--screenshot"):
        assert command in help_text, f"--help does not mention {command}"
    for command in ("check", "calc", "export", "convert", "rules"):
        assert "usage:" in app.run(command, "--help").stdout


# What each program runs before its launcher: PyInstaller's bootstrap and our hook for Qt's paths.
START_UP = ["pyimod01_archive", "pyimod02_importers", "pyimod03_ctypes", "pyiboot01_bootstrap", "rth_qt_paths"]


@check
def programs_start_lean(app: App):
    """Both programs run our hook for Qt's paths in place of PyInstaller's PySide6 hook, which imports
    QtCore at every start (a tenth of a second before `hmeditor --help` prints anything), and none of
    the stock hooks the spec leaves out (inspect's, pkgutil's and multiprocessing's: 50 to 80 ms a start)."""
    for program, launcher in (("hmeditor", "launch_console"), ("hmeditorw", "launch_gui")):
        listing = subprocess.run([sys.executable, "-m", "PyInstaller.utils.cliutils.archive_viewer", "-l", "-b",
                                  str(app.bundle / program)], capture_output=True, text=True, check=True).stdout
        contents = listing.split("Contents of", 1)[1].splitlines()[1:]
        scripts = [line.strip() for line in contents if line.strip() not in ("struct", "PYZ.pyz")]
        assert scripts == [*START_UP, launcher], f"{program} runs:\n{listing}"


@check
def rules_data_is_inside_the_bundle(app: App):
    summary = app.run("rules").stdout
    bundled = app.bundle / "_internal" / "hmeditor" / "data" / "rules" / "battletech.yaml"
    assert f"{bundled}: valid" in summary, summary
    markdown = app.run("rules", "--markdown").stdout
    assert markdown == app.checkout("rules", "--markdown").stdout.replace(
        str(ROOT / "hmeditor"), str(app.bundle / "_internal" / "hmeditor"))


@check
def icons_are_inside_the_bundle(app: App):
    for size in ICON_SIZES:
        name = f"hmeditor-{size}.png"
        shipped = app.bundle / "_internal" / "hmeditor" / "assets" / "icons" / name
        assert shipped.read_bytes() == (ROOT / "hmeditor" / "assets" / "icons" / name).read_bytes(), name
    for extra in ("LICENSE", "install-desktop.sh", "hmeditor.desktop", "hmeditor-mime.xml"):
        assert (app.bundle / extra).is_file(), f"{extra} is missing from the bundle"


@check
def translations_are_inside_the_bundle(app: App):
    for qm in (ROOT / "hmeditor" / "i18n").glob("*.qm"):
        shipped = app.bundle / "_internal" / "hmeditor" / "i18n" / qm.name
        assert shipped.read_bytes() == qm.read_bytes(), qm.name
    app.run("export", MOVEMENT, "-o", "sheet-ru.pdf", "--language", "ru")


@check
def user_guide_is_inside_the_bundle(app: App):
    """Help > User guide opens the bundle's copy of docs/ (hmeditor.resources.docs_path)."""
    pages = sorted(p.name for p in (ROOT / "docs").glob("*.md"))
    shipped = app.bundle / "_internal" / "hmeditor" / "docs"
    assert pages and sorted(p.name for p in shipped.glob("*.md")) == pages, "docs/ is not in the bundle"
    for name in pages:
        assert (shipped / name).read_bytes() == (ROOT / "docs" / name).read_bytes(), name


@check
def licence_texts_of_the_bundled_libraries(app: App):
    index = (app.bundle / "licences" / "README.txt").read_text(encoding="utf-8")
    for name in ("Python", "PySide6_Essentials", "numpy", "shapely", "PyYAML"):
        assert f"\n{name} " in index, f"no licence of {name} in licences/README.txt"
    assert (app.bundle / "licences" / "shapely" / "LICENSE_GEOS").is_file()


@check
def reality_check(app: App):
    found = json.loads(app.run("check", CHECK_EXAMPLES, "--json", expect=1).stdout)
    findings = found["maps"][0]["findings"]
    rules = {f["rule"] for f in findings if not f["accepted"]}
    assert {"gravel-slope", "industrial-placement", "rapids-need-water", "frozen-mud"} <= rules, rules
    assert [f["hexes"] for f in findings if f["accepted"]] == [["0915"]]
    assert app.run("check", MOVEMENT, "--strict", expect=1).stdout.count("WARNING frozen-mud") == 2
    both = json.loads(app.run("check", CHECK_EXAMPLES, MOVEMENT, "--json", expect=1).stdout)   # in worker processes
    assert [m["findings"] for m in both["maps"]] == [findings, json.loads(app.run("check", MOVEMENT, "--json").stdout)[
        "maps"][0]["findings"]]


@check
def calculator(app: App):
    move = json.loads(app.run("calc", "move", MOVEMENT, "--unit", "mech", "--from", "0808", "--to", "0708",
                              "--mp", "3", "--json").stdout)
    assert (move["mp"], move["via"], move["allowed"]) == (4, "run", True), move
    tohit = json.loads(app.run("calc", "tohit", MOVEMENT, "--weapon", "ballistic", "--target", "0708",
                               "--json").stdout)
    assert tohit["modifier"] == 3, tohit
    los = json.loads(app.run("calc", "los", MOVEMENT, "--from", "0608", "--to", "0808", "--json").stdout)
    assert (los["blocked"], los["modifier"]) == (False, 1), los


@check
def total_war_xxi_blast_with_shapely(app: App):
    args = ("calc", "twxxi", "blast", MOVEMENT, "--at", "0808", "--weapon", "rpg", "--json")
    blast = json.loads(app.run(*args).stdout)
    assert len(blast["hexes"]) == 55 and blast == json.loads(app.checkout(*args).stdout), blast


@check
def convert_to_board_and_back(app: App):
    from hmeditor.core.io import read_map
    app.run("convert", MOVEMENT, "movement.board")
    assert (app.work / "movement.board").read_text().startswith("size 16 17")
    app.run("convert", "movement.board", "back.hmap")
    original, back = read_map(MOVEMENT), read_map(app.work / "back.hmap")
    assert (back.base == original.base).all() and (back.mods == original.mods).all()
    app.run("convert", MOVEMENT, "nowhere.xyz", expect=2)


@check
def generate_turn_and_assemble(app: App):
    """The generator's presets ship with the app; the whole-sheet commands run."""
    from hmeditor.core.io import read_map
    assert "volcanic" in app.run("generate", "--list-presets").stdout
    app.run("generate", "-o", "city.board", "--preset", "city", "--seed", "7")
    app.run("transform", "city.board", "-o", "turned.board", "--turn", "180")
    app.run("assemble", "-o", "two.hmap", "--grid", "2x1", "city.board", "turned.board")
    city, two = read_map(app.work / "city.board"), read_map(app.work / "two.hmap")
    assert two.size == (2 * city.width, city.height)


@check
def export_pdf(app: App):
    from pypdf import PdfReader
    app.run("export", MOVEMENT, "-o", "sheets.pdf")
    pages = PdfReader(app.work / "sheets.pdf").pages
    assert len(pages) == 10, f"{len(pages)} pages"   # an assembly page and 3 x 3 Letter pages
    assert [round(float(v)) for v in pages[0].mediabox[2:]] == [612, 792]
    assert "Open Terrain 2 - movement example" in " ".join(pages[0].extract_text().split())


@check
def export_svg(app: App):
    app.run("export", MOVEMENT, "-o", "map.svg")
    root = ET.parse(app.work / "map.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.find("{http://www.w3.org/2000/svg}title").text == "Open Terrain 2 - movement example"
    assert len(root.findall(".//{http://www.w3.org/2000/svg}polygon")) >= 16 * 17, "a polygon per hex"
    assert "0708" in {text.text.strip() for text in root.iter("{http://www.w3.org/2000/svg}text") if text.text}


@check
def export_png_as_the_checkout_does(app: App):
    from PySide6.QtGui import QImage
    app.run("export", MOVEMENT, "-o", "map.png", "--dpi", "40")
    app.checkout("export", MOVEMENT, "-o", "checkout.png", "--dpi", "40")
    image, expected = QImage(str(app.work / "map.png")), QImage(str(app.work / "checkout.png"))
    assert not image.isNull() and image.size() == expected.size(), (image.size(), expected.size())
    assert image == expected, "the packaged app draws the map differently from the checkout"
    colours = Counter(image.pixel(x, y) for x in range(0, image.width(), 4) for y in range(0, image.height(), 4))
    assert f"{colours.most_common(1)[0][0] & 0xFFFFFF:06x}" == "ece6cf", "clear terrain is not the ground"


@check
def screenshot_of_the_editor(app: App):
    from PySide6.QtGui import QImage
    for program in ("hmeditor", "hmeditorw"):
        out = app.work / f"{program}.png"
        app.run(CHECK_EXAMPLES, "--screenshot", out, program=program)
        image = QImage(str(out))
        assert image.width() >= 1000 and image.height() >= 700, image.size()
        assert len({image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}) > 50


@check
def bad_input_is_one_line_and_exit_2(app: App):
    result = app.run("check", "missing.hmap", expect=2)
    assert len(result.stderr.strip().splitlines()) == 1 and "missing.hmap" in result.stderr, result.stderr
    result = app.run("missing.hmap", "--screenshot", "x.png", expect=2)
    assert "missing.hmap" in result.stderr and not (app.work / "x.png").exists()


def main(bundle: Path) -> int:
    from PySide6.QtGui import QGuiApplication
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _qt = QGuiApplication(sys.argv[:1])     # QImage reads the PNGs
    failed = 0
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="hmeditor-smoke-") as work:
        app = App(bundle.resolve(), Path(work))
        for function in CHECKS:
            began = time.monotonic()
            try:
                function(app)
            except Exception as e:  # noqa: BLE001 (any error fails this check; the others still run)
                failed += 1
                print(f"FAILED {function.__name__}: {type(e).__name__}: {e}")
            else:
                print(f"ok     {function.__name__} ({time.monotonic() - began:.1f} s)")
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    size = sum(p.stat().st_size for p in files) / 2**20
    print(f"smoke test of {bundle} ({size:.0f} MiB in {len(files)} files) took {time.monotonic() - start:.0f} s")
    print(f"smoke: {len(CHECKS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 2 or not (Path(sys.argv[1]) / "hmeditor").is_file():
        sys.exit("usage: smoke_test.py BUNDLE   (BUNDLE: the folder make package builds, dist/hmeditor)")
    sys.exit(main(Path(sys.argv[1])))
