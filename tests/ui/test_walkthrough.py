"""Issue 7's walk-through in the editor window: open a real MegaMek board, see the check list,
apply a fix from the list, save as .board and .hmap, reopen both."""

import pytest
from PySide6.QtCore import Qt

from hmeditor.core.io import read_map
from hmeditor.core.vocabulary import MOD_INDEX

from ..conftest import SHARED

BOARD = SHARED / "corpus/megamek/32x17-Racice-River-Delta.board"
SWAMP = 1 << MOD_INDEX["swamp"]


@pytest.mark.skipif(not BOARD.exists(), reason=f"the MegaMek corpus is not at {BOARD.parent}")
def test_open_a_board_fix_from_the_list_save_and_reopen(qtbot, make_window, tmp_path):
    window = make_window()
    assert window.files.open_file(str(BOARD))
    dock = window.check_dock
    swamps = [f for f in dock.findings if f.rule == "swamp-in-water"]
    assert len(swamps) == 14 and "14 warnings" in window.check_dock.status.text()
    index = dock.model.index(dock.findings.index(swamps[0]))
    dock.list.scrollTo(index)
    qtbot.mouseClick(dock.list.viewport(), Qt.MouseButton.LeftButton, pos=dock.list.visualRect(index).center())
    col, row = window.hex_map.parse_hex_id(swamps[0].hexes[0])
    assert window.document.selected_hexes() == [(col, row)] and window.hex_map.mods[row, col] & SWAMP
    dock.fix_button.click()
    assert not window.hex_map.mods[row, col] & SWAMP
    assert len([f for f in dock.findings if f.rule == "swamp-in-water"]) == 13
    for name in ("fixed.board", "fixed.hmap"):
        assert window.files.save_to(str(tmp_path / name))
        again = read_map(tmp_path / name)
        assert not again.mods[row, col] & SWAMP and again.width == 32 and again.height == 17
    assert window.files.open_file(str(tmp_path / "fixed.hmap"))
    assert len([f for f in window.check_dock.findings if f.rule == "swamp-in-water"]) == 13
    assert not window.document.modified and window.windowTitle().startswith("fixed.hmap")
