"""MegaMek .board files (../reference/board-format.md): read, write, and what cannot be mapped.

Terrain tokens map to FORMAT.md names both ways (the TERMS table below). What our model cannot
hold is kept in `hex_map.extra_keys["megamek"]`, a plain YAML-safe dict, so it is written into
.hmap as a top-level `megamek:` key and survives .board -> .hmap -> .board:

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

A hex's original terrain string is kept only where writing the hex from the model alone would not
give it back exactly:
exits, a level our names merge (rubble:3 = medium rubble, road:2 = alley), a companion token
(bldg_class, bldg_armor, foliage_elev:1, pavement under a building), a key we have no name for
(fluff, solaris_elevator, unknown keys), or token order. The writer rebuilds a hex from the model
and takes from the original string each token whose meaning still holds: a mapped token when the
model still gives the same key with the same meaning (then verbatim, exits and all), a companion
while its owner (building, woods, jungle) is still there, anything else always.

CONTRACT with the reality check (`base-exclusive`): a hex that held two base terrains (woods on
pavement, a building in water) keeps one, by BASE_PRIORITY, as its base terrain and is recorded as
`base_conflicts = {hex_id: [kept_name, other_name, ...]}` in FORMAT.md names, e.g.
`{"0304": ["light_woods", "pavement"]}`. The checker shows the finding while the hex still holds
the kept base terrain; the writer then writes the other base terrain(s) back too. Pavement under a
building is the ground it stands on (city boards): it is carried silently, not a conflict.

Hexes are placed by file order, as MegaMek does; the ids are only checked (a mismatch is a note).
Unknown keys are notes, not errors; bad structure (missing size, wrong hex count, broken quoting,
a non-numeric level or terrain level) raises MapFileError with the line number.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..budget import MAX_SIDE, TooLarge, check_map_size
from ..cell import Cell, complete_params
from ..errors import DataError, MapFileError
from ..hexgrid import Hex
from ..model import HexMap
from ..vocabulary import BASE_INDEX, BASE_TERRAINS, BUILDING_TYPES, MOD_INDEX, MODIFICATIONS, check_level
from .files import atomic_write, read_text

KEY = "megamek"

# Our name, MegaMek key, level written, other levels read as this name (None: any level).
TERMS: tuple[tuple[str, str, int, tuple[int, ...] | None], ...] = (
    ("pavement", "pavement", 1, None),
    ("light_woods", "woods", 1, ()), ("heavy_woods", "woods", 2, ()), ("ultra_heavy_woods", "woods", 3, ()),
    ("light_jungle", "jungle", 1, ()), ("heavy_jungle", "jungle", 2, ()),
    ("ultra_heavy_jungle", "jungle", 3, ()),
    ("rough", "rough", 1, ()), ("ultra_rough", "rough", 2, ()),
    ("rubble", "rubble", 1, (2, 3, 4, 5)), ("ultra_rubble", "rubble", 6, ()),
    ("sand", "sand", 1, None), ("tundra", "tundra", 1, None),
    ("magma_crust", "magma", 1, ()), ("magma_liquid", "magma", 2, ()),
    ("planted_fields", "planted_fields", 1, None), ("impassable", "impassable", 1, None),
    ("mud", "mud", 1, None), ("swamp", "swamp", 1, ()), ("quicksand", "swamp", 3, (2,)),
    ("thin_snow", "snow", 1, ()), ("deep_snow", "snow", 2, ()),
    ("ice", "ice", 1, None), ("black_ice", "black_ice", 1, None),
    ("rapids", "rapids", 1, ()), ("torrent", "rapids", 2, ()),
    ("geyser_dormant", "geyser", 1, ()), ("geyser_active", "geyser", 2, ()), ("magma_vent", "geyser", 3, ()),
    ("road", "road", 1, (2,)), ("dirt_road", "road", 3, ()), ("gravel_road", "road", 4, ()),
    ("fire", "fire", 1, (2, 3, 4)),
    ("light_smoke", "smoke", 1, (3, 5, 6)), ("heavy_smoke", "smoke", 2, (4,)),
    ("hazardous_liquid", "hazardous_liquid", 0, None), ("fortified", "fortified", 1, None),
)
WRITE = {name: (key, level) for name, key, level, _ in TERMS}
READ: dict[tuple[str, int | None], str] = {}
for _name, _key, _level, _others in TERMS:
    READ[(_key, _level)] = _name
    for _other in (_others if _others is not None else (None,)):
        READ[(_key, _other)] = _name
ANY_LEVEL = {key for (key, level) in READ if level is None}
READ_KEYS = {key for key, _ in READ}

# Levels of a mapped key that change play in MegaMek but not in our names: kept and reported.
VARIANT_NOTES = {("fire", 2): "inferno fire", ("fire", 3): "inferno bomb fire", ("fire", 4): "inferno IV fire",
                 ("smoke", 3): "laser-inhibiting smoke", ("smoke", 4): "heavy laser-inhibiting smoke",
                 ("smoke", 5): "chaff smoke", ("smoke", 6): "green smoke"}

# Which base terrain a hex keeps when a board gives it two (the others go to base_conflicts).
BASE_PRIORITY = ("building", "impassable", "water", "woods", "jungle", "rubble", "rough", "magma",
                 "heavy_industrial", "planted_fields", "sand", "tundra", "pavement")
BUILDING_CF = {"light": 15, "medium": 40, "heavy": 90, "hardened": 120}   # MegaMek editor defaults (doc)
BRIDGE_TYPE, BRIDGE_CF = 1, 40      # written for a bridge that never came from a board (uncertain)

# Companion tokens: kept while a token of an owner key is in the hex. None: note nothing.
COMPANIONS: dict[str, tuple[tuple[str, ...], str | None]] = {
    "foliage_elev": (("woods", "jungle"), None),        # noted in _foliage_note when not the default
    "bldg_class": (("building",), "building class (hangar, fortress, gun emplacement)"),
    "bldg_armor": (("building",), "building armor"),
    "bldg_basement_type": (("building",), "building basement"),
    "bldg_base_collapsed": (("building",), "collapsed basement"),
    "bldg_fluff": (("building",), None),
}
# Parameter tokens: key -> (owner key, our parameter).
PARAMS = {"bldg_cf": ("building", "cf"), "bldg_elev": ("building", "height"),
          "bridge_cf": ("bridge", "cf"), "bridge_elev": ("bridge", "height")}
COSMETIC = {"fluff", "road_fluff", "ground_fluff", "water_fluff", "deployment_zone"}
MEGAMEK_NAMES = {
    "woods", "water", "rough", "rubble", "jungle", "sand", "tundra", "magma", "planted_fields",
    "heavy_industrial", "space", "pavement", "road", "swamp", "mud", "rapids", "ice", "snow", "fire",
    "smoke", "geyser", "building", "bldg_cf", "bldg_elev", "bldg_basement_type", "bldg_class",
    "bldg_armor", "bridge", "bridge_cf", "bridge_elev", "fuel_tank", "fuel_tank_cf", "fuel_tank_elev",
    "fuel_tank_magn", "impassable", "elevator", "fortified", "screen", "fluff", "arms", "legs",
    "metal_deposit", "bldg_base_collapsed", "bldg_fluff", "road_fluff", "ground_fluff", "water_fluff",
    "cliff_top", "cliff_bottom", "incline_top", "incline_bottom", "incline_high_top",
    "incline_high_bottom", "foliage_elev", "black_ice", "sky", "deployment_zone", "hazardous_liquid",
    "ultra_sublevel", "bridge_repaired",
}


# ---- tokens and what one token means -------------------------------------------------------

@dataclass(frozen=True)
class Token:
    key: str
    level: int
    exits: int | None = None

    @property
    def text(self) -> str:
        return f"{self.key}:{self.level}" + ("" if self.exits is None else f":{self.exits}")


_NUMBER = re.compile(r"[-+]?\d+")


def parse_terrain(text: str) -> list[Token]:
    """The tokens of a terrain string "key:level[:exits];..."; raises ValueError."""
    tokens = []
    for part in text.split(";"):
        if not part:
            continue
        fields = part.split(":")
        if len(fields) not in (2, 3) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", fields[0]):
            raise ValueError(f"terrain '{part}' is not key:level or key:level:exits")
        if not all(_NUMBER.fullmatch(f) and len(f) < 12 and abs(int(f)) < 2**31 for f in fields[1:]):
            raise ValueError(f"terrain '{part}': level and exits must be whole numbers")
        tokens.append(Token(fields[0], int(fields[1]), int(fields[2]) if len(fields) == 3 else None))
    return tokens


@lru_cache(maxsize=4096)
def meaning(key: str, level: int) -> tuple[tuple, str | None]:
    """What one token means here, and a note when something of it has no name of ours.

    ("base", name, value) / ("mod", name, None): a terrain (value: water depth, industrial height,
    building type); ("param", owner_key, (param, value)): a building or bridge parameter;
    ("companion", owner_keys, None): kept beside an owner; ("carried", (), None): kept always.
    """
    name = READ.get((key, level)) or (READ.get((key, None)) if key in ANY_LEVEL else None)
    if name is not None:
        variant = VARIANT_NOTES.get((key, level))
        note = variant and f"{variant} '{key}:{level}' read as {name}"
        return ("base" if name in BASE_INDEX else "mod", name, None), note
    if key == "water" and _holds("water", "depth", level):
        return ("base", "water", level), None
    if key == "heavy_industrial" and _holds("heavy_industrial", "height", level):
        return ("base", "heavy_industrial", level), None
    if key == "building" and 1 <= level <= 4:
        return ("base", "building", BUILDING_TYPES[level - 1]), None
    if key == "bridge" and level >= 1:
        return ("mod", "bridge", None), None
    param = PARAMS.get(key)
    if param:
        if _holds(param[0], param[1], level):
            return ("param", param[0], (param[1], level)), None
        return ("companion", (param[0],), None), f"'{key}:{level}' is a level we cannot hold, kept for MegaMek"
    if key in COMPANIONS:
        owners, note = COMPANIONS[key]
        return ("companion", owners, None), note and f"{note} '{key}:{level}' kept for MegaMek"
    if key in COSMETIC:
        return ("carried", (), None), None
    if key in READ_KEYS or key in ("water", "heavy_industrial", "building", "bridge"):
        why = "is a level we have no name for"
    elif key in MEGAMEK_NAMES:
        why = "has no name here"
    else:
        why = "is an unknown key"
    return ("carried", (), None), f"'{key}:{level}' {why}, kept for MegaMek"


def _holds(owner: str, param: str, value: int) -> bool:
    """Whether our parameter `param` of terrain `owner` takes `value` (else the token is only carried)."""
    spec = BASE_TERRAINS[BASE_INDEX[owner]] if owner in BASE_INDEX else MODIFICATIONS[MOD_INDEX[owner]]
    try:
        next(p for p in spec.params if p.name == param).check(value)
    except ValueError:
        return False
    return True


@dataclass
class Reading:
    """One hex's terrain string read into our terms."""

    cell: Cell
    roles: list[str]                    # per token: mapped, loser, companion, carried, shadowed
    owners: list[tuple[str, ...]]       # per token: owner keys of a companion
    losers: list[str] = field(default_factory=list)     # other base terrains, FORMAT.md names
    notes: list[str] = field(default_factory=list)


def read_hex(tokens: tuple[Token, ...]) -> Reading:
    """Read a hex's tokens (its level is set by the caller)."""
    last = {t.key: i for i, t in enumerate(tokens)}     # as in MegaMek, a later token of a key replaces
    read = [meaning(t.key, t.level) if last[t.key] == i else (("shadowed", None, None), None)
            for i, t in enumerate(tokens)]
    meanings = [m for m, _ in read]
    notes = [note for _, note in read if note]
    roles = ["mapped" if last[t.key] == i else "shadowed" for i, t in enumerate(tokens)]
    owners: list[tuple[str, ...]] = [()] * len(tokens)
    bases = [i for i, m in enumerate(meanings) if m[0] == "base"]
    if any(tokens[i].key == "building" for i in bases):
        for i in bases:
            if tokens[i].key == "pavement":
                roles[i], owners[i] = "companion", ("building",)   # the ground a building stands on
        bases = [i for i in bases if tokens[i].key != "pavement"]
    kept = min(bases, key=lambda i: BASE_PRIORITY.index(tokens[i].key), default=None)
    losers = [i for i in bases if i != kept]
    for i in losers:
        roles[i] = "loser"
    present = {tokens[i].key for i, m in enumerate(meanings) if m[0] == "mod" or i == kept}
    lost = {tokens[i].key for i in losers}
    mods, params = {}, {"building": {}, "bridge": {}}
    for i, (kind, what, detail) in enumerate(meanings):
        if kind == "mod":
            mods[what] = ()
        elif kind == "carried":
            roles[i] = "carried"
        elif kind in ("param", "companion"):
            need = (what,) if kind == "param" else what
            if any(k in present for k in need):
                if kind == "param":
                    params[what][detail[0]] = detail[1]
                else:
                    roles[i], owners[i] = "companion", need
            elif any(k in lost for k in need):
                roles[i] = "loser"
            else:
                roles[i] = "carried"
                notes.append(f"'{tokens[i].text}' without {' or '.join(need)}, kept for MegaMek")
    base, value = ("clear", None) if kept is None else meanings[kept][1:]
    notes += _foliage_note(tokens, base)
    if "bridge" in mods:
        mods["bridge"] = (params["bridge"].get("height", 0), params["bridge"].get("cf"))
    loser_names = [meanings[i][1] for i in losers]
    if loser_names:
        notes.append(f"two base terrains: kept {base}, {', '.join(loser_names)} kept for MegaMek (base-exclusive)")
    cell = Cell(base, _base_params(base, value, params["building"])).with_mods(mods)
    return Reading(cell, roles, owners, loser_names, notes)


def _base_params(base: str, value, building: dict) -> tuple:
    if base == "building":
        return value, building.get("height", 1), building.get("cf")
    return () if value is None else (value,)


def _foliage_note(tokens, base: str) -> list[str]:
    default = 3 if base.startswith("ultra_heavy_") else 2
    return [f"foliage height 'foliage_elev:{t.level}' ({default} is usual) kept for MegaMek"
            for t in tokens if t.key == "foliage_elev" and t.level != default
            and ("woods" in base or "jungle" in base)]


# ---- our terms -> tokens ------------------------------------------------------------------

def tokens_for(cell: Cell, building_exits: int = 0) -> tuple[list[Token], list[str]]:
    """The MegaMek tokens of a hex of ours, and notes on what they cannot say."""
    notes: list[str] = []
    out = _base_tokens(cell.base, cell.params, building_exits, notes)
    for mod, values in cell.mods:
        if mod == "bridge":
            height, cf = values
            out += [Token("bridge", BRIDGE_TYPE), Token("bridge_cf", int(cf if cf is not None else BRIDGE_CF)),
                    Token("bridge_elev", _whole(height, "bridge height", notes))]
            continue
        token = Token(*WRITE[mod])
        if any(t.key == token.key for t in out):
            notes.append(f"{mod}: MegaMek holds one '{token.key}' per hex, left out")
        else:
            out.append(token)
    return out, notes


def _base_tokens(name: str, params: tuple, building_exits: int, notes: list[str]) -> list[Token]:
    if name in WRITE:
        if "woods" in name or "jungle" in name:
            return [Token(*WRITE[name]), Token("foliage_elev", 3 if name.startswith("ultra_heavy_") else 2)]
        return [Token(*WRITE[name])]
    if name == "water":
        return [Token("water", int(params[0]))]
    if name == "heavy_industrial":
        return [Token("heavy_industrial", _whole(params[0], "heavy industrial height", notes))]
    if name == "building":
        kind, height, cf = params
        return [Token("building", BUILDING_TYPES.index(kind) + 1, building_exits),
                Token("bldg_cf", int(cf if cf is not None else BUILDING_CF[kind])), Token("bldg_elev", int(height))]
    if name == "gravel_pile":
        notes.append("gravel pile: MegaMek has no such terrain, left out")
    if name == "ruins":
        floors, spacing = params
        notes.append(f"ruins of {floors} floor{'s' if floors != 1 else ''} {spacing:g}\" apart written as rubble: "
                     "MegaMek cannot hold the floors")
        return [Token(*WRITE["rubble"])]
    return []


def _whole(value: float, what: str, notes: list[str]) -> int:
    if float(value).is_integer():
        return int(value)
    notes.append(f"{what} {value:g} written as {math.ceil(value)} (MegaMek levels are whole)")
    return math.ceil(value)


# Tokens the writer adds beside an owner; left out where the board had none and the owner is unchanged.
GENERATED_COMPANIONS = {"foliage_elev": ("woods", "jungle"), "bldg_cf": ("building",), "bldg_elev": ("building",),
                        "bridge_cf": ("bridge",), "bridge_elev": ("bridge",)}


def merge(original: list[Token], reading: Reading, generated: list[Token], cell: Cell,
          conflict_holds: bool) -> list[Token]:
    """The tokens to write: the original ones whose meaning still holds (in their order), then new ones."""
    by_key = {t.key: t for t in generated}
    out, used = [], set()
    for tok, role, owners in zip(original, reading.roles, reading.owners):
        if tok.key in used:
            continue
        if role == "mapped":
            g = by_key.get(tok.key)
            keep = g is not None and meaning(g.key, g.level)[0] == meaning(tok.key, tok.level)[0]
        elif role == "loser":
            keep = conflict_holds and tok.key not in by_key
        elif role == "companion":
            keep = any(k in by_key for k in owners)
        else:
            keep = role == "carried" and tok.key not in by_key
        if keep:
            out.append(tok)
            used.add(tok.key)
    unchanged = (cell.params == reading.cell.params and cell.base == reading.cell.base
                 and dict(cell.mods).get("bridge") == dict(reading.cell.mods).get("bridge"))
    had = {t.key for t in original}
    for key, owners in GENERATED_COMPANIONS.items():
        if key not in had and unchanged and any(k in used for k in owners):
            used.add(key)       # the board left it to MegaMek's defaults: leave it so
    return out + [g for g in generated if g.key not in used]


# ---- reading ------------------------------------------------------------------------------

_PLAIN_HEX = re.compile(r'hex (\d+) (-?\d+) "([^"]*)" "([^"]*)"')   # as MegaMek writes it
_WORD = re.compile(r'\s*(?:"([^"]*)"|([^\s"#]+)|(#.*))')


def _split_line(line: str) -> list[tuple[str, bool]] | None:
    """(text, quoted) fields of a line, comments dropped; None when a quote is not closed."""
    fields, pos = [], 0
    while pos < len(line):
        m = _WORD.match(line, pos)
        if m is None:
            return None if line[pos:].strip() else fields
        if m.group(3) is None:
            fields.append((m.group(1), True) if m.group(1) is not None else (m.group(2), False))
        pos = m.end()
    return fields


@dataclass
class _Hex:
    line: int
    id_text: str
    level: int
    terrain: str
    theme: str


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
    board: dict = {"line_end": "crlf" if lines[0].endswith("\r") else "lf"}
    size, hexes, header, last = None, [], [], 0
    levels: dict[str, int] = {}         # level text -> level: each distinct text checked once
    for number, raw in enumerate(lines, 1):
        line = raw.rstrip("\r")
        plain = _PLAIN_HEX.fullmatch(line)
        if plain and size is not None and len(hexes) < size[0] * size[1]:
            hexes.append(_Hex(number, plain[1], _level(plain[2], levels, number, plain[1], fail), plain[3], plain[4]))
            last = number
            continue
        fields = _split_line(line)
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
            hexes.append(_hex(fields, number, fail, levels))
        else:
            _keep_line(word, fields, line, board)
    if size is None:
        fail("no 'size W H' line: this is not a MegaMek board")
    if len(hexes) != size[0] * size[1]:
        fail(f"{len(hexes)} hex lines, but a {size[0]} x {size[1]} board needs {size[0] * size[1]}", last)
    if header:
        board["header"] = header
    name = Path(source).stem if source != "<board>" else ""
    return _build(size, hexes, board, name, source)


def _keep_line(word: str, fields: list[tuple[str, bool]], line: str, board: dict) -> str:
    """Keep a line that is not size, hex or end in its place in the megamek block; returns that key."""
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


def _hex(fields, number, fail, levels: dict[str, int]) -> _Hex:
    id_text = fields[1][0] if len(fields) > 1 else ""
    if len(fields) not in (4, 5):
        fail('a hex line is: hex XXYY LEVEL "terrain" "theme"', number, id_text or None)
    if fields[2][1]:
        fail(f"the level must be a whole number, not '\"{fields[2][0]}\"'", number, id_text)
    level = _level(fields[2][0], levels, number, id_text, fail)
    if not fields[3][1] or (len(fields) == 5 and not fields[4][1]):
        fail("terrain and theme must be in double quotes", number, id_text)
    return _Hex(number, id_text, level, fields[3][0], fields[4][0] if len(fields) == 5 else "")


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


def _build(size, hexes: list[_Hex], board: dict, name: str, source: str) -> tuple[HexMap, list[str]]:
    w, h = size
    hex_map = HexMap(w, h, name)
    readings: dict[str, tuple[list[Token], Reading]] = {}
    cells, notes, conflicts = {}, [], {}
    for flat, hx in enumerate(hexes):
        row, col = divmod(flat, w)
        hex_id = hex_map.hex_id(col, row)
        if hx.terrain not in readings:
            try:
                tokens = parse_terrain(hx.terrain)
            except ValueError as e:
                raise MapFileError(source, str(e), hx.line, hx.id_text) from None
            readings[hx.terrain] = tokens, read_hex(tuple(tokens))
        reading = readings[hx.terrain][1]
        cells[flat] = Cell(reading.cell.base, reading.cell.params, reading.cell.mods, hx.level)
        expected = f"{col + 1:02d}{row + 1:02d}"
        hex_notes = list(reading.notes)
        if hx.id_text != expected:
            hex_notes.append(f"the line says hex '{hx.id_text}'; placed as {expected} by its order in the file")
        if hex_notes:
            notes.append(f"{source}:{hx.line}: hex {hex_id}: " + "; ".join(hex_notes))
        if reading.losers:
            conflicts[hex_id] = [reading.cell.base, *reading.losers]
    hex_map.write_block(hex_map.cell_block(cells))
    themes = Counter(hx.theme for hx in hexes)
    board["theme"] = themes.most_common(1)[0][0]
    if conflicts:
        board["base_conflicts"] = conflicts
    themes, terrain, plain = {}, {}, {}     # plain: (terrain, building exits) -> given back from the model
    for flat, hx in enumerate(hexes):
        row, col = divmod(flat, w)
        hex_id = hex_map.hex_id(col, row)
        if hx.theme != board["theme"]:
            themes[hex_id] = hx.theme
        if hx.terrain:
            cell = readings[hx.terrain][1].cell
            exits = _building_exits(hex_map, col, row) if cell.base == "building" else 0
            key = (hx.terrain, exits)
            if hex_id in conflicts:
                plain[key] = False
            elif key not in plain:
                plain[key] = _terrain_of(cell, exits, None, None)[0] == hx.terrain
            if not plain[key]:
                terrain[hex_id] = hx.terrain
    board.update((k, v) for k, v in (("themes", themes), ("terrain", terrain)) if v)
    if not board["theme"]:
        del board["theme"]
    hex_map.extra_keys[KEY] = board
    return hex_map, notes


# ---- writing ------------------------------------------------------------------------------

def _carried(hex_map: HexMap) -> dict:
    data = hex_map.extra_keys.get(KEY)
    return data if isinstance(data, dict) else {}


def _mapping(board: dict, key: str) -> dict:
    return board[key] if isinstance(board.get(key), dict) else {}


def _texts(value) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else []


def _building_exits(hex_map: HexMap, col: int, row: int) -> int:
    """Exits toward neighbours that are buildings of the same type (one multi-hex building)."""
    here = hex_map.params[row, col, 0]
    exits = 0
    for d, n in enumerate(Hex.from_offset(col, row).neighbors()):
        c, r = n.to_offset()
        if (hex_map.contains(c, r) and hex_map.base[r, c] == BASE_INDEX["building"]
                and hex_map.params[r, c, 0] == here):
            exits |= 1 << d
    return exits


def _reading_of(terrain: object) -> tuple[tuple[Token, ...], Reading] | None:
    """The tokens and reading of a stored original terrain string (None if there is none)."""
    return _read_terrain(terrain) if isinstance(terrain, str) else None


@lru_cache(maxsize=4096)
def _read_terrain(terrain: str) -> tuple[tuple[Token, ...], Reading] | None:
    try:
        tokens = tuple(parse_terrain(terrain))
    except ValueError:
        return None
    return tokens, read_hex(tokens)


def _terrain_of(cell: Cell, exits: int, original: object, conflict: object) -> tuple[str, list[str]]:
    """A hex's terrain string and notes on what it could not say.

    `exits`: of a building hex; `original`: the hex's stored terrain string; `conflict`: its
    base_conflicts entry.
    """
    generated, notes = tokens_for(cell, exits)
    holds = isinstance(conflict, list) and len(conflict) > 1 and conflict[0] == cell.base
    prior = _reading_of(original)
    if prior is not None:
        tokens = merge(list(prior[0]), prior[1], generated, cell, holds)
    else:
        tokens = generated
        if holds:
            tokens = tokens + [t for name in conflict[1:] for t in _conflict_tokens(str(name))
                               if t.key not in {g.key for g in tokens}]
    return ";".join(t.text for t in tokens), notes


def _conflict_tokens(name: str) -> list[Token]:
    """Tokens of a base terrain named in base_conflicts (no original terrain string to take it from)."""
    if name not in BASE_INDEX or name == "building":
        return []
    return _base_tokens(name, complete_params(BASE_TERRAINS[BASE_INDEX[name]], []), 0, [])


def dumps(hex_map: HexMap) -> tuple[str, list[str]]:
    """The board text of a map, and notes on what MegaMek cannot hold (one per hex)."""
    board = _carried(hex_map)
    theme = str(board.get("theme", ""))
    themes, terrain, conflicts = (_mapping(board, k) for k in ("themes", "terrain", "base_conflicts"))
    out = _texts(board.get("header")) + [f"size {hex_map.width} {hex_map.height}"]
    out += [line for _, line in _kept_lines(board)]
    notes = []
    for row in range(hex_map.height):
        for col in range(hex_map.width):
            hex_id = hex_map.hex_id(col, row)
            cell = hex_map.cell(col, row)
            exits = _building_exits(hex_map, col, row) if cell.base == "building" else 0
            text, hex_notes = _terrain_of(cell, exits, terrain.get(hex_id), conflicts.get(hex_id))
            level = float(hex_map.level[row, col])
            if not level.is_integer():
                hex_notes.append(f"level {level:g} written as {math.floor(level)} (MegaMek levels are whole)")
            if hex_notes:
                notes.append(f"hex {hex_id}: " + "; ".join(hex_notes))
            out.append(f'hex {col + 1:02d}{row + 1:02d} {math.floor(level)} "{text}" '
                       f'"{_clean(themes.get(hex_id, theme))}"')
    out.append("end")
    eol = "\n" if board.get("line_end") == "lf" else "\r\n"
    return eol.join(out) + eol, notes


def _kept_lines(board: dict) -> list[tuple[str, str]]:
    """(key, line) of the lines the megamek block keeps between `size` and the hexes."""
    out = [("options", f"option {o}") for o in _texts(board.get("options"))]
    out += [("tags", f'tag "{_clean(t)}"') for t in _texts(board.get("tags"))]
    out += [("descriptions", f'description "{_clean(t)}"') for t in _texts(board.get("descriptions"))]
    out += [("notes", f'note {n[0]} "{_clean(n[1])}"') for n in board.get("notes", [])
            if isinstance(n, list) and len(n) == 2]
    return out + [("lines", line) for line in _texts(board.get("lines"))]


def _clean(text) -> str:
    """A string MegaMek can read between double quotes."""
    return str(text).replace('"', "'").replace("\r", " ").replace("\n", " ")


def write_board(hex_map: HexMap, path: str | Path) -> None:
    try:
        atomic_write(path, dumps(hex_map)[0].encode("utf-8"))
    except OSError as e:
        raise MapFileError(str(path), f"cannot save: {e.strerror or e}") from None


def board_report(hex_map: HexMap) -> list[str]:
    """What a map read from a board holds only for MegaMek (one line per hex), from extra_keys."""
    out = []
    for hex_id, original in _mapping(_carried(hex_map), "terrain").items():
        prior = _reading_of(original)
        if prior is not None and prior[1].notes:
            out.append(f"hex {hex_id}: " + "; ".join(prior[1].notes))
    return out


def write_notes(hex_map: HexMap) -> list[str]:
    """What writing this map as a board loses (one line per hex)."""
    return dumps(hex_map)[1]



# ---- the megamek block of an .hmap: data from a file, checked before it is used ---------------

def check_block(value: object, hex_map: HexMap) -> None:
    """Refuse (DataError) a megamek block that the writer or the check could not use, or that would
    give a board this program refuses or reads differently: it comes from a hand-editable file."""
    if not isinstance(value, dict):
        raise DataError("must be a mapping of what a MegaMek board holds that our names do not")
    for key, check in _BLOCK_KEYS.items():
        if key in value:
            check(value[key], (key,))
    for i, line in enumerate(_texts(value.get("header"))):
        if _line_break(line) or _split_line(line) != []:
            raise DataError(f"header line {line!r} is not a comment or a blank line", ("header", i))
    for key, line in _kept_lines(value):
        fields = None if _line_break(line) else _split_line(line)
        if not fields or _keep_line(fields[0][0].lower(), fields, line, {}) != key or \
                fields[0][0].lower() in ("size", "hex", "end"):
            raise DataError(f"{key}: the line {line!r} would not read back as one of the board's {key}", (key,))


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
            raise DataError(f"base_conflicts of {hex_id!r} must be a list of two or more base terrains, "
                            f"the kept one first, not {names!r}", (*path, hex_id))


def _one_of(*choices: str):
    def check(value: object, path: tuple) -> None:
        if value not in choices:
            raise DataError(f"{path[0]} must be one of {', '.join(choices)}, not {value!r}", path)
    return check


def _text(value: object, path: tuple) -> None:
    if not isinstance(value, str):
        raise DataError(f"{path[0]} must be a text", path)


_BLOCK_KEYS = {"line_end": _one_of("lf", "crlf"), "header": _texts_of, "options": _texts_of, "tags": _texts_of,
               "descriptions": _texts_of, "lines": _texts_of, "notes": _note_pairs, "theme": _text,
               "themes": _hex_texts, "terrain": _hex_texts, "base_conflicts": _conflicts}
