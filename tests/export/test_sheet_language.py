"""A printed sheet in the language `export --language` asks for: its legend, conditions, assembly
page and hex labels in Russian with the seeds' terms; English by default."""

import pypdfium2
import pytest

from hmeditor import i18n
from hmeditor.core.language import translate
from hmeditor.core.vocabulary import BASE_TERRAINS, CONDITIONS
from hmeditor.core.wording import VALUE_WORDS, describe_cell, value_words
from hmeditor.export.legend import Legend
from hmeditor.render.style import HEX_LABELS, default_style
from tests.conftest import MAPS

SAMPLE = MAPS / "open-terrain-2-movement-example.hmap"     # light woods, mud, deep snow; a blizzard at -15 °C
ENGLISH_WORDS = ("Light woods", "Deep snow", "Planetary conditions", "Weather: blizzard", "Assembly", "page 1 of")
RUSSIAN_WORDS = ("Редкий лес", "Глубокий снег", "Грязь", "Крайне густые джунгли", "Планетарные условия",
                 "Погода: снежная буря", "Сборка и легенда", "стр. 1 из 10")


def pdf_text(path, page: int) -> str:
    document = pypdfium2.PdfDocument(str(path))
    try:
        return document[page].get_textpage().get_text_range()
    finally:
        document.close()


@pytest.fixture
def russian(qapp):
    yield i18n.install("ru")
    i18n.install("en")            # the translator is the process's: the other tests read English


def test_a_russian_sheet_has_its_legend_and_conditions_in_russian(run_cli, tmp_path):
    out = tmp_path / "ru.pdf"
    result = run_cli("export", SAMPLE, "-o", out, "--language", "ru")
    assert result.returncode == 0, result.stderr
    assembly, tile = pdf_text(out, 0), pdf_text(out, 1)        # page 2 holds hex 0708
    for words in RUSSIAN_WORDS:
        assert words in assembly
    for words in ENGLISH_WORDS:
        assert words not in assembly
    assert "Light" not in assembly and "woods" not in assembly.lower()
    assert "РЕДК. ЛЕС" in tile and "ГЛУБ. СНЕГ" in tile and "LT WOODS" not in tile
    assert "печать 100 %" in tile and "print at" not in tile


def test_a_sheet_is_english_by_default(run_cli, tmp_path):
    out = tmp_path / "en.pdf"
    result = run_cli("export", SAMPLE, "-o", out)
    assert result.returncode == 0, result.stderr
    assembly, tile = pdf_text(out, 0), pdf_text(out, 1)
    for words in ENGLISH_WORDS:
        assert words in assembly
    assert not any("\u0400" <= c <= "\u04ff" for c in assembly + tile), "Cyrillic on an English sheet"
    assert "LT WOODS" in tile and "DEEP SNOW" in tile


def test_plural_forms_follow_the_number_in_russian(russian):
    assert russian == "ru"
    said = {n: Legend.tr("Deployment zone {number}  {name}: %n hexes", None, n).format(number=1, name="A")
            for n in (1, 3, 5, 21)}
    assert said == {1: "Зона развёртывания 1  A: 1 гекс", 3: "Зона развёртывания 1  A: 3 гекса",
                    5: "Зона развёртывания 1  A: 5 гексов", 21: "Зона развёртывания 1  A: 21 гекс"}


def test_labels_are_translated_where_shown_and_the_names_a_map_uses_stay(russian):
    woods = BASE_TERRAINS[2]
    assert (woods.name, woods.text, woods.label) == ("light_woods", "Light woods", "Редкий лес")
    from hmeditor.core.cell import Cell
    assert describe_cell(Cell("water", (2,), (("mud", ()),), 1)) == "Вода (глубина 2), грязь, уровень 1"
    assert value_words("blizzard") == "Снежная буря"
    i18n.install("en")
    assert woods.label == "Light woods" and value_words("blizzard") == "Blizzard"


def test_every_label_and_condition_value_has_its_text_to_translate():
    """A label added to style.yaml or a value added to a condition without its text for the
    translators would stay English on a Russian sheet."""
    style = default_style()
    labels = {s.label for s in style.base + style.mods if s.label} | {s.legend for s in style.base if s.legend}
    assert labels <= set(HEX_LABELS)
    assert {v for c in CONDITIONS for v in c.values} <= set(VALUE_WORDS)
    assert translate("HexLabel", "LT WOODS") == "LT WOODS"
