"""The Help menu's pages: the user guide (the Markdown pages of docs/, linked to each other), About
(version, licence, where the rules come from), the keyboard and mouse shortcuts (read from the
window's own actions, so the list cannot go stale) and the rules reference of the chosen game system
under the rules in use (what `hmeditor rules --markdown` prints). Imported when first used, not at
start-up."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QUrl
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenuBar, QTextBrowser, QVBoxLayout, QWidget

from .. import __version__
from ..core import systems
from ..resources import docs_path
from .session.state import EditorState

LICENCE = "GPL-3.0-or-later"
# What the mouse does: (how, what), English, translated where shown ("Help" context).
MOUSE = ((QT_TRANSLATE_NOOP("Help", "Wheel"), QT_TRANSLATE_NOOP("Help", "Zoom in and out about the pointer")),
         (QT_TRANSLATE_NOOP("Help", "Middle button drag, or Space + drag"), QT_TRANSLATE_NOOP("Help", "Pan the map")),
         (QT_TRANSLATE_NOOP("Help", "Two fingers on a touchpad"),
          QT_TRANSLATE_NOOP("Help", "Pan the map; pinch, or Ctrl + two fingers, to zoom")),
         (QT_TRANSLATE_NOOP("Help", "Shift + click or drag (selection tools)"),
          QT_TRANSLATE_NOOP("Help", "Add to the selection")),
         (QT_TRANSLATE_NOOP("Help", "Ctrl + click or drag (selection tools)"),
          QT_TRANSLATE_NOOP("Help", "Take away from the selection")),
         (QT_TRANSLATE_NOOP("Help", "Drag a selected hex (selection tools)"),
          QT_TRANSLATE_NOOP("Help", "Move the selection (R and M turn and mirror it on the way)")),
         (QT_TRANSLATE_NOOP("Help", "Click (a pasted piece or a stamp floating)"),
          QT_TRANSLATE_NOOP("Help", "Put it down")),
         (QT_TRANSLATE_NOOP("Help", "Alt + click (eyedropper)"),
          QT_TRANSLATE_NOOP("Help", "Take the base terrain alone, not the whole hex")),
         (QT_TRANSLATE_NOOP("Help", "Ctrl + drag (Scenario tool, zone brush)"),
          QT_TRANSLATE_NOOP("Help", "Take hexes out of the deployment zone")),
         (QT_TRANSLATE_NOOP("Help", "Drag a label or objective (Scenario tool)"),
          QT_TRANSLATE_NOOP("Help", "Move it to another hex")))


def about_html(state: EditorState) -> str:
    sources = "".join(
        f"<p><b>{escape(s.title)}</b> ({escape(_rules_file(state, s))}):</p><ul>"
        + "".join(f"<li>{escape(text)}</li>" for text in getattr(state.rules_of(s.id), "sources", {}).values())
        + "</ul>" for s in systems.SYSTEMS)
    translate = QCoreApplication.translate
    return (f"<h2>hmeditor {escape(__version__)}</h2>"
            + "<p>" + escape(translate("Help", "A hex-map editor for BattleTech planetary conditions (Tactical "
                                               "Operations) and other hex wargames: paint, reality-check, calculate, "
                                               "print.")) + "</p>"
            + "<p>" + escape(translate("Help", "Free software under the GNU General Public License, {licence}: you may "
                                               "share and change it under its terms. It comes with no warranty.")
                             .format(licence=LICENCE)) + "</p>"
            + "<h3>" + escape(translate("Help", "Where the rules come from")) + f"</h3>{sources}"
            + "<p>" + escape(translate("Help", "Help > Rules reference shows every table the program uses, with the "
                                               "source of each row.")) + "</p>")


def _rules_file(state: EditorState, system) -> str:
    """Which rules file a system plays: the shipped one, or the user's own (by name: no machine paths)."""
    own = state.rulebook.files.get(system.id)
    return (QCoreApplication.translate("Help", "your rules file {file}").format(file=Path(own).name) if own else
            QCoreApplication.translate("Help", "{file}, shipped with hmeditor").format(file=system.rules_file.name))


def shortcuts_html(menu_bar: QMenuBar) -> str:
    """Every menu action with a shortcut, menu by menu, then what the mouse does."""
    rows = []
    for menu_action in menu_bar.actions():
        keyed = [(a, a.shortcuts()) for a in _actions(menu_action.menu()) if _keys(a.shortcuts())]
        if keyed:
            rows.append(f"<tr><td colspan='2'><b>{escape(_plain(menu_action.text()))}</b></td></tr>")
            rows += [f"<tr><td>{escape(_plain(a.text()))}</td><td>{escape(_keys(keys))}</td></tr>" for a, keys in keyed]
    rows.append("<tr><td colspan='2'><b>" + escape(QCoreApplication.translate("Help", "Mouse")) + "</b></td></tr>")
    rows += ["<tr><td>" + escape(QCoreApplication.translate("Help", what)) + "</td><td>"
             + escape(QCoreApplication.translate("Help", how)) + "</td></tr>" for how, what in MOUSE]
    keys = QCoreApplication.translate(
        "Help", "Keys that act on the map (tools, Enter, Delete, Esc, cut, copy and paste, zoom, brush size) work "
                "while the map has the keyboard: click it first. In a text or number field, keys are the field's. "
                "While a piece floats (a paste, a stamp, a selection being moved), R, Shift+R, M, Shift+M and Esc "
                "act on the piece first: R is the Reach tool and Esc deselects again once it is put down or dropped.")
    return f"<p>{escape(keys)}</p><table cellpadding='3'>{''.join(rows)}</table>"


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
    dialog = show_page(parent, QCoreApplication.translate("Help", "hmeditor user guide"))
    back = dialog.findChild(QDialogButtonBox).addButton(QCoreApplication.translate("Help", "Back"),
                                                        QDialogButtonBox.ButtonRole.ActionRole)
    back.setEnabled(False)
    back.clicked.connect(dialog.text.backward)
    dialog.text.backwardAvailable.connect(back.setEnabled)
    dialog.text.setSource(QUrl.fromLocalFile(str(docs_path("README.md"))))
    return dialog


def show_about(parent: QWidget, state: EditorState) -> QDialog:
    return show_page(parent, QCoreApplication.translate("Help", "About hmeditor"), about_html(state))


def show_shortcuts(parent: QWidget, menu_bar: QMenuBar) -> QDialog:
    return show_page(parent, QCoreApplication.translate("Help", "Keyboard and mouse"), shortcuts_html(menu_bar))


def show_rules_reference(parent: QWidget, state: EditorState) -> QDialog:
    return show_page(parent, QCoreApplication.translate("Help", "Rules reference: {system}").format(
        system=state.system.title), markdown=state.system.reference(state.rules))


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
