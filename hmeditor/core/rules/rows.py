"""Rows of rules data: where each value came from."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...resources import data_path

ROW_KEYS = {"source", "uncertain", "note"}


@dataclass(frozen=True)
class Row:
    """Where a value came from: keys of the file's `sources`, whether it is a reasoned choice."""

    source: tuple[str, ...] = ()
    uncertain: bool = False
    note: str = ""
    line: int = 0


@dataclass(frozen=True)
class Setting(Row):
    """A single rules value (MP per level, enter cost, range modifiers, ...): a number, a mapping or a
    list as its key's schema has it (checked as it was read), so of no one type."""

    value: Any = None
    extra: dict = field(default_factory=dict)


def source_text(row: Row) -> str:
    """ "TacOps, MM-Terrain **uncertain** (why)": a row's sources for a Markdown rules reference."""
    text = ", ".join(row.source)
    if row.uncertain:
        text += " **uncertain**"
    if row.note:
        text += f" ({row.note})"
    return text


def origin_text(path: str | Path) -> str:
    """Where a rules reference's tables come from, with no folder of the machine in it: "the shipped
    rules (`wh40k.yaml`)", or a user's file by its name."""
    path = Path(path)
    if path.resolve().parent == data_path("rules").resolve():
        return f"the shipped rules (`{path.name}`)"
    return f"`{path.name}`"
