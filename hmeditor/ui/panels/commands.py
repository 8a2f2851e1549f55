"""The calculator panel of a game system that has no panel of its own: its command-line commands
as a form. Pick a command, fill in its options (hexes as ids, flags as boxes) and Answer shows what
`hmeditor calc` would print for the current map, under the rules in use."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ...core.systems import get_system
from ...core.systems.base import Arg, Command, parse_arguments
from ..session.state import EditorState
from .base import Answers, SystemPanel, error_html


def is_flag(arg: Arg) -> bool:
    return arg.options.get("action") == "store_true"


class CommandPanel(SystemPanel):
    def __init__(self, state: EditorState, system_id: str, parent=None):
        super().__init__(state, system_id, parent)
        self.commands = get_system(system_id).commands
        self.command = QComboBox()
        for c in self.commands:
            self.command.addItem(c.name, c.name)
            self.command.setItemData(self.command.count() - 1, c.help, Qt.ItemDataRole.ToolTipRole)
        self.inputs: list[tuple[Arg, QWidget]] = []
        self.form_holder = QWidget()
        self.form = QFormLayout(self.form_holder)
        self.answer_button = QPushButton(self.tr("Answer"))
        self.result = Answers()
        self.stack(self.command, self.form_holder, self.answer_button, self.result)
        self.command.currentIndexChanged.connect(self._build_form)
        self.answer_button.clicked.connect(self.answer)
        self._build_form()

    @property
    def current(self) -> Command:
        return self.commands[self.command.currentIndex()]

    def _build_form(self, *_) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.inputs = []
        for arg in self.current.args:
            if is_flag(arg):
                widget = QCheckBox()
            else:
                widget = QLineEdit()
                default = arg.options.get("default")
                widget.setText("" if default is None else str(default))
                widget.setPlaceholderText(arg.options.get("metavar", ""))
            widget.setToolTip(arg.options.get("help", ""))
            self.form.addRow(arg.flags[-1].lstrip("-"), widget)
            self.inputs.append((arg, widget))
        self.result.clear()

    def tokens(self) -> list[str]:
        """The form as command-line words."""
        out = []
        for arg, widget in self.inputs:
            flag = arg.flags[-1]
            if is_flag(arg):
                out += [flag] if widget.isChecked() else []
            elif widget.text().strip():
                out += ([flag] if flag.startswith("-") else []) + [widget.text().strip()]
        return out

    def answer(self) -> None:
        command = self.current
        try:
            args = parse_arguments(command, self.tokens())
            text = command.answer(args, self.state.document.map, self.rules).text
        except ValueError as e:
            self.result.setHtml(error_html(e))
            return
        self.result.setPlainText(text)
