"""Start the editor: QApplication, the main window, or an off-screen screenshot."""

from __future__ import annotations

import gc
import os
import sys
import tempfile

from .. import crash
from ..core.errors import MapFileError
from ..core.model import HexMap
from ..resources import ICON_SIZES, icon_path


def run_editor(map_path: str | None, screenshot: str | None = None) -> int:
    if screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .session.document import MapDocument
    document, notes = MapDocument(HexMap(16, 17, "Untitled")), []
    if map_path:
        try:
            document, notes = MapDocument.open(map_path)
        except MapFileError as e:
            print(f"hmeditor: {e}", file=sys.stderr)
            return 2
    from PySide6.QtWidgets import QApplication

    from .mainwindow import MainWindow
    from .session.livecheck import share_the_interpreter
    if screenshot:
        quiet_platform_notes()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    set_up_application(app)
    share_the_interpreter()
    if screenshot:
        with tempfile.TemporaryDirectory() as tmp:     # the default layout, and the user's settings left alone
            settings = scratch_settings(tmp)
            choose_language(settings)
            return save_screenshot(MainWindow(document.map, document.path, settings=settings), screenshot)
    choose_language()
    window = MainWindow(document.map, document.path)
    window.view.first_painted.connect(collect_from_now_on)
    sys.excepthook = CrashReport(window)
    window.show()
    window.files.show_load_notes(map_path, notes)
    window.files.say_conditions_read(document)
    window.offer_recovery()
    return app.exec()


def collect_from_now_on() -> None:
    """Start-up makes objects that last as long as the editor (modules, classes, the window and its
    rules): Python's cycle collector ran some 130 times over them (40 ms of the start) before the first
    paint. It is off until then, and from then on leaves them out of its rounds, and runs on the
    window's thread only (session.collecting)."""
    from PySide6.QtCore import QCoreApplication

    from .session.collecting import collect_on_this_thread
    gc.freeze()
    collect_on_this_thread(QCoreApplication.instance())


# What Qt's off-screen platform says of what it cannot do for a window: nothing for the user.
PLATFORM_NOTES = ("This plugin does not support propagateSizeHints()",)


def quiet_platform_notes() -> None:
    """Leave out Qt's platform notes from stderr; every other Qt message goes there as before."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(kind, context, message: str) -> None:
        if message not in PLATFORM_NOTES:
            print(message, file=sys.stderr)
    qInstallMessageHandler(handler)


def set_up_application(app) -> None:
    """Names (settings, window class) and the icon of every window; on Wayland the desktop shows the
    icon of the desktop entry named here (packaging/hmeditor.desktop)."""
    app.setApplicationName("hmeditor")
    app.setOrganizationName("hmeditor")
    app.setDesktopFileName("hmeditor")
    app.setWindowIcon(application_icon())


def choose_language(settings=None) -> str:
    """The editor's language: Help > Language's choice, else the system's (i18n); the one in use."""
    from PySide6.QtCore import QSettings

    from .. import i18n
    return i18n.install((settings or QSettings()).value(i18n.SETTING))


def application_icon():
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(icon_path(size)), QSize(size, size))
    return icon


class CrashReport:
    """The editor's hook for exceptions in slots and paints (bugs): each is logged; the map is
    autosaved at once; the user is told in one report, shown from the event loop (never inside the
    failing handler: a paint that fails fails again at every repaint) and not blocking, so the
    window stays open after it. Errors while the report is up are counted in it, and an error
    while handling one is printed only: nothing loops."""

    def __init__(self, window):
        self.window = window
        self.box = None            # the report on screen (or about to be)
        self.more = 0              # errors after the one reported
        self._handling = False

    def __call__(self, kind, error, tb) -> None:
        if not isinstance(error, Exception):
            return sys.__excepthook__(kind, error, tb)
        if self._handling:
            print(f"hmeditor: another error while reporting one: {type(error).__name__}", file=sys.stderr)
            return
        self._handling = True
        try:
            self._report(error.with_traceback(tb))
        except Exception as second:        # noqa: BLE001 - the report itself must never fail
            print(f"hmeditor: an error could not be reported ({type(second).__name__}: {second})"[:400],
                  file=sys.stderr)
        finally:
            self._handling = False

    def _report(self, error: Exception) -> None:
        from .mainwindow import MainWindow  # its texts: MainWindow.tr
        log = crash.write_log(error, "the editor")
        print(f"hmeditor: {crash.described(error, log)}", file=sys.stderr)     # the terminal's line: English
        where = (MainWindow.tr("details in {file}").format(file=log) if log else
                 MainWindow.tr("the details could not be logged"))
        text = MainWindow.tr("Internal error ({error}); this is a bug in hmeditor, please report it ({where}).").format(
            error=crash.what_failed(error), where=where)
        saved = self._autosave()
        if self.box is not None:
            self.more += 1
            self.box.setInformativeText(MainWindow.tr("%n more error(s) since, logged.", "", self.more))
            return
        from PySide6.QtWidgets import QMessageBox

        from .session.timers import later
        self.box = QMessageBox(QMessageBox.Icon.Critical, MainWindow.tr("Unexpected error"),
                               MainWindow.tr("Something went wrong inside hmeditor. The editor stays open with your "
                                              "map: {saved} Save it (under a new name to be safe).").format(saved=saved)
                               + f"\n\n{text}", QMessageBox.StandardButton.Ok, self.window)
        self.box.finished.connect(self._closed)
        later(self.box, 0, self.box.open)

    def _autosave(self) -> str:
        """Write the autosave now; what it says to the user."""
        from .mainwindow import MainWindow
        autosave = self.window.autosave
        if not self.window.document.modified:
            return MainWindow.tr("it has no unsaved changes.")
        autosave.save_now()
        return (MainWindow.tr("a copy was autosaved ({file}).").format(file=autosave.file) if autosave.file.exists()
                else MainWindow.tr("it could not be autosaved."))

    def _closed(self) -> None:
        self.box.deleteLater()
        self.box, self.more = None, 0


def scratch_settings(folder: str):
    from PySide6.QtCore import QSettings
    return QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)


def save_screenshot(window, path: str) -> int:
    from PySide6.QtWidgets import QApplication
    window.show()
    QApplication.processEvents()
    window.after_first_paint()
    QApplication.processEvents()            # the docks laid out around what it showed
    ok = window.grab().save(path)
    window.autosave.timer.stop()
    if not ok:
        print(f"hmeditor: cannot write the screenshot {path}", file=sys.stderr)
        return 2
    return 0
