"""The Scenario dock: what the scenario tool puts on the map (a zone, a label, an objective), the
map's deployment zones, labels and objectives in a list, and the chosen one's fields. Every change
is undoable (edits.SetScenario); the dock follows the map (undo, another map).

Zones are numbered as MegaMek numbers deployment zones (1..31): a board gets them by number.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QButtonGroup,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..core.edits import SetScenario
from ..core.scenario import ANGLES, LABEL_SIZES, NAME_CHARS, OBJECTIVE_CHARS, TEXT_CHARS, ZONE_NUMBERS, Scenario
from .session.state import EditorState
from .tools.scenario import MODES, ScenarioTool

MODE_NAMES = {"zone": QT_TRANSLATE_NOOP("ScenarioDock", "Zone brush"),
              "label": QT_TRANSLATE_NOOP("ScenarioDock", "Label"),
              "objective": QT_TRANSLATE_NOOP("ScenarioDock", "Objective")}


class ScenarioDock(QWidget):
    def __init__(self, state: EditorState, tool: ScenarioTool, parent=None):
        super().__init__(parent)
        self.state, self.tool = state, tool
        self.modes = QButtonGroup(self)
        mode_row = QHBoxLayout()
        for i, mode in enumerate(MODES):
            button = QRadioButton(self.tr(MODE_NAMES[mode]), checked=mode == tool.mode)
            self.modes.addButton(button, i)
            mode_row.addWidget(button)
        self.modes.idToggled.connect(self._mode_chosen)
        self.list = QListWidget()
        self.list.currentRowChanged.connect(self._show_chosen)
        self.fields = QStackedWidget()
        self._make_fields()
        self.new_zone = QPushButton(self.tr("New zone"))
        self.new_zone.setToolTip(self.tr("A deployment zone for the brush to paint, with the next free number"))
        self.new_zone.clicked.connect(self.add_zone)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.clicked.connect(self.delete_chosen)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_zone)
        buttons.addWidget(self.delete_button)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The scenario tool (Z) puts on the map:")))
        layout.addLayout(mode_row)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.fields)
        self.problem = QLabel(wordWrap=True, styleSheet="color: #b00020")
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        self.chosen: tuple[str, int] | None = None         # ("zone", number), ("label", index), ("objective", index)
        tool.picked.connect(self.choose)
        state.document_changed.connect(self.refresh)
        state.map_changed.connect(lambda change: change.scenario and self.refresh())
        self.refresh()

    def _make_fields(self) -> None:
        self.zone_name = QLineEdit(maxLength=NAME_CHARS)
        self.zone_number = QSpinBox(minimum=ZONE_NUMBERS[0], maximum=ZONE_NUMBERS[-1])
        self.zone_number.setToolTip(self.tr("MegaMek's deployment zone number (a board numbers its zones)"))
        self.label_text = QLineEdit(maxLength=TEXT_CHARS)
        self.label_size = QDoubleSpinBox(minimum=LABEL_SIZES[0], maximum=LABEL_SIZES[1], suffix=" " + self.tr("pt"),
                                         decimals=1)
        self.label_size.setToolTip(self.tr("The text's size on the printed sheet"))
        self.label_angle = QDoubleSpinBox(minimum=ANGLES[0], maximum=ANGLES[1], suffix=" °", decimals=1)
        self.label_angle.setToolTip(self.tr("Turned anticlockwise"))
        self.objective_name = QLineEdit(maxLength=OBJECTIVE_CHARS)
        self.objective_name.setToolTip(self.tr("A letter or a number, drawn large"))
        for form_rows in (((self.tr("Zone name"), self.zone_name), (self.tr("Number"), self.zone_number)),
                          ((self.tr("Text"), self.label_text), (self.tr("Size"), self.label_size),
                           (self.tr("Angle"), self.label_angle)),
                          ((self.tr("Name"), self.objective_name),), ()):
            page = QWidget()
            form = QFormLayout(page)
            for text, widget in form_rows:
                form.addRow(text, widget)
            self.fields.addWidget(page)
        self.field_of = {self.zone_name: "name", self.zone_number: "number", self.label_text: "text",
                         self.label_size: "size", self.label_angle: "angle", self.objective_name: "name"}
        for widget, field in self.field_of.items():
            widget.editingFinished.connect(lambda field=field, widget=widget: self._edited(field, widget))

    @property
    def scenario(self) -> Scenario:
        return self.state.document.map.scenario

    # ---- following the map ---------------------------------------------------------------------

    def refresh(self) -> None:
        """List the map's scenario; keep the chosen entry when it is still there."""
        s, hex_id = self.scenario, self.state.document.map.hex_id
        self.entries = [("zone", z.number) for z in s.zones] + [("label", i) for i in range(len(s.labels))] + \
            [("objective", i) for i in range(len(s.objectives))]
        texts = [self.tr("Zone {number}  {name} (%n hex(es))", "", len(z.hexes)).format(number=z.number, name=z.name)
                 for z in s.zones]
        texts += [self.tr("Label '{text}' in {hex}").format(text=lb.text, hex=hex_id(*lb.at)) for lb in s.labels]
        texts += [self.tr("Objective {name} in {hex}").format(name=o.name, hex=hex_id(*o.at)) for o in s.objectives]
        self.list.blockSignals(True)
        self.list.clear()
        for text in texts:
            self.list.addItem(QListWidgetItem(text))
        self.list.blockSignals(False)
        if self.chosen not in self.entries:
            self.chosen = None
        self.list.setCurrentRow(self.entries.index(self.chosen) if self.chosen else -1)
        self._show_fields()

    def choose(self, kind: str, key: int) -> None:
        """Show this entry (the tool made or picked it)."""
        self.chosen = (kind, key)
        self.refresh()

    def _show_chosen(self, row: int) -> None:
        self.chosen = self.entries[row] if 0 <= row < len(self.entries) else None
        if self.chosen and self.chosen[0] == "zone":
            self.tool.zone = self.chosen[1]         # the brush paints the zone chosen
        self._show_fields()

    def _show_fields(self) -> None:
        kind, key = self.chosen or ("", 0)
        self.fields.setCurrentIndex(MODES.index(kind) if kind else len(MODES))
        self.delete_button.setEnabled(self.chosen is not None)
        for widget, value in self._values(kind, key):
            widget.blockSignals(True)
            if isinstance(widget, QLineEdit):
                widget.setText(value)
            else:
                widget.setValue(value)
            widget.blockSignals(False)

    def _values(self, kind: str, key: int) -> list:
        s = self.scenario
        if kind == "zone":
            zone = s.zone(key)
            return [(self.zone_name, zone.name), (self.zone_number, zone.number)]
        if kind == "label":
            label = s.labels[key]
            return [(self.label_text, label.text), (self.label_size, label.size), (self.label_angle, label.angle)]
        if kind == "objective":
            return [(self.objective_name, s.objectives[key].name)]
        return []

    # ---- changes -------------------------------------------------------------------------------

    def _mode_chosen(self, button: int, on: bool) -> None:
        if on:
            self.tool.mode = MODES[button]

    def _edited(self, field: str, widget) -> None:
        """A field was changed: the chosen entry takes its value, the rest as they were (one undo step)."""
        if self.chosen is None:
            return
        kind, key = self.chosen
        s = self.scenario
        value = widget.text() if isinstance(widget, QLineEdit) else widget.value()
        item = s.zone(key) if kind == "zone" else getattr(s, kind + "s")[key]
        shown = getattr(item, field)
        if isinstance(widget, QDoubleSpinBox) and round(shown, widget.decimals()) == value:
            return                  # left as shown: the map keeps its own, finer value
        try:
            if kind == "zone":
                new, self.chosen = self._zone_edited(s, key, field, value)
            else:
                items = list(getattr(s, kind + "s"))
                items[key] = items[key].make(**{**items[key]._asdict(), field: value})
                new = s._replace(**{kind + "s": tuple(items)})
        except ValueError as e:
            self.problem.setText(str(e))
            self._show_fields()                 # back to what the map holds
            return
        self.problem.clear()
        if new != s:
            self.state.document.push(SetScenario(new), {"zone": self.tr("Change the zone"),
                                                        "label": self.tr("Change the label")}.get(
                kind, self.tr("Change the objective")))

    def _zone_edited(self, s: Scenario, number: int, field: str, value):
        zone = s.zone(number)
        edited = zone.make(**{**zone._asdict(), field: value})
        if edited.number != number and s.zone(edited.number):
            raise ValueError(self.tr("zone {number} is another zone").format(number=edited.number))
        zones = [edited if z.number == number else z for z in s.zones]
        if self.tool.zone == number:
            self.tool.zone = edited.number
        return Scenario.make(s.labels, s.objectives, zones), ("zone", edited.number)

    def add_zone(self) -> None:
        number = self.scenario.free_zone_number()
        if number is None:
            return
        self.state.document.push(SetScenario(self.scenario.zone_painted(number, ())),
                                 self.tr("New zone {number}").format(number=number))
        self.tool.zone = number
        self.modes.button(MODES.index("zone")).setChecked(True)
        self.choose("zone", number)

    def delete_chosen(self) -> None:
        if self.chosen is None:
            return
        kind, key = self.chosen
        s = self.scenario
        if kind == "zone":
            new = s._replace(zones=tuple(z for z in s.zones if z.number != key))
        else:
            items = getattr(s, kind + "s")
            new = s._replace(**{kind + "s": items[:key] + items[key + 1:]})
        self.chosen = None
        self.state.document.push(SetScenario(new), {"zone": self.tr("Delete the zone"),
                                                    "label": self.tr("Delete the label")}.get(
            kind, self.tr("Delete the objective")))

