"""The editor's state beside the document: what the palette and toolbar choose, and the rules in
use. Docks, tools and overlays follow its signals; none of them holds a copy of the rules or
connects to a document itself.

- The document: `set_document` replaces it; its edits, selection, path and saved state come out
  as `map_changed`, `selection_changed`, `path_changed` and `clean_changed`, only ever from the
  current document (the old one is let go).
- The paint and brush size the tools use.
- The rules in use: a `Rulebook` (each system's shipped rules, or a user's rules file), the game
  system chosen in the calculator and its `choices` (unit, ...) the overlays read. `rules_changed`
  when a rules file is loaded or the system changes (the live check has them already);
  `choices_changed` when a choice does.
- The live check (`live`, livecheck.py) of the document under the rules in use (`live.rules`, the
  check's reading of them), which follows both.
- Work that waits until a drag ends or the pointer rests: `RestTimer`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from ...core import systems
from ...core.check import check_rules
from ...core.collector import collect_kept
from ...core.hexgrid import offsets_in_disk
from ...core.paint import Paint
from ...core.systems import DEFAULT_SYSTEM, Rulebook, get_system
from .document import MapDocument
from .livecheck import LiveCheck

BRUSH_RADII = (0, 1, 2)   # brush sizes of 1, 7 and 19 hexes
REST_MS = 120             # work that waits during a drag or while the view moves runs once the pointer rests this long


class EditorState(QObject):
    document_changed = Signal()
    map_changed = Signal(object)           # MapChange of the current document
    selection_changed = Signal()
    path_changed = Signal()
    clean_changed = Signal()               # the document was saved, or changed after a save
    drag_finished = Signal()
    paint_changed = Signal()
    radius_changed = Signal()
    rules_changed = Signal()
    choices_changed = Signal()

    def __init__(self, document: MapDocument, rulebook: Rulebook | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.paint = Paint("base", "light_woods")
        self.radius = 0
        self.dragging = False                  # a mouse button is held on the map (the view sets it)
        self.rulebook = rulebook or Rulebook()
        self.system_id = DEFAULT_SYSTEM
        self.choices = {s.id: dict(s.choices) for s in systems.SYSTEMS}
        self.document: MapDocument | None = None
        self._follow(document)
        self.live = LiveCheck(document, self._check_rules(), self)   # after `_follow`: views hear of a change first

    # ---- the document --------------------------------------------------------------------------

    def set_document(self, document: MapDocument) -> None:
        self._follow(document)
        self.document_changed.emit()
        self.live.restart(document, self._check_rules())
        collect_kept()                         # while the map opens: what the old one left in cycles

    def _follow(self, document: MapDocument) -> None:
        old = self.document
        if old is not None:
            old.changed.disconnect(self.map_changed)
            old.selection_changed.disconnect(self.selection_changed)
            old.path_changed.disconnect(self.path_changed)
            old.undo_stack.cleanChanged.disconnect(self.clean_changed)
        self.document = document
        document.changed.connect(self.map_changed)
        document.selection_changed.connect(self.selection_changed)
        document.path_changed.connect(self.path_changed)
        document.undo_stack.cleanChanged.connect(self.clean_changed)

    # ---- the paint and brush -------------------------------------------------------------------

    def set_dragging(self, on: bool) -> None:
        """A mouse button is held on the map (docks that wait for the pointer to rest catch up after)."""
        self.dragging = on
        if not on:
            self.drag_finished.emit()

    def set_paint(self, paint: Paint) -> None:
        self.paint = paint
        self.paint_changed.emit()

    def set_radius(self, radius: int) -> None:
        self.radius = max(BRUSH_RADII[0], min(BRUSH_RADII[-1], radius))
        self.radius_changed.emit()

    def brush_hexes(self, col: int, row: int, radius: int | None = None) -> list[tuple[int, int]]:
        m = self.document.map
        return list(offsets_in_disk(col, row, self.radius if radius is None else radius, m.width, m.height))

    # ---- the rules in use ------------------------------------------------------------------------

    @property
    def system(self):
        return get_system(self.system_id)

    @property
    def rules(self):
        """The rules of the chosen system."""
        return self.rulebook.rules(self.system_id)

    def rules_of(self, system_id: str):
        return self.rulebook.rules(system_id)

    def load_rules_file(self, path: str) -> str:
        """Play with the rules file at `path` (its system becomes the chosen one); RulesError when it
        cannot be used, and then nothing changes. Returns the system id."""
        self.rulebook, system_id = self.rulebook.with_file(path)
        self.system_id = system_id
        self._rules_in_use_changed()
        return system_id

    def set_system(self, system_id: str) -> None:
        """Play the map in another game system: its rules, and its own checks besides every map's."""
        if system_id != self.system_id:
            self.system_id = get_system(system_id).id
            self._rules_in_use_changed()

    def set_choice(self, key: str, value, system_id: str | None = None) -> None:
        """A calculator input of a system, the chosen one by default (the overlays read them)."""
        choices = self.choices[system_id or self.system_id]
        if choices.get(key) != value:
            choices[key] = value
            self.choices_changed.emit()

    @property
    def current_choices(self) -> dict:
        return self.choices[self.system_id]

    def _rules_in_use_changed(self) -> None:
        self.live.restart(rules=self._check_rules())
        self.rules_changed.emit()

    def _check_rules(self):
        """What the reality check reads of the rules in use (a rules file changed on disk is read again)."""
        return check_rules(self.rulebook, self.system_id)


class RestTimer(QTimer):
    """Work that takes longer than a frame (laying out the hex dock, a calculator's answers) put off
    while a drag goes on or the view moves under the pointer: `start()` runs it once the pointer
    rests REST_MS, or at once when the drag ends; `run()` runs it now unless a drag goes on."""

    def __init__(self, state: EditorState, work, parent: QObject):
        super().__init__(parent, singleShot=True, interval=REST_MS)
        self._state, self._work = state, work
        self.timeout.connect(work)
        state.drag_finished.connect(self._catch_up)

    def run(self) -> None:
        if self._state.dragging:
            self.start()
        else:
            self.stop()
            self._work()

    def _catch_up(self) -> None:
        if self.isActive():
            self.stop()
            self._work()
