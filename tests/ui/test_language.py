"""Help > Language: the languages hmeditor speaks, each in its own name; the choice is remembered
and spoken from the next start, through the one translator of the widgets and the core."""

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from hmeditor import i18n
from hmeditor.core.language import translate
from hmeditor.ui.application import choose_language


@pytest.fixture
def back_to_english():
    yield
    i18n.install("en")


def language_menu(window):
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    return next(a.menu() for a in help_menu.actions() if a.menu() and a.text() == "&Language")


def test_the_language_chosen_is_remembered_and_spoken_from_the_next_start(window, monkeypatch, back_to_english):
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    actions = {a.text(): a for a in language_menu(window).actions()}
    assert set(actions) == {"English", "Русский"}
    actions["Русский"].trigger()
    assert window.settings.value(i18n.SETTING) == "ru" and "Русский" in said[0]
    assert choose_language(window.settings) == "ru"
    assert QCoreApplication.translate("MainWindow", "Language") == "Язык"
    assert translate("MainWindow", "Language") == "Язык"           # the core's messages go through it too
    i18n.install("en")
    assert translate("MainWindow", "Language") == "Language"


def test_a_language_without_a_translation_is_english(back_to_english):
    assert i18n.install("xx") in i18n.LANGUAGES
    assert i18n.install("en") == "en" and translate("MainWindow", "Language") == "Language"
