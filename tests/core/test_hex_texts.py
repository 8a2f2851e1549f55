"""An overlay's texts over the whole map are a code per hex into the distinct texts (HexTexts), read
as the dict of flat index -> text they stand for."""

import math

import numpy as np
import pytest

from hmeditor.core.calc.answer import number
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.base import HexTexts
from hmeditor.core.systems.battletech import cost_shades, entry_cost_grid
from tests.benchmark import busy_map


def test_texts_read_as_the_dict_of_the_hexes_shown():
    values = np.array([[1.0, 2.5, 2.5], [math.inf, 0.0, 2.5]])
    texts = HexTexts(values, values > 1, lambda v: "x" if math.isinf(v) else f"{v:g}")
    assert dict(texts) == {1: "2.5", 2: "2.5", 3: "x", 5: "2.5"} and len(texts) == 4
    assert texts.get(0) is None and 4 not in texts and texts.get(99) is None
    with pytest.raises(KeyError):
        texts[-1]
    assert texts.words == ["2.5", "x"]                  # each distinct value worded once
    texts.put(0, "firer")
    texts.put(3, "here")
    assert dict(texts) == {0: "firer", 1: "2.5", 2: "2.5", 3: "here", 5: "2.5"} and len(texts) == 5


def test_the_heat_map_gives_the_mp_of_each_hex_dearer_than_one():
    hex_map, rules = busy_map(40), load_rules(None, "battletech")
    cost = entry_cost_grid(hex_map, rules, "tracked")
    texts = cost_shades(hex_map, rules, {"unit": "tracked"}).texts
    expected = {row * hex_map.width + col: "x" if math.isinf(c) else f"{number(c)}"
                for (row, col), c in np.ndenumerate(cost) if c > 1}
    assert len(set(expected.values())) > 3 and "x" in expected.values() and dict(texts) == expected
