"""Every per-hex view follows a change of the map's size or shape (resize on any side, combine, their
undo and redo, another document): the finding marks and the outline agree with a fresh check of
the map as it is, the selection, heat map and calculators show nothing of the old hexes, and no
view fails to paint (a failed paint printed a traceback: the badges kept the old map's size)."""

from unittest import mock

import numpy as np
import pytest

from hmeditor.core import edits
from hmeditor.core.check import check_map
from hmeditor.core.check.finding import SEVERITIES
from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap
from hmeditor.ui.checkdock import finding_hexes
from hmeditor.ui.session.document import MapDocument
from hmeditor.ui.sheets import AssembleDialog, turn_map

from ..conftest import MAPS


@pytest.fixture
def busy_window(make_window):
    """A 20 x 15 map with open findings of every severity near its edges, the heat map on, some
    hexes selected and a finding outlined."""
    window = make_window(edits.resized(read_map(MAPS / "reality-check-examples.hmap"), 20, 15))
    assert {f.severity for f in window.state.live.findings} >= {"error", "warning"}
    window.heat_action.setChecked(True)
    window.document.set_selection(np.arange(250, 300))
    window.check_dock.show_finding(window.state.live.findings[-1])
    return window


def expected_marks(hex_map) -> dict[str, set[tuple[int, int]]]:
    """The worst open finding's severity on each hex, from a fresh check."""
    worst: dict[int, int] = {}
    for f in check_map(hex_map):
        if not f.accepted:
            for flat in finding_hexes(hex_map, f):
                worst[flat] = min(worst.get(flat, len(SEVERITIES)), SEVERITIES.index(f.severity))
    return {s: {hex_map.offset(flat) for flat, i in worst.items() if i == n} for n, s in enumerate(SEVERITIES)}


def assert_views_follow(qtbot, window, capfd) -> None:
    qtbot.waitUntil(lambda: not window.state.live.checking() and not window.heat_work.busy)
    m = window.hex_map
    size = m.width * m.height
    capfd.readouterr()
    window.view.viewport().grab()
    window.minimap.grab()
    window.hex_dock.refresh()
    assert "Error" not in capfd.readouterr().err
    assert window.finding_marks.marked() == expected_marks(m)
    assert window.finding_marks.boundingRect() == window.scene.map_item.boundingRect()
    current = window.check_dock.current()
    outlined = window.scene.highlight_item.flat.tolist()
    assert outlined == (sorted(finding_hexes(m, current)) if current else [])
    assert all(flat < size for flat in window.document.selection.tolist())
    assert window.scene.selection_item.map_width == m.width
    assert window.heat_item.rgba.shape[:2] == (m.height, m.width)
    assert window.reach_item.rgba.shape[:2] == (0, 0)


def combine(window, tmp_path) -> None:
    other = HexMap(6, 15, "right")
    write_map(other, tmp_path / "right.hmap")
    window.files.combine_with([str(tmp_path / "right.hmap")])


def assemble(window, tmp_path) -> None:
    """Map > Assemble sheets: this map turned over another, in one column."""
    write_map(HexMap(20, 6, "below"), tmp_path / "below.hmap")

    def fill(dialog) -> bool:
        dialog.columns.setValue(1)
        dialog.rows.setValue(2)
        dialog.set_map(1, str(tmp_path / "below.hmap"))
        dialog.turned[0].setChecked(True)
        return True
    with mock.patch.object(AssembleDialog, "exec", fill):
        window.assemble_sheets()


OPERATIONS = {
    "larger on the right and bottom": lambda window, _: window.resize_to(24, 18),
    "larger on the left and top": lambda window, _: window.resize_to(24, 18, left=2, top=3),
    "smaller on every side": lambda window, _: window.resize_to(14, 11, left=-2, top=-2),
    "combined": combine,
    "assembled": assemble,
    "turned 180 degrees": lambda window, _: turn_map(window, window.document),
}


@pytest.mark.parametrize("operation", OPERATIONS)
def test_views_follow_a_change_of_size_its_undo_and_redo(qtbot, busy_window, capfd, tmp_path, operation):
    window = busy_window
    window.calculator.show_reach((19, 14))
    before = window.hex_map.copy()
    OPERATIONS[operation](window, tmp_path)
    after = window.hex_map.copy()
    assert after != before
    assert_views_follow(qtbot, window, capfd)
    window.document.set_selection(np.arange(window.hex_map.width * window.hex_map.height - 40,
                                            window.hex_map.width * window.hex_map.height))
    window.undo_action.trigger()
    assert window.hex_map == before
    assert_views_follow(qtbot, window, capfd)
    window.redo_action.trigger()
    assert window.hex_map == after
    assert_views_follow(qtbot, window, capfd)


def test_a_change_of_size_tells_of_a_selection_dropped_once_and_of_none_not_at_all(make_window):
    """Every view of the selection (the hex dock lays its tables out again) hears once that a resize
    or its undo dropped the selection, and nothing when there was none."""
    window = make_window(HexMap(20, 15))
    told = []
    window.document.selection_changed.connect(lambda: told.append(len(window.document.selection)))
    window.resize_to(24, 15)
    window.document.set_selection(np.arange(10))
    window.document.undo_stack.undo()
    assert told == [10, 0]


def test_views_follow_another_document(qtbot, busy_window, capfd):
    window = busy_window
    window.state.set_document(MapDocument(read_map(MAPS / "reality-check-examples.hmap")))
    assert_views_follow(qtbot, window, capfd)


def test_an_outlined_finding_stays_outlined_where_it_is_now(qtbot, busy_window, capfd):
    window = busy_window
    before = window.check_dock.current()
    old_outline = window.scene.highlight_item.flat.tolist()
    window.resize_to(27, 15)                 # the same hex ids, each hex at another flat index
    after = window.check_dock.current()
    assert after is not None and after.key == before.key
    assert_views_follow(qtbot, window, capfd)
    assert window.scene.highlight_item.flat.tolist() != old_outline
