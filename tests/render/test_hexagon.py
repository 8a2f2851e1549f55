"""One hexagon for every drawing of a hex, and one unit for the painter: both come from the core's
hex layout, and no other module works them out again."""

import re
from pathlib import Path

import hmeditor
from hmeditor.core.hexgrid import PAINT_SIZE, Layout
from hmeditor.render import hex_corners, hex_polygon

SOURCE = Path(hmeditor.__file__).parent


def test_the_hexagon_is_the_layouts():
    corners = [(p.x(), p.y()) for p in hex_corners(PAINT_SIZE)]
    assert corners == Layout(PAINT_SIZE).corner_offsets() and len(corners) == 6
    assert [(p.x(), p.y()) for p in hex_polygon(10.0)] == Layout(10.0).corner_offsets()


def test_no_other_module_works_out_a_hexagon_or_the_painters_unit():
    corners = re.compile(r"radians\(60 \* i\)|QPolygonF\(\[QPointF\(x, y\) for x, y in")
    unit = re.compile(r"^\w*SIZE\w* = 50\b", re.M)
    found = {str(path.relative_to(SOURCE)): (bool(corners.search(text)), bool(unit.search(text)))
             for path in SOURCE.rglob("*.py") for text in [path.read_text(encoding="utf-8")]}
    assert {name for name, (corner, _) in found.items() if corner} == {"core/hexgrid.py"}
    assert {name for name, (_, size) in found.items() if size} == {"core/hexgrid.py"}
