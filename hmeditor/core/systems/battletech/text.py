"""The calculators' results as lines of words for people (the CLI's text and the editor's docks)."""

from __future__ import annotations

from ...calc.answer import number, signed, sum_text
from ...language import Context, translate
from ...model import HexMap
from ...wording import describe_cell
from .los import LineOfSight
from .movement import EntryCost
from .vocabulary import UNIT_LABELS

BattleTech = Context("BattleTech")      # its texts with plural forms


def bog_down_text(modifier) -> str:
    mod = (translate("BattleTech", "automatic failure") if modifier == "auto" else
           translate("BattleTech", "modifier {value}").format(value=signed(modifier)))
    return translate("BattleTech", "one bog-down check on entering ({modifier})").format(modifier=mod)


def step_text(hex_map: HexMap, s: EntryCost) -> list[str]:
    """Lines for one step: what is entered, then the MP sum (or why it is prohibited), PSR, bog-down."""
    col, row = s.to
    where = f"{hex_map.hex_id(col, row)} ({describe_cell(hex_map.cell(col, row))})"
    if s.from_:
        head = translate("BattleTech", "{units} entering {where} from {hex}").format(
            units=UNIT_LABELS[s.unit], where=where, hex=hex_map.hex_id(*s.from_))
    else:
        head = translate("BattleTech", "{units} entering {where}").format(units=UNIT_LABELS[s.unit], where=where)
    if s.mp is None:                                    # prohibited
        return [head, translate("BattleTech", "prohibited: {reason}").format(reason=s.reason)]
    lines = [head, translate("BattleTech", "{mp} MP = {sum}").format(mp=number(s.mp), sum=sum_text(s.breakdown))]
    if s.psr_breakdown:
        lines.append(translate("BattleTech", "piloting-roll modifier {value} = {sum}").format(
            value=signed(s.psr), sum=sum_text(s.psr_breakdown)))
    if s.bog_down_check:
        lines.append(bog_down_text(s.bog_down_modifier))
    return lines


def los_text(los: LineOfSight) -> str:
    if los.hexes:
        line = translate("BattleTech", "line of sight {a} -> {b} through {hexes}").format(
            a=los.from_hex, b=los.to_hex, hexes=", ".join(los.hexes))
    else:
        line = translate("BattleTech", "line of sight {a} -> {b} (adjacent, nothing between)").format(
            a=los.from_hex, b=los.to_hex)
    if los.blocked:
        return translate("BattleTech", "{line}: blocked ({reason})").format(line=line, reason=los.reason)
    mod = translate("BattleTech", "intervening modifier {value}").format(value=signed(los.modifier))
    if los.breakdown:
        mod += f" = {sum_text(los.breakdown)}"
    text = translate("BattleTech", "{line}: clear, {modifier}").format(line=line, modifier=mod)
    if los.beyond_visual_range:
        text += "\n" + BattleTech.tr("but the target is %n hexes away, beyond the visual range of {range} hexes "
                                      "({limit}): it cannot be seen unless lit or spotted", None, los.distance).format(
            range=number(los.visual_range), limit=los.sight_limit)
    return text
