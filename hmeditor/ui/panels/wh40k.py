"""Warhammer 40,000's calculator panel: a unit type (gone to ground or not), a firer and a target hex,
a D6 roll, the floors jumped from and to, a fortification the rules name, and what the rules make of
them: the target's cover save from the firer, the terrain tests of a move from the firer's hex to
the target's, and in ruins the climbing options and the fall test, at a building its armour (by the
map's building type or the fortification chosen). The table scale (inches per hex) is the map's and
is set here as an edit of the map.

The line-of-sight tool picks firer and target, the reach tool the firer alone; the unit, going to
ground and the firer are the editor state's choices, so the cover map follows them.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale, QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
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
from ...core.systems.wh40k.schema import title_words
from ...core.systems.wh40k.terrain import SCALE_RANGE, hexes_text, save_text
from ...core.wording import choice_word
from ..session.state import EditorState
from .base import Answers, SystemPanel, error_html, los_steps, row, section, spin_box

# the terrain tests (wh40k FLAGS) as the panel names them
TESTS = {"difficult": QT_TRANSLATE_NOOP("Wh40kPanel", "difficult terrain"),
         "dangerous": QT_TRANSLATE_NOOP("Wh40kPanel", "dangerous terrain"),
         "impassable": QT_TRANSLATE_NOOP("Wh40kPanel", "impassable terrain"),
         "lethal": QT_TRANSLATE_NOOP("Wh40kPanel", "lethal terrain")}


def _g(value: float) -> str:
    """A number as a person reads it in the language in use (1.5, 1,5)."""
    return QLocale().toString(float(value), "g", 6)


class Wh40kPanel(SystemPanel):
    def __init__(self, state: EditorState, parent=None):
        super().__init__(state, SYSTEM.id, parent)
        self.unit = QComboBox()
        for name in UNIT_TYPES:
            self.unit.addItem(UNIT_LABELS[name].capitalize(), name)
        self.down = QCheckBox(self.tr("Gone to ground"))
        self.firer, self.target = QLineEdit(), QLineEdit()
        self.firer.setPlaceholderText(self.tr("firer / mover (L or R tool)"))
        self.target.setPlaceholderText(self.tr("target / hex moved to"))
        self.roll = spin_box(0, 6, prefix="D6 ", lowest=self.tr("every roll"), tip=self.tr(
            "The difficult-terrain roll for climbing, and the fall test's roll"))
        self.floor = spin_box(2, 99, prefix=self.tr("jump from floor") + " ")
        self.to_floor = spin_box(1, 98, prefix=self.tr("to floor") + " ", lowest=self.tr("to the ground"), tip=self.tr(
            "The floor jumped down to (the ground is floor 1): a fall of the floors between (when the target is "
            "in ruins)"))
        self.fortification = QComboBox()
        self.fortification.setToolTip(self.tr("The building's armour by the map's building type, or as a "
                                              "fortification the rules name (when the target is a building)"))
        self.neglected = QCheckBox(self.tr("Neglected"))
        self.neglected.setToolTip(self.tr("A fortification neither army bought: armour -2, its weapons silent"))
        self.scale = QDoubleSpinBox()
        self.scale.setRange(*SCALE_RANGE)
        self.scale.setSingleStep(0.05)
        self.scale.setSuffix(" " + self.tr("in per hex"))
        self.scale.setToolTip(self.tr("Tabletop inches across a hex's flats: saved with the map"))
        self.cover_button = QPushButton(self.tr("Show cover map"))
        self.cover_button.setToolTip(self.tr("Shade every hex by the cover save a model there takes from the firer "
                                             "(H)"))
        self.clear_button = QPushButton(self.tr("Clear"))
        self.result = Answers()
        self._fill_fortifications()
        self._lay_out()
        self._show_choices()
        self.unit.currentIndexChanged.connect(lambda: self._choose("unit", self.unit.currentData()))
        self.down.toggled.connect(lambda on: self._choose("go_to_ground", on))
        self.firer.editingFinished.connect(self._firer_typed)
        self.target.editingFinished.connect(self.recompute)
        for w in (self.roll, self.floor, self.to_floor):
            w.valueChanged.connect(self.recompute)
        self.neglected.toggled.connect(self.recompute)
        self.fortification.currentIndexChanged.connect(self.recompute)
        self.scale.editingFinished.connect(self._scale_set)
        self.cover_button.clicked.connect(self.heat_map_wanted)
        self.clear_button.clicked.connect(self.clear)
        state.choices_changed.connect(self._choices_changed)
        state.rules_changed.connect(self._rules_changed)
        state.map_changed.connect(self.on_map_changed)
        state.document_changed.connect(self.clear)
        self.clear()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Unit"), row(self.unit, self.down))
        form.addRow(self.tr("Firer"), self.firer)
        form.addRow(self.tr("Target"), self.target)
        form.addRow(self.tr("Roll"), self.roll)
        form.addRow(self.tr("Jump down"), row(self.floor, self.to_floor))
        form.addRow(self.tr("Building"), row(self.fortification, self.neglected))
        form.addRow(self.tr("Table scale"), self.scale)
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

    def _fill_fortifications(self) -> None:
        """The map's building type, then the fortifications the rules in use name (by their titles),
        keeping the one chosen."""
        current = self.fortification.currentData()
        with QSignalBlocker(self.fortification):
            self.fortification.clear()
            self.fortification.addItem(self.tr("the map's type"), None)
            for name, setting in self.rules.named.items():
                title = title_words(str(setting.extra.get("title") or name.replace("_", " ")))
                self.fortification.addItem(title, name)
                self.fortification.setItemData(self.fortification.count() - 1, title, Qt.ItemDataRole.ToolTipRole)
            self.fortification.setCurrentIndex(max(0, self.fortification.findData(current)))

    def _rules_changed(self) -> None:
        self._fill_fortifications()
        self.recompute()

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
        self.state.document.push(SetExtra("systems", systems), self.tr("Table scale {scale} in per hex").format(
            scale=_g(self.scale.value())))

    # ---- results ---------------------------------------------------------------------------------

    def recompute(self, *_) -> None:
        m = self.state.document.map
        try:
            per_hex = inches_per_hex(m, self.rules)
        except ValueError as e:
            self.result.setHtml(error_html(e))
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
        self.result.setHtml("".join(parts) or "<p><i>" + escape(self.tr(
            "Pick a firer and a target with the line-of-sight tool (L), the firer alone with the reach tool (R), or "
            "type hex ids.")) + "</i></p>")

    @property
    def _unit(self):
        return self.rules.unit(self.unit.currentData())

    def _cover_html(self, m, a, b) -> str:
        unit = self._unit
        c = cover(m, self.rules, b, a, unit, self.down.isChecked() and unit.go_to_ground)
        lines = [self.tr("{unit} in {hex}: {save}").format(unit=unit.label, hex=m.hex_id(*b), save=save_text(c.save))
                 + (f" ({c.source.replace('_', ' ')})" if c.source else "")]
        for item in c.breakdown:
            if "role" in item:
                line = (self.tr("{save}+ {source} in {hex} (its hex)") if item["role"] == "in_hex" else
                        self.tr("{save}+ {source} in {hex} (between)"))
                lines.append(line.format(save=item["save"], source=item["source"].replace("_", " "), hex=item["hex"]))
        if a is not None and c.range_in is not None:
            lines.append(self.tr("from {hex}: %n hex(es) = {inches}\"", "", c.range_hexes).format(
                hex=m.hex_id(*a), inches=_g(c.range_in)))
        return section(self.tr("Cover save"), lines)

    def _move_html(self, m, a, b, per_hex) -> str:
        result = move(m, self.rules, self._unit, a, b)
        ids = m.hex_id
        lines = [self.tr("{start} to {end}: {distance}").format(start=m.hex_id(*a), end=m.hex_id(*b),
                                                                distance=hexes_text(result.range_in, per_hex))]
        lines += [(self.tr(TESTS[flag]) if flag in TESTS else flag) + ": " + ", ".join(ids(*h) for h in hexes)
                  for flag, hexes in result.hexes.items() if hexes]
        if result.distance is not None:
            chance = (f"{fraction_text(result.reach_chance)} ("
                      + QLocale().toString(round(float(result.reach_chance) * 100)) + QLocale().percent() + ")"
                      if result.reach_chance else self.tr("never (more than 6\")"))
            lines.append(self.tr("highest of {dice}D6 covers it: {chance}").format(dice=result.unit.dice,
                                                                                   chance=chance))
        if result.dangerous_chance is not None:
            lines.append(self.tr("dangerous terrain test: {outcome}").format(
                outcome=self.tr("passes") if result.dangerous_chance == 0 else
                self.tr("fails {chance} ({effect})").format(chance=fraction_text(result.dangerous_chance),
                                                           effect=result.unit.fails)))
        return section(self.tr("Move ({unit})").format(unit=result.unit.label), lines)

    def _ruin_html(self, m, hx, per_hex) -> str:
        ruin = ruin_at(m, hx)
        rolls = [self.roll.value()] if self.roll.value() else range(1, 7)
        lines = [self.tr("%n floor(s) {spacing}\" apart", "", ruin.floors).format(spacing=_g(ruin.spacing))]
        for roll in rolls:
            options = climb_options(self.rules, ruin, roll, self.rules.unit(self.choices["unit"]))
            lines.append(self.tr("roll {roll}: {options}").format(roll=roll, options="; ".join(
                climb_text(n, x, lambda v: hexes_text(v, per_hex)) for n, x in options)))
        self.floor.setMaximum(max(2, ruin.floors))
        errors = ""
        if ruin.floors >= 2:
            floor, to_floor = min(self.floor.value(), ruin.floors), self.to_floor.value()
            try:
                jump = jump_down(self.rules, ruin, floor, to_floor)
            except ValueError as e:
                errors = error_html(e)
            else:
                text = (self.tr("jump from floor {floor}: {height}\" fall, D6 {modifier}, survives {chance}")
                        if to_floor == 1 else
                        self.tr("jump from floor {floor} to floor {to}: {height}\" fall, D6 {modifier}, survives "
                                "{chance}")).format(floor=floor, to=to_floor, height=_g(jump.height_in),
                                                    modifier=f"{jump.modifier:+}",
                                                    chance=fraction_text(jump.survive_chance))
                if self.roll.value():
                    result = self.roll.value() + jump.modifier
                    text += "; " + self.tr("roll {roll}: {result}, {outcome}").format(
                        roll=self.roll.value(), result=result,
                        outcome=self.tr("survives") if result > jump.removed_at_or_below else self.tr("removed"))
                lines.append(text)
        return section(self.tr("Ruins in {hex}").format(hex=m.hex_id(*hx)), lines) + errors

    def _building_html(self, m, hx, kind) -> str:
        fortification = self.fortification.currentData()
        try:
            a = building_armour(self.rules, kind, self.neglected.isChecked(), fortification)
        except ValueError as e:
            return error_html(e)
        if fortification is None:
            armour = (self.tr("{type} building: armour {armour} (neglected)") if self.neglected.isChecked() else
                      self.tr("{type} building: armour {armour}")).format(type=choice_word(kind), armour=a.armour)
        else:
            armour = (self.tr("{fortification}: armour {armour} (neglected)") if self.neglected.isChecked() else
                      self.tr("{fortification}: armour {armour}")).format(
                fortification=self.fortification.currentText(), armour=a.armour)
        weapons = self.tr("emplaced weapons: {weapons}").format(
            weapons=self.tr("BS {skill}").format(skill=a.emplaced_bs) if a.emplaced_can_fire else
            self.tr("cannot fire"))
        return section(self.tr("Building in {hex}").format(hex=m.hex_id(*hx)), [armour, weapons])

    def reset_inputs(self) -> None:
        with QSignalBlocker(self.firer), QSignalBlocker(self.target):
            self.firer.clear()
            self.target.clear()
        self._choose("firer", None)
        self.recompute()
