"""Files as a user meets them: the map given on the command line is in Open recent, file dialogs
start in the map's folder (Save As and Export alike), a name typed without an extension takes the
chosen file type's, after an export the status bar says where the file went with a link to its
folder, and saving over a file another program changed asks first."""

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QFileDialog, QMessageBox

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.io import read_map, write_map
from hmeditor.core.model import HexMap
from hmeditor.ui import files, mainwindow
from hmeditor.ui.exportdialog import ExportDialog
from hmeditor.ui.files import file_filters


@pytest.fixture(autouse=True)
def no_message_boxes(monkeypatch):
    """A message box here is a failure (and would wait for a click forever)."""
    def fail(parent, title, text, *args):
        raise AssertionError(f"{title}: {text}")
    monkeypatch.setattr(QMessageBox, "warning", fail)


def saved_map(folder: Path, name: str = "pass.hmap") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    write_map(HexMap(16, 17, "Frozen pass"), folder / name)
    return folder / name


def test_the_map_from_the_command_line_is_in_open_recent(make_window, tmp_path):
    path = saved_map(tmp_path / "maps")
    window = make_window(read_map(path), str(path))
    assert window.files.recent_files()[0] == str(path.resolve())
    window.recent_menu.aboutToShow.emit()
    assert [a.text() for a in window.recent_menu.actions()][0] == str(path.resolve())


def test_save_as_and_export_start_in_the_map_folder(make_window, tmp_path, monkeypatch):
    path = saved_map(tmp_path / "campaign")
    window = make_window(read_map(path), str(path))
    asked = {}

    def save_dialog(parent, caption, start, filters):
        asked["save"] = start
        return "", ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    window.files.save_as()
    assert Path(asked["save"]).parent == path.parent

    def export_dialog(dialog):
        asked["export"] = dialog.path_edit.text()
        return False
    monkeypatch.setattr(ExportDialog, "exec", export_dialog)
    window.export()
    assert asked["export"] == str(path.parent.resolve() / "pass.pdf")


def test_a_new_map_starts_where_the_last_file_went(make_window, tmp_path, monkeypatch):
    path = saved_map(tmp_path / "campaign")
    window = make_window()
    window.files.open_file(str(path))
    window.document.undo_stack.setClean()
    window.state.set_document(type(window.document)(HexMap(16, 17, "new one")))
    monkeypatch.setattr(ExportDialog, "exec", lambda dialog: bool(setattr(window, "asked", dialog.path_edit.text())))
    window.export()
    assert window.asked == str(path.parent.resolve() / "new-one.pdf")


def test_save_as_adds_the_chosen_type_to_a_bare_name(make_window, tmp_path, monkeypatch):
    window = make_window(HexMap(16, 17, "board"))
    chosen = next(f for f in file_filters(writing=True).split(";;") if ".board" in f)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(tmp_path / "my board"), chosen))
    assert window.files.save_as()
    assert (tmp_path / "my board.board").is_file() and window.document.path.endswith(".board")


def test_after_an_export_the_status_bar_says_where_with_a_link_to_the_folder(make_window, tmp_path, monkeypatch):
    path = saved_map(tmp_path / "campaign")
    window = make_window(read_map(path), str(path))
    monkeypatch.setattr(ExportDialog, "exec", lambda dialog: dialog.export())
    window.export()
    written = path.parent.resolve() / "pass.pdf"
    assert written.is_file()
    assert window.notice.isVisible() and str(written) in window.notice.text() and "Open folder" in window.notice.text()
    opened = []
    monkeypatch.setattr(mainwindow.QDesktopServices, "openUrl", lambda url: opened.append(url))
    window.notice.linkActivated.emit(QUrl.fromLocalFile(str(written.parent)).toString())
    assert opened and opened[0].toLocalFile() == str(written.parent)


def _edited_while_another_program_writes(make_window, tmp_path):
    """A window with an edit to a map whose file another program rewrote since it was opened."""
    path = saved_map(tmp_path)
    window = make_window(read_map(path), str(path))
    window.document.push(edits.set_cells(window.hex_map, {(1, 1): parse_cell("rough")}), "paint")
    write_map(HexMap(16, 17, "Frozen pass, as the other program left it"), path)
    return window, path


@pytest.mark.parametrize("answer", [files.OVERWRITE, files.CANCEL_SAVE, files.RELOAD])
def test_saving_over_a_file_another_program_changed_asks_first(make_window, tmp_path, monkeypatch, answer):
    window, path = _edited_while_another_program_writes(make_window, tmp_path)
    asked = []
    monkeypatch.setattr(files, "ask_about_change_on_disk", lambda parent, p: asked.append(p) or answer)
    assert window.files.save() is (answer == files.OVERWRITE)
    assert asked == [str(path)]
    on_disk = read_map(path)
    if answer == files.OVERWRITE:
        assert on_disk.cell(1, 1) == parse_cell("rough") and not window.document.modified
    else:
        assert on_disk.name == "Frozen pass, as the other program left it"
    if answer == files.CANCEL_SAVE:
        assert window.document.modified and window.hex_map.cell(1, 1) == parse_cell("rough")
    if answer == files.RELOAD:
        assert window.hex_map.name == on_disk.name and not window.document.modified


def test_saving_asks_nothing_when_only_this_editor_wrote_the_file(make_window, tmp_path, monkeypatch):
    monkeypatch.setattr(files, "ask_about_change_on_disk", lambda *a: pytest.fail("asked"))
    path = saved_map(tmp_path)
    window = make_window(read_map(path), str(path))
    for cell in ("rough", "sand"):
        window.document.push(edits.set_cells(window.hex_map, {(1, 1): parse_cell(cell)}), "paint")
        assert window.files.save()
    assert read_map(path).cell(1, 1) == parse_cell("sand")
