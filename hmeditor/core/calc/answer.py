"""The terms of an answer: breakdown items, numbers as JSON and people read them."""

from __future__ import annotations

import math
from typing import NamedTuple

from ..language import translate


class Item(NamedTuple):
    """One term of a sum: `source` is the name used in JSON, `label` the words for people."""

    source: str
    value: float
    label: str
    hex: str | None = None

    def json(self, key: str = "value") -> dict:
        out: dict[str, object] = {"hex": self.hex} if self.hex is not None else {}
        out.update({"source": self.source, key: number(self.value)})
        return out


def number(value: float) -> int | float:
    """An int when the value is whole (JSON and text show 2, not 2.0)."""
    return int(value) if float(value).is_integer() else float(value)


def signed(value: float) -> str:
    return f"{number(value):+}"


def sum_text(items: list[Item], fmt=None) -> str:
    """ "1 (enter hex) + 1 (ice) - 1 (not moving carefully)": the terms of a sum with their labels (a
    term of -0.0 is shown subtracted); with `fmt` (e.g. `signed`) each term is written by it and the
    terms are joined by spaces."""
    parts = []
    for n, i in enumerate(items):
        where = translate("Calculator", "{what} in {hex}").format(what=i.label, hex=i.hex) if i.hex else i.label
        term = f"({where})"
        minus = math.copysign(1, i.value) < 0
        if fmt is not None:
            parts.append(f"{' ' if n else ''}{fmt(i.value)} {term}")
        elif n:
            parts.append(f" {'-' if minus else '+'} {number(abs(i.value))} {term}")
        else:
            parts.append(f"{'-' if minus else ''}{number(abs(i.value))} {term}")
    return "".join(parts)
