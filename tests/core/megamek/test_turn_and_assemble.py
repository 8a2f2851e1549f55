"""Whole boards turned 180 degrees and assembled in a grid, and pieces of boards turned and put
down: every hex lands where it belongs with its exits turned, and MegaMek refuses nothing new."""

import numpy as np
import pytest

from hmeditor.core import edits
from hmeditor.core.hexgrid import TURN_180, Symmetry
from hmeditor.core.io import read_map
from hmeditor.core.io.megamek import dumps, loads
from hmeditor.core.io.megamek.block import SIDED, set_building_class
from hmeditor.core.io.megamek.tokens import Token
from hmeditor.core.io.megamek.validity import parse_board
from hmeditor.core.model import HexMap
from hmeditor.core.pieces import Piece, piece_from_text, piece_of, piece_text, placement, put, transformed

from ...conftest import SHARED

CORPUS = SHARED / "corpus" / "megamek"
BOARDS = sorted(CORPUS.glob("*.board"))
needs_corpus = pytest.mark.skipif(not BOARDS, reason="../shared/corpus/megamek/ is not beside this clone")


def turned_tokens(tokens, symmetry: Symmetry) -> list[Token]:
    return [t.with_exits(symmetry.exits(t.exits)) if t.key in SIDED and t.exits is not None else t for t in tokens]


def refused(text: str) -> set[tuple[int, tuple[str, ...]]]:
    return {(r.flat, r.messages) for r in parse_board(text).refusals()}


@needs_corpus
@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.stem)
def test_a_board_turned_180_degrees_twice_is_the_same_file_and_once_has_every_hex_turned(path):
    text = path.read_bytes().decode("utf-8")
    board = read_map(path)
    once = edits.turned(board)
    assert dumps(edits.turned(once))[0] == text
    before, after = parse_board(text), parse_board(dumps(once)[0])
    w, h = board.width, board.height
    for flat in range(w * h):
        row, col = divmod(flat, w)
        there = (h - 1 - row) * w + (w - 1 - col)          # (W + 1 - c, H + 1 - r), counted from 1
        assert after.hexes[there] == turned_tokens(before.hexes[flat], TURN_180), board.hex_id(col, row)
        assert after.levels[there] == before.levels[flat]
    moved = {((h - 1 - f // w) * w + w - 1 - f % w, m) for f, m in refused(text)}
    assert refused(dumps(once)[0]) <= moved


def test_an_odd_width_is_refused_with_the_reason():
    with pytest.raises(ValueError, match="15 hexes wide cannot be turned 180 degrees: on an odd width"):
        edits.turned(HexMap(15, 17))


@needs_corpus
def test_four_boards_in_two_by_two_with_two_turned_have_every_hex_where_it_belongs():
    names = ["16x17-City-Downtown", "16x17-Coast-1", "16x17-Steiner-Stadium", "16x17-Seaport"]
    boards = [read_map(CORPUS / f"{name}.board") for name in names]
    texts = [dumps(b)[0] for b in boards]
    notes = []
    grid = edits.assembled(boards, 2, 2, frozenset({1, 2}), "Four", notes)
    assert grid.size == (32, 34)
    out = dumps(grid)[0]
    view = parse_board(out)
    for i, text in enumerate(texts):
        part, turned = parse_board(text), i in (1, 2)
        left, top = 16 * (i % 2), 17 * (i // 2)
        for flat in range(16 * 17):
            row, col = divmod(flat, 16)
            c, r = (15 - col, 16 - row) if turned else (col, row)
            expected = turned_tokens(part.hexes[flat], TURN_180 if turned else Symmetry())
            got = view.hexes[(top + r) * 32 + left + c]
            if c in (0, 15) or r in (0, 16):        # where boards meet, roads join up, buildings of two
                assert _road_exits(got) & _road_exits(expected) == _road_exits(expected)    # types part
                got, expected = _but_joins(got), _but_joins(expected)
            assert got == expected, (names[i], grid.hex_id(left + c, top + r))
            assert view.levels[(top + r) * 32 + left + c] == part.levels[flat]
    assert refused(out) == set()
    assert [n for n in notes if "conditions" in n] == []


def _road_exits(tokens) -> int:
    return sum(t.exits or 0 for t in tokens if t.key == "road")


def _but_joins(tokens):
    """Tokens, the exits of roads and buildings aside."""
    return [t.with_exits(None) if t.key in ("building", "road") else t for t in tokens]


def test_sizes_that_do_not_line_up_are_refused_with_the_sizes():
    maps = [HexMap(16, 17, "a"), HexMap(16, 17, "b"), HexMap(16, 15, "c"), HexMap(16, 17, "d")]
    with pytest.raises(ValueError, match="row 2 must have one height: c 16 x 15, d 16 x 17"):
        edits.assembled(maps, 2, 2)
    with pytest.raises(ValueError, match="column 2 must have one width: b 16 x 17, d 18 x 17"):
        edits.assembled([maps[0], maps[1], maps[0], HexMap(18, 17, "d")], 2, 2)
    with pytest.raises(ValueError, match="a grid of 2 x 2 takes 4 maps, not 3"):
        edits.assembled(maps[:3], 2, 2)
    with pytest.raises(ValueError, match="map 2 .* cannot be turned"):
        edits.assembled([HexMap(16, 17), HexMap(15, 17)], 2, 1, frozenset({1}))


def test_odd_widths_start_the_next_column_on_an_even_column():
    grid = edits.assembled([HexMap(15, 4, "a"), HexMap(16, 4, "b")], 2, 1)
    assert grid.size == (32, 4)


@needs_corpus
@pytest.mark.parametrize("name", ["16x17-City-Downtown", "16x17-Seaport", "16x17-Steiner-Stadium"])
def test_a_piece_of_a_board_turned_and_put_on_another_leaves_nothing_for_megamek_to_refuse(name):
    board, other = read_map(CORPUS / f"{name}.board"), read_map(CORPUS / "16x17-City-Ruins.board")
    flat = np.array([r * 16 + c for r in range(3, 12) for c in range(2, 11) if (r + c) % 7])
    piece, anchor = piece_of(board, flat, (6, 7))
    for sides in range(6):
        turned, at = transformed(piece, Symmetry(sides, sides % 2 == 1), anchor)
        target = other.copy()
        put(target, turned, at, (7 + sides, 8)).apply(target)
        assert refused(dumps(target)[0]) == set()
    whole, anchor = transformed(piece, Symmetry(), anchor)
    board_text = dumps(board)[0]
    put(board, whole, anchor, (6, 7)).apply(board)
    assert dumps(board)[0] == board_text            # put back where it was: the same board


def test_a_building_put_beside_a_building_of_another_type_lets_go_of_the_exits_between_them():
    def board(kind: int, cf: int) -> str:
        return "\n".join(["size 2 1", f'hex 0101 0 "bldg_elev:1;building:{kind}:5;bldg_cf:{cf}" ""',
                          f'hex 0201 0 "bldg_elev:1;building:{kind}:33;bldg_cf:{cf}" ""', "end", ""])
    light, heavy = loads(board(1, 15))[0], loads(board(3, 90))[0]
    assert refused(board(1, 15)) == set() and dumps(light)[0] == board(1, 15)     # exits kept as written
    piece, anchor = piece_of(light, np.array([0]), (0, 0))
    put(heavy, piece, anchor, (0, 0)).apply(heavy)          # a light hex beside a heavy one, both hand-set
    out = dumps(heavy)[0]
    assert refused(out) == set()
    assert '"bldg_elev:1;building:1:1;bldg_cf:15"' in out and '"bldg_elev:1;building:3:1;bldg_cf:90"' in out


@needs_corpus
def test_a_piece_carries_elevators_and_themes_and_reads_back_from_its_text():
    stadium = read_map(CORPUS / "16x17-Steiner-Stadium.board")
    before = parse_board(dumps(stadium)[0])
    lifts = {flat: [t for t in tokens if t.key.endswith("elevator")] for flat, tokens in enumerate(before.hexes)}
    lifts = {flat: tokens for flat, tokens in lifts.items() if tokens}
    first = divmod(min(lifts), 16)[::-1]
    piece, anchor = piece_of(stadium, np.array(sorted(lifts)), first)
    assert same_piece(piece_from_text(piece_text(piece)), piece)
    target = read_map(CORPUS / "20x14-Battle-of-Kalnock-Iced-1.board")
    put(target, piece, anchor, (3, 0)).apply(target)        # two columns right, one up: an odd shift
    after, text = parse_board(dumps(target)[0]), dumps(target)[0]
    where = placement(Piece(stadium, np.ones((17, 16), bool)), first, (3, 0))
    landed = 0
    for flat, tokens in lifts.items():
        c, r = where.where(*divmod(flat, 16)[::-1])
        if target.contains(c, r):
            landed += 1
            assert [t for t in after.hexes[r * 20 + c] if t.key.endswith("elevator")] == tokens
            assert hex_line(text, c, r).endswith('"volcano"')
    assert landed > 20 and refused(text) == set()


def test_a_building_class_goes_with_its_hex():
    m = loads("\n".join(["size 2 2", *(f'hex {c}{r} 0 "bldg_elev:1;building:2:0;bldg_cf:40" ""'
                                      for r in ("01", "02") for c in ("01", "02")), "end", ""]))[0]
    set_building_class(m, [(0, 0)], "fortress").apply(m)
    piece, anchor = piece_of(m, np.array([0]), (0, 0))
    target = HexMap(4, 4)
    put(target, piece, anchor, (3, 2)).apply(target)
    assert "bldg_class:2" in hex_line(dumps(target)[0], 3, 2)


def hex_line(text: str, col: int, row: int) -> str:
    return next(line for line in text.splitlines() if line.startswith(f"hex {col + 1:02d}{row + 1:02d} "))


def same_piece(a, b) -> bool:
    return a.hexes == b.hexes and np.array_equal(a.inside, b.inside)
