"""Resize and Combine carry every per-hex MegaMek datum with its hex and keep the board-wide data."""

import pytest

from hmeditor.core import edits
from hmeditor.core.io import read_map
from hmeditor.core.io.megamek import dumps, loads
from hmeditor.core.io.megamek.validity import parse_board
from hmeditor.core.model import HexMap

from ...conftest import SHARED

CORPUS = SHARED / "corpus" / "megamek"
needs_corpus = pytest.mark.skipif(not CORPUS.exists(), reason="../shared/corpus/megamek/ is not beside this clone")


def elevators(text: str) -> dict[tuple[int, int], str]:
    """(col, row) -> the elevator token of each hex of a board that has one, as MegaMek reads the board."""
    board = parse_board(text)
    return {divmod(flat, board.width)[::-1]: t.text for flat, tokens in enumerate(board.hexes)
            for t in tokens if t.key.endswith("elevator")}


@needs_corpus
def test_resize_then_combine_keeps_every_elevator_of_steiner_stadium_on_its_hex():
    path = CORPUS / "16x17-Steiner-Stadium.board"
    original = elevators(path.read_text(encoding="utf-8"))
    stadium = read_map(path)
    grown = edits.resized(stadium, 18, 17, left=2)          # two columns added on the left
    notes = []
    both = edits.combined([grown, read_map(path)], "Two stadiums", notes)
    text = dumps(both)[0]
    expected = {(col + 2, row): token for (col, row), token in original.items()}
    expected.update({(col + 18, row): token for (col, row), token in original.items()})
    assert elevators(text) == expected and len(expected) == 2 * len(original) > 40
    assert parse_board(text).refusals() == []
    assert text.startswith("# MegaMek Data (C) 2025") and text.count("# MegaMek Data") == 1
    assert notes == []          # the same board twice: nothing of the second one is lost


@needs_corpus
def test_combining_boards_keeps_the_first_ones_board_wide_lines_and_says_what_the_second_loses():
    first, second = read_map(CORPUS / "16x17-City-Downtown.board"), read_map(CORPUS / "16x51-Mountain-Pass.board")
    notes = []
    both = edits.combined([first, second], "", notes)
    data = both.extra_keys["megamek"]
    assert data["tags"] == first.extra_keys["megamek"]["tags"] and "header" not in data
    assert len(notes) == 1 and "16x51-Mountain-Pass" in notes[0] and "licence" in notes[0] and "tags" in notes[0]
    # Mountain Pass's per-hex data moved 16 columns right: its classes, themes and original terrain
    for key in ("classes", "terrain"):
        for hex_id, value in second.extra_keys["megamek"][key].items():
            col, row = second.parse_hex_id(hex_id)
            assert data[key][both.hex_id(col + 16, row)] == value
    assert parse_board(dumps(both)[0]).refusals() == []


def test_themes_notes_and_accepted_findings_move_with_their_hexes():
    text = "\n".join(["size 2 2", 'note 0001 "Objective"', 'hex 0101 0 "" "snow"', 'hex 0201 0 "" "grass"',
                      'hex 0102 0 "" "grass"', 'hex 0202 0 "woods:1;foliage_elev:1" "grass"', "end", ""])
    m, _ = loads(text)
    m.accepted.append(edits.AcceptedFinding("frozen-mud", ("0202",)))
    grown = edits.resized(m, 4, 3, left=2, top=1)
    assert [a.hexes for a in grown.accepted] == [("0403",)]
    view = parse_board(dumps(grown)[0])
    assert {t.text for t in view.hexes[2 * 4 + 3]} == {"woods:1", "foliage_elev:1"}       # 0403
    out = dumps(grown)[0]
    assert 'hex 0302 0 "" "snow"' in out and 'hex 0102 0 "" "grass"' in out and 'note 0202 "Objective"' in out
    plain = HexMap(2, 2, "plain")                   # a map that never was a board has no themes
    both = edits.combined([m, plain])
    assert 'hex 0301 0 "" ""' in dumps(both)[0] and 'hex 0101 0 "" "snow"' in dumps(both)[0]
