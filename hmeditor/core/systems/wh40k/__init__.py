"""Warhammer 40,000, 6th edition (seed 001): ruins, fortifications and terrain on our maps.

Calculators are pure functions over a HexMap and the rules (``load_rules(None, "wh40k")`` in
hmeditor.core.systems); hexes are (col, row) pairs, 0-based. Distances are hexes times the map's
table scale (``inches_per_hex``: the map's ``systems: {wh40k: {inches_per_hex: X}}``, else 1.25).

- ``hex_terrain(map, rules, cols, rows)`` / ``whole_map(map, rules)``: per hex (numpy) the cover a
  model in it takes, the cover it gives as intervening terrain, area terrain and the terrain tests.
- ``cover(map, rules, target, firer=None, unit=None, go_to_ground=False) -> Cover`` (save, source,
  breakdown; a hex between covers a target next to it or nearer to it than to the firer, a fortified
  one only a model directly behind it); ``cover_grid(map, rules, firer, unit, go_to_ground)``: the
  same for every hex at once.
- ``move(map, rules, unit, start, end) -> Move``: the terrain tests of a straight move, the
  difficult-terrain distance distribution, the chance of failing a dangerous terrain test, whether a
  jump lands within its placement limit (``within_limit``).
- ``climb_options(rules, ruin, roll, unit=None)``, ``jump_down(rules, ruin, floor, to_floor=1)``,
  ``ruin_at(map, hex)``: ruins; ``building_armour(rules, type, neglected, fortification)``: fortifications.
- For the editor: ``hex_figures``, ``terrain_figures``, ``cover_shades`` (the cover map); ``markdown``
  and ``summary`` (`hmeditor rules --system wh40k`); ``COMMANDS``: `hmeditor calc wh40k ...`.
"""

from typing import TYPE_CHECKING

from ....resources import data_path
from ...language import QT_TRANSLATE_NOOP
from ...lazy import later, lazy_names
from ..base import GameSystem, Overlay, standard_parts

SYSTEM = GameSystem(
    id="wh40k", title="Warhammer 40,000", rules_file=data_path("rules", "wh40k.yaml"),
    **standard_parts(__name__), cli_word="wh40k", aliases=("40k",),
    heat_map=Overlay(
        QT_TRANSLATE_NOOP("Overlay", "Cover &save map"),
        QT_TRANSLATE_NOOP("Overlay", "Shade hexes by the cover save a model there takes from the calculator's "
                          "firer"),
        later(f"{__name__}.overlays", "cover_shades")),
    choices={"unit": "infantry", "firer": None, "go_to_ground": False},
    map_keys={"inches_per_hex": (0.1, 20.0)}, checks=f"{__name__}.checks")       # as the export's hex size

if TYPE_CHECKING:      # the names below, for static tools (mypy, editors) to follow
    from .commands import COMMANDS
    from .figures import hex_figures, terrain_figures
    from .loader import read_rules
    from .movement import JumpDown, Move, Ruin, building_armour, climb_options, jump_down, move, ruin_at
    from .overlays import cover_shades
    from .reference import markdown, summary
    from .saves import Cover, cover, cover_grid
    from .schema import NO_COVER, UNIT_LABELS, UNIT_TYPES, TerrainRow, UnitType, Wh40kRules
    from .terrain import HexTerrain, hex_terrain, inches_per_hex, whole_map

__getattr__ = lazy_names(__name__, {
    ".loader": ("read_rules",),
    ".commands": ("COMMANDS",),
    ".saves": ("Cover", "cover", "cover_grid"),
    ".figures": ("hex_figures", "terrain_figures"),
    ".movement": ("JumpDown", "Move", "Ruin", "building_armour", "climb_options", "jump_down", "move", "ruin_at"),
    ".overlays": ("cover_shades",),
    ".reference": ("markdown", "summary"),
    ".schema": ("NO_COVER", "UNIT_LABELS", "UNIT_TYPES", "TerrainRow", "UnitType", "Wh40kRules"),
    ".terrain": ("HexTerrain", "hex_terrain", "inches_per_hex", "whole_map"),
})

__all__ = [
    "COMMANDS", "NO_COVER", "SYSTEM", "UNIT_LABELS", "UNIT_TYPES", "Cover", "HexTerrain", "JumpDown", "Move", "Ruin",
    "TerrainRow", "UnitType", "Wh40kRules", "building_armour", "climb_options", "cover", "cover_grid", "cover_shades",
    "hex_figures", "hex_terrain", "inches_per_hex", "jump_down", "markdown", "move", "read_rules", "ruin_at",
    "summary", "terrain_figures", "whole_map",
]
