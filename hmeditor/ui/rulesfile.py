"""File > Load rules file: play with a user's copy of a game system's rules data (a house rule).
The editor state takes it; the palette, the hex dock, the calculator and the check follow."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from ..core.rules import RulesError
from ..core.systems import default_rules_path
from .session.state import EditorState


def load_rules_dialog(window: QMainWindow, state: EditorState) -> bool:
    """Ask for a rules file and use it; a broken file is refused with its file and line. True when loaded."""
    path, _ = QFileDialog.getOpenFileName(window, QCoreApplication.translate("RulesFile", "Load a rules file"),
                                          str(default_rules_path().parent),
                                          QCoreApplication.translate("RulesFile", "Rules files ({patterns})").format(
                                              patterns="*.yaml *.yml") + ";;"
                                          + QCoreApplication.translate("RulesFile", "All files ({patterns})").format(
                                              patterns="*"))
    if not path:
        return False
    try:
        state.load_rules_file(path)
    except RulesError as e:
        QMessageBox.warning(window, QCoreApplication.translate("RulesFile", "Rules file"),
                            QCoreApplication.translate("RulesFile", "This rules file cannot be used; the rules in use "
                                                                    "stay.") + f"\n\n{e}")
        return False
    window.statusBar().showMessage(QCoreApplication.translate("RulesFile", "{system} rules from {file}").format(
        system=state.system.title, file=path), 10000)
    return True
