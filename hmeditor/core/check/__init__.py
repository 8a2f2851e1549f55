"""The reality check (REALITY-CHECK.md): findings about implausible or rule-breaking maps.

`check_map(map, rules)` checks the whole map, with `check_rules(rulebook, system)`: the check's data
and the rules in use (the shipped ones by default) for a map played in a game system, whose package
may hold checks of its own (`checks_for(system)`: every map's and its). `IncrementalChecker(map, rules)
.update(change)` re-checks what an edit can affect; `fix_edit`, `accept_edit` and `unaccept_edit`
turn findings into edits; `roll_conditions` rolls random planetary conditions that pass the check.
"""

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .changes import FindingsChange
    from .data import CheckRules, check_rules
    from .finding import Finding
    from .fixes import accept_edit, fix_edit, unaccept_edit
    from .random_conditions import random_conditions_edit, roll_conditions
    from .reachability import unreachable_hexes
    from .registry import CHECKS, checks_for
    from .runner import IncrementalChecker, check_map

__all__ = ["CHECKS", "CheckRules", "Finding", "FindingsChange", "IncrementalChecker", "accept_edit", "check_map",
           "check_rules", "checks_for", "fix_edit", "random_conditions_edit", "roll_conditions", "unaccept_edit",
           "unreachable_hexes"]

__getattr__ = lazy_names(__name__, {       # a format or a system registering its checks loads only the registry
    ".changes": ("FindingsChange",),
    ".data": ("CheckRules", "check_rules"),
    ".finding": ("Finding",),
    ".fixes": ("accept_edit", "fix_edit", "unaccept_edit"),
    ".random_conditions": ("random_conditions_edit", "roll_conditions"),
    ".reachability": ("unreachable_hexes",),
    ".registry": ("CHECKS", "checks_for"),
    ".runner": ("IncrementalChecker", "check_map"),
})
