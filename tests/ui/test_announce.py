"""The new-finding bar hides once none of the findings it announced is left open, by following the
check's changes (it does not look its findings up again: a frost can announce 200k)."""

from dataclasses import replace

from PySide6.QtWidgets import QWidget

from hmeditor.core.check import Finding
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
    bar.announce([a, b])
    bar.follow([c], [a])                                    # one goes, another (not announced) comes
    assert bar.isVisible()
    reworded = finding("0202", "Mud with snow would be frozen.")
    bar.follow([reworded], [b])                             # the same finding, new words: still open
    assert bar.isVisible()
    bar.follow([replace(reworded, accepted=True)], [reworded])     # accepted: no longer open
    assert not bar.isVisible()
    bar.announce([a])
    bar.follow([], [c])
    assert bar.isVisible()
    bar.follow([], [a])
    assert not bar.isVisible()


def test_the_bar_goes_when_the_findings_are_reset(qtbot, make_window):
    m = HexMap(16, 17, "frozen")
    m.conditions["temperature"] = -10
    window = make_window(m)
    window.palette.select("mod", "mud")
    window.document.push(window.state.paint.edit(window.hex_map, [(3, 3)]), "mud")
    assert window.announce_bar.isVisible()
    window.state.set_document(type(window.document)(HexMap(16, 17, "another")))
    assert not window.announce_bar.isVisible()


def test_the_findings_reach_every_view_as_they_are_not_copied(window):
    """A frost can make 200k findings appear: a signal of `list` copied them for each of its slots."""
    received = []
    window.state.findings_changed.connect(lambda appeared, disappeared: received.append((appeared, disappeared)))
    window.state.new_findings.connect(received.append)
    appeared, disappeared = [finding("0101")], []
    window.state._found(appeared, disappeared)
    assert received[0][0] is appeared and received[0][1] is disappeared
    assert received[1] == appeared
