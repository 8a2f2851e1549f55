"""The scenario layer in the core: labels, objectives and deployment zones in the .hmap (read back
as written, every value checked with its file and line), edits and their undo, and what Resize and
Combine do with them."""

import numpy as np
import pytest

from hmeditor.core import edits, pieces
from hmeditor.core.errors import MapFileError
from hmeditor.core.io.hmap import dumps, loads
from hmeditor.core.model import HexMap
from hmeditor.core.scenario import Label, Objective, Scenario, Zone, zone_masks

SCENARIO = """hmeditor: 1
name: Hill fight
size: [16, 17]
hexes: {}
labels:
  - {text: "Hill 217", at: "0808", size: 12, angle: 0}
  - {text: "Old \\"Mill\\" road", at: "0302", size: 9.5, angle: -30}
objectives:
  - {name: "A", hex: "1010"}
zones:
  - {name: "Attacker", zone: 1, hexes: ["0101", "0201", "0301"]}
  - {name: "Defender", zone: 3, hexes: []}
"""


def test_the_scenario_reads_and_writes_back_as_written():
    m = loads(SCENARIO)
    assert m.scenario == Scenario(
        (Label("Hill 217", (7, 7), 12.0, 0.0), Label('Old "Mill" road', (2, 1), 9.5, -30.0)),
        (Objective("A", (9, 9)),),
        (Zone("Attacker", 1, frozenset({(0, 0), (1, 0), (2, 0)})), Zone("Defender", 3, frozenset())))
    assert dumps(m) == SCENARIO
    assert loads(dumps(m)) == m


@pytest.mark.parametrize("text,line,message", [
    ('labels:\n  - {text: "x", at: "1818"}', 6, "labels: hex 1818 is off the 16 x 17 map"),
    ('labels:\n  - {text: "", at: "0101"}', 6, "a label's text must be a text"),
    ('labels:\n  - {text: "a\\u0007b", at: "0101"}', 6, "one line without control characters"),
    ('labels:\n  - {text: x, at: "0101", size: 500}', 6, "size (points) must be a number from 4 to 72"),
    ('labels:\n  - {text: x, at: "0101", angle: "steep"}', 6, "angle must be a number"),
    ('labels:\n  - {text: x, at: 808}', 6, "at must be a quoted hex id"),
    ('labels:\n  - {text: x, at: "0101", colour: red}', 6, "unknown key 'colour'"),
    ("labels: 3", 5, "labels must be a list"),
    ('objectives:\n  - {name: ABCD, hex: "0101"}', 6, "longer than 3 characters"),
    ('objectives:\n  - {name: B}', 6, "hex must be a quoted hex id"),
    ("zones:\n  - {name: a, zone: 40, hexes: []}", 6, "number must be 1 to 31"),
    ('zones:\n  - {name: a, zone: 1, hexes: ["0101", "0101"]}', 6, "a hex is listed twice"),
    ('zones:\n  - {name: a, zone: 1, hexes: "0101"}', 6, "hexes must be a list of quoted hex ids"),
    ("zones:\n  - {name: a, zone: 2}\n  - {name: b, zone: 2}", 7, "deployment zone 2 is given twice"),
])
def test_a_bad_scenario_value_is_refused_with_its_file_and_line(text, line, message):
    with pytest.raises(MapFileError) as e:
        loads(f"hmeditor: 1\nsize: [16, 17]\nhexes: {{}}\n\n{text}\n", "war.hmap")
    assert f"war.hmap:{line}:" in str(e.value) and message in str(e.value), str(e.value)


def test_an_alias_bomb_in_the_scenario_is_refused():
    nested = "[&l0 [1, 2], " + ", ".join(f"&l{i} [*l{i - 1}, *l{i - 1}, *l{i - 1}, *l{i - 1}]" for i in range(1, 12))
    with pytest.raises(MapFileError, match="<map>:3: aliases repeat more than"):
        loads(f"hmeditor: 1\nsize: [16, 17]\nlabels: {nested}]\n")


def test_a_scenario_edit_is_undone_exactly_and_a_drag_is_one_step():
    m = HexMap(8, 8)
    painted = m.scenario.zone_painted(2, [(1, 1), (2, 1)])
    first, undo_first = edits.SetScenario(painted).apply(m)
    second = edits.SetScenario(m.scenario.zone_painted(2, [(3, 1)]))
    assert first.scenario and not first.terrain and not len(first.hexes)
    assert edits.SetScenario(painted).merges_with(second)
    _, undo_second = second.apply(m)
    assert m.scenario.zone(2) == Zone("Zone 2", 2, frozenset({(1, 1), (2, 1), (3, 1)}))
    merged_undo = undo_second.then(undo_first)
    merged_undo.apply(m)
    assert m.scenario == Scenario()


def test_resize_and_combine_carry_the_scenario_with_its_hexes():
    m = HexMap(6, 6, "a")
    m.scenario = Scenario((Label.make("Ford", (1, 1)), Label.make("Edge", (5, 5))), (Objective.make("A", (2, 2)),),
                          (Zone.make("North", 1, [(0, 0), (5, 5)]),))
    bigger = edits.resized(m, 8, 8, left=2, top=1)
    assert [lb.at for lb in bigger.scenario.labels] == [(3, 2), (7, 6)]
    assert bigger.scenario.objectives[0].at == (4, 3) and bigger.scenario.zone(1).hexes == {(2, 1), (7, 6)}
    cut = edits.resized(m, 4, 4)
    assert [lb.text for lb in cut.scenario.labels] == ["Ford"] and cut.scenario.zone(1).hexes == {(0, 0)}
    other = HexMap(6, 6, "b")
    other.scenario = Scenario(zones=(Zone.make("South", 1, [(0, 5)]), Zone.make("Reserve", 4, [(1, 1)])))
    notes = []
    both = edits.combined([m, other], notes=notes)
    assert both.scenario.zone(1) == Zone("North", 1, frozenset({(0, 0), (5, 5), (6, 5)}))
    assert both.scenario.zone(4).hexes == {(7, 1)}
    assert any("'South' is joined to 'North'" in n for n in notes)


def test_zone_masks_are_megamek_masks():
    s = Scenario(zones=(Zone.make("a", 1, [(0, 0), (1, 0)]), Zone.make("b", 3, [(1, 0)])))
    masks = zone_masks(s, 3, 2)
    assert masks.tolist() == [[1, 5, 0], [0, 0, 0]]


def test_new_names_and_numbers_are_free_ones():
    s = Scenario(objectives=(Objective.make("A", (0, 0)),), zones=(Zone.make("z", 1),))
    assert s.free_objective_name() == "B" and s.free_zone_number() == 2
    with pytest.raises(ValueError, match="given twice"):
        Scenario.make(zones=[Zone.make("a", 1), Zone.make("b", 1)])


def test_a_turn_an_assembly_and_a_piece_carry_the_scenario_with_its_hexes():
    m = HexMap(6, 6, "a")
    m.scenario = Scenario((Label.make("Ford", (1, 1)),), (Objective.make("A", (0, 2)),),
                          (Zone.make("North", 1, [(0, 0), (5, 5)]),))
    turned = edits.turned(m)
    assert turned.scenario.labels[0].at == (4, 4) and turned.scenario.objectives[0].at == (5, 3)
    assert turned.scenario.zone(1).hexes == {(5, 5), (0, 0)}
    sheets = edits.assembled([m, m], 2, 1, frozenset({1}))             # the second turned
    assert [lb.at for lb in sheets.scenario.labels] == [(1, 1), (10, 4)]
    piece, _ = pieces.piece_of(m, np.array([m.flat(1, 1), m.flat(2, 2)]))
    assert [lb.text for lb in piece.hexes.scenario.labels] == ["Ford"]
    assert not any(zone.hexes for zone in piece.hexes.scenario.zones)
