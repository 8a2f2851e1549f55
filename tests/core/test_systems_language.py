"""The other systems' figures and breakdowns in the language in use: Russian in the seeds' own words
once the translator is installed (Warhammer 40k's "труднопроходимый ландшафт", ...), English
without it (the command line)."""

import pytest

from hmeditor import i18n
from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.model import HexMap
from hmeditor.core.paint import Paint
from hmeditor.core.systems import get_system, load_rules
from hmeditor.core.systems.grav_armor import fire_at
from hmeditor.core.systems.grav_armor.commands import fire_lines
from hmeditor.core.systems.total_war_xxi import find_weapon, shoot
from hmeditor.core.systems.total_war_xxi.commands import shot_lines


@pytest.fixture
def russian(qapp):
    yield i18n.install("ru")
    i18n.install("en")            # the translator is the process's: the other tests read English


def one_hex(value: str) -> HexMap:
    """A small map with `value` in hex 0303."""
    m = HexMap(6, 6)
    set_cells(m, {(2, 2): parse_cell(value)}).apply(m)
    return m


def figures(system_id: str, value: str) -> dict[str, list[str]]:
    """The hex dock's tables of hex 0303 holding `value`: title -> each row's texts and details."""
    tables = get_system(system_id).hex_figures(one_hex(value), load_rules(None, system_id), [(2, 2)])
    return {t.title: [" | ".join(filter(None, (x for c in r for x in (c.text, c.detail)))) for r in t.rows]
            for t in tables}


def test_40k_ruins_in_the_rulebooks_words(russian):
    tables = figures("wh40k", "ruins:3")
    assert tables["Warhammer 40k: 0303"][:4] == ["Спас-бросок за укрытие | 4+ | руины",
                                                "За ним | 4+ | модели, на четверть скрытой им",
                                                "Залёгшим | 2+", "Ландшафт | труднопроходимый"]
    ruins = tables['Руины: 3 этажа, 3" между этажами']
    assert ruins[5] == '6 | 6" по горизонтали; 1 этаж + 3"; 2 этажа'
    assert "пехота, шагоходы | наибольший из 2D6 | -" in tables["Движение в него"]
    palette = get_system("wh40k").terrain_figures(load_rules(None, "wh40k"), Paint("base", "ruins"))
    assert palette.splitlines()[:2] == ["Укрытие 40k: 4+ (площадной ландшафт)", "Ландшафт: труднопроходимый"]


def test_40k_stays_english_without_a_translator():
    tables = figures("wh40k", "ruins:3")
    assert tables["Warhammer 40k: 0303"][0] == "Cover save | 4+ | ruins"
    assert 'Ruins: 3 floors 3" apart' in tables


def test_grav_armor_in_the_seeds_words(russian):
    assert figures("grav_armor", "magma_crust")["Местность Grav Armor в 0303"] == [
        "вулканические горы | 3 | 2 | свободный полёт: 1/2 | парящие и пехота | юниты в гексе"]
    rules = load_rules(None, "grav_armor")
    m = one_hex("magma_crust")
    shot = fire_lines(m, fire_at(m, rules, rules.unit("Nu3"), (0, 2), rules.unit("Aza3"), (2, 2), roll=8))
    assert shot[1] == ("значение попадания +2 = 4 (РЭБ Nu3) + 6 (атака Nu3) + 1 (магнитные болты против Aza3) "
                       "- 3 (РЭБ Aza3) - 3 (защита Aza3) - 3 (защита местности в гексе цели)")
    assert shot[3:] == ["бросок 8: попадание", "любое попадание уничтожает Aza3"]


def test_grav_armor_stays_english_without_a_translator():
    rules = load_rules(None, "grav_armor")
    m = one_hex("magma_crust")
    shot = fire_lines(m, fire_at(m, rules, rules.unit("Nu3"), (0, 2), rules.unit("Aza3"), (2, 2), roll=8))
    assert shot[1].endswith("- 3 (Aza3 defence) - 3 (terrain CV of the target's hex)")


def rifle_shot() -> list[str]:
    """A rifle shot at a target two hexes off in light woods, in words."""
    rules = load_rules(None, "total_war_xxi")
    m = one_hex("light_woods")
    return shot_lines(m, shoot(m, rules, find_weapon(rules, "rifle"), (0, 2), (2, 2)))


def test_total_war_xxi_in_the_seeds_words(russian):
    assert figures("total_war_xxi", "light_woods")["Total War XXI в 0303"][:2] == [
        "Закрытость | 1/3 | редкий лес 1/3 (не установлено)",
        "Неуправляемый снаряд | 4+ | шанс 1/2"]
    assert rifle_shot() == ["Винтовка: гексов 2 = 6,35 см, дальность 50 см: в пределах дальности",
                            "закрыта на 1/3 (редкий лес 1/3): попадание на 4+, шанс 1/2 (50,0%)"]


def test_total_war_xxi_stays_english_without_a_translator():
    assert rifle_shot() == ["Rifle: 2 hexes = 6.35 cm, range 50 cm: in range",
                            "cover 1/3 (light woods 1/3): hits on 4+, chance 1/2 (50.0%)"]
