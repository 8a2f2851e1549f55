"""What the palette and the hex dock say of units, in words a player uses: the rules file's groups
named for their use in a rule (infantry_sight, hovering) never show; the other groups shorten lists."""

from hmeditor.core.model import HexMap
from hmeditor.core.paint import Paint
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.battletech import hex_figures, terrain_figures
from hmeditor.core.systems.battletech.figures import WORDED_GROUPS
from hmeditor.core.vocabulary import BASE_TERRAINS, MODIFICATIONS

RULES = load_rules()
RULE_GROUPS = [g.replace("_", " ") for g in RULES.groups if g not in WORDED_GROUPS]


def test_no_palette_entry_names_a_rules_group():
    assert "infantry sight" in RULE_GROUPS and "hovering" in RULE_GROUPS
    texts = [terrain_figures(RULES, Paint("base", t.name)) for t in BASE_TERRAINS]
    texts += [terrain_figures(RULES, Paint("add_mod", m.name)) for m in MODIFICATIONS]
    for text in texts:
        assert not any(group in text for group in RULE_GROUPS), text
    assert any("legged infantry" in text for text in texts)          # the groups a player says still shorten


def test_the_hex_docks_units_are_named_by_their_groups():
    def units(hex_map) -> list[str]:
        return [row[0].text for row in hex_figures(hex_map, RULES, [(1, 1)])[0].rows]
    m = HexMap(3, 3, "t")
    assert units(m) == ["all units"]
    m.conditions["weather"] = "blizzard"            # a piloting roll for all but infantry
    assert units(m) == ["'Mechs, ProtoMechs, vehicles, VTOLs", "infantry"]
