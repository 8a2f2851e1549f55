"""Calls made later on the window's thread, each owned by an object and dropped with it.

`QTimer.singleShot(ms, context, fn)` would do, but PySide keeps `fn` (and all it holds: a dialog, a
window) for ever when its context goes before the timer fires. `later` gives the timer to its owner
instead: it goes with the owner, and with it the call.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer


def later(owner: QObject, ms: int, fn) -> None:
    """Call `fn()` in `ms` milliseconds, unless `owner` has been deleted by then."""
    timer = QTimer(owner, singleShot=True, interval=ms)
    timer.timeout.connect(fn)
    timer.timeout.connect(timer.deleteLater)
    timer.start()


def after_this_frame(owner: QObject, fn) -> None:
    """Call `fn()` once this pass of the event loop is done and the next has begun: after the paint
    of what this pass changed (a zero timer alone fires before it); unless `owner` went meanwhile."""
    later(owner, 0, lambda: later(owner, 0, fn))
