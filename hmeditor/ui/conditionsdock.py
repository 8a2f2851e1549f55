"""The conditions panel: every terrain condition and weather value; each change is undoable.

"Roll random conditions" rolls them with the reality check (the seed's procedure, one undo step);
a seed makes the roll repeatable.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.check import random_conditions_edit
from ..core.edits import SetConditions
from ..core.vocabulary import CONDITION_INDEX, CONDITIONS, ConditionName
from ..core.wording import condition_name, value_words
from .session.state import EditorState


class ConditionsDock(QWidget):
    def __init__(self, state: EditorState, parent=None):
        super().__init__(parent)
        self.state = state
        self.inputs: dict[str, QWidget] = {}
        form = QFormLayout()
        for c in CONDITIONS:
            w = self._input(c)
            self.inputs[c.key] = w
            form.addRow(c.label, w)
        self.roll_button = QPushButton(self.tr("Roll random conditions"))
        self.roll_button.setToolTip(self.tr("Roll every condition from its table; conditions that clash with the "
                                            "terrain are rolled again"))
        self.roll_button.clicked.connect(self.roll)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("seed (optional)"))
        self.seed.setToolTip(self.tr("The same seed on the same map rolls the same conditions"))
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.roll_button, 1)
        roll_row.addWidget(self.seed)
        self.reset_button = QPushButton(self.tr("Reset to defaults"))
        self.reset_button.clicked.connect(self.reset)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(roll_row)
        layout.addWidget(self.reset_button)
        layout.addStretch(1)
        state.document_changed.connect(self.refresh)
        state.map_changed.connect(self._on_change)
        self.refresh()

    def _input(self, c: ConditionName) -> QWidget:
        if c.kind == "enum":
            w = QComboBox()
            for v in c.values:
                w.addItem(value_words(v), v)
            w.activated.connect(lambda _i, c=c, w=w: self.set(c.key, w.currentData()))
        elif c.kind == "bool":
            w = QCheckBox()
            w.clicked.connect(lambda checked, c=c: self.set(c.key, bool(checked)))
        else:
            w = QSpinBox() if c.kind == "int" else QDoubleSpinBox()
            w.setRange(c.minimum, c.maximum)
            if c.kind == "number":
                w.setSingleStep(0.1)
            w.setKeyboardTracking(False)
            w.valueChanged.connect(lambda v, c=c: self.set(c.key, v))
        return w

    def set(self, key: str, value) -> None:
        doc = self.state.document
        if doc.map.condition(key) != value:
            doc.push(SetConditions({key: value}),
                     self.tr("Set {condition}").format(condition=condition_name(CONDITION_INDEX[key]).lower()))

    def roll(self) -> None:
        text = self.seed.text().strip()
        seed = int(text) if text.lstrip("-").isdigit() else (text or None)
        self.state.document.push(random_conditions_edit(self.state.document.map, seed, self.state.live.rules),
                                 self.tr("Roll random conditions"))

    def reset(self) -> None:
        doc = self.state.document
        if doc.map.conditions:
            doc.push(SetConditions(dict.fromkeys(doc.map.conditions)), self.tr("Reset conditions"))


    def _on_change(self, change) -> None:
        if change.conditions:
            self.refresh()

    def refresh(self) -> None:
        m = self.state.document.map
        for c in CONDITIONS:
            w, value = self.inputs[c.key], m.condition(c.key)
            w.blockSignals(True)
            if c.kind == "enum":
                w.setCurrentIndex(c.values.index(value))
            elif c.kind == "bool":
                w.setChecked(bool(value))
            else:
                w.setValue(value)
            w.blockSignals(False)
