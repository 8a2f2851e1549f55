import pytest
from hypothesis import given
from hypothesis import strategies as st

from hmeditor.core.hexgrid import (
    Direction,
    Hex,
    HexIdError,
    Layout,
    disk,
    distances_from,
    format_hex_id,
    line,
    parse_hex_id,
    ring,
)


def ids(hexes):
    return [format_hex_id(*h.to_offset()) for h in hexes]


def at(hex_id):
    return Hex.from_offset(*parse_hex_id(hex_id))


# MegaMek (megamek-rules.md section 0): going NE/NW from an even 0-based column (odd 1-based)
# lowers y by 1; from an odd 0-based column (even 1-based, the lower ones) y stays the same.
@pytest.mark.parametrize("hex_id, expected", [
    ("0707", ["0706", "0806", "0807", "0708", "0607", "0606"]),   # odd 1-based column
    ("0808", ["0807", "0908", "0909", "0809", "0709", "0708"]),   # even 1-based column, sits lower
    ("0101", ["0100", "0200", "0201", "0102", "0001", "0000"]),   # off-map ids still computed
])
def test_neighbours_in_order_n_ne_se_s_sw_nw(hex_id, expected):
    col, row = parse_hex_id(hex_id)
    got = [f"{c + 1:02d}{r + 1:02d}" for c, r in (h.to_offset() for h in Hex.from_offset(col, row).neighbors())]
    assert got == expected


def test_direction_order():
    assert [d.name for d in Direction] == ["N", "NE", "SE", "S", "SW", "NW"]


@given(st.integers(-300, 300), st.integers(-300, 300))
def test_offset_round_trip(col, row):
    assert Hex.from_offset(col, row).to_offset() == (col, row)


@pytest.mark.parametrize("a, b, d", [("0101", "0101", 0), ("0101", "0102", 1), ("0101", "0201", 1),
                                     ("0101", "0301", 2), ("0101", "1617", 24), ("0808", "0809", 1),
                                     ("0707", "0808", 2), ("0101", "0117", 16)])
def test_distance(a, b, d):
    assert at(a).distance(at(b)) == d == at(b).distance(at(a))


@given(st.integers(0, 6))
def test_ring_and_disk_sizes(radius):
    center = Hex(3, -2)
    assert len(ring(center, radius)) == (6 * radius or 1)
    assert all(center.distance(h) == radius for h in ring(center, radius))
    assert len(set(disk(center, radius))) == 1 + 3 * radius * (radius + 1)


def test_disk_radius_1_and_2_are_the_7_and_19_hex_brushes():
    assert len(disk(Hex(0, 0), 1)) == 7 and len(disk(Hex(0, 0), 2)) == 19


def test_ring_starts_nw_and_runs_clockwise():
    assert ids(ring(at("0808"), 1)) == ["0708", "0807", "0908", "0909", "0809", "0709"]


def test_straight_line_down_a_column():
    assert [ids(s) for s in line(at("0101"), at("0104"))] == [["0101"], ["0102"], ["0103"], ["0104"]]


def test_line_along_a_hex_side_reports_both_hexes():
    # 0707 to 0907 (same row, two columns on) runs exactly along the side shared by 0806 and 0807.
    steps = line(at("0707"), at("0907"))
    assert [sorted(ids(s)) for s in steps] == [["0707"], ["0806", "0807"], ["0907"]]
    assert [ids(s) for s in line(at("0707"), at("0908"))] == [["0707"], ["0807"], ["0908"]]  # straight SE


@given(st.integers(-20, 20), st.integers(-20, 20), st.integers(-20, 20), st.integers(-20, 20))
def test_line_steps_are_contiguous(q1, r1, q2, r2):
    a, b = Hex(q1, r1), Hex(q2, r2)
    steps = line(a, b)
    assert steps[0] == (a,) and steps[-1] == (b,)
    assert len(steps) >= a.distance(b) + 1
    for before, after in zip(steps, steps[1:]):
        assert all(x.distance(y) == 1 for x in before for y in after)
    for step in steps:
        assert len(step) in (1, 2)
    delta = b - a
    on_side = delta.q == delta.r or delta.r == delta.s or delta.q == delta.s   # "diagonal" lines
    assert any(len(s) == 2 for s in steps) == (on_side and a != b)


def test_line_through_the_middle_of_a_hex_side_lists_both_hexes():
    # From Hex(0, 0) to Hex(-1, -3) the line crosses the side between Hex(0, -2) and Hex(-1, -1)
    # at its midpoint: it passes through both, one after the other.
    steps = line(Hex(0, 0), Hex(-1, -3))
    assert (Hex(0, -2),) in steps and (Hex(-1, -1),) in steps
    assert len(steps) == 6


@pytest.mark.parametrize("col, row, w, h, text", [
    (0, 0, 16, 17, "0101"), (14, 16, 16, 17, "1517"), (6, 7, 16, 17, "0708"),
    (0, 0, 120, 80, "00101"), (119, 79, 120, 80, "12080"), (9, 99, 10, 100, "10100"),
    (99, 0, 100, 5, "10001"),
])
def test_hex_ids_both_ways(col, row, w, h, text):
    assert format_hex_id(col, row, w, h) == text
    assert parse_hex_id(text, w, h) == (col, row)


@pytest.mark.parametrize("text", ["", "12", "0x01", "1718", "0100", "0018", "01011"])
def test_bad_hex_ids(text):
    with pytest.raises(HexIdError):
        parse_hex_id(text, 16, 17)


@given(st.integers(0, 200), st.integers(0, 200))
def test_pixel_round_trip(col, row):
    layout = Layout(50.0)
    assert layout.hex_at(*layout.center(col, row)) == (col, row)
    x, y = layout.center(col, row)
    for cx, cy in layout.corners(col, row):   # just inside each corner stays in the hex
        assert layout.hex_at(x + 0.9 * (cx - x), y + 0.9 * (cy - y)) == (col, row)


def test_layout_geometry():
    layout = Layout(1.0)
    assert layout.center(0, 0) == pytest.approx((1.0, 3 ** 0.5 / 2))
    assert layout.center(1, 0)[1] - layout.center(0, 0)[1] == pytest.approx(3 ** 0.5 / 2)  # even ids lower
    assert layout.map_size(16, 17) == pytest.approx((24.5, 17.5 * 3 ** 0.5))


@given(st.integers(-50, 50), st.integers(-50, 50))
def test_offset_neighbour_table_matches_hex_neighbours(col, row):
    from hmeditor.core.hexgrid import OFFSET_NEIGHBOURS
    expected = [n.to_offset() for n in Hex.from_offset(col, row).neighbors()]
    assert [(col + dc, row + dr) for dc, dr in OFFSET_NEIGHBOURS[col & 1].tolist()] == expected


@given(st.integers(-3, 12), st.integers(-3, 12))
def test_distances_from_a_hex_to_the_whole_map(col, row):
    d = distances_from(col, row, 9, 8)
    assert d.shape == (8, 9)
    for r in range(8):
        for c in range(9):
            assert d[r, c] == Hex.from_offset(col, row).distance(Hex.from_offset(c, r))


def crossed_sets(a, targets, index, q, r):
    return [{Hex(int(x), int(y)) for x, y in zip(q[index == i], r[index == i])} for i in range(len(targets))]


@pytest.mark.parametrize("origin", ["0808", "0707", "0101"])
def test_lines_to_many_hexes_at_once_cross_what_line_finds(origin):
    import numpy as np

    from hmeditor.core.hexgrid import line_crossings
    a = at(origin)
    targets = [h for h in disk(a, 12) if h != a]
    got = crossed_sets(a, targets, *line_crossings(a, np.array([(h.q, h.r) for h in targets])))
    for b, hexes in zip(targets, got):
        assert hexes == {h for step in line(a, b) for h in step}, b


def test_lines_to_many_hexes_work_in_chunks(monkeypatch):
    import numpy as np

    from hmeditor.core import hexgrid
    a = at("0505")
    targets = np.array([(h.q, h.r) for h in disk(a, 6) if h != a])
    whole = crossed_sets(a, targets, *hexgrid.line_crossings(a, targets))
    monkeypatch.setattr(hexgrid, "_CHUNK", 50)
    assert crossed_sets(a, targets, *hexgrid.line_crossings(a, targets)) == whole
    assert [len(x) for x in hexgrid.line_crossings(a, np.zeros((0, 2)))] == [0, 0, 0]
    with pytest.raises(ValueError, match="two different hexes"):
        hexgrid.line_crossings(a, np.array([(a.q, a.r)]))
