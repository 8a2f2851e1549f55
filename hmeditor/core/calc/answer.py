"""The terms of an answer: breakdown items, numbers as JSON and people read them."""

from __future__ import annotations

import math
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


def terms_text(items: list[Item]) -> str:
    """ "4 (firer EW) + 6 (attack) - 4 (target EW)": a sum of signed terms, each with its label (a
    term of -0.0 is shown subtracted)."""
    parts = []
    for i in items:
        size = f"{number(abs(i.value))} ({i.label}{' in ' + i.hex if i.hex else ''})"
        minus = math.copysign(1, i.value) < 0
        parts.append(("- " if minus else "+ ") + size if parts else ("-" if minus else "") + size)
    return " ".join(parts)
