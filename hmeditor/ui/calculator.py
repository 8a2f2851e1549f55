"""The combat calculator in its dock: a unit (kind, large, MP) and a weapon, two hexes (From: the
mover or attacker, To: the hex entered or the target), and what the rules module makes of them:
the MP to enter To from From, the line of sight and the full to-hit number, the reachable area.

The line-of-sight and reach tools fill in the hexes; results go out as signals for the overlays.
"""

from __future__ import annotations

from html import escape

import numpy as np
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..core.calc import (
    UNIT_LABELS,
    chance_2d6,
    entry_cost,
    entry_cost_grid,
    full_to_hit,
    line_of_sight,
    load_rules,
    reachable,
    verdict,
)
from ..core.calc.common import number
from ..core.calc.text import los_text, step_text, sum_text
from ..core.hexgrid import Hex, line
from ..core.vocabulary import UNIT_KINDS, WEAPON_CLASSES
from .tools import EditorState

VIA_WORDS = {"walk": "by walking", "run": "by running", "minimum_movement": "only by the minimum-movement rule"}


def los_steps(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[tuple[int, int], ...]]:
    """The hexes between a and b, step by step (two hexes where the line runs along their side)."""
    steps = line(Hex.from_offset(*a), Hex.from_offset(*b))[1:-1]
    return [tuple(h.to_offset() for h in step) for step in steps]


def reach_shades(hex_map, costs: dict[int, float], mp: float) -> tuple[np.ndarray, dict[int, str]]:
    """RGBA per hex: green for little spent, turning yellow as the MP run out; the MP left as text."""
    rgba = np.zeros((hex_map.height, hex_map.width, 4), np.uint8)
    flat = np.fromiter(costs, np.int64, len(costs))
    spent = np.fromiter(costs.values(), float, len(costs))
    t = spent / mp if mp else np.zeros_like(spent)
    rows, cols = np.divmod(flat, hex_map.width)
    rgba[rows, cols] = np.stack([60 + 180 * t, 200 - 40 * t, 90 - 60 * t, np.full_like(t, 120)], -1).astype(np.uint8)
    return rgba, {f: f"{number(c)}" for f, c in costs.items()}


# Light enough that the terrain, its symbols and the reach shading read through.
HEAT_COLOURS = np.array([(0, 0, 0, 0), (129, 199, 132, 60), (255, 235, 59, 75), (255, 152, 0, 85),
                         (244, 81, 30, 95), (183, 28, 28, 105)], np.uint8)   # 1, 2, 3, 4, 5+ MP
BARRED_COLOUR = (33, 33, 33, 115)


def cost_shades(hex_map, rules, kind: str, large: bool = False) -> tuple[np.ndarray, dict[int, str]]:
    """The movement-cost heat map: RGBA per hex by the MP to enter it (dark where barred)."""
    cost = entry_cost_grid(hex_map, rules, kind, large)
    barred = np.isinf(cost)
    steps = np.clip(np.where(barred, 0, np.ceil(cost)), 0, len(HEAT_COLOURS) - 1).astype(int)
    rgba = HEAT_COLOURS[steps]
    rgba[barred] = BARRED_COLOUR
    rgba[(~barred) & (cost <= 1)] = (0, 0, 0, 0)
    flat = np.flatnonzero(cost.ravel() > 1)
    texts = {f: ("x" if np.isinf(c) else f"{number(c)}") for f, c in zip(flat.tolist(), cost.ravel()[flat].tolist())}
    return rgba, texts


class Calculator(QWidget):
    los_changed = Signal(object)      # (attacker, target, steps, blocked, blocking hexes) or None
    reach_changed = Signal(object)    # (rgba, texts) or None
    unit_changed = Signal()           # unit kind or large changed (the heat map follows)

    def __init__(self, state: EditorState, parent=None):
        super().__init__(parent)
        self.state = state
        self.rules = load_rules()
        self.reach_from: tuple[int, int] | None = None
        self.unit = QComboBox()
        for kind in UNIT_KINDS:
            self.unit.addItem(UNIT_LABELS[kind], kind)
        self.large = QCheckBox("Large")
        self.large.setToolTip("A large (support) vehicle")
        self.mp = QSpinBox()
        self.mp.setRange(0, 30)
        self.mp.setValue(5)
        self.mp.setToolTip("Walking (cruising) MP; the reachable area uses it as the MP to spend")
        self.weapon = QComboBox()
        self.weapon.addItems(WEAPON_CLASSES)
        self.gunnery = QSpinBox()
        self.gunnery.setRange(0, 8)
        self.gunnery.setValue(4)
        self.range = QComboBox()
        self.range.addItems(list(self.rules.setting("to_hit.range")))
        self.moved = QComboBox()
        self.moved.addItems(list(self.rules.setting("to_hit.attacker_movement")))
        self.target_moved = QSpinBox()
        self.target_moved.setRange(0, 30)
        self.jumped = QCheckBox("jumped")
        self.from_hex, self.to_hex = QLineEdit(), QLineEdit()
        self.from_hex.setPlaceholderText("mover / attacker")
        self.to_hex.setPlaceholderText("hex entered / target")
        self.reach_button = QPushButton("Show reach")
        self.reach_button.setToolTip("Shade the hexes the unit can reach from From with its MP")
        self.clear_button = QPushButton("Clear")
        self.result = QTextBrowser()
        self._lay_out()
        for w in (self.unit, self.weapon, self.range, self.moved):
            w.currentIndexChanged.connect(self.recompute)
        for w in (self.mp, self.gunnery, self.target_moved):
            w.valueChanged.connect(self.recompute)
        for w in (self.large, self.jumped):
            w.toggled.connect(self.recompute)
        for w in (self.from_hex, self.to_hex):
            w.editingFinished.connect(self.recompute)
        self.unit.currentIndexChanged.connect(self.unit_changed)
        self.large.toggled.connect(self.unit_changed)
        self.reach_button.clicked.connect(lambda: self.show_reach(self._hex(self.from_hex)))
        self.clear_button.clicked.connect(self.clear)
        state.document_changed.connect(self._follow_document)
        self._follow_document()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow("Unit", _row(self.unit, self.large))
        form.addRow("MP", self.mp)
        form.addRow("Weapon", _row(self.weapon, self.gunnery))
        form.addRow("Range", _row(self.range, self.moved))
        form.addRow("Target moved", _row(self.target_moved, self.jumped))
        form.addRow("From", self.from_hex)
        form.addRow("To", self.to_hex)
        self.gunnery.setPrefix("gunnery ")
        self.target_moved.setSuffix(" hexes")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(form)
        layout.addLayout(_row(self.reach_button, self.clear_button, widget=False))
        layout.addWidget(self.result, 1)

    # ---- inputs ----------------------------------------------------------------------------------

    @property
    def kind(self) -> str:
        return self.unit.currentData()

    def _hex(self, field: QLineEdit) -> tuple[int, int] | None:
        m = self.state.document.map
        try:
            hx = m.parse_hex_id(field.text().strip())
        except ValueError:
            return None
        return hx if m.contains(*hx) else None

    def set_hexes(self, a: tuple[int, int] | None, b: tuple[int, int] | None) -> None:
        m = self.state.document.map
        self.from_hex.setText(m.hex_id(*a) if a else "")
        self.to_hex.setText(m.hex_id(*b) if b else "")
        self.recompute()

    def clear(self) -> None:
        self.reach_from = None
        self.set_hexes(None, None)

    def _follow_document(self) -> None:
        self.state.document.changed.connect(lambda _change: self.recompute())
        self.clear()

    # ---- results ---------------------------------------------------------------------------------

    def show_reach(self, origin: tuple[int, int] | None) -> None:
        self.reach_from = origin
        if origin is not None and self._hex(self.from_hex) != origin:
            self.from_hex.setText(self.state.document.map.hex_id(*origin))
        self.recompute()

    def recompute(self, *_) -> None:
        m = self.state.document.map
        a, b = self._hex(self.from_hex), self._hex(self.to_hex)
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
        adjacent = a is not None and Hex.from_offset(*a).distance(Hex.from_offset(*b)) == 1
        step = entry_cost(m, self.rules, self.kind, b, a if adjacent else None, self.large.isChecked())
        lines = step_text(m, step)
        if not step.prohibited:
            v = verdict(self.rules, m, self.kind, self.mp.value(), step.mp, 1)
            lines.append(f"with {self.mp.value()} MP (walking {v.walk_mp}): "
                         + (VIA_WORDS[v.via] if v.allowed else "not possible"))
        if a is not None and not adjacent and a != b:
            lines.append("(From is not next to To: no level change or road counted)")
        return _section("Move", lines)

    def _fire_html(self, m, a, b) -> str:
        full = full_to_hit(m, self.rules, self.weapon.currentText(), b, self.gunnery.value(),
                           self.range.currentText(), self.moved.currentText(), self.target_moved.value(),
                           self.jumped.isChecked(), a)
        los = line_of_sight(m, self.rules, a, b)
        blocking = [m.parse_hex_id(h) for h in los.hexes if los.reason and h in los.reason]
        self.los_changed.emit((a, b, los_steps(a, b), los.blocked, blocking))
        lines = [los_text(los), f"to-hit number {full.number} = {sum_text(full.breakdown)}",
                 "no line of sight: the shot is impossible" if full.blocked else
                 f"chance to hit on 2d6: {full.chance:.1%} ({round(chance_2d6(full.number) * 36)} in 36)"]
        return _section(f"{self.weapon.currentText().capitalize()} fire", lines)

    def _reach_html(self, m, origin) -> str:
        costs = reachable(m, self.rules, self.kind, origin, self.mp.value(), self.large.isChecked())
        self.reach_changed.emit(reach_shades(m, costs, self.mp.value()))
        return _section("Reach", [f"{UNIT_LABELS[self.kind]} from {m.hex_id(*origin)} with {self.mp.value()} MP: "
                                  f"{len(costs) - 1} hexes reachable (MP spent shown in each)"])


def _section(title: str, lines: list[str]) -> str:
    return f"<p><b>{escape(title)}</b><br>" + "<br>".join(escape(t) for t in lines) + "</p>"


def _row(*widgets, widget: bool = True):
    layout = QHBoxLayout()
    layout.setContentsMargins(0, 0, 0, 0)
    for w in widgets:
        layout.addWidget(w, 1)
    if not widget:
        return layout
    holder = QWidget()
    holder.setLayout(layout)
    return holder
