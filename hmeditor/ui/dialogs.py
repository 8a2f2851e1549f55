"""Map dialogs: new map, resize and the map's properties (name, notes, size)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
)

SHEET = (16, 17)   # a standard BattleTech map sheet
NAME_HINT = "named after its file when saved"


def _name_box(name: str) -> QLineEdit:
    box = QLineEdit(name)
    box.setPlaceholderText(NAME_HINT)
    box.setToolTip("The name printed on every page of the map sheets")
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
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(buttons)


class NewMapDialog(_Form):
    """A blank map of any size, or a standard 16 x 17 sheet."""

    def __init__(self, parent=None):
        super().__init__("New map", parent)
        self.name = _name_box("")
        self.sheet = QCheckBox("Standard map sheet (16 x 17 hexes)")
        self.width_box, self.height_box = _size_box(SHEET[0]), _size_box(SHEET[1])
        self.form.addRow("Name", self.name)
        self.form.addRow(self.sheet)
        self.form.addRow("Width (hexes)", self.width_box)
        self.form.addRow("Height (hexes)", self.height_box)
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
    """New size, and how many columns and rows to add (or, negative, cut) on the left and top."""

    def __init__(self, width: int, height: int, parent=None):
        super().__init__("Resize map", parent)
        self.width_box, self.height_box = _size_box(width), _size_box(height)
        self.left, self.top = QSpinBox(), QSpinBox()
        for box in (self.left, self.top):
            box.setRange(-10000, 10000)
        self.left.setSingleStep(2)
        self.left.setToolTip("Rounded down to an even number so the hex columns keep their stagger")
        self.form.addRow("Width (hexes)", self.width_box)
        self.form.addRow("Height (hexes)", self.height_box)
        self.form.addRow("Columns added on the left", self.left)
        self.form.addRow("Rows added at the top", self.top)

    def values(self) -> tuple[int, int, int, int]:
        return self.width_box.value(), self.height_box.value(), self.left.value(), self.top.value()


class PropertiesDialog(_Form):
    """Map > Properties: the name printed on the sheets, notes kept in the file, and the size
    (columns and rows are added or cut on the right and at the bottom; Resize offers the other sides)."""

    def __init__(self, name: str, notes: str, width: int, height: int, parent=None):
        super().__init__("Map properties", parent)
        self.name = _name_box(name)
        self.notes = QPlainTextEdit(notes)
        self.notes.setPlaceholderText("For the players: scenario, house rules, where the map comes from ...")
        self.notes.setTabChangesFocus(True)
        self.width_box, self.height_box = _size_box(width), _size_box(height)
        self.form.addRow("Name", self.name)
        self.form.addRow("Notes", self.notes)
        self.form.addRow("Width (hexes)", self.width_box)
        self.form.addRow("Height (hexes)", self.height_box)

    def values(self) -> tuple[str, str, int, int]:
        return (self.name.text().strip(), self.notes.toPlainText().strip(), self.width_box.value(),
                self.height_box.value())
