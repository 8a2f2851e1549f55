"""The palette's rules figures: each terrain says what it does to units, from the loaded rules."""

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from hmeditor.core.model import HexMap
from hmeditor.core.systems import default_rules_path, load_rules
from hmeditor.core.vocabulary import LEVEL_LIMIT
from hmeditor.ui.application import save_screenshot
from hmeditor.ui.mainwindow import MainWindow

WOODS_MP = "  light_woods:\n    mp: {default: 1,"


def user_rules(tmp_path, old: str, new: str):
    text = default_rules_path().read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "house-rules.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return load_rules(path)


def figure(text: str, topic: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(topic))


def test_light_woods_shows_its_figures_under_the_entry_and_in_the_tooltip(window):
    palette = window.palette
    palette.select("base", "light_woods")
    shown = palette.figures.text()
    assert "'Mechs" in figure(shown, "Extra MP") and "+1" in figure(shown, "Extra MP")
    assert "wheeled vehicles" in figure(shown, "Barred") and "hover vehicles" in figure(shown, "Barred")
    assert figure(shown, "To-hit") == "To-hit: +1 (target in the hex)"
    assert figure(shown, "Intervening") == "Intervening: +1 per hex; 3 block line of sight"
    tip = palette.tooltip("base", "light_woods")
    assert tip.startswith("Light woods") and shown in tip
    assert palette.tooltip("base", "clear") != tip and "Barred" not in palette.tooltip("base", "clear")


def test_a_users_rules_file_changes_the_text(window, tmp_path):
    palette = window.palette
    palette.select("base", "light_woods")
    before, tip_before = palette.figures.text(), palette.tooltip("base", "light_woods")
    window.state.load_rules_file(user_rules(tmp_path, WOODS_MP, "  light_woods:\n    mp: {default: 3,").path)
    after = palette.figures.text()
    assert "'Mechs" in figure(after, "Extra MP") and "+3" in figure(after, "Extra MP")
    assert "+3" not in figure(before, "Extra MP")
    assert palette.tooltip("base", "light_woods") != tip_before and after in palette.tooltip("base", "light_woods")


def test_parameters_and_modifications_follow_the_paint(window):
    palette = window.palette
    palette.select("base", "water")
    palette.param_inputs[0][1].setValue(0)
    shallow = palette.figures.text()
    palette.param_inputs[0][1].setValue(2)
    deep = palette.figures.text()
    assert figure(shallow, "Extra MP") == "Extra MP: +0" and figure(deep, "Extra MP") != figure(shallow, "Extra MP")
    palette.select("mod", "heavy_smoke")
    assert "2 block line of sight" in palette.figures.text()
    palette.select("raise")
    assert palette.figures.text() == ""


def test_ruins_are_painted_with_their_floors_and_spacing(qtbot, window):
    from PySide6.QtWidgets import QFormLayout

    from hmeditor.core.cell import format_cell

    from .helpers import click
    palette = window.palette
    palette.select("base", "ruins")
    labels = [palette.form.itemAt(i, QFormLayout.ItemRole.LabelRole).widget().text()
              for i in range(palette.form.rowCount())]
    assert labels == ["Floors", "Floor spacing (in)"]
    assert [w.value() for _, w in palette.param_inputs] == [2, 3]
    palette.param_inputs[0][1].setValue(3)
    palette.param_inputs[1][1].setValue(6)
    click(qtbot, window, 4, 4)
    assert format_cell(window.hex_map.cell(4, 4)) == "ruins:3:6"
    assert window.paint_label.text() == "Paint: Ruins (floors 3, spacing 6)  "


def field_text_after_typing(qtbot, box, text: str) -> str:
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), text)
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    return box.text()


def test_fields_take_only_what_may_be_painted(qtbot, window):
    palette = window.palette
    heights = window.state.live.checker.rules.raw["industrial"]["heights"]
    palette.select("height", "heavy_industrial")
    assert [palette.value.itemData(i) for i in range(palette.value.count())] == heights
    palette.value.setValue(0.7)                          # not a height: the nearest one, shown as painted
    assert palette.value.currentText() == "0.5" and window.state.paint.value == 0.5
    palette.select("base", "heavy_industrial")
    assert palette.param_inputs[0][1].count() == len(heights)
    palette.select("height", "gravel_pile")
    assert palette.value.minimum() == 1 and not hasattr(palette.value, "decimals")    # whole numbers from 1
    palette.select("set_level")
    assert field_text_after_typing(qtbot, palette.value, "0.7") == "0.5" and window.state.paint.value == 0.5
    palette.select("base", "water")
    assert palette.param_inputs[0][1].maximum() == LEVEL_LIMIT
    palette.select("base", "ruins")
    floors, spacing = (w for _, w in palette.param_inputs)
    assert floors.maximum() == 100 and (spacing.minimum(), spacing.maximum()) == (0.5, 100)
    assert field_text_after_typing(qtbot, spacing, "2.3") == "2.5" and window.state.paint.params == (2, 2.5)


def top_left(widget, palette):
    """Where the widget is in the palette once the layout has followed the last change."""
    QApplication.processEvents()
    return widget.mapTo(palette, widget.rect().topLeft())


def test_the_fields_stay_put_whatever_the_description(qtbot, window):
    palette = window.palette
    palette.select("base", "water")
    field = palette.param_inputs[0][1]
    where = top_left(field, palette)
    described = palette.figures.text()
    field.setValue(3)                              # another depth: other figures under the fields
    assert palette.figures.text() != described
    assert top_left(field, palette) == where
    palette.select("base", "gravel_pile")          # one field too, a longer description
    other = palette.param_inputs[0][1]
    assert palette.figures.text().count("\n") > described.count("\n")
    assert top_left(other, palette).y() == where.y()


def test_the_first_paints_figures_show_once_the_map_is_on_screen(qtbot, tmp_path):
    """They take 25 ms to work out at the start: the map is shown first."""
    window = MainWindow(HexMap(16, 17, "test"), settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        autosave_dir=tmp_path / "autosave", stamp_dir=tmp_path / "stamps")
    qtbot.addWidget(window)
    at_first_paint = []
    window.view.first_painted.connect(lambda: at_first_paint.append(window.palette.figures.text()))
    assert window.palette.figures.text() == "" and window.state.paint.name == "light_woods"
    window.show()
    qtbot.waitUntil(lambda: "Extra MP" in window.palette.figures.text())
    assert at_first_paint == [""]
    window.document.undo_stack.setClean()


def test_a_screenshot_shows_the_first_paints_figures(qapp, tmp_path):
    window = MainWindow(HexMap(16, 17, "test"), settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        autosave_dir=tmp_path / "autosave", stamp_dir=tmp_path / "stamps")
    assert save_screenshot(window, str(tmp_path / "shot.png")) == 0
    figures = window.palette.figures
    assert "Extra MP" in figures.text()
    assert figures.height() > 3 * figures.fontMetrics().height()     # laid out: not its first line alone
    window.close()
