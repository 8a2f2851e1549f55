"""The board writer writes hexes alike once (by kind): each hex's terrain string is still the one
it would get on its own (its cell, original string, base conflict and exits), on generated maps
with buildings, roads and bridges, and on real boards with a few hexes edited."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hmeditor.core import edits
from hmeditor.core.features import compute
from hmeditor.core.io import read_map
from hmeditor.core.io.megamek.block import carried, mapping, source
from hmeditor.core.io.megamek.reader import loads
from hmeditor.core.io.megamek.writer import board_terrain, exits_at, hex_terrain
from hmeditor.core.model import HexMap

from ...conftest import SHARED
from ..strategies import maps

BOARDS = sorted((SHARED / "corpus" / "megamek").glob("*.board"))


def one_by_one(hex_map):
    """What each hex is written as on its own: the writer's former loop over hexes."""
    feats = compute(hex_map, source(hex_map))
    terrain, conflicts = mapping(carried(hex_map), "terrain"), mapping(carried(hex_map), "base_conflicts")
    out = []
    for row in range(hex_map.height):
        for col in range(hex_map.width):
            hex_id = hex_map.hex_id(col, row)
            conflict = conflicts.get(hex_id)
            out.append(hex_terrain(hex_map.cell(col, row), terrain.get(hex_id),
                                   tuple(conflict) if isinstance(conflict, list) else None,
                                   exits_at(feats, hex_map, col, row)))
    return out


def by_kind(hex_map):
    return board_terrain(hex_map).per_hex()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(maps(max_side=8), st.lists(st.sampled_from(["building", "road", "bridge", "water", "pavement"]), max_size=4),
       st.randoms(use_true_random=False))
def test_hexes_written_by_kind_read_as_hexes_written_one_by_one(hex_map, painted, rnd):
    hexes = [(c, r) for c in range(hex_map.width) for r in range(hex_map.height)]
    for what in painted:
        some = rnd.sample(hexes, min(len(hexes), 6))
        if what in ("building", "water", "pavement"):
            edits.paint_base(hex_map, some, what, ("medium",) if what == "building" else ()).apply(hex_map)
        elif what == "road":
            edits.add_mod(hex_map, some, "road", ()).apply(hex_map)
        else:
            edits.add_mod(hex_map, some, "bridge", (rnd.randint(0, 3), None)).apply(hex_map)
    assert by_kind(hex_map) == one_by_one(hex_map)


@pytest.mark.skipif(not BOARDS, reason="../shared/corpus/megamek/ is not beside this clone")
@pytest.mark.parametrize("board", BOARDS[::3], ids=lambda p: p.stem)
def test_real_boards_edited_are_written_as_hex_by_hex(board):
    m = read_map(board)
    assert by_kind(m) == one_by_one(m)
    edits.paint_base(m, [(1, 1), (2, 1), (3, 3)], "building", ("heavy",)).apply(m)
    edits.add_mod(m, [(5, 5), (5, 6), (6, 6)], "road", ()).apply(m)
    assert by_kind(m) == one_by_one(m)


def test_roads_onto_bridges_and_bridges_of_other_heights_are_written_each_as_its_own():
    m = HexMap(8, 3)
    edits.paint_base(m, [(c, 1) for c in range(2, 6)], "water", (2,)).apply(m)
    edits.add_mod(m, [(c, 1) for c in range(8)], "road", ()).apply(m)
    edits.add_mod(m, [(2, 1), (3, 1)], "bridge", (2, 40)).apply(m)
    edits.add_mod(m, [(4, 1), (5, 1)], "bridge", (3, None)).apply(m)
    texts = [text for text, _notes in by_kind(m)]
    assert "road:1:" in texts[1 * 8 + 2]                 # the road on the bridge has its exits written
    assert "bridge_elev:2" in texts[1 * 8 + 3] and "bridge_elev:3" in texts[1 * 8 + 4]
    assert by_kind(m) == one_by_one(m)


def test_hexes_of_a_board_with_two_base_terrains_are_written_each_as_its_own():
    hexes = [f'hex {c:02d}01 0 "{"water:1;woods:1" if c % 2 else "water:1"}" ""' for c in range(1, 7)]
    m = loads("size 6 1\n" + "\n".join(hexes) + "\nend\n")[0]
    assert mapping(carried(m), "base_conflicts")
    assert by_kind(m) == one_by_one(m)
    del carried(m)["terrain"]                            # the other base terrain only in base_conflicts
    assert [text for text, _notes in by_kind(m)[:2]] == ["water:1;woods:1;foliage_elev:2", "water:1"]
    assert by_kind(m) == one_by_one(m)


@pytest.mark.skipif(not BOARDS, reason="../shared/corpus/megamek/ is not beside this clone")
def test_the_strings_the_reader_leaves_for_the_check_are_the_ones_the_writer_gives():
    from hmeditor.core.io.megamek.writer import written_terrain
    for board in BOARDS:
        m = read_map(board)
        assert written_terrain(m).per_hex() == by_kind(m)
