"""Fixes as edits (one undo step each), and accepting a finding (SetAccepted)."""

from __future__ import annotations

import numpy as np

from ..edits import Edit, SetAccepted, SetCells, SetConditions
from ..model import AcceptedFinding, HexMap
from .data import CheckRules, check_rules
from .finding import Finding, covers
from .registry import FIXES, load_families


def fix_edit(hex_map: HexMap, finding: Finding, rules: CheckRules | None = None) -> Edit | None:
    """The edit that applies the finding's fix, or None when it has none."""
    rules = rules or check_rules()
    load_families(rules.system)
    fixer = FIXES.get(finding.rule)
    if finding.fix is None or fixer is None:
        return None
    return fixer(hex_map, finding, rules)


def accept_edit(hex_map: HexMap, finding: Finding) -> SetAccepted:
    """Store the finding in the map's accepted list (a house rule)."""
    return SetAccepted(tuple(hex_map.accepted) + (AcceptedFinding(finding.rule, finding.hexes),))


def unaccept_edit(hex_map: HexMap, finding: Finding) -> SetAccepted:
    """Drop every accepted entry that covers the finding, so it counts again."""
    return SetAccepted(tuple(e for e in hex_map.accepted if not covers(e, finding)))


# ---- building blocks the families use for their fixes ----------------------------------------

def finding_block(hex_map: HexMap, finding: Finding):
    flats = [hex_map.flat(*hex_map.parse_hex_id(h)) for h in finding.hexes]
    return hex_map.read_block(np.asarray(flats, np.int64))


def without_mods(key: str):
    """A fixer removing the modifications listed under `key` in the rules data from the hexes."""
    def fix(hex_map: HexMap, finding: Finding, rules: CheckRules) -> Edit:
        block = finding_block(hex_map, finding)
        bits = rules.mods(key)
        block.mods &= ~bits
        for k in [k for k in block.mod_params if (1 << k[1]) & int(bits)]:
            del block.mod_params[k]
        return SetCells(block)
    return fix


def set_conditions(values):
    """A fixer setting conditions: `values(hex_map, rules) -> dict` (None = back to the default)."""
    def fix(hex_map: HexMap, finding: Finding, rules: CheckRules) -> Edit:
        return SetConditions(values(hex_map, rules))
    return fix
