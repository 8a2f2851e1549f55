"""LiveCheck: the reality check of an open document, kept up to date as it is edited.

One input, the document's changes (`changed`); four outputs: `findings_changed` gives what changed
(a FindingsChange: what appeared and disappeared, and what the views need of it, worked out on the
check thread for the checks run there), `findings_reset` says the list is new (another document,
other rules, another size), `new_findings` gives the change again when it brought news (warnings
and errors an edit brought, not an undo: `MapChange.undone`), `checking_changed` says checks started
or ended (`checking()`). The findings in order are `findings`.

After an edit only what it can affect is re-checked; whole-map checks run when the user pauses, on
another thread (on a copy of the map; a result the map has changed since is dropped and the checks
run again), so the window never waits for them. On any map but a small one the first check (of
another map, after a change of size or of rules) runs there too, at once, and so do the checks after
a change of conditions; on any map, those after an edit of many hexes (a fill). The check thread
makes findings by the 100k on a big map without the cycle collector (core.collector). It shares
the interpreter with the window's thread: `share_the_interpreter()` (at the application's start)
makes it hand the interpreter back within SWITCH_S.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.check import CheckRules, Finding, FindingsChange, IncrementalChecker, check_rules
from ...core.check.runner import StaleResult
from ...core.collector import free_slice, making_many
from ...core.edits import MapChange
from .background import Background, at_once
from .document import MapDocument
from .timers import later

SETTLE_MS = 100           # a new map's first check, and freeing what is no longer needed, wait this long: for
                          # the frame and the tiles on screen (the check would hold up their drawing)
PAUSE_MS = 300            # whole-map checks (reachability) run this long after the last edit
EDIT_AT_ONCE_HEXES = 50_000    # an edit of more hexes than this (a fill) is checked on the check thread; the whole
                               # map (a change of conditions or of size, another map or other rules) is on any map
                               # but a small one (background.at_once)
SWITCH_S = 0.0002         # how long the check thread keeps the interpreter while the window's wants it (Python: 5 ms,
                          # and a repaint of the window asks for it back once per row of a list)


def share_the_interpreter() -> None:
    """At the application's start (a setting of the whole process): a thread working (the check)
    lets the window's thread in within SWITCH_S."""
    sys.setswitchinterval(SWITCH_S)


class LiveCheck(QObject):
    findings_changed = Signal(object)      # a FindingsChange
    findings_reset = Signal()
    new_findings = Signal(object)          # a FindingsChange with news
    checking_changed = Signal()            # checks started or ended on the check thread

    def __init__(self, document: MapDocument, rules: CheckRules | None = None, parent: QObject | None = None):
        """The check of `document` under `rules` (the shipped rules, BattleTech's, by default)."""
        super().__init__(parent)
        self.pause = QTimer(self, singleShot=True, interval=PAUSE_MS)
        self.pause.timeout.connect(self.refresh_stale)
        self.edits = 0                         # edits and new checkers so far: a check of an older map is dropped
        self._undone = False                   # the last edit was an undo
        self.work = Background(self, "check")
        self.work.done.connect(self._take)
        self._to_free: list[list | dict] = []     # what is no longer needed, freed a slice per pass of the event loop
        self._freeing = QTimer(self, interval=0)
        self._freeing.timeout.connect(self._free_a_slice)
        self._job: tuple | None = None         # the checker, job and edit count of the stale job running
        self.document: MapDocument | None = None
        self._start(document, rules if rules is not None else check_rules())

    def restart(self, document: MapDocument | None = None, rules: CheckRules | None = None) -> None:
        """Check another document, or the same under other rules, from the start (`findings_reset`)."""
        self._start(document or self.document, rules if rules is not None else self.rules)
        self.findings_reset.emit()

    def _start(self, document: MapDocument, rules: CheckRules) -> None:
        if document is not self.document:
            if self.document is not None:
                self.document.changed.disconnect(self._on_change)
            self.document = document
            document.changed.connect(self._on_change)
        self.rules = rules
        self._new_checker()

    def _on_change(self, change: MapChange) -> None:
        """Re-check the area the edit touched now, the whole-map checks when the user pauses; then
        tell the views what the check found."""
        if change.size:
            self._resized()
            return
        self.edits += 1
        self._undone = change.undone           # what the checks find then is not news
        was_checking = self.checking()
        m = self.document.map
        large = change.whole_map and not at_once(m) or len(change.hexes) > EDIT_AT_ONCE_HEXES
        if large:                               # a change of conditions, a fill: all checked on the thread
            self.checker.invalidate()
            found = FindingsChange([], [])
        else:
            found = FindingsChange(*self.checker.update(change, local_only=True))
        if self.checker.stale:
            self.pause.start(0 if large else PAUSE_MS)
        self._found(found)
        if self.checking() != was_checking:
            self.checking_changed.emit()

    def _resized(self) -> None:
        """A change of size (resize, combine, their undo) moves hexes to other flat indices: every
        finding is of the old map, so the check starts afresh, as for another map."""
        self._new_checker()
        self.findings_reset.emit()
        self.checking_changed.emit()

    def _new_checker(self) -> None:
        self.pause.stop()
        self.edits += 1
        if getattr(self, "checker", None) is not None:     # an old map's: 57k findings at 1000 x 1000, 8-11 ms
            self._free_when_idle(*self.checker.give_up())
        self.checker = IncrementalChecker(self.document.map, self.rules, run=at_once(self.document.map))
        self._unchecked = set(self.checker.stale)      # checks not yet run on this map: what they find is not new
        if self.checker.stale:
            self.pause.start(SETTLE_MS)

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
        edits = self.edits
        job = self.checker.stale_job(self.document.snapshot, lambda: self.edits != edits)   # else dropped
        checker, hex_map, quiet = self.checker, self.document.map, frozenset(self._unchecked & self.checker.stale)
        self._job = (checker, job, edits)

        def run() -> tuple[StaleResult, FindingsChange]:
            with making_many(keep=True):        # findings by the 100k, kept till a later check
                result = job()
                change = FindingsChange(result.appeared, result.disappeared, result.blocks, quiet)
                return result, change.prepare(hex_map)
        self.work.run(run)
        self.checking_changed.emit()

    def drop_checks(self) -> None:
        """Nothing checked so far counts (the window closes): a running job stops at its next check."""
        self.pause.stop()
        self.edits += 1

    def _take(self, done) -> None:
        """A stale job ended (`done`: its result, or the exception it raised): its findings count if
        the map and checker are still those it checked."""
        checker, job, edits = self._job
        self._job = None
        if checker is self.checker and edits == self.edits:
            if isinstance(done, Exception):
                raise done
            result, found = done
            checker.take(result)
            self._unchecked -= result.found.keys()
            self._found(found)
        self._free_when_idle([] if isinstance(done, Exception) else done[0].disappeared, [job, done])
        if self.checker.stale and not self.pause.isActive():
            self.refresh_stale()
        self.checking_changed.emit()

    def _free_when_idle(self, *held: list | dict) -> None:
        """Free what is no longer needed a slice at a time, one per pass of the event loop, from
        SETTLE_MS on: what a finished job held (the findings it replaced, 160k after a thaw: 100 ms in
        one go; the ids of a 700k-hex area: 10 ms), an old map's findings. Handed over once this event
        is done with them (the views have let go of theirs). Not on the check thread: a thread busy
        with Python makes the window's wait at each turn, and a frame of 10 ms then takes 30-60 ms."""
        self._to_free.extend(held)
        later(self._freeing, SETTLE_MS, self._freeing.start)

    def _free_a_slice(self) -> None:
        if self._job is not None:       # the check thread is at work: both would go slower (it resumes after)
            self._freeing.stop()
            return
        if self._to_free:
            free_slice(self._to_free[-1])
        while self._to_free and not self._to_free[-1]:
            self._to_free.pop()
        if not self._to_free:                # all freed: no pass more
            self._freeing.stop()

    def _found(self, change: FindingsChange) -> None:
        """Tell the views what changed, and announce its news, unless the last edit was an undo (a
        stale job's result counts only if no edit came after the one it checks)."""
        if not len(change):
            return
        self.findings_changed.emit(change)
        if change.news and not self._undone:
            self.new_findings.emit(change)
