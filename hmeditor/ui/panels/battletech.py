"""BattleTech's calculator panel: a unit (kind, large, MP, jumping MP), a weapon and a target unit,
two hexes (From: the mover or attacker, To: the hex entered or the target), and what the rules make
of them: the MP to enter To from From (and whether the unit can jump there), what the conditions do
to the unit (heat, the weather's wind and cold), the line of sight by unit height and the full
to-hit number, the reachable area.

The line-of-sight and reach tools fill in the hexes; results go out as signals for the overlays.
The unit kind and "large" are the editor state's choices, so the heat map follows them.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale, QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
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
from .base import Answers, SystemPanel, los_steps, row, section, spin_box

# The rules' names (of moves, weapons, range brackets, the attacker's movement) as the panel shows them; a
# name a user's rules file adds shows as it is written.
WORDS = {"walk": QT_TRANSLATE_NOOP("BattleTechPanel", "by walking"),
         "run": QT_TRANSLATE_NOOP("BattleTechPanel", "by running"),
         "minimum_movement": QT_TRANSLATE_NOOP("BattleTechPanel", "only by the minimum-movement rule"),
         "ballistic": QT_TRANSLATE_NOOP("BattleTechPanel", "ballistic"),
         "energy": QT_TRANSLATE_NOOP("BattleTechPanel", "energy"),
         "missile": QT_TRANSLATE_NOOP("BattleTechPanel", "missile"),
         "physical": QT_TRANSLATE_NOOP("BattleTechPanel", "physical"),
         "short": QT_TRANSLATE_NOOP("BattleTechPanel", "short"),
         "medium": QT_TRANSLATE_NOOP("BattleTechPanel", "medium"),
         "long": QT_TRANSLATE_NOOP("BattleTechPanel", "long"),
         "extreme": QT_TRANSLATE_NOOP("BattleTechPanel", "extreme"),
         "stood": QT_TRANSLATE_NOOP("BattleTechPanel", "stood"),
         "walked": QT_TRANSLATE_NOOP("BattleTechPanel", "walked"),
         "ran": QT_TRANSLATE_NOOP("BattleTechPanel", "ran"),
         "jumped": QT_TRANSLATE_NOOP("BattleTechPanel", "jumped")}
FIRE = {"ballistic": QT_TRANSLATE_NOOP("BattleTechPanel", "Ballistic fire"),
        "energy": QT_TRANSLATE_NOOP("BattleTechPanel", "Energy fire"),
        "missile": QT_TRANSLATE_NOOP("BattleTechPanel", "Missile fire"),
        "physical": QT_TRANSLATE_NOOP("BattleTechPanel", "Physical attack")}


class BattleTechPanel(SystemPanel):
    def __init__(self, state: EditorState, parent=None):
        super().__init__(state, SYSTEM.id, parent)
        self.reach_from: tuple[int, int] | None = None
        self.unit = QComboBox()
        for kind in UNIT_KINDS:
            self.unit.addItem(UNIT_LABELS[kind], kind)
        self.large = QCheckBox(self.tr("Large"))
        self.large.setToolTip(self.tr("A large (support) vehicle"))
        self._show_choices()
        self.mp = spin_box(0, 30, value=5, tip=self.tr(
            "Walking (cruising) MP; the reachable area spends the walking MP it gives under the map's "
            "conditions (gravity, temperature)"))
        self.jump = spin_box(0, 30, prefix=self.tr("jump") + " ", lowest=self.tr("no jump"), tip=self.tr(
            "Jumping MP: whether the unit can jump from From to To (under the map's gravity)"))
        self.target = QComboBox()
        for kind in UNIT_KINDS:
            self.target.addItem(UNIT_LABELS[kind], kind)
        self.target.setToolTip(self.tr("The unit in To that is fired at (its height counts for line of sight and "
                                       "cover)"))
        self.weapon = QComboBox()
        for weapon in WEAPON_CLASSES:
            self.weapon.addItem(self._word(weapon), weapon)
        self.gunnery = spin_box(0, 8, value=4)
        self.range, self.moved = QComboBox(), QComboBox()
        self._fill_rules_choices()
        self.target_moved = spin_box(0, 30)
        self.jumped = QCheckBox(self.tr("jumped"))
        self.from_hex, self.to_hex = QLineEdit(), QLineEdit()
        self.from_hex.setPlaceholderText(self.tr("mover / attacker"))
        self.to_hex.setPlaceholderText(self.tr("hex entered / target"))
        self.reach_button = QPushButton(self.tr("Show reach"))
        self.reach_button.setToolTip(self.tr("Shade the hexes the unit can reach from From with its MP"))
        self.clear_button = QPushButton(self.tr("Clear"))
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
        form.addRow(self.tr("Unit"), row(self.unit, self.large))
        form.addRow(self.tr("MP"), row(self.mp, self.jump))
        form.addRow(self.tr("Weapon"), row(self.weapon, self.gunnery))
        form.addRow(self.tr("Target"), self.target)
        form.addRow(self.tr("Range"), row(self.range, self.moved))
        form.addRow(self.tr("Target moved"), row(self.target_moved, self.jumped))
        form.addRow(self.tr("From"), self.from_hex)
        form.addRow(self.tr("To"), self.to_hex)
        self.gunnery.setPrefix(self.tr("gunnery") + " ")
        self.target_moved.setSuffix(" " + self.tr("hexes"))
        self.stack(form, row(self.reach_button, self.clear_button, widget=False), self.result)

    # ---- inputs ----------------------------------------------------------------------------------

    def _word(self, name: str) -> str:
        """A name of the rules as the panel shows it."""
        return self.tr(WORDS[name]) if name in WORDS else name.replace("_", " ")

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
            current = combo.currentData()
            with QSignalBlocker(combo):
                combo.clear()
                for name in self.rules.setting(key):
                    combo.addItem(self._word(name), name)
                combo.setCurrentIndex(max(0, combo.findData(current)))

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
        self.result.setHtml("".join(parts) or "<p><i>" + escape(self.tr(
            "Pick hexes with the line-of-sight (L) or reach (R) tool, or type hex ids in From and To.")) + "</i></p>")

    def _move_html(self, m, a, b) -> str:
        near = a is not None and adjacent(a, b)
        step = entry_cost(m, self.rules, self.kind, b, a if near else None, self.large.isChecked())
        lines = step_text(m, step)
        if not step.prohibited:
            v = verdict(self.rules, m, self.kind, self.mp.value(), step.mp, 1)
            walking = (self.tr("walking {mp}; {condition}: walking only").format(mp=v.walk_mp, condition=v.walk_only)
                       if v.walk_only else self.tr("walking {mp}").format(mp=v.walk_mp))
            outcome = self._word(v.via) if v.allowed else self.tr("not possible")
            lines.append(self.tr("with {mp} MP ({walking}): {verdict}").format(mp=self.mp.value(), walking=walking,
                                                                              verdict=outcome))
        if a is not None and not near and a != b:
            lines.append(self.tr("(From is not next to To: no level change or road counted)"))
        if self.jump.value() and a is not None and a != b:
            j = jump(m, self.rules, self.kind, self.jump.value(), [a, b])
            lines.append(self.tr("jumping MP {mp}: {verdict}").format(
                mp=j.jump_mp, verdict=self.tr("can jump there") if j.allowed else
                self.tr("cannot jump ({reason})").format(reason=j.reason)))
        item = heat(self.rules, m, self.kind)
        if item:
            lines.append(self.tr("{heat} heat per turn at {condition}").format(
                heat=QLocale().toString(float(item.value), "g", 6) if item.value < 0 else
                "+" + QLocale().toString(float(item.value), "g", 6), condition=item.label))
        return section(self.tr("Move"), lines + brought(self.rules, m)[1])

    def _fire_html(self, m, a, b) -> str:
        shooter, shot = Unit(self.kind, self.large.isChecked()), Unit(self.target.currentData())
        weapon = self.weapon.currentData()
        full = full_to_hit(m, self.rules, weapon, b, self.gunnery.value(),
                           self.range.currentData(), self.moved.currentData(), self.target_moved.value(),
                           self.jumped.isChecked(), a, shooter, shot)
        los = line_of_sight(m, self.rules, a, b, shooter, shot)
        blocking = [m.parse_hex_id(h) for h in los.hexes if los.reason and h in los.reason]
        self.los_changed.emit((a, b, los_steps(a, b), los.blocked, blocking))
        lines = [los_text(los), self.tr("to-hit number {number} = {sum}").format(number=full.number,
                                                                                 sum=sum_text(full.breakdown)),
                 self.tr("no line of sight: the shot is impossible") if full.blocked else
                 self.tr("chance to hit on 2d6: {chance} ({ways} in 36)").format(
                     chance=QLocale().toString(full.chance * 100, "f", 1) + QLocale().percent(),
                     ways=round(chance_2d6(full.number) * 36))]
        title = self.tr(FIRE[weapon]) if weapon in FIRE else self.tr("{weapon} fire").format(
            weapon=self._word(weapon).capitalize())
        return section(title, lines)

    def _reach_html(self, m, origin) -> str:
        walk = verdict(self.rules, m, self.kind, self.mp.value(), None, 0).walk_mp      # under the map's conditions
        costs = reachable(m, self.rules, self.kind, origin, walk, self.large.isChecked())
        self.reach_changed.emit(reach_shades(m, costs, walk))
        return section(self.tr("Reach"), [self.tr(
            "{unit} from {hex} with {mp} MP (walking {walking}): %n hex(es) reachable (MP spent shown in each)", "",
            len(costs) - 1).format(unit=UNIT_LABELS[self.kind], hex=m.hex_id(*origin), mp=self.mp.value(),
                                   walking=walk)])
