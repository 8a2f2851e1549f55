"""The Library dock on the 31 corpus boards: thumbnails drawn off the window's thread and cached,
filters by name, size and terrain, open, print at true scale."""

import pytest
from PySide6.QtCore import QSettings

from hmeditor.core.io import read_map
from hmeditor.ui import exportdialog
from hmeditor.ui.library import LibraryDock, Thumbnails
from tests.conftest import SHARED

CORPUS = SHARED / "corpus" / "megamek"


@pytest.fixture
def library(qtbot, tmp_path):
    """A dock over the corpus (added as the user's folder), every thumbnail arrived."""
    def make(cache=tmp_path / "cache"):
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        dock = LibraryDock(settings, Thumbnails(cache=cache))
        qtbot.addWidget(dock)
        dock.add_folder(str(CORPUS))
        qtbot.waitUntil(lambda: len(dock.entries) == 31, timeout=60_000)
        return dock
    return make


def test_every_corpus_board_shows_with_its_thumbnail_name_and_size_drawn_off_the_window_thread(library):
    dock = library()
    assert dock.list.count() == 31 and dock.folder.currentData() == str(CORPUS)
    items = [dock.list.item(r) for r in range(31)]
    assert all(not item.icon().isNull() for item in items)
    assert "16x17-City-Downtown\n16 x 17" in [item.text() for item in items]
    assert dock.thumbnails.drawn_on_window_thread == 0


def test_the_second_time_thumbnails_and_entries_come_from_the_cache(library, monkeypatch, tmp_path):
    library()
    monkeypatch.setattr("hmeditor.ui.library.map_picture", lambda *a: pytest.fail("drawn again"))
    monkeypatch.setattr("hmeditor.core.library.read_map", lambda *a: pytest.fail("read again"))
    dock = library()
    assert all(not dock.list.item(r).icon().isNull() for r in range(31))


def test_filters_by_name_size_and_terrain(library):
    dock = library()
    dock.text.setText("river")
    assert [p.split("/")[-1] for p in dock.visible_paths()] == [
        "16x17-River-Delta-1.board", "16x17-River-Valley.board", "16x17-Wide-River.board",
        "32x17-Racice-River-Delta.board"]
    dock.text.setText("")
    dock.size.setCurrentIndex(dock.size.findText("64 x 68"))
    assert [p.split("/")[-1] for p in dock.visible_paths()] == ["64x68-Jungle-Delta.board"]
    dock.size.setCurrentIndex(0)
    dock.terrain.setCurrentIndex(dock.terrain.findText("Liquid magma"))
    assert [p.split("/")[-1] for p in dock.visible_paths()] == ["32x17-Caustic-Valley-Lava.board"]
    dock.text.setText("urban")          # a tag
    assert dock.visible_paths() == []
    dock.terrain.setCurrentIndex(0)
    assert [p.split("/")[-1] for p in dock.visible_paths()] == [      # tagged HeavyUrban or MediumUrban
        "16x17-City-Downtown.board", "16x17-Dropport-1.board", "16x17-Seaport.board", "32x17-Heliport-Lift.board"]


def test_choosing_a_map_shows_its_tags_and_terrain(library):
    dock = library()
    dock.text.setText("Downtown")
    dock.list.setCurrentItem(dock._item(dock.visible_paths()[0]))
    assert "Tags: GrassTheme, Roads, HeavyUrban, Flat, Woods" in dock.details.text()
    assert "building 49%, clear 48%, road 33%" in dock.details.text()


def test_the_window_opens_a_library_map_and_prints_it_at_true_scale(window, qtbot, monkeypatch):
    window.show_library()
    assert window.docks["library"].isVisible()
    board = str(CORPUS / "16x17-Lake-Area.board")
    seen = {}

    def exec_(dialog):
        seen["map"], seen["path"], seen["size"] = dialog.hex_map, dialog.path_edit.text(), dialog.hex_size.text()
        return 0
    monkeypatch.setattr(exportdialog.ExportDialog, "exec", exec_)
    window.library.print_map.emit(board)
    assert seen["map"] == read_map(board) and seen["path"].endswith("16x17-Lake-Area.pdf")
    assert seen["size"] == "1.25in"
    window.library.open_map.emit(board)
    assert window.document.path == board


def test_the_library_looks_for_maps_only_once_shown(make_window, monkeypatch):
    """Hidden at start-up, it neither searches the disk for MegaMek's boards nor draws thumbnails."""
    looked = []
    monkeypatch.setattr("hmeditor.ui.library.megamek_board_folders", lambda: looked.append(1) or [])
    window = make_window()
    assert not looked and window.library.list.count() == 0
    window.show_library()
    assert looked and window.library.folder.count() >= 1


def test_a_library_made_while_the_window_is_up_shows_no_window_of_its_own(window, qtbot, tmp_path):
    """Its Add to assembly button, shown before it was laid out, was a window for a moment and took
    the keyboard from the editor's."""
    assert window.isActiveWindow()
    dock = LibraryDock(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), can_assemble=True)
    qtbot.addWidget(dock)
    assert window.isActiveWindow() and not dock.assemble_button.isHidden()
