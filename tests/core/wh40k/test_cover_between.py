"""Cover from the hexes between firer and target: a hex covers a target next to it, or one it is
nearer to than the firer is (the firer looks over what is at its own feet); a fortified position
covers the model in it and a model directly behind it. The cover map says the same for every hex."""

import numpy as np
import pytest

from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.model import HexMap
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.wh40k import NO_COVER, cover, cover_grid
from tests.maps import make_map

RULES = load_rules(None, "wh40k")
FIRER = "0301"

# Seed 001, "Руины: основные правила": "все руины считаются труднопроходимым ландшафтом и предоставляют
# спас-бросок за укрытие на 4+"; a model takes cover when a quarter of it is hidden from the firer
# (6th edition), which terrain at the firer's own feet does not do to a target across the table.
BETWEEN = [
    # (cells of column 03, target, save, the hex giving it)
    ({"0302": "clear +fortified"}, "0303", 3, "0302"),      # directly behind the fortified position
    ({"0302": "clear +fortified"}, "0304", None, None),     # beside the firer: the target is farther away
    ({"0302": "clear +fortified"}, "0308", None, None),
    ({"0302": "ruins:2"}, "0303", 4, "0302"),               # next to the target
    ({"0302": "ruins:2"}, "0305", None, None),              # at the firer's feet
    ({"0303": "ruins:2"}, "0305", None, None),              # halfway: no nearer to the target
    ({"0304": "ruins:2"}, "0306", 4, "0304"),               # nearer to the target than to the firer
    ({"0304": "ruins:2"}, "0305", 4, "0304"),
    ({"0304": "clear +fortified"}, "0306", None, None),     # not directly behind it
    ({"0304": "clear +fortified", "0305": "light_woods"}, "0306", 5, "0305"),
    ({"0305": "clear +fortified"}, "0306", 3, "0305"),
    ({"0302": "clear +fortified", "0307": "rubble"}, "0308", 5, "0307"),
]


def column_map(cells: dict[str, str]) -> HexMap:
    return make_map(cells, size=(6, 10))


@pytest.mark.parametrize("cells, target, save, giver", BETWEEN)
def test_a_hex_between_covers_a_target_near_it(cells, target, save, giver):
    m = column_map(cells)
    c = cover(m, RULES, m.parse_hex_id(target), m.parse_hex_id(FIRER))
    assert c.save == save
    assert [i["hex"] for i in c.breakdown if i.get("role") == "intervening" and i["save"] == save] == \
        ([giver] if giver else [])
    col, row = m.parse_hex_id(target)
    assert cover_grid(m, RULES, m.parse_hex_id(FIRER))[row, col] == (NO_COVER if save is None else save)


def test_a_fortified_hex_beside_the_firer_covers_no_wedge_of_the_map():
    m = HexMap(20, 20)
    set_cells(m, {(10, 11): parse_cell("clear +fortified")}).apply(m)
    grid = cover_grid(m, RULES, (10, 10))
    covered = {(int(r), int(c)) for r, c in zip(*np.nonzero(grid == 3))}
    assert covered == {(11, 10), (12, 10), (11, 9), (11, 11)}           # (row, col): itself and the three hexes
    #                                                                      behind it, two hexes from the firer
