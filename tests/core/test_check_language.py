"""The reality check speaks the language in use: a finding's message and fix in Russian once the
translator is installed (the editor, export --language), in English without one (the command line)."""

import pytest

from hmeditor import i18n
from hmeditor.core.check import check_map
from hmeditor.core.io import read_map
from hmeditor.core.io.hmap import loads
from tests.conftest import MAPS


@pytest.fixture
def russian(qapp):
    yield i18n.install("ru")
    i18n.install("en")            # the translator is the process's: the other tests read English


def said(hex_map, rule: str) -> tuple[str, str | None]:
    finding = next(f for f in check_map(hex_map) if f.rule == rule)
    return finding.message, finding.fix


def test_findings_and_fixes_in_russian(russian):
    assert russian == "ru"
    examples = read_map(MAPS / "reality-check-examples.hmap")
    assert said(examples, "rapids-need-water") == ("Пороги в 0511: нужна вода глубиной не меньше 1, а в гексе — вода "
                                                   "глубиной 0.", "уберите: пороги")
    message, fix = said(examples, "frozen-mud")
    assert message == "Грязь в 0814 замёрзла бы: здесь неглубокий снег."
    assert fix.startswith("замените грязь неровной местностью: те же ОД для меха")
    message, _ = said(examples, "industrial-placement")
    assert "Плотная промышленная зона в 1203 дальше 3 гексов от любого здания" in message
    cold = loads('hmeditor: 1\nsize: [2, 2]\nconditions: {weather: heavy_rain, temperature: -5}\n')
    assert said(cold, "rain-below-freezing") == ("Сильный дождь при -5 °C замёрз бы: лучше подходят мокрый снег или "
                                                 "ледяной шторм.", "смените погоду на «ледяной шторм»")


def test_plural_findings_follow_the_number(russian):
    def unreachable(mesa: list[str]) -> str:
        hexes = "".join(f'  "{h}": clear @3\n' for h in mesa)
        return said(loads(f"hmeditor: 1\nsize: [8, 8]\nhexes:\n{hexes}"), "unreachable-area")[0]
    assert unreachable(["0404"]).startswith("1 гекс, куда может въехать гусеничное транспортное средство, недостижим")
    assert unreachable(["0404", "0405", "0505"]).startswith("3 гекса, куда")
    assert unreachable(["0404", "0405", "0505", "0504", "0403"]).startswith("5 гексов, куда")


def test_findings_stay_english_without_a_translator():
    examples = read_map(MAPS / "reality-check-examples.hmap")
    assert said(examples, "rapids-need-water") == ("Rapids at 0511 needs water at least 1 deep, but the hex is water 0 "
                                                   "deep.", "remove rapids")
