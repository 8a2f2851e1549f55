"""File > New from generator: the command line's settings, a live preview, the map shown is the map made."""

from PySide6.QtWidgets import QDialog, QDialogButtonBox

from hmeditor.core.generate import generate
from hmeditor.core.io.hmap import dumps
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.ui import generatordialog
from hmeditor.ui.generatordialog import GeneratorDialog


def ready(qtbot, dialog: GeneratorDialog) -> None:
    qtbot.waitUntil(lambda: dialog.map is not None, timeout=20_000)


def test_the_preview_shows_the_map_the_settings_make_and_what_the_check_says(qtbot):
    dialog = GeneratorDialog()
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentText("city")
    dialog.seed.setValue(5)
    ready(qtbot, dialog)
    assert dumps(dialog.map) == dumps(generate(16, 17, 5, "city"))
    assert not dialog.preview.pixmap().isNull() and dialog.preview.pixmap().width() > 300
    assert "reality check: 0 errors, 0 warnings, 0 infos" in dialog.status.text()
    assert "--preset city --size 16x17 --seed 5" in dialog.status.text()
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_a_changed_setting_makes_a_new_preview_and_is_kept_as_an_override(qtbot):
    dialog = GeneratorDialog()
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentText("open")
    dialog.seed.setValue(8)
    dialog.width_box.setValue(20)
    ready(qtbot, dialog)
    dialog.editors["woods"].setValue(0.6)
    dialog.editors["road_kind"].setCurrentText("dirt road")
    assert dialog.map is None and not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    ready(qtbot, dialog)
    assert dialog.overrides() == {"woods": 0.6, "road_kind": "dirt_road"}
    assert dumps(dialog.map) == dumps(generate(20, 17, 8, "open", {"woods": 0.6, "road_kind": "dirt_road"}))
    woods = (dialog.map.base == BASE_INDEX["light_woods"]).sum()
    assert woods > 0.2 * 20 * 17


def test_choosing_a_preset_puts_its_settings_in_the_editors(qtbot):
    dialog = GeneratorDialog()
    qtbot.addWidget(dialog)
    dialog.editors["woods"].setValue(0.9)
    dialog.preset.setCurrentText("desert")
    assert dialog.editors["sand"].value() == 0.7 and dialog.editors["woods"].value() == 0
    assert dialog.overrides() == {}
    assert dialog.description.text().startswith("Desert")


def test_file_new_from_generator_opens_the_map_made_as_a_new_document(window, qtbot, monkeypatch):
    def exec_(dialog):
        dialog.preset.setCurrentText("volcanic")
        dialog.seed.setValue(3)
        ready(qtbot, dialog)
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(generatordialog.GeneratorDialog, "exec", exec_)
    window.files.new_from_generator()
    assert dumps(window.hex_map) == dumps(generate(16, 17, 3, "volcanic"))
    assert window.document.path is None and not window.document.modified
    assert "Volcanic 16 x 17" in window.windowTitle()
