"""Work done off the window's thread, its result handed back to it: one helper for every such
thread of the session (the live check's, the whole-map overlays', autosave's) and of the windows
(export preview, generator, suggestions from a picture).

- `Background.run(job)` runs `job()` on a thread of its own, once the window has drawn the frame
  that asked for it (a thread busy with Python would slow that frame down: the two share the
  interpreter); `done(result)` comes on the window's thread, for the newest run only (a run still
  waiting when a newer one is asked for is skipped; `cancel()` drops what runs now). A job that
  raises hands back the exception as its result. `busy`: a run asked for has not come back yet.
  `submit(fn)` runs `fn()` on the same thread and hands nothing back (the thread's own chores,
  such as freeing what a run held); `wait()` waits for what was asked so far.
- `WholeMapWork`: work over the whole map that a view shows (a heat map), on a copy of the map on
  its thread on any map but a small one (`at_once`: a small map's runs at once, in a few milliseconds).
"""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from ...core.model import HexMap
from .timers import after_this_frame

AT_ONCE_HEXES = 4_000     # work over the whole map is done in the frame up to this size (a check of the whole map:
                          # 10 ms), else on a thread of its own
_running: set[int] = set()     # the threads running a job now


def at_once(hex_map: HexMap) -> bool:
    """Whether the map is small enough for whole-map work to be done at once, in the window's thread."""
    return hex_map.width * hex_map.height <= AT_ONCE_HEXES


class Background(QObject):
    done = Signal(object)                  # the newest run's result (or the exception it raised)
    _finished = Signal(object, int)        # a run's result and its number (from its thread)

    def __init__(self, parent: QObject | None = None, name: str = "background"):
        super().__init__(parent)
        self._thread = pool = ThreadPoolExecutor(1, thread_name_prefix=name)
        self.destroyed.connect(lambda: pool.shutdown(wait=False, cancel_futures=True))   # its thread ends with it
        self._asked = 0                    # runs asked for (and cancels): a result of an older one is dropped
        self._out = 0                      # runs not handed back yet
        self._waiting: list = []           # runs asked for in this frame, started after it
        self._finished.connect(self._take)

    @property
    def busy(self) -> bool:
        """A run goes on, or one asked for has not come back yet."""
        return self._out > 0

    def run(self, job) -> None:
        self._asked += 1
        self._out += 1
        self._waiting.append((job, self._asked))
        if len(self._waiting) == 1:
            after_this_frame(self, self._start_waiting)

    def _start_waiting(self) -> None:
        for job, asked in self._waiting:
            self._start(job, asked)
        self._waiting.clear()

    def _start(self, job, asked: int) -> None:
        future = self._thread.submit(lambda: running(job) if asked == self._asked else None)
        future.add_done_callback(lambda f: f.cancelled() or hand_over(self._finished, f.result(), asked))

    def submit(self, fn) -> Future:
        """Run `fn()` on this thread, after what was asked before; nothing is handed back."""
        self._start_waiting()
        return self._thread.submit(fn)

    def cancel(self) -> None:
        """Whatever runs now is not handed back."""
        self._asked += 1

    def wait(self) -> None:
        """Until the runs asked for have ended (their results come as events after); once its owner
        went, until its thread has ended (what was waiting to run does not)."""
        try:
            self.submit(lambda: None).result()
        except RuntimeError:            # shut down
            self._thread.shutdown(wait=True)

    def _take(self, result, asked: int) -> None:
        self._out -= 1
        if asked == self._asked:
            self.done.emit(result)


def running(job):
    """On a worker thread: `result_of(job)`, the thread counted as working meanwhile."""
    _running.add(threading.get_ident())
    try:
        return result_of(job)
    finally:
        _running.discard(threading.get_ident())


def others_working() -> bool:
    """Whether a thread runs a job now: the window's own work then goes at about half its speed
    (the two share the interpreter), so it takes smaller steps."""
    return bool(_running)


def result_of(job):
    try:
        return job()
    except Exception as e:          # handed back: the window says what went wrong
        return e


def hand_over(signal, *result) -> None:
    """On a worker thread: hand a result to the window's thread by `signal` (nothing when the editor
    was closed meanwhile)."""
    try:
        signal.emit(*result)
    except RuntimeError:
        pass


class WholeMapWork(Background):
    """Work over the whole map that a view shows (a heat map), kept off the window's thread on a
    large map: there `run(job)` runs `job(map)` on a thread of its own, on a copy of the map, so an
    edit's frame does not wait for it; a run asked for while one goes on starts when it ends, with
    the newest job. `apply(result)` gets the result on the window's thread, unless a newer run or
    `cancel()` came since (a job that raised raises there). A small map's job runs at once."""

    def __init__(self, state, apply, parent: QObject):
        super().__init__(parent, "whole-map")
        self._state, self._apply = state, apply
        self.done.connect(self._applied)

    def run(self, job) -> None:
        document = self._state.document
        if at_once(document.map):
            self.cancel()                  # what runs on the thread now is older
            self._apply(job(document.map))
            return
        super().run(lambda: job(document.snapshot()))

    def _applied(self, result) -> None:
        if isinstance(result, Exception):
            raise result
        self._apply(result)
