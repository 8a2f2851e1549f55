"""Run-time hook of the packaged app, in place of PyInstaller's PySide6 one: where Qt's plugins and
QML modules lie in the bundle, set without importing Qt. The stock hook imports QtCore at every
start to register a qt.conf, a tenth of a second before `hmeditor --help` prints anything; the
PySide6 wheels relocate Qt themselves when QtCore is first imported."""

import os
import sys

windows = sys.platform.startswith("win")
qt = os.path.join(sys._MEIPASS, "PySide6") if windows else os.path.join(sys._MEIPASS, "PySide6", "Qt")
os.environ["QT_PLUGIN_PATH"] = os.path.join(qt, "plugins")
os.environ["QML2_IMPORT_PATH"] = os.path.join(qt, "qml")
if windows:                     # QtNetwork finds the OpenSSL libraries collected beside the app
    os.environ["PATH"] = sys._MEIPASS + os.pathsep + os.environ.get("PATH", "")
