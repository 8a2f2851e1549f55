"""Deployment zones are one thing: a board's `deployment_zone` tokens are read into the map's zones,
and the zones are what a board gets written. A corpus board given zones comes back byte for byte
(through the .hmap too); zones painted or taken away are written in place; a MegaMek scenario gets
a player per zone; what has no place in a board or a scenario is said."""

import re

import yaml

from hmeditor.core import edits
from hmeditor.core.io import read_map, write_map
from hmeditor.core.io.hmap import dumps as hmap_text
from hmeditor.core.io.hmap import loads as read_hmap_text
from hmeditor.core.io.megamek import dumps, loads, write_notes
from hmeditor.core.model import HexMap
from hmeditor.core.scenario import Label, Objective, Scenario, Zone

from ...conftest import SHARED

CORPUS = SHARED / "corpus" / "megamek"


def with_zones(name: str = "16x17-Heavy-Forest-1.board") -> str:
    """A corpus board with deployment zones in hexes of every kind: at the end of a terrain string and
    at its start (MegaMek keeps no token order), on a clear hex, two zones in one hex."""
    lines = (CORPUS / name).read_text().split("\n")
    hexes = [i for i, line in enumerate(lines) if line.startswith("hex ")]
    for n, i in enumerate(hexes[:5] + hexes[-3:]):
        head, terrain, theme = re.fullmatch(r'(hex \S+ \S+ )"([^"]*)" "([^"]*)"', lines[i]).groups()
        token = "deployment_zone:0:" + ("1" if n < 5 else "6")
        terrain = f"{token};{terrain}" if terrain and n % 2 else ";".join(filter(None, [terrain, token]))
        lines[i] = f'{head}"{terrain}" "{theme}"'
    return "\n".join(lines)


def test_a_corpus_board_with_zones_reads_them_and_comes_back_byte_for_byte():
    text = with_zones()
    m, notes = loads(text)
    assert m.scenario.zones == (Zone("Zone 1", 1, frozenset((c, 0) for c in range(5))),
                                Zone("Zone 2", 2, frozenset((c, 16) for c in range(13, 16))),
                                Zone("Zone 3", 3, frozenset((c, 16) for c in range(13, 16))))
    assert not any("deployment_zone" in note for note in notes)
    assert dumps(m)[0] == text                                            # as read
    assert dumps(read_hmap_text(hmap_text(m)))[0] == text                  # and through the .hmap


def test_zones_painted_and_taken_away_are_written_in_place():
    text = with_zones()
    m, _ = loads(text)
    s = m.scenario.zone_painted(1, [(1, 0)], add=False).zone_painted(1, [(8, 8)]).zone_painted(5, [(14, 16)])
    edits.SetScenario(s).apply(m)
    written = dumps(m)[0].split("\n")
    original = text.split("\n")
    changed = [(a, b) for a, b in zip(original, written) if a != b]
    assert len(changed) == 3                                              # 0201, 0909 and 1517, the rest as read
    back, _ = loads(dumps(m)[0])
    assert back.scenario.zones == tuple(z._replace(name=f"Zone {z.number}") for z in s.zones)
    assert "deployment_zone:0:1" not in changed[0][1] and changed[0][0].split('"')[1].replace(
        "deployment_zone:0:1", "").strip(";") == changed[0][1].split('"')[1]


def test_an_hmap_with_zones_written_as_a_board_and_read_back_keeps_its_zones(tmp_path):
    m = HexMap(16, 17, "Attack")
    edits.paint_base(m, [(3, 3)], "light_woods").apply(m)
    m.scenario = Scenario(zones=(Zone.make("Attacker", 1, [(0, 0), (1, 0), (2, 0)]),
                                 Zone.make("Defender", 2, [(15, 16), (14, 16), (2, 0)])))
    write_map(m, tmp_path / "attack.hmap")
    write_map(read_map(tmp_path / "attack.hmap"), tmp_path / "attack.board")
    assert 'hex 0301 0 "deployment_zone:0:3" ""' in (tmp_path / "attack.board").read_text()
    back = read_map(tmp_path / "attack.board")
    assert [(z.number, z.hexes) for z in back.scenario.zones] == [(z.number, z.hexes) for z in m.scenario.zones]
    assert any("deployment zone names (1 Attacker, 2 Defender) are not part of a .board" in n for n in write_notes(m))


def test_labels_and_objectives_are_said_to_stay_in_the_hmap():
    m = HexMap(4, 4)
    m.scenario = Scenario((Label.make("Ford", (1, 1)),), (Objective.make("A", (2, 2)), Objective.make("B", (0, 0))))
    assert "1 labels and 2 objectives have no place in a .board or a MegaMek scenario: they stay in the .hmap" in \
        write_notes(m)


MAP = """hmeditor: 1
name: River crossing
size: [4, 3]
hexes: {}
objectives:
  - {name: "A", hex: "0202"}
labels:
  - {text: "Ford", at: "0302", size: 12, angle: 0}
zones:
  - {name: "Attacker", zone: 1, hexes: ["0101", "0201"]}
  - {name: "Defender", zone: 2, hexes: ["0403"]}
  - {name: "Reserve", zone: 3, hexes: []}
"""


def test_the_scenario_gives_a_player_per_zone_deploying_in_its_hexes(run_cli, tmp_path):
    (tmp_path / "river.hmap").write_text(MAP)
    result = run_cli("convert", tmp_path / "river.hmap", tmp_path / "river.board", "--scenario", tmp_path / "river.mms")
    assert result.returncode == 0, result.stderr
    text = (tmp_path / "river.mms").read_text()
    scenario = yaml.safe_load(text)
    assert scenario["factions"] == [{"name": "Attacker", "deploy": {"area": {"list": [[1, 1], [2, 1]]}}},
                                    {"name": "Defender", "deploy": {"area": {"list": [[4, 3]]}}}]
    assert "# Objective A in 0202" in text and "# Label 'Ford' in 0302" in text
    assert "zone names" not in result.stderr                            # the names went into the scenario
    assert "1 labels and 1 objectives have no place" in result.stderr
    assert read_map(tmp_path / "river.board").scenario.zone(1).hexes == {(0, 0), (1, 0)}
