"""The check never says two things that cannot both be true: snow and ice that extreme heat melts do
not also freeze the mud beside them."""

import pytest

from hmeditor.core.check import check_map
from tests.maps import make_map

# Seed 000, "Противоречивые планетарные условия": "если в игре присутствуют экстремальные (жаркие)
# погодные условия, то применение в той же игровой области льда, глубокого снега или снегопада вряд ли
# возможно" and "здравый смысл подсказывает, что грязь, скорее всего, замерзла бы" (mud with deep snow).
CLIMATE = [
    # (the hex, the conditions, the climate rules that speak)
    ("clear +mud +thin_snow", {"temperature": 60}, {"heat-vs-frozen"}),
    ("clear +mud +ice", {"temperature": 51}, {"heat-vs-frozen"}),
    ("clear +mud", {"temperature": 60, "weather": "light_snow"}, {"heat-vs-frozen"}),
    ("clear +mud +deep_snow", {"temperature": 50}, {"frozen-mud"}),        # 50 C is not extreme heat
    ("clear +mud +thin_snow", {"temperature": 20}, {"frozen-mud"}),
    ("clear +mud", {"temperature": -5}, {"frozen-mud"}),
    ("clear +mud", {"temperature": 60}, set()),
]


@pytest.mark.parametrize("hex_text, conditions, rules", CLIMATE)
def test_melted_snow_freezes_no_mud(hex_text, conditions, rules):
    found = {f.rule for f in check_map(make_map({"0505": hex_text}, conditions))}
    assert found & {"heat-vs-frozen", "frozen-mud"} == rules
