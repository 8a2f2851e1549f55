"""What MegaMek refuses in a board: a port of the rules of `Board.isValid` with the `Hex.isValid`
and `Terrain.isValid` it calls, in MegaMek's own words.

Sources (MegaMek/megamek, rules carried over, no code copied):
  megamek/src/megamek/common/board/Board.java     isValid: per hex, the hex's errors, then for a
      building (its exits always count as set by hand, Terrain.java) each exit into a neighbouring
      building: the same type ("Building Type") and the same class (absent counts as 0).
  megamek/src/megamek/common/Hex.java             isValid: every terrain's level; rapids in water
      of depth 1 or more; woods and jungle not together; foliage_elev by woods/jungle density;
      complete buildings, bridges and fuel tanks; no building with a fuel tank.
  megamek/src/megamek/common/units/Terrain.java   isValid: the level ranges (megamek.yaml
      valid_levels), reported as "Illegal level: key:level[:exits]".
A hex holds one terrain per key, a later token replacing an earlier one; unknown keys are read as
MegaMek's type 0, "none" (Terrains.getType), which also keep only the last one.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...hexgrid import OFFSET_NEIGHBOURS
from .terms import TERMS
from .tokens import Token

BUILDING_PARTS = ("building", "bldg_elev", "bldg_cf", "bldg_fluff", "bldg_armor", "bldg_class",
                  "bldg_base_collapsed", "bldg_basement_type")
BRIDGE_PARTS = ("bridge", "bridge_elev", "bridge_cf")
FUEL_TANK_PARTS = ("fuel_tank", "fuel_tank_cf", "fuel_tank_elev", "fuel_tank_magn")

INCOMPLETE_BUILDING = ("Incomplete Building! A hex with any building terrain must at least contain a building "
                       "type, building elevation and building CF.")
INCOMPLETE_BRIDGE = ("Incomplete Bridge! A hex with any bridge terrain must contain the bridge type, bridge "
                     "elevation and the bridge CF.")
INCOMPLETE_FUEL_TANK = ("Incomplete Fuel Tank! A hex with any fuel tank terrain must contain the fuel tank type, "
                        "elevation, CF and the fuel tank magnitude.")
OTHER_BUILDING_TYPE = "Building has an exit to a building of another Building Type (Light, Medium...)."


@dataclass(frozen=True)
class Refusal:
    """MegaMek's errors for one hex (flat index, hex id as MegaMek numbers it, its messages)."""

    flat: int
    board_num: str
    messages: tuple[str, ...]


def as_megamek_hex(tokens: list[Token] | tuple[Token, ...]) -> dict[str, Token]:
    """The terrains of a hex as MegaMek holds them: one per key (the last), unknown keys as 'none'."""
    out: dict[str, Token] = {}
    for t in tokens:
        key = t.key if t.key in TERMS.megamek_names else "none"
        out[key] = Token(key, t.level, t.exits)
    return out


def _shown(t: Token) -> str:
    """Terrain.toString: key:level, and :exits when exits are set by hand (always for buildings)."""
    exits = t.exits if t.exits is not None else (0 if t.key in ("building", "fuel_tank") else None)
    return f"{t.key}:{t.level}" + ("" if exits is None else f":{exits}")


def hex_errors(terrains: dict[str, Token]) -> list[str]:
    """Hex.isValid's messages for one hex's terrains (as_megamek_hex)."""
    errors = []
    for t in terrains.values():
        low, high = TERMS.valid_levels.get(t.key, (None, None))
        if (low is not None and t.level < low) or (high is not None and t.level > high):
            errors.append(f"Illegal level: {_shown(t)}")
    if "rapids" in terrains:
        if "water" not in terrains:
            errors.append("Rapids must occur within water.")
        if terrains["water"].level < 1 if "water" in terrains else True:
            errors.append("Rapids must occur in depth 1 or greater.")
    woods, jungle, foliage = (terrains.get(k) for k in ("woods", "jungle", "foliage_elev"))
    if woods and jungle:
        errors.append("Woods and Jungle cannot appear in the same hex.")
    if (woods or jungle) and foliage:
        levels = {t.level for t in (woods, jungle) if t}
        if not (foliage.level == 1 or (levels & {1, 2} and foliage.level == 2) or (3 in levels and foliage.level == 3)):
            errors.append("Foliage elevation is wrong, must be 1 or 2 for Light/Heavy and 1 or 3 for Ultra "
                          "Woods/Jungle.")
    if foliage and not (woods or jungle):
        errors.append("Woods and Jungle Elevation terrain present without Woods or Jungle.")
    for parts, needed, message in ((BUILDING_PARTS, BUILDING_PARTS[:3], INCOMPLETE_BUILDING),
                                   (BRIDGE_PARTS, BRIDGE_PARTS, INCOMPLETE_BRIDGE),
                                   (FUEL_TANK_PARTS, FUEL_TANK_PARTS, INCOMPLETE_FUEL_TANK)):
        if any(k in terrains for k in parts) and not all(k in terrains for k in needed):
            errors.append(message)
    if "fuel_tank" in terrains and "building" in terrains:
        errors.append("A hex cannot have both a Building and a Fuel Tank.")
    return errors


def board_refusals(width: int, height: int, hexes: list[list[Token]], hex_level: bool = True) -> list[Refusal]:
    """Board.isValid's errors for a board (hexes in file order), per hex, empty when MegaMek takes it;
    without `hex_level`, only the errors between hexes (building exits)."""
    terrains = [as_megamek_hex(h) for h in hexes]
    out = []
    for flat, here in enumerate(terrains):
        row, col = divmod(flat, width)
        errors = hex_errors(here) if hex_level else []
        building = here.get("building")
        if building is not None:
            errors += _building_exit_errors(building, here, col, row, width, height, terrains)
        if errors:
            out.append(Refusal(flat, f"{col + 1:02d}{row + 1:02d}", tuple(errors)))
    return out


def _building_exit_errors(building: Token, here: dict, col: int, row: int, width: int, height: int,
                          terrains: list[dict[str, Token]]) -> list[str]:
    errors = []
    own_class = here["bldg_class"].level if "bldg_class" in here else 0
    for d in range(6):
        dc, dr = OFFSET_NEIGHBOURS[col & 1, d]
        c, r = col + int(dc), row + int(dr)
        if not (0 <= c < width and 0 <= r < height) or not (building.exits or 0) >> d & 1:
            continue
        other = terrains[r * width + c]
        if "building" not in other:
            continue
        if other["building"].level != building.level:
            errors.append(OTHER_BUILDING_TYPE)
        if (other["bldg_class"].level if "bldg_class" in other else 0) != own_class:
            errors.append(f"Building has an exit in direction {d} to a building of another Building Class.")
    return errors


def report(refusals: list[Refusal]) -> list[str]:
    """The lines MegaMek prints: "Errors in hex XXYY:" and each error under it."""
    return [line for r in refusals for line in (f"Errors in hex {r.board_num}:", *r.messages)]
