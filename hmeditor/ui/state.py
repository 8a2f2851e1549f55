"""The editor's state beside the document: what the palette and toolbar choose, the rules in use
and the live reality check under them. Docks, tools and overlays follow its signals; none of them
holds a copy of the rules or connects to a document itself.

- The document: `set_document` replaces it; its edits, selection, path and saved state come out
  as `map_changed`, `selection_changed`, `path_changed` and `clean_changed`, only ever from the
  current document (the old one is let go).
- The paint and brush size the tools use.
- The rules in use: a `Rulebook` (each system's shipped rules, or a user's rules file), the game
  system chosen in the calculator and its `choices` (unit, ...) the overlays read. `rules_changed`
  when a rules file is loaded or the system changes; `choices_changed` when a choice does.
- The live check: an IncrementalChecker of the document under the rules in use. After an edit only
  what it can affect is re-checked (whole-map checks when the user pauses); `findings_changed`
  says what appeared and disappeared, `findings_reset` that the list is new (another document or
  rules), `new_findings` the warnings and errors an edit (not an undo) brought.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from ..core import systems
from ..core.check import Finding, IncrementalChecker, check_rules
from ..core.hexgrid import offsets_in_disk
from ..core.paint import Paint
from ..core.systems import DEFAULT_SYSTEM, Rulebook, get_system
from .document import MapDocument

BRUSH_RADII = (0, 1, 2)   # brush sizes of 1, 7 and 19 hexes
PAUSE_MS = 300            # whole-map checks (reachability) run this long after the last edit


class EditorState(QObject):
    document_changed = Signal()
    map_changed = Signal(object)           # MapChange of the current document
    selection_changed = Signal()
    path_changed = Signal()
    clean_changed = Signal()               # the document was saved, or changed after a save
    paint_changed = Signal()
    radius_changed = Signal()
    rules_changed = Signal()
    choices_changed = Signal()
    findings_changed = Signal(list, list)  # appeared, disappeared
    findings_reset = Signal()
    new_findings = Signal(list)

    def __init__(self, document: MapDocument, rulebook: Rulebook | None = None):
        super().__init__()
        self.paint = Paint("base", "light_woods")
        self.radius = 0
        self.rulebook = rulebook or Rulebook()
        self.system_id = DEFAULT_SYSTEM
        self.choices = {s.id: dict(s.choices) for s in systems.SYSTEMS}
        self.pause = QTimer(self, singleShot=True, interval=PAUSE_MS)
        self.pause.timeout.connect(self.refresh_stale)
        self.document: MapDocument | None = None
        self._follow(document)

    # ---- the document --------------------------------------------------------------------------

    def set_document(self, document: MapDocument) -> None:
        self._follow(document)
        self.document_changed.emit()
        self.findings_reset.emit()

    def _follow(self, document: MapDocument) -> None:
        old = self.document
        if old is not None:
            old.changed.disconnect(self._on_change)
            old.selection_changed.disconnect(self.selection_changed)
            old.path_changed.disconnect(self.path_changed)
            old.undo_stack.cleanChanged.disconnect(self.clean_changed)
        self.document = document
        document.changed.connect(self._on_change)
        document.selection_changed.connect(self.selection_changed)
        document.path_changed.connect(self.path_changed)
        document.undo_stack.cleanChanged.connect(self.clean_changed)
        self._new_checker()

    def _on_change(self, change) -> None:
        """Re-check the area the edit touched now, the whole-map checks when the user pauses; then
        tell the views, then what the check found."""
        appeared, disappeared = self.checker.update(change, local_only=True)
        if self.checker.stale:
            self.pause.start()
        self.map_changed.emit(change)
        self._found(appeared, disappeared)

    # ---- the paint and brush -------------------------------------------------------------------

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
        if system_id != self.system_id:
            self.system_id = get_system(system_id).id
            self.rules_changed.emit()

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
        self._new_checker()
        self.rules_changed.emit()
        self.findings_reset.emit()

    # ---- the live check --------------------------------------------------------------------------

    def _new_checker(self) -> None:
        self.pause.stop()
        self.checker = IncrementalChecker(self.document.map, check_rules(self.rulebook))

    @property
    def findings(self) -> list[Finding]:
        return self.checker.findings

    def refresh_stale(self) -> None:
        """Run the whole-map checks an edit left for later."""
        self.pause.stop()
        self._found(*self.checker.refresh_stale())

    def _found(self, appeared: list[Finding], disappeared: list[Finding]) -> None:
        if not (appeared or disappeared):
            return
        self.findings_changed.emit(appeared, disappeared)
        before = {f.key for f in disappeared}
        new = [f for f in appeared if f.key not in before and not f.accepted and f.severity != "info"]
        if new and not self.document.undoing:
            self.new_findings.emit(new)
