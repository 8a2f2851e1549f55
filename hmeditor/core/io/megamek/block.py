"""The `megamek:` block: what a map read from a board holds only for MegaMek, kept in
`hex_map.extra_keys["megamek"]`, a plain YAML-safe dict written into the .hmap as it is:

    line_end: lf | crlf          the file's line ends, written back the same so that an unchanged
                                 board comes back byte for byte (clean diffs; mm-data keeps LF). A
                                 map that never was a board gets CRLF, as MegaMek's own writer
                                 gives; MegaMek reads both.
    header: [lines]              comment block and blank lines before `size` (licence notice)
    options: [text]              `option ...` lines, e.g. "exit_roads_to_pavement false"
    tags, descriptions: [text]   `tag "..."` / `description "..."` lines
    notes: [[id, text]]          `note NNNN "..."` lines
    lines: [text]                other keyword lines MegaMek may know, kept verbatim
    theme: word                  the theme of most hexes
    themes: {hex_id: word}       the theme of each hex whose theme is another
    terrain: {hex_id: "..."}     the original terrain string of hexes the model cannot give back
    base_conflicts: {hex_id: [kept_name, other_name, ...]}
    classes: {hex_id: 1..3}      the class of each building hex that is not a standard building
                                 (1 hangar, 2 fortress, 3 gun emplacement: bldg_class)

Everything else reads the block through this module: the writer, the check (`base_conflicts`,
`without_conflicts`), the features the painter and calculator use (`source`: hand-set exits,
building classes, elevators, fuel tanks), and whatever places hexes of one map in another
(`moved`: resize, combine, turns, assembly, pieces), which carries every per-hex datum with its hex
and turns its exits with it.
"""

from __future__ import annotations

import copy
from functools import lru_cache

import numpy as np

from ...edits import Placement, SetExtra
from ...errors import DataError, quoted
from ...features import Marker, Original, Source
from ...hexgrid import OFFSET_NEIGHBOURS, Symmetry, id_parts
from ...model import HexMap
from ...vocabulary import BASE_INDEX
from .. import BOARD_KEY as KEY
from .terms import TERMS
from .tokens import _NUMBER, Reading, Token, parse_terrain, read_hex, split_line

HEX_KEYED = ("themes", "terrain", "base_conflicts", "classes")      # per-hex data: {hex id: value}


def carried(hex_map: HexMap) -> dict:
    data = hex_map.extra_keys.get(KEY)
    return data if isinstance(data, dict) else {}


def mapping(board: dict, key: str) -> dict:
    return board[key] if isinstance(board.get(key), dict) else {}


def texts(value) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else []


def roads_to_pavement(board: dict) -> bool:
    """False when the board says `option exit_roads_to_pavement false` (MegaMek/megamek:
    megamek/src/megamek/common/board/Board.java load)."""
    return not any(o.split()[:2] == ["exit_roads_to_pavement", "false"] for o in texts(board.get("options")))


# ---- the original terrain strings ----------------------------------------------------------

def reading_of(terrain: object) -> tuple[tuple[Token, ...], Reading] | None:
    """The tokens and reading of a stored original terrain string (None if there is none)."""
    return read_terrain(terrain) if isinstance(terrain, str) else None


@lru_cache(maxsize=4096)
def read_terrain(terrain: str) -> tuple[tuple[Token, ...], Reading] | None:
    try:
        tokens = tuple(parse_terrain(terrain))
    except ValueError:
        return None
    return tokens, read_hex(tokens)


def source(hex_map: HexMap) -> Source | None:
    """What the block gives the map's features (features.py), None for a map that never was a board."""
    board = carried(hex_map)
    if not board:
        return None
    hexes = {flat: original for flat, text in _by_flat(hex_map, mapping(board, "terrain")).items()
             if isinstance(text, str) and (original := original_of(text)) is not None}
    return Source(hexes, roads_to_pavement(board), _by_flat(hex_map, building_classes(hex_map)))


def _by_flat(hex_map: HexMap, values: dict) -> dict:
    out = {}
    for hex_id, value in values.items():
        try:
            out[hex_map.flat(*hex_map.parse_hex_id(hex_id))] = value
        except ValueError:
            continue
    return out


@lru_cache(maxsize=4096)
def original_of(terrain: str) -> Original | None:
    read = read_terrain(terrain)
    if read is None:
        return None
    last = {t.key: t for t in read[0]}      # a later token of a key replaces an earlier one
    building = last.get("building")
    bridge = last.get("bridge")
    road = last.get("road")
    return Original(
        building=(building.level, building.exits or 0) if building and 1 <= building.level <= 4 else None,
        building_class=class_of(last),
        road=road.exits if road else None,
        bridge=bridge.exits if bridge else None,
        bridge_auto=bridge is not None and bridge.exits is None,
        markers=markers(last))


def class_of(tokens: dict[str, Token]) -> int:
    """A hex's building class from its tokens (0 also for a level MegaMek has no class for)."""
    level = tokens["bldg_class"].level if "bldg_class" in tokens else 0
    return level if 0 <= level < len(TERMS.building_classes) else 0


def markers(tokens: dict[str, Token]) -> tuple[Marker, ...]:
    """Elevators and fuel tanks: drawn so that a MegaMek player sees them (deployment zones are the
    map's scenario, drawn with it)."""
    out = []
    for key in ("solaris_elevator", "elevator"):
        if key in tokens:
            rolls = _bits(tokens[key].exits)
            out.append(Marker("elevator", f"ELEV {tokens[key].level}" + (f" ON {rolls}" if rolls else "")))
    if "industrial_elevator" in tokens:
        t = tokens["industrial_elevator"]
        out.append(Marker("elevator", f"LIFT {t.level}..{(t.exits or 0) >> 8}"))
    if "fuel_tank" in tokens:
        height = tokens["fuel_tank_elev"].level if "fuel_tank_elev" in tokens else "?"
        out.append(Marker("fuel_tank", f"FUEL TANK {height}"))
    return tuple(out)


def _bits(mask: int | None) -> str:
    """'1,3' for a mask with bits 0 and 2: die rolls."""
    return ",".join(str(i + 1) for i in range(31) if (mask or 0) >> i & 1)


# ---- Resize, Combine, turns and pieces: every per-hex datum with its hex ----------------------

BOARD_WIDE = {"header": "licence and comment header", "options": "options", "tags": "tags",
              "descriptions": "descriptions", "lines": "other lines"}
# Keys whose third field is a mask of hex sides, which turns with the hex: the exitable terrains
# and cliff_top, whose cliff runs along the sides it gives (MegaMek/megamek:
# megamek/src/megamek/common/units/Terrains.java). Other third fields (an elevator's die rolls,
# a deployment zone's numbers, a fluff picture) stay as they are.
SIDED = TERMS.exitable | {"cliff_top"}


def moved(pieces: list[tuple[object, Placement]], target: HexMap, notes: list[str]) -> dict | None:
    """The block of a map made of placed maps (edits.MOVERS): per-hex data and notes moved with their
    hexes, exits turned with them, board-wide lines from the first map that has a block (`notes`
    says what the other maps lose), each hex's theme as it was (the first map's theme the default).
    Where hexes of two maps meet, no building keeps an exit MegaMek refuses (`_part_buildings`)."""
    blocks = [(b if isinstance(b, dict) else {}, p) for b, p in pieces]
    first = next((b for b, _ in blocks if b), {})
    out = {k: copy.deepcopy(v) for k, v in first.items() if k not in (*HEX_KEYED, "notes", "theme")}
    theme = str(blocks[0][0].get("theme", ""))
    for board, p in blocks:
        for key in HEX_KEYED[1:]:
            values = mapping(board, key)
            for new_id, value in zip(p.moved_ids(list(values), target), values.values()):
                if new_id is not None:
                    out.setdefault(key, {})[new_id] = turned_terrain(value, p.symmetry) if key == "terrain" \
                        else copy.deepcopy(value)
        _move_themes(board, p, target, theme, out)
        out["notes"] = out.get("notes", []) + _moved_notes(board, p, target)
        if board and board is not first:
            lost = [what for key, what in BOARD_WIDE.items() if board.get(key) and board.get(key) != first.get(key)]
            if lost:
                notes.append(f"{p.source.name or 'a map'}: its board {', '.join(lost)} are not kept (a board has "
                             f"one set: the first map's)")
    if len(pieces) > 1:
        _part_buildings(out, [p for _, p in pieces], target)
    if theme:
        out["theme"] = theme
    out = {k: v for k, v in out.items() if v != {} and v != []}
    return out or None


def turned_terrain(terrain: object, symmetry: Symmetry) -> object:
    """A terrain string with the exits of its SIDED tokens turned by `symmetry`; a token whose exits
    stay the same number keeps its text."""
    if symmetry == Symmetry() or not isinstance(terrain, str):
        return terrain
    parts = terrain.split(";")
    for i, part in enumerate(parts):
        fields = part.split(":")
        if len(fields) == 3 and fields[0] in SIDED and _NUMBER.fullmatch(fields[2]):
            exits = int(fields[2])
            if symmetry.exits(exits) != exits:
                parts[i] = f"{fields[0]}:{fields[1]}:{symmetry.exits(exits)}"
    return ";".join(parts)


def _move_themes(board: dict, p: Placement, target: HexMap, theme: str, out: dict) -> None:
    """Each placed hex keeps its theme (its map's own default where it has none listed)."""
    own, listed = str(board.get("theme", "")), mapping(board, "themes")
    if own == theme:
        moved_ids = p.moved_ids(list(listed), target)
        themes = {new_id: value for new_id, value in zip(moved_ids, listed.values()) if new_id is not None}
    else:
        rows, cols = np.divmod(p.hexes(target)[1], target.width)
        col_ids, row_ids = id_parts(target.width, target.height)
        themes = dict.fromkeys((col_ids[c] + row_ids[r] for c, r in zip(cols.tolist(), rows.tolist())), own)
        themes.update((new_id, value) for new_id, value in zip(p.moved_ids(list(listed), target), listed.values())
                      if new_id is not None)
    themes = {hex_id: value for hex_id, value in themes.items() if value != theme}
    if themes:
        out.setdefault("themes", {}).update(themes)


def _moved_notes(board: dict, p: Placement, target: HexMap) -> list[list[str]]:
    """`note NNNN` lines moved with their hex. MegaMek reads NNNN as x * 100 + y (x * 1000 + y above
    9999), both counted from 0 (MegaMek/megamek:megamek/src/megamek/common/board/Board.java load)."""
    out = []
    for note in board.get("notes", []) or []:
        if not (isinstance(note, list) and len(note) == 2 and str(note[0]).isdigit()):
            continue
        number = int(note[0])
        width = 1000 if number > 9999 else 100
        x, y = number // width, number % width
        if p.source.contains(x, y) and (p.inside is None or p.inside[y, x]):
            x, y = p.where(x, y)
            if target.contains(x, y):
                out.append([f"{x * 100 + y:04d}" if y < 100 and x * 100 + y <= 9999 else str(x * 1000 + y), note[1]])
    return out


def _part_buildings(out: dict, placements: list[Placement], target: HexMap) -> None:
    """Where the hexes of two placed maps meet, a building's hand-set exit into a building of
    another type or class goes (MegaMek's Board.isValid refuses it); the other exits stay, so a
    piece put back where it came from gives back the same board."""
    buildings = {hex_id: text for hex_id, text in mapping(out, "terrain").items() if "building:" in text}
    if not buildings:
        return
    flat_owner = np.full(target.width * target.height, -1, np.int64)
    for i, p in enumerate(placements):
        flat_owner[p.hexes(target)[1]] = i
    owner = flat_owner.reshape(target.height, target.width)
    classes = mapping(out, "classes")
    kind = np.where(target.base == BASE_INDEX["building"], np.nan_to_num(target.params[..., 0], nan=-1), -2)
    for hex_id, text in buildings.items():
        col, row = target.parse_hex_id(hex_id)
        other = 0
        for d, (dc, dr) in enumerate(OFFSET_NEIGHBOURS[col & 1].tolist()):
            c, r = col + dc, row + dr
            if target.contains(c, r) and owner[r, c] != owner[row, col] and kind[r, c] != -2 and (
                    kind[r, c] != kind[row, col] or classes.get(target.hex_id(c, r), 0) != classes.get(hex_id, 0)):
                other |= 1 << d
        if other:
            out["terrain"][hex_id] = _without_building_exits(text, other)


def _without_building_exits(terrain: str, exits: int) -> str:
    """The terrain string with these exits of its building token taken away."""
    parts = terrain.split(";")
    for i, part in enumerate(parts):
        fields = part.split(":")
        if fields[0] == "building" and len(fields) == 3 and _NUMBER.fullmatch(fields[2]) and int(fields[2]) & exits:
            parts[i] = f"building:{fields[1]}:{int(fields[2]) & ~exits}"
    return ";".join(parts)


# ---- building classes ---------------------------------------------------------------------------

def building_classes(hex_map: HexMap) -> dict[str, int]:
    """{hex id: bldg_class} of the building hexes that are not standard buildings."""
    return mapping(carried(hex_map), "classes")


def set_building_class(hex_map: HexMap, hexes, klass: str) -> SetExtra:
    """The edit giving the building hexes among `hexes` ((col, row) pairs) a class of TERMS.building_classes."""
    level = TERMS.building_classes.index(klass)
    board = copy.deepcopy(carried(hex_map))
    classes = board.setdefault("classes", {})
    for col, row in hexes:
        if hex_map.contains(col, row) and hex_map.base[row, col] == BASE_INDEX["building"]:
            hex_id = hex_map.hex_id(col, row)
            if level:
                classes[hex_id] = level
            else:
                classes.pop(hex_id, None)
    if not classes:
        del board["classes"]
    return SetExtra(KEY, board or None)


# ---- base terrains a board gave one hex together (the check's `base-exclusive`) ------------

def base_conflicts(hex_map: HexMap) -> dict[str, list[str]]:
    """{hex id: [kept base terrain, other base terrains ...]} of hexes a board gave two base terrains."""
    return mapping(carried(hex_map), "base_conflicts")


def without_conflicts(hex_map: HexMap, hex_ids) -> SetExtra:
    """The edit that forgets the other base terrains of these hexes (keep only the one the map shows)."""
    board = dict(carried(hex_map))
    board["base_conflicts"] = {k: v for k, v in base_conflicts(hex_map).items() if k not in hex_ids}
    if not board["base_conflicts"]:
        del board["base_conflicts"]
    return SetExtra(KEY, board or None)


# ---- the lines kept between `size` and the hexes -------------------------------------------

def keep_line(word: str, fields: list[tuple[str, bool]], line: str, board: dict) -> str:
    """Keep a line that is not size, hex or end in its place in the block; returns that key."""
    value: str | list[str]
    if word in ("tag", "description") and len(fields) == 2 and fields[1][1]:
        key, value = word + "s", fields[1][0]
    elif word == "option":
        key, value = "options", " ".join(f for f, _ in fields[1:])
    elif word == "note" and len(fields) == 3 and fields[2][1]:
        key, value = "notes", [fields[1][0], fields[2][0]]
    else:
        key, value = "lines", line
    board.setdefault(key, []).append(value)
    return key


def kept_lines(board: dict) -> list[tuple[str, str]]:
    """(key, line) of the lines the block keeps between `size` and the hexes."""
    out = [("options", f"option {o}") for o in texts(board.get("options"))]
    out += [("tags", f'tag "{clean(t)}"') for t in texts(board.get("tags"))]
    out += [("descriptions", f'description "{clean(t)}"') for t in texts(board.get("descriptions"))]
    out += [("notes", f'note {n[0]} "{clean(n[1])}"') for n in board.get("notes", [])
            if isinstance(n, list) and len(n) == 2]
    return out + [("lines", line) for line in texts(board.get("lines"))]


def clean(text) -> str:
    """A string MegaMek can read between double quotes."""
    return str(text).replace('"', "'").replace("\r", " ").replace("\n", " ")


# ---- the block of an .hmap: data from a file, checked before it is used -----------------------

def check_block(value: object, hex_map: HexMap) -> None:
    """Refuse (DataError) a megamek block that the writer or the check could not use, or that would
    give a board this program refuses or reads differently: it comes from a hand-editable file."""
    if not isinstance(value, dict):
        raise DataError("must be a mapping of what a MegaMek board holds that our names do not")
    for key, check in _BLOCK_KEYS.items():
        if key in value:
            check(value[key], (key,))
    for i, line in enumerate(texts(value.get("header"))):
        if _line_break(line) or split_line(line) != []:
            raise DataError(f"header line {quoted(line)} is not a comment or a blank line", ("header", i))
    for key, line in kept_lines(value):
        fields = None if _line_break(line) else split_line(line)
        if not fields or keep_line(fields[0][0].lower(), fields, line, {}) != key or \
                fields[0][0].lower() in ("size", "hex", "end"):
            raise DataError(f"{key}: the line {quoted(line)} would not read back as one of the board's {key}", (key,))


def _line_break(line: str) -> bool:
    return "\n" in line or "\r" in line


def _texts_of(value: object, path: tuple) -> None:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise DataError(f"{path[0]} must be a list of texts", path)


def _note_pairs(value: object, path: tuple) -> None:
    if not isinstance(value, list) or not all(isinstance(n, list) and len(n) == 2 and all(isinstance(v, str) for v in n)
                                              for n in value):
        raise DataError("notes must be a list of [hex id, text] pairs", path)


def _hex_texts(value: object, path: tuple) -> None:
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise DataError(f"{path[0]} must map quoted hex ids to texts", path)


def _conflicts(value: object, path: tuple) -> None:
    if not isinstance(value, dict):
        raise DataError("base_conflicts must map quoted hex ids to lists of base terrains", path)
    for hex_id, names in value.items():
        if not (isinstance(hex_id, str) and isinstance(names, list) and len(names) >= 2
                and all(isinstance(n, str) and n in BASE_INDEX for n in names)):
            raise DataError(f"base_conflicts of {quoted(hex_id)} must be a list of two or more base terrains, "
                            f"the kept one first, not {quoted(names)}", (*path, hex_id))


def _classes(value: object, path: tuple) -> None:
    last = len(TERMS.building_classes) - 1
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
                                              and 0 <= v <= last for k, v in value.items()):
        raise DataError(f"classes must map quoted hex ids to building classes 0..{last}", path)


def _one_of(*choices: str):
    def check(value: object, path: tuple) -> None:
        if value not in choices:
            raise DataError(f"{path[0]} must be one of {', '.join(choices)}, not {quoted(value)}", path)
    return check


def _text(value: object, path: tuple) -> None:
    if not isinstance(value, str):
        raise DataError(f"{path[0]} must be a text", path)


_BLOCK_KEYS = {"line_end": _one_of("lf", "crlf"), "header": _texts_of, "options": _texts_of, "tags": _texts_of,
               "descriptions": _texts_of, "lines": _texts_of, "notes": _note_pairs, "theme": _text,
               "themes": _hex_texts, "terrain": _hex_texts, "base_conflicts": _conflicts, "classes": _classes}
