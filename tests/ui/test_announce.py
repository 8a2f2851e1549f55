"""The new-finding bar hides once none of the findings it announced is left open, by following the
check's changes (it does not look its findings up again: a frost can announce 200k)."""

from dataclasses import replace

from PySide6.QtWidgets import QWidget

from hmeditor.core.check import Finding, FindingsChange
from hmeditor.core.model import HexMap
from hmeditor.ui.announce import AnnounceBar


def finding(hex_id: str, message: str = "Mud would be frozen.") -> Finding:
    return Finding("frozen-mud", "warning", (hex_id,), message)


def test_the_bar_goes_once_every_announced_finding_is_gone_or_accepted(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(800, 600)
    parent.show()
    bar = AnnounceBar(parent)
    a, b, c = finding("0101"), finding("0202"), finding("0303")
    bar.announce(FindingsChange([a, b], []))
    bar.follow(FindingsChange([c], [a]))                    # one goes, another (not announced) comes
    assert bar.isVisible()
    reworded = finding("0202", "Mud with snow would be frozen.")
    bar.follow(FindingsChange([reworded], [b]))             # the same finding, new words: still open
    assert bar.isVisible()
    bar.follow(FindingsChange([replace(reworded, accepted=True)], [reworded]))     # accepted: no longer open
    assert not bar.isVisible()
    bar.announce(FindingsChange([a], []))
    bar.follow(FindingsChange([], [c]))
    assert bar.isVisible()
    bar.follow(FindingsChange([], [a]))
    assert not bar.isVisible()


def test_the_bar_lets_go_of_what_it_announced_when_it_goes_not_when_its_window_does(qtbot):
    """Findings that went are freed on the check thread, a slice at a time, unless the bar still holds them."""
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    bar = AnnounceBar(parent)
    a = finding("0101")
    bar.announce(FindingsChange([a], []))
    parent.hide()
    parent.show()
    assert bar.isVisible() and bar.findings == [a]
    bar.hide()
    assert bar.findings == []


def test_the_bar_goes_when_the_findings_are_reset(qtbot, make_window):
    m = HexMap(16, 17, "frozen")
    m.conditions["temperature"] = -10
    window = make_window(m)
    window.palette.select("mod", "mud")
    window.document.push(window.state.paint.edit(window.hex_map, [(3, 3)]), "mud")
    assert window.announce_bar.isVisible()
    window.state.set_document(type(window.document)(HexMap(16, 17, "another")))
    assert not window.announce_bar.isVisible()


def test_a_change_of_findings_reaches_every_view_as_it_is(window):
    """A frost can make 200k findings appear: what the check thread worked out of them reaches the
    views as it is (a signal of `list` copied a list for each of its slots)."""
    received = []
    window.state.live.findings_changed.connect(received.append)
    window.state.live.new_findings.connect(received.append)
    change = FindingsChange([finding("0101")], [])
    window.state.live._found(change)
    assert received[0] is change and received[1] is change
