"""Random planetary conditions (the seed's procedure): roll each terrain condition and weather value
from its weighted table, run the reality check after each roll, and roll the condition added last
again while it brings new findings. A seed makes a roll repeatable."""

from __future__ import annotations

import random

from ..edits import SetConditions
from ..model import HexMap
from ..vocabulary import CONDITION_INDEX
from .data import CheckRules, check_rules
from .runner import IncrementalChecker


def roll_conditions(hex_map: HexMap, seed: int | None = None, rules: CheckRules | None = None,
                    keep: tuple[str, ...] = ()) -> dict:
    """Conditions for the map, every key but those in `keep` rolled (those keep the map's values),
    that add no finding to its terrain's (and kept conditions') own findings.

    A condition that still fails after `max_rerolls` rolls takes its default value."""
    rules = rules or check_rules()
    spec = rules.raw["random_conditions"]
    rng = random.Random(seed)
    trial = hex_map.copy()
    trial.conditions = {key: value for key, value in hex_map.conditions.items() if key in keep}
    checker = IncrementalChecker(trial, rules)
    rolled = {}
    for key in (k for k in spec["order"] if k not in keep):
        table = spec["tables"][key]
        values, weights = list(table), list(table.values())
        for _ in range(spec["max_rerolls"]):
            value = CONDITION_INDEX[key].validate(rng.choices(values, weights)[0])
            change, undo = SetConditions({key: value}).apply(trial)
            appeared, _ = checker.update(change)
            if not [f for f in appeared if not f.accepted]:
                break
            checker.update(undo.apply(trial)[0])
        else:
            value = CONDITION_INDEX[key].default
        rolled[key] = value
        checker.update(SetConditions({key: value}).apply(trial)[0])
    return rolled


def random_conditions_edit(hex_map: HexMap, seed: int | None = None, rules: CheckRules | None = None
                           ) -> SetConditions:
    """The edit that sets rolled conditions (one undo step)."""
    return SetConditions(roll_conditions(hex_map, seed, rules))
