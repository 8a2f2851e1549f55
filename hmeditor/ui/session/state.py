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
  what it can affect is re-checked; whole-map checks run when the user pauses, on another thread
  (on a copy of the map; a result the map has changed since is dropped and the checks run again),
  so the window never waits for them. On a large map the first check runs there too, at once,
  and so do those after an edit of many hexes (a fill); the checks after a change of conditions
  run there on any map but a small one. `findings_changed` gives what changed (a FindingsChange:
  what appeared and disappeared, and what the views need of it, worked out on the check thread
  for the checks run there), `findings_reset` says the list is new (another document or rules),
  `new_findings` gives the change again when it brought news: warnings and errors an edit (not an
  undo) brought. The findings in order are `findings`. `checking()` says whether checks are
  running. The check thread makes findings by the 100k on a big map without the cycle collector
  (core.collector), and hands the interpreter back to the window's thread within SWITCH_S.
- Work that waits: `RestTimer` (until a drag ends or the pointer rests) and `WholeMapWork` (a
  whole-map overlay worked out on another thread on a large map).
"""

from __future__ import annotations

import sys
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal

from ...core import systems
from ...core.check import Finding, FindingsChange, IncrementalChecker, check_rules
from ...core.check.runner import StaleResult
from ...core.collector import collect_kept, let_go, making_many
from ...core.hexgrid import offsets_in_disk
from ...core.paint import Paint
from ...core.systems import DEFAULT_SYSTEM, Rulebook, get_system
from .document import MapDocument

BRUSH_RADII = (0, 1, 2)   # brush sizes of 1, 7 and 19 hexes
PAUSE_MS = 300            # whole-map checks (reachability) run this long after the last edit
AT_ONCE_HEXES = 50_000    # maps up to this size are checked whole at once (in a few milliseconds)
CHANGE_AT_ONCE_HEXES = 4_000   # and a change of conditions in its frame (23 checks of 10k hexes: 24 ms)
REST_MS = 120             # work that waits during a drag or while the view moves runs once the pointer rests this long
SWITCH_S = 0.0002         # how long the check thread keeps the interpreter while the window's wants it (Python: 5 ms,
                          # and a repaint of the window asks for it back once per row of a list)


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
    findings_changed = Signal(object)      # a FindingsChange
    findings_reset = Signal()
    new_findings = Signal(object)          # a FindingsChange with news
    checking_changed = Signal()            # checks started or ended on the check thread
    _checked = Signal(object, object)      # a stale job's result and the edit count it ran at (from its thread)

    def __init__(self, document: MapDocument, rulebook: Rulebook | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.paint = Paint("base", "light_woods")
        self.radius = 0
        self.dragging = False                  # a mouse button is held on the map (the view sets it)
        self.rulebook = rulebook or Rulebook()
        self.system_id = DEFAULT_SYSTEM
        self.choices = {s.id: dict(s.choices) for s in systems.SYSTEMS}
        self.pause = QTimer(self, singleShot=True, interval=PAUSE_MS)
        self.pause.timeout.connect(self.refresh_stale)
        self.edits = 0                         # edits and new checkers so far: a check of an older map is dropped
        self._undone = False                   # the last edit was an undo
        self._worker = ThreadPoolExecutor(1, thread_name_prefix="check")
        sys.setswitchinterval(SWITCH_S)
        self._job = None                       # the edit count a running stale job checks
        self._checked.connect(self._take)
        self.document: MapDocument | None = None
        self._follow(document)

    # ---- the document --------------------------------------------------------------------------

    def set_document(self, document: MapDocument) -> None:
        self._follow(document)
        self.document_changed.emit()
        self.findings_reset.emit()
        collect_kept()                         # while the map opens: what the old one left in cycles

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
        if change.size:
            self._resized(change)
            return
        self.edits += 1
        self._undone = self.document.undoing       # what the checks find then is not news
        was_checking = self.checking()
        m = self.document.map
        large = change.whole_map and m.width * m.height > CHANGE_AT_ONCE_HEXES or len(change.hexes) > AT_ONCE_HEXES
        if large:                               # a change of conditions, a fill: all checked on the thread
            self.checker.invalidate()
            found = FindingsChange([], [])
        else:
            found = FindingsChange(*self.checker.update(change, local_only=True))
        if self.checker.stale:
            self.pause.start(0 if large else PAUSE_MS)
        self.map_changed.emit(change)
        self._found(found)
        if self.checking() != was_checking:
            self.checking_changed.emit()

    def _resized(self, change) -> None:
        """A change of size (resize, combine, their undo) moves hexes to other flat indices: every
        finding is of the old map, so the check starts afresh, as for another map."""
        self._new_checker()
        self.map_changed.emit(change)
        self.findings_reset.emit()
        self.checking_changed.emit()

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
        self._new_checker()
        self.rules_changed.emit()
        self.findings_reset.emit()

    # ---- the live check --------------------------------------------------------------------------

    def _new_checker(self) -> None:
        self.pause.stop()
        self.edits += 1
        self.checker = IncrementalChecker(self.document.map, check_rules(self.rulebook, self.system_id),
                                          run=self.at_once())
        self._unchecked = set(self.checker.stale)      # checks not yet run on this map: what they find is not new
        if self.checker.stale:
            self.pause.start(0)            # after the first paint

    def at_once(self) -> bool:
        """Whether the map is small enough for whole-map work to be done at once, in the window's thread."""
        m = self.document.map
        return m.width * m.height <= AT_ONCE_HEXES

    @property
    def findings(self) -> list[Finding]:
        return self.checker.findings

    def checking(self) -> bool:
        """Whether checks are running, or left for when the user pauses."""
        return self._job is not None or bool(self.checker.stale)

    def refresh_stale(self) -> None:
        """Start the checks an edit left for later, on the check thread (once the one running ends)."""
        self.pause.stop()
        if self._job is not None or not self.checker.stale:
            return
        self._job = edits = self.edits
        job = self.checker.stale_job(self.document.snapshot, lambda: self.edits != edits)   # else dropped
        checker, hex_map, quiet = self.checker, self.document.map, frozenset(self._unchecked & self.checker.stale)

        def run() -> tuple[StaleResult, FindingsChange]:
            with making_many(keep=True):        # findings by the 100k, kept till a later check
                result = job()
                change = FindingsChange(result.appeared, result.disappeared, result.blocks, quiet)
                return result, change.prepare(hex_map)
        self._worker.submit(run).add_done_callback(lambda done: _hand_over(self._checked, (checker, job, done), edits))
        self.checking_changed.emit()

    def drop_checks(self) -> None:
        """Nothing checked so far counts (the window closes): a running job stops at its next check."""
        self.pause.stop()
        self.edits += 1

    def _take(self, run, edits) -> None:
        """A stale job ended: its findings count if the map and checker are still those it checked."""
        checker, job, done = run
        self._job = None
        if checker is self.checker and edits == self.edits:
            result, found = done.result()
            checker.take(result)
            self._unchecked -= result.found.keys()
            self._found(found)
        self._free_on_check_thread(job, done)
        if self.checker.stale and not self.pause.isActive():
            self.refresh_stale()
        self.checking_changed.emit()

    def _free_on_check_thread(self, job, done) -> None:
        """Leave it to the check thread to free what a finished job held: the findings it replaced
        (the ids of a 700k-hex area take 10 ms to free, too long for a frame of the window), a slice
        at a time. Handed over once this event is done with them."""
        garbage = [job, done]

        def free() -> None:
            if not done.exception():
                let_go(done.result()[0].disappeared)     # 160k after a thaw: 100 ms in one go
            garbage.clear()
        QTimer.singleShot(0, self, lambda: self._worker.submit(free))

    def _found(self, change: FindingsChange) -> None:
        """Tell the views what changed, and announce its news, unless the last edit was an undo (a
        stale job's result counts only if no edit came after the one it checks)."""
        if not len(change):
            return
        self.findings_changed.emit(change)
        if change.news and not self._undone:
            self.new_findings.emit(change)


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


class WholeMapWork(QObject):
    """Work over the whole map that a view shows (a heat map), kept off the window's thread on a
    large map: there `run(job)` runs `job(map)` on a thread of its own, on a copy of the map, so an
    edit's frame does not wait for it; a run asked for while one goes on starts when it ends, with
    the newest job. `apply(result)` gets the result on the window's thread, unless a newer run or
    `cancel()` came since. A small map's job runs at once (in a few milliseconds)."""

    _finished = Signal(object, int)        # the done future and the run it was (from its thread)

    def __init__(self, state: EditorState, apply, parent: QObject):
        super().__init__(parent)
        self._state, self._apply = state, apply
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="whole-map")
        self._asked = 0                    # runs asked for (and cancels): a result of an older one is dropped
        self._job = None                   # the newest job; None when cancelled
        self._running = None               # the future of the run going on
        self._finished.connect(self._take)

    @property
    def busy(self) -> bool:
        """A run goes on, or one asked for has not shown yet."""
        return self._running is not None

    def run(self, job) -> None:
        self._asked += 1
        if self._state.at_once():
            self._job = None               # nothing left for the thread
            self._apply(job(self._state.document.map))
            return
        self._job = job
        if self._running is None:
            self._start()

    def cancel(self) -> None:
        self._asked += 1
        self._job = None

    def _start(self) -> None:
        asked, job, document = self._asked, self._job, self._state.document
        self._running = self._thread.submit(lambda: job(document.snapshot()))
        self._running.add_done_callback(lambda done: _hand_over(self._finished, done, asked))

    def _take(self, done, asked: int) -> None:
        self._running = None
        if asked == self._asked:
            self._apply(done.result())
        elif self._job is not None:
            self._start()


def _hand_over(signal, *result) -> None:
    """On a worker thread: hand a result to the window's thread by `signal` (nothing when the editor
    was closed meanwhile)."""
    try:
        signal.emit(*result)
    except RuntimeError:
        pass
