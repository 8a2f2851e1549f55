"""An image too large to open is refused before it is drawn, with what would fit: on the command
line (exit 2) and in the export dialog (which offers the resolution that fits)."""

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from hmeditor.export import Options, export_map, limits
from hmeditor.export.svg import estimated_size
from hmeditor.ui.exportdialog import ExportDialog
from tests.benchmark import busy_map


def test_a_png_of_a_large_map_at_the_defaults_is_refused_with_the_dpi_that_fits(run_cli, tmp_path):
    write_map(HexMap(1000, 1000, "large"), tmp_path / "large.hmap")
    result = run_cli("export", tmp_path / "large.hmap", "-o", tmp_path / "large.png", timeout=60)
    assert result.returncode == 2
    assert result.stderr == (f"hmeditor export: {tmp_path / 'large.png'}: a PNG of 324,868 x 375,188 pixels "
                             "(121.9 gigapixels) is more than image programs open (2.1 gigapixels): choose 39 dpi "
                             "or less\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["large.hmap"]


def test_the_dpi_offered_is_the_largest_that_fits():
    large = HexMap(1000, 1000)
    assert limits.largest_dpi(large, Options()) == 39
    assert limits.png_fits(large, Options(dpi=39)) and not limits.png_fits(large, Options(dpi=40))


def test_where_no_dpi_fits_the_hex_size_that_does_is_offered():
    huge = SimpleNamespace(width=5000, height=5000)         # a map too large to make here; the PNG's size is all
    assert limits.size_problem(huge, ".png", Options()).endswith("choose 10 dpi and hexes of at most 0.95 in")
    assert limits.png_fits(huge, Options(dpi=10, hex_size=0.95)) and not limits.png_fits(huge, Options(dpi=10))


def test_an_svg_too_large_to_open_is_refused(qapp, monkeypatch, tmp_path):
    monkeypatch.setattr(limits, "LARGEST_SVG_BYTES", 10 << 20)
    with pytest.raises(ValueError, match=r"an SVG of this map would be about 0.0 GB, more than .* export a PNG"):
        export_map(HexMap(250, 250), tmp_path / "map.svg", Options())
    assert list(tmp_path.iterdir()) == []


def test_the_svg_estimate_is_close_to_the_file_written(qapp, tmp_path):
    hex_map = busy_map(40)
    export_map(hex_map, tmp_path / "map.svg", Options())
    assert estimated_size(hex_map, Options()) == pytest.approx((tmp_path / "map.svg").stat().st_size, rel=0.05)


def test_the_export_dialog_offers_the_resolution_that_fits(qtbot, tmp_path):
    dialog = ExportDialog(HexMap(100, 100, "big"), None, str(tmp_path / "big.png"))
    qtbot.addWidget(dialog)
    dialog.dpi.setValue(1200)
    dialog.refresh()
    assert not dialog.export_button.isEnabled()
    assert "is more than image programs open (2.1 gigapixels): choose 396 dpi or less" in dialog.summary.text()
    assert not dialog.lower_dpi.isHidden() and dialog.lower_dpi.text() == "Use 396 dpi"
    qtbot.mouseClick(dialog.lower_dpi, Qt.MouseButton.LeftButton)
    dialog.refresh()
    assert dialog.dpi.value() == 396 and dialog.export_button.isEnabled() and dialog.lower_dpi.isHidden()
