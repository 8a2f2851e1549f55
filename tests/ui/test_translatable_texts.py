"""Every text the editor shows goes through Qt's translation (`self.tr`, `Class.tr`,
QCoreApplication.translate): a literal given straight to a text-taking call (a label, a button,
a menu, a tooltip, a message box, the status bar, an undo step's name...) is English in every
language. Read from the source (as lupdate reads it), so a text added without tr fails here.

Also what lupdate (pyside6-lupdate's Python reader) cannot see: a tr() inside an f-string's braces,
and translate() given a count that is not a number literal (it takes a count only in tr)."""

import ast
import re
from pathlib import Path

from ..conftest import ROOT

SOURCES = sorted((ROOT / "hmeditor/ui").rglob("*.py")) + [ROOT / "hmeditor/app.py"]

# Calls whose arguments are texts a person reads: name -> positions of the text arguments.
TEXT_ARGS = {
    # widgets and actions made with their text
    "QLabel": (0,), "QPushButton": (0,), "QCheckBox": (0,), "QRadioButton": (0,), "QGroupBox": (0,),
    "QAction": (0,), "QToolButton": (0,), "QDockWidget": (0,), "QMenu": (0,), "QMessageBox": (1, 2),
    "QProgressDialog": (0, 1), "QListWidgetItem": (0,), "QTreeWidgetItem": (1,),
    # setters
    "setText": (0,), "setToolTip": (0,), "setStatusTip": (0,), "setWhatsThis": (0,), "setWindowTitle": (0,),
    "setPlaceholderText": (0,), "setSpecialValueText": (0,), "setSuffix": (0,), "setPrefix": (0,),
    "setInformativeText": (0,), "setLabelText": (0,), "setHtml": (0,), "setMarkdown": (0,),
    "setTabText": (1,), "setItemText": (1,), "setCancelButtonText": (0,),
    # menus, toolbars, forms, lists
    "addMenu": (0,), "addAction": (0,), "addToolBar": (0,), "addTab": (1,), "addRow": (0,), "insertRow": (1,),
    "addButton": (0,), "addItem": (0,), "addItems": (0,), "insertItem": (1,),
    # messages
    "showMessage": (0,), "warning": (1, 2), "information": (1, 2), "critical": (1, 2), "question": (1, 2),
    "getOpenFileName": (1, 3), "getOpenFileNames": (1, 3), "getSaveFileName": (1, 3),
    "getExistingDirectory": (1,), "getText": (1, 2), "getItem": (1, 2), "getInt": (1, 2), "getDouble": (1, 2),
    # the editor's own helpers that show a text
    "_action": (0, 4), "_dock": (0,), "_group": (0,), "show_notes": (1, 2), "notes_box": (1, 2),
    "wait_for": (1, 2), "show_page": (1,), "section": (0,), "error_html": (0,), "_combo": (0, 1, 2, 3),
    "push": (1,), "set_block": (1,), "_change": (0,), "_show": (1,), "_notice": (0,), "_show_problem": (0,),
}
TEXT_KEYWORDS = {"text", "toolTip", "statusTip", "whatsThis", "windowTitle", "placeholderText", "prefix", "suffix",
                 "specialValueText", "title", "tip", "labelText"}
TRANSLATING = {"tr", "translate"}
# Texts of the files the session's move takes (ui/session/): left for after it.
LEFT_FOR_LATER = {("background.py", "Cancel")}
WORDS = re.compile(r"[^\W\d_]{2,}")
MARKUP = re.compile(r"<[^>]*>|&\w+;")


def shown_words(text: str) -> bool:
    """Whether a literal holds words a person reads (not markup, the program's name, a sign or a unit letter)."""
    return bool(WORDS.search(MARKUP.sub("", text).replace("hmeditor", "")))


def untranslated(node: ast.AST) -> str | None:
    """The literal text of an expression that shows a literal as it is written, else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if shown_words(node.value) else None
    if isinstance(node, ast.JoinedStr):
        parts = [v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
        return "".join(parts) if shown_words("".join(parts)) else None
    if isinstance(node, ast.BinOp):
        return untranslated(node.left) or untranslated(node.right)
    if isinstance(node, ast.IfExp):
        return untranslated(node.body) or untranslated(node.orelse)
    if isinstance(node, ast.List):                  # addItems([...])
        return next(filter(None, map(untranslated, node.elts)), None)
    if isinstance(node, ast.Tuple) and node.elts:   # (text, data), as _combo takes them
        return untranslated(node.elts[0])
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("format", "join"):
        return untranslated(node.func.value)
    return None


def call_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def problems(source: str, name: str = "<text>") -> list[str]:
    """What is shown untranslated, or hidden from lupdate, in this Python source."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            for part in ast.walk(node):
                if isinstance(part, ast.Call) and call_name(part) in TRANSLATING:
                    out.append(f"{name}:{node.lineno}: a tr() inside an f-string (lupdate does not see it)")
        if not isinstance(node, ast.Call):
            continue
        called = call_name(node)
        if called not in TRANSLATING and called.endswith("tr") and node.args and untranslated(node.args[0]):
            out.append(f"{name}:{node.lineno}: {called}() is not tr(): lupdate does not read its text")
        if called == "translate" and len(node.args) >= 4 and not (
                isinstance(node.args[3], ast.Constant) or isinstance(node.args[3], ast.UnaryOp)):
            out.append(f"{name}:{node.lineno}: translate() with a count: lupdate reads a count only in Class.tr()")
        texts = [node.args[i] for i in TEXT_ARGS.get(called, ()) if i < len(node.args)]
        texts += [k.value for k in node.keywords if k.arg in TEXT_KEYWORDS]
        for arg in texts:
            text = untranslated(arg)
            if text is not None and (Path(name).name, text) not in LEFT_FOR_LATER:
                out.append(f"{name}:{node.lineno}: {called}({text!r}) is not translated")
    return out


def test_every_text_the_editor_shows_goes_through_translation():
    found = [p for path in SOURCES for p in problems(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]
    assert not found, f"{len(found)} texts shown untranslated:\n" + "\n".join(found)


def test_the_scan_finds_literals_f_strings_and_what_lupdate_misses():
    source = '''
label = QLabel("Apply fix")
button.setToolTip(f"Fix: {fix}")
bar.showMessage("Saved " + path, 4000)
QMessageBox.warning(self, "Save map", self.tr("Could not save"))
self._action("&Quit", self.close, K.Quit, menu, "Leave hmeditor")
box = QCheckBox(text="Greyscale")
self.document.push(edit, "Clear the selection")
status.setText("{n} hexes".format(n=n))
note.setText(f"{self.tr('Dismiss')}")
words = QCoreApplication.translate("Notes", "%n hex(es)", "", count)
heading = _tr("Mouse")
'''
    found = problems(source)
    assert sorted(line.split(": ", 1)[1] for line in found) == sorted([
        "QLabel('Apply fix') is not translated", "setToolTip('Fix: ') is not translated",
        "showMessage('Saved ') is not translated", "warning('Save map') is not translated",
        "_action('&Quit') is not translated", "_action('Leave hmeditor') is not translated",
        "QCheckBox('Greyscale') is not translated", "push('Clear the selection') is not translated",
        "setText('{n} hexes') is not translated", "a tr() inside an f-string (lupdate does not see it)",
        "translate() with a count: lupdate reads a count only in Class.tr()",
        "_tr() is not tr(): lupdate does not read its text"])
    assert not problems('''
label = QLabel(self.tr("Apply fix"))
button.setToolTip(self.tr("Fix: {fix}").format(fix=fix))
bar.showMessage(QCoreApplication.translate("MapFiles", "Saved {file}").format(file=path) + "  ", 4000)
self.setWindowTitle(f"{title}[*] - hmeditor")
close = QToolButton(text="\\u00d7")
self.notice.setText(escape(text) + f" &nbsp;<a href='{folder}'>" + escape(self.tr("Open folder")) + "</a>")
words = CheckDock.tr("%n error(s)", "", count)
''')
