"""Moving on the tabletop: the terrain tests of a move between two hexes for a unit type, climbing
the floors of ruins with the difficult-terrain roll, jumping down from them, and the armour of a
building. Dice chances are exact fractions (core.calc.dice)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from ...calc.dice import chance_at_least, distribution
from ...errors import InputError, quoted
from ...hexgrid import Hex, line
from ...language import translate
from ...model import HexMap
from ...vocabulary import BASE_TERRAINS
from .schema import UnitType, Wh40kRules
from .terrain import hex_terrain, inches, inches_per_hex

D6 = 6


@dataclass(frozen=True)
class Move:
    unit: UnitType
    path: list[tuple[int, int]]                       # the hexes on the line, in order
    hexes: dict[str, list[tuple[int, int]]]           # per terrain test (FLAGS): the hexes causing it
    distance: dict[int, Fraction] | None              # the difficult-terrain move in inches: its chances
    reach_chance: Fraction | None                     # that the difficult-terrain roll covers the distance
    dangerous_chance: Fraction | None                 # of failing one dangerous terrain test
    range_hexes: int
    range_in: float

    @property
    def within_limit(self) -> bool | None:
        """Whether a unit placed after its jump (jump infantry, jet packs, jetbikes) lands within its
        limit of its start; None for other units."""
        limit = self.unit.place_within_in
        return None if limit is None else self.range_in <= limit


def move(hex_map: HexMap, rules: Wh40kRules, unit: UnitType, start: tuple[int, int], end: tuple[int, int]) -> Move:
    """The terrain tests of moving straight from `start` to `end`. Where the line runs along a hex
    side the unit takes the easier hex. Units that move over terrain (jump packs, jetbikes,
    skimmers) are affected only where they start and end."""
    steps = [[h.to_offset() for h in step] for step in line(Hex.from_offset(*start), Hex.from_offset(*end))]
    steps = [[h for h in step if hex_map.contains(*h)] for step in steps]
    path = [h for step in steps for h in step]
    cols, rows = zip(*path)
    terrain = hex_terrain(hex_map, rules, cols, rows)
    at = {h: i for i, h in enumerate(path)}
    counted = [steps[0], steps[-1]] if unit.over_terrain and len(steps) > 1 else steps
    ends = [steps[-1]] if unit.over_terrain else steps

    def causing(flag: str, among) -> list[tuple[int, int]]:
        return [h for step in among if step and all(terrain.flags[flag][at[x]] for x in step) for h in step]

    hexes = {"difficult": causing("difficult", counted), "dangerous": causing("dangerous", counted),
             "impassable": causing("impassable", ends), "lethal": causing("lethal", ends)}
    if unit.difficult_dangerous == "always":
        hexes["dangerous"] += hexes["difficult"]
    elif unit.difficult_dangerous == "start_or_end":
        hexes["dangerous"] += causing("difficult", [steps[0], steps[-1]])
    hexes["dangerous"] = sorted(set(hexes["dangerous"]), key=path.index)
    range_hexes = Hex.from_offset(*start).distance(Hex.from_offset(*end))
    range_in = inches(range_hexes, inches_per_hex(hex_map, rules))
    slowed = unit.slowed and bool(hexes["difficult"])
    return Move(unit, path, hexes,
                distribution(unit.dice, D6, keep=1) if slowed else None,
                chance_at_least(range_in, unit.dice, D6, keep=1) if slowed else None,
                dangerous_chance(rules, unit) if hexes["dangerous"] else None,
                range_hexes, range_in)


def dangerous_chance(rules: Wh40kRules, unit: UnitType) -> Fraction:
    """The chance that one dangerous terrain test fails (0 for units that pass them)."""
    if unit.passes_dangerous:
        return Fraction(0)
    return Fraction(int(rules.setting("terrain_tests.dangerous_fails_on")), D6)


# ---- ruins ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Ruin:
    floors: int
    spacing: float                                    # inches between floors


def ruin_at(hex_map: HexMap, hx: tuple[int, int], what: str = "--hex") -> Ruin:
    """The ruin in a hex; ValueError when the hex has none."""
    cell = hex_map.cell(*hx)
    if cell.base != "ruins":
        label = BASE_TERRAINS[int(hex_map.base[hx[1], hx[0]])].label.lower()
        raise InputError(what, translate("Wh40k", "{hex} has no ruins (it is {terrain})").format(
            hex=hex_map.hex_id(*hx), terrain=label))
    floors, spacing = cell.param("floors"), cell.param("spacing")
    assert isinstance(floors, (int, float)) and isinstance(spacing, (int, float))     # they have defaults
    return Ruin(int(floors), float(spacing))


def check_roll(roll: int, what: str = "--roll") -> int:
    if roll not in range(1, D6 + 1):
        raise InputError(what, translate("Wh40k", "a D6 roll is 1 to 6, not {roll}").format(roll=quoted(roll)))
    return roll


def climb_options(rules: Wh40kRules, ruin: Ruin, roll: float, unit: UnitType | None = None) -> list[tuple[int, float]]:
    """What a difficult-terrain roll of `roll` inches allows a model of `unit` (infantry by default)
    in a ruin: (floors up or down, inches left to move across), from staying on the floor to climbing
    as far as the roll pays for. Each floor costs its spacing; over the rules' climb limit no floor
    changes by the test, and a unit that may not climb stays on the ground floor."""
    if ruin.spacing > rules.setting("ruins.climb_limit_in") or (unit is not None and not unit.climbs):
        most = 0
    else:
        most = min(ruin.floors - 1, int(math.floor(roll / ruin.spacing + 1e-9)))
    return [(n, round(roll - n * ruin.spacing, 2)) for n in range(most + 1)]


@dataclass(frozen=True)
class JumpDown:
    height_in: float
    modifier: int
    survive_chance: Fraction
    removed_at_or_below: int


def jump_down(rules: Wh40kRules, ruin: Ruin, floor: int, to_floor: int = 1) -> JumpDown:
    """The fall test of a model jumping from `floor` down to `to_floor` (the ground floor is 1)."""
    if floor not in range(1, ruin.floors + 1):
        raise InputError("--floor", translate("Wh40k", "the ruin has floors 1 to {floors}, not {floor}").format(
            floors=ruin.floors, floor=quoted(floor)))
    if floor == 1:
        raise InputError("--floor", translate(
            "Wh40k", "floor 1 is the ground floor: there is nothing to jump down from"))
    if to_floor not in range(1, floor):
        raise InputError("--to-floor", translate(
            "Wh40k", "a model jumps down from floor {floor} to a floor from 1 to {lowest}, not {to}").format(
            floor=floor, lowest=floor - 1, to=quoted(to_floor)))
    rule = rules.setting("ruins.jump_down")
    height = round((floor - to_floor) * ruin.spacing, 2)
    modifier = int(rule["modifier"] * math.floor(height / rule["per_in"] + 1e-9))
    removed = int(rule["removed_at_or_below"])
    survive = sum((Fraction(1, D6) for roll in range(1, D6 + 1) if roll + modifier > removed), Fraction(0))
    return JumpDown(height, modifier, survive, removed)


# ---- buildings --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Armour:
    armour: int
    breakdown: list[tuple[str, int]]                  # (source, value)
    emplaced_bs: int
    emplaced_can_fire: bool


def building_armour(rules: Wh40kRules, building_type: str, neglected: bool = False,
                    fortification: str | None = None) -> Armour:
    """The armour of a building of the map's `building_type`, or of a fortification the rules name."""
    if fortification is not None:
        if fortification not in rules.named:
            raise InputError("--fortification", translate(
                "Wh40k", "unknown fortification {name} (one of: {names})").format(
                name=quoted(fortification), names=", ".join(rules.named)))
        terms = [(fortification, int(rules.named[fortification].value))]
    else:
        terms = [(building_type, int(rules.building_armour[building_type].value))]
    if neglected:
        terms.append(("neglected", int(rules.setting("fortifications.neglected"))))
    return Armour(sum(v for _, v in terms), terms, int(rules.setting("fortifications.emplaced_bs")), not neglected)

