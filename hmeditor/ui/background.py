"""Work done off the window's thread, its result handed back to it: `Background.run(job)` runs
`job()` on a thread of its own; `done(result)` comes on the window's thread, for the newest run only
(a run still waiting when a newer one is asked for is skipped). A job that raises hands back the
exception as its result."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from .state import _hand_over


class Background(QObject):
    done = Signal(object)                  # the newest run's result (or the exception it raised)
    _finished = Signal(object, int)

    def __init__(self, parent: QObject | None = None, name: str = "background"):
        super().__init__(parent)
        self._thread = ThreadPoolExecutor(1, thread_name_prefix=name)
        self._asked = 0
        self._finished.connect(self._take)

    def run(self, job) -> None:
        self._asked += 1
        asked = self._asked
        future = self._thread.submit(lambda: _result_of(job) if asked == self._asked else None)
        future.add_done_callback(lambda f: _hand_over(self._finished, f.result(), asked))

    def cancel(self) -> None:
        """Whatever runs now is not handed back."""
        self._asked += 1

    def wait(self) -> None:
        """Until the runs asked for have ended (their results come as events after)."""
        self._thread.submit(lambda: None).result()

    def _take(self, result, asked: int) -> None:
        if asked == self._asked:
            self.done.emit(result)


def _result_of(job):
    try:
        return job()
    except Exception as e:          # handed back: the window says what went wrong
        return e
