"""Tracing in the editor: a picture under the grid, aligned by two clicks, its opacity, and terrain
suggested from it, reviewed and applied as one undo step."""

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap
from hmeditor.core.underlay import Underlay, underlay_of
from tests.conftest import SHARED
from tests.render.scans import make_scan
from tests.ui.helpers import click, close, colour_at

BOARD = SHARED / "corpus" / "megamek" / "16x17-Lake-Area.board"


@pytest.fixture
def scan(tmp_path):
    """The board, and a crooked JPEG scan of it with where its first and last hexes' centres landed."""
    board = read_map(BOARD)
    path, hexes = make_scan(board, tmp_path)
    return board, path, hexes


def traced_window(make_window, tmp_path, scan, aligned=True):
    board, path, hexes = scan
    m = HexMap(16, 17, "tracing")
    m.extra_keys["underlay"] = Underlay(path.name, hexes if aligned else {}).to_value()
    write_map(m, tmp_path / "tracing.hmap")
    return make_window(read_map(tmp_path / "tracing.hmap"), str(tmp_path / "tracing.hmap"))


def test_the_picture_shows_under_the_grid_and_hides(make_window, tmp_path, scan):
    window = traced_window(make_window, tmp_path, scan)
    blank = QColor(window.underlay_view.map_item.map_painter.style.fill(0, float("nan"), 0))
    assert window.underlay_view.picture is not None
    water = next(f for f in range(16 * 17) if scan[0].base.ravel()[f] == 13)
    col, row = water % 16, water // 16
    assert not close(colour_at(window, col, row), blank, 20)        # the lake on the picture shows through
    window.underlay_dock.show_box.setChecked(False)
    assert close(colour_at(window, col, row), blank)


def test_a_missing_picture_is_a_warning_and_the_map_opens(make_window, tmp_path, scan):
    scan[1].unlink()
    window = traced_window(make_window, tmp_path, scan)
    assert window.hex_map.name == "tracing" and window.underlay_view.picture is None
    assert "cannot be read" in window.underlay_dock.name.text()
    assert not window.underlay_dock.suggest_button.isEnabled()


def test_choosing_and_removing_the_picture_and_its_opacity_are_undoable(window, scan):
    window.underlay_dock.choose_picture(str(scan[1]))
    assert underlay_of(window.hex_map).image == scan[1].as_posix() and window.underlay_view.picture is not None
    window.underlay_dock.opacity.setValue(30)
    window.underlay_dock.opacity.sliderReleased.emit()
    assert underlay_of(window.hex_map).opacity == 0.3
    window.underlay_dock.print_box.click()
    assert underlay_of(window.hex_map).print
    stack = window.document.undo_stack
    stack.undo()
    stack.undo()
    assert underlay_of(window.hex_map).opacity == 0.5 and not underlay_of(window.hex_map).print
    window.underlay_dock.remove.click()
    assert "underlay" not in window.hex_map.extra_keys and window.underlay_view.picture is None
    stack.undo()
    assert window.underlay_view.picture is not None


def test_two_clicks_on_the_picture_align_it_in_one_undo_step(make_window, tmp_path, scan, qtbot):
    window = traced_window(make_window, tmp_path, scan, aligned=False)
    window.view.fit_map(window.scene.map_item.boundingRect())
    matrix = window.underlay_view.picture.matrix
    aligner = window.underlay_dock.start_aligning(("0101", "1617"))
    assert window.underlay_dock.align.text() == "Stop aligning"
    assert "centre of hex 0101" in window.statusBar().currentMessage()
    for hex_id in ("0101", "1617"):
        x, y = matrix @ (*scan[2][hex_id], 1)
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(x, y))
    assert aligner.marks.scene() is None and window.statusBar().currentMessage() == ""
    assert window.underlay_dock.align.text().startswith("Align")
    clicked = underlay_of(window.hex_map).hexes
    for hex_id, (x, y) in scan[2].items():
        assert clicked[hex_id] == pytest.approx((x, y), abs=3)     # within a screen pixel of the zoomed-out view
    assert window.document.undo_stack.undoText() == "Align the underlay"


def test_suggested_terrain_is_shown_for_review_then_applied_in_one_undo_step(make_window, tmp_path, scan, qtbot):
    window = traced_window(make_window, tmp_path, scan)
    dock = window.underlay_dock
    dock.suggest_button.click()
    qtbot.waitUntil(lambda: dock.suggestion is not None, timeout=20_000)
    assert dock.apply.isVisible() and "272 hexes suggested" in dock.summary.text()
    review = dock.review_item.rgba
    assert (review[..., 3] > 0).all()
    dock.apply.click()
    board = scan[0]
    right = (window.hex_map.base == board.base) & (window.hex_map.level == board.level)
    assert right.sum() >= 0.95 * 16 * 17
    assert dock.review_item.rgba.size == 0 and not dock.apply.isVisible()
    window.document.undo_stack.undo()
    assert (window.hex_map.base == 0).all()


def test_hexes_corrected_after_applying_are_the_next_suggestions_examples(make_window, tmp_path, scan, qtbot):
    window = traced_window(make_window, tmp_path, scan)
    dock = window.underlay_dock
    dock.suggest_button.click()
    qtbot.waitUntil(lambda: dock.suggestion is not None, timeout=20_000)
    dock.apply_sure.click()
    assert dock.examples() == {}
    window.document.push(window.state.paint.edit(window.hex_map, [(3, 3)]), "paint")
    examples = dock.examples()
    assert list(examples) == [3 * 16 + 3] and examples[3 * 16 + 3].base == window.state.paint.name
    click(qtbot, window, 5, 5)          # the map still takes the tools after a review
    assert np.any(window.hex_map.base != 0)


def test_aligning_asks_for_two_different_hexes_on_the_map(window, monkeypatch, scan):
    window.underlay_dock.choose_picture(str(scan[1]))
    monkeypatch.setattr("hmeditor.ui.underlaydock._ask_hexes", lambda *a: None)
    assert window.underlay_dock.start_aligning() is None
    window.underlay_dock.start_aligning(("0101", "0202"))
    window.underlay_dock.align.click()          # stop: no change
    assert window.underlay_dock.aligner is None and underlay_of(window.hex_map).hexes == {}
