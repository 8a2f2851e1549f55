"""Python's cycle collector, run on the window's thread only.

Left to itself, the collector runs in whichever thread allocates past its threshold: the check
thread, a thumbnail's or a preview's. What it frees there can be Qt's: the pixmaps, timers and
widgets of a closed window or an answered dialog, which Qt lets go only on the window's thread.
Freed on another they crashed the editor now and then (one run of the window tests: 839 pixmaps,
120 actions and 40 docks freed on other threads). So the editor turns the automatic collector off and runs it on the
window's thread, as often as it would have run itself (its own thresholds), looked at twice a
second; never while `core.collector.making_many` holds it off (a big check's findings).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from ...core import collector

INTERVAL_MS = 500


class _Collector(QObject):
    """The application's timer that runs the collection due."""

    def __init__(self, app: QCoreApplication):
        super().__init__(app)
        self.setObjectName("cycle collector")
        self.timer = QTimer(self, interval=INTERVAL_MS)
        self.timer.timeout.connect(collect_due)
        self.timer.start()


def collect_on_this_thread(app: QCoreApplication) -> None:
    """From now on, collect cycles on the application's thread only (this one)."""
    gc.disable()
    if app.findChild(_Collector) is None:
        _Collector(app)


def collect_due() -> int | None:
    """Collect the oldest generation whose count is past its threshold, as the automatic collector
    would on its next allocation; the generation collected, None when none is due (or the collector
    is held off)."""
    if collector.holding_off():
        return None
    counts, thresholds = gc.get_count(), gc.get_threshold()
    due = [generation for generation in (2, 1, 0) if counts[generation] > thresholds[generation]]
    if not due:
        return None
    gc.collect(due[0])
    return due[0]
