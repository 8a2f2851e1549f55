"""The live check is the session's, not the window's: built from a document alone, it follows the
document's changes and says what it found by its four signals."""

import threading

import pytest

from hmeditor.core import edits
from hmeditor.core.check import check_map, check_rules
from hmeditor.core.hexgrid import offsets_in_disk
from hmeditor.core.model import HexMap
from hmeditor.ui.session import background
from hmeditor.ui.session.document import MapDocument
from hmeditor.ui.session.livecheck import LiveCheck


class Heard:
    """What a LiveCheck said, signal by signal."""

    def __init__(self, live: LiveCheck):
        self.changed, self.reset, self.news, self.checking = [], [], [], []
        live.findings_changed.connect(self.changed.append)
        live.findings_reset.connect(lambda: self.reset.append(True))
        live.new_findings.connect(self.news.append)
        live.checking_changed.connect(lambda: self.checking.append(live.checking()))

    def clear(self) -> None:
        for heard in (self.changed, self.reset, self.news, self.checking):
            heard.clear()


def settle(qtbot, live: LiveCheck) -> None:
    qtbot.waitUntil(lambda: not live.checking(), timeout=10000)


def test_a_live_check_needs_only_a_document(qtbot):
    m = HexMap(16, 17, "test")
    edits.paint_base(m, [(3, 3)], "water", (1,)).apply(m)
    live = LiveCheck(MapDocument(m))
    heard = Heard(live)
    settle(qtbot, live)
    assert live.findings == check_map(m.copy())
    live.document.push(edits.add_mod(m, [(3, 3)], "swamp"), "swamp")
    assert [f.rule for f in live.findings] == ["swamp-in-water"]
    assert [[f.rule for f in change.appeared] for change in heard.changed] == [["swamp-in-water"]]
    assert heard.news == heard.changed and heard.reset == []


def test_the_whole_map_checks_run_on_the_check_thread_after_a_pause(qtbot, monkeypatch):
    threads = []
    snapshot = MapDocument.snapshot
    monkeypatch.setattr(MapDocument, "snapshot",
                        lambda document: threads.append(threading.current_thread().name) or snapshot(document))
    m = HexMap(16, 17, "test")
    live = LiveCheck(MapDocument(m))
    settle(qtbot, live)
    heard = Heard(live)
    inner = set(offsets_in_disk(0, 0, 2, m.width, m.height))
    wall = [h for h in offsets_in_disk(0, 0, 3, m.width, m.height) if h not in inner]
    live.document.push(edits.paint_base(m, wall, "impassable"), "wall")
    assert live.checking() and heard.checking == [True] and live.findings == []
    settle(qtbot, live)
    assert [f.rule for f in live.findings] == ["unreachable-area"] and heard.checking[-1] is False
    assert threads and all(name.startswith("check") for name in threads)


def test_other_rules_or_another_document_start_the_list_anew(qtbot):
    live = LiveCheck(MapDocument(HexMap(16, 17, "test")))
    heard = Heard(live)
    m = HexMap(8, 9, "other")
    edits.paint_base(m, [(3, 3)], "water", (1,)).apply(m)
    edits.add_mod(m, [(3, 3)], "swamp").apply(m)
    live.restart(MapDocument(m))
    assert heard.reset == [True] and [f.rule for f in live.findings] == ["swamp-in-water"]
    live.restart(rules=check_rules(system_id="wh40k"))
    assert heard.reset == [True, True] and live.checker.rules.system == "wh40k"
    assert heard.news == []                         # what a map holds when it comes is not news


@pytest.fixture
def large(monkeypatch):
    """Maps checked as large ones are: a change of conditions, or the first check, on the check thread."""
    monkeypatch.setattr(background, "AT_ONCE_HEXES", 10)


def test_an_undo_on_a_large_map_announces_nothing(qtbot, large):
    m = HexMap(16, 17, "large")
    edits.add_mod(m, [(c, 2) for c in range(16)], "mud").apply(m)
    document = MapDocument(m)
    live = LiveCheck(document)
    settle(qtbot, live)
    heard = Heard(live)
    document.push(edits.SetConditions({"temperature": -10}), "frost")
    assert heard.changed == []                           # not in the edit's frame: on the check thread
    settle(qtbot, live)
    assert [f.rule for f in heard.news[0].appeared] == ["frozen-mud"] * 16      # news
    heard.clear()
    document.undo_stack.undo()
    settle(qtbot, live)
    assert heard.changed and heard.news == []            # what the undo took away: not news
    document.undo_stack.redo()
    settle(qtbot, live)
    assert heard.news                                    # done again: news again
    document.push(edits.SetConditions({"temperature": None}), "thaw")
    settle(qtbot, live)
    heard.clear()
    document.undo_stack.undo()                           # the frost comes back by an undo
    settle(qtbot, live)
    assert [f.rule for f in live.findings] == ["frozen-mud"] * 16
    assert [f.rule for f in heard.changed[0].appeared] == ["frozen-mud"] * 16 and heard.news == []
