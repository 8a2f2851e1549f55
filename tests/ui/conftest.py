import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from hmeditor.core.model import HexMap
from hmeditor.ui.mainwindow import MainWindow
from hmeditor.ui.session.livecheck import share_the_interpreter

share_the_interpreter()          # as the application does at its start


@pytest.fixture
def make_window(qtbot, tmp_path):
    """A shown and started editor window at a fixed zoom (hexes 100 px wide), settings, autosave and stamps in tmp."""
    windows = []

    def make(hex_map=None, path=None, **kwargs):
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(hex_map or HexMap(16, 17, "test"), path, settings=settings,
                            autosave_dir=tmp_path / "autosave", stamp_dir=tmp_path / "stamps", **kwargs)
        window.show()
        qtbot.waitUntil(lambda: window.started)
        window.view.resetTransform()
        window.view.centerOn(*window.layout_.center(4, 4))
        windows.append(window)
        return window
    yield make
    for window in windows:   # closing must not stop on the "save changes?" question
        window.document.undo_stack.setClean()
        window.close()
        window.deleteLater()
    for widget in QApplication.topLevelWidgets():   # boxes left open (notes beside the map) go too
        if widget.isVisible():
            widget.close()


@pytest.fixture
def window(make_window):
    return make_window()
