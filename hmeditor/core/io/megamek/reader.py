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
keys, token order): an unchanged board comes back byte for byte. Deployment zones (`deployment_zone`
tokens) are read into the map's scenario, the one place they are kept: a kept string's zone token
only says where the writer puts the hex's zones.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

import numpy as np

from ... import arrays
from ...budget import MAX_SIDE, TooLarge, check_map_size
from ...cell import Cell
from ...errors import MapFileError, quoted
from ...files import read_utf8
from ...model import CellBlock, HexMap, encode_cell
from ...scenario import ZONE_NUMBERS, Scenario, zones_of_masks
from ...vocabulary import MAX_BASE_PARAMS, check_level
from ..texts import distinct_texts
from .block import KEY, class_of, keep_line
from .lines import Lines, board_lines
from .tokens import _NUMBER, Reading, Token, parse_terrain, read_hex, split_line
from .validity import ByKind, as_megamek_hex, board_refusals, hex_errors
from .writer import TERRAIN_KEY, ZONE_KEY, board_terrain

MAX_PASSES = 4          # rounds of finding the hexes the writer cannot give back from the model alone
ZONE_BITS = (1 << ZONE_NUMBERS[-1]) - 1     # the bits of MegaMek's deployment zones 1..31


@dataclass
class _Hexes:
    """The hexes read, column by column in file order (by flat index): each one's line number and
    level, its terrain and theme strings as codes into the distinct ones, whether its line gives
    another hex id than its place in the file (MegaMek's numbering), and that id (`id_text`)."""

    lines: np.ndarray
    levels: np.ndarray
    terrain: np.ndarray
    terrains: list[str]
    theme: np.ndarray
    themes: list[str]
    misplaced: np.ndarray
    id_text: Callable[[int], str]       # flat index -> the hex id its line gives ("" where none)

    def __len__(self) -> int:
        return len(self.lines)


@dataclass
class _HexLines:
    """The hex lines found, in file order: runs of plain lines (lines.py) and lines read one by one."""

    lines: Lines
    runs: list[tuple[int, int]] = field(default_factory=list)      # (first line index, line count)
    single: dict[int, tuple[str, int, str, str]] = field(default_factory=dict)  # line index -> its fields
    count: int = 0

    def add_run(self, start: int, end: int) -> None:
        self.runs.append((start, end - start))
        self.count += end - start

    def add(self, index: int, id_text: str, level: int, terrain: str, theme: str) -> None:
        self.runs.append((index, 1))
        self.single[index] = id_text, level, terrain, theme
        self.count += 1

    def columns(self, width: int, height: int, missing_line: int) -> _Hexes:
        """The hexes' columns; the hexes the board has no line for (at its end) are clear, at level 0,
        on `missing_line`."""
        index = arrays.ranges(*zip(*self.runs)) if self.runs else np.zeros(0, np.int64)    # each hex's line
        missing = width * height - len(index)
        alone = dict(zip(np.searchsorted(index, list(self.single)).tolist(), self.single.values()))  # by flat
        levels = np.concatenate((self.lines.level[index], np.zeros(missing, np.int64)))
        misplaced = np.concatenate((self._misplaced(index, width), np.zeros(missing, bool)))
        for flat, (line_id, level, _terrain, _theme) in alone.items():
            levels[flat] = level
            misplaced[flat] = bool(line_id) and line_id != _placed(flat, width)
        terrain, theme = (self._codes(span, index, {flat: fields[k] for flat, fields in alone.items()}, missing)
                          for k, span in ((2, self.lines.terrain), (3, self.lines.theme)))

        def id_text(flat: int) -> str:
            if flat in alone:
                return alone[flat][0]
            return self.lines.id_text(index[flat]) if flat < len(index) else ""
        return _Hexes(np.concatenate((index + 1, np.full(missing, missing_line))), levels, *terrain, *theme,
                      misplaced, id_text)

    def _misplaced(self, index: np.ndarray, width: int) -> np.ndarray:
        """Whether the id of each plain line (hex `flat`, in file order) is another than `_placed(flat)`."""
        col, row = np.arange(1, width + 1), np.arange(1, -(-len(index) // width) + 1)
        col_digits, row_digits = (np.maximum(2, np.searchsorted(_POWERS, part, "right")) for part in (col, row))
        placed = (col * _POWERS[row_digits][:, None] + row[:, None]).reshape(-1)[:len(index)]      # row by row
        digits = (col_digits + row_digits[:, None]).reshape(-1)[:len(index)]
        return (self.lines.id_length[index] != digits) | (self.lines.id_value[index] != placed)

    def _codes(self, span, index: np.ndarray, single: dict[int, str], missing: int) -> tuple[np.ndarray, list[str]]:
        """Each hex's text (raw[span] of its line, or as read one by one) as a code into the
        distinct texts (0: the empty text), and those."""
        first, last = span[0][index], span[1][index]
        filled = np.flatnonzero(last > first)
        kinds, texts = distinct_texts(self.lines.raw, first[filled], last[filled])
        distinct = {b"": 0} | {text: k for k, text in enumerate(texts, 1)}
        codes = np.zeros(len(index) + missing, np.int64)
        codes[filled] = kinds + 1
        for at, text in single.items():
            codes[at] = distinct.setdefault(text.encode("utf-8", "surrogatepass"), len(distinct))
        return codes, [text.decode("utf-8", "surrogatepass") for text in distinct]


_POWERS = 10 ** np.arange(10)


def _placed(flat: int, width: int) -> str:
    """The id MegaMek numbers the hex at this place with."""
    row, col = divmod(flat, width)
    return f"{col + 1:02d}{row + 1:02d}"


def load_board(path: str | Path) -> tuple[HexMap, list[str]]:
    """Read a .board file: the map and notes on what our model does not hold (one per hex)."""
    return loads(read_utf8(path), str(path))


def read_board(path: str | Path) -> HexMap:
    return load_board(path)[0]


def loads(text: str | bytes, source: str = "<board>") -> tuple[HexMap, list[str]]:
    """Parse board text (or its UTF-8 bytes); raises MapFileError naming `source` and the line."""
    def fail(message: str, line: int | None = None, hex_id: str | None = None) -> NoReturn:
        raise MapFileError(source, message, line, hex_id)

    lines = board_lines(text)
    not_plain = np.flatnonzero(~lines.plain)
    board: dict = {"line_end": "crlf" if lines.text(0).endswith("\r") else "lf"}
    size: tuple[int, int] | None = None
    hexes, header, last = _HexLines(lines), [], 0
    levels: dict[str, int] = {}         # level text -> level: each distinct text checked once
    index = 0
    while index < len(lines):
        number = index + 1
        if lines.plain[index] and size is not None and hexes.count < size[0] * size[1]:
            after = np.searchsorted(not_plain, index)
            end = int(not_plain[after]) if after < len(not_plain) else len(lines)
            end = min(end, index + size[0] * size[1] - hexes.count)      # lines beyond the size: refused below
            _check_levels(lines, index, end, fail)
            hexes.add_run(index, end)
            index, last = end, end
            continue
        index += 1
        line = lines.text(index - 1).rstrip("\r")
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
            if hexes.count == size[0] * size[1]:
                fail(f"more hex lines than a {size[0]} x {size[1]} board holds", number)
            hexes.add(index - 1, *_hex(fields, number, fail, levels))
        else:
            keep_line(word, fields, line, board)
    if size is None:
        fail("no 'size W H' line: this is not a MegaMek board")
    notes = []
    missing = size[0] * size[1] - hexes.count
    if missing:
        notes.append(f"{source}:{last}: {missing} of {size[0] * size[1]} hex lines are missing; the missing hexes "
                     f"are clear ground at level 0, as MegaMek reads them")
    if header:
        board["header"] = header
    name = Path(source).stem if source != "<board>" else ""
    return _build(size, hexes.columns(*size, last), board, name, source, notes)


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
        fail(f"'size' needs width and height, each 1..{MAX_SIDE}: {quoted(' '.join(f for f, _ in fields))}", number)
    try:
        check_map_size(w, h)
    except TooLarge as e:
        fail(str(e), number)
    return w, h


def _check_levels(lines: Lines, start: int, end: int, fail) -> None:
    """The levels of a run of plain hex lines: the range of levels holds every level within it, so
    only a run whose lowest or highest level is refused is searched for its first bad line."""
    levels = lines.level[start:end]
    if _refused(int(levels.min())) is None and _refused(int(levels.max())) is None:
        return
    bad = [value for value in arrays.unique(levels).tolist() if _refused(value)]
    at = start + int(np.flatnonzero(np.isin(levels, bad))[0])
    fail(_refused(int(lines.level[at])), at + 1, lines.id_text(at))


def _refused(level: int) -> str | None:
    """Why a level is refused, None when it is taken."""
    try:
        check_level(level)
    except ValueError as e:
        return str(e)
    return None


def _hex(fields, number, fail, levels: dict[str, int]) -> tuple[str, int, str, str]:
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
    return id_text, level, terrain, theme


def _level(text: str, levels: dict[str, int], number: int, id_text: str, fail: Callable[..., NoReturn]) -> int:
    """A hex line's level, the same whichever way the line is written."""
    level = levels.get(text)
    if level is None:
        try:
            if not _NUMBER.fullmatch(text):
                raise ValueError(f"the level must be a whole number, not {quoted(text)}")
            level = levels[text] = int(check_level(int(text) if len(text) < 12 else math.inf))
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
    codes = hexes.terrain
    first = np.zeros(len(hexes.terrains), np.int64)
    first[codes[::-1]] = np.arange(len(hexes) - 1, -1, -1)          # each kind's first hex
    in_file_order = {kind: _read(hexes, kind, int(first[kind]), source)      # the first bad one is refused
                     for kind in np.argsort(first, kind="stable").tolist()}
    read = [in_file_order[kind] for kind in range(len(first))]
    cells = [reading.cell for _tokens, reading, _refused in read]
    _write_hexes(hex_map, codes, cells, hexes.levels.astype(np.float32))
    kind_classes = [class_of({t.key: t for t in tokens}) if reading.cell.base == "building" else 0
                    for tokens, reading, _refused in read]
    visited = np.array([bool(reading.notes or refused or reading.losers or klass)
                        for (_tokens, reading, refused), klass in zip(read, kind_classes)])
    conflicts, classes = {}, {}
    for flat in np.flatnonzero(visited[codes] | hexes.misplaced).tolist():
        _tokens, reading, refused = read[codes[flat]]
        row, col = divmod(flat, w)
        hex_id, expected, id_text = hex_map.hex_id(col, row), _placed(flat, w), hexes.id_text(flat)
        hex_notes = reading.notes + refused
        if id_text and id_text != expected:
            hex_notes = [*hex_notes, f"the line says hex {quoted(id_text)}; placed as {expected} by its order in "
                                     "the file"]
        if hex_notes:
            notes.append(f"{source}:{hexes.lines[flat]}: hex {hex_id}: " + "; ".join(hex_notes))
        if reading.losers:
            conflicts[hex_id] = [reading.cell.base, *reading.losers]
        if kind_classes[codes[flat]]:
            classes[hex_id] = kind_classes[codes[flat]]
    kind_tokens = ByKind(codes, [tokens for tokens, _reading, _refused in read])
    notes += [f"{source}: hex {hex_map.id_of_flat(r.flat)}: MegaMek refuses it: " + " ".join(r.messages)
              for r in board_refusals(w, h, kind_tokens, hex_level=False)]
    counts = np.bincount(hexes.theme)
    main = min(np.flatnonzero(counts == counts.max()).tolist(), key=lambda k: int(np.argmax(hexes.theme == k)))
    board["theme"] = hexes.themes[main]                 # of most hexes; of those, the first in the file
    if conflicts:
        board["base_conflicts"] = conflicts
    if classes:
        board["classes"] = classes
    others = np.flatnonzero(hexes.theme != main)
    board["themes"] = {hex_map.id_of_flat(flat): hexes.themes[k] for flat, k in zip(others.tolist(),
                                                                                   hexes.theme[others].tolist())}
    board["terrain"] = {}
    hex_map.extra_keys[KEY] = board
    hex_map.scenario = Scenario(zones=zones_of_masks(_zone_masks(read)[codes].reshape(h, w)))
    _keep_originals(hex_map, hexes, board["terrain"])
    for key in ("themes", "terrain"):
        if not board[key]:
            del board[key]
    if not board["theme"]:
        del board["theme"]
    return hex_map, notes


def _zone_masks(read: list) -> np.ndarray:
    """Each kind's deployment zone mask (bit n - 1: zone n), from its last `deployment_zone` token (a
    later token of a key replaces an earlier one): the map's scenario holds the zones from here on."""
    masks = [next((t.exits or 0 for t in reversed(tokens) if t.key == ZONE_KEY), 0) for tokens, _r, _f in read]
    return np.array(masks, np.uint32) & np.uint32(ZONE_BITS)


def _write_hexes(hex_map: HexMap, codes: np.ndarray, cells: list[Cell], levels: np.ndarray) -> None:
    """Each hex the cell of its kind, at its own level (checked as it was read)."""
    encoded = [encode_cell(cell) for cell in cells]
    base, params, bits = (np.array([e[k] for e in encoded]) for k in range(3))
    mod_params: dict[tuple[int, int], tuple] = {}
    with_params = [k for k, e in enumerate(encoded) if e[4]]
    for flat in np.flatnonzero(np.isin(codes, with_params)).tolist():
        for m, stored in encoded[codes[flat]][4].items():
            mod_params[(flat, m)] = stored
    hex_map.write_block(CellBlock(np.arange(len(codes)), base.astype(np.uint8)[codes],
                                  params.astype(np.float32).reshape(-1, MAX_BASE_PARAMS)[codes],
                                  bits.astype(np.uint32)[codes], levels, mod_params))


def _read(hexes: _Hexes, kind: int, flat: int, source: str) -> tuple[list[Token], Reading, list[str]]:
    """The tokens of a terrain string (of hex `flat` first), its reading and what MegaMek would refuse in it."""
    try:
        tokens = parse_terrain(hexes.terrains[kind])
    except ValueError as e:
        raise MapFileError(source, str(e), int(hexes.lines[flat]), hexes.id_text(flat)) from None
    refused = hex_errors(as_megamek_hex(tokens))
    return tokens, read_hex(tuple(tokens)), [f"MegaMek refuses it: {' '.join(refused)}"] if refused else []


def _keep_originals(hex_map: HexMap, hexes: _Hexes, terrain: dict[str, str]) -> None:
    """Keep the original terrain string of each hex the writer would not give back exactly. Keeping
    one can change what its neighbours' exits come to, so this runs until nothing changes."""
    kinds = {text: k for k, text in enumerate(hexes.terrains)}
    for _ in range(MAX_PASSES):
        written = board_terrain(hex_map)
        originals = np.array([kinds.get(text, -1) for text in written.texts], np.int64)
        added = False
        for flat in np.flatnonzero(originals[written.kinds] != hexes.terrain).tolist():
            if hex_map.id_of_flat(flat) not in terrain:
                terrain[hex_map.id_of_flat(flat)] = hexes.terrains[hexes.terrain[flat]]
                added = True
        if not added:
            hex_map.derived(TERRAIN_KEY, lambda m, done=written: done)     # what the check asks for next
            return
