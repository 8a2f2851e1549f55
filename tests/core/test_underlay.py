"""The `underlay:` block: read, checked, written back; two hexes place the picture on the map."""

import numpy as np
import pytest

from hmeditor.core.errors import MapFileError
from hmeditor.core.hexgrid import Layout
from hmeditor.core.io.hmap import dumps, loads
from hmeditor.core.model import HexMap
from hmeditor.core.underlay import Underlay, aligned, inverse, placement, relative_image, similarity, underlay_of

SHEET = """hmeditor: 1
name: traced
size: [16, 17]
hexes: {}
underlay:
  image: scans/sheet-a.jpg
  hexes: {"0101": [112, 96], "1617": [1880, 2410]}
  opacity: 0.4
  print: true
"""


def test_the_block_is_read_and_written_back_as_the_file_gave_it():
    m = loads(SHEET)
    assert underlay_of(m) == Underlay("scans/sheet-a.jpg", {"0101": (112.0, 96.0), "1617": (1880.0, 2410.0)}, 0.4,
                                      True)
    assert underlay_of(loads(dumps(m))) == underlay_of(m)


@pytest.mark.parametrize("bad, message", [
    ('  image: ""', "image must name a picture file"),
    ("  opacity: 2", "opacity must be a number from 0 to 1, not 2"),
    ("  print: maybe", "print must be true or false"),
    ('  hexes: {"0101": [1, 2]}', "hexes must give two hex ids"),
    ('  hexes: {"0101": [1, 2], "1718": [3, 4]}', "hex 1718 is off the 16 x 17 map"),
    ('  hexes: {"0101": [1, 2], "1617": [1, 2]}', "two different image pixels"),
    ('  hexes: {"0101": [1, 2], "1617": [3]}', r"hex 1617: its centre is \[x, y\] in image pixels"),
    ("  colour: red", "unknown key 'colour'"),
])
def test_a_bad_block_refuses_the_file_naming_its_line(bad, message):
    lines = SHEET.splitlines()
    key = bad.split(":")[0]
    text = "\n".join(line for line in lines if not line.startswith(key)) + "\n" + bad + "\n"
    with pytest.raises(MapFileError, match=message) as e:
        loads(text)
    assert "underlay" in str(e.value) and e.value.line is not None


def test_two_hex_centres_fix_the_scale_turn_and_offset():
    m, layout = HexMap(16, 17), Layout(50)
    u = Underlay("a.png", {"0101": (112.0, 96.0), "1617": (1880.0, 2410.0)})
    matrix = placement(u, m, layout, (2000, 2500))
    for hex_id, (x, y) in u.hexes.items():
        mx, my = matrix @ (x, y, 1)
        assert (mx, my) == pytest.approx(layout.center(*m.parse_hex_id(hex_id)))
    assert abs(matrix[0, 0] * matrix[1, 1] - matrix[0, 1] * matrix[1, 0]) > 0     # a turn and scale, no mirror
    back = inverse(matrix)
    assert back @ (*layout.center(0, 0), 1) == pytest.approx((112, 96))


def test_a_picture_not_yet_aligned_lies_over_the_maps_width():
    m, layout = HexMap(16, 17), Layout(50)
    matrix = placement(Underlay("a.png"), m, layout, (1000, 1200))
    assert matrix @ (1000, 0, 1) == pytest.approx((layout.map_size(16, 17)[0], 0))


def test_similarity_turns_a_quarter():
    matrix = similarity((0, 0), (1, 0), (5, 5), (5, 7))
    assert matrix @ (0, 1, 1) == pytest.approx((3, 5))
    assert np.allclose(matrix[:, :2], [[0, -2], [2, 0]])


def test_clicks_align_the_picture_and_the_picture_is_named_relative_to_the_map(tmp_path):
    u = aligned(Underlay("a.png"), HexMap(16, 17), {"0101": (10.04, 20.0), "1617": (300.0, 400.55)})
    assert u.hexes == {"0101": (10.0, 20.0), "1617": (300.0, 400.6)}
    (tmp_path / "scans").mkdir()
    assert relative_image(tmp_path / "scans" / "a.png", tmp_path / "map.hmap") == "scans/a.png"
    assert relative_image(tmp_path / "a.png", None) == (tmp_path / "a.png").as_posix()
    assert Underlay("scans/a.png").image_path(tmp_path / "map.hmap") == tmp_path / "scans" / "a.png"


def test_saved_in_another_folder_the_picture_is_named_from_there(tmp_path):
    from hmeditor.core.underlay import moved
    u = Underlay("scans/a.png")
    assert moved(u, tmp_path / "m.hmap", tmp_path / "n.hmap") is None
    assert moved(u, tmp_path / "m.hmap", tmp_path / "sub" / "n.hmap").image == "../scans/a.png"
    assert moved(Underlay("/pictures/a.png"), tmp_path / "m.hmap", tmp_path / "sub" / "n.hmap") is None
    assert moved(u, None, tmp_path / "n.hmap") is None
