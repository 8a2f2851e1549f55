"""Reading a MegaMek .board (../shared/reference/board-format.md) into a map and its `megamek:`
block (block.py), with notes on what our model does not hold, one per hex.

Read as MegaMek reads it (MegaMek/megamek:megamek/src/megamek/common/board/Board.java load):
hexes are placed by file order and their ids only checked (a mismatch is a note); a hex line may
stop after its id or its level (`hex 0101 0`: a clear hex); hex lines missing at the end are clear
hexes at level 0 (a note says how many). Unknown keys are notes, not errors; what MegaMek itself
would refuse (validity.py: an incomplete building, an exit into another type of building) is a
note too, and `hmeditor check` reports it with a fix. Bad structure (no size, more hexes than the
size holds, broken quoting, a level that is no whole number) raises MapFileError with the line.

A hex's original terrain string is kept in the block only where writing the hex from the model
would not give it back exactly (exits set by hand, levels our names merge, companions, unknown
keys, token order): an unchanged board comes back byte for byte.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ...budget import MAX_SIDE, TooLarge, check_map_size
from ...cell import Cell
from ...errors import MapFileError
from ...model import CellBlock, HexMap, encode_cell
from ...vocabulary import MAX_BASE_PARAMS, check_level
from ..files import read_text
from .block import KEY, class_of, keep_line
from .tokens import _NUMBER, Reading, Token, parse_terrain, read_hex, split_line
from .validity import as_megamek_hex, board_refusals, hex_errors
from .writer import TERRAIN_KEY, board_terrain

# Each line of a board: a hex line as MegaMek writes it (its id, level, terrain and theme), or
# (empty fields) any other line, found for all lines at once.
_LINES = re.compile(r'^(?:hex (\d+) (-?\d+) "([^"\n]*)" "([^"\n]*)"\r*|.*)$', re.M)
MAX_PASSES = 4          # rounds of finding the hexes the writer cannot give back from the model alone


@dataclass
class _Hexes:
    """The hex lines read, column by column, in file order."""

    lines: list[int] = field(default_factory=list)
    ids: list[str] = field(default_factory=list)
    levels: list[int] = field(default_factory=list)
    terrains: list[str] = field(default_factory=list)
    themes: list[str] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.lines)

    def add(self, line: int, id_text: str, level: int, terrain: str, theme: str) -> None:
        for column, value in zip((self.lines, self.ids, self.levels, self.terrains, self.themes),
                                 (line, id_text, level, terrain, theme)):
            column.append(value)

    def add_run(self, lines, plain: list[tuple[str, str, str, str]], levels: list[int]) -> None:
        """Hex lines as MegaMek writes them (their numbers, fields and levels)."""
        self.lines += lines
        self.ids += [p[0] for p in plain]
        self.levels += levels
        self.terrains += [p[2] for p in plain]
        self.themes += [p[3] for p in plain]


def load_board(path: str | Path) -> tuple[HexMap, list[str]]:
    """Read a .board file: the map and notes on what our model does not hold (one per hex)."""
    return loads(read_text(path), str(path))


def read_board(path: str | Path) -> HexMap:
    return load_board(path)[0]


def loads(text: str, source: str = "<board>") -> tuple[HexMap, list[str]]:
    """Parse board text; raises MapFileError naming `source` and the line."""
    def fail(message: str, line: int | None = None, hex_id: str | None = None):
        raise MapFileError(source, message, line, hex_id)

    lines = text.split("\n")
    plain = _plain_lines(text, lines)
    not_plain = np.array([i for i, p in enumerate(plain) if not p[0]], np.int64)
    board: dict = {"line_end": "crlf" if lines[0].endswith("\r") else "lf"}
    size, hexes, header, last = None, _Hexes(), [], 0
    levels: dict[str, int] = {}         # level text -> level: each distinct text checked once
    index = 0
    while index < len(lines):
        number, line = index + 1, lines[index].rstrip("\r")
        if plain[index][0] and size is not None and len(hexes) < size[0] * size[1]:
            after = np.searchsorted(not_plain, index)
            end = int(not_plain[after]) if after < len(not_plain) else len(lines)
            end = min(end, index + size[0] * size[1] - len(hexes))      # lines beyond the size: refused below
            run = plain[index:end]
            hexes.add_run(range(number, end + 1), run,
                          _levels([p[1] for p in run], [p[0] for p in run], number, levels, fail))
            index, last = end, end
            continue
        index += 1
        fields = split_line(line)
        if fields is None:
            fail("a double quote is not closed", number)
        if not fields:
            if size is None and number < len(lines):
                header.append(line)
            continue
        last = number
        word = fields[0][0].lower()
        if word == "end":
            break
        if word == "size":
            if size is not None:
                fail("a second 'size' line", number)
            size = _size(fields, number, fail)
        elif word == "hex":
            if size is None:
                fail("a 'hex' line before the 'size' line", number)
            if len(hexes) == size[0] * size[1]:
                fail(f"more hex lines than a {size[0]} x {size[1]} board holds", number)
            hexes.add(*_hex(fields, number, fail, levels))
        else:
            keep_line(word, fields, line, board)
    if size is None:
        fail("no 'size W H' line: this is not a MegaMek board")
    notes = []
    missing = size[0] * size[1] - len(hexes)
    if missing:
        notes.append(f"{source}:{last}: {missing} of {size[0] * size[1]} hex lines are missing; the missing hexes "
                     f"are clear ground at level 0, as MegaMek reads them")
        hexes.add_run([last] * missing, [("", "", "", "")] * missing, [0] * missing)
    if header:
        board["header"] = header
    name = Path(source).stem if source != "<board>" else ""
    return _build(size, hexes, board, name, source, notes)


def _size(fields, number, fail) -> tuple[int, int]:
    try:
        if len(fields) != 3:
            raise ValueError
        if max(len(fields[1][0]), len(fields[2][0])) > 9:
            raise ValueError
        w, h = int(fields[1][0]), int(fields[2][0])
        if not (1 <= w <= MAX_SIDE and 1 <= h <= MAX_SIDE):
            raise ValueError
    except ValueError:
        fail(f"'size' needs width and height, each 1..{MAX_SIDE}: '{' '.join(f for f, _ in fields)}'", number)
    try:
        check_map_size(w, h)
    except TooLarge as e:
        fail(str(e), number)
    return w, h


def _plain_lines(text: str, lines: list[str]) -> list[tuple[str, str, str, str]]:
    """For each line, its fields if it is a hex line as MegaMek writes it, else empty ones."""
    plain = _LINES.findall(text)
    if len(plain) == len(lines):
        return plain
    return [_LINES.fullmatch(line).groups("") for line in lines]


def _levels(texts: list[str], ids: list[str], first_line: int, levels: dict[str, int], fail) -> list[int]:
    """The levels of a run of hex lines: each distinct text checked where it first stands."""
    for text in dict.fromkeys(texts):
        if text not in levels:
            at = texts.index(text)
            _level(text, levels, first_line + at, ids[at], fail)
    return [levels[t] for t in texts]


def _hex(fields, number, fail, levels: dict[str, int]) -> tuple[int, str, int, str, str]:
    """hex XXYY [LEVEL ["terrain" ["theme"]]]: MegaMek takes the level as 0 and the strings as
    empty where the line stops early."""
    id_text = fields[1][0] if len(fields) > 1 else ""
    if not 2 <= len(fields) <= 5:
        fail('a hex line is: hex XXYY LEVEL "terrain" "theme"', number, id_text or None)
    level = 0
    if len(fields) > 2:
        if fields[2][1]:
            fail(f"the level must be a whole number, not '\"{fields[2][0]}\"'", number, id_text)
        level = _level(fields[2][0], levels, number, id_text, fail)
    if not all(quoted for _, quoted in fields[3:]):
        fail("terrain and theme must be in double quotes", number, id_text)
    terrain, theme = (f for f, _ in (*fields[3:], ("", True), ("", True))[:2])
    return number, id_text, level, terrain, theme


def _level(text: str, levels: dict[str, int], number: int, id_text: str, fail) -> int:
    """A hex line's level, the same whichever way the line is written."""
    level = levels.get(text)
    if level is None:
        try:
            if not _NUMBER.fullmatch(text):
                raise ValueError(f"the level must be a whole number, not '{text}'")
            level = levels[text] = check_level(int(text) if len(text) < 12 else math.inf)
        except ValueError as e:
            fail(str(e), number, id_text)
    return level


def _build(size, hexes: _Hexes, board: dict, name: str, source: str,
           notes: list[str]) -> tuple[HexMap, list[str]]:
    """The map of the hexes read. Each distinct terrain string is read once (a kind); the per-hex
    arrays are the kinds' values spread over the hexes, and only hexes whose kind carries a note,
    a base conflict or a building class, or whose line names another hex, are visited one by one."""
    w, h = size
    hex_map = HexMap(w, h, name)
    kinds = {text: k for k, text in enumerate(dict.fromkeys(hexes.terrains))}
    codes = np.fromiter(map(kinds.__getitem__, hexes.terrains), np.int64, len(hexes))
    first = np.zeros(len(kinds), np.int64)
    first[codes[::-1]] = np.arange(len(hexes) - 1, -1, -1)          # each kind's first hex, in file order
    read = [_read(hexes, f, source) for f in first.tolist()]
    cells = [reading.cell for _tokens, reading, _refused in read]
    _write_hexes(hex_map, codes, cells, np.array(hexes.levels, np.float32))
    kind_classes = [class_of({t.key: t for t in tokens}) if reading.cell.base == "building" else 0
                    for tokens, reading, _refused in read]
    visited = np.array([bool(reading.notes or refused or reading.losers or klass)
                        for (_tokens, reading, refused), klass in zip(read, kind_classes)])
    conflicts, classes = {}, {}
    for flat in _visited(hex_map, hexes, codes, visited):
        _tokens, reading, refused = read[codes[flat]]
        row, col = divmod(flat, w)
        hex_id, expected, id_text = hex_map.hex_id(col, row), f"{col + 1:02d}{row + 1:02d}", hexes.ids[flat]
        hex_notes = reading.notes + refused
        if id_text and id_text != expected:
            hex_notes = [*hex_notes, f"the line says hex '{id_text}'; placed as {expected} by its order in the file"]
        if hex_notes:
            notes.append(f"{source}:{hexes.lines[flat]}: hex {hex_id}: " + "; ".join(hex_notes))
        if reading.losers:
            conflicts[hex_id] = [reading.cell.base, *reading.losers]
        if kind_classes[codes[flat]]:
            classes[hex_id] = kind_classes[codes[flat]]
    kind_tokens = [tokens for tokens, _reading, _refused in read]
    notes += [f"{source}: hex {hex_map.id_of_flat(r.flat)}: MegaMek refuses it: " + " ".join(r.messages)
              for r in board_refusals(w, h, [kind_tokens[k] for k in codes.tolist()], hex_level=False)]
    themes = Counter(hexes.themes)
    board["theme"] = themes.most_common(1)[0][0]
    if conflicts:
        board["base_conflicts"] = conflicts
    if classes:
        board["classes"] = classes
    board["themes"] = {hex_map.id_of_flat(flat): theme for flat, theme in enumerate(hexes.themes)
                       if theme != board["theme"]}
    board["terrain"] = {}
    hex_map.extra_keys[KEY] = board
    _keep_originals(hex_map, hexes, board["terrain"])
    for key in ("themes", "terrain"):
        if not board[key]:
            del board[key]
    if not board["theme"]:
        del board["theme"]
    return hex_map, notes


def _write_hexes(hex_map: HexMap, codes: np.ndarray, cells: list[Cell], levels: np.ndarray) -> None:
    """Each hex the cell of its kind, at its own level (checked as it was read)."""
    encoded = [encode_cell(cell) for cell in cells]
    base, params, bits = (np.array([e[k] for e in encoded]) for k in range(3))
    block = CellBlock(np.arange(len(codes)), base.astype(np.uint8)[codes],
                      params.astype(np.float32).reshape(-1, MAX_BASE_PARAMS)[codes], bits.astype(np.uint32)[codes],
                      levels)
    with_params = [k for k, e in enumerate(encoded) if e[4]]
    for flat in np.flatnonzero(np.isin(codes, with_params)).tolist():
        for m, stored in encoded[codes[flat]][4].items():
            block.mod_params[(flat, m)] = stored
    hex_map.write_block(block)


def _visited(hex_map: HexMap, hexes: _Hexes, codes: np.ndarray, kinds: np.ndarray) -> list[int]:
    """The flat indices of the hexes of the `kinds` marked, and of those whose line gives another
    hex id than its place in the file (MegaMek's numbering), in order."""
    w, h = hex_map.size
    col_parts, row_parts = [f"{c + 1:02d}" for c in range(w)], [f"{r + 1:02d}" for r in range(h)]
    ids = hexes.ids
    placed = [c + r for r in row_parts for c in col_parts]
    if "\n".join(ids) == "\n".join(placed):
        return np.flatnonzero(kinds[codes]).tolist()
    other = np.fromiter((i != p and bool(i) for i, p in zip(ids, placed)), bool, len(ids))
    return np.flatnonzero(kinds[codes] | other).tolist()


def _read(hexes: _Hexes, flat: int, source: str) -> tuple[list[Token], Reading, list[str]]:
    """The tokens of a hex's terrain string, its reading and what MegaMek would refuse in it."""
    try:
        tokens = parse_terrain(hexes.terrains[flat])
    except ValueError as e:
        raise MapFileError(source, str(e), hexes.lines[flat], hexes.ids[flat]) from None
    refused = hex_errors(as_megamek_hex(tokens))
    return tokens, read_hex(tuple(tokens)), [f"MegaMek refuses it: {' '.join(refused)}"] if refused else []


def _keep_originals(hex_map: HexMap, hexes: _Hexes, terrain: dict[str, str]) -> None:
    """Keep the original terrain string of each hex the writer would not give back exactly. Keeping
    one can change what its neighbours' exits come to, so this runs until nothing changes."""
    for _ in range(MAX_PASSES):
        written, _notes = board_terrain(hex_map)
        added = False
        for flat, (text, original) in enumerate(zip(written, hexes.terrains)):
            if text != original and hex_map.id_of_flat(flat) not in terrain:
                terrain[hex_map.id_of_flat(flat)] = original
                added = True
        if not added:
            hex_map.derived(TERRAIN_KEY, lambda m, texts=written: texts)     # what the check asks for next
            return
