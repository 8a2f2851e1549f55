"""The editor's side of printing: accepted findings the map no longer has are named in the check
dock (and can be forgotten), and the export dialog gives the page count of every paper and orientation."""

from hmeditor.core.io import read_map
from hmeditor.export import Options, plan
from hmeditor.ui.exportdialog import ExportDialog

from ..conftest import MAPS
from ..export.test_printing import frozen_mud_accepted


def test_the_check_dock_names_stale_house_rules_and_forgets_them(make_window):
    window = make_window(frozen_mud_accepted())
    dock = window.check_dock
    assert not dock.stale.isVisible()
    window.conditions.set("temperature", 20)
    assert dock.stale.isVisible() and "frozen-mud 0404" in dock.stale.text()
    dock.forget_button.click()
    assert window.hex_map.accepted == [] and not dock.stale.isVisible()
    window.undo_action.trigger()
    assert len(window.hex_map.accepted) == 1 and dock.stale.isVisible()


def test_the_export_dialog_gives_the_page_count_of_every_paper_and_orientation(qtbot, tmp_path):
    m = read_map(MAPS / "blank-16x17.hmap")
    dialog = ExportDialog(m, None, str(tmp_path / "x.pdf"))
    qtbot.addWidget(dialog)
    text = dialog.summary.text()
    for paper, name in (("letter", "Letter"), ("a4", "A4")):
        for orientation in ("portrait", "landscape"):
            n = plan(16, 17, Options(paper=paper, orientation=orientation)).page_count
            assert f"{name} {orientation} {n}" in text
    assert "<b>Letter portrait 10</b>" in text and "Letter landscape 7 (fewest)" in text


def test_an_export_reports_progress_and_can_be_cancelled(qtbot, tmp_path, monkeypatch):
    from hmeditor.ui.exportdialog import ExportProgress
    m = read_map(MAPS / "blank-16x17.hmap")
    dialog = ExportDialog(m, None, str(tmp_path / "sheet.pdf"))
    qtbot.addWidget(dialog)
    seen = []
    report = ExportProgress.__call__
    monkeypatch.setattr(ExportProgress, "__call__", lambda self, done, total: (seen.append((done, total)),
                                                                                report(self, done, total)))
    assert dialog.export() and seen[-1] == (10, 10) and len(seen) == 10
    again = ExportDialog(m, None, str(tmp_path / "again.pdf"))
    qtbot.addWidget(again)
    monkeypatch.setattr(ExportProgress, "wasCanceled", lambda self: True)     # the user pressed Cancel
    assert not again.export()
    assert "cancelled" in again.summary.text() and not again.written and again.result() == 0     # not closed
