"""Issue 19: whole-map checks run on another thread, so the window never waits for them."""

import threading
import weakref

from PySide6.QtCore import QSettings

from hmeditor.core import edits
from hmeditor.core.check import FindingsChange, check_map
from hmeditor.core.check.runner import StaleResult
from hmeditor.core.collector import SLICE, holding_off
from hmeditor.core.hexgrid import offsets_in_disk
from hmeditor.core.model import HexMap
from hmeditor.ui.mainwindow import MainWindow
from hmeditor.ui.session import background


def wall_off_a_corner(window) -> None:
    m = window.hex_map
    inner = set(offsets_in_disk(0, 0, 2, m.width, m.height))
    wall = [h for h in offsets_in_disk(0, 0, 3, m.width, m.height) if h not in inner]
    window.document.push(edits.paint_base(m, wall, "impassable"), "wall")


def test_the_whole_map_check_after_a_pause_runs_on_the_check_thread(qtbot, window):
    wall_off_a_corner(window)
    assert window.state.live.checking() and not [f for f in window.check_dock.findings if f.rule == "unreachable-area"]
    assert "(checking...)" in window.check_dock.status.text()
    qtbot.waitUntil(lambda: not window.state.live.checking(), timeout=10000)
    assert window.check_dock.findings == check_map(window.hex_map.copy())
    assert [f.rule for f in window.check_dock.findings] == ["unreachable-area"]
    assert "(checking...)" not in window.check_dock.status.text()


def test_a_check_of_a_map_changed_meanwhile_is_dropped_and_run_again(qtbot, window):
    wall_off_a_corner(window)
    window.state.live.refresh_stale()                      # the pause ends: the job starts
    window.document.undo_stack.undo()                 # and the map changes under it
    qtbot.waitUntil(lambda: not window.state.live.checking(), timeout=10000)
    assert window.check_dock.findings == check_map(window.hex_map.copy()) == []


def test_a_check_whose_result_would_be_dropped_stops_at_its_next_check(qtbot, window, monkeypatch):
    wall_off_a_corner(window)
    checked = []
    run = window.state.live.checker._hits

    def hits(check, view=None):
        if threading.current_thread().name.startswith("check"):
            checked.append(check.rule)
        return run(check, view)
    monkeypatch.setattr(window.state.live.checker, "_hits", hits)
    gate = threading.Event()
    window.state.live.work.submit(gate.wait)            # the job waits behind this
    window.state.live.refresh_stale()
    window.document.undo_stack.undo()                 # the map changes: that job's result would be dropped
    gate.set()
    qtbot.waitUntil(lambda: not window.state.live.checking(), timeout=10000)
    assert checked and len(checked) == len(set(checked))       # checked once, by the job run again
    assert window.check_dock.findings == check_map(window.hex_map.copy()) == []


def test_a_large_map_opens_before_it_is_checked(qtbot, make_window, monkeypatch):
    monkeypatch.setattr(background, "AT_ONCE_HEXES", 100)
    m = HexMap(16, 17, "large")
    edits.paint_base(m, [(c, r) for c in range(16) for r in range(3)], "water", (1,)).apply(m)
    edits.add_mod(m, [(c, r) for c in range(16) for r in range(3)], "swamp").apply(m)
    window = make_window(m)
    expected = check_map(m.copy())
    assert expected and (window.check_dock.findings == [] or window.check_dock.findings == expected)
    qtbot.waitUntil(lambda: not window.state.live.checking(), timeout=10000)
    assert window.check_dock.findings == expected


def muddy_large_window(qtbot, make_window, monkeypatch, hexes=None, **conditions):
    """A 16 x 17 map with mud (a row of it by default) whose changes of conditions are checked on the
    check thread, as a large map's are; its first checks done."""
    monkeypatch.setattr(background, "AT_ONCE_HEXES", 10)
    m = HexMap(16, 17, "large")
    m.conditions.update(conditions)
    edits.add_mod(m, hexes or [(c, 2) for c in range(16)], "mud").apply(m)
    window = make_window(m)
    settle(qtbot, window)
    return window


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.state.live.checking(), timeout=10000)


def test_a_condition_change_on_a_large_map_is_checked_on_the_check_thread(qtbot, make_window, monkeypatch):
    window = muddy_large_window(qtbot, make_window, monkeypatch)
    checked_here = []
    run = window.state.live.checker.update
    monkeypatch.setattr(window.state.live.checker, "update", lambda *a, **k: checked_here.append(1) or run(*a, **k))
    prepared, collecting, prepare, hits = [], [], FindingsChange.prepare, window.state.live.checker._hits
    monkeypatch.setattr(FindingsChange, "prepare",
                        lambda change, m: prepared.append(threading.current_thread().name) or prepare(change, m))
    monkeypatch.setattr(window.state.live.checker, "_hits", lambda *a: collecting.append(holding_off()) or hits(*a))
    window.document.push(edits.SetConditions({"temperature": -10}), "frost")
    assert checked_here == [] and window.state.live.checking()        # the frost's checks: not in this frame
    qtbot.waitUntil(lambda: not window.state.live.checking(), timeout=10000)
    assert [f.rule for f in window.check_dock.findings] == ["frozen-mud"] * 16
    assert prepared and all(name.startswith("check") for name in prepared)   # what the views need: worked out there
    assert collecting and all(collecting) and not holding_off()              # no collection while checking


def test_what_a_large_map_holds_when_it_opens_is_not_announced_as_new(qtbot, make_window, monkeypatch):
    monkeypatch.setattr(background, "AT_ONCE_HEXES", 100)
    m = HexMap(16, 17, "large")
    m.conditions["temperature"] = -10
    edits.add_mod(m, [(c, 2) for c in range(16)], "mud").apply(m)
    window = make_window(m)
    qtbot.waitUntil(lambda: not window.state.live.checking(), timeout=10000)
    assert [f.rule for f in window.check_dock.findings] == ["frozen-mud"] * 16
    assert not window.announce_bar.isVisible()                    # found on opening: not new
    window.document.push(edits.add_mod(window.hex_map, [(5, 9)], "mud"), "mud")
    qtbot.waitUntil(lambda: not window.state.live.checking(), timeout=10000)
    assert window.announce_bar.isVisible() and "frozen-mud at 0610" in window.announce_bar.label.text()


def test_the_check_thread_copies_the_map_itself_while_edits_wait(qtbot, window):
    copied_on = []
    take_copy = window.document.snapshot
    window.document.snapshot = lambda: copied_on.append(threading.current_thread().name) or take_copy()
    wall_off_a_corner(window)
    window.state.live.refresh_stale()
    qtbot.waitUntil(lambda: not window.state.live.checking(), timeout=10000)
    assert copied_on and all(name.startswith("check") for name in copied_on)
    assert [f.rule for f in window.check_dock.findings] == ["unreachable-area"]


def test_an_edit_changes_the_map_only_while_holding_the_copy_lock(window):
    document = window.document
    held = []

    class Watched(edits.Edit):
        def apply(self, hex_map):
            held.append(document.writing.locked())
            return edits.MapChange(), Watched()
    document.push(Watched(), "watched")
    document.undo_stack.undo()
    assert held == [True, True] and not document.writing.locked()
    copies = []
    with document.writing:                       # an edit under way: the copy waits for it
        thread = threading.Thread(target=lambda: copies.append(document.snapshot()))
        thread.start()
        thread.join(0.2)
        assert thread.is_alive() and not copies
    thread.join(5)
    assert copies == [window.hex_map] and copies[0] is not window.hex_map


def test_what_a_finished_check_held_is_freed_a_slice_per_pass_of_the_event_loop(qtbot, window):
    """A whole-map check's old findings can take 100 ms to free (160k findings that went after a
    thaw): the window frees them once it is done with them, the job and the findings that
    disappeared, a slice at a time between its events (a thread freeing them would slow its frames)."""
    class Held:
        pass
    findings, job, freed_on = [Held() for _ in range(2 * SLICE + 3)], Held(), []
    for held in (*findings, job):
        weakref.finalize(held, lambda: freed_on.append(threading.current_thread()))
    done = (StaleResult({}, [], findings, {}), None)
    live = window.state.live
    qtbot.waitUntil(lambda: not live.checking())          # freeing waits while the check thread works
    live._free_when_idle(done[0].disappeared, [job, done])
    del findings, job, held, done
    assert freed_on == []                       # not in this event
    live._freeing.start()                       # as it starts SETTLE_MS after the hand-over
    for freed in (1, 1 + SLICE, 1 + 2 * SLICE, 2 * SLICE + 4):    # the last handed over first: [job, done];
        assert live._freeing.isActive()                            # then the findings, a slice at a time
        live._free_a_slice()
        assert len(freed_on) == freed
    assert set(freed_on) == {threading.main_thread()}
    assert not live._freeing.isActive()         # no pass more once all is freed


def test_an_old_maps_findings_are_freed_after_a_resize_not_in_its_frame(qtbot, window):
    """A resize starts the check afresh: the old map's findings (57k on a busy 1000 x 1000 map, 8-11 ms
    to free) are freed later, not in the resize's frame."""
    class Held:
        pass
    held, freed = Held(), []
    weakref.finalize(held, lambda: freed.append(True))
    live = window.state.live
    next(iter(live.checker._found.values()))[-1] = held
    del held
    window.resize_to(20, 17)
    assert freed == []                          # not in the resize's frame
    qtbot.waitUntil(lambda: bool(freed), timeout=5000)


def test_a_window_closed_while_its_map_is_checked_hears_nothing_more(qtbot, tmp_path):
    window = MainWindow(HexMap(16, 17, "test"), settings=QSettings(str(tmp_path / "settings.ini"),
                        QSettings.Format.IniFormat), autosave_dir=tmp_path / "autosave")
    window.show()
    wall_off_a_corner(window)
    finished = threading.Event()
    live = window.state.live
    checked, run = [], live.checker._hits
    live.checker._hits = lambda check, view=None: checked.append(check.rule) or run(check, view)
    live.work.submit(finished.wait)                     # the check waits behind this
    live.refresh_stale()
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    qtbot.wait(10)
    finished.set()                                      # the job starts after the window went
    live.work.wait()
    assert checked == []                                # and stops before its first check
    qtbot.wait(50)                                      # its result would reach the window's items now


def test_what_an_undo_brings_back_on_a_large_map_is_not_announced(qtbot, make_window, monkeypatch):
    """An undo brings back what was there: checked on the check thread, it is not news either."""
    window = muddy_large_window(qtbot, make_window, monkeypatch)
    window.document.push(edits.SetConditions({"temperature": -10}), "frost")
    settle(qtbot, window)
    assert window.announce_bar.isVisible()                          # a frost: news
    window.document.undo_stack.undo()
    settle(qtbot, window)
    assert not window.announce_bar.isVisible()
    window.document.undo_stack.redo()
    settle(qtbot, window)
    assert window.announce_bar.isVisible()                          # done again: news again
    window.announce_bar.hide()
    window.document.push(edits.SetConditions({"temperature": None}), "thaw")
    settle(qtbot, window)
    window.document.undo_stack.undo()                               # the frost comes back by an undo
    settle(qtbot, window)
    assert [f.rule for f in window.check_dock.findings] == ["frozen-mud"] * 16
    assert not window.announce_bar.isVisible()


def test_a_large_map_cut_smaller_is_checked_and_marked_anew(qtbot, make_window, monkeypatch):
    """The findings that went were numbered on the map before the cut: what the views need of them
    is still worked out on the check thread, and the marks are counted afresh."""
    window = muddy_large_window(qtbot, make_window, monkeypatch, [(c, r) for c in range(16) for r in range(17)],
                                temperature=-10)
    window.document.push(edits.ReplaceMap(edits.resized(window.hex_map, 6, 5)), "cut")
    settle(qtbot, window)
    assert window.check_dock.findings == check_map(window.hex_map.copy())
    assert len(window.check_dock.findings) == 30
    assert window.finding_marks.marked()["warning"] == {(c, r) for c in range(6) for r in range(5)}


def test_a_change_of_size_on_a_large_map_is_checked_after_its_frame(qtbot, make_window, monkeypatch):
    """A resize and its undo check the whole map afresh: on the check thread, not in their frames
    (a 200 x 200 map's checks in the window made an undo take 40-80 ms)."""
    window = muddy_large_window(qtbot, make_window, monkeypatch, temperature=-10)
    window.document.push(edits.ReplaceMap(edits.resized(window.hex_map, 16, 10)), "cut")
    assert window.check_dock.findings == [] and window.state.live.checking()
    settle(qtbot, window)
    assert [f.rule for f in window.check_dock.findings] == ["frozen-mud"] * 16
    window.document.undo_stack.undo()
    assert window.check_dock.findings == [] and window.state.live.checking()
    settle(qtbot, window)
    assert window.check_dock.findings == check_map(window.hex_map.copy())


def test_freeing_waits_while_the_check_thread_works(qtbot, window):
    """The check thread and the window share the interpreter: freeing while a check runs would slow both."""
    live = window.state.live
    qtbot.waitUntil(lambda: not live.checking())
    live._free_when_idle(list(range(3 * SLICE)))
    live._job = (live.checker, None, live.edits)          # a check running
    live._freeing.start()
    live._free_a_slice()
    assert len(live._to_free[-1]) == 3 * SLICE and not live._freeing.isActive()
    live._job = None
    qtbot.waitUntil(lambda: not live._to_free, timeout=5000)


def test_a_background_thread_ends_with_its_owner(qtbot):
    """An export dialog's preview thread, a closed window's check thread: none is left waiting for work."""
    from PySide6.QtCore import QObject
    from shiboken6 import Shiboken

    owner = QObject()
    work = background.Background(owner, "ending-with-its-owner")
    work.submit(lambda: None).result()
    thread = next(t for t in threading.enumerate() if t.name.startswith("ending-with-its-owner"))
    Shiboken.delete(owner)
    thread.join(5)
    assert not thread.is_alive()


def test_work_asked_for_in_a_frame_starts_after_that_frame_is_painted(qtbot):
    """The check or heat map an edit starts would share the interpreter with the edit's own paint
    (a frame of 10 ms then takes 20): it starts once the window has drawn the edit."""
    import time

    from PySide6.QtWidgets import QWidget

    order = []

    class Canvas(QWidget):
        def paintEvent(self, event):
            order.append("paint")

    canvas = Canvas()
    qtbot.addWidget(canvas)
    canvas.show()
    qtbot.waitExposed(canvas)
    qtbot.waitUntil(lambda: "paint" in order)
    order.clear()
    work = background.Background(canvas, "after-the-frame")
    canvas.update()
    work.run(lambda: order.append("work"))
    assert work.busy
    time.sleep(0.05)                        # a thread started at once would be done by now
    qtbot.waitUntil(lambda: not work.busy)
    assert order == ["paint", "work"]


def test_waiting_for_background_work_includes_work_not_yet_started(qtbot):
    from PySide6.QtCore import QObject

    owner = QObject()
    work = background.Background(owner, "waited")
    ran = []
    work.run(lambda: ran.append(1))
    work.wait()
    assert ran == [1]
