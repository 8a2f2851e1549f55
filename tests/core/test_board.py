"""MegaMek .board files: the real corpus, the mapping both ways, bad boards, generated boards."""

import dataclasses
import re
from unittest import mock

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from hmeditor.core import edits
from hmeditor.core.cell import Cell
from hmeditor.core.errors import MapFileError
from hmeditor.core.io import hmap, read_map, write_map
from hmeditor.core.io.board import BUILDING_CF, WRITE, board_report, dumps, loads, write_notes
from hmeditor.core.io.megamek.validity import parse_board
from hmeditor.core.model import HexMap

from ..conftest import SHARED
from .megamek.test_reading_kept import digest
from .strategies import cells

CORPUS = SHARED / "corpus" / "megamek"
BOARDS = sorted(CORPUS.glob("*.board")) if CORPUS.exists() else []
needs_corpus = pytest.mark.skipif(not BOARDS, reason="../shared/corpus/megamek/ (real MegaMek boards) is not "
                                  "beside this clone; these third-party boards are not shipped with hmeditor")

_HEX = re.compile(r'hex (\d+) (-?\d+) "([^"]*)"(?: "([^"]*)")?')
_BEFORE_COMMENT = re.compile(r'(?:[^"#]|"[^"]*")*')     # a '#' starts a comment outside quotes only


def megamek_view(text: str):
    """What MegaMek reads from a board: size, then per hex (in file order) level, terrain tokens, theme.

    Written independently of the reader under test. A token is key:level[:exits]; a later token of
    the same key replaces an earlier one, as in MegaMek's Hex. MegaMek's tokenizer reads a '#' in
    quotes as part of the string (a theme "# c"), elsewhere as the start of a comment.
    """
    size, hexes = None, []
    for line in text.splitlines():
        line = _BEFORE_COMMENT.match(line).group().strip()
        if line.lower().startswith("size"):
            size = tuple(int(v) for v in line.split()[1:3])
        elif line.lower().startswith("hex"):
            m = _HEX.fullmatch(line)
            assert m, line
            terrain = {t.split(":")[0]: t for t in m.group(3).split(";") if t}
            hexes.append((int(m.group(2)), frozenset(terrain.values()), m.group(4) or ""))
        elif line.lower() == "end":
            break
    return size, hexes


def board_text(rows: list[str], size: str = "size 2 1", eol: str = "\n") -> str:
    return eol.join([size, *rows, "end"]) + eol


@needs_corpus
@pytest.mark.parametrize("board", BOARDS, ids=lambda p: p.stem)
def test_every_corpus_board_survives_hmap_and_back_as_the_same_board(board, tmp_path):
    hmap, back = tmp_path / "map.hmap", tmp_path / "back.board"
    write_map(read_map(board), hmap)
    write_map(read_map(hmap), back)
    original = board.read_bytes().decode()
    size, hexes = megamek_view(original)
    assert (size, hexes) == megamek_view(back.read_bytes().decode())
    assert len(hexes) == size[0] * size[1]
    assert back.read_bytes() == board.read_bytes()      # unchanged boards even come back byte for byte


@needs_corpus
def test_corpus_boards_hold_their_terrain_in_our_names():
    m = read_map(CORPUS / "16x17-City-Downtown.board")
    assert m.cell(0, 0) == Cell("building", ("light", 2, 15), (), 0)            # hex 0101
    river = read_map(CORPUS / "32x17-Racice-River-Delta.board")
    assert "megamek" in river.extra_keys and river.extra_keys["megamek"]["line_end"] == "crlf"
    coast = read_map(CORPUS / "16x17-Coast-1.board")
    bridges = [(c, r) for r in range(coast.height) for c in range(coast.width) if coast.cell(c, r).has("bridge")]
    assert len(bridges) == 3
    assert all(coast.cell(c, r).base == "water" and dict(coast.cell(c, r).mods)["bridge"] == (0, 40)
               for c, r in bridges)


@needs_corpus
def test_what_our_model_cannot_hold_is_reported_per_hex():
    board = CORPUS / "16x17-Steiner-Stadium.board"
    _, notes = loads(board.read_text(), str(board))
    assert notes and all(re.match(rf"{re.escape(str(board))}:\d+: hex \d{{4}}: ", n) for n in notes)
    assert any("solaris_elevator" in n and "kept for MegaMek" in n for n in notes)
    report = board_report(read_map(board))
    assert len(report) == len(notes) and report[0].startswith("hex ")


def test_woods_on_pavement_keeps_woods_and_names_both():
    m, notes = loads(board_text(['hex 0101 0 "pavement:1:63;woods:1;foliage_elev:2" ""', 'hex 0201 0 "" ""']))
    assert m.cell(0, 0).base == "light_woods"
    assert m.extra_keys["megamek"]["base_conflicts"] == {"0101": ["light_woods", "pavement"]}
    assert "base-exclusive" in notes[0] and "pavement" in notes[0] and "light_woods" in notes[0]
    assert "pavement:1:63;woods:1;foliage_elev:2" in dumps(m)[0]
    m.base[0, 0] = 1      # the user fixes the hex: pavement only; the conflict no longer holds
    m.touch()             # (a change made in the arrays themselves is noted, as edits note theirs)
    assert '"pavement:1"' in dumps(m)[0] and "woods" not in dumps(m)[0]


def test_a_conflict_written_from_a_hand_made_hmap_writes_both_base_terrains():
    m = HexMap(1, 1)
    m.write_block(m.cell_block({0: Cell("light_woods")}))
    m.extra_keys["megamek"] = {"base_conflicts": {"0101": ["light_woods", "pavement"]}}
    assert megamek_view(dumps(m)[0])[1] == [(0, frozenset({"woods:1", "foliage_elev:2", "pavement:1"}), "")]


def test_pavement_and_road_under_a_building_are_its_ground_not_a_conflict():
    row = 'hex 0101 0 "building:4:44;bldg_cf:150;bldg_elev:1;bldg_class:1;bldg_armor:150;pavement:1;road:1:44" ""'
    m, notes = loads(board_text([row, 'hex 0201 0 "" ""']))
    assert m.cell(0, 0) == Cell("building", ("hardened", 1, 150), (("road", ()),), 0)
    assert "base_conflicts" not in m.extra_keys["megamek"]
    assert not any("pavement" in n for n in notes) and "bldg_class" in notes[0]
    assert row in dumps(m)[0]
    m.write_block(m.cell_block({0: Cell("rough")}))     # building gone: its companions go with it
    assert '"rough:1"' in dumps(m)[0]


def test_levels_our_names_merge_come_back_and_new_terrain_is_written_plainly():
    rows = ['hex 0101 2 "rubble:3;road:2:9" "lunar"', 'hex 0201 -1 "water:3;swamp:2;fire:2" ""']
    m, notes = loads(board_text(rows))
    assert m.cell(0, 0) == Cell("rubble", (), (("road", ()),), 2)
    assert m.cell(1, 0) == Cell("water", (3,), (("quicksand", ()), ("fire", ())), -1)
    assert any("inferno" in n for n in notes)
    assert all(r in dumps(m)[0] for r in rows)
    m.write_block(m.cell_block({1: Cell("water", (3,), (("quicksand", ()), ("heavy_smoke", ())), -1)}))
    assert megamek_view(dumps(m)[0])[1][1] == (-1, frozenset({"water:3", "swamp:2", "smoke:2"}), "")


def test_a_new_building_of_several_hexes_gets_exits_joining_it():
    m = HexMap(2, 2)
    m.write_block(m.cell_block({i: Cell("building", ("medium", 2, None)) for i in (0, 1)}))
    hexes = megamek_view(dumps(m)[0])[1]
    # 0101 and 0201: column 2 sits half a hex lower, so 0201 is south-east (bit 4) of 0101.
    assert hexes[0][1] == frozenset({"building:2:4", f"bldg_cf:{BUILDING_CF['medium']}", "bldg_elev:2"})
    assert "building:2:32" in hexes[1][1]


def test_option_description_note_and_unknown_lines_come_back():
    text = board_text(["option exit_roads_to_pavement false", 'tag "Woods (Auto)"', 'description "A hill"',
                       'note 0101 "Objective"', "background hills.png", 'hex 0101 0 "" ""', 'hex 0201 0 "" ""'])
    m, _ = loads(text)
    data = m.extra_keys["megamek"]
    assert data["options"] == ["exit_roads_to_pavement false"] and data["descriptions"] == ["A hill"]
    assert data["notes"] == [["0101", "Objective"]] and data["lines"] == ["background hills.png"]
    assert dumps(hmap.loads(hmap.dumps(m)))[0] == text


def test_tall_boards_place_hexes_by_file_order():
    rows = [f'hex 01{r:02d} {r} "" ""' for r in range(1, 121)]
    m, notes = loads(board_text(rows, "size 1 120"))
    assert not notes and m.level[119, 0] == 120 and m.hex_id(0, 119) == "01120"
    rows[5] = 'hex 0199 6 "" ""'
    m, notes = loads(board_text(rows, "size 1 120"), "t.board")
    assert m.level[5, 0] == 6 and notes == ["t.board:7: hex 01006: the line says hex '0199'; placed as 0106 by "
                                            "its order in the file"]


def test_wide_boards_have_five_digit_numbers():
    rows = [f'hex {c:02d}01 {c % 3} "{"woods:2;foliage_elev:2" if c == 100 else ""}" ""' for c in range(1, 121)]
    text = board_text(rows, "size 120 1")
    m, notes = loads(text)
    assert not notes and m.size == (120, 1)
    assert m.cell(99, 0) == Cell("heavy_woods", (), (), 1) and rows[99].startswith("hex 10001 ")
    assert dumps(m)[0] == text


@pytest.mark.parametrize("eol", ["\n", "\r\n"])
def test_line_ends_comments_and_blank_lines(eol):
    text = eol.join(["# a comment", "", "size 2 1  # trailing comment", "", 'tag "Woods (Auto)"',
                     'hex 0101 1 "woods:1;foliage_elev:2" "grass"  # a note', "# between", 'hex 0201 0 "" ""',
                     "end"]) + eol
    m, notes = loads(text)
    assert m.cell(0, 0) == Cell("light_woods", (), (), 1) and not notes
    out = dumps(m)[0]
    assert out.startswith(f"# a comment{eol}{eol}size 2 1{eol}") and out.count(eol) == out.count("\n")
    assert megamek_view(out) == megamek_view(text)


def test_a_board_that_never_was_one_is_written_with_crlf_as_megamek_does():
    m = HexMap(1, 1)
    assert dumps(m)[0] == 'size 1 1\r\nhex 0101 0 "" ""\r\nend\r\n'


@pytest.mark.parametrize("text, line, words", [
    (board_text(['hex 0101 0 "" ""'] * 3), 4, "more hex lines"),
    (board_text(['hex 0101 0 "woods:1 ""', 'hex 0201 0 "" ""']), 2, "double quote"),
    (board_text(['hex 0101 high "" ""', 'hex 0201 0 "" ""']), 2, "level must be a whole number"),
    (board_text(['hex 0101 0 "woods:x" ""', 'hex 0201 0 "" ""']), 2, "whole numbers"),
    (board_text(['hex 0101 0 "" ""', 'hex 0201 0 "woods:x" ""', 'hex 0102 0 "woods:x" ""'], "size 2 2"), 3,
     "whole numbers"),      # the first line with it
    (board_text(['hex 0101 0 woods:1 ""', 'hex 0201 0 "" ""']), 2, "double quotes"),
    ('hex 0101 0 "" ""\nend\n', 1, "before the 'size' line"),
    ("tag \"x\"\nend\n", None, "no 'size W H' line"),
    ("size 0 3\nend\n", 1, "size"),
])
def test_bad_boards_are_refused_with_the_line(text, line, words):
    with pytest.raises(MapFileError) as info:
        loads(text, "bad.board")
    assert info.value.line == line and words in str(info.value)
    assert str(info.value).startswith("bad.board" + (f":{line}: " if line else ": "))


def test_missing_hex_lines_and_short_hex_lines_read_as_megamek_reads_them():
    m, notes = loads(board_text(['hex 0101 2'], "size 3 1"), "short.board")
    assert m.size == (3, 1) and m.level[0, 0] == 2 and m.cell(1, 0) == m.cell(2, 0) == Cell()
    assert notes == ["short.board:3: 2 of 3 hex lines are missing; the missing hexes are clear ground at level 0, "
                     "as MegaMek reads them"]
    m, notes = loads(board_text(['hex 0101 0', 'hex 0201']))
    assert not notes and m.cell(0, 0) == m.cell(1, 0) == Cell()
    assert megamek_view(dumps(m)[0])[1] == [(0, frozenset(), "")] * 2


def test_unknown_keys_load_with_a_note_naming_the_line():
    m, notes = loads(board_text(['hex 0101 0 "" ""', 'hex 0201 0 "woods:1;laser_fence:2:5" ""']), "x.board")
    assert m.cell(1, 0).base == "light_woods"
    assert notes == ["x.board:3: hex 0201: 'laser_fence:2' is an unknown key, kept for MegaMek"]
    assert "woods:1;laser_fence:2:5" in dumps(m)[0]


def test_what_a_board_cannot_hold_is_noted_when_writing():
    m = HexMap(2, 1)
    m.write_block(m.cell_block({0: Cell("gravel_pile", (2,), (), 1.5),
                                1: Cell("clear", (), (("thin_snow", ()), ("deep_snow", ())))}))
    text, notes = dumps(m)
    assert len(notes) == 2 and "gravel pile" in notes[0] and "1.5" in notes[0] and "deep_snow" in notes[1]
    assert megamek_view(text)[1] == [(1, frozenset(), ""), (0, frozenset({"snow:1"}), "")]
    assert write_notes(m) == notes


# ---- generated boards and maps -------------------------------------------------------------

token = st.builds(lambda k, lv, ex: f"{k}:{lv}" + ("" if ex is None else f":{ex}"),
                  st.sampled_from(sorted({k for k, _ in WRITE.values()} | {"water", "building", "bldg_cf",
                                  "bldg_elev", "bridge", "bridge_elev", "foliage_elev", "fluff", "odd_key"})),
                  st.integers(-3, 7), st.none() | st.integers(0, 63))
hex_line = st.builds(lambda lv, ts, th: f'hex 0000 {lv} "{";".join(ts)}" "{th}"',
                     st.integers(-5, 12), st.lists(token, max_size=5), st.sampled_from(["", "grass", "snow"]))


def one_way_roads(text: str) -> bool:
    """A road with hand-set exits beside a road it does not exit to, which exits to it."""
    try:
        board = parse_board(text)
    except ValueError:
        return False
    return any(p.kind == "no-exit-back" for p in board.problems())


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_generated_boards_survive_hmap_and_back(width, height, data):
    rows = data.draw(st.lists(hex_line, min_size=width * height, max_size=width * height))
    text = board_text(rows, f"size {width} {height}")
    assume(not one_way_roads(text))    # MegaMek writes none; the writer joins them both ways (issue 15)
    m, _ = loads(text)
    assert megamek_view(dumps(hmap.loads(hmap.dumps(m)))[0]) == megamek_view(text)


@settings(max_examples=100, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_the_loss_check_made_from_the_map_names_what_megamek_refuses_in_the_text(width, height, data):
    rows = data.draw(st.lists(hex_line, min_size=width * height, max_size=width * height))
    m, _ = loads(board_text(rows, f"size {width} {height}"))
    base, params = data.draw(st.sampled_from([("building", ("medium",)), ("water", (1,)), ("clear", ())]))
    edits.paint_base(m, [(0, 0)], base, params).apply(m)           # an edit: exits and buildings change
    text, notes = dumps(m)
    refused = [f"hex {m.id_of_flat(r.flat)}: MegaMek refuses it: " + " ".join(r.messages)
               for r in parse_board(text).refusals()]
    assert write_notes(m) == notes + refused


def test_a_road_on_a_files_bridge_keeps_its_exits_where_the_bridge_takes_the_link():
    """MegaMek takes the plain road of 0304 onto the bridge deck of 0404 (within a level of it), so
    the road on the bridge hex needs no exit back; written out, the board is as it was. (Hypothesis
    found this one: the writer gave 0404's road an exit back.)"""
    text = board_text(['hex 0000 0 "" ""'] * 14 + ['hex 0000 0 "road:1" ""', 'hex 0000 0 "bridge:0;road:1:0" ""'],
                      "size 4 4")
    assert not one_way_roads(text)
    m, _ = loads(text)
    assert megamek_view(dumps(hmap.loads(hmap.dumps(m)))[0]) == megamek_view(text)


@settings(max_examples=300)
@given(st.text(alphabet=st.sampled_from(list('hexsizend 0123456789:;"#-\r\nwodsabcl')), max_size=120))
def test_any_text_loads_or_is_refused_with_a_message(text):
    try:
        loads(text, "fuzz.board")
    except MapFileError as e:
        assert str(e).startswith("fuzz.board")


def _representable(cell: Cell) -> bool:
    keys = [WRITE[m][0] for m in cell.mod_names if m in WRITE]
    numbers = [cell.level, *(v for v in cell.params if isinstance(v, float)),
               *(v for _, p in cell.mods for v in p if isinstance(v, float))]
    fast_water = (cell.has("rapids") or cell.has("torrent")) and not (cell.base == "water" and cell.params[0] >= 1)
    return (cell.base not in ("gravel_pile", "ruins") and len(keys) == len(set(keys))
            and not fast_water      # MegaMek refuses that
            and all(float(v).is_integer() for v in numbers))


@settings(max_examples=200)
@given(st.lists(cells().filter(_representable), min_size=1, max_size=6))
def test_maps_of_ours_come_back_from_a_board(cell_list):
    m = HexMap(len(cell_list), 1)
    m.write_block(m.cell_block(dict(enumerate(cell_list))))
    back, notes = loads(dumps(m)[0])
    assert not notes
    for col, cell in enumerate(cell_list):
        if cell.base == "building" and cell.params[2] is None:
            cell = Cell("building", (*cell.params[:2], BUILDING_CF[cell.params[0]]), cell.mods, cell.level)
        if cell.has("bridge") and dict(cell.mods)["bridge"][1] is None:
            cell = cell.with_mods({**dict(cell.mods), "bridge": (dict(cell.mods)["bridge"][0], 40)})
        assert back.cell(col, 0) == cell


# ---- as a user calls it ----------------------------------------------------------------------

@needs_corpus
def test_convert_both_ways_warns_per_hex_and_exits_0(run_cli, tmp_path):
    board = CORPUS / "16x17-Steiner-Stadium.board"
    hmap_file, back = tmp_path / "stadium.hmap", tmp_path / "stadium.board"
    result = run_cli("convert", board, hmap_file)
    assert result.returncode == 0, result.stderr
    warnings = result.stderr.splitlines()
    assert warnings and all(w.startswith(f"hmeditor convert: warning: {board}:") for w in warnings)
    assert "megamek:" in hmap_file.read_text(encoding="utf-8")
    result = run_cli("convert", hmap_file, back)
    assert result.returncode == 0, result.stderr
    assert back.read_bytes() == board.read_bytes()


def test_convert_a_map_with_a_gravel_pile_to_a_board_warns(run_cli, tmp_path):
    source = tmp_path / "g.hmap"
    source.write_text('size: [2, 2]\nhexes:\n  "0102": gravel_pile:2\n', encoding="utf-8")
    result = run_cli("convert", source, tmp_path / "g.board")
    assert result.returncode == 0
    assert result.stderr == f"hmeditor convert: warning: {tmp_path / 'g.board'}: hex 0102: gravel pile: " \
                            "MegaMek has no such terrain, left out\n"
    assert read_map(tmp_path / "g.board").size == (2, 2)


def test_convert_a_broken_board_exits_2_with_the_line(run_cli, tmp_path):
    broken = tmp_path / "broken.board"
    broken.write_text('size 2 1\nhex 0101 x "" ""\nhex 0201 0 "" ""\nend\n', encoding="utf-8")
    result = run_cli("convert", broken, tmp_path / "out.hmap")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr == f"hmeditor convert: {broken}:2: hex 0101: the level must be a whole number, not 'x'\n"


@needs_corpus
def test_the_editor_opens_a_corpus_board(run_cli, tmp_path):
    from PySide6.QtGui import QImage
    out = tmp_path / "shot.png"
    result = run_cli(CORPUS / "16x17-City-Downtown.board", "--screenshot", out)
    assert result.returncode == 0, result.stderr
    assert QImage(str(out)).width() >= 800


# Board lines mostly as MegaMek writes hex lines, with what else a hand or another tool may write.
_BOARD_LINES = st.lists(st.one_of(
    st.tuples(st.sampled_from(['hex 0101 0 "woods:1" ""', 'hex 0201 -2 "" "grass"', 'hex 0102 12 "water:1" "a\rb"']),
              st.sampled_from(["", "", "\r", "\r\r", " ", '"'])).map("".join),
    st.builds("hex{}{}{}{}{}{}{}".format, st.sampled_from([" ", " ", "\t", "  "]),
              st.sampled_from(["0101", "1", "123456789", "1234567890", "", "01a1", "\u0661\u0662", "-1"]),
              st.sampled_from([" ", " ", "\t"]),
              st.sampled_from(["0", "-3", "123456789", "1234567890", "-12345678", "+2", "--1", "-", "1.5", "", "007"]),
              st.sampled_from([" ", " ", "  "]), st.sampled_from(['"woods:1" ""', '"" "a b"', '"x" "', '"" "" ""', ""]),
              st.sampled_from(["", "\r", "\r\r", " # c"])),
    st.lists(st.sampled_from(["hex", " ", "0101", "-1", '"', "woods:1", "\r", "\t", "#", "size 2 2", "end", "x"]),
             max_size=8).map("".join)), max_size=10).map("\n".join)
_PLAIN = re.compile(r'hex ([0-9]{1,9}) (-?[0-9]+) "([^"\n]*)" "([^"\n]*)"\r?')


@settings(max_examples=400, deadline=None)
@given(_BOARD_LINES)
def test_hex_lines_found_all_at_once_are_the_ones_found_line_by_line(text):
    from hmeditor.core.io.megamek.lines import board_lines
    found = board_lines(text)
    assert len(found) == len(text.split("\n"))
    for index, line in enumerate(text.split("\n")):
        m = _PLAIN.fullmatch(line)
        plain = m is not None and len(m.group(2)) <= 9
        assert found.plain[index] == plain, line
        if plain:
            raw, (a, b), (c, d) = found.raw, found.terrain, found.theme
            assert (found.id_text(index), int(found.level[index]), raw[a[index]:b[index]].decode(),
                    raw[c[index]:d[index]].decode()) == (m[1], int(m[2]), m[3], m[4])


@settings(max_examples=300, deadline=None)
@given(_BOARD_LINES, st.sampled_from(["size 2 2", "size 3 1", "size 1 5"]))
def test_hex_lines_found_all_at_once_read_as_they_do_one_by_one(rows, size):
    from hmeditor.core.io.megamek import reader
    text = f"{size}\n{rows}\nend\n"

    def outcome():
        try:
            hex_map, notes = loads(text, "x.board")
        except MapFileError as e:
            return str(e)
        return digest(hex_map, notes)
    none_plain = dataclasses.replace(reader.board_lines(text), plain=np.zeros(len(text.split("\n")), bool))
    with mock.patch.object(reader, "board_lines", lambda _text: none_plain):
        one_by_one = outcome()
    assert outcome() == one_by_one


def test_a_board_written_in_parts_is_the_text_made_whole(monkeypatch, tmp_path):
    from hmeditor.core.io.megamek import writer
    m = read_map(BOARDS[0]) if BOARDS else HexMap(16, 17)
    edits.add_mod(m, [(3, 3), (4, 3)], "bridge", (0,)).apply(m)
    whole = dumps(m)[0]
    monkeypatch.setattr(writer, "PART_HEXES", 7)      # parts of a row and less
    write_map(m, tmp_path / "m.board")
    assert dumps(m)[0] == whole and (tmp_path / "m.board").read_bytes() == whole.encode("utf-8")
