"""Map > Properties: the map's name (printed on every sheet), its notes and its size, changed in
one undo step. A map without a name takes its file's name when first saved.

Notes are kept in the .hmap file under the top-level key `notes` (docs/hmap-format.md; the model
keeps top-level keys it does not use itself in `extra_keys`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ..core import edits
from ..core.model import HexMap
from .dialogs import PropertiesDialog, run_modal
from .session.document import MapDocument

NOTES = "notes"
UNNAMED = ("", "Untitled")


def notes_of(hex_map: HexMap) -> str:
    notes = hex_map.extra_keys.get(NOTES)
    return notes if isinstance(notes, str) else ""


def properties_edit(hex_map: HexMap, name: str, notes: str, width: int, height: int) -> edits.Edit | None:
    """The edit giving the map these properties, or None when they are the ones it has."""
    steps: list[edits.Edit] = []
    if (width, height) != hex_map.size:
        steps.append(edits.resize_edit(hex_map, width, height))
    if name != hex_map.name:
        steps.append(edits.SetName(name))
    if notes != notes_of(hex_map):
        steps.append(edits.SetExtra(NOTES, notes or None))
    return edits.Sequence(tuple(steps)) if steps else None


def edit_properties(parent: QWidget, document: MapDocument) -> bool:
    """Show the properties dialog; True when the map changed."""
    m = document.map
    dialog = PropertiesDialog(m.name if m.name not in UNNAMED else "", notes_of(m), m.width, m.height, parent)
    if not run_modal(dialog):
        return False
    edit = properties_edit(m, *dialog.values())
    if edit is not None:
        document.push(edit, QCoreApplication.translate("MapDialogs", "Map properties"))
    return edit is not None


def name_after_file(document: MapDocument, path: str) -> None:
    """Give a map with no name its file's name (an undoable edit, saved with the map)."""
    if document.map.name in UNNAMED:
        document.push(edits.SetName(Path(path).stem),
                      QCoreApplication.translate("MapFiles", "Name the map after its file"))
