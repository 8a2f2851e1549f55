"""Grav Armor's calculator panel: the map's terrain chart, a firer and a target (a unit of the rules
each, their hexes picked on the map), the target's state, the missile order, whether the target is
disrupted already and the infantry a carrier target carries, a fort's weapon box and EW lost, the
roll to hit and the roll on the Hit Effects Table, a path the firer moves along from its hex (in free
flight or not); what the rules make of them: detection, the hit value with its terms, the exact
chance, what a hit does, the MP of the move. A control that does not apply to the units chosen is
disabled.

The firer's hex (the first click of the line-of-sight tool, or the reach tool) shows the detection
overlay: every hex the firer detects from where it stands, with the least CV sum of a path to it;
the cheapest path to the hex under the pointer (or to the target) is drawn on the map.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
)

from ...core.calc.hexes import distance, parse_hexes
from ...core.calc.paths import HopLimitedPaths
from ...core.edits import SetExtra
from ...core.systems.grav_armor import (
    STATES,
    SYSTEM,
    chart_of,
    detection_paths,
    detection_shades,
    fire_at,
    hex_terrain,
    hit_effect,
    move_cost,
    with_chart,
)
from ...core.systems.grav_armor.commands import effect_roll_text, fire_lines, move_lines
from ...core.systems.grav_armor.schema import STATE_WORDS, label_words
from ...core.systems.grav_armor.terrain import chart_name
from ..session.state import EditorState
from .base import Answers, SystemPanel, error_html, hex_field, row, section, spin_box


class GravArmorPanel(SystemPanel):
    def __init__(self, state: EditorState, parent=None):
        super().__init__(state, SYSTEM.id, parent)
        self.paths: HopLimitedPaths | None = None      # the firer's detection paths, while its hex is set
        self.shown: tuple | None = None                 # (unit, hex, rules) of the detection overlay shown
        self.pointer: tuple[int, int] | None = None
        self.chart = QComboBox()
        self.chart.setToolTip(self.tr("The planet's terrain chart this map is played with (kept in the map file)"))
        self.firer, self.target = QComboBox(), QComboBox()
        self.firer_hex, self.target_hex = hex_field(self.tr("hex")), hex_field(self.tr("hex"))
        for unit in (self.firer, self.target):          # a long name cut short in the closed list reads whole
            unit.currentTextChanged.connect(unit.setToolTip)
        self.state_box = QComboBox()
        for s in STATES:
            self.state_box.addItem(STATE_WORDS[s], s)
        self.state_box.setToolTip(self.tr("The target's state: free flight and orbit moves are detected automatically "
                                          "within range and count terrain CV 0"))
        self.order = spin_box(1, 9, prefix=self.tr("missile target") + " ", tip=self.tr(
            "Missiles attack every unit in the hex: the K-th at attack - (K - 1)"))
        self.disrupted = QCheckBox(self.tr("disrupted already"))
        self.disrupted.setToolTip(self.tr("The target is disrupted already: a second D destroys it (only infantry "
                                          "and forts are disrupted)"))
        self.carrying = QComboBox()
        self.carrying.setToolTip(self.tr("The infantry the target carries: its own hit effect when the carrier is "
                                         "destroyed, destroyed with it in free flight (only when the target is a "
                                         "carrier)"))
        self.box = spin_box(1, 1, prefix=self.tr("weapon box") + " ", tip=self.tr(
            "A fort fires one weapon box at a time: the K-th (only when the firer is a fort)"))
        self.ew_lost = spin_box(0, 99, prefix=self.tr("EW lost") + " ", tip=self.tr(
            "The EW a fort has lost on every weapon box: the target's if it is a fort, else the firing fort's "
            "(only when the firer or the target is a fort)"))
        self.roll = spin_box(1, 12, lowest=self.tr("no roll"), tip=self.tr("The 2d6 roll: say whether it hits"))
        self.effect_roll = spin_box(1, 12, prefix=self.tr("effect roll") + " ", lowest=self.tr("no effect roll"),
                                    tip=self.tr("The 2d6 roll on the Hit Effects Table: what the hit does (only "
                                                "when the target is infantry or a fort; any hit destroys the others)"))
        self.path = QLineEdit()
        self.path.setPlaceholderText(self.tr("hexes the firer enters: 0405, 0505"))
        self.path.setToolTip(self.tr("A move of the firer's unit from its hex: each hex it enters in turn, "
                                     "separated by commas or spaces; the MP it costs, and whether the unit may "
                                     "make it"))
        self.free_flight = QCheckBox(self.tr("in free flight"))
        self.free_flight.setToolTip(self.tr("The move in free flight: every hex 1/2 MP, terrain ignored (only when "
                                            "the firer can fly free)"))
        self.clear_button = QPushButton(self.tr("Clear"))
        self.result = Answers()
        self._fill_rules_choices()
        self._lay_out()
        for w in (self.firer, self.target, self.state_box, self.carrying):
            w.currentIndexChanged.connect(self._answer)
        for w in (self.order, self.roll, self.effect_roll, self.box, self.ew_lost):
            w.valueChanged.connect(self._answer)
        for w in (self.disrupted, self.free_flight):
            w.toggled.connect(self._answer)
        for w in (self.firer_hex, self.target_hex, self.path):
            w.editingFinished.connect(self._answer)
        self.chart.activated.connect(self._choose_chart)
        self.clear_button.clicked.connect(self.clear)
        state.rules_changed.connect(self._rules_changed)
        state.map_changed.connect(self._map_changed)
        state.document_changed.connect(self.clear)
        self.clear()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Chart"), self.chart)
        form.addRow(self.tr("Firer"), row(self.firer, self.firer_hex))
        form.addRow(self.tr("Target"), row(self.target, self.target_hex))
        form.addRow(self.tr("Target is"), row(self.state_box, self.order))
        form.addRow("", row(self.disrupted, self.carrying))          # the target is ..., carries ...
        form.addRow(self.tr("Fort"), row(self.box, self.ew_lost))
        form.addRow(self.tr("Roll"), row(self.roll, self.effect_roll))
        form.addRow(self.tr("Move"), row(self.path, self.free_flight))
        self.stack(form, self.clear_button, self.result)

    # ---- inputs ----------------------------------------------------------------------------------

    def _fill_rules_choices(self) -> None:
        """The units and charts the rules in use name, keeping the current choices."""
        for combo, default in ((self.firer, "Nu3"), (self.target, "Omi9")):
            current = combo.currentData() or default
            with QSignalBlocker(combo):
                combo.clear()
                for unit in self.rules.units.values():
                    combo.addItem(f"{unit.name} ({label_words(unit.label)})", unit.name)
                combo.setCurrentIndex(max(0, combo.findData(current)))
        current = self.carrying.currentData()
        with QSignalBlocker(self.carrying):                # a carrier carries one infantry unit
            self.carrying.clear()
            self.carrying.addItem(self.tr("carries no infantry"), None)
            for unit in self.rules.units.values():
                if unit.move == "jump":
                    self.carrying.addItem(self.tr("carries {unit} ({label})").format(
                        unit=unit.name, label=label_words(unit.label)), unit.name)
            self.carrying.setCurrentIndex(max(0, self.carrying.findData(current)))
        self._show_chart()

    def _show_chart(self) -> None:
        """The chart the map names (marked when the rules lack it)."""
        name = chart_name(self.state.document.map)
        with QSignalBlocker(self.chart):
            self.chart.clear()
            for chart in self.rules.charts.values():
                self.chart.addItem(chart.name, chart.name)
                self.chart.setItemData(self.chart.count() - 1, chart.title, Qt.ItemDataRole.ToolTipRole)
            if self.chart.findData(name) < 0:
                self.chart.addItem(self.tr("{chart} (not in the rules)").format(chart=name), name)
            self.chart.setCurrentIndex(self.chart.findData(name))

    def _choose_chart(self) -> None:
        """Play the map with another chart: an edit of the map's `systems` key (undoable)."""
        name, m = self.chart.currentData(), self.state.document.map
        if name != chart_name(m):
            self.state.document.push(SetExtra("systems", with_chart(m, name)),
                                     self.tr("Grav Armor chart: {chart}").format(chart=name))

    def _rules_changed(self) -> None:
        self._fill_rules_choices()
        self.recompute()

    def _map_changed(self, change) -> None:
        if change.meta:
            self._show_chart()
        self.on_map_changed()

    def set_hexes(self, a: tuple[int, int] | None, b: tuple[int, int] | None) -> None:
        self.put_hex(self.firer_hex, a)
        self.put_hex(self.target_hex, b)
        self._answer()

    def show_reach(self, origin: tuple[int, int] | None) -> None:
        """The reach tool's hex: the firer stands there (its detection overlay shows)."""
        self.put_hex(self.firer_hex, origin)
        self._answer()

    def hover(self, hx: tuple[int, int]) -> None:
        self.pointer = hx
        self._show_path()

    def reset_inputs(self) -> None:
        self.pointer = None
        self.path.clear()                               # a move from the firer's hex
        self.set_hexes(None, None)

    # ---- results ---------------------------------------------------------------------------------

    def recompute(self, *_) -> None:
        """Everything again, the detection overlay too (the map, the rules or the system changed)."""
        self.shown = None
        self._answer()

    def _answer(self, *_) -> None:
        m, rules = self.state.document.map, self.rules
        a, b = self.parse_hex(self.firer_hex), self.parse_hex(self.target_hex)
        firer, target = rules.unit(self.firer.currentData()), rules.unit(self.target.currentData())
        given = self._given(rules, firer, target)
        self.los_changed.emit(None)
        parts, detected = [], False
        try:
            if a is not None:                             # a fort detects with the weapon box that fires
                parts.append(self._detection_html(m, rules, firer.firing(
                    given["box"], 0 if target.is_fort else given["ew_lost"]), a))
                detected = True
            if a is not None and b is not None:
                parts.append(self._fire_html(m, rules, firer, a, target, b, given))
        except ValueError as e:
            parts.append(error_html(e))
        if a is not None and self.path.text().strip():
            try:
                parts.append(self._move_html(m, rules, firer, a, given["free_flight"]))
            except ValueError as e:
                parts.append(error_html(e))
        if a is None or not detected or self.paths is None:
            self.paths = self.shown = None
            self.reach_changed.emit(None)
        self._show_path()
        self.result.setHtml("".join(parts) or "<p><i>" + escape(self.tr(
            "Pick the firer with the reach tool (R), or the firer and then the target with the line-of-sight tool (L); "
            "or type their hex ids.")) + "</i></p>")

    def _detection_html(self, m, rules, unit, a) -> str:
        """The detection overlay from the firer's hex (worked out again only when the firer, its hex,
        the map or the rules change: the target follows the pointer)."""
        if self.shown is None or self.shown[:2] != (unit, a) or self.shown[2] is not rules:
            self.paths = self.shown = None
            self.paths = detection_paths(m, rules, unit, a)
            self.reach_changed.emit(detection_shades(m, rules, unit, a))
            self.shown = (unit, a, rules)
        seen = int((self.paths.best[-1] <= unit.ew).sum()) - 1        # not its own hex
        return section(self.tr("Detection"), [self.tr(
            "{unit} in {hex} (EW {ew}, range {range}) detects %n hex(es): green, with the least CV sum of a path to "
            "each; red: in range but not detected. The path to the hex under the pointer is drawn.", "", seen).format(
                unit=unit.name, hex=m.hex_id(*a), ew=unit.ew, range=unit.range)])

    def _given(self, rules, firer, target) -> dict:
        """The options that apply to these units (their controls enabled, the others disabled), each
        with its value; one that does not apply has its default."""
        with QSignalBlocker(self.box):
            self.box.setMaximum(max(1, len(firer.boxes)))
        rolls_effect = target.hit_effects is not None           # infantry and forts: any hit destroys the others
        applies = {"box": firer.is_fort, "ew_lost": firer.is_fort or target.is_fort, "disrupted": rolls_effect,
                   "carrying": target.carrier, "effect_roll": rolls_effect,
                   "free_flight": firer.move in rules.setting("combat.free_flight")}
        for key, widget in (("box", self.box), ("ew_lost", self.ew_lost), ("disrupted", self.disrupted),
                            ("carrying", self.carrying), ("effect_roll", self.effect_roll),
                            ("free_flight", self.free_flight)):
            widget.setEnabled(applies[key])
        box = self.box.value() if applies["box"] else 1
        carried = self.carrying.currentData() if applies["carrying"] else None
        weapon = firer.boxes[box - 1].weapon if firer.is_fort else firer.weapon
        self.order.setEnabled(rules.weapons[weapon].all_in_hex)
        return {"order": self.order.value() if self.order.isEnabled() else 1, "box": box,
                "ew_lost": self.ew_lost.value() if applies["ew_lost"] else 0,
                "disrupted": applies["disrupted"] and self.disrupted.isChecked(),
                "carrying": rules.unit(carried) if carried else None,
                "effect_roll": self.effect_roll.value() if applies["effect_roll"] and self.effect_roll.value() >= 2
                else None,
                "free_flight": applies["free_flight"] and self.free_flight.isChecked()}

    def _fire_html(self, m, rules, firer, a, target, b, given) -> str:
        shot = fire_at(m, rules, firer, a, target, b, self.state_box.currentData(), given["order"],
                       self.roll.value() if self.roll.value() >= 2 else None, disrupted=given["disrupted"],
                       ew_lost=given["ew_lost"], box=given["box"], carrying=given["carrying"])
        lines = fire_lines(m, shot)
        if given["effect_roll"] is not None:
            lines.append(self._effect_line(m, rules, target, b, given))
        return section(self.tr("{firer} fires at {target}").format(firer=shot.firer.name, target=shot.target.name),
                       lines)

    def _effect_line(self, m, rules, target, b, given) -> str:
        """What the effect roll does to the target hit in its hex (as `calc grav-armor effect --roll`)."""
        lost = given["ew_lost"] if target.is_fort else 0
        e = hit_effect(rules, target, hex_terrain(m, chart_of(m, rules), b).cv or 0, given["effect_roll"],
                       given["disrupted"], lost)
        return self.tr("effect {roll}").format(roll=effect_roll_text(e))

    def _move_html(self, m, rules, unit, a, free_flight: bool) -> str:
        """The firer's unit moving from its hex along the hexes typed (as `calc grav-armor move`; its
        own hex may be typed first)."""
        path = [a] + parse_hexes(m, ",".join(self.path.text().replace(",", " ").split()), "--path")
        if len(path) > 1 and path[1] == a:
            del path[1]
        return section(self.tr("{unit} moves").format(unit=unit.name),
                       move_lines(m, move_cost(m, rules, unit, path, free_flight)))

    def _show_path(self) -> None:
        """The cheapest detection path to the hex under the pointer (or else to the target), the
        target ringed."""
        target = self.parse_hex(self.target_hex)
        marks = [target] if target is not None else []
        if self.paths is None:
            self.path_changed.emit(([], True, marks) if marks else None)
            return
        m, (unit, a, _) = self.state.document.map, self.shown
        to = self.pointer if self.pointer and m.contains(*self.pointer) and self.pointer != a and \
            distance(a, self.pointer) <= unit.range else target
        path = self.paths.path(to) if to is not None and to != a else None
        self.path_changed.emit((path or [], path is not None and self.paths.cost(to) <= unit.ew, marks))
