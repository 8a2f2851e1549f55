"""Writing a map as a MegaMek board, in MegaMek's order: comment block, `size`, `option`s, `tag`s
(and the other kept lines), one `hex` line per hex, `end`.

A hex is rebuilt from the model and takes from its original terrain string (block.py) each token
whose meaning still holds: a mapped token when the model still gives the same key with the same
meaning (then verbatim), a companion while its owner (building, woods, jungle) is still there,
anything else always. Exits of buildings, roads and bridges come from the map's features
(hmeditor/core/features.py), which keep a board's hand-set exits where the hex is unchanged and
make them mutual where the map was edited: what MegaMek's Board.isValid asks of buildings (same
type and class on both sides of an exit) holds after any edit.

CONTRACT with the reality check (`base-exclusive`): a hex that held two base terrains keeps one
as its base terrain and is recorded in `base_conflicts`; while the hex still holds the kept one,
the other base terrain(s) are written back too.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Iterator
from functools import lru_cache
from itertools import chain, repeat
from pathlib import Path
from typing import NamedTuple

import numpy as np

from ... import arrays
from ...cell import Cell, complete_params
from ...errors import MapFileError
from ...features import BRIDGE_BIT, ROAD_BITS, Features, compute
from ...files import atomic_output
from ...model import HexMap
from ...scenario import zone_masks
from ...vocabulary import BASE_INDEX, BASE_TERRAINS
from .block import carried, clean, kept_lines, mapping, reading_of, source, texts
from .scenario import conditions_note, scenario_note, zone_names_note
from .terms import TERMS
from .tokens import Token, base_tokens, merge, parse_terrain, terrain_text, tokens_for
from .validity import ByKind, board_refusals


class HexExits(NamedTuple):
    """The exits the features give one hex: None where the hex has no such feature in our model;
    a road's exits None when MegaMek works them out itself (no hand-set exits written); and the mask
    of the deployment zones the map's scenario puts the hex in (bit n - 1: zone n)."""

    building: int | None = None
    road: tuple[int | None] | None = None
    bridge: int | None = None
    building_class: int = 0
    zones: int = 0


def exits_at(feats: Features, hex_map: HexMap, col: int, row: int) -> HexExits:
    mods = int(hex_map.mods[row, col])
    building = int(feats.building[row, col]) if hex_map.base[row, col] == BASE_INDEX["building"] else None
    road = (int(feats.road[row, col]) if feats.road_hand_set[row, col] else None,) if mods & ROAD_BITS else None
    bridge = int(feats.bridge[row, col]) if mods & BRIDGE_BIT else None
    return HexExits(building, road, bridge, int(feats.building_class[row, col]), int(map_zones(hex_map)[row, col]))


def map_zones(hex_map: HexMap) -> np.ndarray:
    """The deployment zone mask of every hex [row, col], from the map's scenario (the one place zones
    are kept: a board's `deployment_zone` tokens are read into it and written from it)."""
    return hex_map.derived("zone masks", lambda m: zone_masks(m.scenario, m.width, m.height))


class Written(NamedTuple):
    """What each hex of a board is written as, by kind: each hex's kind (flat order), and each kind's
    terrain string and notes on what the string cannot say."""

    kinds: np.ndarray
    texts: list[str]
    notes: list[tuple[str, ...]]

    def per_hex(self) -> list[tuple[str, tuple[str, ...]]]:
        return [(self.texts[k], self.notes[k]) for k in self.kinds.tolist()]


def board_terrain(hex_map: HexMap, feats: Features | None = None) -> Written:
    """What each hex is written as. Hexes alike in everything the string depends on are written
    once: those with an original string, a base conflict or modification parameters each on their
    own, the others by kind."""
    feats = feats or compute(hex_map, source(hex_map))
    board = carried(hex_map)
    terrain, conflicts = mapping(board, "terrain"), mapping(board, "base_conflicts")
    own = sorted({*_by_flat(hex_map, terrain), *_by_flat(hex_map, conflicts), *(f for f, _m in hex_map.mod_params)})
    first, codes = arrays.kinds(_exit_columns(hex_map, feats))
    written = [_terrain_at(hex_map, feats, int(f), None, None) for f in first.tolist()]
    for flat in own:
        hex_id = hex_map.id_of_flat(flat)
        conflict = conflicts.get(hex_id)
        written.append(_terrain_at(hex_map, feats, flat, terrain.get(hex_id),
                                   tuple(conflict) if isinstance(conflict, list) else None))
    codes[own] = np.arange(len(first), len(written))
    distinct = {text_notes: k for k, text_notes in enumerate(dict.fromkeys(written))}
    kinds = np.array([distinct[text_notes] for text_notes in written], np.int64)[codes]
    return Written(kinds, [text for text, _ in distinct], [notes for _, notes in distinct])


def written_terrain(hex_map: HexMap) -> Written:
    """What each hex is written as, worked out once per change of the map."""
    return hex_map.derived(TERRAIN_KEY, board_terrain)


TERRAIN_KEY = "megamek terrain"
ZONE_KEY = "deployment_zone"        # its exits: the mask of the hex's deployment zones (bit n - 1: zone n)


def _terrain_at(hex_map: HexMap, feats: Features, flat: int, original: object,
                conflict: tuple | None) -> tuple[str, tuple[str, ...]]:
    col, row = hex_map.offset(flat)
    return hex_terrain(hex_map.cell(col, row), original, conflict, exits_at(feats, hex_map, col, row))


def _exit_columns(hex_map: HexMap, feats: Features) -> list[np.ndarray]:
    """Per hex, what its terrain string depends on besides the block (its level does not count),
    packed in integer columns: terrain and modifications, the parameters' bits, the exits and
    building class `exits_at` gives it (each shifted by one: 0 for none), its deployment zones."""
    mods = hex_map.mods.reshape(-1)
    building = np.where(hex_map.base.reshape(-1) == BASE_INDEX["building"], feats.building.reshape(-1) + 1, 0)
    road = np.where(mods & ROAD_BITS, np.where(feats.road_hand_set.reshape(-1), feats.road.reshape(-1) + 1, 257), 0)
    bridge = np.where(mods & BRIDGE_BIT, feats.bridge.reshape(-1) + 1, 0)
    klass = feats.building_class.reshape(-1).astype(np.int64) + 128
    params = hex_map.params.reshape(-1, hex_map.params.shape[-1]).view(np.uint32).astype(np.int64).T
    return [hex_map.base.reshape(-1).astype(np.int64) << 32 | mods, params[0] << 32 | params[1], *params[2:],
            ((building.astype(np.int64) << 9 | road) << 9 | bridge) << 8 | klass,
            map_zones(hex_map).reshape(-1).astype(np.int64)]


def _by_flat(hex_map: HexMap, by_id: dict) -> dict[int, object]:
    """The values of a mapping by hex id, by the flat index of the hexes whose ids (as the map writes
    them) it names."""
    out = {}
    for hex_id, value in by_id.items():
        try:
            col, row = hex_map.parse_hex_id(hex_id)
        except ValueError:
            continue
        if hex_map.contains(col, row) and hex_map.hex_id(col, row) == hex_id:
            out[hex_map.flat(col, row)] = value
    return out


@lru_cache(maxsize=8192)
def hex_terrain(cell: Cell, original: object, conflict: tuple | None, exits: HexExits) -> tuple[str, tuple[str, ...]]:
    """A hex's terrain string and notes on what it could not say.

    `original`: the hex's stored terrain string; `conflict`: its base_conflicts entry."""
    generated, notes = tokens_for(cell)
    lost = conflict[1:] if conflict is not None and len(conflict) > 1 and conflict[0] == cell.base else ()
    prior = reading_of(original)
    if prior is not None:
        tokens = merge(list(prior[0]), prior[1], generated, cell, bool(lost))
    else:
        tokens = generated
        if lost:
            tokens = tokens + [t for name in lost for t in _conflict_tokens(str(name))
                               if t.key not in {g.key for g in tokens}]
    kept = set(prior[0]) if prior is not None else set()
    tokens = [t for t in (_finished(t, t in kept, exits, cell, prior) for t in tokens) if t is not None]
    if exits.building is not None and exits.building_class and not any(t.key == "bldg_class" for t in tokens):
        tokens.append(Token("bldg_class", exits.building_class))
    if exits.zones and not any(t.key == ZONE_KEY for t in tokens):
        tokens.append(Token(ZONE_KEY, 0, exits.zones))          # as MegaMek's board editor adds one
    return terrain_text(tokens), tuple(notes)


def _finished(token: Token, kept: bool, exits: HexExits, cell: Cell, prior) -> Token | None:
    """The token with the exits the features give, a building's class, a bridge's type matching its
    CF, the hex's deployment zones; None for a class token of a building that now is a standard one,
    or a zone token of a hex no zone holds now."""
    if token.key == ZONE_KEY:
        return token.with_exits(exits.zones) if exits.zones else (None if token.exits else token)
    if token.key == "bldg_class" and exits.building is not None and 0 <= token.level < len(TERMS.building_classes):
        return token if token.level == exits.building_class else (
            Token("bldg_class", exits.building_class) if exits.building_class else None)
    if token.key == "building" and exits.building is not None:
        unset = kept and token.exits is None and not exits.building     # MegaMek reads no exits as none
        return token if unset else token.with_exits(exits.building)
    if token.key == "road" and exits.road is not None:
        return token.with_exits(exits.road[0])
    if token.key == "bridge" and exits.bridge is not None:
        cf = dict(cell.mods)["bridge"][1]
        same_cf = prior is not None and dict(prior[1].cell.mods).get("bridge", (None, None))[1] == cf
        level = token.level if kept and same_cf else TERMS.bridge_type(TERMS.new_bridge_cf if cf is None else int(cf))
        return Token("bridge", level, None if kept and token.exits is None else exits.bridge)
    return token


def _conflict_tokens(name: str) -> list[Token]:
    """Tokens of a base terrain named in base_conflicts (no original terrain string to take it from)."""
    if name not in BASE_INDEX or name == "building":
        return []
    return base_tokens(name, complete_params(BASE_TERRAINS[BASE_INDEX[name]], []), [])


def dumps(hex_map: HexMap) -> tuple[str, list[str]]:
    """The board text of a map, and notes on what MegaMek cannot hold (one per hex)."""
    return board_text(hex_map), hex_notes(hex_map)


def board_text(hex_map: HexMap) -> str:
    """The board file's text."""
    return "".join(board_parts(hex_map))


def board_parts(hex_map: HexMap) -> Iterator[str]:
    """The board file's text in parts, a few rows of hexes each (the one serialisation of a board):
    `hex XXYY LEVEL "terrain" "theme"` of every hex, each kind of line end (level, terrain and theme
    alike) made once and put after each hex's id. Between parts, other threads get the interpreter."""
    board = carried(hex_map)
    eol = "\n" if board.get("line_end") == "lf" else "\r\n"
    head = texts(board.get("header")) + [f"size {hex_map.width} {hex_map.height}"]
    yield eol.join(head + [line for _, line in kept_lines(board)]) + eol
    ends, codes = _line_ends(hex_map, board)
    w, cols = hex_map.width, [f"hex {c:02d}" for c in range(1, hex_map.width + 1)]
    step = max(1, PART_HEXES // w)
    for top in range(0, hex_map.height, step):
        rows = range(top, min(top + step, hex_map.height))
        ids = map(operator.add, cols * len(rows), chain.from_iterable(repeat(f"{r + 1:02d} ", w) for r in rows))
        yield eol.join(map(operator.add, ids, map(ends.__getitem__, codes[top * w:rows.stop * w].tolist()))) + eol
    yield "end" + eol


PART_HEXES = 50_000         # hex lines in one part of a board's text


def _line_ends(hex_map: HexMap, board: dict) -> tuple[list[str], np.ndarray]:
    """The distinct ends of the hex lines (`LEVEL "terrain" "theme"`), and each hex's (flat order)."""
    written = written_terrain(hex_map)
    levels = np.floor(hex_map.level.reshape(-1)).astype(np.int64)
    themes = {clean(board.get("theme", "")): 0}             # each theme's code, the map's own first
    theme_codes = np.zeros(hex_map.width * hex_map.height, np.int64)
    for flat, theme in _by_flat(hex_map, mapping(board, "themes")).items():
        theme_codes[flat] = themes.setdefault(clean(theme), len(themes))
    theme_texts = list(themes)
    first, codes = arrays.kinds([written.kinds, levels, theme_codes])
    ends = [f'{levels[f]} "{written.texts[written.kinds[f]]}" "{theme_texts[theme_codes[f]]}"' for f in first.tolist()]
    return ends, codes


def hex_notes(hex_map: HexMap) -> list[str]:
    """What each hex's line cannot say (its terrain string's notes, a level that is not whole), one
    line per hex, from the map (not its text)."""
    written = written_terrain(hex_map)
    levels = hex_map.level.reshape(-1)
    noted = np.flatnonzero(np.isin(written.kinds, [k for k, notes in enumerate(written.notes) if notes])
                           | (levels != np.floor(levels)))
    out = []
    for flat in noted.tolist():
        level = float(levels[flat])
        notes = written.notes[written.kinds[flat]]
        if not level.is_integer():
            notes = [*notes, f"level {level:g} written as {math.floor(level)} (MegaMek levels are whole)"]
        out.append(f"hex {hex_map.id_of_flat(flat)}: " + "; ".join(notes))
    return out


def write_board(hex_map: HexMap, path: str | Path) -> None:
    try:
        with atomic_output(path) as f:
            for part in board_parts(hex_map):
                f.write(part.encode("utf-8"))
    except OSError as e:
        raise MapFileError(str(path), f"cannot save: {e.strerror or e}") from None


def write_notes(hex_map: HexMap) -> list[str]:
    """What writing this map as a board loses, one line per hex, one for the conditions; and what
    MegaMek would refuse in the board (validity.py), from the tokens each hex is written with."""
    scenario_notes = [note for note in (conditions_note(hex_map), zone_names_note(hex_map),
                                        scenario_note(hex_map)) if note]
    refused = [f"hex {hex_map.id_of_flat(r.flat)}: MegaMek refuses it: " + " ".join(r.messages)
               for r in board_refusals(hex_map.width, hex_map.height, written_tokens(hex_map))]
    return hex_notes(hex_map) + scenario_notes + refused


def written_tokens(hex_map: HexMap) -> ByKind:
    """The tokens of each hex of the board written (worked out once per change of the map)."""
    return hex_map.derived("megamek tokens", _parsed)


def _parsed(hex_map: HexMap) -> ByKind:
    written = written_terrain(hex_map)
    return ByKind(written.kinds, [parse_terrain(text) for text in written.texts])


def board_report(hex_map: HexMap) -> list[str]:
    """What a map read from a board holds only for MegaMek (one line per hex), from its block."""
    out = []
    for hex_id, original in mapping(carried(hex_map), "terrain").items():
        prior = reading_of(original)
        if prior is not None and prior[1].notes:
            out.append(f"hex {hex_id}: " + "; ".join(prior[1].notes))
    return out
