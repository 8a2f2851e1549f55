"""Crash recovery: autosaves left by a session that ended without saving are offered at start-up."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.errors import MapFileError
from ..core.io import read_map
from . import autosave
from .document import MapDocument
from .state import EditorState


def offer_recovery(parent: QWidget, state: EditorState, saver: autosave.Autosave, ask=None) -> bool:
    """Offer each autosave of a session that is no longer running; True if one was opened (it then
    counts as unsaved work). `ask(item) -> bool` replaces the question box (tests)."""
    ask = ask or (lambda item: _ask(parent, item))
    for item in autosave.recoverable(saver.directory):
        if ask(item):
            try:
                document = MapDocument(read_map(item.file), item.original)
            except MapFileError as e:
                QMessageBox.warning(parent, "Recover map", str(e))
                continue
            document.undo_stack.resetClean()   # recovered work is unsaved work
            state.set_document(document)
            autosave.discard(item)
            saver.save_now()
            return True
        autosave.discard(item)
    return False


def _ask(parent: QWidget, item: autosave.Recoverable) -> bool:
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(item.saved_at))
    name = item.original or "an unsaved map"
    return QMessageBox.question(
        parent, "Recover unsaved work",
        f"hmeditor did not close normally. Recover the changes to {name} autosaved at {when}?"
    ) == QMessageBox.StandardButton.Yes
