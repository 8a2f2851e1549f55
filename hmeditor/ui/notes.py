"""What a file format cannot hold, shown to the user: the notes of reading a file (what hmeditor
keeps only for the other program), of writing one (what it loses) and of combining maps."""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QSizePolicy, QToolButton, QWidget

from .dialogs import run_modal

SHOWN = 6           # notes listed in the message itself; all of them are under "Show Details..."
HEXES_NAMED = 6     # hexes named on a line of the notes bar; the rest are counted
BAR_LINES = 8       # kinds of note the notes bar lists; the rest are counted (all in its tooltip)
HANDLED = ("bldg_class",)   # MegaMek keys the editor has a command for (Edit > MegaMek building class)
HEX_NOTE = re.compile(r"(\d+): hex (\w+): (.*)")
TOKEN = re.compile(r"'([^':]+):[^']*'")
LINE = re.compile(r"^\d+: ")


def group_notes(notes: list[str], source: str) -> list[str]:
    """The notes of reading a file, one line per kind of note with the hexes it is on, without the
    file's path (every note starts with it); what the editor has a command for is left out."""
    kinds: dict[str, list[str]] = {}
    for note in notes:
        note = note.removeprefix(f"{source}:").strip()
        found = HEX_NOTE.fullmatch(note)
        if not found:
            kinds.setdefault(LINE.sub("", note), [])
            continue
        for part in found[3].split("; "):
            if not any(f"'{key}:" in part for key in HANDLED):
                kinds.setdefault(TOKEN.sub(r"'\1'", part), []).append(found[2])
    return [kind + (f": {_hexes(hexes)}" if hexes else "") for kind, hexes in kinds.items()]


def _hexes(hexes: list[str]) -> str:
    named = ", ".join(hexes[:HEXES_NAMED])
    if len(hexes) > HEXES_NAMED:
        named = NotesBar.tr("{hexes} and %n more", "", len(hexes) - HEXES_NAMED).format(hexes=named)
    return NotesBar.tr("%n hex(es) ({hexes})", "", len(hexes)).format(hexes=named)


class NotesBar(QFrame):
    """A bar over the map with what a file holds that hmeditor keeps only for the program that made
    it: one line per kind, until the user dismisses it (it does not stop them working)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("notes")
        self.setStyleSheet("#notes { background: #e3f2fd; border-bottom: 1px solid #90caf9; }"
                           "#notes QLabel { color: #0d2a4a; background: transparent; }")
        self.label = QLabel(textFormat=Qt.TextFormat.RichText, wordWrap=True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        close = QToolButton(text="\u00d7", toolTip=self.tr("Dismiss"))
        close.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self.lines: list[str] = []
        self.hide()

    def show_notes(self, title: str, lines: list[str]) -> None:
        """Show the notes (none: the bar goes); a long list shows its first lines, all in the tooltip."""
        self.lines = lines
        shown = lines[:BAR_LINES] + ([self.tr("... and %n more", "", len(lines) - BAR_LINES)]
                                     if len(lines) > BAR_LINES else [])
        items = "".join(f"<li>{escape(line)}</li>" for line in shown)
        self.label.setText(f"<b>{escape(title)}</b><ul style='margin: 0'>{items}</ul>")
        self.label.setToolTip("\n".join(lines))
        self.setVisible(bool(lines))


def notes_box(parent: QWidget, title: str, text: str, notes: list[str],
              icon=QMessageBox.Icon.Information) -> QMessageBox:
    """A message with the first notes in its text and all of them in its details."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    listed = "\n".join(f"• {n}" for n in notes[:SHOWN])
    more = len(notes) - SHOWN
    more_text = NotesBar.tr("… and %n more (Show Details)", "", more) if more > 0 else ""
    box.setInformativeText(listed + ("\n" + more_text if more_text else ""))
    box.setDetailedText("\n".join(notes))
    return box


def show_notes(parent: QWidget, title: str, text: str, notes: list[str]) -> QMessageBox:
    """Tell the user, without stopping them (the box stays open beside the map)."""
    box = notes_box(parent, title, text, notes)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setModal(False)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)      # not kept by the window once read
    box.show()
    return box


SAVE, SAVE_WITH_SCENARIO, CANCEL = "save", "save with scenario", "cancel"


def ask_to_save_with_losses(parent: QWidget, path: str, notes: list[str], scenario: bool) -> str:
    """Ask before writing a file that cannot hold all of the map: SAVE, SAVE_WITH_SCENARIO (offered
    with `scenario`: the conditions and the deployment zones' players go into a MegaMek scenario
    beside the board) or CANCEL."""
    box = notes_box(parent, QCoreApplication.translate("MapFiles", "Save map"),
                    QCoreApplication.translate("MapFiles", "{file} cannot hold all of this map:").format(file=path),
                    notes, QMessageBox.Icon.Warning)
    save = box.addButton(QCoreApplication.translate("MapFiles", "Save anyway"), QMessageBox.ButtonRole.AcceptRole)
    with_scenario = box.addButton(QCoreApplication.translate("MapFiles", "Save with a scenario file"),
                                  QMessageBox.ButtonRole.AcceptRole) if scenario else None
    box.addButton(QMessageBox.StandardButton.Cancel)
    run_modal(box)
    clicked = box.clickedButton()
    if clicked is save:
        return SAVE
    return SAVE_WITH_SCENARIO if with_scenario is not None and clicked is with_scenario else CANCEL
