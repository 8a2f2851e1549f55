"""Toolbar buttons keep their places: the name of what Undo and Redo would do is in their tooltip
and the Edit menu, not on the buttons, so an edit moves nothing and nothing falls into the overflow."""

from PySide6.QtWidgets import QToolBar, QToolButton

from .helpers import click


def buttons(window) -> dict[str, tuple]:
    """Each toolbar button's text and place in the window."""
    out = {}
    for bar in window.findChildren(QToolBar):
        for action in bar.actions():
            button = bar.widgetForAction(action)
            if button is not None:
                out[action.text()] = (button.mapTo(window, button.rect().topLeft()), button.size(), button.isVisible())
    return out


def overflowing(window) -> bool:
    return any(b.isVisible() for bar in window.findChildren(QToolBar)
               for b in bar.findChildren(QToolButton, "qt_toolbar_ext_button"))


def test_an_edit_moves_no_toolbar_button(qtbot, window):
    window.palette.select("base", "light_woods")
    before = buttons(window)
    click(qtbot, window, 4, 4)
    window.palette.select("base", "ultra_heavy_jungle")
    click(qtbot, window, 5, 5)
    assert buttons(window) == before
    assert not overflowing(window) and all(visible for _, _, visible in before.values())
    undo = window.findChild(QToolBar, "file-toolbar")
    undo_button = next(undo.widgetForAction(a) for a in undo.actions() if a.text() == "Undo")
    assert undo_button.isEnabled() and "Ultra-heavy jungle" in undo_button.toolTip()
    assert "Ultra-heavy jungle" in window.undo_action.text()          # the Edit menu names it
    undo_button.click()
    assert window.hex_map.base[5, 5] == 0 and window.hex_map.base[4, 4] != 0
