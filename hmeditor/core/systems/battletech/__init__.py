"""BattleTech, Tactical Operations planetary conditions (seed 000): the default game system.

Its calculators are pure functions over a HexMap and a RuleSet (``load_rules()`` in
hmeditor.core.systems gives the shipped one). Hexes are (col, row) pairs, 0-based
(``hex_map.parse_hex_id("0708")`` gives one). Every result carries a breakdown of
`Item(source, value, label, hex)` terms: `source` is the FORMAT.md name used in JSON
("light_woods", "blizzard"), `label` the words shown to players.

Entry points (import from here):

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
  ``max_climb(rules, kind)`` (None: no limit); ``road_steps(map, rules)`` (per hex, the
  directions a step runs along a road, as the exits say); ``surface(map, rules, col, row)``
  and ``surface_array(map, rules)``: where units stand (the level, raised by a gravel pile's height);
  ``reachable(map, rules, kind, start_hex, mp, large=False) -> {flat index: cost}``.
- Movement: ``path_cost(map, rules, kind, path, large=False) -> [EntryCost]``;
  ``verdict(rules, map, kind, walk_mp, needed, hexes) -> Verdict`` (walk, run, minimum movement);
  ``jump(map, rules, kind, jump_mp, path) -> Jump`` (jumping MP under gravity, whether it reaches).
- Conditions: ``heat(rules, map, kind)`` ('Mech heat from temperature), ``visual_range(rules, map, kind)``,
  ``brought(rules, map)`` (the wind and cold the weather brings, as JSON and words).
- Fire: ``to_hit(map, rules, weapon, target, attacker=None) -> ToHit`` (modifier, breakdown, los);
  ``line_of_sight(map, rules, from_hex, to_hex, attacker=MECH, target=MECH) -> LineOfSight`` (blocked,
  hexes in order with both hexes of a divided-hexside pair, modifier with partial cover, breakdown, reason;
  ``.json()`` as CLI.md), where a ``Unit(kind, large, sunk, hull_down)`` is as tall as
  ``unit_height(rules, unit)`` says;
  ``full_to_hit(map, rules, weapon, target, gunnery, range_bracket, attacker_moved, target_hexes,
  target_jumped, attacker) -> FullToHit`` (number, breakdown, 2d6 chance); ``chance_2d6(n)``.
- ``terrain_effects(rules) -> (chance a miss rolls on the table, [EffectOdds])``: the
  heavy-industrial Terrain Effects table; ``trigger_odds(rules) -> [TriggerOdds]``: the chance that each
  thing that rolls on it (a miss, a landing DropShip, an airship, a fire) sets something off.
- For the editor: ``hex_figures(map, rules, hexes) -> [Table]`` (the hex dock),
  ``terrain_figures(rules, paint) -> str`` (the palette), ``cost_shades(map, rules, choices)`` (the
  heat map) and ``reach_shades(map, costs, mp)`` (the reachable area) as per-hex colours.
- ``markdown(rules)``: the rules reference (`hmeditor rules --markdown`); ``COMMANDS``: `hmeditor
  calc move|tohit|los`.
"""


from typing import TYPE_CHECKING

from ....resources import data_path
from ...language import QT_TRANSLATE_NOOP
from ...lazy import later, lazy_names
from ..base import GameSystem, Overlay, standard_parts

SYSTEM = GameSystem(
    id="battletech", title="BattleTech", rules_file=data_path("rules", "battletech.yaml"),
    **standard_parts(__name__),
    heat_map=Overlay(
        QT_TRANSLATE_NOOP("Overlay", "Movement-cost &heat map"),
        QT_TRANSLATE_NOOP("Overlay", "Shade hexes by the MP the calculator's unit pays to enter them"),
        later(f"{__name__}.overlays", "cost_shades")),
    choices={"unit": "mech", "large": False}, checks=f"{__name__}.checks")

if TYPE_CHECKING:      # the names below, for static tools (mypy, editors) to follow
    from .commands import COMMANDS
    from .common import surface, surface_array
    from .conditions import brought, heat, visual_range
    from .figures import hex_figures, terrain_figures
    from .industrial import EffectOdds, TriggerOdds, terrain_effects, trigger_odds
    from .loader import read_rules
    from .los import MECH, LineOfSight, Unit, line_of_sight, unit_height
    from .movement import (
        EntryCost,
        Jump,
        Verdict,
        entry_cost,
        entry_cost_grid,
        jump,
        level_step_cost,
        max_climb,
        path_cost,
        prohibited_mask,
        prohibition,
        road_steps,
        verdict,
    )
    from .overlays import cost_shades, reach_shades
    from .psr import bog_down, piloting
    from .reach import reachable
    from .reference import markdown, summary
    from .schema import AUTO, RuleSet
    from .tohit import FullToHit, ToHit, chance_2d6, full_to_hit, target_modifiers, to_hit
    from .vocabulary import UNIT_KINDS, UNIT_LABELS, WEAPON_CLASSES

__getattr__ = lazy_names(__name__, {
    ".loader": ("read_rules",),
    ".commands": ("COMMANDS",),
    ".common": ("surface", "surface_array"),
    ".conditions": ("brought", "heat", "visual_range"),
    ".figures": ("hex_figures", "terrain_figures"),
    ".industrial": ("EffectOdds", "TriggerOdds", "terrain_effects", "trigger_odds"),
    ".los": ("MECH", "LineOfSight", "Unit", "line_of_sight", "unit_height"),
    ".movement": ("EntryCost", "Jump", "Verdict", "entry_cost", "entry_cost_grid", "jump", "level_step_cost",
                  "max_climb", "path_cost", "prohibited_mask", "prohibition", "road_steps", "verdict"),
    ".overlays": ("cost_shades", "reach_shades"),
    ".psr": ("bog_down", "piloting"),
    ".reach": ("reachable",),
    ".reference": ("markdown", "summary"),
    ".schema": ("AUTO", "RuleSet"),
    ".tohit": ("FullToHit", "ToHit", "chance_2d6", "full_to_hit", "target_modifiers", "to_hit"),
    ".vocabulary": ("UNIT_KINDS", "UNIT_LABELS", "WEAPON_CLASSES"),
})

__all__ = [
    "AUTO", "SYSTEM", "RuleSet", "UNIT_KINDS", "UNIT_LABELS", "WEAPON_CLASSES", "EffectOdds", "terrain_effects",
    "LineOfSight", "line_of_sight", "EntryCost", "Verdict", "entry_cost", "entry_cost_grid", "level_step_cost",
    "max_climb", "path_cost", "prohibited_mask", "prohibition", "road_steps", "verdict", "bog_down", "piloting",
    "reachable", "FullToHit", "ToHit", "chance_2d6", "full_to_hit", "target_modifiers", "to_hit", "cost_shades",
    "reach_shades", "surface", "surface_array", "MECH", "Unit", "unit_height", "Jump", "jump", "heat",
    "visual_range", "TriggerOdds", "trigger_odds", "brought", "COMMANDS", "hex_figures", "markdown", "read_rules",
    "summary", "terrain_figures",
]
