"""The line-aware reader every rules file goes through (YAML, safe loader).

`read_yaml(path)` gives mappings that remember the file line of each key (`LinedDict`), and
`RulesReader` the checked pieces a rule system's data is built from: tables with known keys,
numbers, lists of names, rows with their sources and `uncertain` flag, settings, unit groups and
values per unit kind. Anything wrong raises `RulesError` whose str() is "FILE:LINE: problem".
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import NoReturn, TypeVar, overload

import yaml

from ..errors import quoted
from ..safeyaml import Refused, SafeLoader
from .errors import RulesError
from .rows import ROW_KEYS, Setting


class LinedDict(dict):
    """A mapping that remembers the file line of itself and of each key."""

    line = 0

    def __init__(self) -> None:
        super().__init__()
        self.lines: dict = {}

    def line_of(self, key) -> int:
        return self.lines.get(key, self.line)


class _Loader(SafeLoader):
    """Our safe loader, making mappings LinedDicts."""


def _mapping(loader: _Loader, node: yaml.MappingNode) -> LinedDict:
    loader.flatten_mapping(node)
    out = LinedDict()
    out.line = node.start_mark.line + 1
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if not isinstance(key, (str, int, float, bool)):
            raise yaml.MarkedYAMLError("in a mapping", node.start_mark, "a key must be a name or a number",
                                       key_node.start_mark)
        if key in out:
            raise yaml.MarkedYAMLError("in a mapping", node.start_mark, f"duplicate key {quoted(key)}",
                                       key_node.start_mark)
        out[key] = loader.construct_object(value_node, deep=True)
        out.lines[key] = key_node.start_mark.line + 1
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


MAX_FILE_BYTES = 16 << 20       # the shipped rules files are tens of kilobytes
BOUNDS = (-10_000, 10_000)      # every number of a rules file, unless its schema bounds it closer
Extra = TypeVar("Extra")           # a value a number may be instead (None: not given, "auto", ...)
MAX_NAME = 100                  # characters of a key
MAX_TEXT = 10_000               # characters of a text (a note, a source)
MAX_LABEL = 100                 # characters of a name shown in lists and messages (a label, a title)


def read_yaml(path: str | Path) -> object:
    """The file's data, mappings as LinedDict; RulesError when it cannot be read or parsed."""
    path = Path(path)
    text = _read_text(path)
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark
        if "nesting depth" in str(e.problem):      # libyaml's limit
            raise RulesError(path, "not valid rules data: lists or mappings nested too deeply",
                             mark.line + 1 if mark else None) from None
        message = str(e.problem) if isinstance(e, Refused) else f"not valid YAML: {e.problem}"
        raise RulesError(path, message, mark.line + 1 if mark else None) from None
    except yaml.reader.ReaderError as e:
        raise RulesError(path, f"not valid YAML: character #x{e.character:04x} is not allowed in a rules file",
                         text.count("\n", 0, e.position) + 1) from None
    except yaml.YAMLError as e:
        raise RulesError(path, f"not valid YAML: {e}") from None
    except RecursionError:
        raise RulesError(path, "not valid rules data: lists or mappings nested too deeply") from None


def _read_text(path: Path) -> str:
    """The text of a regular file of at most MAX_FILE_BYTES (never a pipe or a device: read as map
    files are)."""
    from ..files import read_bytes  # here: a command whose rules come from the cache reads no file
    try:
        size = path.stat().st_size
        raw = read_bytes(path) if size <= MAX_FILE_BYTES else None
        text = None if raw is None else raw.decode("utf-8")
    except (OSError, ValueError) as e:      # ValueError: not UTF-8, or grown too large since
        raise RulesError(path, f"cannot read the rules file ({e.strerror if isinstance(e, OSError) else e})") from None
    if text is None:
        raise RulesError(path, f"the file is {size >> 20} MB, larger than any rules file ({MAX_FILE_BYTES >> 20} MB)")
    return text


class RulesReader:
    """Checked pieces of one rules file. `unit_kinds` are the system's unit kinds, for `kinds`,
    `per_kind` and the file's `unit_groups` (read with `read_groups`)."""

    def __init__(self, path: str | Path, unit_kinds: tuple[str, ...] = ()):
        self.path = Path(path)
        self.unit_kinds = unit_kinds
        self.sources: dict[str, str] = {}
        self.groups: dict[str, tuple[str, ...]] = {}

    def fail(self, message: str, line: int = 0) -> NoReturn:
        raise RulesError(self.path, message, line or None)

    def top(self, data, required: Iterable[str], system: str | None = None) -> LinedDict:
        """The file's top mapping with its `sources` read; with `system`, its `system:` must say so."""
        top = self.table(data, 1, "rules file")
        if system is not None and top.get("system") != system:
            self.fail(f"this is not a rules file for {system} (its 'system' is {quoted(top.get('system'))})",
                      top.line_of("system"))
        self.table(top, 1, "rules file", None, tuple(required))
        if "sources" in top:
            sources = self.table(top["sources"], top.line_of("sources"), "sources")
            self.sources = {k: self.text(v, sources.line_of(k), f"sources.{k}") for k, v in sources.items()}
        return top

    def table(self, data, line: int, what: str, allowed=None, required=(), numbered: bool = False) -> LinedDict:
        """A mapping whose keys are names (`numbered`: whole numbers), with only `allowed` keys and
        every `required` one."""
        if not isinstance(data, LinedDict):
            self.fail(f"{what} must be a mapping", line)
        for key in data:
            if numbered:
                self.whole(key, data.line_of(key), f"{what}: a key")
            elif not (isinstance(key, str) and len(key) <= MAX_NAME and key.isprintable()):
                self.fail(f"{what}: a key must be a name of at most {MAX_NAME} characters, not {quoted(key)}",
                          data.line_of(key))
            if allowed is not None and key not in allowed:
                known = ", ".join(map(str, sorted(allowed)))
                self.fail(f"{what}: unknown key {quoted(key)} (expected one of: {known})", data.line_of(key))
        for key in required:
            if key not in data:
                self.fail(f"{what}: missing {quoted(key)}", data.line)
        return data

    @overload
    def number(self, value: object, line: int, what: str, extra: tuple[()] = (),
               bounds: tuple[float, float] = BOUNDS) -> float: ...

    @overload
    def number(self, value: object, line: int, what: str, extra: tuple[Extra, ...],
               bounds: tuple[float, float] = BOUNDS) -> float | Extra: ...

    def number(self, value, line, what, extra=(), bounds=BOUNDS):
        """A number within `bounds` (inclusive; every number has some), or one of the `extra` values."""
        if value in extra and not isinstance(value, bool):
            return value
        low, high = bounds
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
            self.fail(f"{what} must be a number from {low:g} to {high:g}, not {quoted(value)}", line)
        return value

    def whole(self, value, line: int, what: str, bounds: tuple[float, float] = (0, BOUNDS[1])) -> int:
        """A whole number within `bounds` (inclusive)."""
        low, high = bounds
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            self.fail(f"{what} must be a whole number from {low} to {high}, not {quoted(value)}", line)
        return value

    def text(self, value, line: int, what: str, limit: int = MAX_TEXT) -> str:
        """Text of at most `limit` characters (a number is its digits)."""
        if isinstance(value, bool) or not isinstance(value, (str, int, float)) or len(str(value)) > limit:
            self.fail(f"{what} must be text of at most {limit:,} characters, not {quoted(value)}", line)
        return str(value)

    def label(self, value, line: int, what: str) -> str:
        """A name shown in lists and messages: text of at most MAX_LABEL characters."""
        return self.text(value, line, what, MAX_LABEL)

    def flag(self, value, line: int, what: str) -> bool:
        if not isinstance(value, bool):
            self.fail(f"{what} must be true or false, not {quoted(value)}", line)
        return value

    def choice(self, value, line: int, what: str, known) -> str:
        """One of the `known` names."""
        if not isinstance(value, str) or value not in known:
            self.fail(f"{what} must be a name, one of: {', '.join(known)}; not {quoted(value)}", line)
        return value

    def names(self, value, line: int, what: str, known) -> tuple[str, ...]:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.fail(f"{what} must be a list of names, not {quoted(value)}", line)
        for v in value:
            if v not in known:
                self.fail(f"{what}: unknown name {quoted(v)}", line)
        return tuple(value)

    def list_of(self, value, line, what) -> list:
        if not isinstance(value, list):
            self.fail(f"{what} must be a list", line)
        return value

    # ---- unit kinds and groups ----------------------------------------------------------------

    def read_groups(self, top: LinedDict) -> None:
        """The file's `unit_groups`: names for lists of unit kinds, usable wherever a kind is."""
        groups = self.table(top["unit_groups"], top.line_of("unit_groups"), "unit_groups")
        for name, kinds in groups.items():
            if name in self.unit_kinds:
                self.fail(f"unit_groups: {quoted(name)} is a unit kind, not a group name", groups.line_of(name))
            self.groups[name] = self.names(kinds, groups.line_of(name), f"unit_groups.{name}", self.unit_kinds)

    def kinds(self, value, line: int, what: str) -> frozenset[str]:
        out: set[str] = set()
        for name in self.names(value, line, what, set(self.unit_kinds) | set(self.groups)):
            out.update(self.groups.get(name, (name,)))
        return frozenset(out)

    def per_kind(self, value, line: int, what: str, extra=()) -> dict:
        """{kind: value} from a number or a mapping of default / groups / kinds (most specific wins)."""
        if not isinstance(value, LinedDict):
            v = self.number(value, line, what, extra)
            return dict.fromkeys(self.unit_kinds, v)
        self.table(value, line, what, {"default"} | set(self.groups) | set(self.unit_kinds))
        out = dict.fromkeys(self.unit_kinds, self.number(value.get("default", 0), value.line_of("default"), what,
                                                         extra))
        for pass_groups in (True, False):
            for key, v in value.items():
                if key != "default" and (key in self.groups) == pass_groups:
                    v = self.number(v, value.line_of(key), f"{what}.{key}", extra)
                    out.update(dict.fromkeys(self.groups.get(key, (key,)), v))
        return out

    def per_name(self, value, line: int, what: str, names: tuple[str, ...]) -> dict:
        """{name: number} for every one of `names` (weapon classes, ...), from a number or a mapping
        of default and names."""
        if not isinstance(value, LinedDict):
            return dict.fromkeys(names, self.number(value, line, what))
        self.table(value, line, what, {"default", *names})
        out: dict[str, float | str | None] = dict.fromkeys(names, self.number(value.get("default", 0), value.line,
                                                                               what))
        for key, v in value.items():
            if key != "default":
                out[key] = self.number(v, value.line_of(key), f"{what}.{key}")
        return out

    # ---- rows with sources ------------------------------------------------------------------

    def row(self, data: LinedDict, what: str) -> dict:
        """The fields of `Row`: the sources (keys of the file's `sources`), `uncertain`, `note`, line."""
        if "source" not in data:
            self.fail(f"{what}: every row must name its source", data.line)
        sources = self.names(data["source"], data.line_of("source"), f"{what}.source", self.sources)
        uncertain = data.get("uncertain", False)
        if not isinstance(uncertain, bool):
            self.fail(f"{what}.uncertain must be true or false", data.line_of("uncertain"))
        note = self.text(data.get("note", ""), data.line_of("note"), f"{what}.note")
        return {"source": sources, "uncertain": uncertain, "note": note, "line": data.line}

    def setting(self, data, line: int, what: str, value=None) -> Setting:
        """A row holding one `value` (or the given one) and any extra keys."""
        data = self.table(data, line, what, None, ("value",) if value is None else ())
        extra = {k: v for k, v in data.items() if k not in ROW_KEYS | {"value"}}
        return Setting(value=data.get("value") if value is None else value, extra=extra, **self.row(data, what))
