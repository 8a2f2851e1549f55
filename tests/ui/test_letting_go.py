"""What the editor lets go of: a closed window, a dialog once answered (with the thread of its
preview), a call asked for later by an object that went before it came. Each held on would keep
what it holds (a copy of the map: tens of megabytes on a big map) until the process ends."""

import gc
import weakref

from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtWidgets import QApplication

from hmeditor.core.model import HexMap
from hmeditor.ui import exportdialog
from hmeditor.ui.mainwindow import MainWindow
from hmeditor.ui.session.timers import later


def freed(ref: weakref.ref) -> bool:
    """Whether the object is gone once deferred deletions and the cycle collector have run."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gc.collect()
    return ref() is None


def test_a_closed_window_is_freed_with_its_tools(qtbot, tmp_path):
    def closed_window() -> tuple[weakref.ref, weakref.ref]:
        window = MainWindow(HexMap(16, 17, "test"), settings=QSettings(str(tmp_path / "settings.ini"),
                            QSettings.Format.IniFormat), autosave_dir=tmp_path / "autosave")
        window.show()
        qtbot.waitUntil(lambda: window.started)
        window.close()
        window.deleteLater()
        return weakref.ref(window), weakref.ref(window.tool("Eyedropper"))    # its signal goes to the window
    window, tool = closed_window()
    assert freed(window) and tool() is None


def test_an_answered_export_dialog_is_freed_with_its_preview_thread(window, monkeypatch):
    answered = []

    def cancel(dialog):
        answered.append((weakref.ref(dialog), weakref.ref(dialog.previews)))
        return 0
    monkeypatch.setattr(exportdialog.ExportDialog, "exec", cancel)
    for _ in range(2):
        window.export()
    assert len(answered) == 2 and all(freed(dialog) and freed(previews) for dialog, previews in answered)
    assert not window.findChildren(exportdialog.ExportDialog)


def test_a_call_for_later_goes_with_its_owner_unheard():
    class Callee:
        called = False

        def call(self):
            self.called = True
    owner, callee = QObject(), Callee()
    later(owner, 0, callee.call)
    gone = weakref.ref(callee)
    owner.deleteLater()
    del callee, owner
    assert freed(gone)


def test_a_call_for_later_comes_once(qtbot):
    owner, calls = QObject(), []
    later(owner, 0, lambda: calls.append(1))
    qtbot.waitUntil(lambda: calls == [1])
    qtbot.wait(20)
    assert calls == [1] and owner.children() == []         # its timer went after it
