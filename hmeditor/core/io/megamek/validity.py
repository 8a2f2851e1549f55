"""What MegaMek refuses in a board: a port of the rules of `Board.isValid` with the `Hex.isValid`
and `Terrain.isValid` it calls, in MegaMek's own words.

Sources (MegaMek/megamek, rules carried over, no code copied):
  megamek/src/megamek/common/board/Board.java     isValid: per hex, the hex's errors, then for a
      building (its exits always count as set by hand, Terrain.java) each exit into a neighbouring
      building: the same type ("Building Type") and the same class (absent counts as 0).
  megamek/src/megamek/common/Hex.java             isValid: every terrain's level; rapids in water
      of depth 1 or more; woods and jungle not together; foliage_elev by woods/jungle density;
      complete buildings, bridges and fuel tanks; no building with a fuel tank.
  megamek/src/megamek/common/units/Terrain.java   isValid: the level ranges (megamek.yaml
      valid_levels), reported as "Illegal level: key:level[:exits]".
A hex holds one terrain per key, a later token replacing an earlier one; unknown keys are read as
MegaMek's type 0, "none" (Terrains.getType), which also keep only the last one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import numpy as np

from ...hexgrid import OFFSET_NEIGHBOURS
from ...language import QT_TRANSLATE_NOOP, translate
from .terms import TERMS
from .tokens import Token, parse_terrain, split_line

BUILDING_PARTS = ("building", "bldg_elev", "bldg_cf", "bldg_fluff", "bldg_armor", "bldg_class",
                  "bldg_base_collapsed", "bldg_basement_type")
BRIDGE_PARTS = ("bridge", "bridge_elev", "bridge_cf")
FUEL_TANK_PARTS = ("fuel_tank", "fuel_tank_cf", "fuel_tank_elev", "fuel_tank_magn")

INCOMPLETE_BUILDING = ("Incomplete Building! A hex with any building terrain must at least contain a building "
                       "type, building elevation and building CF.")
INCOMPLETE_BRIDGE = ("Incomplete Bridge! A hex with any bridge terrain must contain the bridge type, bridge "
                     "elevation and the bridge CF.")
INCOMPLETE_FUEL_TANK = ("Incomplete Fuel Tank! A hex with any fuel tank terrain must contain the fuel tank type, "
                        "elevation, CF and the fuel tank magnitude.")
OTHER_BUILDING_TYPE = "Building has an exit to a building of another Building Type (Light, Medium...)."


class Refusal(NamedTuple):
    """MegaMek's errors for one hex (flat index, hex id as MegaMek numbers it, its messages)."""

    flat: int
    board_num: str
    messages: tuple[str, ...]


def as_megamek_hex(tokens: list[Token] | tuple[Token, ...]) -> dict[str, Token]:
    """The terrains of a hex as MegaMek holds them: one per key (the last), unknown keys as 'none'."""
    out: dict[str, Token] = {}
    for t in tokens:
        key = t.key if t.key in TERMS.megamek_names else "none"
        out[key] = Token(key, t.level, t.exits)
    return out


def _shown(t: Token) -> str:
    """Terrain.toString: key:level, and :exits when exits are set by hand (always for buildings)."""
    exits = t.exits if t.exits is not None else (0 if t.key in ("building", "fuel_tank") else None)
    return f"{t.key}:{t.level}" + ("" if exits is None else f":{exits}")


def hex_errors(terrains: dict[str, Token]) -> list[str]:
    """Hex.isValid's messages for one hex's terrains (as_megamek_hex)."""
    errors = []
    for t in terrains.values():
        low, high = TERMS.valid_levels.get(t.key, (None, None))
        if (low is not None and t.level < low) or (high is not None and t.level > high):
            errors.append(f"Illegal level: {_shown(t)}")
    if "rapids" in terrains:
        if "water" not in terrains:
            errors.append("Rapids must occur within water.")
        if terrains["water"].level < 1 if "water" in terrains else True:
            errors.append("Rapids must occur in depth 1 or greater.")
    woods, jungle, foliage = (terrains.get(k) for k in ("woods", "jungle", "foliage_elev"))
    if woods and jungle:
        errors.append("Woods and Jungle cannot appear in the same hex.")
    if (woods or jungle) and foliage:
        levels = {t.level for t in (woods, jungle) if t}
        if not (foliage.level == 1 or (levels & {1, 2} and foliage.level == 2) or (3 in levels and foliage.level == 3)):
            errors.append("Foliage elevation is wrong, must be 1 or 2 for Light/Heavy and 1 or 3 for Ultra "
                          "Woods/Jungle.")
    if foliage and not (woods or jungle):
        errors.append("Woods and Jungle Elevation terrain present without Woods or Jungle.")
    for parts, needed, message in ((BUILDING_PARTS, BUILDING_PARTS[:3], INCOMPLETE_BUILDING),
                                   (BRIDGE_PARTS, BRIDGE_PARTS, INCOMPLETE_BRIDGE),
                                   (FUEL_TANK_PARTS, FUEL_TANK_PARTS, INCOMPLETE_FUEL_TANK)):
        if any(k in terrains for k in parts) and not all(k in terrains for k in needed):
            errors.append(message)
    if "fuel_tank" in terrains and "building" in terrains:
        errors.append("A hex cannot have both a Building and a Fuel Tank.")
    return errors


class ByKind(Sequence):
    """Per hex (flat order), the value of its kind: a board's hexes alike share one value (their
    tokens, what MegaMek makes of them), and a million hexes need no list of them all."""

    def __init__(self, kinds: np.ndarray, values: list):
        self.kinds, self.values = kinds, values

    def __getitem__(self, flat: int):  # type: ignore[override]  # by index alone, no slices
        return self.values[self.kinds[flat]]

    def __len__(self) -> int:
        return len(self.kinds)

    def map(self, fn: Callable) -> ByKind:
        """fn of each hex's value, worked out once per kind."""
        return ByKind(self.kinds, [fn(value) for value in self.values])

    def flats(self, holds: Callable = bool) -> np.ndarray:
        """The flat indices of the hexes whose value `holds`, in order."""
        return np.flatnonzero(np.isin(self.kinds, [k for k, value in enumerate(self.values) if holds(value)]))

    def column(self, fn: Callable) -> np.ndarray:
        """fn of each hex's value (a number), as an array."""
        return np.array([fn(value) for value in self.values], np.int64)[self.kinds]


def megamek_hexes(hexes: ByKind) -> ByKind:
    """The terrains of each hex as MegaMek holds them (as_megamek_hex)."""
    return hexes.map(as_megamek_hex)


def board_refusals(width: int, height: int, hexes: ByKind, hex_level: bool = True) -> list[Refusal]:
    """Board.isValid's errors for a board (hexes in file order), per hex, empty when MegaMek takes it;
    without `hex_level`, only the errors between hexes (building exits)."""
    terrains = megamek_hexes(hexes)
    errors = terrains.map(hex_errors if hex_level else lambda _terrains: [])
    between = _building_exit_errors(width, height, terrains)
    out = []
    for flat in sorted({*errors.flats().tolist(), *between}):
        row, col = divmod(flat, width)
        out.append(Refusal(flat, f"{col + 1:02d}{row + 1:02d}", (*errors[flat], *between.get(flat, ()))))
    return out


def _building_exit_errors(width: int, height: int, terrains: ByKind) -> dict[int, list[str]]:
    """By flat index, the errors of each building hex with an exit into a building of another type
    or class (an absent class is 0), in MegaMek's order: by direction, the type first."""
    has = terrains.column(lambda t: "building" in t) == 1
    kind = terrains.column(lambda t: t["building"].level if "building" in t else 0)
    klass = terrains.column(lambda t: t["bldg_class"].level if "bldg_class" in t else 0)
    exits = terrains.column(lambda t: (t["building"].exits or 0) if "building" in t else 0)
    flats = np.flatnonzero(has & (exits != 0))
    row, col = np.divmod(flats, width)
    other_type, other_class = np.zeros((2, len(flats), 6), bool)
    for d in range(6):
        c, r = col + OFFSET_NEIGHBOURS[col & 1, d, 0], row + OFFSET_NEIGHBOURS[col & 1, d, 1]
        inside = (0 <= c) & (c < width) & (0 <= r) & (r < height)
        there = np.where(inside, r * width + c, 0)
        joined = inside & (exits[flats] >> d & 1 == 1) & has[there]
        other_type[:, d] = joined & (kind[there] != kind[flats])
        other_class[:, d] = joined & (klass[there] != klass[flats])
    out = {}
    for i in np.flatnonzero((other_type | other_class).any(1)).tolist():
        out[int(flats[i])] = [message for d in range(6) for message, wrong in (
            (OTHER_BUILDING_TYPE, other_type[i, d]),
            (f"Building has an exit in direction {d} to a building of another Building Class.", other_class[i, d]))
            if wrong]
    return out


# ---- exits as MegaMek works them out, and roads and bridges that do not join up ---------------

EXITABLE = tuple(sorted(TERMS.exitable))


def megamek_exits(width: int, height: int, terrains: Sequence[dict[str, Token]],
                  roads_to_pavement: bool = True, flats=None) -> dict[int, dict[str, int]]:
    """By flat index, for the hexes `flats` (all by default), the exits of each exitable terrain
    once MegaMek has initialised the board (MegaMek/megamek:megamek/src/megamek/common/Hex.java
    setExits): hand-set exits as given (a building or fuel tank always counts as hand-set);
    otherwise toward each neighbour with the same terrain, water also off the board's edge, a road
    also into pavement unless the board's option turns that off."""
    out = {}
    for flat in range(len(terrains)) if flats is None else flats:
        here = terrains[flat]
        row, col = divmod(flat, width)
        exits = {}
        for key in EXITABLE:
            t = here.get(key)
            if t is None:
                continue
            if t.exits is not None or key in ("building", "fuel_tank"):
                exits[key] = (t.exits or 0) & 63
                continue
            mask = 0
            for d, other in enumerate(_neighbours(terrains, col, row, width, height)):
                if (other is None and key == "water") or (other is not None and (
                        key in other or (key == "road" and roads_to_pavement and "pavement" in other))):
                    mask |= 1 << d
            exits[key] = mask
        out[flat] = exits
    return out


def _neighbours(terrains, col: int, row: int, width: int, height: int) -> list[dict[str, Token] | None]:
    out = []
    for d in range(6):
        dc, dr = OFFSET_NEIGHBOURS[col & 1, d]
        c, r = col + int(dc), row + int(dr)
        out.append(terrains[r * width + c] if 0 <= c < width and 0 <= r < height else None)
    return out


class _Exits(dict):
    """megamek_exits by flat index, a hex's worked out when first asked for."""

    def __init__(self, compute: Callable[[list[int]], dict[int, dict[str, int]]]):
        super().__init__()
        self.compute = compute

    def __missing__(self, flat: int) -> dict[str, int]:
        value = self[flat] = self.compute([flat])[flat]
        return value


DIRECTIONS = (QT_TRANSLATE_NOOP("RealityCheck", "N"), QT_TRANSLATE_NOOP("RealityCheck", "NE"),
              QT_TRANSLATE_NOOP("RealityCheck", "SE"), QT_TRANSLATE_NOOP("RealityCheck", "S"),
              QT_TRANSLATE_NOOP("RealityCheck", "SW"), QT_TRANSLATE_NOOP("RealityCheck", "NW"))
MAX_BRIDGE_END_STEP = 1


class Problem(NamedTuple):
    flat: int
    message: str
    kind: str = ""                  # no-exit-back, dead-end, stranded (the ones a fix exists for)
    direction: int | None = None    # of the exit it is about


def connectivity_problems(width: int, height: int, hexes: ByKind, levels, roads_to_pavement: bool = True,
                          only: np.ndarray | None = None) -> list[Problem]:
    """Roads and bridges that do not join up, in MegaMek's words (MegaMek/megamek:
    megamek/src/megamek/common/board/BoardConnectivityCheck.java findProblems, 2026), and bridges no
    unit can drive onto: MegaMek lets a unit onto a bridge only across a side the bridge exits
    through (MegaMek/megamek:megamek/src/megamek/common/moves/MoveStep.java). With `only` (flat
    indices holding every bridge), the roads among those hexes alone are looked at."""
    terrains = megamek_hexes(hexes)
    roads_and_bridges = terrains.flats(lambda here: "road" in here or "bridge" in here)
    if only is not None:
        roads_and_bridges = roads_and_bridges[np.isin(roads_and_bridges, only)]
    roads_and_bridges = roads_and_bridges.tolist()
    exits = _Exits(lambda flats: megamek_exits(width, height, terrains, roads_to_pavement, flats))
    exits.update(exits.compute(roads_and_bridges))
    out = []
    for flat in roads_and_bridges:
        here = terrains[flat]
        row, col = divmod(flat, width)
        around = _neighbours(terrains, col, row, width, height)
        name = f"{col + 1:02d}{row + 1:02d}"
        if "road" in here:
            out += _road_problems(flat, here, around, exits, levels, width, name)
        if "bridge" in here:
            out += [Problem(flat, m) for m in _bridge_problems(flat, here, around, exits, levels, width, name)]
    return out + _stranded_bridges(width, height, terrains, exits)


def _surface(hex_terrains: dict[str, Token], level: int) -> int:
    """The level a unit stands at in a hex, on top of any building."""
    return level + max(0, hex_terrains["bldg_elev"].level if "bldg_elev" in hex_terrains else 0)


def _deck(hex_terrains: dict[str, Token], level: int) -> int:
    return level + (hex_terrains["bridge_elev"].level if "bridge_elev" in hex_terrains else 0)


def _neighbour_flat(flat: int, d: int, width: int) -> tuple[str, int]:
    row, col = divmod(flat, width)
    dc, dr = OFFSET_NEIGHBOURS[col & 1, d]
    c, r = col + int(dc), row + int(dr)
    return f"{c + 1:02d}{r + 1:02d}", r * width + c


def _road_problems(flat, here, around, exits, levels, width, name) -> list[Problem]:
    out = []
    road_level = _surface(here, levels[flat])
    for d, other in enumerate(around):
        if other is None or not exits[flat]["road"] >> d & 1:
            continue
        there, n = _neighbour_flat(flat, d, width)
        back = (d + 3) % 6
        if "bridge" in other and not _joins_ground_road(road_level, other, levels[n]):
            deck = _deck(other, levels[n])
            if not exits[n]["bridge"] >> back & 1 and abs(deck - road_level) > MAX_BRIDGE_END_STEP:
                out.append(Problem(flat, translate(
                    "RealityCheck", "Road at {hex} exits {direction} onto the bridge at {there}, but its deck at level "
                    "{deck} is out of reach of the road at level {road}").format(
                        hex=name, direction=_direction(d), there=there, deck=deck, road=road_level)))
        elif "road" in other:
            if not exits[n]["road"] >> back & 1:
                out.append(Problem(flat, translate(
                    "RealityCheck", "Road at {hex} exits {direction}, but the road at {there} has no exit back").format(
                        hex=name, direction=_direction(d), there=there), "no-exit-back", d))
        elif not any(k in other for k in ("pavement", "bridge", "building", "fuel_tank")):
            out.append(Problem(flat, translate(
                "RealityCheck", "Road at {hex} exits {direction} into {there}, which has no road, pavement, bridge or "
                "building").format(hex=name, direction=_direction(d), there=there), "dead-end", d))
    return out


def _joins_ground_road(road_level: int, bridge_hex: dict[str, Token], level: int) -> bool:
    """A road under an overpass: it meets the ground road of the bridge hex, not the deck."""
    if not ("road" in bridge_hex or "pavement" in bridge_hex):
        return False
    reaches_deck = abs(_deck(bridge_hex, level) - road_level) <= MAX_BRIDGE_END_STEP
    return abs(level - road_level) <= MAX_BRIDGE_END_STEP and not reaches_deck


def _bridge_problems(flat, here, around, exits, levels, width, name) -> list[str]:
    out = []
    deck = _deck(here, levels[flat])
    for d, other in enumerate(around):
        if other is None or "bridge" in other or not exits[flat]["bridge"] >> d & 1:
            continue
        there, n = _neighbour_flat(flat, d, width)
        ground = _surface(other, levels[n])
        if not ("road" in other or "pavement" in other):
            if abs(deck - ground) > MAX_BRIDGE_END_STEP:
                out.append(translate("RealityCheck", "Bridge at {hex} exits {direction} into {there} and is left "
                                     "floating: its deck is at level {deck} and the ground there at level {ground}")
                           .format(hex=name, direction=_direction(d), there=there, deck=deck, ground=ground))
        elif abs(deck - ground) > MAX_BRIDGE_END_STEP:
            out.append(translate("RealityCheck", "Bridge at {hex} has its deck at level {deck}, but the road it meets "
                                 "at {there} is at level {ground}").format(hex=name, deck=deck, there=there,
                                                                           ground=ground))
    return out


def _stranded_bridges(width: int, height: int, terrains, exits) -> list[Problem]:
    """One problem per bridge (hexes joined by bridge exits) with no exit onto a hex of the board
    that is not bridge: no unit can drive onto it."""
    groups: dict[int, int] = {}

    def root(i: int) -> int:
        while groups[i] != i:
            groups[i] = groups[groups[i]]
            i = groups[i]
        return i
    bridges = terrains.flats(lambda here: "bridge" in here).tolist()
    groups.update((f, f) for f in bridges)
    way_off = set()
    for flat in bridges:
        row, col = divmod(flat, width)
        for d, other in enumerate(_neighbours(terrains, col, row, width, height)):
            if other is None or not exits[flat]["bridge"] >> d & 1:
                continue
            n = _neighbour_flat(flat, d, width)[1]
            if "bridge" in other:
                groups[root(flat)] = root(n)
            else:
                way_off.add(flat)
    stranded = {root(f) for f in bridges} - {root(f) for f in way_off}
    return [Problem(f, translate("RealityCheck", "Bridge at {hex} has no exit onto the ground or a road: no unit can "
                                 "drive onto it, only jump").format(hex=f"{f % width + 1:02d}{f // width + 1:02d}"),
                    "stranded") for f in sorted(stranded)]


def _direction(d: int) -> str:
    """Direction d (0: north, clockwise) as a message names it: "NE"."""
    return translate("RealityCheck", DIRECTIONS[d])


class Board(NamedTuple):
    """A board as MegaMek loads it: hexes in file order, the missing ones clear at level 0."""

    width: int
    height: int
    hexes: ByKind                   # each hex's tokens
    levels: list[int]
    roads_to_pavement: bool = True

    def refusals(self) -> list[Refusal]:
        return board_refusals(self.width, self.height, self.hexes)

    def problems(self, only: np.ndarray | None = None) -> list[Problem]:
        return connectivity_problems(self.width, self.height, self.hexes, self.levels, self.roads_to_pavement, only)


def parse_board(text: str) -> Board:
    """Board text read the way MegaMek's Board.load reads it (size, option, hex lines, end); raises
    ValueError on what it cannot read at all."""
    size, kinds, levels, to_pavement = None, [], [], True
    strings: dict[str, int] = {}            # each distinct terrain string: its kind
    for line in text.splitlines():
        fields = split_line(line) or []
        word = fields[0][0].lower() if fields else ""
        if word == "size":
            size = int(fields[1][0]), int(fields[2][0])
        elif word == "option" and [f.lower() for f, _ in fields[1:3]] == ["exit_roads_to_pavement", "false"]:
            to_pavement = False
        elif word == "hex":
            levels.append(int(fields[2][0]) if len(fields) > 2 else 0)
            kinds.append(strings.setdefault(fields[3][0] if len(fields) > 3 else "", len(strings)))
        elif word == "end":
            break
    if size is None:
        raise ValueError("no size line")
    missing = max(0, size[0] * size[1] - len(kinds))
    kinds += [strings.setdefault("", len(strings))] * missing
    hexes = ByKind(np.array(kinds, np.int64), [parse_terrain(string) for string in strings])
    return Board(*size, hexes, levels + [0] * missing, to_pavement)
