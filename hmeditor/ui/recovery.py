"""Crash recovery: autosaves left by a session that ended without saving are offered at start-up.
Nothing is deleted unless the user says so."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.errors import MapFileError
from ..core.io import read_map
from .dialogs import run_modal
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
    when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(item.saved_at)), QLocale.FormatType.ShortFormat)
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("Recovery", "Recover unsaved work"),
                      (QCoreApplication.translate("Recovery", "hmeditor did not close normally. Recover the changes to "
                                                              "{map} autosaved at {time}?") if item.original else
                       QCoreApplication.translate("Recovery", "hmeditor did not close normally. Recover the changes to "
                                                              "an unsaved map autosaved at {time}?"))
                      .format(map=item.original, time=when), parent=parent)
    box.setInformativeText(QCoreApplication.translate("Recovery", "'Later' keeps the autosave and asks again at the "
                                                                  "next start."))
    buttons = {box.addButton(QCoreApplication.translate("Recovery", "Recover"),
                             QMessageBox.ButtonRole.AcceptRole): autosave.RECOVER,
               box.addButton(QCoreApplication.translate("Recovery", "Later"),
                             QMessageBox.ButtonRole.RejectRole): autosave.KEEP,
               box.addButton(QCoreApplication.translate("Recovery", "Delete"),
                             QMessageBox.ButtonRole.DestructiveRole): autosave.DISCARD}
    run_modal(box)
    return buttons.get(box.clickedButton(), autosave.KEEP)


def open_autosave(parent: QWidget, item: autosave.Recoverable) -> MapDocument | None:
    """The autosaved map as unsaved work of its original file; None (the autosave kept) if it cannot be read."""
    try:
        document = MapDocument(read_map(item.file), item.original)
    except MapFileError as e:
        QMessageBox.warning(parent, QCoreApplication.translate("Recovery", "Recover map"),
                            f"{e}\n\n" + QCoreApplication.translate("Recovery", "The autosave is kept in {folder}.")
                            .format(folder=item.file.parent))
        return None
    document.undo_stack.resetClean()   # recovered work is unsaved work
    return document
