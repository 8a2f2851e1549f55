"""Range and detection. Grav Armor has no line of sight: range counts the target's hex and not the
firer's, along a path the firer chooses; the target is detected when some path of at most the
firer's range in hexes has a sum of terrain CV (target hex included, firer's hex not) no more than
the firer's EW. Units in free flight or an orbit move are detected by anyone within range."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...calc.answer import number
from ...calc.hexes import check_hex, distance
from ...calc.paths import HopLimitedPaths, hop_limited_paths
from ...errors import InputError
from ...language import translate
from ...model import HexMap
from .schema import GravRules, Unit
from .terrain import chart_of, cv_grid


@dataclass(frozen=True)
class Detection:
    firer: Unit
    firer_hex: tuple[int, int]
    target_hex: tuple[int, int]
    range: int
    in_range: bool
    detected: bool
    automatic: bool                        # detected because the target flies free or moves to or from orbit
    path: list[tuple[int, int]] | None      # the firer's hex first, the target's last; None: no path within range
    cv_sum: float | None

    def json(self, hex_map: HexMap) -> dict:
        return {"range": self.range, "in_range": self.in_range, "detected": self.detected,
                "path": [hex_map.hex_id(*h) for h in self.path or ()],
                "cv_sum": number(self.cv_sum) if self.cv_sum is not None else None}


def check_range(firer_hex: tuple[int, int], target_hex: tuple[int, int]) -> int:
    n = distance(firer_hex, target_hex)
    if n == 0:
        raise InputError("--target", translate(
            "GravArmor", "the target is in the firer's own hex; Grav Armor fire reaches from range 1"))
    return n


def detection_paths(hex_map: HexMap, rules: GravRules, unit: Unit, hx: tuple[int, int],
                    free_hex: tuple[int, int] | None = None) -> HopLimitedPaths:
    """The least CV sums from `hx` along paths of at most the unit's range; `free_hex` counts CV 0
    (a target in free flight)."""
    check_hex(hex_map, hx)
    chart = chart_of(hex_map, rules)

    def costs(rows: slice, cols: slice) -> np.ndarray:
        cv = cv_grid(hex_map, chart, rows, cols)
        if free_hex is not None and rows.start <= free_hex[1] < rows.stop and cols.start <= free_hex[0] < cols.stop:
            cv[free_hex[1] - rows.start, free_hex[0] - cols.start] = 0.0
        return cv
    return hop_limited_paths(hex_map.level.shape, hx, unit.range, costs)


def detect(hex_map: HexMap, rules: GravRules, firer: Unit, firer_hex: tuple[int, int], target_hex: tuple[int, int],
           automatic: bool = False) -> Detection:
    """Whether `firer` in `firer_hex` detects a target in `target_hex` (`automatic`: the target is
    in free flight or an orbit move: detected within range, its hex CV 0)."""
    check_hex(hex_map, target_hex)
    n = check_range(firer_hex, target_hex)
    in_range = n <= firer.range
    if not in_range:
        check_hex(hex_map, firer_hex)
        return Detection(firer, firer_hex, target_hex, n, False, False, False, None, None)
    paths = detection_paths(hex_map, rules, firer, firer_hex, target_hex if automatic else None)
    path = paths.path(target_hex)
    cv_sum = paths.cost(target_hex) if path else None
    detected = automatic or (cv_sum is not None and cv_sum <= firer.ew)
    return Detection(firer, firer_hex, target_hex, n, True, detected, automatic, path, cv_sum)
