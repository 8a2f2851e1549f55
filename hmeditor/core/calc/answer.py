"""The terms of an answer: breakdown items, numbers as JSON and people read them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Item:
    """One term of a sum: `source` is the name used in JSON, `label` the words for people."""

    source: str
    value: float
    label: str
    hex: str | None = None

    def json(self, key: str = "value") -> dict:
        out = {"hex": self.hex} if self.hex is not None else {}
        out.update({"source": self.source, key: number(self.value)})
        return out


def number(value: float) -> int | float:
    """An int when the value is whole (JSON and text show 2, not 2.0)."""
    return int(value) if float(value).is_integer() else float(value)


def signed(value: float) -> str:
    return f"{number(value):+}"


def sum_text(items: list[Item], fmt=lambda v: f"{number(v)}") -> str:
    """ "1 (enter hex) + 1 (light woods in 0708)": the terms of a sum with their labels."""
    return " + ".join(f"{fmt(i.value)} ({i.label}{' in ' + i.hex if i.hex else ''})" for i in items)
