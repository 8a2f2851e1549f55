"""PNG (banded, optionally in parallel processes) and SVG of the whole map."""

import re
import subprocess
import sys
import zlib

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QImage, QPainter

from hmeditor.core import edits
from hmeditor.core.hexgrid import PAINT_SIZE, Layout
from hmeditor.core.io import read_map
from hmeditor.core.model import HexMap
from hmeditor.export import Options, export_map, plan
from hmeditor.export import png as png_module
from hmeditor.render.painter import STAMP_MAX_PIXELS, MapPainter
from tests.conftest import MAPS, ROOT, SHARED
from tests.render.test_blits import walled_map

from .helpers import grey, render_map, runs

EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"


@given(st.binary(max_size=300), st.binary(max_size=300))
def test_adler32_combine(a, b):
    assert png_module.adler32_combine(zlib.adler32(a), zlib.adler32(b), len(b)) == zlib.adler32(a + b)


def test_png_size_dpi_and_scale(tmp_path):
    out = tmp_path / "map.png"
    options = Options(dpi=60)
    export_map(read_map(EXAMPLE), out, options)
    image = QImage(str(out))
    mw, mh = plan(16, 17, options).map_size
    assert (image.width(), image.height()) == (round(mw * 60), round(mh * 60))
    assert image.dotsPerMeterX() == round(60 / 0.0254)
    pixels = grey(out)
    x = round(options.layout.size * 1.42 * 60)                 # down the first column, inside the flat edge
    centres = [a + n / 2 for a, n in runs(pixels[:, x], dark=120)]
    assert np.median(np.diff(centres)) == pytest.approx(1.25 * 60, abs=1)


@pytest.mark.parametrize("dpi, stamped", [(40, True), (110, False)])
def test_bands_join_seamlessly(qapp, tmp_path, monkeypatch, dpi, stamped):
    """Many thin bands give the same picture as one band: drawn with more rows around each band where
    lines are drawn (hexes too big to stamp, roads), cut exactly where the whole map is stamped."""
    hex_map = read_map(EXAMPLE)
    options = Options(dpi=dpi)
    width = png_module.image_size(hex_map, options)[0]
    margin = png_module.BandRenderer(hex_map, options, width).margin
    assert (margin == png_module.BAND_MARGIN) == stamped
    whole, banded = tmp_path / "whole.png", tmp_path / "banded.png"
    png_module.write_png(hex_map, str(whole), options, workers=1)
    _bands_of(monkeypatch, 3 * width * 37)                                # 37-row bands
    rows = []               # rows done, rows: once per band (each is one chunk of rows)
    height = png_module.write_png(hex_map, str(banded), options, workers=1, progress=lambda *done: rows.append(done))[1]
    assert len(rows) == -(-height // 37) and rows == [(min(height, 37 * n), height) for n in range(1, len(rows) + 1)]
    difference = np.abs(grey(whole).astype(int) - grey(banded).astype(int))
    # Anti-aliased line caps where hex corners meet may blend a few grey levels apart; no seam shows.
    assert difference.max() <= 16 and np.count_nonzero(difference) < difference.size / 1000


@pytest.mark.parametrize("hex_map", [read_map(EXAMPLE), walled_map()], ids=["example", "walled"])
def test_the_png_holds_the_map_as_the_painter_draws_it_pixel_for_pixel(qapp, tmp_path, monkeypatch, hex_map):
    """Each band's rows land in the file where they belong, in red, green, blue; a map stamped whole
    is drawn in strips of rows (here 11, cutting through hexes and bands of 37, deflated 22 rows at a
    time) as drawn at once."""
    options = Options(dpi=40)
    width = png_module.image_size(hex_map, options)[0]
    _bands_of(monkeypatch, 3 * width * 37)
    monkeypatch.setattr(png_module, "STRIP_BYTES", 4 * width * 11)
    monkeypatch.setattr(png_module, "CHUNK_BYTES", (3 * width + 1) * 22)
    assert png_module.BandRenderer(hex_map, options, width).stamped
    png_module.write_png(hex_map, str(tmp_path / "map.png"), options, workers=1)
    image = QImage(str(tmp_path / "map.png")).convertToFormat(QImage.Format.Format_RGB888)
    written = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    drawn = render_map(MapPainter(Layout(PAINT_SIZE)), hex_map, png_module.BandRenderer(hex_map, options, width).scale)
    assert written[:, :3 * width].reshape(drawn.shape).tolist() == drawn.tolist()


def test_parallel_bands_hold_the_same_pixels(qapp, tmp_path, monkeypatch):
    """Bands drawn in worker processes (each deflated apart) and bands drawn here in chunks of rows
    (one deflate stream) make the same image."""
    hex_map = read_map(EXAMPLE)
    options = Options(dpi=30)
    _bands_of(monkeypatch, 3 * 530 * 64)
    monkeypatch.setattr(png_module, "STRIP_BYTES", 4 * 530 * 8)
    monkeypatch.setattr(png_module, "CHUNK_BYTES", (3 * 530 + 1) * 16)    # 16-row chunks of 64-row bands
    one, two = tmp_path / "one.png", tmp_path / "two.png"
    png_module.write_png(hex_map, str(one), options, workers=1)
    png_module.write_png(hex_map, str(two), options, workers=2)
    assert _rgb(one).tolist() == _rgb(two).tolist()


WITHOUT_ISAL = """
import sys
sys.modules["isal"] = None      # as where it is not installed: no wheel of it for the platform
from hmeditor.app import main
sys.exit(main(sys.argv[1:]))
"""


def test_without_isal_the_standard_zlib_deflates_the_same_image(run_cli, tmp_path):
    by_isal, by_zlib = tmp_path / "isal.png", tmp_path / "zlib.png"
    assert run_cli("export", EXAMPLE, "-o", by_isal, "--dpi", "30").returncode == 0
    result = subprocess.run([sys.executable, "-c", WITHOUT_ISAL, "export", str(EXAMPLE), "-o", str(by_zlib),
                             "--dpi", "30"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert by_isal.read_bytes() != by_zlib.read_bytes()
    assert _rgb(by_isal).tolist() == _rgb(by_zlib).tolist()


def _bands_of(monkeypatch, band_bytes: int) -> None:
    """Bands of `band_bytes` whether the map is stamped or drawn."""
    monkeypatch.setattr(png_module, "BAND_BYTES", band_bytes)
    monkeypatch.setattr(png_module, "STAMPED_BAND_BYTES", band_bytes)


def _rgb(path) -> np.ndarray:
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
    assert not image.isNull()
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return rows[:, :3 * image.width()].copy()


def test_svg_true_scale(tmp_path):
    out = tmp_path / "map.svg"
    export_map(read_map(EXAMPLE), out, Options(hex_size=32 / 25.4))
    head = out.read_text(encoding="utf-8")[:600]
    width_mm, height_mm = (float(v) for v in re.search(r'width="([\d.]+)mm" height="([\d.]+)mm"', head).groups())
    vb = [float(v) for v in re.search(r'viewBox="([\d. ]+)"', head).group(1).split()]
    assert height_mm == pytest.approx(32 * 17.5, abs=0.2)               # 17 hexes and the stagger
    assert width_mm / vb[2] == pytest.approx(25.4 / 72)                 # user units are points
    assert "0808" in out.read_text(encoding="utf-8")
    image = QImage(str(out))
    assert not image.isNull()


def test_png_colours(tmp_path):
    """Water prints blue and woods green (the channels are in PNG's order)."""
    from hmeditor.core.model import HexMap
    from hmeditor.core.vocabulary import BASE_INDEX
    hex_map = HexMap(3, 3)
    hex_map.base[1, 1], hex_map.params[1, 1, 0] = BASE_INDEX["water"], 1
    hex_map.base[0, 0] = BASE_INDEX["heavy_woods"]
    options = Options(dpi=100)
    out = tmp_path / "colours.png"
    export_map(hex_map, out, options)
    image = QImage(str(out))
    for (col, row), channel in (((1, 1), 2), ((0, 0), 1)):
        x, y = (v * 100 for v in options.layout.center(col, row))
        colours = [image.pixelColor(round(x + dx), round(y + dy)).getRgb()[:3] for dx in (-12, 12) for dy in (-12, 12)]
        mean = np.mean(colours, axis=0)
        assert mean.argmax() == channel, mean


@pytest.mark.parametrize("dpi", [300, 1200])
def test_symbols_are_drawn_in_map_units_on_any_device(qapp, dpi):
    """A PDF page is a 1200 dpi device: symbols must come out as on a 96 dpi image, not 12 times larger."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPainter

    from hmeditor.core.hexgrid import Layout
    from hmeditor.core.model import HexMap
    from hmeditor.core.vocabulary import BASE_INDEX
    from hmeditor.render.painter import MapPainter
    hex_map = HexMap(3, 3)
    hex_map.base[1, 1] = BASE_INDEX["ultra_heavy_woods"]
    hex_map.base[0, 0] = BASE_INDEX["light_jungle"]
    painter = MapPainter(Layout(50))

    def render(device_dpi: int) -> np.ndarray:
        image = QImage(240, 270, QImage.Format.Format_RGB32)
        image.fill(0xFFFFFFFF)
        image.setDotsPerMeterX(round(device_dpi / 0.0254))
        image.setDotsPerMeterY(round(device_dpi / 0.0254))
        qp = QPainter(image)
        qp.translate(QPointF(5, 5))
        painter.paint(qp, hex_map)
        qp.end()
        return np.frombuffer(image.constBits(), np.uint8).reshape(270, -1).copy()

    assert np.array_equal(render(96), render(dpi))


def test_a_map_is_stamped_whole_without_roads_bridges_markers_or_big_hexes(qapp):
    painter, plain = MapPainter(Layout(50.0)), HexMap(6, 5)
    assert painter.stamps_only(plain, STAMP_MAX_PIXELS / 100) and not painter.stamps_only(plain, STAMP_MAX_PIXELS / 99)
    for mod in ("road", "bridge"):
        crossed = HexMap(6, 5)
        edits.add_mod(crossed, [(2, 2)], mod).apply(crossed)
        assert not painter.stamps_only(crossed, 0.5), mod
    stadium = read_map(SHARED / "corpus/megamek/16x17-Steiner-Stadium.board")       # elevators, no roads
    assert not painter.stamps_only(stadium, 0.5)


@pytest.mark.parametrize("dpi", [40, 110])         # stamped whole; drawn as vectors
def test_an_export_stopped_while_drawing_leaves_no_painter_on_its_images(qapp, monkeypatch, dpi):
    """Ctrl+C lands anywhere in the drawing: an image freed under a painter still active crashed Qt
    (the process then ended by a segmentation fault rather than 'cancelled')."""
    hex_map = read_map(EXAMPLE)
    options = Options(dpi=dpi)
    width, height = png_module.image_size(hex_map, options)
    renderer = png_module.BandRenderer(hex_map, options, width)
    paint = "paint_stamps" if renderer.stamped else "paint"
    original = getattr(renderer.painter, paint)

    def interrupted(painter, *args, **show):
        original(painter, *args, **show)
        raise KeyboardInterrupt
    monkeypatch.setattr(renderer.painter, paint, interrupted)
    with pytest.raises(KeyboardInterrupt):
        list(renderer.chunks(0, height, 2 ** 20))
    painter = QPainter(renderer._image)           # Qt lets one painter at a time begin on a device
    assert painter.isActive()
    painter.end()


@pytest.mark.parametrize("suffix", [".pdf", ".svg", ".png"])
def test_an_export_stopped_in_the_middle_of_a_drawing_says_nothing_of_qt(qapp, qtlog, monkeypatch, tmp_path, suffix):
    """Ctrl+C inside a drawing that saved the painter's state: Qt said 'Painter ended with 3 saved
    states' on the way out; the states are restored before the painter ends."""
    original = MapPainter.paint

    def interrupted(self, painter, *args, **show):
        for _ in range(3):
            painter.save()
        original(self, painter, *args, **show)
        raise KeyboardInterrupt
    monkeypatch.setattr(MapPainter, "paint", interrupted)
    monkeypatch.setattr(MapPainter, "stamps_only", lambda *args: False)        # drawn, not stamped
    with pytest.raises(KeyboardInterrupt):
        export_map(read_map(EXAMPLE), tmp_path / f"cut{suffix}", Options(dpi=40))
    assert not [r.message for r in qtlog.records if "saved states" in r.message]
