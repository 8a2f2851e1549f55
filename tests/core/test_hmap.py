import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.errors import MapFileError
from hmeditor.core.io import read_map, write_map
from hmeditor.core.io.hmap import dumps, loads
from hmeditor.core.model import AcceptedFinding, HexMap

from ..conftest import MAPS, SHARED
from .strategies import maps

FORMAT_MD = SHARED / "spec" / "FORMAT.md"


def format_examples():
    if not FORMAT_MD.exists():
        return []
    return re.findall(r"```yaml\n(.*?)```", FORMAT_MD.read_text(encoding="utf-8"), re.S)


@pytest.mark.skipif(not FORMAT_MD.exists(), reason="../shared/spec/FORMAT.md is not beside this clone")
def test_every_format_example_loads():
    examples = format_examples()
    assert examples
    for text in examples:
        m = loads(text, "FORMAT.md")
        assert m == loads(dumps(m))


def test_the_format_example_reads_as_written():
    m = loads("""hmeditor: 1
name: Open Terrain 2 - movement example
size: [16, 17]
conditions:
  weather: blizzard
  temperature: -15
hexes:
  "0708": light_woods +deep_snow +mud
  "0809": ultra_heavy_jungle +mud +deep_snow
  "1003": gravel_pile:2
  "1104": heavy_industrial:4 @1
  "1204": building:medium:3
  "0511": water:2 +rapids
accepted:
  - {rule: snow-on-magma, hexes: ["0915"]}
""")
    assert m.size == (16, 17) and m.condition("weather") == "blizzard" and m.condition("temperature") == -15
    assert m.condition("wind") == "calm"
    assert m.cell(*m.parse_hex_id("0708")) == parse_cell("light_woods +mud +deep_snow")
    assert m.cell(*m.parse_hex_id("1104")).level == 1
    assert m.cell(*m.parse_hex_id("1204")).params == ("medium", 3, None)
    assert m.cell(*m.parse_hex_id("0511")).param("depth") == 2
    assert m.accepted == [AcceptedFinding("snow-on-magma", ("0915",))]


def test_written_file_is_readable_by_a_person(tmp_path):
    m = HexMap(16, 17, "Test sheet")
    edits.set_cells(m, {(6, 7): parse_cell("light_woods +deep_snow +mud"),
                        (0, 0): parse_cell("water:2 @-1")}).apply(m)
    m.conditions = {"weather": "blizzard"}
    m.extra_keys = {"author": "Someone", "notes": ["keep me"]}
    path = tmp_path / "x.hmap"
    write_map(m, path)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("hmeditor: 1\nname: Test sheet\nsize: [16, 17]\nconditions:\n  weather: blizzard\n")
    assert '  "0101": water:2 @-1\n  "0708": light_woods +mud +deep_snow\n' in text
    assert "author: Someone" in text
    assert read_map(path) == m


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(maps())
def test_save_then_load_gives_the_same_map(hex_map):
    assert loads(dumps(hex_map)) == hex_map


def test_wide_map_ids(tmp_path):
    m = HexMap(120, 80)
    edits.paint_base(m, [(119, 79), (0, 0)], "rough").apply(m)
    text = dumps(m)
    assert '"00101": rough' in text and '"12080": rough' in text
    assert loads(text) == m


@pytest.mark.parametrize("text, expected", [
    ("size: [16, 17]\nhexes:\n  \"0708\": light_woods\n  \"0809\": purple_woods\n",
     r"<t>:4: hex 0809: unknown base terrain 'purple_woods'"),
    ("size: [16, 17]\nhexes:\n  \"1818\": rough\n", r"<t>:3: hex 1818: hex 1818 is off the 16 x 17 map"),
    ("size: [16, 17]\nhexes:\n  0101: rough\n", r"<t>:3: hex id 0101 must be quoted"),
    ("size: [16, 17]\nhexes:\n  \"0101\": rough sand\n",
     r"<t>:3: hex 0101: two base terrains in one hex: .rough. and .sand."),
    ("size: [16, 17]\nhexes:\n  \"0101\": water:-1\n", r"depth must be between 0 and 10000, not -1"),
    ("size: [16, 17]\nhexes:\n  \"0101\": rough @1.25\n", r"whole or half number"),
    ("size: [16, 17]\nhexes:\n  \"0101\": rough +mud +mud\n", r"'mud' appears twice"),
    ("size: [16, 17]\nhexes:\n  \"0101\": building:castle\n", r"type must be one of light, medium"),
    ("size: [16, 17]\nhexes:\n  \"0101\": mud\n", r"it is a modification: write \+mud"),
    ("hmeditor: 7\nsize: [16, 17]\n", r"<t>:1: format version 7 is newer"),
    ("hmeditor: one\nsize: [16, 17]\n", r"unknown format version"),
    ("size: [16]\n", r"<t>:1: size must be \[columns, rows\]"),
    ("name: x\n", r"the map has no size"),
    ("size: [4, 4]\nconditions:\n  weather: sunny\n", r"<t>:3: weather must be one of"),
    ("size: [4, 4]\nconditions:\n  mood: grim\n", r"<t>:3: unknown condition 'mood'"),
    ("size: [4, 4]\nconditions:\n  temperature: 500\n", r"temperature must be between -200 and 200"),
    ("size: [4, 4]\nhexes: [1, 2]\n", r"hexes must be a mapping"),
    ("size: [4, 4]\naccepted:\n  - {hexes: [\"0101\"]}\n", r"<t>:3: each accepted finding needs a rule"),
    ("size: [4, 4]\nhexes:\n  \"0101\": rough\n    bad: indent\n", r"<t>:\d+: not valid YAML"),
    ("- just\n- a list\n", r"not a map file"),
    ("size: [4, 4]\nhexes:\n  \"0101\": !!python/object:os.system echo\n", r"not valid YAML"),
])
def test_bad_files_are_refused_with_file_line_and_hex(text, expected):
    with pytest.raises(MapFileError) as info:
        loads(text, "<t>")
    assert re.search(expected, str(info.value)), str(info.value)


def test_unreadable_and_non_utf8_files(tmp_path):
    with pytest.raises(MapFileError, match="cannot read the file"):
        read_map(tmp_path / "missing.hmap")
    bad = tmp_path / "latin1.hmap"
    bad.write_bytes(b"size: [4, 4]\nname: caf\xe9\n")
    with pytest.raises(MapFileError, match=r"latin1.hmap:2: the file is not UTF-8"):
        read_map(bad)
    with pytest.raises(MapFileError, match="unknown file type '.txt'"):
        read_map(tmp_path / "x.txt")


VALID = (MAPS / "open-terrain-2-movement-example.hmap").read_text(encoding="utf-8")


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_broken_files_load_or_are_refused_never_crash(data):
    text = VALID
    for _ in range(data.draw(st.integers(1, 4))):
        pos = data.draw(st.integers(0, len(text)))
        action = data.draw(st.sampled_from(["delete", "insert", "replace"]))
        junk = data.draw(st.text(min_size=1, max_size=6))
        if action == "delete":
            text = text[:pos] + text[pos + len(junk):]
        elif action == "insert":
            text = text[:pos] + junk + text[pos:]
        else:
            text = text[:pos] + junk + text[pos + len(junk):]
    try:
        loads(text, "fuzz.hmap")
    except MapFileError as e:
        assert str(e).startswith("fuzz.hmap")


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_any_text_loads_or_is_refused(text):
    try:
        loads(text, "any.hmap")
    except MapFileError:
        pass


def test_failed_save_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "keep.hmap"
    path.write_text(VALID, encoding="utf-8")
    m = loads(VALID)
    import hmeditor.core.files as atomic

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(atomic.os, "fsync", broken_fsync)
    with pytest.raises(MapFileError, match="cannot save: No space left"):
        write_map(m, path)
    assert path.read_text(encoding="utf-8") == VALID
    assert [p.name for p in tmp_path.iterdir()] == ["keep.hmap"]


def test_sample_maps_load():
    for path in MAPS.glob("*.hmap"):
        assert read_map(path).size == (16, 17)


def entries(section) -> list[tuple[str, str]]:
    """(id, text) of each hex line of a section read without YAML: as lists, or as arrays (`_Written`)."""
    if isinstance(section, tuple):
        return list(zip(*section))
    return [(section.id_at(k), section.texts[code]) for k, code in enumerate(section.codes.tolist())]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(maps())
def test_fast_hexes_reader_agrees_with_yaml(hex_map):
    import yaml

    from hmeditor.core.io.hmap import _split_hexes
    text = dumps(hex_map)
    rest, fast, _line = _split_hexes(text)
    full = yaml.safe_load(text)
    if fast is None:   # an empty map writes "hexes: {}", which YAML reads
        assert full["hexes"] == {}
        return
    assert dict(entries(fast)) == full["hexes"] and len(entries(fast)) == len(full["hexes"])
    assert yaml.safe_load(rest)["hexes"] == {}
    assert rest.count("\n") == text.count("\n")   # line numbers in messages stay right


def test_a_written_hexes_section_is_read_as_bytes():
    from hmeditor.core.io.hmap import _matched_section, _written_section
    m = HexMap(120, 5)
    edits.paint_base(m, [(c, r) for c in range(120) for r in range(5) if (c + r) % 3], "light_woods").apply(m)
    section = dumps(m).split("hexes:\n", 1)[1]
    assert _written_section(section) is not None
    assert entries(_written_section(section)) == entries(_matched_section(section)) != []


# Hexes sections mostly as this program writes them, with what else a hand may write: other indents,
# separators and ids, blanks, comments, tabs, quotes, non-ASCII, CR, blank lines.
def _hex_lines(indents, ids, colons, words, ends):
    line = st.tuples(st.sampled_from(indents), st.sampled_from(ids), st.sampled_from(colons),
                     st.lists(st.sampled_from(words), min_size=1, max_size=3).map("".join), st.sampled_from(ends))
    return line.map(lambda p: f'{p[0]}"{p[1]}"{p[2]}{p[3]}{p[4]}')


_HEX_LINES = st.lists(st.one_of(
    _hex_lines(["  "], ["0101", "0317"], [": "], ["light_woods", "water:2", " +mud", " @-1", "_", "a:", "b@-"], ["\n"]),
    _hex_lines(["  ", "   ", " ", "\t", ""], ["0101", "010", "01a1", ""], [": ", ":  ", ":\t", ":", " : "],
               ["rough", " +mud", " ", "\t", " # note", "#", '"', "\xe9", "A", "\r", "0", "-", " @1"],
               ["\n", "\n\n", "\r\n", ""])), min_size=1, max_size=6).map("".join)


@settings(max_examples=500, deadline=None)
@given(_HEX_LINES)
def test_the_byte_reader_of_hexes_sections_reads_what_the_pattern_reads(section):
    from hmeditor.core.io.hmap import _matched_section, _written_section
    fast = _written_section(section)
    assert fast is None or entries(fast) == entries(_matched_section(section))


@settings(max_examples=300, deadline=None)
@given(_HEX_LINES)
def test_the_end_of_the_hexes_section_is_found_as_the_pattern_finds_it(lines):
    from hmeditor.core.io.hmap import _SECTION_END, _section_end
    for text in ("hexes:\n" + lines, "hexes:\n" + lines + "name: x\n", "hexes:\n" + lines + "#\xe9\nx: \xe9"):
        found = _SECTION_END.search(text, 7)
        assert _section_end(text, 7) == (found.start() if found else len(text))


def test_hand_written_hexes_in_other_styles_still_load():
    text = 'size: [4, 4]\nhexes: {"0101": rough, "0202": water:2}\n'
    assert loads(text).cell(1, 1).param("depth") == 2
    text = 'size: [4, 4]\nhexes:\n  "0101": rough   # a comment\n\n  # another\n  \'0202\': sand\nname: x\n'
    m = loads(text)
    assert m.cell(0, 0).base == "rough" and m.cell(1, 1).base == "sand" and m.name == "x"


def test_the_fast_hexes_reader_reads_what_yaml_reads_and_leaves_the_rest_to_it():
    lines = 'size: [4, 4]\nhexes:\n  "0101": rough   # a comment\n\n  # another\n# at the margin\n  "0202": sand\n'
    m = loads(lines + "name: x\n")
    assert m.cell(0, 0).base == "rough" and m.cell(1, 1).base == "sand" and m.name == "x"
    with pytest.raises(MapFileError, match="'0101' is given twice") as e:      # YAML says where
        loads(lines + '  "0101": water\n')
    assert e.value.line == 8
    with pytest.raises(MapFileError, match="off the 4 x 4 map") as e:
        loads(lines + '  "0505": water\n')
    assert e.value.line == 8
    with pytest.raises(MapFileError, match="not valid YAML") as e:            # another indent: YAML judges it
        loads('size: [4, 4]\nhexes:\n  "0101": rough\n   "0202": sand\n')
    assert e.value.line == 4


@pytest.mark.parametrize("name", ["\xa0", " padded ", "Ünïcode: #1", "line\nbreak", "yes", "0101", ""])
def test_awkward_names_round_trip(name):
    m = HexMap(2, 2, name)
    assert loads(dumps(m)).name == name


@pytest.mark.parametrize("value", ["[water]", "5", "true", "yes", "off", "{water: 1}", "1.5"])
@pytest.mark.parametrize("style", ["block", "flow"])
def test_a_hex_value_that_is_not_text_is_refused_with_its_line_and_hex(value, style):
    text = ('size: [3, 3]\nhexes:\n  "0102": rough\n  "0101": {}\n' if style == "block" else
            'size: [3, 3]\nhexes: {{"0102": rough,\n  "0101": {}}}\n').format(value)
    line = 4 if style == "block" else 3
    with pytest.raises(MapFileError, match=rf"^<t>:{line}: hex 0101: a hex value must be text like 'light_woods "):
        loads(text, "<t>")


@pytest.mark.parametrize("hexes", ['hexes:\n  "0101": null\n', 'hexes: {"0101": null}\n', 'hexes:\n  "0101": ~\n',
                                   'hexes: {"0101": ~}\n', 'hexes:\n  "0101":\n', 'hexes: {"0101": }\n'])
def test_a_hex_with_no_value_is_clear_ground_in_every_style(hexes):
    assert loads("size: [3, 3]\n" + hexes).cell(0, 0).base == "clear"


def test_hexes_indented_by_tabs_are_refused_as_yaml_refuses_them():
    with pytest.raises(MapFileError, match=r"^<t>:3: not valid YAML"):
        loads('size: [3, 3]\nhexes:\n\t"0101": water\n', "<t>")


def test_a_crlf_map_with_a_comment_on_its_hexes_line_and_a_blank_line_loads():
    m = loads('size: [3, 3]\r\nhexes: # the hexes\r\n\r\n  "0101": water\r\n  "0203": rough # c\r\n')
    assert (m.cell(0, 0).base, m.cell(1, 2).base) == ("water", "rough")


def test_a_quoted_text_holding_a_hexes_line_is_not_taken_for_the_hexes():
    m = loads("size: [3, 3]\nname: 'x\nhexes:\n  \"0101\": water\n'\nhexes:\n  \"0102\": rough\n")
    assert m.name == 'x hexes: "0101": water ' and (m.cell(0, 0).base, m.cell(0, 1).base) == ("clear", "rough")
