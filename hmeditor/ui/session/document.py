"""MapDocument: one open map with its undo stack, file path and modified state.

Every change goes through `push(edit)`: a QUndoCommand wraps a core Edit, applies it and emits
`changed(MapChange)` (`undone` on the change of an undo). Views follow that signal only. Edits
pushed with the same stroke number merge into one undo step (one drag = one step).
"""

from __future__ import annotations

import os
import threading
from dataclasses import replace
from functools import partial
from itertools import count
from pathlib import Path

import numpy as np
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ...core import arrays
from ...core.edits import Edit, MapChange
from ...core.io import read_map_noted, write_map
from ...core.model import HexMap

STROKE_COMMAND_ID = 1
_strokes = count(1)


def file_stamp(path: str | None) -> tuple[int, int] | None:
    """A file's modification time (ns) and size, which any change of it changes; None without one."""
    try:
        info = os.stat(path) if path else None
    except OSError:
        return None
    return (info.st_mtime_ns, info.st_size) if info else None


class EditCommand(QUndoCommand):
    def __init__(self, document: MapDocument, edit: Edit, text: str, stroke: int | None = None):
        super().__init__(text)
        self.document, self.edit, self.stroke = document, edit, stroke
        self.inverse: Edit | None = None

    def id(self) -> int:
        return STROKE_COMMAND_ID if self.stroke is not None else -1

    def redo(self) -> None:
        with self.document.writing:
            change, self.inverse = self.edit.apply(self.document.map)
        self.document.announce(change)

    def undo(self) -> None:
        with self.document.writing:
            change, self.edit = self.inverse.apply(self.document.map)
        self.document.announce(replace(change, undone=True))

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (isinstance(other, EditCommand) and other.stroke == self.stroke and self.edit.merges_with(other.edit)):
            return False
        self.edit = self.edit.then(other.edit)
        self.inverse = other.inverse.then(self.inverse)
        return True


class MapDocument(QObject):
    changed = Signal(object)            # MapChange
    selection_changed = Signal()
    path_changed = Signal()

    def __init__(self, hex_map: HexMap, path: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.map = hex_map
        self.path = path
        self.disk_stamp = file_stamp(path)          # the file as it was read or last written here
        self.undo_stack = QUndoStack(self)
        self.destroyed.connect(partial(self.undo_stack.blockSignals, True))   # its end is no edit's
        self.selection = np.zeros(0, np.int64)    # flat indices
        self.conditions_from: Path | None = None   # the MegaMek scenario the board's conditions were read from
        self.changes = 0                           # edits, undos and redos so far: the map as it is
        self.writing = threading.Lock()            # held while an edit changes the map (see `snapshot`)

    @classmethod
    def open(cls, path: str) -> tuple[MapDocument, list[str]]:
        """Read a map file, and its format's notes on what our model does not hold of it; raises
        MapFileError with a message for the user. A MegaMek scenario opens its board under its
        conditions (the board is the document's file); a board takes the conditions of the scenario
        beside it that plays it (`conditions_from`), as saved with it."""
        hex_map, notes = read_map_noted(path)
        document = cls(hex_map, str(path))
        suffix = Path(path).suffix.lower()
        if suffix in (".mms", ".board"):
            from ...core.io.megamek.scenario import read_scenario, scenario_beside, with_scenario
            scenario = Path(path) if suffix == ".mms" else scenario_beside(path)
            if scenario is not None:
                played = read_scenario(scenario)
                with_scenario(hex_map, played)
                document.path, document.conditions_from = str(played.board), scenario
        return document, notes

    # ---- editing -------------------------------------------------------------------------------

    def push(self, edit: Edit, text: str, stroke: int | None = None) -> None:
        self.undo_stack.push(EditCommand(self, edit, text, stroke))

    def snapshot(self) -> HexMap:
        """A copy of the map that another thread may take (an edit waits until it is made)."""
        with self.writing:
            return self.map.snapshot()

    def announce(self, change: MapChange) -> None:
        """Tell the views what an edit changed. A change of size moves every hex to another flat
        index: the selection (flat indices of the old map) is dropped first, so no view reads it."""
        self.changes += 1
        dropped = change.size and len(self.selection)
        if dropped:
            self.selection = np.zeros(0, np.int64)
        self.changed.emit(change)
        if dropped:
            self.selection_changed.emit()

    @staticmethod
    def new_stroke() -> int:
        """A number that makes the edits of one drag merge into one undo step."""
        return next(_strokes)

    # ---- state ---------------------------------------------------------------------------------

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def title(self) -> str:
        return Path(self.path).name if self.path else (self.map.name or "Untitled")

    def save(self, path: str | None = None) -> None:
        """Write the map (atomically); raises MapFileError or OSError."""
        path = str(path or self.path)
        write_map(self.map, path)
        self.saved(path, self.changes)

    def saved(self, path: str, changes: int) -> None:
        """The map as it was after `changes` (a snapshot's) was written to `path`: the document's
        file from now on, and clean unless it was changed since."""
        self.disk_stamp = file_stamp(path)
        if path != self.path:
            self.path = path
            self.path_changed.emit()
        if changes == self.changes:
            self.undo_stack.setClean()

    def changed_on_disk(self) -> bool:
        """Whether another program changed the map's file since it was read or saved here."""
        now = file_stamp(self.path)
        return now is not None and now != self.disk_stamp

    # ---- selection (not an edit: not undone) -----------------------------------------------------

    def set_selection(self, flat) -> None:
        self.selection = arrays.unique(np.asarray(flat, np.int64))
        self.selection_changed.emit()

    def selected_hexes(self) -> list[tuple[int, int]]:
        return [self.map.offset(f) for f in self.selection.tolist()]

    def emit_whole_map(self) -> None:
        """Tell the views everything changed (after loading)."""
        self.changed.emit(MapChange(terrain=True, level=True, conditions=True, size=True, scenario=True))
