"""The reality check's MegaMek rules, on maps that are (or are to become) boards: those with a
`megamek:` block (`hmeditor check --board` gives a map one). Registered with the check where the
format is (core/io), imported when a map's checks are listed.

- base-exclusive (error): hexes the board gave two base terrains; the map kept one (the block's
  base_conflicts). The fix forgets the others.
- megamek-refuses (error): what MegaMek's Board.isValid refuses in a hex of the board we write, in
  its words (validity.py); the fix adds what a building, bridge or fuel tank lacks, or drops a
  token MegaMek has no level for.
- megamek-exits (error): the rest of what Board.isValid refuses: building exits the board file has
  into a building of another type or class (the writer keeps a file's exits where both hexes are
  as the file gave them; where one was edited it corrects them itself). The fix leaves them out.
- megamek-roads (warning): roads and bridges that do not join up (MegaMek's
  BoardConnectivityCheck), with a fix where one is clear: an exit back, a dead end dropped, a
  bridge run onto the land.

Every fix is a new original terrain string for some hexes (the map's block); findings carry them.
"""

from __future__ import annotations

import copy

import numpy as np

from ...check.finding import Finding
from ...check.registry import Hit, View, check, fixer, readable
from ...edits import SetExtra
from ...features import BRIDGE_BIT, Original, Source, compute
from ...hexgrid import OFFSET_NEIGHBOURS
from ...language import translate
from ...model import HexMap
from ...vocabulary import BASE_INDEX, BASE_TERRAINS
from .block import KEY, base_conflicts, carried, mapping, read_terrain, source, without_conflicts
from .terms import TERMS
from .tokens import Token, terrain_text
from .validity import (
    BRIDGE_PARTS,
    BUILDING_PARTS,
    FUEL_TANK_PARTS,
    INCOMPLETE_BRIDGE,
    INCOMPLETE_BUILDING,
    INCOMPLETE_FUEL_TANK,
    OTHER_BUILDING_TYPE,
    Problem,
    as_megamek_hex,
    connectivity_problems,
    hex_errors,
)
from .writer import written_tokens


def as_board(hex_map: HexMap) -> None:
    """Mark a map as one to become a board, so that the MegaMek rules check it."""
    if not carried(hex_map):
        hex_map.extra_keys[KEY] = {"line_end": "crlf"}


@check("base-exclusive", "error", meta=True)
def base_exclusive(v: View) -> list[Hit]:
    """Hexes a board gave two base terrains (the block's record of them: base_conflicts)."""
    hits = []
    for hex_id, names in sorted(base_conflicts(v.map).items()):
        try:
            col, row = v.map.parse_hex_id(hex_id)
        except ValueError:
            continue
        kept, others = names[0], readable(list(names[1:]))
        if BASE_TERRAINS[v.base[row, col]].name != kept:
            continue            # the base was changed since: the conflict is resolved
        hits.append(Hit(v.map.flat(col, row), (hex_id,),
                        translate("RealityCheck", "Hex {hex} held both {kept} and {others} in the file it was read "
                                  "from; a hex has one base terrain, so {kept} was kept.").format(
                            hex=hex_id, kept=kept.replace("_", " "), others=others.replace("_", " ")),
                        translate("RealityCheck", "keep {kept}, drop {others}").format(kept=kept, others=others)))
    return hits


@fixer("base-exclusive")
def _drop_conflict(hex_map: HexMap, finding: Finding, rules):
    return without_conflicts(hex_map, finding.hexes)


@check("megamek-refuses", "error", meta=True)
def megamek_refuses(v: View) -> list[Hit]:
    if not carried(v.map):
        return []
    errors = written_tokens(v.map).map(lambda tokens: tuple(hex_errors(as_megamek_hex(tokens))))
    out = []
    for flat in errors.flats().tolist():
        hex_id, messages = v.map.id_of_flat(flat), errors[flat]
        fix, strings = _hex_fix(v.map, hex_id, messages)
        out.append(Hit(flat, (hex_id,), _refused(hex_id, messages), fix, strings))
    return out


def _refused(hex_id: str, messages) -> str:
    """The finding of MegaMek's errors in a hex: MegaMek's own words, quoted as it gives them."""
    return translate("RealityCheck", "MegaMek refuses the board: errors in hex {hex}: {errors}").format(
        hex=hex_id, errors=" ".join(messages))


def _hex_fix(hex_map: HexMap, hex_id: str, messages: tuple[str, ...]) -> tuple[str | None, dict | None]:
    """A fix for one hex's errors: its original terrain string made whole (None: no clear fix)."""
    original = mapping(carried(hex_map), "terrain").get(hex_id)
    read = read_terrain(original) if isinstance(original, str) else None
    if read is None:
        return None, None
    tokens, done = list(read[0]), []
    keys = {t.key for t in tokens}
    for parts, message, defaults in ((BUILDING_PARTS, INCOMPLETE_BUILDING, _building_defaults),
                                     (BRIDGE_PARTS, INCOMPLETE_BRIDGE, _bridge_defaults),
                                     (FUEL_TANK_PARTS, INCOMPLETE_FUEL_TANK, _fuel_tank_defaults)):
        if message in messages:
            owner = parts[0]
            if owner in keys:
                added = [t for t in defaults(tokens) if t.key not in keys]
                tokens += added
                done.append(_adding(added))
            else:
                done.append(_dropping([t for t in tokens if t.key in parts]))
                tokens = [t for t in tokens if t.key not in parts]
    for message in messages:
        if message.startswith("Illegal level: ") or message.startswith("Foliage elevation is wrong"):
            key = message.split()[2].split(":")[0] if message.startswith("Illegal") else "foliage_elev"
            done.append(_dropping([t for t in tokens if t.key == key]))
            tokens = [t for t in tokens if t.key != key]
    if not done:
        return None, None
    return "; ".join(done), {hex_id: terrain_text(tokens)}


def _adding(tokens: list[Token]) -> str:
    return translate("RealityCheck", "add {tokens}").format(tokens=", ".join(t.text for t in tokens))


def _dropping(tokens: list[Token]) -> str:
    return translate("RealityCheck", "drop {tokens}").format(tokens=", ".join(t.text for t in tokens))


def _building_defaults(tokens: list[Token]) -> list[Token]:
    level = next(t.level for t in tokens if t.key == "building")
    kind = ("light", "medium", "heavy", "hardened")[min(max(level, 1), 4) - 1]
    return [Token("bldg_cf", TERMS.building_cf[kind]), Token("bldg_elev", 1)]


def _bridge_defaults(tokens: list[Token]) -> list[Token]:
    return [Token("bridge_cf", TERMS.new_bridge_cf), Token("bridge_elev", 0)]


def _fuel_tank_defaults(tokens: list[Token]) -> list[Token]:
    return [Token(key, level) for key, level in TERMS.fuel_tank.items()]


@check("megamek-exits", "error", meta=True)
def megamek_exits(v: View) -> list[Hit]:
    """Building exits of the file, between hexes as the file gave them, into another type or class."""
    found = source(v.map)
    if found is None:
        return []
    out = []
    for flat, o in found.hexes.items():
        messages, bad = _mismatched(v.map, found, flat, o)
        if not messages or o.building is None:
            continue
        hex_id = v.map.id_of_flat(flat)
        read = read_terrain(mapping(carried(v.map), "terrain")[hex_id])
        assert read is not None                     # its building was read from it
        tokens = [t.with_exits(o.building[1] & ~bad) if t.key == "building" else t for t in read[0]]
        out.append(Hit(flat, (hex_id,), _refused(hex_id, messages),
                       translate("RealityCheck", "leave out the exits into the other building"),
                       {hex_id: terrain_text(tokens)}))
    return out


def _mismatched(hex_map: HexMap, found: Source, flat: int, o: Original) -> tuple[list[str], int]:
    """What MegaMek says of this kept building hex's file exits into other kept buildings, and those exits."""
    row, col = divmod(flat, hex_map.width)
    if o.building is None or not _kept(hex_map, found, flat, o):
        return [], 0
    messages, bad = [], 0
    for d in range(6):
        dc, dr = OFFSET_NEIGHBOURS[col & 1, d]
        c, r = col + int(dc), row + int(dr)
        other = found.hexes.get(r * hex_map.width + c) if hex_map.contains(c, r) else None
        if not (o.building[1] >> d & 1) or other is None or other.building is None:
            continue
        if not _kept(hex_map, found, r * hex_map.width + c, other):
            continue
        if other.building[0] != o.building[0]:
            messages.append(OTHER_BUILDING_TYPE)
            bad |= 1 << d
        if other.building_class != o.building_class:
            messages.append(f"Building has an exit in direction {d} to a building of another Building Class.")
            bad |= 1 << d
    return messages, bad


def _kept(hex_map: HexMap, found: Source, flat: int, o: Original) -> bool:
    """Whether the hex is a building of the type and class the file gave it."""
    row, col = divmod(flat, hex_map.width)
    kind = int(np.nan_to_num(hex_map.params[row, col, 0])) + 1
    return (o.building is not None and hex_map.base[row, col] == BASE_INDEX["building"] and o.building[0] == kind
            and found.classes.get(flat, 0) == o.building_class)


@check("megamek-roads", "warning", meta=True)
def megamek_roads(v: View) -> list[Hit]:
    board = source(v.map)
    if board is None:
        return []
    levels = np.floor(v.map.level.ravel()).astype(np.int64)
    problems: dict[int, list[Problem]] = {}
    for problem in connectivity_problems(v.map.width, v.map.height, written_tokens(v.map), levels,
                                         board.roads_to_pavement):
        problems.setdefault(problem.flat, []).append(problem)
    out = []
    for flat, found in problems.items():
        strings = dict(mapping(carried(v.map), "terrain"))
        fixes = [f for f in (_road_fix(v.map, p, strings) for p in found) if f]
        changed = {k: t for k, t in strings.items() if t != mapping(carried(v.map), "terrain").get(k)}
        out.append(Hit(flat, (v.map.id_of_flat(flat),), "; ".join(p.message for p in found),
                       "; ".join(fixes) or None, changed or None))
    return out


def _road_fix(hex_map: HexMap, problem: Problem, strings: dict) -> str | None:
    """Fix one problem in `strings` (hex id -> original terrain string); what the fix does, or None."""
    if problem.direction is not None and problem.kind == "no-exit-back":
        row, col = divmod(problem.flat, hex_map.width)
        dc, dr = OFFSET_NEIGHBOURS[col & 1, problem.direction]
        there = hex_map.hex_id(col + int(dc), row + int(dr))
        return _with_exit(strings, there, "road", (problem.direction + 3) % 6, True,
                          translate("RealityCheck", "give the road at {hex} an exit back").format(hex=there))
    if problem.direction is not None and problem.kind == "dead-end":
        return _with_exit(strings, hex_map.id_of_flat(problem.flat), "road", problem.direction, False,
                          translate("RealityCheck", "drop the exit that leads nowhere"))
    if problem.kind == "stranded":
        return _bridge_run(hex_map, problem.flat, strings)
    return None


def _with_exit(strings: dict, hex_id: str, key: str, d: int, on: bool, what: str) -> str | None:
    read = read_terrain(strings[hex_id]) if isinstance(strings.get(hex_id), str) else None
    if read is None or not any(t.key == key and t.exits is not None for t in read[0]):
        return None
    strings[hex_id] = terrain_text(t.with_exits(t.exits | 1 << d if on else t.exits & ~(1 << d))
                                   if t.key == key and t.exits is not None else t for t in read[0])
    return what


def _bridge_run(hex_map: HexMap, flat: int, strings: dict) -> str | None:
    """Exits for a stranded bridge: worked out as for a new bridge, onto the land at its ends."""
    found = source(hex_map)
    assert found is not None                        # a board's bridge
    bridge = _bridge_hexes(hex_map, flat)
    loose = Source({f: o for f, o in found.hexes.items() if f not in bridge}, found.roads_to_pavement, found.classes)
    exits = compute(hex_map, loose).bridge
    runs = {}
    for f in bridge:
        hex_id = hex_map.id_of_flat(f)
        read = read_terrain(strings[hex_id]) if isinstance(strings.get(hex_id), str) else None
        if read is None:
            return None
        row, col = divmod(f, hex_map.width)
        runs[hex_id] = terrain_text(t.with_exits(int(exits[row, col])) if t.key == "bridge" else t for t in read[0])
    strings.update(runs)
    return translate("RealityCheck", "run the bridge onto the land at its ends")


def _bridge_hexes(hex_map: HexMap, flat: int) -> set[int]:
    """The bridge hexes joined to this one by adjacency."""
    todo, seen = [flat], {flat}
    while todo:
        row, col = divmod(todo.pop(), hex_map.width)
        for d in range(6):
            dc, dr = OFFSET_NEIGHBOURS[col & 1, d]
            c, r = col + int(dc), row + int(dr)
            f = r * hex_map.width + c
            if hex_map.contains(c, r) and hex_map.mods[r, c] & BRIDGE_BIT and f not in seen:
                seen.add(f)
                todo.append(f)
    return seen


def _new_strings(hex_map: HexMap, finding: Finding, rules) -> SetExtra:
    board = copy.deepcopy(carried(hex_map))
    board.setdefault("terrain", {}).update(finding.fix_value)
    return SetExtra(KEY, board)


for _rule in ("megamek-refuses", "megamek-exits", "megamek-roads"):
    fixer(_rule)(_new_strings)
