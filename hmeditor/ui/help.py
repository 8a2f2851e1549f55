"""The Help menu's pages: the user guide (the Markdown pages of docs/, linked to each other), About
(version, licence, where the rules come from), the keyboard and mouse shortcuts (read from the
window's own actions, so the list cannot go stale) and the rules reference of the chosen game system
under the rules in use (what `hmeditor rules --markdown` prints). Imported when first used, not at
start-up."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenuBar, QTextBrowser, QVBoxLayout, QWidget

from .. import __version__
from ..core import systems
from ..resources import docs_path
from .session.state import EditorState

LICENCE = "GPL-3.0-or-later"
MOUSE = (("Wheel", "Zoom in and out about the pointer"),
         ("Middle button drag, or Space + drag", "Pan the map"),
         ("Two fingers on a touchpad", "Pan the map; pinch, or Ctrl + two fingers, to zoom"),
         ("Shift + click or drag (selection tools)", "Add to the selection"),
         ("Ctrl + click or drag (selection tools)", "Take away from the selection"),
         ("Drag a selected hex (selection tools)", "Move the selection (R and M turn and mirror it on the way)"),
         ("Click (a pasted piece or a stamp floating)", "Put it down"),
         ("Alt + click (eyedropper)", "Take the base terrain alone, not the whole hex"),
         ("Ctrl + drag (Scenario tool, zone brush)", "Take hexes out of the deployment zone"),
         ("Drag a label or objective (Scenario tool)", "Move it to another hex"))


def about_html(state: EditorState) -> str:
    sources = "".join(
        f"<p><b>{escape(s.title)}</b> ({escape(_rules_file(state, s))}):</p><ul>"
        + "".join(f"<li>{escape(text)}</li>" for text in getattr(state.rules_of(s.id), "sources", {}).values())
        + "</ul>" for s in systems.SYSTEMS)
    return (f"<h2>hmeditor {escape(__version__)}</h2>"
            "<p>A hex-map editor for BattleTech planetary conditions (Tactical Operations) and other hex "
            "wargames: paint, reality-check, calculate, print.</p>"
            f"<p>Free software under the GNU General Public License, {LICENCE}: you may share and change it "
            "under its terms. It comes with no warranty.</p>"
            f"<h3>Where the rules come from</h3>{sources}"
            "<p>Help &gt; Rules reference shows every table the program uses, with the source of each row.</p>")


def _rules_file(state: EditorState, system) -> str:
    """Which rules file a system plays: the shipped one, or the user's own (by name: no machine paths)."""
    own = state.rulebook.files.get(system.id)
    return f"your rules file {Path(own).name}" if own else f"{system.rules_file.name}, shipped with hmeditor"


def shortcuts_html(menu_bar: QMenuBar) -> str:
    """Every menu action with a shortcut, menu by menu, then what the mouse does."""
    rows = []
    for menu_action in menu_bar.actions():
        keyed = [(a, a.shortcuts()) for a in _actions(menu_action.menu()) if _keys(a.shortcuts())]
        if keyed:
            rows.append(f"<tr><td colspan='2'><b>{escape(_plain(menu_action.text()))}</b></td></tr>")
            rows += [f"<tr><td>{escape(_plain(a.text()))}</td><td>{escape(_keys(keys))}</td></tr>" for a, keys in keyed]
    rows.append("<tr><td colspan='2'><b>Mouse</b></td></tr>")
    rows += [f"<tr><td>{escape(what)}</td><td>{escape(how)}</td></tr>" for how, what in MOUSE]
    return ("<p>Keys that act on the map (tools, Enter, Delete, Esc, cut, copy and paste, zoom, brush size) work "
            "while the map has the keyboard: click it first. In a text or number field, keys are the field's. "
            "While a piece floats (a paste, a stamp, a selection being moved), R, Shift+R, M, Shift+M and Esc "
            "act on the piece first: R is the Reach tool and Esc deselects again once it is put down or "
            "dropped.</p>"
            f"<table cellpadding='3'>{''.join(rows)}</table>")


def show_page(parent: QWidget, title: str, html: str = "", markdown: str = "") -> QDialog:
    """A non-modal window with a page of text (HTML or Markdown)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    dialog.resize(720, 640)
    text = QTextBrowser()
    text.setOpenExternalLinks(True)
    if markdown:
        text.setMarkdown(markdown)
    else:
        text.setHtml(html)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.close)
    layout = QVBoxLayout(dialog)
    layout.addWidget(text)
    layout.addWidget(buttons)
    dialog.text = text
    dialog.show()
    return dialog


def show_guide(parent: QWidget) -> QDialog:
    """The user guide from its index; its links lead from page to page, Back returns."""
    dialog = show_page(parent, "hmeditor user guide")
    back = dialog.findChild(QDialogButtonBox).addButton("Back", QDialogButtonBox.ButtonRole.ActionRole)
    back.setEnabled(False)
    back.clicked.connect(dialog.text.backward)
    dialog.text.backwardAvailable.connect(back.setEnabled)
    dialog.text.setSource(QUrl.fromLocalFile(str(docs_path("README.md"))))
    return dialog


def show_about(parent: QWidget, state: EditorState) -> QDialog:
    return show_page(parent, "About hmeditor", about_html(state))


def show_shortcuts(parent: QWidget, menu_bar: QMenuBar) -> QDialog:
    return show_page(parent, "Keyboard and mouse", shortcuts_html(menu_bar))


def show_rules_reference(parent: QWidget, state: EditorState) -> QDialog:
    return show_page(parent, f"Rules reference: {state.system.title}", markdown=state.system.reference(state.rules))


def _actions(menu) -> list[QAction]:
    out = []
    for action in menu.actions():
        out += _actions(action.menu()) if action.menu() else [action]
    return out


def _plain(text: str) -> str:
    return text.replace("&", "")


def _keys(keys: list[QKeySequence]) -> str:
    """The keys a person types: not the dedicated keys some keyboards have (Undo, Save, Zoom In, Help),
    which Qt's standard shortcuts include and some systems name as function keys ("F14")."""
    return ", ".join(text for k in keys if typed(k) and (text := k.toString(QKeySequence.SequenceFormat.NativeText)))


def typed(keys: QKeySequence) -> bool:
    return not keys.isEmpty() and keys[0].key().value < Qt.Key.Key_Help.value
