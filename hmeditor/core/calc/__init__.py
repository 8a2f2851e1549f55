"""The BattleTech calculators: pure functions over a HexMap and a RuleSet.

Hexes are (col, row) pairs, 0-based (``hex_map.parse_hex_id("0708")`` gives one). Every result
carries a breakdown of `Item(source, value, label, hex)` terms: `source` is the FORMAT.md name
used in JSON ("light_woods", "blizzard"), `label` the words shown to players.

Entry points (import from here):

- ``load_rules(path=None) -> RuleSet``: the shipped BattleTech rules (cached), or a user's rules
  file; a broken file raises ``RulesError`` whose str() is "FILE:LINE: problem".
- Per hex (the editor's hex inspector):
  ``entry_cost(map, rules, kind, to, from_=None, large=False) -> EntryCost`` (mp or None,
  prohibited, reason, breakdown, psr, bog_down_check, bog_down_modifier);
  ``prohibition(map, rules, kind, hex) -> reason | None``;
  ``target_modifiers(map, rules, weapon, hex) -> [Item]`` (to-hit for a target in the hex);
  ``piloting(map, rules, kind, hex, large=False) -> (total, [Item])``;
  ``bog_down(map, rules, kind, hex, large=False) -> (check, modifier)``.
- Whole map (numpy, arrays indexed [row, col]):
  ``prohibited_mask(map, rules, kind, large=False)`` bool;
  ``entry_cost_grid(map, rules, kind, large=False)`` float, inf where prohibited, without level
  changes; ``level_step_cost(rules, kind, from_level, to_level)`` (None when too high) and
  ``max_climb(rules, kind)`` (None: no limit); ``road_mask(map, rules)``;
  ``reachable(map, rules, kind, start_hex, mp, large=False) -> {flat index: cost}``.
- Movement: ``path_cost(map, rules, kind, path, large=False) -> [EntryCost]``;
  ``verdict(rules, map, kind, walk_mp, needed, hexes) -> Verdict`` (walk, run, minimum movement).
- Fire: ``to_hit(map, rules, weapon, target, attacker=None) -> ToHit`` (modifier, breakdown, los);
  ``line_of_sight(map, rules, from_hex, to_hex) -> LineOfSight`` (blocked, hexes in order with
  both hexes of a divided-hexside pair, modifier, breakdown, reason; ``.json()`` as CLI.md);
  ``full_to_hit(map, rules, weapon, target, gunnery, range_bracket, attacker_moved, target_hexes,
  target_jumped, attacker) -> FullToHit`` (number, breakdown, 2d6 chance); ``chance_2d6(n)``.
- ``terrain_effects(rules) -> (chance a miss rolls on the table, [EffectOdds])``: the
  heavy-industrial Terrain Effects table.
"""

from ..rules import RulesError, RuleSet, load_rules
from .common import UNIT_LABELS, Item
from .industrial import EffectOdds, terrain_effects
from .los import LineOfSight, line_of_sight
from .movement import (
    EntryCost,
    Verdict,
    entry_cost,
    entry_cost_grid,
    level_step_cost,
    max_climb,
    path_cost,
    prohibited_mask,
    prohibition,
    road_mask,
    verdict,
)
from .psr import bog_down, piloting
from .reach import reachable
from .tohit import FullToHit, ToHit, chance_2d6, full_to_hit, target_modifiers, to_hit

__all__ = [
    "RuleSet", "RulesError", "load_rules", "UNIT_LABELS", "Item", "EffectOdds", "terrain_effects", "LineOfSight",
    "line_of_sight", "EntryCost", "Verdict", "entry_cost", "entry_cost_grid", "level_step_cost", "max_climb",
    "path_cost", "prohibited_mask", "prohibition", "road_mask", "verdict", "bog_down", "piloting", "reachable",
    "FullToHit", "ToHit", "chance_2d6", "full_to_hit", "target_modifiers", "to_hit",
]
