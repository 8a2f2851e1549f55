"""Start the editor: QApplication, the main window, or an off-screen screenshot."""

from __future__ import annotations

import os
import sys
import tempfile

from .. import crash
from ..core.errors import MapFileError
from ..core.io import read_map_noted
from ..core.model import HexMap
from ..resources import ICON_SIZES, icon_path


def run_editor(map_path: str | None, screenshot: str | None = None) -> int:
    if screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    hex_map, notes = HexMap(16, 17, "Untitled"), []
    if map_path:
        try:
            hex_map, notes = read_map_noted(map_path)
        except MapFileError as e:
            print(f"hmeditor: {e}", file=sys.stderr)
            return 2
    from PySide6.QtWidgets import QApplication

    from .mainwindow import MainWindow
    app = QApplication.instance() or QApplication(sys.argv[:1])
    set_up_application(app)
    if screenshot:
        with tempfile.TemporaryDirectory() as tmp:     # the default layout, and the user's settings left alone
            return save_screenshot(MainWindow(hex_map, map_path, settings=scratch_settings(tmp)), screenshot)
    window = MainWindow(hex_map, map_path)
    sys.excepthook = crash_hook(window)
    window.show()
    window.files.show_load_notes(map_path, notes)
    window.offer_recovery()
    return app.exec()


def set_up_application(app) -> None:
    """Names (settings, window class) and the icon of every window; on Wayland the desktop shows the
    icon of the desktop entry named here (packaging/hmeditor.desktop)."""
    app.setApplicationName("hmeditor")
    app.setOrganizationName("hmeditor")
    app.setDesktopFileName("hmeditor")
    app.setWindowIcon(application_icon())


def application_icon():
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(icon_path(size)), QSize(size, size))
    return icon


def crash_hook(window):
    """An exception in a slot is a bug: log it, tell the user once, keep the editor (and the map) open."""
    def hook(kind, error, tb):
        if not isinstance(error, Exception):
            return sys.__excepthook__(kind, error, tb)
        from PySide6.QtWidgets import QMessageBox
        text = crash.message(error.with_traceback(tb), "the editor")
        print(f"hmeditor: {text}", file=sys.stderr)
        QMessageBox.critical(window, "Unexpected error", "Something went wrong inside hmeditor. Your map is "
                             "still open: save it (under a new name to be safe).\n\n" + text)
    return hook


def scratch_settings(folder: str):
    from PySide6.QtCore import QSettings
    return QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)


def save_screenshot(window, path: str) -> int:
    from PySide6.QtWidgets import QApplication
    window.show()
    QApplication.processEvents()
    ok = window.grab().save(path)
    window.autosave.timer.stop()
    if not ok:
        print(f"hmeditor: cannot write the screenshot {path}", file=sys.stderr)
        return 2
    return 0
