"""Fuzz tests, one per loader: generated files (built from the formats' own words, extreme numbers and
junk) either load or are refused with a short one-line MapFileError naming the file; nothing else is
raised. What loads is written back, and what is written reads back the same (the writer never writes
what the loader refuses). The rules files' fuzz tests are each system's test_rules_fuzz.py.

`make test` runs a few hundred cases per loader; `make fuzz` sets HMEDITOR_FUZZ_EXAMPLES for a long
run, with a deadline per case so that a hang fails too.
"""

import os
import re
from pathlib import Path
from unittest import mock

import yaml
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from hmeditor.core.cell import format_cell, parse_cell
from hmeditor.core.errors import MapFileError
from hmeditor.core.io import board, hmap
from hmeditor.core.io.board import MEGAMEK_NAMES
from hmeditor.core.io.megamek.scenario import scenario_conditions, scenario_text
from hmeditor.core.systems import PACKAGES, get_system
from hmeditor.core.vocabulary import BASE_TERRAINS, CONDITIONS, MODIFICATIONS

from .strategies import maps
from .test_board import megamek_view

EXAMPLES = int(os.environ.get("HMEDITOR_FUZZ_EXAMPLES", "0"))
fuzz = settings(max_examples=EXAMPLES or 200, deadline=5000 if EXAMPLES else None, database=None,
                suppress_health_check=list(HealthCheck))

ODD = ["2.25", "99999", "10000", "10001", "-10001", "16777217", "2147483647", "2147483648",
                               "1e39", "-1e39", "nan", "inf", ".inf", "0x10", "1_0", "٣", "", " 1",
                               "00000000000000000000001", "-0", "+3"]
SMALL = [str(i) for i in range(-3, 13)]
NUMBERS = st.sampled_from(SMALL * 2 + ["0.5", "1.5"] + ODD)         # sampled uniformly: mostly plain
JUNK = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=8)
WORDS = st.sampled_from([t.name for t in BASE_TERRAINS] + ["+" + m.name for m in MODIFICATIONS]
                        + ["@1", "@-2", "@1.5", "@99999", "clear", "+", "@", ":", "building:light"])


@st.composite
def hex_values(draw):
    words = []
    for word in draw(st.lists(WORDS, max_size=4)):
        params = draw(st.lists(NUMBERS | st.sampled_from(["light", "hardened", "castle"]), max_size=3))
        words.append(":".join([word, *params]) if draw(st.booleans()) else word)
    text = " ".join(words)
    return draw(st.sampled_from([text] * 6 + [text + draw(JUNK), None, 5, [1]]))


HEX_IDS = st.one_of(*[st.builds("{:02d}{:02d}".format, st.integers(1, 3), st.integers(1, 3))] * 4, st.sampled_from(
    ["0101", " 0101", "0101 ", "1005", "١٠١٠", "０１０１", "00101", "9999", "0000", "1617"]), JUNK,
    st.integers(-1, 10000))
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-2**40, 2**40), st.floats(), JUNK)
DATA = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(JUNK, inner, max_size=3),
                    max_leaves=12)
BLOCK_KEYS = ("line_end", "header", "options", "tags", "descriptions", "lines", "notes", "theme", "themes",
              "terrain", "base_conflicts", "other")
BOARD_LINES = st.sampled_from(["# c", "", "size 3 3", "end", 'hex 0101 0 "" ""', 'tag "t"', "option x y",
                               'note 0101 "n"', "foo 1", 'description "d"', "lf", "crlf", "woods:1",
                               "water:2147483647", "light_woods", "pavement", "bad \"quote"])


@st.composite
def megamek_blocks(draw):
    block = {}
    for key in draw(st.lists(st.sampled_from(BLOCK_KEYS), max_size=4, unique=True)):
        block[key] = draw(st.one_of(
            DATA, st.lists(BOARD_LINES | JUNK, max_size=3), st.dictionaries(HEX_IDS, BOARD_LINES | DATA, max_size=3),
            st.lists(st.lists(BOARD_LINES | JUNK, min_size=2, max_size=2), max_size=2), BOARD_LINES,
            st.dictionaries(HEX_IDS, st.lists(st.sampled_from(["water", "pavement", "light_woods"]), min_size=2,
                                              max_size=3), max_size=2)))
    return block


SETTINGS = st.sampled_from(sorted({key for p in PACKAGES for key in get_system(p).map_keys} | {"other"}))
SETTING_VALUES = st.sampled_from(["standard", "desert", 1.25, 0.1, 20, 1000, 3.175, 0, -1, 1e9, "", None, True,
                                  "x" * 101, [1], {"a": 1}, float("nan"), float("inf"), 10**30])


@st.composite
def systems_keys(draw):
    """A map's `systems:` key: known and unknown systems, their settings and others, good and bad."""
    entries = st.dictionaries(SETTINGS, SETTING_VALUES, max_size=3) | SCALARS | DATA
    return draw(st.dictionaries(st.sampled_from([*PACKAGES, "chess"]), entries, max_size=3) | DATA)


@st.composite
def hmap_documents(draw):
    doc = {}
    if not draw(st.integers(0, 9)):
        doc["size"] = draw(st.sampled_from([[16, 17], [2, 2], [1, 1], [120, 3]]) | st.lists(
            st.sampled_from([0, 1, 3, 10000, 10001, -1, 2**31, 1e39, "16", None, True]), max_size=3))
    for key in draw(st.lists(st.sampled_from(["hmeditor", "name", "conditions", "accepted", "megamek", "extra",
                                              "systems", "systems"]), unique=True)):
        doc[key] = draw({
            "hmeditor": st.sampled_from([1, 0, 2, "1", None, 1.0]),
            "name": JUNK | SCALARS,
            "conditions": st.dictionaries(st.sampled_from([c.key for c in CONDITIONS] + ["mood"]),
                                          SCALARS | st.sampled_from(["blizzard", "heavy", "vacuum"]), max_size=3),
            "accepted": DATA | st.lists(st.fixed_dictionaries(
                {"rule": JUNK | SCALARS, "hexes": st.lists(HEX_IDS, max_size=2)}), max_size=2),
            "megamek": megamek_blocks() | megamek_blocks() | DATA,
            "systems": systems_keys(),
            "extra": DATA}[key])
    doc["hexes"] = draw(st.dictionaries(HEX_IDS, hex_values(), max_size=6))
    doc.setdefault("size", [3, 3])
    text = yaml.dump(doc, Dumper=yaml.SafeDumper, allow_unicode=True, sort_keys=False,
                     default_flow_style=draw(st.sampled_from([False, None])))
    if draw(st.integers(0, 5)) == 0:            # and now and then a hand edit gone wrong
        pos = draw(st.integers(0, len(text)))
        text = text[:pos] + draw(JUNK | st.sampled_from(["\n", "  ", '"', "&a ", "*a", "\n  \"0101\": rough", "\t",
                                                         "\r\n", "'", "yes", "null", "[", ": ", " #", "190:20:30",
                                                         "1" * 5000, "\nhexes:\n"])) + \
            text[pos + draw(st.integers(0, 3)):]
    return text


def loaded_or_refused(load, text: str, source: str):
    """What `load` gives, or None when it refused the text with a message naming the source."""
    try:
        result = load(text, source)
    except MapFileError as e:
        assert str(e).startswith(source) and "\n" not in str(e) and len(str(e)) < 500, str(e)[:600]
        event("refused")
        return None
    event("loaded")
    return result


def reads_back(hex_map):
    """What loaded is written, and reads back the same, as .hmap and (its megamek block) as a board."""
    text = hmap.dumps(hex_map)
    back = hmap.loads(text, "back.hmap")
    assert back == hex_map and back.header == hex_map.header
    board_text = board.dumps(hex_map)[0]
    again = board.loads(board_text, "back.board")[0]
    assert megamek_view(board.dumps(again)[0]) == megamek_view(board_text)


@fuzz
@given(hmap_documents())
@example("megamek:\n  themes:\n    '0101': '# c'\nhexes: {}\nsize:\n- 3\n- 3\n")     # a '#' in a quoted theme
def test_fuzz_hmap_loader(text):
    hex_map = loaded_or_refused(hmap.loads, text, "fuzz.hmap")
    if hex_map is not None:
        reads_back(hex_map)
        assert _read_by_yaml_alone(text) == hex_map


def _read_by_yaml_alone(text: str) -> object:
    """The map (or the refusal) with the hexes section read by YAML, not the fast reader."""
    with mock.patch.object(hmap, "_HEXES_KEY", re.compile("(?!)")):
        try:
            return hmap.loads(text, "fuzz.hmap")
        except MapFileError as e:
            return str(e)


HEADS = st.sampled_from([
    "size: [3, 3]\n", "size: [3, 3]\r\n", "size: [3, 3]\nname: 'x\nhexes:\n  \"0101\": water\n'\n",
    "size: [3, 3]\nname: \"x\nhexes:\n\"\n", "size: [3, 3]\nnotes: |\n  hexes:\n", "{size: [3, 3],\n",
    "size: [3, 3]\nconditions: {weather: blizzard,\n", "size: [3, 3]\nname: &n water\n", "---\nsize: [3, 3]\n"])
HEXES_KEYS = st.sampled_from(["hexes:\n", "hexes: # c\n", "hexes:\t\n", "hexes: # c\r\n", "hexes:#c\n", "hexes:  \n",
                              "\"hexes\":\n", "hexes: \t# c\n"])
HEX_TEXTS = st.sampled_from(["water", "rough", "yes", "null", "true", "no", "off", "5", "[water]", "*n", "&w water",
                             "water: 2", "a:", "water:2", "light_woods +mud", "'rough'", "~", "", "rough\t",
                             "rough # c", "building:2:heavy", "water:1 +ice @-1"])
HEX_LINES = st.lists(st.one_of(
    st.builds('{}"{}":{}{}{}'.format, st.sampled_from(["  ", "  ", "\t", " \t", "   "]),
              st.sampled_from(["0101", "0102", "0203", "0303"]), st.sampled_from([" ", " ", "\t", "  "]), HEX_TEXTS,
              st.sampled_from(["\n", "\n", "\r\n", "\n\n", "\n\t\n", "\n  # c\n", "\n\t# c\n"])),
    st.sampled_from(["\n", "  # c\n", "# c\n", "\t\n"])), min_size=1, max_size=5).map("".join)
TAILS = st.sampled_from(["", "name: x\n", "}\n", "'\n", "hexes:\n  \"0303\": sand\n", "...\n", "---\nx: 1\n",
                         "notes: *n\n", "  \"0202\": sand\n"])


@fuzz
@given(HEADS, HEXES_KEYS, HEX_LINES, TAILS)
@example("size: [3, 3]\n", "hexes:\n", '  "0102": building:2:heavy\n  "0101": true\n', "")   # which refusal first
def test_fuzz_the_fast_hexes_reader_never_disagrees_with_yaml(head, key, lines, tail):
    """Whatever surrounds a hexes section, the map (or the refusal) is the one YAML alone gives."""
    text = head + key + lines + tail
    try:
        read = hmap.loads(text, "fuzz.hmap")
    except MapFileError as e:
        read = str(e)
    assert read == _read_by_yaml_alone(text)


BOARD_PATHS = st.sampled_from(["x.board", "boards/x y.board", "../a/'b'.board", "é.board", "a: b.board", "#.board",
                               "- x.board", "yes.board", "null"]) | JUNK


@fuzz
@given(maps(max_side=3), BOARD_PATHS)
def test_fuzz_scenario_writer(hex_map, board_path):
    """A MegaMek scenario (.mms) written for any map and board path reads back, by libyaml and by
    PyYAML's own reader alike, with the map's name, the board, the conditions in MegaMek's words and
    a player per deployment zone (two without)."""
    text, _notes = scenario_text(hex_map, board_path)
    zones = [zone.name for zone in hex_map.scenario.zones if zone.hexes]
    for loader in (yaml.CSafeLoader, yaml.SafeLoader):
        data = yaml.load(text, Loader=loader)
        assert data["MMSVersion"] == 2 and data["map"] == board_path
        assert [f["name"] for f in data["factions"]] == (zones or ["Player 1", "Player 2"])
        assert data["name"] == (hex_map.name or Path(board_path).stem)
        assert data["planetaryconditions"] == scenario_conditions(hex_map)[0]


TOKEN_KEYS = st.sampled_from(sorted(MEGAMEK_NAMES) * 5 + ["odd_key", "Bad-Key", ""])
LEVELS = st.sampled_from(SMALL * 15 + ODD)


@st.composite
def board_texts(draw):
    w, h = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    size = draw(st.sampled_from([f"size {w} {h}"] * 40 + ["size 0 1", "size 10000 10000", "size 1", "size x y"]))
    lines = draw(st.lists(BOARD_LINES | JUNK.map(lambda t: f'tag "{t}"'), max_size=2))
    lines.insert(draw(st.integers(0, len(lines))), size)
    for _ in range(w * h + draw(st.sampled_from([0] * 20 + [-1, 1]))):
        tokens = [f"{draw(TOKEN_KEYS)}:{draw(LEVELS)}" + draw(st.sampled_from([""] * 4 + [":0", ":63", ":x"]))
                  for _ in range(draw(st.integers(0, 3)))]
        level = draw(LEVELS)
        theme = draw(st.sampled_from(["", "snow"] * 20 + ['a"b', "\x1b[2J", "x y"]))
        hex_id = draw(st.sampled_from(["0101"] * 20 + ["", " ", "١٠١٠", "x"]))
        lines.append(f'hex {hex_id} {level} "{";".join(tokens)}" "{theme}"'
                     + draw(st.sampled_from([""] * 10 + [" ", "\r", " # c"])))
    lines.append(draw(st.sampled_from(["end"] * 10 + ["", "end\nsize 1 1"])))
    return draw(st.sampled_from(["\n", "\r\n"])).join(lines)


@fuzz
@given(board_texts())
def test_fuzz_board_loader(text):
    loaded = loaded_or_refused(board.loads, text, "fuzz.board")
    if loaded is None:
        return
    hex_map = loaded[0]
    reads_back(hex_map)
    again = board.loads(board.dumps(hmap.loads(hmap.dumps(hex_map)))[0])[0]
    assert megamek_view(board.dumps(again)[0]) == megamek_view(board.dumps(hex_map)[0])


@fuzz
@given(st.one_of(hex_values().filter(lambda v: isinstance(v, str)), JUNK))
def test_fuzz_hex_value_parser(text):
    try:
        cell = parse_cell(text)
    except ValueError:
        event("refused")
        return
    event("parsed")
    assert parse_cell(format_cell(cell)) == cell
