"""The languages of the editor and the printed sheets: English as written in the code, and the
translations compiled from assets/translations/*.ts (`make translations`) into hmeditor_LANG.qm
beside this file. One Qt translator serves the widgets (`tr`, QCoreApplication.translate) and the
core's messages (core.language.translate), with Qt's own for its standard buttons and dialogs.
English has one too, hmeditor_en.qm, with the plural forms of the editor's counted texts alone
("%n hex(es)": "1 hex", "2 hexes"; assets/translations/ui_en.ts): its other texts are as written.
The command line's text and JSON stay English: only the editor and `export --language` install one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..core import language as core_language
from ..core.language import LANGUAGES

SETTING = "language"                               # QSettings key: the language chosen in Help > Language
_installed: list[QTranslator] = []
_in_use = ["en"]


def qm_path(code: str) -> Path:
    return Path(__file__).with_name(f"hmeditor_{code}.qm")


def system_language() -> str:
    """The system locale's language if there is a translation into it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def install(code: str | None = None) -> str:
    """Show the program in language `code` (None: the system's); returns the language in use
    (English when `code` has no translation)."""
    code = code if code in LANGUAGES else system_language()
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    paths = [qm_path(code)]
    if code != "en":
        paths.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), f"qtbase_{code}.qm"))
    for path in paths:
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
    _in_use[0] = code if _installed else "en"
    core_language.use(QCoreApplication.translate if _installed else None, QLocale(_in_use[0]).decimalPoint())
    QLocale.setDefault(QLocale(_in_use[0]))
    return _in_use[0]


def in_use() -> str:
    """The language the program speaks now."""
    return _in_use[0]
