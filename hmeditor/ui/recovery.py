"""Offering autosaved work back after a crash: the question and opening the autosave."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QMessageBox

from ..core.errors import MapFileError
from ..core.io import read_map
from . import autosave
from .document import MapDocument


def ask(parent, item: autosave.Recoverable) -> str:
    """Recover, keep for later or delete: nothing is deleted unless the user says so."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(item.saved_at))
    name = item.original or "an unsaved map"
    box = QMessageBox(QMessageBox.Icon.Question, "Recover unsaved work",
                      f"hmeditor did not close normally. Recover the changes to {name} autosaved at {when}?",
                      parent=parent)
    box.setInformativeText("'Later' keeps the autosave and asks again at the next start.")
    buttons = {box.addButton("Recover", QMessageBox.ButtonRole.AcceptRole): autosave.RECOVER,
               box.addButton("Later", QMessageBox.ButtonRole.RejectRole): autosave.KEEP,
               box.addButton("Delete", QMessageBox.ButtonRole.DestructiveRole): autosave.DISCARD}
    box.exec()
    return buttons.get(box.clickedButton(), autosave.KEEP)


def open_autosave(parent, item: autosave.Recoverable) -> MapDocument | None:
    """The autosaved map as unsaved work of its original file; None (the autosave kept) if it cannot be read."""
    try:
        document = MapDocument(read_map(item.file), item.original)
    except MapFileError as e:
        QMessageBox.warning(parent, "Recover map", f"{e}\n\nThe autosave is kept in {item.file.parent}.")
        return None
    document.undo_stack.resetClean()   # recovered work is unsaved work
    return document
