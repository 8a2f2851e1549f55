"""The library's entries (name, size, tags, terrain), filters, cache, and where MegaMek's boards are found."""

import pytest

from hmeditor.core.io import read_map
from hmeditor.core.library import entry_of, map_files, megamek_board_folders, read_entry
from tests.conftest import SHARED

CORPUS = SHARED / "corpus" / "megamek"


def test_an_entry_gives_name_size_tags_and_terrain_summary():
    path = CORPUS / "16x17-City-Downtown.board"
    e = entry_of(path, read_map(path))
    assert (e.name, e.size, e.tags) == ("16x17-City-Downtown", "16 x 17",
                                        ("GrassTheme", "Roads", "HeavyUrban", "Flat", "Woods"))
    assert e.summary() == "building 49%, clear 48%, road 33%, light woods 2%; level 0"
    assert e.matches("downtown") and e.matches("heavyurban") and not e.matches("jungle")
    assert e.matches(size=(16, 17)) and not e.matches(size=(32, 17))
    assert e.matches(terrain="road") and e.matches(terrain="water") and not e.matches(terrain="magma")


def test_the_corpus_is_found_whole_and_entries_come_from_the_cache_the_second_time(tmp_path, monkeypatch):
    files = map_files(CORPUS)
    assert len(files) == 31 and all(f.suffix == ".board" for f in files)
    first = [read_entry(f, tmp_path)[0] for f in files]
    assert len(list(tmp_path.glob("*.json"))) == 31
    monkeypatch.setattr("hmeditor.core.library.read_map", lambda path: pytest.fail("read again"))
    assert [read_entry(f, tmp_path) for f in files] == [(e, None) for e in first]


@pytest.mark.parametrize("platform, layout", [
    ("linux", ["megamek-0.50.02/data/boards", "Games/MekHQ-0.50/data/boards", "megamek-old"]),
    ("win32", ["Desktop/MegaMek/data/boards", "Downloads/mekhq-0.49.19/data/boards"]),
    ("darwin", ["Applications/MegaMek.app/Contents/Resources/data/boards", "Documents/megamek/data/boards"]),
])
def test_megameks_boards_are_found_where_it_is_unpacked(tmp_path, platform, layout):
    for folder in layout:
        (tmp_path / folder).mkdir(parents=True)
    found = megamek_board_folders(home=tmp_path, environ={}, platform=platform)
    assert sorted(found) == sorted(tmp_path / f for f in layout if f.endswith("boards"))


def test_megamek_home_names_an_installation_anywhere(tmp_path):
    (tmp_path / "elsewhere" / "data" / "boards").mkdir(parents=True)
    found = megamek_board_folders(home=tmp_path / "nobody", environ={"MEGAMEK_HOME": str(tmp_path / "elsewhere")},
                                  platform="linux")
    assert found[0] == tmp_path / "elsewhere" / "data" / "boards"
