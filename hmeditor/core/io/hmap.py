"""The .hmap file (FORMAT.md): UTF-8 YAML, loaded with a safe loader only, saved atomically.

Reading is a fast path over plain data; only when something is wrong is the YAML composed again
to find the line to name in the message.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import yaml

from .. import arrays, safeyaml
from ..budget import MAX_SIDE, TooLarge, check_map_size
from ..cell import format_cell, parse_cell
from ..errors import DataError, MapFileError, quoted
from ..files import atomic_write, read_text
from ..hexgrid import id_parts, id_widths
from ..model import AcceptedFinding, HexMap, decode_cell, encode_cell
from ..scenario import Label, Objective, Scenario, Zone
from ..vocabulary import (
    CONDITION_INDEX,
    CONDITIONS,
    MAX_BASE_PARAMS,
)
from .texts import TAIL, distinct_texts

FORMAT_VERSION = 1
KNOWN_KEYS = ("hmeditor", "name", "size", "conditions", "hexes", "accepted", "labels", "objectives", "zones")
SCENARIO_NODES = 2_000_000      # most values in the scenario keys (a zone lists each of its hexes)

if TYPE_CHECKING:       # libyaml's classes take the same calls as the pure-Python ones the checker knows
    SafeLoader = yaml.SafeLoader
    SafeDumper = yaml.SafeDumper
else:
    SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    SafeDumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

# Text that a YAML 1.2 reader (ruamel.yaml, most other languages) takes for a number, e.g. the hex id
# 0801 (801 there; PyYAML's YAML 1.1 reads it as text): always written quoted.
_YAML12_NUMBER = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+"
                            r"|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN)")


class Dumper(SafeDumper):
    """The safe dumper writing text every YAML reader reads back as it was: number-like text (hex
    ids) quoted, and text with a line break YAML readers fold differently (NEL, LS, PS: libyaml
    keeps one between single quotes, PyYAML's own reader makes it a space) double-quoted, escaped;
    and the pairs an `!!omap` (or `!!pairs`) is read as written back as one."""

    def represent_str(self, text: str) -> yaml.ScalarNode:
        style = '"' if _YAML12_NUMBER.fullmatch(text) or _ODD_BREAK.search(text) else None
        return self.represent_scalar("tag:yaml.org,2002:str", text, style=style)

    def represent_list(self, items: list) -> yaml.SequenceNode:  # type: ignore[override]  # lists alone
        if items and all(isinstance(item, tuple) and len(item) == 2 for item in items):
            return self.represent_sequence("tag:yaml.org,2002:omap", [{key: value} for key, value in items])
        return super().represent_list(items)


_ODD_BREAK = re.compile("[\x85\u2028\u2029]")
Dumper.add_representer(str, Dumper.represent_str)
Dumper.add_representer(list, Dumper.represent_list)

# Migrations: MIGRATIONS[n] turns a version-n document into version n + 1.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


# Pass-through blocks: top-level keys another format keeps in the file (board.py registers
# "megamek"). Each is checked on load like the rest: check(value, hex_map) raises DataError.
BLOCKS: dict[str, Callable[[object, HexMap], None]] = {}
EXTRA_NODES = 200_000       # most nodes (aliases counted where used) in the keys we pass through


class _Refusal(Exception):
    """A problem found in the loaded data; `path` locates it in the YAML tree for the line.
    With `quote_key`, "{key}" in the message is replaced by the key as the file writes it."""

    def __init__(self, message: str, path: tuple = (), hex_id: object = None, key_line: bool = False,
                 quote_key: bool = False):
        super().__init__(message)
        self.path, self.hex_id, self.key_line, self.quote_key = path, hex_id, key_line, quote_key


class _StrictLoader(safeyaml.SafeLoader):
    """Our safe loader, refusing a key given twice in one mapping (plain YAML keeps the last silently)."""

    hexes_line = None

    def construct_mapping(self, node, deep=False):
        if isinstance(node, yaml.MappingNode):
            seen = set()
            for key_node, _ in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    continue
                key = self.construct_object(key_node, deep=True)
                try:
                    twice = key in seen
                    seen.add(key)
                except TypeError:
                    continue        # an unhashable key: the constructor below refuses it
                if twice:
                    raise yaml.constructor.ConstructorError(None, None, f"{quoted(key_node.value)} is given twice "
                                                            "(which one is meant?)", key_node.start_mark)
        return super().construct_mapping(node, deep)

    def construct_document(self, node):
        """The document, noting the line of its `hexes:` key when the top is a block mapping (the
        hexes section read without YAML is checked against it)."""
        self.hexes_line = next((key.start_mark.line for key, _ in node.value if key.value == "hexes"), None) \
            if isinstance(node, yaml.MappingNode) and not node.flow_style else None
        return super().construct_document(node)


_StrictLoader.add_constructor("tag:yaml.org,2002:map",    # the stubs want a loader's method, not its constructor's
                              _StrictLoader.construct_yaml_map)  # type: ignore[type-var]


def read_hmap(path: str | Path) -> HexMap:
    return loads(read_text(path), str(path))


def register_block(key: str, check: Callable[[object, HexMap], None]) -> None:
    BLOCKS[key] = check


_HEXES_KEY = re.compile(r"^hexes:(?:[ \t]+(?:#[^\r\n]*)?)?$", re.M)
_FIRST_HEX_LINE = re.compile(r'^( +)"[0-9]+":', re.M)
# A hex line, or (both groups empty) a blank or comment line, indented by spaces (YAML refuses tabs
# there). The text ends on a non-blank: no backtracking over the trailing blanks YAML drops.
_SECTION_LINE = (r'^(?:{indent}"([0-9]+)":[ \t]+([a-z_](?:[a-z0-9_:.+@ \t-]*[a-z0-9_:.+@-])?)[ \t]*(?:[ \t]#.*)?'
                 r'| *(?:#.*)?)$')
_MAPPING_IN_TEXT = re.compile(r":[ \t]|:$")       # YAML would read a mapping there (and refuse it)
_SECTION_END = re.compile(r"^[^ \t#\n]", re.M)


class _Listed(tuple):
    """The hexes section read by `_split_hexes`: (ids, texts), two lists in file order."""


class _Written:
    """A hexes section as this program writes it, read as arrays (no string per hex): each line's
    id digits, and its text as a code into the distinct texts."""

    def __init__(self, section: str, starts: np.ndarray, id_start: int, digits: np.ndarray, codes: np.ndarray,
                 texts: list[str]):
        self.section, self.starts, self.id_start = section, starts, id_start
        self.digits, self.codes, self.texts = digits, codes, texts

    def id_at(self, k: int) -> str:
        start = int(self.starts[k]) + self.id_start
        return self.section[start:start + self.digits.shape[1]]

    def ids(self) -> list[str]:
        return [self.id_at(k) for k in range(len(self.starts))]


def _split_hexes(text: str) -> tuple[str, _Listed | _Written | None, int]:
    """The text with a plain block-style `hexes:` section blanked out, that section's entries and the
    (0-based) line of its key.

    The hexes section of a big map is most of the file; PyYAML builds it slowly. Where every line of
    the section has the simple form `  "0708": light_woods +mud` (as this program writes it), with
    one indent, the entries are read here with the same meaning YAML gives them: checked as bytes
    where the section is exactly as written (`_written_section`), else by one regular expression
    over the whole section. Otherwise (None) YAML reads all; and YAML reads all when what it reads of
    the rest does not have the line blanked as its top-level `hexes:` key (`_NotFast`).
    """
    match = _HEXES_KEY.search(text)
    if not match:
        return text, None, -1
    start = match.end() + 1
    section = text[start:_section_end(text, start)]
    listed = _written_section(section) or _matched_section(section)
    if listed is None:
        return text, None, -1   # an indented line of another form: let YAML judge it
    blanked = text[:match.start()] + "hexes: {}\n" + "\n" * section.count("\n") + text[start + len(section):]
    return blanked, listed, text.count("\n", 0, match.start())


def _matched_section(section: str) -> _Listed | None:
    """The entries of a hexes section whose every line is a hex line or a blank or comment line."""
    first = _FIRST_HEX_LINE.search(section)
    indent = re.escape(first.group(1)) if first else " +"
    lines = re.findall(_SECTION_LINE.format(indent=indent), section, re.M)
    if len(lines) != section.count("\n") + 1:
        return None
    ids, texts = (list(column) for column in zip(*lines))
    if "" in ids:                                   # blank and comment lines
        ids, texts = [i for i in ids if i], [t for i, t in zip(ids, texts) if i]
    if any(_MAPPING_IN_TEXT.search(t) for t in set(texts)):
        return None
    return _Listed((ids, texts))


def _section_end(text: str, start: int) -> int:
    """Where the section starting at `start` ends: at the first line that starts with neither a blank
    nor a comment (as `_SECTION_END` finds it), found in the text's bytes while they are ASCII."""
    data = np.frombuffer(text[start:].encode("utf-8"), np.uint8)
    starts = np.concatenate(([0], np.flatnonzero(data[:-1] == ord("\n")) + 1))
    ending = starts[_CONTINUES[data[starts]] == 0] if len(data) else starts[:0]
    end = int(ending[0]) if len(ending) else len(data)
    if data[:end].max(initial=0) >= 0x80:      # a character of several bytes: count in characters
        found = _SECTION_END.search(text, start)
        return found.start() if found else len(text)
    return start + end


_CONTINUES = np.zeros(256, bool)           # the first bytes of lines within a section
_CONTINUES[list(b" \t#\n")] = True

# The bytes a section written by this program holds: its hex lines' and their texts' characters.
_WRITTEN_BYTES = b'abcdefghijklmnopqrstuvwxyz0123456789_:.+@- "\n'
_TEXT_START = np.zeros(256, bool)
_TEXT_START[list(b"abcdefghijklmnopqrstuvwxyz_")] = True


def _written_section(section: str) -> _Written | None:
    """The entries of a hexes section as this program writes it, checked as arrays of bytes: every
    line `  "0708": light_woods +mud` with the same indent (spaces) and id width, one space after the
    colon, no trailing blank, no comment, the section ending with a line break. What `_matched_section`
    gives for the same text; None for any other section (that one reads it then)."""
    try:
        raw = section.encode("ascii")
    except UnicodeEncodeError:
        return None
    if not raw.endswith(b"\n") or raw.translate(None, _WRITTEN_BYTES):
        return None
    data = np.frombuffer(raw, np.uint8)
    ends = np.flatnonzero(data == ord("\n"))
    starts = np.concatenate(([0], ends[:-1] + 1))
    first = section[:ends[0]]
    indent = len(first) - len(first.lstrip(" "))
    width = section.find('"', indent + 1) - indent - 1       # the id's digits
    prefix = indent + width + 4                              # indent, "id", colon and space
    if indent < 1 or width < 1 or (ends - starts <= prefix).any():
        return None
    expected = [(i, ord(" ")) for i in range(indent)] + [(indent, ord('"')), (prefix - 3, ord('"')),
                                                          (prefix - 2, ord(":")), (prefix - 1, ord(" "))]
    if not all((data[starts + i] == byte).all() for i, byte in expected):
        return None
    digits = data[starts[:, None] + np.arange(indent + 1, prefix - 3)]
    if ((digits < ord("0")) | (digits > ord("9"))).any() or not _TEXT_START[data[starts + prefix]].all() \
            or (data[ends - 1] == ord(" ")).any() or raw.count(b'"') != 2 * len(starts):
        return None
    codes, raw_texts = distinct_texts(raw + bytes(TAIL), starts + prefix, ends)
    texts = [text.decode("ascii") for text in raw_texts]
    if any(_MAPPING_IN_TEXT.search(t) for t in texts):
        return None
    return _Written(section, starts, indent + 1, digits - np.uint8(ord("0")), codes, texts)


class _NotFast(Exception):
    """A hexes section read without YAML that YAML might read otherwise, or a hex listed twice in it:
    YAML reads the whole text (and says where)."""


def loads(text: str, source: str = "<map>") -> HexMap:
    """Parse .hmap text; raises MapFileError naming `source`, the line and the hex."""
    rest, hexes, line = _split_hexes(text)
    try:
        return _loads(rest, hexes, line, text, source)
    except _NotFast:
        return _loads(text, None, -1, text, source)


def _loads(rest: str, hexes: _Listed | _Written | None, hexes_line: int, text: str, source: str) -> HexMap:
    loader = _StrictLoader(rest)
    try:
        doc = loader.get_single_data()
        if hexes is not None and loader.hexes_line != hexes_line:
            raise _NotFast()
    except yaml.YAMLError as e:
        if hexes is not None:
            raise _NotFast() from None
        mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
        reason = getattr(e, "problem", None) or str(e).splitlines()[0]
        message = reason if isinstance(e, safeyaml.Refused) else f"not valid YAML: {reason}"
        raise MapFileError(source, message, mark.line + 1 if mark else None) from None
    except RecursionError:
        raise MapFileError(source, "not valid YAML: nested too deeply") from None
    finally:
        loader.dispose()
    if hexes is not None and isinstance(doc, dict):
        doc["hexes"] = hexes
    try:
        hex_map = _from_document(doc)
    except _Refusal as r:
        line, key = _locate(text, r.path, r.key_line)
        message = str(r).replace("{key}", key or str(r.path[-1])) if r.quote_key else str(r)
        raise MapFileError(source, message, line, r.hex_id) from None
    hex_map.header = _header(text)
    return hex_map


def _header(text: str) -> list[str]:
    """The comment lines (and blank lines among them) the file begins with: written back on save."""
    lines, start = [], 0
    while start <= len(text):                       # line by line: a big map's text is not split whole
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        line = text[start:end].rstrip("\r")
        if not _COMMENT.fullmatch(line):
            break
        lines.append(line)
        start = end + 1
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def _from_document(doc: object) -> HexMap:
    if not isinstance(doc, dict):
        raise _Refusal("not a map file: expected keys such as 'size' and 'hexes' at the top level")
    version = doc.get("hmeditor", FORMAT_VERSION)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise _Refusal(f"unknown format version {quoted(version)}", ("hmeditor",))
    if version > FORMAT_VERSION:
        raise _Refusal(f"format version {version} is newer than this program reads "
                       f"({FORMAT_VERSION}); please update hmeditor", ("hmeditor",))
    while version < FORMAT_VERSION:
        doc = MIGRATIONS[version](doc)
        version += 1

    width, height = _size(doc.get("size"))
    name = doc.get("name", "")
    if name is None:
        name = ""
    if not isinstance(name, (str, int, float)) or isinstance(name, bool):
        raise _Refusal("name must be text", ("name",))
    hex_map = HexMap(width, height, str(name))
    hex_map.conditions = _conditions(doc.get("conditions"))
    _read_hexes(hex_map, doc.get("hexes"))
    hex_map.accepted = _accepted(doc.get("accepted"), hex_map)
    hex_map.scenario = _scenario(doc, hex_map)
    hex_map.extra_keys = _extra_keys(doc, hex_map)
    return hex_map


def _extra_keys(doc: dict, hex_map: HexMap) -> dict:
    """The top-level keys this program does not read, kept to be written back; a pass-through block
    is checked like the rest of the file, the others only for their size (no alias bomb)."""
    extra = {k: v for k, v in doc.items() if k not in KNOWN_KEYS}
    budget = EXTRA_NODES
    for key, value in extra.items():
        budget = _count_nodes(value, budget, key)
        if key in BLOCKS:
            try:
                BLOCKS[key](value, hex_map)
            except DataError as e:
                raise _Refusal(f"{key}: {e}", (key, *e.path)) from None
    return extra


def _count_nodes(value: object, budget: int, key: object, limit: int = EXTRA_NODES) -> int:
    """`budget` less the nodes of `value` (a node reached twice through an alias counts twice); the
    refusal names `limit`, the budget all the values share."""
    stack = [value]
    while stack:
        item = stack.pop()
        budget -= 1
        if budget < 0:
            raise _Refusal(f"{key}: too much data to keep (over {limit:,} values, counting what "
                           "YAML aliases repeat)", (key,))
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return budget


def _size(value: object) -> tuple[int, int]:
    if value is None:
        raise _Refusal("the map has no size: add e.g. 'size: [16, 17]' (columns, rows)")
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= MAX_SIDE for v in value)):
        raise _Refusal(f"size must be [columns, rows], each 1..{MAX_SIDE}, not {quoted(value)}", ("size",))
    try:
        check_map_size(*value)
    except TooLarge as e:
        raise _Refusal(str(e), ("size",)) from None
    return value[0], value[1]


def _conditions(value: object) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _Refusal("conditions must be a mapping such as 'weather: blizzard'", ("conditions",))
    out = {}
    for key, v in value.items():
        if key not in CONDITION_INDEX:
            raise _Refusal(f"unknown condition {quoted(key)} (known: {', '.join(CONDITION_INDEX)})",
                           ("conditions", key), key_line=True)
        try:
            out[key] = CONDITION_INDEX[key].validate(v)
        except ValueError as e:
            raise _Refusal(str(e), ("conditions", key)) from None
    return out


def _read_hexes(hex_map: HexMap, value: object) -> None:
    if value is None:
        return
    hexes: _Written | _Texts
    if isinstance(value, _Written):
        hexes = value
    elif isinstance(value, _Listed):
        hexes = _Texts(*value)
    elif isinstance(value, dict):
        for key, text in value.items():
            if not isinstance(text, (str, type(None))):
                _record(text, lambda key=key: key)          # refused: a list, a number, true
        hexes = _Texts(list(value.keys()), list(value.values()))
    else:
        raise _Refusal("hexes must be a mapping of hex id to value, e.g. \"0708\": light_woods", ("hexes",))
    flat = _flat_indices(hex_map, hexes.digits)
    if flat is None:
        flat = np.array([_flat_index(hex_map, key) for key in hexes.ids()], np.int64)
    if len(flat) and len(arrays.unique(flat)) != len(flat):
        if not isinstance(value, dict):
            raise _NotFast()
        raise _Refusal("a hex is listed twice", ("hexes",))
    values = hexes.texts if isinstance(value, dict) else [_as_yaml_reads(text) for text in hexes.texts]

    def first_hex(kind: int) -> int:
        return int(np.argmax(hexes.codes == kind))
    not_text = [kind for kind, v in enumerate(values) if not isinstance(v, (str, type(None)))]
    if not_text:            # refused before any text is parsed, the first in the file, as in a mapping
        kind = min(not_text, key=first_hex)
        _record(values[kind], lambda: hexes.id_at(first_hex(kind)))
    records = [_record(v, lambda kind=kind: hexes.id_at(first_hex(kind)))       # each text parsed once
               for kind, v in enumerate(values)]
    _write_kinds(hex_map, flat, hexes.codes, records)


def _record(value: object, hex_key: Callable[..., object]) -> tuple:
    """The encoded cell of a hex's value (None: clear ground); _Refusal naming the hex (its key, as
    `hex_key()` gives it) when it is not a hex value."""
    try:
        return encode_cell(parse_cell("" if value is None else value))
    except ValueError as e:
        key = hex_key()
        raise _Refusal(str(e), ("hexes", key), key) from None


_RESOLVER = yaml.resolver.Resolver()


def _as_yaml_reads(text: str) -> object:
    """A hex's text read without YAML, as YAML reads it: itself, or (null, true, no, ...) no value
    or a value that is not text."""
    tag = _RESOLVER.resolve(yaml.ScalarNode, text, (True, False))
    return text if tag == "tag:yaml.org,2002:str" else yaml.load(text, Loader=safeyaml.SafeLoader)



class _Texts:
    """The hexes of a section read as lists or of a YAML mapping: ids, each text once and each hex's code."""

    def __init__(self, ids: list, texts: list):
        kinds = {text: k for k, text in enumerate(dict.fromkeys(texts))}
        self._ids, self.texts = ids, list(kinds)
        self.codes = np.fromiter(map(kinds.__getitem__, texts), np.int64, len(texts))
        self.digits = _digits(ids)

    def id_at(self, k: int) -> object:
        return self._ids[k]

    def ids(self) -> list:
        return self._ids


def _digits(ids: list) -> np.ndarray | None:
    """The digits of hex ids that are all strings of digits of one width, as rows; None otherwise."""
    try:
        joined = "".join(ids).encode("ascii")
    except (TypeError, UnicodeEncodeError):
        return None
    width = len(ids[0]) if ids else 0
    if len(joined) != len(ids) * width:
        return None
    digits = np.frombuffer(joined, np.uint8).reshape(len(ids), width) - np.uint8(ord("0"))
    return None if (digits > 9).any() else digits


def _write_kinds(hex_map: HexMap, flat: np.ndarray, codes: np.ndarray, records: list) -> None:
    """Each hex `flat[i]` the cell whose encoding is records[codes[i]]."""
    base, params, bits, level = (np.array([r[k] for r in records]) for k in range(4))
    hex_map.base.reshape(-1)[flat] = base[codes].astype(np.uint8)
    hex_map.params.reshape(-1, MAX_BASE_PARAMS)[flat] = params.reshape(-1, MAX_BASE_PARAMS)[codes]
    hex_map.mods.reshape(-1)[flat] = bits[codes].astype(np.uint32)
    hex_map.level.reshape(-1)[flat] = level[codes]
    has_mod_params = np.array([bool(r[4]) for r in records])
    for i in np.flatnonzero(has_mod_params[codes]):
        for m, stored in records[codes[i]][4].items():
            hex_map.mod_params[(int(flat[i]), m)] = stored


def _flat_indices(hex_map: HexMap, digits: np.ndarray | None) -> np.ndarray | None:
    """The flat indices of hex ids (their digits, a row each) all written as this map writes them (its
    widths, on the map), worked out together; None when any is not (`_flat_index` then says which and why)."""
    cw, rw = id_widths(*hex_map.size)
    if digits is None or digits.shape[1] != cw + rw:
        return None
    col, row = (_number(digits[:, part]) - 1 for part in (slice(0, cw), slice(cw, cw + rw)))
    if ((col < 0) | (col >= hex_map.width) | (row < 0) | (row >= hex_map.height)).any():
        return None
    return row * hex_map.width + col


def _number(digits: np.ndarray) -> np.ndarray:
    """The number each row of digits writes (a column at a time: no array of every digit widened)."""
    number = np.zeros(len(digits), np.int64)
    for k in range(digits.shape[1]):
        number = number * 10 + digits[:, k]
    return number


def _flat_index(hex_map: HexMap, key: object) -> int:
    if not isinstance(key, str):
        raise _Refusal("hex id {key} must be quoted, e.g. \"0708\" (unquoted, YAML reads it as a number)",
                       ("hexes", key), key_line=True, quote_key=True)
    try:
        col, row = hex_map.parse_hex_id(key)
    except ValueError as e:
        raise _Refusal(str(e), ("hexes", key), key, key_line=True) from None
    return row * hex_map.width + col


def _accepted(value: object, hex_map: HexMap) -> list[AcceptedFinding]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise _Refusal("accepted must be a list of {rule: ..., hexes: [...]}", ("accepted",))
    out = []
    for i, item in enumerate(value):
        if not isinstance(item, dict) or not isinstance(item.get("rule"), str):
            raise _Refusal("each accepted finding needs a rule, e.g. {rule: snow-on-magma, hexes: [\"0915\"]}",
                           ("accepted", i))
        hexes = item.get("hexes", []) or []
        if not isinstance(hexes, list) or not all(isinstance(h, str) for h in hexes):
            raise _Refusal("hexes of an accepted finding must be a list of quoted hex ids", ("accepted", i))
        for h in hexes:
            try:
                hex_map.parse_hex_id(h)
            except ValueError as e:
                raise _Refusal(str(e), ("accepted", i), h) from None
        out.append(AcceptedFinding(item["rule"], tuple(hexes)))
    return out


# ---- the scenario layer: labels, objectives, deployment zones (scenario.py) ---------------------

_SCENARIO_FORMS = {"labels": '{text: "Hill 217", at: "0808", size: 12, angle: 0}',
                   "objectives": '{name: A, hex: "1010"}',
                   "zones": '{name: Attacker, zone: 1, hexes: ["0101", "0201"]}'}


def _scenario(doc: dict, hex_map: HexMap) -> Scenario:
    budget = SCENARIO_NODES
    for key in _SCENARIO_FORMS:
        budget = _count_nodes(doc.get(key), budget, key, SCENARIO_NODES)
    labels = _items(doc, "labels", hex_map, lambda item, hexes: Label.make(
        item.get("text"), hexes("at"), item.get("size", Label._field_defaults["size"]),
        item.get("angle", Label._field_defaults["angle"])))
    objectives = _items(doc, "objectives", hex_map, lambda item, hexes: Objective.make(item.get("name"), hexes("hex")))
    zones = _items(doc, "zones", hex_map, lambda item, hexes: Zone.make(item.get("name"), item.get("zone"),
                                                                       hexes("hexes", many=True)))
    numbers = [z.number for z in zones]
    twice = next((i for i, n in enumerate(numbers) if n in numbers[:i]), None)
    if twice is not None:
        raise _Refusal(f"zones: deployment zone {numbers[twice]} is given twice (its number names it for MegaMek)",
                       ("zones", twice))
    return Scenario.make(labels, objectives, zones)


def _items(doc: dict, key: str, hex_map: HexMap, make) -> list:
    """The entries of the list under `key`, each made by make(entry, hexes) (hexes(field): the entry's
    hex, or with `many` its list of hexes, as (col, row)); a refusal names the entry's line."""
    value = doc.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise _Refusal(f"{key} must be a list such as: - {_SCENARIO_FORMS[key]}", (key,))
    out = []
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            raise _Refusal(f"each of {key} is a mapping such as {_SCENARIO_FORMS[key]}", (key, i))
        unknown = sorted(map(str, set(item) - set(re.findall(r"(\w+):", _SCENARIO_FORMS[key]))))
        if unknown:
            raise _Refusal(f"{key}: unknown key '{unknown[0]}' (known: {_SCENARIO_FORMS[key]})", (key, i))

        try:
            out.append(make(item, functools.partial(_entry_hexes, hex_map, item, (key, i))))
        except ValueError as e:
            raise _Refusal(f"{key}: {e}", (key, i)) from None
    return out


def _entry_hexes(hex_map: HexMap, item: dict, path: tuple, field: str, many: bool = False):
    """The hex of an entry's `field` as (col, row), or with `many` its list of hexes."""
    key, path = path[0], (*path, field)
    ids = item.get(field, [] if many else None)
    if many and not (isinstance(ids, list) and all(isinstance(h, str) for h in ids)):
        raise _Refusal(f"{key}: {field} must be a list of quoted hex ids", path)
    found = [_scenario_hex(hex_map, h, path) for h in (ids if many and isinstance(ids, list) else [ids])]
    if many and len(set(found)) < len(found):
        raise _Refusal(f"{key}: a hex is listed twice in {field}", path)
    return found if many else found[0]


def _scenario_hex(hex_map: HexMap, hex_id: object, path: tuple) -> tuple[int, int]:
    if not isinstance(hex_id, str):
        raise _Refusal(f"{path[0]}: {path[-1]} must be a quoted hex id, e.g. \"0808\"", path)
    try:
        col, row = hex_map.parse_hex_id(hex_id)
    except ValueError as e:
        raise _Refusal(f"{path[0]}: {e}", path) from None
    return col, row


def _scenario_lines(hex_map: HexMap) -> list[str]:
    """The scenario layer's lines, each entry on one line; hexes as ids, a zone's in id order."""
    s, hex_id = hex_map.scenario, hex_map.hex_id
    out = []
    if s.labels:
        out.append("labels:")
        out += [f"  - {{text: {_flow_string(lb.text)}, at: {json.dumps(hex_id(*lb.at))}, size: {_short(lb.size)}, "
                f"angle: {_short(lb.angle)}}}" for lb in s.labels]
    if s.objectives:
        out.append("objectives:")
        out += [f"  - {{name: {_flow_string(o.name)}, hex: {json.dumps(hex_id(*o.at))}}}" for o in s.objectives]
    if s.zones:
        out.append("zones:")
        out += [f"  - {{name: {_flow_string(z.name)}, zone: {z.number}, "
                f"hexes: {json.dumps([hex_id(c, r) for c, r in sorted(z.hexes)])}}}" for z in s.zones]
    return out


def _short(value: float) -> str:
    """A number as briefly as it reads back the same: 12, 9.5, 12.345678901, 1.0e-09 (YAML 1.1 reads
    an exponent without a point as text)."""
    brief = f"{value:g}"
    brief = brief if float(brief) == value else repr(value)
    return brief.replace("e", ".0e") if "e" in brief and "." not in brief else brief


def _locate(text: str, path: tuple, key_line: bool) -> tuple[int | None, str | None]:
    """1-based line of the node at `path` in the YAML text (the key's line if `key_line`), and the
    last key on the way as the file writes it."""
    try:
        node = yaml.compose(text, Loader=SafeLoader)
    except (yaml.YAMLError, RecursionError):
        return None, None
    line = node.start_mark.line if node is not None else None
    key = None
    for step in path:
        if isinstance(node, yaml.MappingNode):
            match = [(k, v) for k, v in node.value if _same_key(k, step)]
            if not match:
                break
            key, node = match[-1]
            line = key.start_mark.line if key_line else node.start_mark.line
            key = key.value
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) and step < len(node.value):
            node = node.value[step]
            line = node.start_mark.line
        else:
            break
    return None if line is None else line + 1, key


def _same_key(node: yaml.Node, key: object) -> bool:
    if not isinstance(node, yaml.ScalarNode):
        return False
    if isinstance(key, str):
        return node.value == key
    return yaml.safe_load(node.value) == key if re.fullmatch(r"[-+0-9_.a-zA-Z]+", node.value) else False


# ---- writing ----------------------------------------------------------------------------------

def dumps(hex_map: HexMap) -> str:
    """The file text. Everything but the hex lines is read back before it is given out: a map this
    program would refuse (or read differently) is never written (MapFileError)."""
    try:
        return _dumps(hex_map)
    except (UnicodeError, yaml.YAMLError) as e:
        raise MapFileError("<map>", f"cannot be written: {e}") from None


def _dumps(hex_map: HexMap) -> str:
    head = [*(line for line in hex_map.header if _COMMENT.fullmatch(line)),
            f"hmeditor: {FORMAT_VERSION}",
            _dump_scalar("name", hex_map.name),
            f"size: [{hex_map.width}, {hex_map.height}]"]
    if hex_map.conditions:
        head.append("conditions:")
        head.extend("  " + _dump_scalar(c.key, hex_map.conditions[c.key])
                    for c in CONDITIONS if c.key in hex_map.conditions)
    tail = []
    if hex_map.accepted:
        tail.append("accepted:")
        tail.extend(f"  - {{rule: {_flow_string(a.rule)}, hexes: {json.dumps(list(a.hexes))}}}"
                    for a in hex_map.accepted)
    tail += _scenario_lines(hex_map)
    if hex_map.extra_keys:
        tail.append(yaml.dump(hex_map.extra_keys, Dumper=Dumper, sort_keys=False,
                              allow_unicode=True, default_flow_style=False).rstrip("\n"))
    _read_back("\n".join(head + ["hexes: {}"] + tail) + "\n", hex_map)
    lines = _hex_lines(hex_map)
    return "\n".join(head + ["hexes:" if lines else "hexes: {}"] + lines + tail) + "\n"


_COMMENT = re.compile(r"[ \t]*(#[^\r\n\x85\u2028\u2029]*)?")


def _read_back(text: str, hex_map: HexMap) -> None:
    try:
        back = loads(text, "<written>")
        same = (back.name, back.conditions, back.accepted, back.scenario, back.extra_keys) == \
            (hex_map.name, hex_map.conditions, hex_map.accepted, hex_map.scenario, hex_map.extra_keys)
    except (MapFileError, UnicodeError) as e:
        raise MapFileError("<map>", f"cannot be written as it would not read back: {e}") from None
    if not same:
        raise MapFileError("<map>", "cannot be written: its name, conditions, accepted findings, scenario or "
                           "kept keys would read back differently")


def _flow_string(text: str) -> str:
    """A double-quoted YAML string, every character YAML would refuse or fold written as an escape."""
    return yaml.dump(text, Dumper=SafeDumper, default_style='"', allow_unicode=True, width=10**9).rstrip("\n")


def _dump_scalar(key: str, value: object) -> str:
    return yaml.dump({key: value}, Dumper=Dumper, allow_unicode=True, width=10**9).rstrip("\n")


def _hex_lines(hex_map: HexMap) -> list[str]:
    """The lines of the hexes that are not clear ground at level 0, in hex id order. Each kind of
    hex is formatted once; hexes with modification parameters (bridges) each on their own."""
    w = hex_map.width
    flat = np.flatnonzero(hex_map.non_default_mask().T.reshape(-1))      # column by column: hex id order
    flat = flat % hex_map.height * w + flat // hex_map.height
    if not len(flat):
        return []
    columns = [hex_map.base.reshape(-1)[flat], hex_map.mods.reshape(-1)[flat],
               hex_map.level.reshape(-1)[flat].view(np.uint32),
               *hex_map.params.reshape(-1, MAX_BASE_PARAMS)[flat].view(np.uint32).T]
    first, codes = arrays.kinds(columns)
    base, mods, level = columns[0][first].tolist(), columns[1][first].tolist(), \
        columns[2][first].view(np.float32).tolist()
    params = hex_map.params.reshape(-1, MAX_BASE_PARAMS)[flat[first]]
    texts = [format_cell(decode_cell(b, p, m, v, {})) for b, p, m, v in zip(base, params, mods, level)]
    if hex_map.mod_params:
        own = np.flatnonzero(np.isin(flat, np.array([f for f, _m in hex_map.mod_params], np.int64)))
        codes[own] = np.arange(len(texts), len(texts) + len(own))
        texts += [format_cell(hex_map.cell(*hex_map.offset(f))) for f in flat[own].tolist()]
    col_ids, row_ids = id_parts(hex_map.width, hex_map.height)
    rows, cols = np.divmod(flat, w)
    return [f'  "{col_ids[c]}{row_ids[r]}": {texts[k]}' for c, r, k in zip(cols.tolist(), rows.tolist(),
                                                                          codes.tolist())]


def write_hmap(hex_map: HexMap, path: str | Path) -> None:
    try:
        text = dumps(hex_map)
    except MapFileError as e:
        raise MapFileError(str(path), e.message) from None
    try:
        atomic_write(path, text.encode("utf-8"))
    except OSError as e:
        raise MapFileError(str(path), f"cannot save: {e.strerror or e}") from None
