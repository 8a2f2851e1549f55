"""Help menu: About (version, licence, where the rules come from), the keyboard and mouse list read
from the window's actions, and the rules reference of the rules in use."""

import pytest

from hmeditor import __version__


@pytest.fixture(autouse=True)
def close_help_pages(window):
    """A Help page is a window of its own: close it, or it stays over the next tests' windows."""
    yield
    page = getattr(window, "help_page", None)
    if page is not None:
        page.close()


def help_actions(window) -> dict[str, object]:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    return {a.text().replace("&", ""): a for a in menu.actions() if not a.isSeparator()}


def test_about_names_version_licence_and_rules_sources(window):
    help_actions(window)["About hmeditor"].trigger()
    text = window.help_page.text.toPlainText()
    assert f"hmeditor {__version__}" in text and "GPL-3.0-or-later" in text
    assert "Tactical Operations (2008)" in text and "battletech.yaml" in text


def test_the_user_guide_opens_at_its_index_and_follows_its_links(window):
    from PySide6.QtCore import QUrl
    help_actions(window)["User guide"].trigger()
    page = window.help_page.text
    assert page.toPlainText().startswith("hmeditor user guide") and page.source().fileName() == "README.md"
    page.setSource(page.source().resolved(QUrl("reality-check.md")))
    assert "gravel-slope" in page.toPlainText()
    page.backward()
    assert page.source().fileName() == "README.md"


def test_the_shortcut_list_comes_from_the_actions(window):
    help_actions(window)["Keyboard and mouse"].trigger()
    text = window.help_page.text.toPlainText()
    for words in ("Paint selection", "Return", "Line of sight", "Properties...", "Ctrl+Shift+P", "Wheel",
                  "click it first", "Copy", "Ctrl+C", "Turn piece clockwise\nR", "Mirror piece top to bottom\nShift+M",
                  "Drop piece\nEsc", "act on the piece first", "Move the selection"):
        assert words in text, words


def test_the_rules_reference_is_that_of_the_rules_in_use(window, tmp_path):
    from hmeditor.core.systems import default_rules_path
    house = tmp_path / "house.yaml"
    house.write_text(default_rules_path().read_text(encoding="utf-8"), encoding="utf-8")
    window.state.load_rules_file(str(house))
    help_actions(window)["Rules reference"].trigger()
    text = window.help_page.text.toPlainText()
    assert "Sources" in text and "house.yaml" in text and "planetary conditions" in text
