"""BattleTech's calculator answers in the language in use: the worked example of Tactical
Operations' "Ground movement - planetary conditions" in the seed's own words once the Russian
translator is installed, English without it (the command line)."""

import pytest

from hmeditor import i18n
from hmeditor.core.io import read_map
from hmeditor.core.systems import load_rules
from hmeditor.core.systems.battletech import entry_cost, line_of_sight
from hmeditor.core.systems.battletech.figures import hex_figures
from hmeditor.core.systems.battletech.text import los_text, step_text
from tests.conftest import MAPS


@pytest.fixture
def russian(qapp):
    yield i18n.install("ru")
    i18n.install("en")            # the translator is the process's: the other tests read English


@pytest.fixture(scope="module")
def example():
    return read_map(MAPS / "open-terrain-2-movement-example.hmap"), load_rules()


def test_the_seeds_worked_example_in_its_own_words(russian, example):
    m, rules = example
    mech = step_text(m, entry_cost(m, rules, "mech", m.parse_hex_id("0708"), m.parse_hex_id("0808")))
    assert mech == ["мехи: вход в 0708 (Редкий лес, грязь, глубокий снег) из 0808",
                    "4 ОД = 1 (вход в гекс) + 1 (редкий лес) + 1 (глубокий снег) + 1 (грязь)",
                    "модификатор броска пилотирования +3 = 1 (глубокий снег) + 1 (грязь) + 1 (снежная буря)",
                    "один бросок увязания при входе (модификатор -1)"]
    barred = step_text(m, entry_cost(m, rules, "mech", m.parse_hex_id("0809"), m.parse_hex_id("0808")))
    assert barred[1] == "запрещено: мехи не могут входить в гекс, где крайне густые джунгли"
    figures = hex_figures(m, rules, [m.parse_hex_id("0708")])
    to_hit = {row[0].text: (row[1].text, row[1].detail) for row in figures[1].rows}
    assert to_hit["Баллистическое"] == ("+3", "редкий лес +1, снежная буря +2")


def test_sight_beyond_the_visual_range_counts_its_hexes(russian, example):
    m, rules = example
    far = los_text(line_of_sight(m, rules, m.parse_hex_id("0101"), m.parse_hex_id("0816")))
    assert "но цель в 19 гексах, дальше дальности видимости в 10 гекс. (снежная буря)" in far
    assert far.startswith("линия видимости 0101 -> 0816 через 0102")


def test_the_answers_stay_english_without_a_translator(example):
    m, rules = example
    mech = step_text(m, entry_cost(m, rules, "mech", m.parse_hex_id("0708"), m.parse_hex_id("0808")))
    assert mech[1] == "4 MP = 1 (enter hex) + 1 (light woods) + 1 (deep snow) + 1 (mud)"
