"""The scenario tool: what a press on the map does follows the Scenario dock's choice (`mode`).

- "zone": the brush paints the chosen deployment zone (a new one when there is none), Ctrl takes
  hexes out of it; one drag is one undo step.
- "label" / "objective": a press on a hex with a label or objective picks it, and a drag moves it
  (one undo step); a press elsewhere puts a new one there.

Every change is an edits.SetScenario pushed on the document; `picked` tells the dock what to show.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal

from ...core.edits import SetScenario
from ...core.hexgrid import Hex, line
from ...core.scenario import Label, Objective, Scenario
from .base import Tool

MODES = ("zone", "label", "objective")


class ScenarioTool(Tool):
    name = QT_TRANSLATE_NOOP("Tool", "Scenario")
    shortcut = "Z"
    tip = QT_TRANSLATE_NOOP("Tool", "Deployment zones, labels, objectives (the Scenario dock chooses): paint a "
                                    "zone with the brush (Ctrl takes hexes out), put a label or objective on a hex, "
                                    "drag one to move it")
    picked = Signal(str, int)       # ("zone", number), ("label", index) or ("objective", index)

    def __init__(self, state):
        super().__init__(state)
        self.mode = "zone"
        self.zone: int | None = None        # the zone the brush paints (None: a new one)
        self.stroke, self.last, self.moving = None, None, None

    @property
    def uses_brush(self) -> bool:
        return self.mode == "zone"

    @property
    def scenario(self) -> Scenario:
        return self.document.map.scenario

    def press(self, col, row, modifiers) -> None:
        if not self.document.map.contains(col, row):
            return
        self.stroke, self.last = self.document.new_stroke(), (col, row)
        if self.mode == "zone":
            self._paint([(col, row)], not modifiers & Qt.KeyboardModifier.ControlModifier)
            return
        self.moving = self._item_at(col, row)
        if self.moving is None:
            self._add(col, row)
        else:
            self.picked.emit(*self.moving)

    def drag(self, col, row, modifiers) -> None:
        if self.stroke is None or (col, row) == self.last or not self.document.map.contains(col, row):
            return
        steps = line(Hex.from_offset(*self.last), Hex.from_offset(col, row))      # no gaps in a fast drag
        self.last = (col, row)
        if self.mode == "zone":
            self._paint([h.to_offset() for step in steps[1:] for h in step],
                        not modifiers & Qt.KeyboardModifier.ControlModifier)
        elif self.moving is not None:
            kind, index = self.moving
            items = list(getattr(self.scenario, kind + "s"))
            items[index] = items[index]._replace(at=(col, row))
            self._push(self.scenario._replace(**{kind + "s": tuple(items)}),
                       self.tr("Move the label") if kind == "label" else self.tr("Move the objective"))

    def release(self, col, row, modifiers) -> None:
        self.stroke, self.moving = None, None

    def _paint(self, centres, add: bool) -> None:
        hexes = {h for c, r in centres for h in self.state.brush_hexes(c, r)}
        number = self.zone if self.zone is not None and self.scenario.zone(self.zone) else \
            self.scenario.free_zone_number()
        if number is None or not hexes or not add and self.scenario.zone(number) is None:
            return
        self.zone = number
        self._push(self.scenario.zone_painted(number, hexes, add),
                   (self.tr("Paint zone {number}") if add else self.tr("Erase zone {number}")).format(number=number))
        self.picked.emit("zone", number)

    def _add(self, col: int, row: int) -> None:
        s = self.scenario
        if self.mode == "label":
            text = self.tr("Label", "the text of a new label on the map")
            self._push(s._replace(labels=(*s.labels, Label.make(text, (col, row)))), self.tr("Add a label"))
            self.picked.emit("label", len(s.labels))
        else:
            name = s.free_objective_name()
            self._push(s._replace(objectives=(*s.objectives, Objective.make(name, (col, row)))),
                       self.tr("Add objective {name}").format(name=name))
            self.picked.emit("objective", len(s.objectives))
        self.moving = (self.mode, len(getattr(s, self.mode + "s")))     # the new one follows the drag

    def _item_at(self, col: int, row: int) -> tuple[str, int] | None:
        """The objective, else the label, on this hex (the last put there)."""
        for kind in ("objective", "label"):
            found = [i for i, item in enumerate(getattr(self.scenario, kind + "s")) if item.at == (col, row)]
            if found:
                return kind, found[-1]
        return None

    def _push(self, scenario: Scenario, text: str) -> None:
        self.document.push(SetScenario(scenario), text, self.stroke)
