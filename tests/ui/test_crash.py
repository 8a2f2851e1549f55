"""An exception in the editor (a bug) is logged and told once; the editor and the map stay open, the
map is autosaved at once, and errors that come again (a failing paint) neither loop nor pile up
reports or logs."""

import sys

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from hmeditor import crash
from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.ui.application import CrashReport


def raise_in(hook, error: Exception) -> None:
    try:
        raise error
    except Exception as e:       # noqa: BLE001
        hook(type(e), e, e.__traceback__)


def reports() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


@pytest.fixture
def logs(monkeypatch, tmp_path):
    monkeypatch.setenv("HMEDITOR_LOG_DIR", str(tmp_path / "logs"))
    return tmp_path / "logs"


def test_a_bug_is_logged_reported_once_and_the_map_is_autosaved(qtbot, make_window, logs):
    window = make_window()
    window.document.push(edits.set_cells(window.hex_map, {(2, 2): parse_cell("water:2")}), "paint")
    hook = CrashReport(window)
    raise_in(hook, KeyError("a bug"))
    raise_in(hook, IndexError("again, at the next repaint"))
    raise_in(hook, IndexError("and again"))
    qtbot.waitUntil(lambda: len(reports()) == 1)
    [box] = reports()
    assert window.autosave.file.exists() and "water:2" in window.autosave.file.read_text(encoding="utf-8")
    assert str(window.autosave.file) in box.text() and "2 more errors" in box.informativeText()
    assert len(list(logs.iterdir())) == 3
    assert any("KeyError: 'a bug'" in log.read_text(encoding="utf-8") for log in logs.iterdir())
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not reports())
    assert window.isVisible() and window.hex_map.cell(2, 2).base == "water"
    raise_in(hook, KeyError("a later bug"))          # a new report once the first is closed
    qtbot.waitUntil(lambda: len(reports()) == 1)
    assert "1 more" not in reports()[0].informativeText()


def test_an_error_while_reporting_one_does_not_loop(make_window, logs, monkeypatch, capfd):
    window = make_window()
    hook = CrashReport(window)

    def failing_log(error, context=""):
        raise_in(hook, RuntimeError("the report's own bug"))      # re-entered: printed only
        raise OSError("the log folder is gone")
    monkeypatch.setattr(crash, "write_log", failing_log)
    raise_in(hook, KeyError("a bug"))
    err = capfd.readouterr().err
    assert "another error while reporting one: RuntimeError" in err
    assert "could not be reported (OSError: the log folder is gone)" in err
    assert window.isVisible() and not reports()


def test_crash_logs_are_kept_to_the_newest_twenty(logs):
    for n in range(crash.KEPT_LOGS + 5):
        path = crash.write_log(ValueError(f"bug {n}"))
    kept = list(logs.iterdir())
    assert len(kept) == crash.KEPT_LOGS and path in kept
    assert not any("bug 0\n" in log.read_text(encoding="utf-8") for log in kept)


def test_non_errors_go_to_pythons_own_hook(make_window, monkeypatch):
    seen = []
    monkeypatch.setattr(sys, "__excepthook__", lambda *args: seen.append(args[0]))
    hook = CrashReport(make_window())
    hook(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert seen == [KeyboardInterrupt] and not reports()
