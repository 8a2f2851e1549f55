"""Warhammer 40,000's calculator panel: a unit type (gone to ground or not), a firer and a target hex,
a D6 roll, a floor, and what the rules make of them: the target's cover save from the firer, the
terrain tests of a move from the firer's hex to the target's, and in ruins the climbing options and
the fall test, at a building its armour. The table scale (inches per hex) is the map's and is set
here as an edit of the map.

The line-of-sight tool picks firer and target, the reach tool the firer alone; the unit, going to
ground and the firer are the editor state's choices, so the cover map follows them.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
)

from ...core.calc.dice import fraction_text
from ...core.edits import SetExtra
from ...core.systems.wh40k import (
    SYSTEM,
    UNIT_LABELS,
    UNIT_TYPES,
    building_armour,
    climb_options,
    cover,
    inches_per_hex,
    jump_down,
    move,
    ruin_at,
)
from ...core.systems.wh40k.figures import climb_text
from ...core.systems.wh40k.terrain import SCALE_RANGE, hexes_text, save_text
from ..session.state import EditorState
from .base import Answers, SystemPanel, error_html, los_steps, row, section


class Wh40kPanel(SystemPanel):
    def __init__(self, state: EditorState, parent=None):
        super().__init__(state, SYSTEM.id, parent)
        self.unit = QComboBox()
        for name in UNIT_TYPES:
            self.unit.addItem(UNIT_LABELS[name].capitalize(), name)
        self.down = QCheckBox("Gone to ground")
        self.firer, self.target = QLineEdit(), QLineEdit()
        self.firer.setPlaceholderText("firer / mover (L or R tool)")
        self.target.setPlaceholderText("target / hex moved to")
        self.roll = QSpinBox()
        self.roll.setRange(0, 6)
        self.roll.setSpecialValueText("every roll")
        self.roll.setPrefix("D6 ")
        self.roll.setToolTip("The difficult-terrain roll for climbing, and the fall test's roll")
        self.floor = QSpinBox()
        self.floor.setRange(2, 99)
        self.floor.setPrefix("jump from floor ")
        self.neglected = QCheckBox("Neglected")
        self.neglected.setToolTip("A fortification neither army bought: armour -2, its weapons silent")
        self.scale = QDoubleSpinBox()
        self.scale.setRange(*SCALE_RANGE)
        self.scale.setSingleStep(0.05)
        self.scale.setSuffix(" in per hex")
        self.scale.setToolTip("Tabletop inches across a hex's flats: saved with the map")
        self.cover_button = QPushButton("Show cover map")
        self.cover_button.setToolTip("Shade every hex by the cover save a model there takes from the firer (H)")
        self.clear_button = QPushButton("Clear")
        self.result = Answers()
        self._lay_out()
        self._show_choices()
        self.unit.currentIndexChanged.connect(lambda: self._choose("unit", self.unit.currentData()))
        self.down.toggled.connect(lambda on: self._choose("go_to_ground", on))
        self.firer.editingFinished.connect(self._firer_typed)
        self.target.editingFinished.connect(self.recompute)
        for w in (self.roll, self.floor):
            w.valueChanged.connect(self.recompute)
        self.neglected.toggled.connect(self.recompute)
        self.scale.editingFinished.connect(self._scale_set)
        self.cover_button.clicked.connect(self.heat_map_wanted)
        self.clear_button.clicked.connect(self.clear)
        state.choices_changed.connect(self._choices_changed)
        state.rules_changed.connect(self.recompute)
        state.map_changed.connect(self.on_map_changed)
        state.document_changed.connect(self.clear)
        self.clear()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow("Unit", row(self.unit, self.down))
        form.addRow("Firer", self.firer)
        form.addRow("Target", self.target)
        form.addRow("Roll", row(self.roll, self.floor))
        form.addRow("Building", self.neglected)
        form.addRow("Table scale", self.scale)
        self.stack(form, row(self.cover_button, self.clear_button, widget=False), self.result)

    # ---- inputs ----------------------------------------------------------------------------------

    @property
    def choices(self) -> dict:
        return self.state.choices[self.system_id]

    def _choose(self, key: str, value) -> None:
        self.state.set_choice(key, value, self.system_id)

    def _show_choices(self) -> None:
        """Unit, going to ground and firer as the editor state has them."""
        unit = self.rules.unit(self.choices["unit"])
        with QSignalBlocker(self.unit), QSignalBlocker(self.down):
            self.unit.setCurrentIndex(self.unit.findData(unit.name))
            self.down.setEnabled(unit.go_to_ground)
            self.down.setChecked(self.choices["go_to_ground"] and unit.go_to_ground)
        firer = self.choices["firer"]
        m = self.state.document.map
        self.firer.setText(m.hex_id(*firer) if firer is not None and m.contains(*firer) else "")

    def _choices_changed(self) -> None:
        self._show_choices()
        self.recompute()

    def _firer_typed(self) -> None:
        self._choose("firer", self.parse_hex(self.firer))
        self.recompute()

    def set_hexes(self, a: tuple[int, int] | None, b: tuple[int, int] | None) -> None:
        """Firer and target picked on the map; a new firer shows the cover map from it."""
        new_firer = a is not None and a != self.choices["firer"]
        self.put_hex(self.target, b)
        self.put_hex(self.firer, a)
        self._choose("firer", a)
        self.recompute()
        if new_firer:
            self.heat_map_wanted.emit()

    def show_reach(self, origin: tuple[int, int] | None) -> None:
        """The reach tool picks the firer: the cover map is drawn from it."""
        self.set_hexes(origin, self.parse_hex(self.target))

    def _scale_set(self) -> None:
        """The table scale typed in: an edit of the map's `systems` key (undoable), when it changed."""
        m = self.state.document.map
        try:
            if abs(inches_per_hex(m, self.rules) - self.scale.value()) < 1e-9:
                return
        except ValueError:
            pass
        systems = dict(m.extra_keys.get("systems") or {})
        mine = dict(systems.get(self.system_id) or {})
        mine["inches_per_hex"] = round(self.scale.value(), 3)
        systems[self.system_id] = mine
        self.state.document.push(SetExtra("systems", systems), f"Table scale {self.scale.value():g} in per hex")

    # ---- results ---------------------------------------------------------------------------------

    def recompute(self, *_) -> None:
        m = self.state.document.map
        try:
            per_hex = inches_per_hex(m, self.rules)
        except ValueError as e:
            self.result.setHtml(error_html(str(e)))
            return
        with QSignalBlocker(self.scale):
            self.scale.setValue(per_hex)
        a, b = self.parse_hex(self.firer), self.parse_hex(self.target)
        parts = []
        if b is not None:
            parts.append(self._cover_html(m, a, b))
            if a is not None and a != b:
                parts.append(self._move_html(m, a, b, per_hex))
            cell = m.cell(*b)
            if cell.base == "ruins":
                parts.append(self._ruin_html(m, b, per_hex))
            elif cell.base == "building":
                parts.append(self._building_html(m, b, str(cell.param("type"))))
        self.los_changed.emit((a, b, los_steps(a, b), False, ()) if a is not None and b is not None and a != b
                              else None)
        self.result.setHtml("".join(parts) or "<p><i>Pick a firer and a target with the line-of-sight tool (L), the "
                                              "firer alone with the reach tool (R), or type hex ids.</i></p>")

    @property
    def _unit(self):
        return self.rules.unit(self.unit.currentData())

    def _cover_html(self, m, a, b) -> str:
        unit = self._unit
        c = cover(m, self.rules, b, a, unit, self.down.isChecked() and unit.go_to_ground)
        lines = [f"{unit.label} in {m.hex_id(*b)}: {save_text(c.save)}"
                 + (f" ({c.source.replace('_', ' ')})" if c.source else "")]
        for item in c.breakdown:
            if "role" in item:
                where = "its hex" if item["role"] == "in_hex" else "between"
                lines.append(f"{item['save']}+ {item['source'].replace('_', ' ')} in {item['hex']} ({where})")
        if a is not None and c.range_in is not None:
            lines.append(f"from {m.hex_id(*a)}: {c.range_hexes} hexes = {c.range_in:g}\"")
        return section("Cover save", lines)

    def _move_html(self, m, a, b, per_hex) -> str:
        result = move(m, self.rules, self._unit, a, b)
        ids = m.hex_id
        lines = [f"{m.hex_id(*a)} to {m.hex_id(*b)}: {hexes_text(result.range_in, per_hex)}"]
        lines += [f"{flag}: {', '.join(ids(*h) for h in hexes)}" for flag, hexes in result.hexes.items() if hexes]
        if result.distance is not None:
            lines.append(f"highest of {result.unit.dice}D6 covers it: " + (
                f"{fraction_text(result.reach_chance)} ({float(result.reach_chance):.0%})" if result.reach_chance
                else "never (more than 6\")"))
        if result.dangerous_chance is not None:
            lines.append("dangerous terrain test: " + ("passes" if result.dangerous_chance == 0 else
                                                       f"fails {fraction_text(result.dangerous_chance)} "
                                                       f"({result.unit.fails})"))
        return section(f"Move ({result.unit.label})", lines)

    def _ruin_html(self, m, hx, per_hex) -> str:
        ruin = ruin_at(m, hx)
        rolls = [self.roll.value()] if self.roll.value() else range(1, 7)
        lines = [f"{ruin.floors} floors {ruin.spacing:g}\" apart"]
        for roll in rolls:
            options = climb_options(self.rules, ruin, roll, self.rules.unit(self.choices["unit"]))
            lines.append(f"roll {roll}: " + "; ".join(climb_text(n, x, lambda v: hexes_text(v, per_hex))
                                                      for n, x in options))
        self.floor.setMaximum(max(2, ruin.floors))
        if ruin.floors >= 2:
            jump = jump_down(self.rules, ruin, min(self.floor.value(), ruin.floors))
            text = (f"jump from floor {min(self.floor.value(), ruin.floors)}: {jump.height_in:g}\" fall, D6 "
                    f"{jump.modifier:+}, survives {fraction_text(jump.survive_chance)}")
            if self.roll.value():
                result = self.roll.value() + jump.modifier
                text += f"; roll {self.roll.value()}: {result}, " + \
                    ("survives" if result > jump.removed_at_or_below else "removed")
            lines.append(text)
        return section(f"Ruins in {m.hex_id(*hx)}", lines)

    def _building_html(self, m, hx, kind) -> str:
        a = building_armour(self.rules, kind, self.neglected.isChecked())
        return section(f"Building in {m.hex_id(*hx)}", [
            f"{kind} building: armour {a.armour}" + (" (neglected)" if self.neglected.isChecked() else ""),
            "emplaced weapons: " + (f"BS {a.emplaced_bs}" if a.emplaced_can_fire else "cannot fire")])

    def reset_inputs(self) -> None:
        with QSignalBlocker(self.firer), QSignalBlocker(self.target):
            self.firer.clear()
            self.target.clear()
        self._choose("firer", None)
        self.recompute()
