"""Terrain tokens (`key:level[:exits]`), what one token means in our names, and the tokens of a hex
of ours: read a hex's tokens into a Cell (`read_hex`), make tokens from a Cell (`tokens_for`), and
merge a hex's original tokens with the ones the model gives now (`merge`).

What a token means (`meaning`): a base terrain or a modification of ours; a parameter of one
(bldg_cf, bridge_elev); a companion kept beside its owner (bldg_class beside building); or a token
carried as it is (fluff, elevators, keys we have no name for). Companions and carried tokens are
what the .hmap keeps for MegaMek in its `megamek:` block (see block.py).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from ...cell import Cell
from ...errors import quoted
from ...vocabulary import BASE_INDEX, BASE_TERRAINS, BUILDING_TYPES, MOD_INDEX, MODIFICATIONS
from .terms import TERMS

ANY_LEVEL = TERMS.any_level
READ_KEYS = TERMS.read_keys


class Token(NamedTuple):
    key: str
    level: int
    exits: int | None = None

    @property
    def text(self) -> str:
        return f"{self.key}:{self.level}" + ("" if self.exits is None else f":{self.exits}")

    def with_exits(self, exits: int | None) -> Token:
        return Token(self.key, self.level, exits)


_NUMBER = re.compile(r"[-+]?\d+")


def parse_terrain(text: str) -> list[Token]:
    """The tokens of a terrain string "key:level[:exits];..."; raises ValueError."""
    tokens = []
    for part in text.split(";"):
        if not part:
            continue
        fields = part.split(":")
        if len(fields) not in (2, 3) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", fields[0]):
            raise ValueError(f"terrain {quoted(part)} is not key:level or key:level:exits")
        if not all(_NUMBER.fullmatch(f) and len(f) < 12 and abs(int(f)) < 2**31 for f in fields[1:]):
            raise ValueError(f"terrain {quoted(part)}: level and exits must be whole numbers")
        tokens.append(Token(fields[0], int(fields[1]), int(fields[2]) if len(fields) == 3 else None))
    return tokens


def terrain_text(tokens) -> str:
    return ";".join(t.text for t in tokens)


_WORD = re.compile(r'\s*(?:"([^"]*)"|([^\s"#]+)|(#.*))')


def split_line(line: str) -> list[tuple[str, bool]] | None:
    """(text, quoted) fields of a board line, comments dropped; None when a quote is not closed."""
    fields: list[tuple[str, bool]] = []
    pos = 0
    while pos < len(line):
        m = _WORD.match(line, pos)
        if m is None:
            return None if line[pos:].strip() else fields
        if m.group(3) is None:
            fields.append((m.group(1), True) if m.group(1) is not None else (m.group(2), False))
        pos = m.end()
    return fields


@lru_cache(maxsize=4096)
def meaning(key: str, level: int) -> tuple[tuple, str | None]:
    """What one token means here, and a note when something of it has no name of ours.

    ("base", name, value) / ("mod", name, None): a terrain (value: water depth, industrial height,
    building type); ("param", owner_key, (param, value)): a building or bridge parameter;
    ("companion", owner_keys, None): kept beside an owner; ("carried", (), None): kept always.
    """
    name = TERMS.read.get((key, level)) or (TERMS.read.get((key, None)) if key in ANY_LEVEL else None)
    if name is not None:
        variant = TERMS.variants.get((key, level))
        note = variant and f"{variant} '{key}:{level}' read as {name}"
        return ("base" if name in BASE_INDEX else "mod", name, None), note
    if key == "water" and holds("water", "depth", level):
        return ("base", "water", level), None
    if key == "heavy_industrial" and holds("heavy_industrial", "height", level):
        return ("base", "heavy_industrial", level), None
    if key == "building" and 1 <= level <= 4:
        return ("base", "building", BUILDING_TYPES[level - 1]), None
    if key == "bridge" and level >= 1:
        return ("mod", "bridge", None), None
    param = TERMS.params.get(key)
    if param:
        if holds(param[0], param[1], level):
            return ("param", param[0], (param[1], level)), None
        return ("companion", (param[0],), None), f"'{key}:{level}' is a level we cannot hold, kept for MegaMek"
    if key in TERMS.companions:
        owners, note = TERMS.companions[key]
        return ("companion", owners, None), note and f"{note} '{key}:{level}' kept for MegaMek"
    if key in TERMS.cosmetic:
        return ("carried", (), None), None
    if key in READ_KEYS or key in ("water", "heavy_industrial", "building", "bridge"):
        why = "is a level we have no name for"
    elif key in TERMS.megamek_names:
        why = "has no name here"
    else:
        why = "is an unknown key"
    return ("carried", (), None), f"'{key}:{level}' {why}, kept for MegaMek"


def holds(owner: str, param: str, value: int) -> bool:
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
    kept = min(bases, key=lambda i: TERMS.base_priority.index(tokens[i].key), default=None)
    losers = [i for i in bases if i != kept]
    for i in losers:
        roles[i] = "loser"
    present = {tokens[i].key for i, m in enumerate(meanings) if m[0] == "mod" or i == kept}
    lost = {tokens[i].key for i in losers}
    mods: dict[str, tuple] = {}
    params: dict[str, dict[str, int]] = {"building": {}, "bridge": {}}
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
                notes.append(f"{quoted(tokens[i].text)} without {' or '.join(need)}, kept for MegaMek")
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

def tokens_for(cell: Cell) -> tuple[list[Token], list[str]]:
    """The MegaMek tokens of a hex of ours (exits are the writer's: exits.py), and notes on what
    they cannot say."""
    notes: list[str] = []
    out = base_tokens(cell.base, cell.params, notes)
    for mod, values in cell.mods:
        if mod == "bridge":
            height, cf = values
            assert isinstance(height, (int, float)), "a bridge's height is a number"
            cf = int(cf if cf is not None else TERMS.new_bridge_cf)
            out += [Token("bridge", TERMS.bridge_type(cf)), Token("bridge_cf", cf),
                    Token("bridge_elev", _whole(height, "bridge height", notes))]
            continue
        token = Token(*TERMS.write[mod])
        if any(t.key == token.key for t in out):
            notes.append(f"{mod}: MegaMek holds one {quoted(token.key)} per hex, left out")
        else:
            out.append(token)
    return out, notes


def base_tokens(name: str, params: tuple, notes: list[str]) -> list[Token]:
    if name in TERMS.write:
        if "woods" in name or "jungle" in name:
            return [Token(*TERMS.write[name]), Token("foliage_elev", 3 if name.startswith("ultra_heavy_") else 2)]
        return [Token(*TERMS.write[name])]
    if name == "water":
        return [Token("water", int(params[0]))]
    if name == "heavy_industrial":
        return [Token("heavy_industrial", _whole(params[0], "heavy industrial height", notes))]
    if name == "building":
        kind, height, cf = params
        cf = TERMS.building_cf[kind] if cf is None else int(cf)
        return [Token("building", BUILDING_TYPES.index(kind) + 1, 0), Token("bldg_cf", cf),
                Token("bldg_elev", int(height))]
    if name == "gravel_pile":
        notes.append("gravel pile: MegaMek has no such terrain, left out")
    if name == "ruins":
        floors, spacing = params
        notes.append(f"ruins of {floors} floor{'s' if floors != 1 else ''} {spacing:g}\" apart written as rubble: "
                     "MegaMek cannot hold the floors")
        return [Token(*TERMS.write["rubble"])]
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
