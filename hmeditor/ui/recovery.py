"""Crash recovery: autosaves left by a session that ended without saving are offered at start-up.
Nothing is deleted unless the user says so."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.errors import MapFileError
from ..core.io import read_map
from .session import autosave
from .session.document import MapDocument
from .session.state import EditorState


def offer_recovery(parent: QWidget, state: EditorState, saver: autosave.Autosave, ask=None) -> bool:
    """Offer each autosave of a session that is no longer running; True if one was opened (it then
    counts as unsaved work). `ask(item)` -> autosave.RECOVER, KEEP or DISCARD (or True/False)
    replaces the question (tests)."""
    ask = ask or (lambda item: ask_user(parent, item))
    for item in autosave.recoverable(saver.directory):
        answer = autosave.choice(ask(item))
        if answer == autosave.DISCARD:
            autosave.discard(item)
        elif answer == autosave.RECOVER:
            document = open_autosave(parent, item)
            if document is not None:
                state.set_document(document)
                autosave.discard(item)
                saver.save_now()
                return True
    return False


def ask_user(parent: QWidget, item: autosave.Recoverable) -> str:
    """Recover, keep for later or delete."""
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


def open_autosave(parent: QWidget, item: autosave.Recoverable) -> MapDocument | None:
    """The autosaved map as unsaved work of its original file; None (the autosave kept) if it cannot be read."""
    try:
        document = MapDocument(read_map(item.file), item.original)
    except MapFileError as e:
        QMessageBox.warning(parent, "Recover map", f"{e}\n\nThe autosave is kept in {item.file.parent}.")
        return None
    document.undo_stack.resetClean()   # recovered work is unsaved work
    return document
