"""The board reader reads every board to the same map, block and notes as the reader before it
(the line-by-line one of commit db3f3a9): the expected digests in read_digests.json were recorded
with that reader, for the real corpus and for generated boards with every kind of line a hand or
another tool may write. A change of what a board reads to fails here; record new digests only for
a change meant (`python tests/core/megamek/test_reading_kept.py` prints them)."""

import hashlib
import json
import random
from pathlib import Path

import pytest

from hmeditor.core.errors import MapFileError
from hmeditor.core.io.megamek.reader import load_board, loads

from ...conftest import SHARED

DIGESTS = Path(__file__).with_name("read_digests.json")
CORPUS = sorted((SHARED / "corpus" / "megamek").glob("*.board"))

TOKENS = ("woods:1", "woods:2", "foliage_elev:2", "foliage_elev:1", "jungle:2", "water:1", "water:3", "rough:1",
          "pavement:1", "road:1", "road:1:9", "building:2:0", "building:2:18", "building:1:63", "bldg_cf:40",
          "bldg_elev:2", "bldg_class:1", "bridge:1:9", "bridge_cf:40", "bridge_elev:1", "swamp:1", "snow:2",
          "mud:1", "fluff:3", "laser_fence:2", "rubble:1", "ice:1", "heavy_industrial:2", "rapids:1")


def digest(hex_map, notes: list[str]) -> str:
    """What a board reads to, in one hash: the per-hex arrays, the block and everything else kept, the notes."""
    h = hashlib.sha256()
    for array in (hex_map.base, hex_map.params, hex_map.mods, hex_map.level):
        h.update(array.tobytes())
    h.update(repr((hex_map.size, hex_map.name, sorted(hex_map.mod_params.items()), hex_map.conditions,
                   hex_map.header, hex_map.extra_keys, notes)).encode())
    return h.hexdigest()


# How a hex line is written (by a draw from 0 to 1: up to the first number, the first lines), mostly
# as MegaMek writes it; {blank} stands for a blank or comment line before it.
LINE_FORMS = ((0.02, "hex {id} {level}"), (0.03, "hex {id}"), (0.05, 'hex {id} {level} "{terrain}" "{theme}" # note'),
              (0.06, 'hex\t{id}  {level} "{terrain}"\t"{theme}"  '), (0.07, 'hex {id} +{up} "{terrain}" "{theme}"'),
              (0.08, 'hex {id} 00{up} "{terrain}"'), (0.09, '{blank}\nhex {id} {level} "{terrain}" "{theme}"'),
              (0.10, 'hex {unpadded} {level} "{terrain}" "{theme}"'), (1.0, 'hex {id} {level} "{terrain}" "{theme}"'))


def generated_board(width: int, height: int, seed: int, eol: str = "\n") -> str:
    """A board mostly as MegaMek writes it, with comment, blank, option and tag lines, hex lines cut
    short, commented, spaced, numbered out of place or without zero padding, with other levels and themes,
    the last few missing."""
    rng = random.Random(seed)
    lines = ["# made by hand", "", f"size {width} {height}", "option exit_roads_to_pavement false", 'tag "x y"']
    for row in range(height):
        for col in range(width):
            terrain = ";".join(rng.sample(TOKENS, rng.choice((0, 1, 1, 2, 2, 3, 4))))
            hex_id = f"{col + 1:02d}{row + 1:02d}" if rng.random() > 0.02 else f"{rng.randrange(1, 99):02d}07"
            level, theme = rng.choice((-3, -1, 0, 0, 0, 1, 2, 5, 9)), rng.choice(("",) * 20 + ("grass", "snow"))
            draw = rng.random()
            form = next(form for below, form in LINE_FORMS if draw < below)
            blank = rng.choice(("", "# a comment", "   ")) if "{blank}" in form else ""
            lines += form.format(id=hex_id, level=level, up=abs(level), terrain=terrain, theme=theme, blank=blank,
                                 unpadded=f"{col + 1}{row + 1:02d}").split("\n")
    return eol.join(lines[:-rng.randrange(1, 5)] + ["end"]) + eol


GENERATED = {"generated 31x27": (31, 27, 1, "\n"), "generated 31x27 crlf": (31, 27, 2, "\r\n"),
             "generated 105x4": (105, 4, 3, "\n"), "generated 7x150": (7, 150, 4, "\r\n")}


def read_digest(name: str) -> str:
    if name in GENERATED:
        width, height, seed, eol = GENERATED[name]
        return digest(*loads(generated_board(width, height, seed, eol), f"{name}.board"))
    hex_map, notes = load_board(SHARED / "corpus" / "megamek" / name)
    return digest(hex_map, [note.replace(str(SHARED), "SHARED") for note in notes])


@pytest.mark.parametrize("name", [*GENERATED, *(p.name for p in CORPUS)])
def test_a_board_reads_as_it_did(name):
    assert read_digest(name) == json.loads(DIGESTS.read_text())[name], f"{name} reads to another map or notes"


def test_every_board_has_its_digest():
    assert set(json.loads(DIGESTS.read_text())) >= {*GENERATED, *(p.name for p in CORPUS)}


# ---- bad boards: the same message, naming the same line, as before ---------------------------

WOODS = 'hex 0101 0 "woods:1" ""'


def three_hexes(*rows: str, size: str = "size 3 1") -> str:
    return "\n".join([size, *rows, "end"]) + "\n"


@pytest.mark.parametrize("text, line, message", [
    (three_hexes(WOODS, 'hex 0201 0 "woods:1', 'hex 0301 0 "" ""'), 3, "a double quote is not closed"),
    (three_hexes(WOODS, 'hex 0201 0 "woods:1" "', 'hex 0301 0 "" ""'), 3, "a double quote is not closed"),
    (three_hexes(WOODS, 'hex 0201 1.5 "" ""', 'hex 0301 0 "" ""'), 3,
     "hex 0201: the level must be a whole number, not '1.5'"),
    (three_hexes(WOODS, 'hex 0201 --1 "" ""', 'hex 0301 0 "" ""'), 3,
     "hex 0201: the level must be a whole number, not '--1'"),
    (three_hexes(WOODS, 'hex 0201 123456789012 "" ""', 'hex 0301 0 "" ""'), 3,
     "hex 0201: level must be a finite number, not inf"),
    (three_hexes(WOODS, 'hex 0201 0 "" ""', 'hex 0301 100000 "" ""'), 4,
     "hex 0301: level must be between -10000 and 10000, not 100000"),
    (three_hexes(WOODS, "# comment", 'hex 0201 0 "" ""', 'hex 0301 -99999 "" ""'), 5,
     "hex 0301: level must be between -10000 and 10000, not -99999"),
    (three_hexes('hex 0101 99999 "" ""', 'hex 0201 88888 "" ""', WOODS), 2,
     "hex 0101: level must be between -10000 and 10000, not 99999"),
    (three_hexes(WOODS, 'hex 0201 99999 "" ""', 'hex 0301 0 "x'), 3,
     "hex 0201: level must be between -10000 and 10000, not 99999"),
    (three_hexes(WOODS, 'hex 0201 0 "x', 'hex 0301 99999 "" ""'), 3, "a double quote is not closed"),
    (three_hexes('hex 0101 0 "woods:x" ""', 'hex 0201 99999 "" ""', WOODS), 3,
     "hex 0201: level must be between -10000 and 10000, not 99999"),
    (three_hexes(WOODS, 'hex 0201 0 "woods:123456789012" ""', 'hex 0301 0 "" ""'), 3,
     "hex 0201: terrain 'woods:123456789012': level and exits must be whole numbers"),
    (three_hexes(WOODS, 'hex 0201 0 "woods:2147483648" ""', 'hex 0301 0 "" ""'), 3,
     "hex 0201: terrain 'woods:2147483648': level and exits must be whole numbers"),
    (three_hexes(WOODS, 'hex 0201 0 "woods" ""', 'hex 0301 0 "" ""'), 3,
     "hex 0201: terrain 'woods' is not key:level or key:level:exits"),
    (three_hexes(WOODS, WOODS, WOODS, WOODS), 5, "more hex lines than a 3 x 1 board holds"),
    (three_hexes(WOODS, WOODS, WOODS, "hex 0401 0"), 5, "more hex lines than a 3 x 1 board holds"),
    (three_hexes(WOODS, "size 3 1", WOODS, WOODS), 3, "a second 'size' line"),
    ('hex 0101 0 "" ""\nsize 1 1\nend\n', 1, "a 'hex' line before the 'size' line"),
])
def test_a_bad_board_is_refused_as_it_was(text, line, message):
    with pytest.raises(MapFileError) as info:
        loads(text, "bad.board")
    assert (info.value.line, str(info.value)) == (line, f"bad.board:{line}: {message}")


@pytest.mark.parametrize("text, notes", [
    (three_hexes(WOODS, 'hex 0201 0 "" ""', "hex 03"),
     ["bad.board:4: hex 0301: the line says hex '03'; placed as 0301 by its order in the file"]),
    (three_hexes(WOODS, 'hex 0201 0 "" ""', size="size 3 2"),
     ["bad.board:4: 4 of 6 hex lines are missing; the missing hexes are clear ground at level 0, as MegaMek "
      "reads them"]),
])
def test_a_short_board_reads_with_the_notes_it_had(text, notes):
    assert loads(text, "bad.board")[1] == notes


# ---- a board file is read as UTF-8 bytes, never made text: the same as its text --------------

@pytest.mark.parametrize("prefix", [b"", b"\xef\xbb\xbf"])
def test_a_board_file_reads_as_its_text(tmp_path, prefix):
    text = generated_board(9, 7, 5).replace("# made by hand", "# made by hand, \u00e9t\u00e9 \u2713")
    text = text.replace('"grass"', '"gr\u00e4s"')
    path = tmp_path / "x.board"
    path.write_bytes(prefix + text.encode())
    assert digest(*load_board(path)) == digest(*loads(text, str(path)))


def test_a_board_file_that_is_no_utf8_is_refused_with_its_line(tmp_path):
    path = tmp_path / "latin1.board"
    path.write_bytes(b'size 1 1\n# caf\xe9\nhex 0101 0 "" ""\nend\n')
    with pytest.raises(MapFileError) as info:
        load_board(path)
    assert str(info.value) == f"{path}:2: the file is not UTF-8 text"


if __name__ == "__main__":
    print(json.dumps({name: read_digest(name) for name in [*GENERATED, *(p.name for p in CORPUS)]}, indent=1))
