"""Total War XXI's calculator panel: the map's table scale (cm per hex and per level, kept in the
map), a weapon, a unit's hex (From) and a target's (To), and what the seed's rules make of them:
range in cm, the hit by cover or the manoeuvre contest, penetration and the kill chance, survival
by calibre, infantry movement, climbing. Over the map: range rings in cm around From for the
weapon, the hexes in range, and the blast of the weapon around the hex under the pointer.

The line-of-sight tool fills in From and To, the reach tool From."""

from __future__ import annotations

import math
from html import escape

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
)

from ...core.calc.dice import fraction_text
from ...core.systems.base import Shading
from ...core.systems.mapkeys import set_map_settings
from ...core.systems.total_war_xxi import (
    INFANTRY_CLASSES,
    SYSTEM,
    TARGET_KINDS,
    blast,
    climb,
    infantry_move,
    parse_cover,
    reach_mask,
    shoot,
    survival,
    table_scale,
)
from ...core.systems.total_war_xxi.commands import blast_lines, shot_lines
from ...core.systems.total_war_xxi.figures import building_levels
from ...core.systems.total_war_xxi.scale import LIMITS_CM
from ...core.systems.total_war_xxi.schema import shipped_words
from ..overlays import Circle, Marks, Tint
from ..session.state import EditorState
from .base import Answers, SystemPanel, error_html, los_steps, row, section, spin_box

RING_STEP_CM = 10                       # a range ring every 10 cm (the seed's ranges are multiples of 10)
RING, RANGE = "#1565c0", "#0d47a1"
BLAST, SCATTER = "#c62828", "#6a1b9a"
BLAST_FILLS = ("#60e53935", "#28e53935")          # hexes at least half inside the HE radius, the others touched
IN_RANGE = (30, 136, 229, 30)
STALE = object()
TARGET_WORDS = {"infantry": QT_TRANSLATE_NOOP("TotalWarPanel", "infantry"),
                "vehicle": QT_TRANSLATE_NOOP("TotalWarPanel", "vehicle"),
                "helicopter": QT_TRANSLATE_NOOP("TotalWarPanel", "helicopter")}


def _g(value: float) -> str:
    """A number as a person reads it in the language in use (2.5, 2,5)."""
    return QLocale().toString(float(value), "g", 6)


def _named(weapon) -> str:
    """A weapon's name as the panel shows it (a shipped weapon's in the language in use)."""
    return shipped_words(weapon.label)


def _in_sentence(name: str) -> str:
    """A name inside a sentence: 'Rifle' as 'rifle', an acronym ('RPG') as it is."""
    return name if name[1:2].isupper() else name[:1].lower() + name[1:]


def _cm(value: float) -> str:
    return QCoreApplication.translate("TotalWarPanel", "{length} cm").format(length=_g(value))


def _spin(low: float, high: float, value: float, suffix: str, decimals: int = 3) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(decimals)
    box.setValue(value)
    box.setSuffix(suffix)
    box.setKeyboardTracking(False)
    return box


class TotalWarPanel(SystemPanel):
    def __init__(self, state: EditorState, parent=None):
        super().__init__(state, SYSTEM.id, parent)
        self.origin: tuple[int, int] | None = None     # the unit whose range rings are shown
        self.pointer: tuple[int, int] | None = None
        self.shown_reach = STALE                         # what the hexes-in-range shading was made for
        self.in_range = 0
        self.cm_per_hex = _spin(*LIMITS_CM, 3.175, " " + self.tr("cm/hex"))
        self.cm_per_hex.setToolTip(self.tr("Table centimetres across a hex's flats (kept in the map)"))
        self.cm_per_level = _spin(*LIMITS_CM, 2.0, " " + self.tr("cm/level"))
        self.cm_per_level.setToolTip(self.tr("Table centimetres of one level of height (kept in the map)"))
        self.weapon = QComboBox()
        self.from_hex, self.to_hex = QLineEdit(), QLineEdit()
        self.from_hex.setPlaceholderText(self.tr("the unit's hex"))
        self.to_hex.setPlaceholderText(self.tr("the target's hex"))
        self.cover = QLineEdit()
        self.cover.setPlaceholderText(self.tr("the terrain's"))
        self.cover.setToolTip(self.tr("The share of the target hidden, like 1/2 or 0.5; empty: the target hex's "
                                      "terrain"))
        self.armour = spin_box(-1, 30, value=-1, prefix=self.tr("armour") + " ", lowest=self.tr("no armour"))
        self.manoeuvre = spin_box(0, 9, prefix=self.tr("target M+"), tip=self.tr(
            "The target's manoeuvre bonus: against a guided weapon, and added to its dodge"))
        self.target_kind = QComboBox()
        self.target_kind.addItem(self.tr("what it fires at"), None)
        for kind in TARGET_KINDS:
            self.target_kind.addItem(self.tr(TARGET_WORDS[kind]) if kind in TARGET_WORDS else kind, kind)
        self.target_kind.setToolTip(self.tr("What is shot at: a vehicle dodges unguided shots on 5+, a helicopter the "
                                            "machine gun on 4+"))
        self.no_room = QCheckBox(self.tr("no room"))
        self.no_room.setToolTip(self.tr("The vehicle shot at has nowhere to move aside: it cannot dodge"))
        self.infantry = QComboBox()
        self.figure = _spin(0, 50, 2.5, " " + self.tr("cm tall"), 1)
        self.figure.setToolTip(self.tr("The height of the infantry figure, for climbing from From to To"))
        self.rings = QCheckBox(self.tr("Range rings"))
        self.rings.setChecked(True)
        self.rings.setToolTip(self.tr("Rings every 10 cm around From up to the weapon's range; the hexes in range "
                                      "tinted"))
        self.blast = QCheckBox(self.tr("Blast at pointer"))
        self.blast.setToolTip(self.tr("The weapon's HE radius and scatter around the hex under the pointer"))
        self.clear_button = QPushButton(self.tr("Clear"))
        self.result = Answers()
        self._fill()
        self._lay_out()
        for box, key in ((self.cm_per_hex, "cm_per_hex"), (self.cm_per_level, "cm_per_level")):
            box.valueChanged.connect(lambda value, k=key: self._set_scale(k, value))
        self.weapon.currentIndexChanged.connect(lambda: state.set_choice("weapon", self.weapon.currentData()))
        self.infantry.currentIndexChanged.connect(self.recompute)
        self.target_kind.currentIndexChanged.connect(self.recompute)
        self.no_room.toggled.connect(self.recompute)
        for w in (self.armour, self.manoeuvre, self.figure):
            w.valueChanged.connect(self.recompute)
        for w in (self.from_hex, self.to_hex, self.cover):
            w.editingFinished.connect(self.recompute)
        self.from_hex.editingFinished.connect(lambda: self.show_reach(self.parse_hex(self.from_hex)))
        self.rings.toggled.connect(self.recompute)
        self.blast.toggled.connect(self.recompute)
        self.clear_button.clicked.connect(self.clear)
        self.follow_state()

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Table"), row(self.cm_per_hex, self.cm_per_level))
        form.addRow(self.tr("Weapon"), self.weapon)
        form.addRow(self.tr("From"), self.from_hex)
        form.addRow(self.tr("To"), self.to_hex)
        form.addRow(self.tr("Cover"), self.cover)
        form.addRow(self.tr("Target is"), row(self.target_kind, self.no_room))
        form.addRow(self.tr("Target"), row(self.armour, self.manoeuvre))
        form.addRow(self.tr("Infantry"), row(self.infantry, self.figure))
        form.addRow(self.tr("Show"), row(self.rings, self.blast))
        self.stack(form, self.clear_button, self.result)

    # ---- inputs ----------------------------------------------------------------------------------

    def _fill(self) -> None:
        """The weapons and infantry classes of the rules in use, the chosen weapon as the state has it."""
        with QSignalBlocker(self.weapon), QSignalBlocker(self.infantry):
            self.weapon.clear()
            for w in self.rules.weapons.values():
                reach = self.tr("no range") if w.range_cm is None else _cm(w.range_cm)
                self.weapon.addItem(f"{_named(w)} ({reach})", w.id)
            self.weapon.setCurrentIndex(max(0, self.weapon.findData(self.choices.get("weapon"))))
            current = self.infantry.currentData()
            self.infantry.clear()
            for c in INFANTRY_CLASSES:
                self.infantry.addItem(shipped_words(self.rules.settings[f"infantry.{c}"].extra["label"]), c)
            self.infantry.setCurrentIndex(max(0, self.infantry.findData(current)))

    @property
    def choices(self) -> dict:
        return self.state.choices[self.system_id]

    @property
    def chosen_weapon(self):
        return self.rules.weapons.get(self.weapon.currentData())

    def on_choices(self) -> None:
        with QSignalBlocker(self.weapon):
            self.weapon.setCurrentIndex(max(0, self.weapon.findData(self.choices.get("weapon"))))
        self.recompute()

    def on_rules(self) -> None:
        self._fill()
        self.recompute()

    def _set_scale(self, key: str, value: float) -> None:
        """A scale typed in the panel goes into the map, as one undoable edit."""
        m = self.state.document.map
        try:
            current = getattr(table_scale(m, self.rules), key)
        except ValueError:
            current = None
        if current is None or not math.isclose(current, value, abs_tol=5e-4):
            text = (self.tr("Total War XXI table scale: {value} cm per hex") if key == "cm_per_hex" else
                    self.tr("Total War XXI table scale: {value} cm per level"))
            self.state.document.push(set_map_settings(m, self.system_id, {key: round(value, 3)}),
                                     text.format(value=_g(value)))

    def _show_scale(self, scale) -> None:
        for box, value in ((self.cm_per_hex, scale.cm_per_hex), (self.cm_per_level, scale.cm_per_level)):
            with QSignalBlocker(box):
                box.setValue(value)

    def set_hexes(self, a: tuple[int, int] | None, b: tuple[int, int] | None) -> None:
        self.put_hex(self.from_hex, a)
        self.put_hex(self.to_hex, b)
        self.origin = a
        self.recompute()

    def show_reach(self, origin: tuple[int, int] | None) -> None:
        self.origin = origin
        if origin is not None and self.parse_hex(self.from_hex) != origin:
            self.from_hex.setText(self.state.document.map.hex_id(*origin))
        self.recompute()

    def hover(self, hx: tuple[int, int]) -> None:
        if hx != self.pointer:
            self.pointer = hx
            if self.blast.isChecked():
                self._refresh()

    def reset_inputs(self) -> None:
        self.cover.clear()
        self.set_hexes(None, None)

    # ---- results ---------------------------------------------------------------------------------

    def recompute(self, *_) -> None:
        self.shown_reach = STALE          # the window may have cleared the shading: show it again
        self._refresh()

    def _refresh(self) -> None:
        """Every answer and overlay; the hexes in range only when what they depend on changed."""
        m = self.state.document.map
        try:
            scale = table_scale(m, self.rules)
        except ValueError as e:
            self._failed(e)
            return
        self._show_scale(scale)
        a, b = self.parse_hex(self.from_hex), self.parse_hex(self.to_hex)
        weapon = self.chosen_weapon
        parts, circles, tints = [], [], []
        self.los_changed.emit(None)
        try:
            if a is not None and b is not None:
                parts += [self._shot_html(m, weapon, a, b), self._move_html(m, a, b)]
            parts.append(self._survival_html(weapon))
            if self.rings.isChecked() and self.origin is not None and m.contains(*self.origin):
                parts.append(self._rings(m, scale, weapon, self.origin, circles))
            else:
                self._show_in_range()
            if self.blast.isChecked() and self.pointer is not None and m.contains(*self.pointer):
                parts.append(self._blast(m, scale, weapon, self.pointer, circles, tints))
        except ValueError as e:
            parts.append(error_html(e))
        self.marks_changed.emit(Marks(tuple(circles), tuple(tints)) if circles or tints else None)
        hint = "" if a is not None else "<p><i>" + escape(self.tr(
            "Pick the unit and the target with the line-of-sight (L) or reach (R) tool, or type hex ids in From and "
            "To.")) + "</i></p>"
        self.result.setHtml(hint + "".join(parts))

    def _failed(self, problem: ValueError) -> None:
        self._show_in_range()
        self.los_changed.emit(None)
        self.marks_changed.emit(None)
        self.result.setHtml(error_html(problem))

    def _shot_html(self, m, weapon, a, b) -> str:
        cover = parse_cover(self.cover.text().strip()) if self.cover.text().strip() else None
        armour = self.armour.value() if self.armour.value() >= 0 else None
        shot = shoot(m, self.rules, weapon, a, b, cover, armour, self.manoeuvre.value(), self.target_kind.currentData(),
                     not self.no_room.isChecked())
        if a != b:
            self.los_changed.emit((a, b, los_steps(a, b), shot.blocked, list(shot.line.blocked_by)))
        return section(self.tr("{weapon} from {start} at {target}").format(weapon=_named(weapon), start=m.hex_id(*a),
                                                                           target=m.hex_id(*b)), shot_lines(m, shot))

    def _move_html(self, m, a, b) -> str:
        unit = self.infantry.currentData()
        move = infantry_move(m, self.rules, unit, a, b)
        lines = [self.tr("{distance} at {speed} a turn: %n turn(s)", "", move.turns).format(
            distance=_cm(move.distance_cm), speed=_cm(move.speed_cm))]
        rise = self._height_cm(m, b) - self._height_cm(m, a)
        if rise > 0:
            c = climb(self.rules, rise, self.figure.value())
            climbing = self.tr("a sheer {rise} up, with a {figure} figure: {reason}").format(
                rise=_cm(rise), figure=_cm(self.figure.value()), reason=c.reason)
            lines.append(climbing + (", " + self.tr("chance {chance}").format(chance=fraction_text(c.chance)) if c.on
                                     else ": " + self.tr("cannot climb")))
        return section(self.tr("{infantry} from {start} to {end}").format(
            infantry=self.infantry.currentText(), start=m.hex_id(*a), end=m.hex_id(*b)), lines)

    def _height_cm(self, m, hx) -> float:
        """The height of the top of a hex on the table: its level, a building's floors on top."""
        col, row = hx
        scale = table_scale(m, self.rules)
        return scale.height_cm(float(m.level[row, col]) + (building_levels(m, hx) or 0))

    def _survival_html(self, weapon) -> str:
        if weapon.calibre is None and weapon.he_radius_cm is None:
            return ""
        calibre = weapon.calibre or "blast"
        on, chance = survival(self.rules, calibre)
        line = (self.tr("an infantryman hit by a {weapon} survives (wounded) on {roll}: {chance}") if weapon.calibre
                else self.tr("an infantryman inside the {weapon}'s blast survives (wounded) on {roll}: {chance}"))
        return section(self.tr("Infantry survival"), [line.format(
            weapon=_in_sentence(_named(weapon)), roll=f"{on}{'+' if on < 6 else ''}", chance=fraction_text(chance))])

    def _rings(self, m, scale, weapon, origin, circles: list[Circle]) -> str:
        """Rings every RING_STEP_CM up to the weapon's range, the range ring stronger; the hexes in range tinted."""
        if weapon.range_cm is None:
            self._show_in_range()
            return section(self.tr("Range"), [self.tr("{weapon}: the rulebook gives no range").format(
                weapon=_named(weapon))])
        steps = [float(d) for d in range(RING_STEP_CM, math.ceil(weapon.range_cm), RING_STEP_CM)]
        inward = _towards_middle(m, origin)
        circles.append(Circle(origin, 0.2, RANGE, width=0.14))          # the unit
        for cm in steps + [weapon.range_cm]:
            last = cm == weapon.range_cm
            circles.append(Circle(origin, cm / scale.cm_per_hex, RANGE if last else RING, _cm(cm),
                                  dashed=not last, width=0.09 if last else 0.04, label_angle=inward))
        count = self._show_in_range(m, weapon, origin, scale.cm_per_hex)
        return section(self.tr("Range"), [self.tr(
            "{weapon} in {hex}: rings every {step} up to {range}; %n hex(es) in range (hexes x {per_hex})", "",
            count).format(weapon=_named(weapon), hex=m.hex_id(*origin), step=_cm(RING_STEP_CM),
                          range=_cm(weapon.range_cm), per_hex=_cm(scale.cm_per_hex))])

    def _show_in_range(self, m=None, weapon=None, origin=None, cm_per_hex=None) -> int:
        """Tint the hexes `weapon` in `origin` reaches (no arguments: none); the shading is made
        again only when the map, its size, the weapon's range, the hex or the scale changed.
        Returns how many hexes are in range."""
        key = None if m is None else (id(m), m.width, m.height, weapon.id, weapon.range_cm, origin, cm_per_hex)
        if key != self.shown_reach:
            self.shown_reach = key
            mask = None if m is None else reach_mask(m, self.rules, weapon, origin)
            self.in_range = 0 if mask is None else int(mask.sum())
            if self.in_range:
                rgba = np.zeros((m.height, m.width, 4), np.uint8)
                rgba[mask] = IN_RANGE
                self.reach_changed.emit(Shading(rgba, title=_named(weapon), legend=((IN_RANGE, self.tr("in range")),)))
            else:
                self.reach_changed.emit(None)
        return self.in_range

    def _blast(self, m, scale, weapon, at, circles: list[Circle], tints: list[Tint]) -> str:
        """The HE circle around the hex under the pointer, the hexes it touches tinted (stronger
        where at least half inside), and the scatter circle dashed."""
        if weapon.he_radius_cm is None:
            return section(self.tr("Blast"), [self.tr("{weapon} has no HE radius").format(weapon=_named(weapon))])
        b = blast(m, self.rules, weapon, at)
        for mostly, fill in zip((True, False), BLAST_FILLS):
            tints.append(Tint(tuple(h for h, c in zip(b.hexes, b.covered) if (c >= 0.5) == mostly), fill))
        circles.append(Circle(at, b.radius_cm / scale.cm_per_hex, BLAST,
                              self.tr("HE {radius}").format(radius=_cm(b.radius_cm)), width=0.08))
        if b.scatter_cm is not None:
            circles.append(Circle(at, b.scatter_cm / scale.cm_per_hex, SCATTER,
                                  self.tr("scatter {radius}").format(radius=_cm(b.scatter_cm)), dashed=True, width=0.05,
                                  label_angle=90))
        return section(self.tr("Blast"), blast_lines(m, b))


def _towards_middle(m, hx: tuple[int, int]) -> float:
    """The screen angle (degrees, clockwise from the right) from a hex towards the middle of the map,
    where labels of rings around it are most likely on the map; straight up from the middle itself."""
    dx, dy = hx[0] - (m.width - 1) / 2, hx[1] - (m.height - 1) / 2
    return -90.0 if abs(dx) < 1 and abs(dy) < 1 else math.degrees(math.atan2(-dy, -dx))
