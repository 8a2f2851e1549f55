"""`hmeditor check` on a board: what MegaMek refuses, in its words, with a fix where one is clear."""

import json

import pytest

from hmeditor.core.check import check_map, fix_edit
from hmeditor.core.io.megamek import dumps, loads
from hmeditor.core.io.megamek.validity import parse_board


def board(*rows: str, size: str = "size 3 1") -> str:
    return "\n".join([size, *rows, "end", ""])


def findings(text: str, prefix: str = "megamek"):
    m, _ = loads(text, "t.board")
    return m, [f for f in check_map(m) if f.rule.startswith(prefix)]


def fixed(m, finding):
    fix_edit(m, finding).apply(m)
    return dumps(m)[0]


def test_every_hex_megamek_refuses_is_found_however_many_hexes_are_alike():
    rows = ['hex 0101 0 "woods:1;foliage_elev:2" ""', 'hex 0201 0 "smoke:6" ""',
            'hex 0301 0 "woods:1;foliage_elev:2" ""', 'hex 0102 0 "building:2:0" ""', 'hex 0202 0 "smoke:6" ""',
            'hex 0302 0 "" ""']
    _m, found = findings(board(*rows, size="size 3 2"))
    assert sorted(f.hexes for f in found if f.rule == "megamek-refuses") == [("0102",), ("0201",), ("0202",)]


@pytest.mark.parametrize("terrain, words, fix", [
    ("building:2:0", "Incomplete Building! A hex with any building terrain must at least contain a building type, "
     "building elevation and building CF.", "add bldg_cf:40, bldg_elev:1"),
    ("water:1;bridge:2:4;bridge_cf:40", "Incomplete Bridge!", "add bridge_elev:0"),
    ("bldg_cf:15;bldg_elev:2", "Incomplete Building!", "drop bldg_cf:15, bldg_elev:2"),
    ("smoke:6", "Illegal level: smoke:6", "drop smoke:6"),
    ("woods:3;foliage_elev:2", "Foliage elevation is wrong", "drop foliage_elev:2"),
])
def test_what_megamek_refuses_in_a_hex_is_found_in_its_words_and_fixed(terrain, words, fix):
    m, found = findings(board(f'hex 0101 0 "{terrain}" ""'))
    assert [f.rule for f in found] == ["megamek-refuses"]
    assert words in found[0].message and found[0].hexes == ("0101",) and found[0].fix == fix
    text = fixed(m, found[0])
    assert parse_board(text).refusals() == []
    assert not [f for f in check_map(m) if f.rule == "megamek-refuses"]


def test_building_exits_of_the_file_into_another_type_are_found_and_left_out():
    # 0101 (light) exits SE into 0201 (medium), which exits back: MegaMek refuses both hexes
    m, found = findings(board('hex 0101 0 "building:1:4;bldg_cf:15;bldg_elev:1" ""',
                              'hex 0201 0 "building:2:32;bldg_cf:40;bldg_elev:1" ""'))
    assert [(f.rule, f.hexes) for f in found] == [("megamek-exits", ("0101",)), ("megamek-exits", ("0201",))]
    assert "Building has an exit to a building of another Building Type (Light, Medium...)." in found[0].message
    assert len(parse_board(dumps(m)[0]).refusals()) == 2        # an unchanged board is written as it was
    for f in found:
        fix_edit(m, f).apply(m)
    assert not findings(dumps(m)[0])[1] and parse_board(dumps(m)[0]).refusals() == []
    assert m.extra_keys["megamek"]["terrain"]["0101"].startswith("building:1:0")


def test_roads_that_do_not_join_up_are_warned_about_with_a_fix():
    text = board('hex 0101 0 "road:1:4" ""', 'hex 0201 0 "road:1:2" ""', 'hex 0301 0 "" ""')
    m, found = findings(text)
    assert [(f.rule, f.severity, f.hexes) for f in found] == [("megamek-roads", "warning", ("0101",)),
                                                                ("megamek-roads", "warning", ("0201",))]
    assert found[0].message == "Road at 0101 exits SE, but the road at 0201 has no exit back"
    assert found[1].message == "Road at 0201 exits NE into 0301, which has no road, pavement, bridge or building"
    while found:                    # one fix at a time, the check run again after each, as in the editor
        fix_edit(m, found[0]).apply(m)
        found = [f for f in check_map(m) if f.rule.startswith("megamek")]
    assert parse_board(dumps(m)[0]).problems() == []


def test_a_bridge_nobody_can_drive_onto_is_run_onto_the_land():
    m, found = findings(board('hex 0101 0 "" ""', 'hex 0201 0 "water:1;bridge:2:0;bridge_cf:40;bridge_elev:0" ""',
                              'hex 0301 0 "" ""'))
    assert [f.message for f in found] == ["Bridge at 0201 has no exit onto the ground or a road: no unit can drive "
                                          "onto it, only jump"]
    text = fixed(m, found[0])
    assert parse_board(text).problems() == [] and "bridge:2:18" in text or "bridge:2:36" in text


def test_a_map_that_never_was_a_board_is_checked_as_one_when_asked(run_cli, tmp_path):
    source = tmp_path / "m.hmap"
    source.write_text('size: [2, 1]\nhexes:\n  "0101": clear +rapids\n', encoding="utf-8")
    plain = json.loads(run_cli("check", source, "--json").stdout)["maps"][0]["findings"]
    assert [f["rule"] for f in plain] == ["rapids-need-water"]
    result = run_cli("check", source, "--board", "--json")
    assert result.returncode == 1
    rules = {f["rule"]: f["message"] for f in json.loads(result.stdout)["maps"][0]["findings"]}
    assert rules["megamek-refuses"] == ("MegaMek refuses the board: errors in hex 0101: Rapids must occur within "
                                        "water. Rapids must occur in depth 1 or greater.")


def test_check_on_a_board_file_names_what_megamek_refuses(run_cli, tmp_path):
    path = tmp_path / "b.board"
    path.write_text(board('hex 0101 0 "building:1;bldg_cf:15" ""', 'hex 0201', 'hex 0301'), encoding="utf-8")
    result = run_cli("check", path)
    assert result.returncode == 1
    assert (f"{path}: ERROR megamek-refuses 0101: MegaMek refuses the board: errors in hex 0101: Incomplete Building! "
            in result.stdout) and "(fix: add bldg_elev:1)" in result.stdout


def test_reading_a_board_notes_what_megamek_refuses():
    _, notes = loads(board('hex 0101 0 "building:1" ""', 'hex 0201 0 "bridge:2:1;bridge_cf:40" ""', "hex 0301"),
                     "b.board")
    assert notes[0].startswith("b.board:2: hex 0101: MegaMek refuses it: Incomplete Building!")
    assert "Incomplete Bridge!" in notes[1]
    _, notes = loads(board('hex 0101 0 "building:1:4;bldg_cf:15;bldg_elev:1" ""',
                           'hex 0201 0 "building:2:32;bldg_cf:40;bldg_elev:1" ""', "hex 0301"), "b.board")
    assert notes == [f"b.board: hex {h}: MegaMek refuses it: Building has an exit to a building of another Building "
                     "Type (Light, Medium...)." for h in ("0101", "0201")]


def test_converting_to_a_board_says_what_megamek_would_refuse(run_cli, tmp_path):
    source = tmp_path / "m.hmap"
    source.write_text('size: [2, 1]\nhexes:\n  "0201": clear +torrent\n', encoding="utf-8")
    result = run_cli("convert", source, tmp_path / "m.board")
    assert result.returncode == 0
    assert result.stderr == (f"hmeditor convert: warning: {tmp_path / 'm.board'}: hex 0201: MegaMek refuses it: Rapids "
                             "must occur within water. Rapids must occur in depth 1 or greater.\n")
