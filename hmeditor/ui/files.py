"""The window's map files: new, open, save, save as, recent files and combining maps side by side.
Every document it opens goes to the editor state; `ask_save` guards unsaved changes. What a file
format cannot hold is never lost silently: the notes of opening a file are shown beside the map,
saving to a format that cannot hold all of the map asks first (notes.py).

File dialogs start in one place (`start_folder`): the folder of the open map, else the one last
used, else the current directory. A name typed without a known extension gets the one of the file
type chosen in the dialog."""

from __future__ import annotations

import os
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from ..core import edits
from ..core.budget import TooLarge
from ..core.errors import MapFileError
from ..core.io import FORMATS, read_map, write_losses, write_map
from ..core.io.megamek.scenario import write_scenario
from ..core.model import HexMap
from .background import Cancelled, wait_for
from .dialogs import NewMapDialog, run_modal
from .mapprops import name_after_file
from .notes import CANCEL, SAVE, SAVE_WITH_SCENARIO, ask_to_save_with_losses, group_notes, show_notes
from .session.autosave import Autosave
from .session.document import MapDocument
from .session.state import EditorState
from .underlayview import keep_underlay_found

MAX_RECENT = 8
SAID_MS = 20_000        # how long the status bar says where a board's conditions came from
RELOAD, OVERWRITE, CANCEL_SAVE = "reload", "overwrite", "cancel"     # answers when the file changed on disk


def with_extension(path: str, chosen_filter: str, known: tuple[str, ...]) -> str:
    """`path`, with the first extension of the dialog's chosen filter ("PDF (*.pdf)") added when its
    own extension is none of `known`."""
    if Path(path).suffix.lower() in known:
        return path
    found = re.search(r"\*(\.[\w.]+)", chosen_filter)
    return path + found.group(1) if found else path


MAP_EXTENSIONS = tuple(e for f in FORMATS if f.writable for e in f.extensions)


def file_filters(writing: bool = False) -> str:
    """File dialog filters from the registered formats (those a map is saved in, when `writing`)."""
    parts = [f"{f.name} ({' '.join('*' + e for e in f.extensions)})" for f in FORMATS if f.writable or not writing]
    if not writing:
        every = " ".join("*" + e for f in FORMATS for e in f.extensions)
        parts.insert(0, QCoreApplication.translate("MapFiles", "All maps ({patterns})").format(patterns=every))
    return ";;".join(parts)


def ask_about_change_on_disk(parent: QWidget, path: str) -> str:
    """The map's file was changed by another program since it was opened: RELOAD it (the changes
    made here are lost), OVERWRITE it (the other program's are) or CANCEL_SAVE."""
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("MapFiles", "Save map"),
                      QCoreApplication.translate("MapFiles", "{file} was changed by another program since you opened "
                                                             "it. Saving replaces its changes with this map.")
                      .format(file=path), parent=parent)
    reload = QCoreApplication.translate("MapFiles", "Reload it (lose your changes)")
    answers = {box.addButton(reload, QMessageBox.ButtonRole.DestructiveRole): RELOAD,
               box.addButton(QCoreApplication.translate("MapFiles", "Overwrite it"),
                             QMessageBox.ButtonRole.AcceptRole): OVERWRITE,
               box.addButton(QMessageBox.StandardButton.Cancel): CANCEL_SAVE}
    run_modal(box)
    return answers.get(box.clickedButton(), CANCEL_SAVE)


class MapFiles(QObject):
    def __init__(self, window: QWidget, state: EditorState, settings: QSettings, autosave: Autosave):
        super().__init__(window)
        self.window, self.state, self.settings, self.autosave = window, state, settings, autosave
        self.saving = False             # a save goes on (its work on another thread)

    @property
    def document(self) -> MapDocument:
        return self.state.document

    def ask_save(self) -> bool:
        """Ask to save unsaved changes; False when the user cancels."""
        if not self.document.modified:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.warning(self.window, self.tr("Unsaved changes"),
                                     self.tr("Save the changes to {map}?").format(map=self.document.title),
                                     buttons.Save | buttons.Discard | buttons.Cancel)
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def new_map(self) -> None:
        dialog = NewMapDialog(self.window)
        if run_modal(dialog) and self.ask_save():
            name, width, height = dialog.values()
            try:
                self.state.set_document(MapDocument(HexMap(width, height, name)))
            except TooLarge as e:
                QMessageBox.warning(self.window, self.tr("New map"), str(e))

    def new_from_generator(self) -> None:
        from .generatordialog import GeneratorDialog  # loaded when first used: it brings the generator
        dialog = GeneratorDialog(self.window)
        if run_modal(dialog) and dialog.map is not None and self.ask_save():
            self.state.set_document(MapDocument(dialog.map))

    def start_folder(self) -> str:
        """Where file dialogs start: the open map's folder, else the last one used, else the current one."""
        if self.document.path:
            return str(Path(self.document.path).resolve().parent)
        last = self.settings.value("last_folder")
        return last if isinstance(last, str) and os.path.isdir(last) else os.getcwd()

    def used_folder(self, path: str) -> None:
        """A file was opened or written there: the next dialog starts there."""
        self.settings.setValue("last_folder", str(Path(path).resolve().parent))

    def file_stem(self) -> str:
        """The open map's file name without extension, else a file name made from the map's name."""
        if self.document.path:
            return Path(self.document.path).stem
        return re.sub(r"[^\w-]+", "-", self.document.map.name.lower()).strip("-") or "untitled"

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open map"), self.start_folder(), file_filters())
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        return self.ask_save() and self._read(path)

    def _read(self, path: str) -> bool:
        """Open the file as the document, whatever the one open holds."""
        try:
            document, notes = MapDocument.open(path)
        except MapFileError as e:
            QMessageBox.warning(self.window, self.tr("Open map"), str(e))
            return False
        self.state.set_document(document)
        self.remember(path)
        self.show_load_notes(path, notes)
        self.say_conditions_read(document)
        return True

    def say_conditions_read(self, document: MapDocument) -> None:
        """Say where a board's planetary conditions came from (the MegaMek scenario beside it)."""
        if document.conditions_from is not None:
            self.window.statusBar().showMessage(
                self.tr("Planetary conditions read from {file}, the MegaMek scenario that plays this board").format(
                    file=document.conditions_from.name), SAID_MS)

    def show_load_notes(self, path: str | None, notes: list[str]) -> None:
        """What hmeditor holds of the file only for the program that made it (kept, written back),
        in the bar over the map; a file without such notes takes the bar away."""
        lines = group_notes(notes, str(path)) if path else []
        self.window.notes_bar.show_notes(self.tr("{file}: kept as it is and written back when you save in the same "
                                                 "format:").format(file=Path(path or "").name), lines)

    def save(self) -> bool:
        if not self.document.path:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        start = self.document.path or os.path.join(self.start_folder(), f"{self.file_stem()}.hmap")
        path, chosen = QFileDialog.getSaveFileName(self.window, self.tr("Save map as"), start,
                                                   file_filters(writing=True))
        return bool(path) and self.save_to(with_extension(path, chosen, MAP_EXTENSIONS))

    def save_to(self, path: str) -> bool:
        if self.saving:
            return False
        if self._same_file(path) and self.document.changed_on_disk():
            answer = ask_about_change_on_disk(self.window, path)
            if answer == RELOAD:
                self._read(path)
            if answer != OVERWRITE:
                return False
        name_after_file(self.document, path)
        keep_underlay_found(self.document, path)
        self.saving = True
        try:
            saved = self._write(path, self.document.snapshot(), self.document.changes)
        except (MapFileError, OSError) as e:
            QMessageBox.warning(self.window, self.tr("Save map"),
                                self.tr("Could not save {file}: {problem}").format(file=path, problem=e))
            return False
        finally:
            self.saving = False
        if not saved:
            return False
        self.autosave.remove()
        self.remember(path)
        self.window.statusBar().showMessage(self.tr("Saved {file}").format(file=saved), 4000)
        return True

    def _write(self, path: str, hex_map: HexMap, changes: int) -> str | None:
        """Write the map as it was after `changes` (a snapshot), asking first when the format cannot
        hold all of it; what was saved, None when the user cancelled. The work is done on another
        thread: the window draws and takes Cancel meanwhile."""
        name = Path(path).name
        try:
            losses = wait_for(self.window, self.tr("Save map"), self.tr("Checking what {file} can hold...").format(
                file=name), lambda: write_losses(hex_map, path))
        except Cancelled:
            return None
        scenario = bool(hex_map.conditions or hex_map.scenario.zones)
        answer = ask_to_save_with_losses(self.window, path, losses, scenario) if losses else SAVE
        if answer == CANCEL:
            return None
        wait_for(self.window, self.tr("Save map"), self.tr("Saving {file}...").format(file=name),
                 lambda: write_map(hex_map, path), cancellable=False)
        self.document.saved(path, changes)
        return self._save_scenario(hex_map, path) if answer == SAVE_WITH_SCENARIO else path

    def _same_file(self, path: str) -> bool:
        return bool(self.document.path) and Path(path).resolve() == Path(self.document.path).resolve()

    def _save_scenario(self, hex_map: HexMap, board: str) -> str:
        """The map's planetary conditions and a player per deployment zone in a MegaMek scenario beside
        the board; what was saved."""
        scenario = str(Path(board).with_suffix(".mms"))
        notes = write_scenario(hex_map, scenario, board)
        if notes:
            show_notes(self.window, self.tr("Save map"), self.tr("{file} cannot say all of the conditions:").format(
                file=Path(scenario).name), notes)
        return self.tr("{board} and {scenario}").format(board=board, scenario=scenario)

    def combine_dialog(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self.window, self.tr("Maps to put to the right of this one"),
                                                self.start_folder(), file_filters())
        if paths:
            self.combine_with(paths)

    def combine_with(self, paths: list[str]) -> None:
        """Put the maps in these files to the right of the current map, in order (undoable)."""
        current, notes = self.document.map, []
        try:
            others = [read_map(p) for p in paths]
            new = edits.combined([current, *others], current.name, notes)
            new.name = current.name                  # an untitled map stays so: named after its file when saved
        except (MapFileError, TooLarge) as e:
            QMessageBox.warning(self.window, self.tr("Combine maps"), str(e))
            return
        self.document.push(edits.ReplaceMap(new), self.tr("Combine %n map(s)", "", len(paths) + 1))
        if notes:
            show_notes(self.window, self.tr("Combine maps"),
                       self.tr("The combined map keeps the first map's settings:"), notes)

    # ---- recent files ----------------------------------------------------------------------------

    def recent_files(self) -> list[str]:
        value = self.settings.value("recent_files", [])
        return [value] if isinstance(value, str) else list(value or [])

    def remember(self, path: str) -> None:
        """A map file opened (from a dialog, the recent list or the command line) or saved: first in
        Open recent, and where the next file dialog starts."""
        path = str(Path(path).resolve())
        recent = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue("recent_files", recent[:MAX_RECENT])
        self.used_folder(path)

    def fill_recent_menu(self, menu: QMenu) -> None:
        menu.clear()
        for path in self.recent_files():
            menu.addAction(path, lambda p=path: self.open_file(p))
        if self.recent_files():
            menu.addSeparator()
            menu.addAction(self.tr("Clear list"), lambda: self.settings.setValue("recent_files", []))
        menu.setEnabled(bool(self.recent_files()))
