"""File > Load rules file: play with a user's copy of a game system's rules data (a house rule).
The editor state takes it; the palette, the hex dock, the calculator and the check follow."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from ..core.rules import RulesError
from ..core.systems import default_rules_path
from .session.state import EditorState


def load_rules_dialog(window: QMainWindow, state: EditorState) -> bool:
    """Ask for a rules file and use it; a broken file is refused with its file and line. True when loaded."""
    path, _ = QFileDialog.getOpenFileName(window, "Load a rules file", str(default_rules_path().parent),
                                          "Rules files (*.yaml *.yml);;All files (*)")
    if not path:
        return False
    try:
        state.load_rules_file(path)
    except RulesError as e:
        QMessageBox.warning(window, "Rules file", f"This rules file cannot be used; the rules in use stay.\n\n{e}")
        return False
    window.statusBar().showMessage(f"{state.system.title} rules from {path}", 10000)
    return True
