"""What a file format cannot hold, shown to the user: the notes of reading a file (what hmeditor
keeps only for the other program), of writing one (what it loses) and of combining maps."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

SHOWN = 6           # notes listed in the message itself; all of them are under "Show Details..."


def notes_box(parent: QWidget, title: str, text: str, notes: list[str],
              icon=QMessageBox.Icon.Information) -> QMessageBox:
    """A message with the first notes in its text and all of them in its details."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    listed = "\n".join(f"• {n}" for n in notes[:SHOWN])
    more = len(notes) - SHOWN
    box.setInformativeText(listed + (f"\n… and {more} more (Show Details)" if more > 0 else ""))
    box.setDetailedText("\n".join(notes))
    return box


def show_notes(parent: QWidget, title: str, text: str, notes: list[str]) -> QMessageBox:
    """Tell the user, without stopping them (the box stays open beside the map)."""
    box = notes_box(parent, title, text, notes)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setModal(False)
    box.show()
    return box


SAVE, SAVE_WITH_SCENARIO, CANCEL = "save", "save with scenario", "cancel"


def ask_to_save_with_losses(parent: QWidget, path: str, notes: list[str], scenario: bool) -> str:
    """Ask before writing a file that cannot hold all of the map: SAVE, SAVE_WITH_SCENARIO (offered
    with `scenario`: the conditions and the deployment zones' players go into a MegaMek scenario
    beside the board) or CANCEL."""
    box = notes_box(parent, "Save map", f"{path} cannot hold all of this map:", notes, QMessageBox.Icon.Warning)
    save = box.addButton("Save anyway", QMessageBox.ButtonRole.AcceptRole)
    with_scenario = box.addButton("Save with a scenario file", QMessageBox.ButtonRole.AcceptRole) if scenario else None
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    clicked = box.clickedButton()
    if clicked is save:
        return SAVE
    return SAVE_WITH_SCENARIO if with_scenario is not None and clicked is with_scenario else CANCEL
