"""Roads join where the exits say so (MegaMek), in the calculator and on the map."""

import pytest

from hmeditor.core import edits
from hmeditor.core.io import read_map
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.battletech import entry_cost, reachable

from ...conftest import SHARED

CITY = SHARED / "corpus" / "megamek" / "16x17-City-Downtown.board"
needs_corpus = pytest.mark.skipif(not CITY.exists(), reason="../shared/corpus/megamek/ is not beside this clone")


def road_step(m, a: str, b: str) -> bool:
    cost = entry_cost(m, load_rules(), "wheeled", m.parse_hex_id(b), m.parse_hex_id(a))
    return any(item.source == "road" for item in cost.breakdown)


@needs_corpus
def test_adjacent_roads_whose_exits_do_not_meet_give_no_road_step():
    m = read_map(CITY)
    # 0701 and 0801 both hold a road, but run north-south side by side: their exits never meet
    assert m.cell(*m.parse_hex_id("0701")).has("road") and m.cell(*m.parse_hex_id("0801")).has("road")
    assert not road_step(m, "0701", "0801") and not road_step(m, "0801", "0701")
    assert road_step(m, "0801", "0802") and road_step(m, "0802", "0801")       # along 0801's own road


@needs_corpus
def test_the_reachable_area_follows_the_roads_exits():
    m = read_map(CITY)
    edits.paint_base(m, [m.parse_hex_id(h) for h in ("0701", "0802")], "light_woods").apply(m)   # roads stay
    start = m.parse_hex_id("0801")
    costs = reachable(m, load_rules(), "wheeled", start, 3)
    along, across = m.flat(*m.parse_hex_id("0802")), m.flat(*m.parse_hex_id("0701"))
    assert costs[along] == 1 and costs.get(across, 99) > 1


@needs_corpus
def test_a_road_painted_beside_a_road_joins_it():
    m = read_map(CITY)
    edits.add_mod(m, [m.parse_hex_id("0902")], "road").apply(m)      # beside 0802's hand-set road
    assert road_step(m, "0902", "0802") and road_step(m, "0802", "0902")
