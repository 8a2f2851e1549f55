"""The core's texts in the language in use: numbers given to a translated text are written with
the language's decimal point (6,35 in Russian); without a translator everything is as written."""

from hmeditor.core import language
from hmeditor.core.language import translate, written


def fake_russian(context, text, disambiguation=None, n=-1):
    return {"{cm} cm, {chance}": "{cm} см, {chance}", "{cm:.1f} cm": "{cm:.1f} см"}.get(text, text)


def test_a_translated_text_writes_its_numbers_with_the_languages_decimal_point():
    language.use(fake_russian, ",")
    try:
        assert translate("C", "{cm} cm, {chance}").format(cm=6.35, chance="50.0%") == "6,35 см, 50,0%"
        assert translate("C", "{cm} cm, {chance}").format(cm=2, chance="1/2") == "2 см, 1/2"
        assert translate("C", "{cm:.1f} cm").format(cm=2.5) == "2,5 см"
        assert translate("C", "{cm} cm, {chance}").format(cm="0101", chance="v1.2.3") == "0101 см, v1.2.3"
        assert written("1/2 (50.0%), 1.2.3") == "1/2 (50,0%), 1.2.3"
    finally:
        language.use(None)


def test_without_a_translator_numbers_are_as_written():
    assert translate("C", "{cm} cm, {chance}").format(cm=6.35, chance="50.0%") == "6.35 cm, 50.0%"
    assert written("1/2 (50.0%)") == "1/2 (50.0%)"
