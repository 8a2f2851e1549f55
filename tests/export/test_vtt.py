"""`export --vtt`: the PNG for a virtual tabletop and the grid's measurements beside it, checked
against the picture: the centres of two hexes found by their colour lie where the JSON says."""

import json

import numpy as np
import pytest

from hmeditor.core import edits
from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from hmeditor.render.style import default_style

from .test_print_options import png_rgb


def two_paved_hexes(tmp_path):
    """A clear map with hexes 0101 and 0605 (a lower column) paved: each its own patch of colour."""
    m = HexMap(10, 8, "vtt")
    edits.paint_base(m, [(0, 0), (5, 4)], "pavement").apply(m)
    path = tmp_path / "vtt.hmap"
    write_map(m, path)
    return path


def centre_of(mask: np.ndarray) -> tuple[float, float]:
    """The centre (x, y) of the pixels in `mask`, pixel (i, j) covering [i, i + 1) x [j, j + 1)."""
    rows, cols = np.nonzero(mask)
    return float(cols.mean() + 0.5), float(rows.mean() + 0.5)


@pytest.mark.parametrize("dpi", [37, 96])
def test_the_json_gives_the_hex_centres_of_the_picture(qapp, run_cli, tmp_path, dpi):
    out = tmp_path / "table.png"
    result = run_cli("export", two_paved_hexes(tmp_path), "-o", out, "--vtt", "--dpi", dpi, "--no-ids", "--no-labels")
    assert result.returncode == 0, result.stderr
    grid = json.loads((tmp_path / "table.json").read_text())
    rgb = png_rgb(out)
    assert grid["image_px"] == [rgb.shape[1], rgb.shape[0]]
    assert (grid["grid"], grid["orientation"], grid["columns"], grid["rows"], grid["first_hex"]) == \
        ("hex", "flat", 10, 8, "0101")
    paved = (rgb == np.array(default_style().fill(1, float("nan"), 0).getRgb()[:3])).all(axis=2)
    half = rgb.shape[1] // 3
    first, other = centre_of(paved[:, :half]), centre_of(paved[:, half:])
    other = (other[0] + half, other[1])
    x0, y0 = grid["origin_px"]
    assert first == pytest.approx((x0, y0), abs=0.3)
    dx, dy = grid["column_spacing_px"], grid["hex_height_px"]
    assert other == pytest.approx((x0 + 5 * dx, y0 + 4.5 * dy), abs=0.3)      # column 6 sits half a hex lower
    assert dy == pytest.approx(1.25 * dpi) and grid["hex_width_px"] == pytest.approx(dy * 2 / 3 ** 0.5, abs=1e-3)
    assert grid["vassal"] == {"sideways": False, "dx": dx, "dy": dy, "x0": round(x0), "y0": round(y0)}


def test_the_vtt_picture_is_the_map_alone(qapp, run_cli, tmp_path):
    plain, table = tmp_path / "plain.png", tmp_path / "table.png"
    source = two_paved_hexes(tmp_path)
    assert run_cli("export", source, "-o", plain, "--dpi", 30).returncode == 0
    assert run_cli("export", source, "-o", table, "--dpi", 30, "--vtt").returncode == 0
    assert np.array_equal(png_rgb(plain), png_rgb(table)) and not (tmp_path / "plain.json").exists()


def test_the_export_dialog_writes_the_measurements_with_a_png(qtbot, tmp_path):
    from hmeditor.ui.exportdialog import ExportDialog
    dialog = ExportDialog(HexMap(6, 5), None, str(tmp_path / "map.pdf"))
    qtbot.addWidget(dialog)
    assert not dialog.vtt.isEnabled()
    dialog.path_edit.setText(str(tmp_path / "map.png"))
    dialog.refresh()
    dialog.vtt.setChecked(True)
    assert dialog.export()
    assert json.loads((tmp_path / "map.json").read_text())["columns"] == 6
