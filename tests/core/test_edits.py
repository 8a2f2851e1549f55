import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hmeditor.core import edits
from hmeditor.core.cell import Cell, parse_cell
from hmeditor.core.model import AcceptedFinding, HexMap

from .strategies import cells, maps


def test_paint_returns_change_and_inverse():
    m = HexMap(16, 17)
    change, inverse = edits.paint_base(m, [(6, 7), (7, 7)], "light_woods").apply(m)
    assert m.cell(6, 7).base == "light_woods"
    assert change.terrain and not change.level
    assert sorted(m.id_of_flat(f) for f in change.hexes) == ["0708", "0808"]
    inverse.apply(m)
    assert m == HexMap(16, 17)


def test_unchanged_hexes_are_not_reported():
    m = HexMap(4, 4)
    edits.paint_base(m, [(0, 0)], "rough").apply(m)
    change, _ = edits.paint_base(m, [(0, 0), (1, 1)], "rough").apply(m)
    assert [m.id_of_flat(f) for f in change.hexes] == ["0202"]


@pytest.mark.parametrize("rows", [3, 400])      # a few hexes; most of the rows (compared whole)
def test_a_parameter_counts_as_changed_by_its_number_not_its_bits(rows):
    m = HexMap(20, 20)
    m.base.reshape(-1)[:rows] = 3
    m.params.reshape(-1, m.params.shape[-1])[:rows, 0] = 0.0
    index = np.arange(rows)
    block = m.read_block(index)
    block.params[:, 0] = -0.0                                            # the same number, other bits
    block.params[::2, 1] = np.frombuffer(np.uint32(0x7FC00001).tobytes(), np.float32)[0]  # a NaN, other bits
    block.params[1::3, 2] = 2.0                                          # these do change
    change, _ = edits.SetCells(block).apply(m)
    assert change.hexes.tolist() == index[1::3].tolist()


@pytest.mark.parametrize("repaint", [False, True])     # the terrain stays everywhere; it changes on some hexes too
def test_a_parameter_changes_a_hex_whose_terrain_stays(repaint):
    m = HexMap(6, 5)
    edits.paint_base(m, [(c, r) for c in range(6) for r in range(5)], "water", (2,)).apply(m)
    block = m.read_block(np.arange(30))
    block.params[[3, 17], 0] = 4.0                        # deeper water in two hexes
    if repaint:
        block.base[[5, 17, 20]] = 0                       # clear terrain in three, one of them deeper too
    change, _ = edits.SetCells(block).apply(m)
    assert change.terrain and change.hexes.tolist() == ([3, 5, 17, 20] if repaint else [3, 17])


def test_builders_cover_the_tools():
    m = HexMap(8, 8)
    for build in (lambda: edits.add_mod(m, [(1, 1)], "mud"),
                  lambda: edits.add_mod(m, [(1, 1)], "bridge", [2, 40]),
                  lambda: edits.set_level(m, [(1, 1)], 1.5), lambda: edits.shift_level(m, [(1, 1)], 1),
                  lambda: edits.set_base_param(m, [(2, 2)], "gravel_pile", "height", 3),
                  lambda: edits.set_base_param(m, [(3, 3)], "heavy_industrial", "height", 0.5)):
        build().apply(m)   # an edit holds the hexes' new state, so it is built just before use
    assert m.cell(1, 1) == parse_cell("clear +mud +bridge:2:40 @2.5")
    assert m.cell(2, 2) == parse_cell("gravel_pile:3")
    assert m.cell(3, 3).param("height") == 0.5
    change, _ = edits.remove_mod(m, [(1, 1)], "bridge").apply(m)
    assert change.terrain and m.cell(1, 1) == parse_cell("+mud @2.5")


def test_conditions_and_accepted_edits_undo():
    m = HexMap(4, 4)
    before = m.copy()
    change, inverse = edits.SetConditions({"weather": "blizzard", "temperature": -20}).apply(m)
    assert change.conditions and change.whole_map and m.condition("weather") == "blizzard"
    _, inv2 = edits.SetAccepted((AcceptedFinding("snow-on-magma", ("0101",)),)).apply(m)
    inv2.apply(m)
    inverse.apply(m)
    assert m == before


def test_bad_condition_value_is_refused():
    with pytest.raises(ValueError, match="weather must be one of"):
        edits.SetConditions({"weather": "sunny"}).apply(HexMap(2, 2))


def test_drag_merging_keeps_first_old_state():
    m = HexMap(8, 8)
    first = edits.paint_base(m, [(1, 1), (2, 2)], "rough")
    _, undo_first = first.apply(m)
    second = edits.paint_base(m, [(2, 2), (3, 3)], "sand")
    _, undo_second = second.apply(m)
    merged_redo = first.then(second)
    merged_undo = undo_second.then(undo_first)  # earlier state wins where both touched a hex
    merged_undo.apply(m)
    assert m == HexMap(8, 8)
    merged_redo.apply(m)
    assert [m.cell(c, c).base for c in (1, 2, 3)] == ["rough", "sand", "sand"]


def test_an_edit_holds_and_undoes_only_what_it_changes():
    m = HexMap(6, 6)
    edits.SetCells(m.cell_block({7: parse_cell("water:2 +bridge:1:40 @-1")})).apply(m)
    paint = edits.paint_base(m, [(1, 1), (2, 2)], "rough")
    assert paint.block.fields == ("base", "params")
    _, undo = paint.apply(m)
    assert undo.block.fields == ("base", "params")
    assert m.cell(1, 1) == parse_cell("rough +bridge:1:40 @-1")      # its marks, level and bridge stay
    edits.shift_level(m, [(1, 1)], 2).apply(m)                          # a later edit of another field
    undo.apply(m)
    assert m.cell(1, 1) == parse_cell("water:2 +bridge:1:40 @1")
    assert [b().block.fields for b in (lambda: edits.set_level(m, [(1, 1)], 2),
                                       lambda: edits.add_mod(m, [(1, 1)], "mud"),
                                       lambda: edits.add_mod(m, [(1, 1)], "bridge", [2, 40]))] == \
        [("level",), ("mods",), ("mods", "mod_params")]


def test_edits_of_other_fields_do_not_merge():
    m = HexMap(6, 6)
    paint, level = edits.paint_base(m, [(1, 1)], "rough"), edits.set_level(m, [(2, 2)], 1)
    assert paint.merges_with(edits.paint_base(m, [(2, 2)], "sand")) and not paint.merges_with(level)
    with pytest.raises(ValueError, match="different fields"):
        paint.then(level)


def test_a_whole_map_paint_holds_one_value_for_every_hex():
    m = HexMap(300, 200)
    everywhere = np.arange(300 * 200)
    edits.paint_base(m, everywhere[::7], "building", ["hardened", 2, 90]).apply(m)
    start = m.copy()
    paint = edits.paint_base(m, everywhere, "ruins", [2, 4])
    assert paint.block.base.strides[0] == 0 and paint.block.params.strides[0] == 0    # no copy per hex
    _, undo = paint.apply(m)
    assert all(m.cell(c, r) == parse_cell("ruins:2:4") for c, r in ((0, 0), (299, 199), (7, 0), (150, 100)))
    undo.apply(m)
    assert m == start


@pytest.mark.parametrize(("hexes", "bounds"), [
    ([13], (3, 1, 3, 1)),                          # one hex: column 3 of row 1 on a 10-wide map
    ([11, 12, 27, 34], (1, 1, 7, 3)),              # columns 1-7 over rows 1-3
    (list(range(10, 40)), (0, 1, 9, 3)),           # whole rows
    ([10, 11, 38, 39], (0, 1, 9, 3)),              # the ends of rows only
    (list(range(10, 39)), (0, 1, 9, 3)),           # all but the last hex of the rows
])
def test_the_bounds_of_a_change(hexes, bounds):
    assert edits.MapChange(np.array(hexes)).bounds(10) == bounds


def test_resize_and_combine():
    a = HexMap(3, 2, "A")
    edits.paint_base(a, [(0, 0)], "water", [2]).apply(a)
    grown = edits.resized(a, 6, 4, left=2, top=1)
    assert grown.size == (6, 4) and grown.cell(2, 1) == parse_cell("water:2")
    both = edits.combined([a, a], "AA")
    assert both.size == (7, 2) and both.cell(4, 0) == parse_cell("water:2")
    change, inverse = edits.ReplaceMap(both).apply(a)
    assert change.size and a.size == (7, 2)
    inverse.apply(a)
    assert a.size == (3, 2)


@settings(max_examples=60, deadline=None)
@given(maps(), st.lists(st.tuples(st.sampled_from(["paint", "mod", "level", "cells", "unmod"]),
                                  st.lists(st.tuples(st.integers(0, 11), st.integers(0, 11)), max_size=6),
                                  cells()), max_size=8))
def test_any_edits_then_undo_all_gives_back_the_start(hex_map, actions):
    start = hex_map.copy()
    undo = []
    for kind, hexes, cell in actions:
        if kind == "paint":
            edit = edits.paint_base(hex_map, hexes, "water", [3])
        elif kind == "mod":
            edit = edits.add_mod(hex_map, hexes, "bridge", [1.5])
        elif kind == "unmod":
            edit = edits.remove_mod(hex_map, hexes, "mud")
        elif kind == "level":
            edit = edits.shift_level(hex_map, hexes, 0.5)
        else:
            edit = edits.set_cells(hex_map, {h: cell for h in hexes})
        undo.append(edit.apply(hex_map)[1])
    for inverse in reversed(undo):
        inverse.apply(hex_map)
    assert hex_map == start


def test_cell_round_trips_through_arrays():
    m = HexMap(3, 3)
    cell = parse_cell("building:hardened:4:120 +fortified +bridge:0 @-1")
    edits.set_cells(m, {(1, 1): cell}).apply(m)
    assert m.cell(1, 1) == cell
    assert m.cell(1, 1).param("cf") == 120
    assert np.count_nonzero(m.non_default_mask()) == 1
    assert Cell() == m.cell(0, 0)


def test_extra_keys_edit_undoes():
    m = HexMap(2, 2)
    change, inverse = edits.SetExtra("megamek", {"tags": ["x"]}).apply(m)
    assert change.meta and m.extra_keys == {"megamek": {"tags": ["x"]}}
    inverse.apply(m)
    assert m.extra_keys == {}


@pytest.mark.parametrize("order", [[0, 1, 2, 3, 4, 5], [0, 2, 1, 3, 4, 5], [0, 4, 3, 2, 1, 5], [5, 4, 3, 2, 1, 0]])
def test_a_block_of_hexes_in_any_order_is_read_and_written_hex_by_hex(order):
    """A run of consecutive hexes is copied as one slice of memory; the same hexes out of order
    (the same first, last and count) stay where each belongs."""
    m = HexMap(3, 2)
    m.base.reshape(-1)[:] = np.arange(6) * 2
    index = np.array(order)
    block = m.read_block(index)
    assert block.base.tolist() == (index * 2).tolist()
    block.base[:] = np.arange(6) * 3 + 1
    m.write_block(block)
    assert m.base.reshape(-1)[index].tolist() == (np.arange(6) * 3 + 1).tolist()


def test_a_map_replacement_hands_its_map_over_once_and_undo_redo_keep_every_step():
    m = HexMap(6, 4, "m")
    resize = edits.resize_edit(m, 8, 4)
    _, undo_resize = resize.apply(m)
    assert m.base is resize.new.base                     # taken over, not copied
    with pytest.raises(RuntimeError, match="applied once"):
        resize.apply(m)
    _, undo_paint = edits.paint_base(m, [(7, 3)], "water", [1]).apply(m)
    painted = m.copy()
    undo_paint.apply(m)
    _, redo_resize = undo_resize.apply(m)
    assert m.size == (6, 4) and m.cell(0, 0) == parse_cell("clear")
    redo_resize.apply(m)
    assert m.size == (8, 4) and m.cell(7, 3) == parse_cell("clear")
    edits.paint_base(m, [(7, 3)], "water", [1]).apply(m)
    assert m.cell(7, 3) == painted.cell(7, 3) == parse_cell("water:1")


def test_a_resize_says_which_hexes_it_left_in_place_and_its_undo_too():
    m = HexMap(10, 8, "m")
    change, inverse = edits.resize_edit(m, 14, 6).apply(m)
    assert change.size and change.kept == (10, 6)
    undo, _ = inverse.apply(m)
    assert undo.kept == (10, 6) and m.size == (10, 8)
    assert edits.resize_edit(m, 14, 8, left=2).apply(m)[0].kept == (0, 0)      # every hex moved
    assert edits.resize_edit(m, 14, 8, top=1).apply(m)[0].kept == (0, 0)
    painted = edits.MapChange(np.array([3]), terrain=True)
    assert painted.merged(change).kept == change.kept == change.merged(painted).kept
    assert change.merged(edits.MapChange(size=True, kept=(12, 3))).kept == (10, 3)
