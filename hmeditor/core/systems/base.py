"""The small interface every game system offers (one `GameSystem` per package under core/systems).

A system reads its rules file into its own rules object and answers questions on a map with it:
- `read_rules(path) -> rules` (RulesError "FILE:LINE: problem" on a broken file), `reference(rules)`
  the Markdown rules reference and `summary(rules)` one paragraph for `hmeditor rules`;
- `commands`: its `hmeditor calc` sub-commands, each a list of arguments and an `answer`;
- `hex_figures(hex_map, rules, hexes)`: what the first hex means in this system, as tables for
  the hex dock; `terrain_figures(rules, paint)`: what a palette entry does, a line per topic;
- `heat_map`: a per-hex overlay worked out from the map, the rules and the calculator's choices.
Everything here is plain data and functions: the editor draws it, the command line prints it.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from .. import arrays
from ..check.registry import register_checks
from ..errors import quoted
from ..language import translate
from ..lazy import LaterSequence, later


@dataclass(frozen=True)
class Arg:
    """One command-line argument: argparse's `add_argument(*flags, **options)`."""

    flags: tuple[str, ...]
    options: dict = field(default_factory=dict)


class Answer(NamedTuple):
    """What a command answers: one JSON object (CLI.md, SYSTEMS.md) and the lines for people."""

    json: dict
    text: str


class Command(NamedTuple):
    """`hmeditor calc [WORD] NAME MAP ...`: `answer(args, hex_map, rules) -> Answer`; bad input
    raises ValueError with a one-line message (exit 2). Without `needs_map` there is no MAP."""

    name: str
    help: str
    answer: Callable[[Any, Any, Any], Answer]
    args: tuple[Arg, ...] = ()
    description: str = ""
    needs_map: bool = True


def whole_number(low: int = 0, high: int = 99) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high` (a negative MP or skill is refused)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{quoted(text)} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be {low} to {high}, not {quoted(value)}")
        return value
    return parse


def add_arguments(parser: argparse.ArgumentParser, command: Command) -> None:
    """A command's arguments on an argparse parser: MAP (when it needs one), then its own."""
    if command.needs_map:
        parser.add_argument("map", metavar="MAP", help="a map file: .hmap, or a MegaMek .board")
    for arg in command.args:
        parser.add_argument(*arg.flags, **arg.options)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        raise ValueError(message)


def parse_arguments(command: Command, tokens: list[str]) -> argparse.Namespace:
    """A command's arguments from `tokens` (without MAP), as the command line would read them;
    ValueError with argparse's message when they do not parse."""
    parser = _Parser(prog=command.name, add_help=False)
    add_arguments(parser, command)
    return parser.parse_args((["MAP"] if command.needs_map else []) + tokens)


class Cell(NamedTuple):
    """A table cell: its text, smaller words under it, and a tone ("strong", "barred" or "")."""

    text: str
    detail: str = ""
    tone: str = ""


class Table(NamedTuple):
    """A titled table of figures (the hex dock shows these)."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    note: str = ""


Legend = tuple[tuple[tuple[int, int, int, int], str], ...]    # (RGBA colour, what it means), in order


@dataclass(frozen=True)
class Shading:
    """Per-hex colours (uint8 RGBA [row, col, 4], alpha 0: untouched) and short texts by flat index
    (a dict, or HexTexts for an overlay of the whole map); what it shows (`title`) and what its
    colours mean (`legend`), for the legend beside the map."""

    rgba: np.ndarray
    texts: Mapping[int, str] = field(default_factory=dict)
    title: str = ""
    legend: Legend = ()


class HexTexts(Mapping):
    """Short texts of many hexes by flat index, kept as a code per hex into the distinct texts: an
    overlay of the whole map has a text in most of its hexes (as a dict, 110 MB for a million)."""

    def __init__(self, values: np.ndarray, shown: np.ndarray, word: Callable[[Any], str]):
        """The text `word(value)` on each hex where `shown` (arrays [row, col]); each distinct value
        is worded once."""
        distinct, which = arrays.unique(values[shown], return_inverse=True)
        self.codes = np.full(values.size, -1, np.int32)
        self.codes[np.flatnonzero(shown)] = which
        self.words = [word(value) for value in distinct.tolist()]
        self.count = len(which)

    @classmethod
    def of(cls, texts: Mapping[int, str], size: int) -> HexTexts:
        """`texts` (by flat index into a map of `size` hexes) as HexTexts."""
        if isinstance(texts, HexTexts):
            return texts
        words = list(dict.fromkeys(texts.values()))
        code = {word: k for k, word in enumerate(words)}
        values = np.full(size, -1, np.int32)            # each hex's text as its place in `words`
        values[np.fromiter(texts, np.int64, len(texts))] = np.fromiter(map(code.__getitem__, texts.values()),
                                                                       np.int32, len(texts))
        return cls(values, values >= 0, words.__getitem__)

    def put(self, flat: int, text: str) -> None:
        """`text` on hex `flat`, in place of its text if it had one."""
        self.count += self.codes[flat] < 0
        self.codes[flat] = len(self.words)
        self.words.append(text)

    def __getitem__(self, flat: int) -> str:
        code = self.codes[flat] if 0 <= flat < self.codes.size else -1
        if code < 0:
            raise KeyError(flat)
        return self.words[code]

    def __iter__(self) -> Iterator[int]:
        return iter(np.flatnonzero(self.codes >= 0).tolist())

    def __len__(self) -> int:
        return int(self.count)


class Overlay(NamedTuple):
    """A per-hex overlay: `shade(hex_map, rules, choices) -> Shading`, where `choices` are the
    calculator's current inputs (unit, ...) as a dict."""

    label_text: str                 # in English: `label` and `tip` are in the language in use
    tip_text: str
    shade: Callable[[Any, Any, dict], Shading]

    @property
    def label(self) -> str:
        return translate("Overlay", self.label_text)

    @property
    def tip(self) -> str:
        return translate("Overlay", self.tip_text)


@dataclass(frozen=True)
class GameSystem:
    id: str                                    # "battletech": the key in maps and rules files
    title: str
    rules_file: Path                           # its shipped rules (under hmeditor/data/rules)
    read_rules: Callable[[Any], Any]
    reference: Callable[[Any], str]
    summary: Callable[[Any], str]
    commands: tuple[Command, ...] = ()
    cli_word: str | None = None                # `calc WORD NAME`; None: `calc NAME` (the default system)
    aliases: tuple[str, ...] = ()              # other names it answers to on the command line ("40k")
    hex_figures: Callable[[Any, Any, list], list[Table]] | None = None
    terrain_figures: Callable[[Any, Any], str] | None = None
    heat_map: Overlay | None = None
    choices: dict = field(default_factory=dict)   # the calculator's inputs before a user changes them
    map_keys: dict = field(default_factory=dict)  # its settings in a map's `systems:` key: (low, high) or str
    checks: str | None = None                  # the module of its reality-check families, imported to check a map

    def __post_init__(self) -> None:
        if self.checks:
            register_checks(self.checks, self.id)     # a system's checks are listed for its maps

    @property
    def names(self) -> tuple[str, ...]:
        """Every name it answers to on the command line, each with dashes and with underscores: its
        word under `calc`, its id, its aliases."""
        words = [w for w in (self.cli_word, self.id, *self.aliases) if w]
        return tuple(dict.fromkeys(s for w in words for s in (w, w.replace("_", "-"), w.replace("-", "_"))))


# ---- a system's parts imported when first used (core.lazy): a command that needs a system's rules
# (the reality check) does not load its calculators, figures and reference ------------------------

def standard_parts(package: str) -> dict:
    """What every system has in the same modules of its package, each imported when first used:
    loader.py's read_rules, reference.py's markdown and summary, commands.py's COMMANDS, figures.py's
    hex_figures and terrain_figures (as GameSystem's keyword arguments)."""
    return dict(read_rules=later(f"{package}.loader", "read_rules"),
                reference=later(f"{package}.reference", "markdown"), summary=later(f"{package}.reference", "summary"),
                commands=LaterSequence(f"{package}.commands", "COMMANDS"),
                hex_figures=later(f"{package}.figures", "hex_figures"),
                terrain_figures=later(f"{package}.figures", "terrain_figures"))
