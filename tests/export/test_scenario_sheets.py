"""The scenario layer on the sheets, as a player sees it: the labels' text in the PDF (not with
--no-labels), objectives and zones listed on the assembly page, the zones' tint at hex centres of a
PNG (stamped or drawn, in thin bands as in one), the labels in an SVG."""

import numpy as np
import pytest
from PySide6.QtGui import QColor

from hmeditor.core.io import read_map, write_map
from hmeditor.core.io.hmap import loads
from hmeditor.export import Options, export_map
from hmeditor.export import png as png_module
from hmeditor.render.scenario import ZONE_TINT, zone_colour
from hmeditor.render.style import default_style

from .test_pdf import page_text
from .test_print_options import png_rgb

WAR = """hmeditor: 1
name: River crossing
size: [16, 17]
hexes:
  "0505": light_woods
  "0808": water:1
labels:
  - {text: "Hill 217", at: "0808", size: 14, angle: 0}
  - {text: "Old mill road", at: "0412", size: 10, angle: 30}
objectives:
  - {name: "A", hex: "1010"}
zones:
  - {name: "Attacker", zone: 1, hexes: ["0101", "0201", "0301", "0401", "0102", "0202", "0302", "0402"]}
  - {name: "Defender", zone: 2, hexes: ["1316", "1416", "1516", "1616", "1317", "1417", "1517", "1617"]}
"""


@pytest.fixture
def war(tmp_path):
    path = tmp_path / "war.hmap"
    path.write_text(WAR)
    return path


def test_labels_are_printed_as_text_and_the_assembly_page_lists_the_scenario(run_cli, war, tmp_path):
    out = tmp_path / "war.pdf"
    assert run_cli("export", war, "-o", out).returncode == 0
    pages = [page_text(out, i) for i in range(10)]
    assert any("Hill 217" in text for text in pages[1:]) and any("Old mill road" in text for text in pages[1:])
    for line in ("Scenario", "Deployment zone 1 Attacker: 8 hexes", "Deployment zone 2 Defender: 8 hexes",
                 "Objective A in 1010", "Label 'Hill 217' in 0808"):
        assert line in pages[0], line
    bare = tmp_path / "bare.pdf"
    assert run_cli("export", war, "-o", bare, "--no-labels", "--no-legend").returncode == 0
    assert not any("Hill 217" in page_text(bare, i) for i in range(1, 10))
    assert "Objective A in 1010" in page_text(bare, 0) and "Planetary conditions" not in page_text(bare, 0)


def tinted(base: QColor, number: int) -> np.ndarray:
    """The colour a hex of `base` fill shows at its centre in zone `number`."""
    a = ZONE_TINT / 255
    return np.array(base.getRgb()[:3]) * (1 - a) + np.array(zone_colour(number).getRgb()[:3]) * a


@pytest.mark.parametrize("dpi", [40, 150])       # stamped whole; hexes drawn as vectors
def test_the_zones_tint_their_hexes_at_the_centre(qapp, war, tmp_path, dpi):
    hex_map = read_map(war)
    options = Options(dpi=dpi, ids=False, labels=False)
    export_map(hex_map, tmp_path / "war.png", options)
    rgb = png_rgb(tmp_path / "war.png").astype(int)
    clear = default_style().fill(0, float("nan"), 0)

    def centre(col, row):
        x, y = (round(v * dpi) for v in options.layout.center(col, row))
        return rgb[y, x]
    for col, row, number in ((0, 0, 1), (3, 1, 1), (12, 15, 2), (15, 16, 2)):
        assert np.abs(centre(col, row) - tinted(clear, number)).max() <= 3, (col, row)
    for col, row in ((5, 0), (0, 3), (11, 15)):
        assert np.abs(centre(col, row) - np.array(clear.getRgb()[:3])).max() <= 1, (col, row)


@pytest.mark.parametrize("dpi", [40, 110])
def test_the_scenario_in_thin_bands_is_the_scenario_in_one(qapp, war, tmp_path, monkeypatch, dpi):
    hex_map = read_map(war)
    options = Options(dpi=dpi)
    width = png_module.image_size(hex_map, options)[0]
    whole, banded = tmp_path / "whole.png", tmp_path / "banded.png"
    png_module.write_png(hex_map, str(whole), options, workers=1)
    monkeypatch.setattr(png_module, "BAND_BYTES", 3 * width * 37)
    monkeypatch.setattr(png_module, "STAMPED_BAND_BYTES", 3 * width * 37)
    monkeypatch.setattr(png_module, "STRIP_BYTES", 4 * width * 11)
    png_module.write_png(hex_map, str(banded), options, workers=1)
    difference = np.abs(png_rgb(whole).astype(int) - png_rgb(banded).astype(int))
    assert difference.max() <= 16 and np.count_nonzero(difference) < difference.size / 1000


def test_an_svg_holds_the_labels_and_the_zones(war, tmp_path):
    export_map(read_map(war), tmp_path / "war.svg", Options())
    svg = (tmp_path / "war.svg").read_text()
    assert "Hill 217" in svg and "Old mill road" in svg and zone_colour(2).name() in svg


def test_a_map_without_a_scenario_prints_no_scenario_section(tmp_path):
    m = loads(WAR.split("labels:")[0])
    write_map(m, tmp_path / "plain.hmap")
    export_map(m, tmp_path / "plain.pdf", Options(pages=(1,)))
    assert "Scenario" not in page_text(tmp_path / "plain.pdf", 0)


def test_a_label_on_an_objectives_hex_goes_below_the_objective(qapp, tmp_path):
    from hmeditor.core.model import HexMap
    from hmeditor.core.scenario import Label, Objective, Scenario
    options = Options(dpi=150, ids=False)
    rows = []
    for objectives in ((), (Objective.make("A", (2, 2)),)):
        m = HexMap(5, 5)
        m.scenario = Scenario((Label.make("Hill", (2, 2), 10),), objectives)
        export_map(m, tmp_path / "hill.png", options)
        rgb = png_rgb(tmp_path / "hill.png").astype(int)
        x, y = (round(v * 150) for v in options.layout.center(2, 2))
        s = options.layout.size * 150
        box = rgb[round(y - 0.8 * s):round(y + 0.8 * s), round(x - 0.5 * s):round(x + 0.5 * s)]
        text = np.nonzero(box.sum(axis=2) < 3 * 60)[0]             # the label's near-black glyphs
        rows.append(text.mean() - 0.8 * s)
    assert abs(rows[0]) < 0.1 * s and rows[1] > 0.45 * s           # centred; below the objective's disc
