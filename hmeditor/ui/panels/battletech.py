"""BattleTech's calculator panel: a unit (kind, large, MP, jumping MP), a weapon and a target unit,
two hexes (From: the mover or attacker, To: the hex entered or the target), and what the rules make
of them: the MP to enter To from From (and whether the unit can jump there), what the conditions do
to the unit (heat, the weather's wind and cold), the line of sight by unit height and the full
to-hit number, the reachable area.

The line-of-sight and reach tools fill in the hexes; results go out as signals for the overlays.
The unit kind and "large" are the editor state's choices, so the heat map follows them.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
)

from ...core.calc.answer import sum_text
from ...core.calc.hexes import adjacent
from ...core.systems.battletech import (
    SYSTEM,
    UNIT_KINDS,
    UNIT_LABELS,
    WEAPON_CLASSES,
    Unit,
    brought,
    chance_2d6,
    entry_cost,
    full_to_hit,
    heat,
    jump,
    line_of_sight,
    reach_shades,
    reachable,
    verdict,
)
from ...core.systems.battletech.text import los_text, step_text
from ..session.state import EditorState
from .base import Answers, SystemPanel, los_steps, row, section

VIA_WORDS = {"walk": "by walking", "run": "by running", "minimum_movement": "only by the minimum-movement rule"}


class BattleTechPanel(SystemPanel):
    def __init__(self, state: EditorState, parent=None):
        super().__init__(state, SYSTEM.id, parent)
        self.reach_from: tuple[int, int] | None = None
        self.unit = QComboBox()
        for kind in UNIT_KINDS:
            self.unit.addItem(UNIT_LABELS[kind], kind)
        self.large = QCheckBox("Large")
        self.large.setToolTip("A large (support) vehicle")
        self._show_choices()
        self.mp = QSpinBox()
        self.mp.setRange(0, 30)
        self.mp.setValue(5)
        self.mp.setToolTip("Walking (cruising) MP; the reachable area spends the walking MP it gives under the "
                           "map's conditions (gravity, temperature)")
        self.jump = QSpinBox()
        self.jump.setRange(0, 30)
        self.jump.setPrefix("jump ")
        self.jump.setSpecialValueText("no jump")
        self.jump.setToolTip("Jumping MP: whether the unit can jump from From to To (under the map's gravity)")
        self.target = QComboBox()
        for kind in UNIT_KINDS:
            self.target.addItem(UNIT_LABELS[kind], kind)
        self.target.setToolTip("The unit in To that is fired at (its height counts for line of sight and cover)")
        self.weapon = QComboBox()
        self.weapon.addItems(WEAPON_CLASSES)
        self.gunnery = QSpinBox()
        self.gunnery.setRange(0, 8)
        self.gunnery.setValue(4)
        self.range, self.moved = QComboBox(), QComboBox()
        self._fill_rules_choices()
        self.target_moved = QSpinBox()
        self.target_moved.setRange(0, 30)
        self.jumped = QCheckBox("jumped")
        self.from_hex, self.to_hex = QLineEdit(), QLineEdit()
        self.from_hex.setPlaceholderText("mover / attacker")
        self.to_hex.setPlaceholderText("hex entered / target")
        self.reach_button = QPushButton("Show reach")
        self.reach_button.setToolTip("Shade the hexes the unit can reach from From with its MP")
        self.clear_button = QPushButton("Clear")
        self.result = Answers()
        self._lay_out()
        self.unit.currentIndexChanged.connect(lambda: state.set_choice("unit", self.kind))
        self.large.toggled.connect(lambda on: state.set_choice("large", on))
        for w in (self.weapon, self.range, self.moved, self.target):
            w.currentIndexChanged.connect(self.recompute)
        for w in (self.mp, self.jump, self.gunnery, self.target_moved):
            w.valueChanged.connect(self.recompute)
        self.jumped.toggled.connect(self.recompute)
        for w in (self.from_hex, self.to_hex):
            w.editingFinished.connect(self.recompute)
        self.reach_button.clicked.connect(lambda: self.show_reach(self.parse_hex(self.from_hex)))
        self.clear_button.clicked.connect(self.clear)
        self.follow_state()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow("Unit", row(self.unit, self.large))
        form.addRow("MP", row(self.mp, self.jump))
        form.addRow("Weapon", row(self.weapon, self.gunnery))
        form.addRow("Target", self.target)
        form.addRow("Range", row(self.range, self.moved))
        form.addRow("Target moved", row(self.target_moved, self.jumped))
        form.addRow("From", self.from_hex)
        form.addRow("To", self.to_hex)
        self.gunnery.setPrefix("gunnery ")
        self.target_moved.setSuffix(" hexes")
        self.stack(form, row(self.reach_button, self.clear_button, widget=False), self.result)

    # ---- inputs ----------------------------------------------------------------------------------

    @property
    def kind(self) -> str:
        return self.unit.currentData()

    @property
    def choices(self) -> dict:
        return self.state.choices[self.system_id]

    def _show_choices(self) -> None:
        """The unit and "large" as the editor state has them."""
        with QSignalBlocker(self.unit), QSignalBlocker(self.large):
            self.unit.setCurrentIndex(self.unit.findData(self.choices["unit"]))
            self.large.setChecked(self.choices["large"])

    def _fill_rules_choices(self) -> None:
        """The range brackets and attacker movements the rules name, keeping the current ones."""
        for combo, key in ((self.range, "to_hit.range"), (self.moved, "to_hit.attacker_movement")):
            current = combo.currentText()
            with QSignalBlocker(combo):
                combo.clear()
                combo.addItems(list(self.rules.setting(key)))
                combo.setCurrentIndex(max(0, combo.findText(current)))

    def on_choices(self) -> None:
        self._show_choices()
        self.recompute()

    def on_rules(self) -> None:
        self._fill_rules_choices()
        self.recompute()

    def set_hexes(self, a: tuple[int, int] | None, b: tuple[int, int] | None) -> None:
        self.put_hex(self.from_hex, a)
        self.put_hex(self.to_hex, b)
        self.recompute()

    def reset_inputs(self) -> None:
        self.reach_from = None
        self.set_hexes(None, None)

    # ---- results ---------------------------------------------------------------------------------

    def show_reach(self, origin: tuple[int, int] | None) -> None:
        self.reach_from = origin
        if origin is not None and self.parse_hex(self.from_hex) != origin:
            self.from_hex.setText(self.state.document.map.hex_id(*origin))
        self.recompute()

    def recompute(self, *_) -> None:
        m = self.state.document.map
        a, b = self.parse_hex(self.from_hex), self.parse_hex(self.to_hex)
        parts = []
        if b is not None:
            parts.append(self._move_html(m, a, b))
        if a is not None and b is not None and a != b:
            parts.append(self._fire_html(m, a, b))
        else:
            self.los_changed.emit(None)
        if self.reach_from is not None and m.contains(*self.reach_from):
            parts.append(self._reach_html(m, self.reach_from))
        else:
            self.reach_from = None
            self.reach_changed.emit(None)
        self.result.setHtml("".join(parts) or "<p><i>Pick hexes with the line-of-sight (L) or reach (R) "
                                              "tool, or type hex ids in From and To.</i></p>")

    def _move_html(self, m, a, b) -> str:
        near = a is not None and adjacent(a, b)
        step = entry_cost(m, self.rules, self.kind, b, a if near else None, self.large.isChecked())
        lines = step_text(m, step)
        if not step.prohibited:
            v = verdict(self.rules, m, self.kind, self.mp.value(), step.mp, 1)
            only = f"; {v.walk_only}: walking only" if v.walk_only else ""
            lines.append(f"with {self.mp.value()} MP (walking {v.walk_mp}{only}): "
                         + (VIA_WORDS[v.via] if v.allowed else "not possible"))
        if a is not None and not near and a != b:
            lines.append("(From is not next to To: no level change or road counted)")
        if self.jump.value() and a is not None and a != b:
            j = jump(m, self.rules, self.kind, self.jump.value(), [a, b])
            lines.append(f"jumping MP {j.jump_mp}: " + ("can jump there" if j.allowed else f"cannot jump ({j.reason})"))
        item = heat(self.rules, m, self.kind)
        if item:
            lines.append(f"{item.value:+g} heat per turn at {item.label}")
        return section("Move", lines + brought(self.rules, m)[1])

    def _fire_html(self, m, a, b) -> str:
        shooter, shot = Unit(self.kind, self.large.isChecked()), Unit(self.target.currentData())
        full = full_to_hit(m, self.rules, self.weapon.currentText(), b, self.gunnery.value(),
                           self.range.currentText(), self.moved.currentText(), self.target_moved.value(),
                           self.jumped.isChecked(), a, shooter, shot)
        los = line_of_sight(m, self.rules, a, b, shooter, shot)
        blocking = [m.parse_hex_id(h) for h in los.hexes if los.reason and h in los.reason]
        self.los_changed.emit((a, b, los_steps(a, b), los.blocked, blocking))
        lines = [los_text(los), f"to-hit number {full.number} = {sum_text(full.breakdown)}",
                 "no line of sight: the shot is impossible" if full.blocked else
                 f"chance to hit on 2d6: {full.chance:.1%} ({round(chance_2d6(full.number) * 36)} in 36)"]
        return section(f"{self.weapon.currentText().capitalize()} fire", lines)

    def _reach_html(self, m, origin) -> str:
        walk = verdict(self.rules, m, self.kind, self.mp.value(), None, 0).walk_mp      # under the map's conditions
        costs = reachable(m, self.rules, self.kind, origin, walk, self.large.isChecked())
        self.reach_changed.emit(reach_shades(m, costs, walk))
        return section("Reach", [f"{UNIT_LABELS[self.kind]} from {m.hex_id(*origin)} with {self.mp.value()} MP "
                                 f"(walking {walk}): {len(costs) - 1} hexes reachable (MP spent shown in each)"])
