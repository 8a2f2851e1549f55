"""The calculators' results as lines of words for people (the CLI's text and the editor's docks)."""

from __future__ import annotations

from ...calc.answer import number, signed, sum_text
from ...model import HexMap
from ...wording import describe_cell
from .los import LineOfSight
from .movement import EntryCost
from .vocabulary import UNIT_LABELS


def bog_down_text(modifier) -> str:
    mod = "automatic failure" if modifier == "auto" else f"modifier {signed(modifier)}"
    return f"one bog-down check on entering ({mod})"


def step_text(hex_map: HexMap, s: EntryCost) -> list[str]:
    """Lines for one step: what is entered, then the MP sum (or why it is prohibited), PSR, bog-down."""
    col, row = s.to
    where = f"{hex_map.hex_id(col, row)} ({describe_cell(hex_map.cell(col, row))})"
    head = f"{UNIT_LABELS[s.unit]} entering {where}" + (f" from {hex_map.hex_id(*s.from_)}" if s.from_ else "")
    if s.mp is None:                                    # prohibited
        return [head, f"prohibited: {s.reason}"]
    lines = [head, f"{number(s.mp)} MP = {sum_text(s.breakdown)}"]
    if s.psr_breakdown:
        lines.append(f"piloting-roll modifier {signed(s.psr)} = {sum_text(s.psr_breakdown)}")
    if s.bog_down_check:
        lines.append(bog_down_text(s.bog_down_modifier))
    return lines


def los_text(los: LineOfSight) -> str:
    through = f" through {', '.join(los.hexes)}" if los.hexes else " (adjacent, nothing between)"
    if los.blocked:
        return f"line of sight {los.from_hex} -> {los.to_hex}{through}: blocked ({los.reason})"
    mod = f"intervening modifier {signed(los.modifier)}" + (f" = {sum_text(los.breakdown)}"
                                                            if los.breakdown else "")
    text = f"line of sight {los.from_hex} -> {los.to_hex}{through}: clear, {mod}"
    if los.beyond_visual_range:
        text += (f"\nbut the target is {los.distance} hexes away, beyond the visual range of "
                 f"{number(los.visual_range)} hexes ({los.sight_limit}): it cannot be seen unless lit or spotted")
    return text
