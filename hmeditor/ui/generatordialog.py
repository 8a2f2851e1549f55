"""File > New from generator: the generator's preset, size, seed and every setting, with a live
preview of the map they make (generated and drawn off the window's thread, a moment after the
last change) and what the reality check says of it. OK gives the map shown."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.check import check_map
from ..core.generate import Setting, catalogue, generate
from ..core.generate.words import choice_words, label, preset_name, words
from ..core.model import HexMap
from ..render.picture import map_picture
from .checkdock import CheckDock
from .session.background import Background

PREVIEW_PIXELS = 420
SETTLE_MS = 150             # the preview is made this long after the last change
SEED_MAX = 2**31 - 1        # what a spin box holds (the command line takes seeds up to 2**32 - 1)


class GeneratorDialog(QDialog):
    def __init__(self, parent=None, size: tuple[int, int] = (16, 17)):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New map from generator"))
        self.catalogue = catalogue()
        self.map: HexMap | None = None          # the map the preview shows, once made
        self.preset = QComboBox()
        for p in self.catalogue.presets.values():
            self.preset.addItem(preset_name(p.name), p.name)
            self.preset.setItemData(self.preset.count() - 1, words(p.description), Qt.ItemDataRole.ToolTipRole)
        self.description = QLabel(wordWrap=True)
        self.width_box, self.height_box = _spin(1, 1000, size[0]), _spin(1, 1000, size[1])
        self.seed = _spin(0, SEED_MAX, random.randrange(SEED_MAX))
        dice = QPushButton(self.tr("New seed"))
        dice.clicked.connect(lambda: self.seed.setValue(random.randrange(SEED_MAX)))
        self.editors = {s.name: _editor(s) for s in self.catalogue.settings.values()}
        self.preview, self.status = QLabel(), QLabel(wordWrap=True)
        self.preview.setFixedSize(PREVIEW_PIXELS, PREVIEW_PIXELS)
        self.status.setMinimumHeight(4 * self.status.fontMetrics().lineSpacing())   # wrapped lines under it
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout(dice)
        self.work = Background(self, "generator")
        self.work.done.connect(self._show)
        self.timer = QTimer(self, singleShot=True, interval=SETTLE_MS)
        self.timer.timeout.connect(self._make)
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        for box in (self.width_box, self.height_box, self.seed):
            box.valueChanged.connect(self.changed)
        for editor in self.editors.values():
            _on_change(editor, self.changed)
        self._preset_chosen()

    def _layout(self, dice: QPushButton) -> None:
        top = QFormLayout()
        top.addRow(self.tr("Preset"), self.preset)
        top.addRow(self.description)
        size = QHBoxLayout()
        size.addWidget(self.width_box)
        size.addWidget(QLabel("x"))
        size.addWidget(self.height_box)
        top.addRow(self.tr("Size (columns x rows)"), size)
        seed = QHBoxLayout()
        seed.addWidget(self.seed, 1)
        seed.addWidget(dice)
        top.addRow(self.tr("Seed"), seed)
        form = QFormLayout()
        for name, editor in self.editors.items():
            form.addRow(label(name), editor)
        inner = QWidget()
        inner.setLayout(form)
        scroll = QScrollArea(widgetResizable=True)
        scroll.setWidget(inner)
        left = QVBoxLayout()
        left.addLayout(top)
        left.addWidget(scroll, 1)
        right = QVBoxLayout()
        right.addWidget(self.preview)
        right.addWidget(self.status)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addLayout(columns, 1)
        outer.addWidget(self.buttons)

    # ---- the settings ---------------------------------------------------------------------------

    def _preset_chosen(self) -> None:
        """The chosen preset's settings in every editor (the user's changes to another preset go)."""
        preset = self.catalogue.presets[self.preset.currentData()]
        self.description.setText(words(preset.description))
        values, _ = self.catalogue.resolve(preset.name)
        for name, editor in self.editors.items():
            editor.blockSignals(True)
            _set(editor, values[name])
            editor.blockSignals(False)
        self.changed()

    def overrides(self) -> dict[str, object]:
        """The settings that differ from the preset's."""
        values, _ = self.catalogue.resolve(self.preset.currentData())
        return {name: _value(editor) for name, editor in self.editors.items() if _value(editor) != values[name]}

    def choice(self) -> tuple:
        """What makes the map: (width, height, seed, preset, overrides)."""
        return (self.width_box.value(), self.height_box.value(), self.seed.value(), self.preset.currentData(),
                self.overrides())

    # ---- the preview ----------------------------------------------------------------------------

    def changed(self) -> None:
        self.map = None
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self.status.setText(self.tr("Generating..."))
        self.timer.start()

    def _make(self) -> None:
        choice = self.choice()

        def job():
            hex_map = generate(*choice)
            findings = check_map(hex_map)
            return hex_map, map_picture(hex_map, PREVIEW_PIXELS), findings
        self.work.run(job)

    def _show(self, result) -> None:
        if isinstance(result, Exception):
            self.status.setText(self.tr("Cannot make this map: {problem}").format(problem=result))
            return
        self.map, picture, findings = result
        self.preview.setPixmap(QPixmap.fromImage(picture))
        counts = {s: sum(f.severity == s and not f.accepted for f in findings) for s in ("error", "warning", "info")}
        checked = ", ".join((CheckDock.tr("%n error(s)", "", counts["error"]),
                             CheckDock.tr("%n warning(s)", "", counts["warning"]),
                             CheckDock.tr("%n info(s)", "", counts["info"])))
        self.status.setText(self.tr("{width} x {height} hexes · reality check: {findings}").format(
            width=self.map.width, height=self.map.height, findings=checked) + f"\n{self.map.extra_keys['notes']}")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)


def _spin(low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


def _editor(setting: Setting) -> QWidget:
    if setting.kind == "share":
        editor = QDoubleSpinBox(decimals=2, singleStep=0.05)
        editor.setRange(setting.minimum, setting.maximum)
    elif setting.kind == "int":
        editor = _spin(int(setting.minimum), int(setting.maximum), 0)
    elif setting.kind == "choice":
        editor = QComboBox()
        for choice in setting.choices:
            editor.addItem(choice_words(choice), choice)
    else:
        editor = QCheckBox()
    editor.setToolTip(words(setting.help))
    return editor


def _set(editor: QWidget, value) -> None:
    if isinstance(editor, QComboBox):
        editor.setCurrentIndex(editor.findData(value))
    elif isinstance(editor, QCheckBox):
        editor.setChecked(value)
    else:
        editor.setValue(value)


def _value(editor: QWidget):
    if isinstance(editor, QComboBox):
        return editor.currentData()
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, QDoubleSpinBox):
        return round(editor.value(), 2)
    return editor.value()


def _on_change(editor: QWidget, slot) -> None:
    if isinstance(editor, QComboBox):
        editor.currentIndexChanged.connect(slot)
    elif isinstance(editor, QCheckBox):
        editor.toggled.connect(slot)
    else:
        editor.valueChanged.connect(slot)
