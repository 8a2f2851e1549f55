"""Line of sight over half levels: a unit's height is the highest level it fills (a 'Mech's level + 1),
and a hex higher than both units blocks, half a level counting as higher."""

import pytest

from hmeditor.core.model import HexMap
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.battletech import MECH, Unit, line_of_sight
from tests.maps import make_map

RULES = load_rules()
TANK = Unit("tracked")

# Seed 000, "Половинные уровни": "Эффект от половинных уровней на движение показан в таблице" - it
# says nothing of line of sight, so Total Warfare's rule stands: MegaMek LosEffects blocks when
# "hexEl > ai.attackAbsHeight && hexEl > ai.targetAbsHeight", with Mek.height() 1 (level + 1).
SIGHT = [
    # (hexes between 0301 and 0304, attacker, target, blocked?)
    ({"0303": "clear @1.5"}, MECH, MECH, True),              # higher than both 'Mechs (1 and 1)
    ({"0302": "clear @1.5"}, MECH, MECH, True),
    ({"0303": "clear @1"}, MECH, MECH, False),               # as high as both: no block (partial cover)
    ({"0303": "clear @0.5"}, TANK, TANK, True),              # tanks' heights are 0
    ({"0303": "clear @0.5"}, MECH, TANK, False),             # the 'Mech sees over it
    ({"0303": "clear @1.5"}, MECH, TANK, True),
    ({"0301": "clear @0.5", "0303": "clear @1.5"}, MECH, MECH, False),    # as high as the attacker (1.5)
    ({"0301": "clear @0.5", "0303": "clear @2"}, MECH, MECH, True),
    ({"0301": "clear @1", "0304": "clear @1", "0303": "clear @1.5"}, MECH, MECH, False),    # both at 2
    ({"0303": "gravel_pile:1 @0.5"}, MECH, MECH, True),      # a pile's top at 1.5
    ({"0303": "building:heavy:1 @0.5"}, MECH, MECH, True),   # a roof at 1.5
    ({"0303": "clear @2"}, MECH, MECH, True),
]


def small_map(cells: dict[str, str]) -> HexMap:
    return make_map(cells, size=(6, 6))


@pytest.mark.parametrize("cells, attacker, target, blocked", SIGHT)
def test_a_hex_higher_than_both_units_blocks(cells, attacker, target, blocked):
    los = line_of_sight(small_map(cells), RULES, (2, 0), (2, 3), attacker, target)
    assert los.blocked == blocked, los.reason


def test_calc_los_says_a_half_level_hill_blocks(run_cli, tmp_path):
    from hmeditor.core.io import write_map
    path = tmp_path / "hill.hmap"
    write_map(small_map({"0303": "clear @1.5"}), path)
    result = run_cli("calc", "los", path, "--from", "0301", "--to", "0304")
    assert result.returncode == 0 and "hex 0303 at level 1.5 reaches the line of sight" in result.stdout
