"""Work the window waits for, done off its thread (work whose result is handed back later:
session/background.py).

- `wait_for(parent, title, label, job)` runs `job()` on a thread of its own and returns its result
  (or raises its exception) once it ends, the window's events handled meanwhile, so it draws and
  never waits: for work a command needs before it goes on (a save). Past PROGRESS_AFTER_MS a
  progress dialog says what goes on, with Cancel when the work may be left (`Cancelled`).
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from .session.background import hand_over

PROGRESS_AFTER_MS = 400     # work taking longer shows its progress


class Cancelled(Exception):
    """The user cancelled work `wait_for` waited for: its result is dropped."""


class _Ended(QObject):
    ended = Signal()


_waited = ThreadPoolExecutor(1, thread_name_prefix="waited")


def wait_for(parent: QWidget, title: str, label: str, job, cancellable: bool = True):
    """job()'s result, worked out on another thread while the window's events are handled here."""
    future: Future = _waited.submit(job)
    if not future.done():
        _wait(parent, title, label, future, cancellable)
    if not future.done():
        raise Cancelled
    return future.result()


def _wait(parent: QWidget, title: str, label: str, future: Future, cancellable: bool) -> None:
    """Handle the window's events until the future is done, or the user cancels."""
    loop, ended = QEventLoop(), _Ended()
    ended.ended.connect(loop.quit, Qt.ConnectionType.QueuedConnection)
    future.add_done_callback(lambda _f: hand_over(ended.ended))
    progress = QProgressDialog(label, "Cancel" if cancellable else "", 0, 0, parent)
    if not cancellable:
        progress.setCancelButton(None)
    progress.setWindowTitle(title)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(PROGRESS_AFTER_MS)
    progress.canceled.connect(loop.quit)
    shown = QTimer(singleShot=True, interval=PROGRESS_AFTER_MS)
    shown.timeout.connect(progress.show)
    shown.start()
    if not future.done():
        loop.exec()
    shown.stop()
    progress.canceled.disconnect(loop.quit)
    progress.close()
    progress.deleteLater()
