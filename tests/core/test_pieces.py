"""Pieces of a map: cut out with everything their hexes hold, turned and mirrored exactly, put
down anywhere, carried as .hmap text."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.errors import MapFileError
from hmeditor.core.hexgrid import Hex, Symmetry
from hmeditor.core.model import HexMap
from hmeditor.core.pieces import piece_from_text, piece_of, piece_text, put, transformed

from .strategies import maps


@st.composite
def pieces(draw):
    hex_map = draw(maps(max_side=9))
    size = hex_map.width * hex_map.height
    flat = draw(st.lists(st.integers(0, size - 1), min_size=1, max_size=size, unique=True))
    return piece_of(hex_map, np.array(flat))[0]


def same_piece(a, b) -> bool:
    return a.hexes == b.hexes and np.array_equal(a.inside, b.inside)


def hexes_of(piece) -> dict[Hex, object]:
    """The piece's hexes by axial position, with their cells."""
    rows, cols = np.nonzero(piece.inside)
    return {Hex.from_offset(c, r): piece.hexes.cell(c, r) for c, r in zip(cols.tolist(), rows.tolist())}


@settings(max_examples=60, deadline=None)
@given(pieces())
def test_a_piece_turned_six_times_by_60_degrees_or_mirrored_twice_is_the_piece(piece):
    for step, times in ((Symmetry(1), 6), (Symmetry(5), 6), (Symmetry(0, True), 2), (Symmetry(3, True), 2)):
        out = piece
        for _ in range(times):
            out = transformed(out, step)[0]
        assert same_piece(out, piece)


@settings(max_examples=40, deadline=None)
@given(pieces(), st.integers(0, 5), st.booleans())
def test_a_turned_piece_keeps_every_hex_and_the_distances_between_them(piece, sides, mirrored):
    before = hexes_of(piece)
    after = hexes_of(transformed(piece, Symmetry(sides, mirrored))[0])
    assert sorted(map(str, before.values())) == sorted(map(str, after.values()))
    a, b = list(before), list(after)
    assert sorted(x.distance(y) for x in a for y in a) == sorted(x.distance(y) for x in b for y in b)


def test_the_anchor_stays_under_the_turn():
    m = HexMap(9, 9)
    edits.set_cells(m, {(4, 4): parse_cell("heavy_woods"), (4, 3): parse_cell("water:2"),
                        (5, 4): parse_cell("rough")}).apply(m)
    piece, anchor = piece_of(m, np.array([m.flat(4, 4), m.flat(4, 3), m.flat(5, 4)]), (4, 4))
    turned, anchor = transformed(piece, Symmetry(1), anchor)
    target = HexMap(9, 9)
    put(target, turned, anchor, (4, 4)).apply(target)
    assert target.cell(4, 4).base == "heavy_woods"
    assert target.cell(5, 3).base == "water"          # north of the woods, turned 60 degrees: north-east
    assert target.cell(4, 5).base == "rough"          # south-east of the woods: south
    assert int(np.count_nonzero(target.base)) == 3


def test_a_piece_put_back_where_it_was_changes_nothing_and_elsewhere_moves_exactly():
    m = HexMap(12, 10)
    cells = {(3, 2): "building:heavy:2 +road @1", (4, 2): "water:3 +bridge:2:40", (3, 3): "light_woods +mud @-1"}
    edits.set_cells(m, {h: parse_cell(t) for h, t in cells.items()}).apply(m)
    flat = np.array([m.flat(*h) for h in cells])
    piece, anchor = piece_of(m, flat, (3, 2))
    change, _ = put(m, piece, anchor, (3, 2)).apply(m)
    assert not change
    # the water is north-east of the building, the woods south: wherever the piece goes (a lower
    # column's north-east neighbour is on its row, an upper column's a row higher)
    for at, north_east in (((8, 6), (9, 5)), ((7, 6), (8, 6))):
        put(m, piece, anchor, at).apply(m)
        assert m.cell(*at) == m.cell(3, 2) and m.cell(*north_east) == m.cell(4, 2)
        assert m.cell(at[0], at[1] + 1) == m.cell(3, 3)
    assert m.cell(8, 6).mods == (("bridge", (2, 40)),)


def test_a_piece_off_the_edge_puts_down_what_lands_on_the_map():
    m = HexMap(6, 6)
    edits.set_cells(m, {(0, 0): parse_cell("rough"), (1, 0): parse_cell("sand")}).apply(m)
    piece, anchor = piece_of(m, np.array([0, 1]), (0, 0))
    change, undo = put(m, piece, anchor, (5, 5)).apply(m)
    assert m.cell(5, 5).base == "rough" and len(change.hexes) == 1
    undo.apply(m)
    assert m.cell(5, 5).base == "clear"


@settings(max_examples=40, deadline=None)
@given(pieces())
def test_a_piece_reads_back_from_its_text(piece):
    assert same_piece(piece_from_text(piece_text(piece)), piece)


def test_any_map_text_is_a_piece_of_all_its_hexes_and_a_bad_outside_list_is_refused():
    piece = piece_from_text('hmeditor: 1\nsize: [2, 2]\nhexes:\n  "0101": rough\n')
    assert piece.inside.all() and piece.hexes.cell(0, 0).base == "rough"
    text = piece_text(piece)
    assert "piece:\n  outside: []" in text
    with pytest.raises(MapFileError, match="off the 2 x 2 map"):
        piece_from_text(text.replace("outside: []", "outside: ['0909']"))
    with pytest.raises(MapFileError, match="every hex is outside"):
        piece_from_text(text.replace("outside: []", "outside: ['0101', '0102', '0201', '0202']"))


def test_a_cut_leaves_clear_ground_and_undoes():
    m = HexMap(4, 4)
    edits.set_cells(m, {(1, 1): parse_cell("heavy_woods @2")}).apply(m)
    change, undo = edits.vacated(m, np.array([m.flat(1, 1)])).apply(m)
    assert m.cell(1, 1) == parse_cell("clear") and change.terrain and change.level
    undo.apply(m)
    assert m.cell(1, 1) == parse_cell("heavy_woods @2")
