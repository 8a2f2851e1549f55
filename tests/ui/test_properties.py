"""A map has a name to print: New asks for one, saving names an unnamed map after its file, and
Map > Properties changes the name, the notes and the size in one undo step."""

from hmeditor.core.io import read_map
from hmeditor.core.model import HexMap
from hmeditor.export import Options, plan
from hmeditor.export.pages import SheetPainter
from hmeditor.ui.dialogs import NewMapDialog, PropertiesDialog


def test_new_map_suggests_no_placeholder_name(qtbot):
    dialog = NewMapDialog()
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "" and "file" in dialog.name.placeholderText()


def test_saving_an_unnamed_map_names_it_after_the_file(make_window, tmp_path):
    window = make_window(HexMap(16, 17, "Untitled"))
    assert window.files.save_to(str(tmp_path / "frozen-pass.hmap"))
    assert window.hex_map.name == "frozen-pass" and not window.document.modified
    saved = read_map(tmp_path / "frozen-pass.hmap")
    assert saved.name == "frozen-pass"
    assert SheetPainter(saved, plan(16, 17, Options())).title == "frozen-pass"
    window.files.save_to(str(tmp_path / "copy.hmap"))
    assert window.hex_map.name == "frozen-pass"          # a named map keeps its name


def test_map_properties_change_name_notes_and_size_in_one_step(make_window, tmp_path, monkeypatch):
    window = make_window(HexMap(16, 17, "test"))

    def fill_in(dialog):
        dialog.name.setText("Frozen pass")
        dialog.notes.setPlainText("Blizzard from turn 3.")
        dialog.width_box.setValue(20)
        return True
    monkeypatch.setattr(PropertiesDialog, "exec", fill_in)
    steps = window.document.undo_stack.count()
    window.properties_action.trigger()
    m = window.hex_map
    assert (m.name, m.width, m.height) == ("Frozen pass", 20, 17)
    assert window.document.undo_stack.count() == steps + 1
    window.files.save_to(str(tmp_path / "pass.hmap"))
    saved = read_map(tmp_path / "pass.hmap")
    assert saved.name == "Frozen pass" and saved.extra_keys["notes"] == "Blizzard from turn 3."
    window.undo_action.trigger()
    assert (window.hex_map.name, window.hex_map.width) == ("test", 16) and "notes" not in window.hex_map.extra_keys
