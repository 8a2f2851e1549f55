"""Total War XXI (seed 004), the tactical level: a Russian fan ruleset for modern war with
miniatures, distances in table centimetres, one D6. On a hex map, distances are hexes x
`cm_per_hex` and heights levels x `cm_per_level` (the map's `systems: {total_war_xxi: ...}` key,
else the rules file's defaults: ``table_scale(map, rules)``).

Entry points (hexes are (col, row) pairs, 0-based; `rules` from ``load_rules(None, "total_war_xxi")``):

- ``shoot(map, rules, weapon, firer, target, cover=None, armour=None, target_manoeuvre=0,
  target_kind="infantry", room=True) -> Shot``: range in cm and whether the weapon reaches, the line
  of the shot (``shot_line``: a building or hill between blocks it, terrain between may hide more of
  the target), the D6 to hit by the target's cover (the terrain's default, ``hex_cover``, or the
  fraction given) or a guided weapon's manoeuvre contest, the target's dodge, the chance one of the
  turn's shots hits, and with `armour` the D6 to penetrate (``penetration_roll``) and the chance of a
  penetrating hit; ``find_weapon(rules, name)``.
- ``survival(rules, calibre) -> (on, chance)`` (a weapon with an HE radius: the blast);
  ``infantry_move(map, rules, unit, a, b) -> Move`` (cm and whole turns);
  ``climb(rules, obstacle_cm, figure_cm) -> Climb``.
- ``blast(map, rules, weapon, at) -> Blast``: every hex the HE radius around the impact hex's centre
  touches (shapely circles against hex polygons), the share of each covered, and the chance scatter
  takes the impact out of the hex; ``reach_mask(map, rules, weapon, origin)``: the hexes in range.
- For the editor: ``hex_figures``, ``terrain_figures``, ``cover_shades`` (the cover map);
  ``markdown(rules)`` the rules reference; ``COMMANDS``: `hmeditor calc twxxi shoot|survive|move|climb|blast`.
"""

from typing import TYPE_CHECKING

from ....resources import data_path
from ...language import QT_TRANSLATE_NOOP
from ...lazy import later, lazy_names
from ..base import GameSystem, Overlay, standard_parts

SYSTEM_ID = "total_war_xxi"        # its schema (its rules' dataclasses) is imported when first used

SYSTEM = GameSystem(
    id=SYSTEM_ID, title="Total War XXI", rules_file=data_path("rules", "total-war-xxi.yaml"),
    **standard_parts(__name__), cli_word="twxxi",
    heat_map=Overlay(
        QT_TRANSLATE_NOOP("Overlay", "Cover &map"),
        QT_TRANSLATE_NOOP("Overlay", "Shade hexes by the cover a target has in them (Total War XXI: 4+, 5+, 6+ to "
                          "hit)"),
        later(f"{__name__}.figures", "cover_shades")),
    choices={"weapon": "rifle"},
    map_keys={"cm_per_hex": (0.1, 1000.0), "cm_per_level": (0.1, 1000.0)})     # beyond them: a slip, not a table

if TYPE_CHECKING:      # the names below, for static tools (mypy, editors) to follow
    from .area import Blast, blast, reach_mask
    from .commands import COMMANDS
    from .cover import cover_grid, hex_cover, hit_on, parse_cover
    from .figures import cover_shades, hex_figures, terrain_figures
    from .infantry import Climb, Move, climb, infantry_move, survival
    from .loader import read_rules
    from .reference import markdown, summary
    from .scale import Scale, table_scale
    from .schema import CALIBRES, INFANTRY_CLASSES, TARGET_KINDS, TwRules, Weapon
    from .shooting import Shot, find_weapon, penetration_roll, shoot
    from .sight import ShotLine, shot_line

__getattr__ = lazy_names(__name__, {
    ".loader": ("read_rules",),
    ".area": ("Blast", "blast", "reach_mask"),
    ".commands": ("COMMANDS",),
    ".cover": ("cover_grid", "hex_cover", "hit_on", "parse_cover"),
    ".figures": ("cover_shades", "hex_figures", "terrain_figures"),
    ".infantry": ("Climb", "Move", "climb", "infantry_move", "survival"),
    ".reference": ("markdown", "summary"),
    ".scale": ("Scale", "table_scale"),
    ".schema": ("CALIBRES", "INFANTRY_CLASSES", "TARGET_KINDS", "TwRules", "Weapon"),
    ".shooting": ("Shot", "find_weapon", "penetration_roll", "shoot"),
    ".sight": ("ShotLine", "shot_line"),
})

__all__ = [
    "CALIBRES", "INFANTRY_CLASSES", "SYSTEM", "SYSTEM_ID", "TARGET_KINDS", "Blast", "Climb", "Move", "Scale", "Shot",
    "ShotLine", "TwRules", "Weapon", "shot_line", "blast", "climb", "cover_grid", "cover_shades", "find_weapon",
    "hex_cover", "hex_figures", "hit_on",
    "infantry_move", "markdown", "parse_cover", "penetration_roll", "reach_mask", "read_rules", "shoot", "summary",
    "survival", "table_scale", "terrain_figures", "COMMANDS"]
