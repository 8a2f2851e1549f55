"""Lengths as users type them: 1.25in, 32mm, 3.2cm, 90pt (a bare number is inches)."""

from __future__ import annotations

import re

from ..core.errors import quoted

PER_INCH = {"in": 1.0, '"': 1.0, "inch": 1.0, "mm": 25.4, "cm": 2.54, "pt": 72.0}
_LENGTH = re.compile(r"\s*([0-9]*\.?[0-9]+)\s*(in|inch|\"|mm|cm|pt)?\s*", re.IGNORECASE)


def parse_length(text: str) -> float:
    """The length in inches; ValueError with a readable reason for anything else."""
    match = _LENGTH.fullmatch(text)
    if not match:
        raise ValueError(f"{quoted(text)} is not a length (use e.g. 1.25in, 32mm, 3.2cm or 90pt)")
    return float(match.group(1)) / PER_INCH[(match.group(2) or "in").lower()]


def format_length(inches: float) -> str:
    return f"{inches:g}in"
