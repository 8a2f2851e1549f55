"""Grav Armor (Arnold Hendrick, Dwarfstar Games, 1982; seed 002): no line of sight, a firer must
detect its target along a path whose terrain CV sums to no more than its EW, then a 2d6 Firing
Table decides the hit.

Its calculators are pure functions over a HexMap and a GravRules (``load_rules(None,
"grav_armor")`` in hmeditor.core.systems gives the shipped one); units come from
``rules.unit("Nu3")`` (case and dashes aside), hexes are (col, row) pairs, 0-based.

- Terrain: ``chart_of(map, rules)`` the map's chart (its ``systems: {grav_armor: {chart: NAME}}``
  key, default standard); ``hex_terrain(map, chart, hex)`` a hex's Grav Armor terrain (label, cv,
  mp, destroys); ``cv_grid`` / ``mp_grid`` whole-map arrays (inf: detection does not pass / barred).
- ``detect(map, rules, firer, firer_hex, target_hex, automatic=False) -> Detection`` (range,
  in_range, detected, path, cv_sum); ``detection_paths`` the cheapest paths within the unit's range.
- ``fire(map, rules, firer, firer_hex, target, target_hex, state, order, roll, disrupted=, ew_lost=,
  box=, carrying=) -> Fire`` (hit value, breakdown, exact chance, hit, effect, the carried infantry's
  fate); ``hit_value``; ``hit_chance(rules, hit_value)``. A fort (``unit.is_fort``) fires one weapon
  box at a time (``unit.firing(box, ew_lost)``) and defends with its highest EW (``unit.defending``).
- ``hit_effect(rules, unit, cv, roll=None, disrupted=False, ew_lost=0)``: what a hit does (chances of
  every result; a second D destroys, a fort with every box at EW 0 is destroyed).
- ``move_cost(map, rules, unit, path, free_flight=False) -> Move`` (mp, allowed, destroyed_in).
- For the editor: ``hex_figures``, ``terrain_figures``, ``detection_shades(map, rules, unit, hex)``
  (the detection overlay), ``terrain_shades`` (the heat map).
- ``markdown(rules)``: the rules reference; ``COMMANDS``: `hmeditor calc grav-armor
  fire|detect|move|effect`.
"""

from typing import TYPE_CHECKING

from ....resources import data_path
from ...language import QT_TRANSLATE_NOOP
from ...lazy import later, lazy_names
from ..base import GameSystem, Overlay, standard_parts

SYSTEM = GameSystem(
    id="grav_armor", title="Grav Armor", rules_file=data_path("rules", "grav-armor.yaml"),
    **standard_parts(__name__), cli_word="grav-armor",
    heat_map=Overlay(
        QT_TRANSLATE_NOOP("Overlay", "Grav Armor terrain &CV"),
        QT_TRANSLATE_NOOP("Overlay", "Shade hexes by the combat value (CV) of their Grav Armor terrain"),
        later(f"{__name__}.overlays", "terrain_shades")),
    map_keys={"chart": str})

if TYPE_CHECKING:      # the names below, for static tools (mypy, editors) to follow
    from .commands import COMMANDS
    from .detection import Detection, detect, detection_paths
    from .effects import HitEffect, hit_effect
    from .figures import hex_figures, terrain_figures
    from .fire import Fire, hit_chance, hit_value
    from .fire import fire as fire_at
    from .loader import read_rules
    from .movement import Move, move_cost
    from .overlays import detection_shades, terrain_shades
    from .reference import markdown, summary
    from .schema import MOVE_KINDS, STATES, Box, GravRules, TerrainRow, Unit
    from .terrain import chart_of, cv_grid, hex_terrain, mp_grid, with_chart

__getattr__ = lazy_names(__name__, {
    ".loader": ("read_rules",),
    ".commands": ("COMMANDS",),
    ".detection": ("Detection", "detect", "detection_paths"),
    ".effects": ("HitEffect", "hit_effect"),
    ".figures": ("hex_figures", "terrain_figures"),
    ".fire": ("Fire", "hit_chance", "hit_value", ("fire_at", "fire")),
    ".movement": ("Move", "move_cost"),
    ".overlays": ("detection_shades", "terrain_shades"),
    ".reference": ("markdown", "summary"),
    ".schema": ("MOVE_KINDS", "STATES", "Box", "GravRules", "TerrainRow", "Unit"),
    ".terrain": ("chart_of", "cv_grid", "hex_terrain", "mp_grid", "with_chart"),
})

__all__ = [
    "SYSTEM", "MOVE_KINDS", "STATES", "Box", "GravRules", "TerrainRow", "Unit", "Detection", "detect",
    "detection_paths", "HitEffect", "hit_effect", "Fire", "fire_at", "hit_chance", "hit_value", "Move", "move_cost",
    "detection_shades", "terrain_shades", "chart_of", "cv_grid", "hex_terrain", "mp_grid", "with_chart",
    "hex_figures", "terrain_figures", "markdown", "read_rules", "COMMANDS", "summary",
]
