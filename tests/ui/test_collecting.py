"""Python's cycle collector runs on the window's thread only: what it frees may be Qt's (a closed
window's pixmaps, timers, widgets), which Qt lets go on that thread alone."""

import gc
import threading

from hmeditor.core import collector
from hmeditor.ui.session import collecting


class Cycle:
    def __init__(self):
        self.me = self


def test_a_thread_that_makes_cyclic_garbage_never_collects_it_the_window_does(qtbot, qapp):
    collecting.collect_on_this_thread(qapp)
    threads = []

    def seen(phase, info):
        if phase == "start":
            threads.append(threading.current_thread())
    gc.callbacks.append(seen)
    try:
        worker = threading.Thread(target=lambda: [Cycle() for _ in range(50 * gc.get_threshold()[0])])
        worker.start()
        worker.join()
        qtbot.waitUntil(lambda: threading.main_thread() in threads, timeout=5 * collecting.INTERVAL_MS)
    finally:
        gc.callbacks.remove(seen)
    assert worker not in threads and not gc.isenabled()


def test_no_collection_starts_while_a_big_check_holds_the_collector_off(qapp):
    collecting.collect_on_this_thread(qapp)
    garbage = [Cycle() for _ in range(2 * gc.get_threshold()[0])]
    del garbage
    with collector.making_many():
        assert collecting.collect_due() is None
    assert collecting.collect_due() is not None
