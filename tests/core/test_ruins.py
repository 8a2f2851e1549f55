"""The base terrain `ruins` (floors, floor spacing in inches) everywhere a base terrain goes: the .hmap
text, BattleTech's rules (read as rubble, uncertain) and the MegaMek export (rubble, floors reported)."""

import pytest

from hmeditor.core.cell import format_cell, parse_cell
from hmeditor.core.errors import MapFileError
from hmeditor.core.io import board
from hmeditor.core.io.hmap import dumps, loads
from hmeditor.core.model import HexMap
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.battletech import UNIT_KINDS, entry_cost
from hmeditor.core.vocabulary import BASE_INDEX

from .battletech.test_calc import small_map


@pytest.mark.parametrize("text, floors, spacing, written", [
    ("ruins", 2, 3, "ruins"), ("ruins:3", 3, 3, "ruins:3"), ("ruins:1", 1, 3, "ruins:1"),
    ("ruins:3:6", 3, 6, "ruins:3:6"), ("ruins:2:2.5 @1", 2, 2.5, "ruins:2:2.5 @1"), ("ruins:2:3", 2, 3, "ruins"),
])
def test_ruins_read_and_write_with_floors_and_spacing(text, floors, spacing, written):
    cell = parse_cell(text)
    assert (cell.base, cell.param("floors"), cell.param("spacing")) == ("ruins", floors, spacing)
    assert format_cell(cell) == written


@pytest.mark.parametrize("value, expected", [("ruins:0", "floors must be between 1 and 100"),
                                             ("ruins:2.5", "floors must be a whole number"),
                                             ("ruins:2:0", "spacing must be between 0.5 and 100"),
                                             ("ruins:2:3:1", "ruins takes at most 2 parameter")])
def test_bad_ruins_are_refused_with_the_hex(value, expected):
    with pytest.raises(MapFileError, match=f"<t>:3: hex 0101: .*{expected}"):
        loads(f'size: [4, 4]\nhexes:\n  "0101": {value}\n', "<t>")


def test_a_map_with_ruins_saves_and_loads_the_same():
    m = loads('size: [4, 4]\nhexes:\n  "0101": ruins:1\n  "0202": ruins:3:6 +fortified @2\n', "<t>")
    text = dumps(m)
    assert '"0101": ruins:1' in text and '"0202": ruins:3:6 +fortified @2' in text
    assert loads(text) == m


def test_battletech_reads_ruins_as_rubble_and_says_it_is_uncertain():
    rules = load_rules()
    row = rules.base[BASE_INDEX["ruins"]]
    assert row.uncertain and "rubble" in row.note
    ruins, rubble = small_map({"0303": "ruins:3"}), small_map({"0303": "rubble"})
    for kind in UNIT_KINDS:
        a, b = entry_cost(ruins, rules, kind, (2, 2)), entry_cost(rubble, rules, kind, (2, 2))
        assert (a.mp, a.prohibited) == (b.mp, b.prohibited), kind
    assert entry_cost(ruins, rules, "mech", (2, 2)).breakdown[1].source == "ruins"


def test_megamek_gets_rubble_and_a_note_on_the_floors():
    m = HexMap(3, 1)
    m.write_block(m.cell_block({0: parse_cell("ruins:3"), 1: parse_cell("ruins:1:6 +mud"), 2: parse_cell("rubble")}))
    text, notes = board.dumps(m)
    assert 'hex 0101 0 "rubble:1" ""' in text and 'hex 0201 0 "rubble:1;mud:1" ""' in text
    assert notes == ['hex 0101: ruins of 3 floors 3" apart written as rubble: MegaMek cannot hold the floors',
                     'hex 0201: ruins of 1 floor 6" apart written as rubble: MegaMek cannot hold the floors']
    back, _ = board.loads(text)
    assert back.cell(0, 0).base == "rubble"
