"""Map dialogs: new map, resize and the map's properties (name, notes, size); and `run_modal`,
how the editor runs each of its modal dialogs."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
)

SHEET = (16, 17)   # a standard BattleTech map sheet
NAME_HINT = QT_TRANSLATE_NOOP("MapDialogs", "named after its file when saved")


def run_modal(dialog: QDialog) -> int:
    """`dialog.exec()`, the dialog then deleted once the event that opened it is done (what it was
    told can be read till then): left as its window's child, it would live on, holding what it was
    given (a copy of the map), until the window closes."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


def _name_box(name: str) -> QLineEdit:
    box = QLineEdit(name)
    box.setPlaceholderText(QCoreApplication.translate("MapDialogs", NAME_HINT))
    box.setMinimumWidth(box.fontMetrics().horizontalAdvance(box.placeholderText()) + 24)     # the hint whole
    box.setToolTip(QCoreApplication.translate("MapDialogs", "The name printed on every page of the map sheets"))
    return box


def _size_box(value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(1, 10000)
    box.setValue(value)
    return box


class _Form(QDialog):
    def __init__(self, title: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = QFormLayout()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(buttons)


class NewMapDialog(_Form):
    """A blank map of any size, or a standard 16 x 17 sheet."""

    def __init__(self, parent=None):
        super().__init__(self.tr("New map"), parent)
        self.name = _name_box("")
        self.sheet = QCheckBox(self.tr("Standard map sheet ({width} x {height} hexes)").format(width=SHEET[0],
                                                                                              height=SHEET[1]))
        self.width_box, self.height_box = _size_box(SHEET[0]), _size_box(SHEET[1])
        self.form.addRow(self.tr("Name"), self.name)
        self.form.addRow(self.sheet)
        self.form.addRow(self.tr("Width (hexes)"), self.width_box)
        self.form.addRow(self.tr("Height (hexes)"), self.height_box)
        self.sheet.toggled.connect(self._sheet)
        self.sheet.setChecked(True)

    def _sheet(self, on: bool) -> None:
        if on:
            self.width_box.setValue(SHEET[0])
            self.height_box.setValue(SHEET[1])
        self.width_box.setEnabled(not on)
        self.height_box.setEnabled(not on)

    def values(self) -> tuple[str, int, int]:
        return self.name.text().strip(), self.width_box.value(), self.height_box.value()


class ResizeDialog(_Form):
    """Columns and rows to add (or, negative, cut) on each side, with the new size they make.
    Columns on the left go in pairs, so every hex column keeps its stagger: an odd number there is
    said, and OK waits for an even one."""

    def __init__(self, width: int, height: int, parent=None):
        super().__init__(self.tr("Resize map"), parent)
        self.size = width, height
        self.sides = {side: QSpinBox() for side in ("left", "right", "top", "bottom")}
        for side, box in self.sides.items():
            box.setRange(1 - (width if side in ("left", "right") else height), 10000)
            box.setSingleStep(2 if side == "left" else 1)
            box.valueChanged.connect(self._update)
        self.sides["left"].setToolTip(self.tr("In pairs: every hex column keeps its stagger"))
        self.result_label = QLabel(wordWrap=True)
        self.form.addRow(self.tr("Columns added on the left"), self.sides["left"])
        self.form.addRow(self.tr("Columns added on the right"), self.sides["right"])
        self.form.addRow(self.tr("Rows added at the top"), self.sides["top"])
        self.form.addRow(self.tr("Rows added at the bottom"), self.sides["bottom"])
        self.form.addRow(self.result_label)
        self._update()

    def values(self) -> tuple[int, int, int, int]:
        """The new width and height, and the columns and rows added on the left and at the top."""
        left, right, top, bottom = (box.value() for box in self.sides.values())
        return self.size[0] + left + right, self.size[1] + top + bottom, left, top

    def _update(self) -> None:
        width, height, left, _ = self.values()
        odd = left % 2 != 0
        self.result_label.setText(self.tr("Columns on the left go in pairs (every column keeps its stagger): "
                                          "{fewer} or {more}, not {left}.").format(fewer=left - 1, more=left + 1,
                                                                                    left=left) if odd else
                                  self.tr("New size: {width} x {height} hexes.").format(width=width, height=height))
        self.ok_button.setEnabled(not odd and width >= 1 and height >= 1)


class PropertiesDialog(_Form):
    """Map > Properties: the name printed on the sheets, notes kept in the file, and the size
    (columns and rows are added or cut on the right and at the bottom; Resize offers the other sides)."""

    def __init__(self, name: str, notes: str, width: int, height: int, parent=None):
        super().__init__(self.tr("Map properties"), parent)
        self.name = _name_box(name)
        self.notes = QPlainTextEdit(notes)
        self.notes.setPlaceholderText(self.tr("For the players: scenario, house rules, where the map comes from ..."))
        self.notes.setTabChangesFocus(True)
        self.width_box, self.height_box = _size_box(width), _size_box(height)
        self.form.addRow(self.tr("Name"), self.name)
        self.form.addRow(self.tr("Notes"), self.notes)
        self.form.addRow(self.tr("Width (hexes)"), self.width_box)
        self.form.addRow(self.tr("Height (hexes)"), self.height_box)

    def values(self) -> tuple[str, str, int, int]:
        return (self.name.text().strip(), self.notes.toPlainText().strip(), self.width_box.value(),
                self.height_box.value())
