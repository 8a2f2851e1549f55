"""The editor in Russian as a person sees it: menus, docks, buttons, tooltips, the status bar,
counted texts in the right Russian form, numbers written the Russian way; and English again
after (the translator serves the whole process)."""

import numpy as np
import pytest
from PySide6.QtCore import QLocale, Qt

from hmeditor import i18n
from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.ui.generatordialog import GeneratorDialog
from hmeditor.ui.hexdock import HexDock

from .helpers import cut_tab_names
from .test_check_outline import two_frozen_mud_map
from .test_grav_armor import FIRER, TARGET, woods_map
from .test_rules_docks import click_finding
from .test_toolbar import overflowing
from .test_wh40k import fortress_map


@pytest.fixture
def russian():
    assert i18n.install("ru") == "ru"
    yield
    i18n.install("en")


def plain(text: str) -> str:
    return text.replace("&", "")


def test_the_menus_docks_buttons_and_tooltips_are_russian(russian, make_window):
    window = make_window()
    menus = [plain(a.text()) for a in window.menuBar().actions()]
    assert menus == ["Файл", "Правка", "Карта", "Инструменты", "Вид", "Справка"]
    file_menu = window.menuBar().actions()[0].menu()
    assert [plain(a.text()) for a in file_menu.actions()][:3] == ["Новая карта…", "Новая из генератора…", "Открыть…"]
    titles = {name: dock.windowTitle() for name, dock in window.docks.items()}
    assert titles["palette"] == "Палитра" and titles["check"] == "Проверка реальности"
    assert titles["calculator"] == "Калькулятор" and titles["underlay"] == "Подложка"
    brush = window.tool_actions[window.tool("Brush")]
    assert brush.text() == "Кисть" and brush.toolTip().startswith("Рисовать") and brush.toolTip().endswith("(B)")
    assert window.check_dock.fix_button.text() == "Исправить"
    assert window.conditions.roll_button.text() == "Бросить случайные условия"
    groups = [window.palette.tree.topLevelItem(i).text(0) for i in range(window.palette.tree.topLevelItemCount())]
    assert groups == ["Уровень", "Базовая местность", "Высоты", "Изменения местности"]
    assert window.check_label.text().startswith("Проверка: ")
    assert window.zoom_label.text().startswith("Масштаб ")
    assert window.calculator_dock.panel.reach_button.text() == "Показать досягаемость"


def test_a_check_message_and_its_fix_read_in_russian(russian, qtbot, make_window):
    window = make_window(two_frozen_mud_map())
    finding = click_finding(qtbot, window, "frozen-mud")
    shown = window.check_dock.model.data(window.check_dock.list.currentIndex())
    assert finding.message.startswith("Грязь в 0404 замёрзла бы") and finding.message in shown
    assert finding.fix.startswith("замените грязь неровной местностью")


def test_counted_texts_take_the_russian_form_of_their_number(russian, make_window):
    forms = {n: HexDock.tr("%n hex(es) selected", "", n) for n in (1, 3, 5, 11, 21, 22)}
    assert forms == {1: "Выделен 1 гекс", 3: "Выделено 3 гекса", 5: "Выделено 5 гексов", 11: "Выделено 11 гексов",
                     21: "Выделен 21 гекс", 22: "Выделено 22 гекса"}
    window = make_window()
    assert [a.text() for a in window.size_actions] == ["Кисть: 1 гекс", "Кисть: 7 гексов", "Кисть: 19 гексов"]
    window.document.set_selection(np.arange(3))
    assert "Выделено 3 гекса" in window.hex_dock.text.toPlainText()


def test_numbers_are_written_the_russian_way(russian, make_window):
    window = make_window()
    window.document.push(edits.set_cells(window.hex_map, {(2, 2): parse_cell("clear @1.5")}), "level")
    window.hex_dock.show_hex(2, 2)
    assert "Уровень" in window.hex_dock.text.toPlainText() and "1,5" in window.hex_dock.text.toPlainText()
    assert QLocale().decimalPoint() == ","


def test_help_language_still_offers_both_and_english_comes_back(russian, make_window, monkeypatch):
    window = make_window()
    help_menu = window.menuBar().actions()[-1].menu()
    languages = next(a.menu() for a in help_menu.actions() if a.menu() and plain(a.text()) == "Язык")
    assert {a.text() for a in languages.actions()} == {"English", "Русский"}
    said = []
    monkeypatch.setattr("hmeditor.ui.mainwindow.QMessageBox.information", lambda parent, title, text: said.append(text))
    next(a for a in languages.actions() if a.text() == "English").trigger()
    assert window.settings.value(i18n.SETTING) == "en" and said == [
        "hmeditor заговорит на языке «English» со следующего запуска."]
    i18n.install("en")
    english = make_window()
    assert plain(english.menuBar().actions()[0].text()) == "File"
    assert [a.text() for a in english.size_actions] == ["Brush 1 hex", "Brush 7 hexes", "Brush 19 hexes"]


def test_nothing_is_cut_off_that_english_shows_whole(russian, make_window):
    """Russian is longer: the toolbar's buttons still fit the window, the palette's entries its dock,
    the right docks' tabs show their whole names; each menu's mnemonics are distinct."""
    window = make_window()
    assert not overflowing(window)
    assert [a.iconText() for a in window.size_actions] == ["1 гекс", "7 гексов", "19 гексов"]
    assert window.docks["palette"].width() >= window.palette.wanted_width() > 250
    assert cut_tab_names(window) == []
    for menu in (a.menu() for a in window.menuBar().actions()):
        keys = [a.text().split("&")[1][0].lower() for a in menu.actions() if "&" in a.text()]
        assert len(keys) == len(set(keys)), [a.text() for a in menu.actions()]


def test_a_calculator_panel_too_wide_for_the_dock_widens_it_once(russian, qtbot, make_window):
    """Russian's longer words make some panels wider than the dock: it widens to show the chosen
    one whole instead of scrolling it sideways, and a dock the user narrows after stays so."""
    window = make_window()
    window.resize(1400, 900)
    window.docks["calculator"].raise_()
    window.state.set_system("total_war_xxi")
    page = window.calculator_dock.pages["total_war_xxi"]
    qtbot.waitUntil(lambda: page.viewport().width() >= page.widget().minimumSizeHint().width())
    assert page.horizontalScrollBar().maximum() == 0
    assert window.view.width() >= window.width() // 3
    window.resizeDocks([window.docks["calculator"]], [300], Qt.Orientation.Horizontal)
    qtbot.wait(50)
    assert page.horizontalScrollBar().maximum() > 0            # the user's narrower dock stands


def test_total_war_xxis_weapons_and_infantry_go_by_the_seeds_russian_names(russian, qtbot, make_window):
    window = make_window()
    window.state.set_system("total_war_xxi")
    panel = window.calculator
    panel.weapon.setCurrentIndex(panel.weapon.findData("rifle"))
    assert panel.weapon.currentText().startswith("Винтовка (")
    assert [panel.infantry.itemText(i) for i in range(panel.infantry.count())] == ["Лёгкая пехота", "Тяжёлая пехота"]
    assert "поражённый оружием «винтовка»" in panel.result.toPlainText()


def test_grav_armors_move_and_hit_effect_read_in_russian(russian, make_window):
    window = make_window(woods_map())
    window.state.set_system("grav_armor")
    panel = window.calculator
    assert panel.firer.itemText(0) == "Nu3 (истребитель танков Nu-3)"
    panel.target.setCurrentIndex(panel.target.findData("A-INF"))
    assert panel.target.currentText() == "A-INF (бронированная пехота)"
    panel.set_hexes(FIRER, TARGET)
    panel.effect_roll.setValue(10)
    panel.path.setText("0405 0505 0506 0505")
    panel.path.editingFinished.emit()
    text = panel.result.toPlainText()
    assert "эффект: бросок 10 - 1 = 9: уничтожен" in text
    assert "Nu3 (гравитационные, MP 5) по пути 0305 -> 0405 -> 0505 -> 0506 -> 0505" in text
    assert "6 MP = 1 (пересечённая местность в 0405) + 2 (очень труднопроходимая местность в 0505)" in text
    assert "нельзя: путь требует 6 MP, а у Nu3 их 5" in text
    panel.firer.setCurrentIndex(panel.firer.findData("Alpha"))
    text = panel.result.toPlainText()
    assert "Alpha (форт, MP 0) по пути" in text and "нельзя: форт не движется" in text
    assert "Alpha, система вооружения 1 стреляет в A-INF" in text


def test_warhammer_40ks_building_types_and_fortifications_read_in_russian(russian, make_window):
    window = make_window(fortress_map())
    window.state.set_system("wh40k")
    panel = window.calculator
    assert panel.fortification.itemText(1) == "Имперский бастион"
    panel.set_hexes(None, window.hex_map.parse_hex_id("0707"))
    assert "строение «лёгкое»: показатель брони" in panel.result.toPlainText()
    panel.fortification.setCurrentIndex(1)
    assert "Имперский бастион: показатель брони" in panel.result.toPlainText()


def test_a_refused_input_reads_in_russian_without_the_command_lines_option(russian, make_window):
    window = make_window(woods_map())
    window.state.set_system("grav_armor")
    panel = window.calculator
    panel.set_hexes(FIRER, FIRER)
    panel.path.setText("0405 0507")
    panel.path.editingFinished.emit()
    shown = panel.result.toPlainText().splitlines()
    assert shown[-2:] == ["Цель в гексе стреляющего; в Grav Armor огонь ведётся с дальности 1",
                          "0405 и 0507 не соседние гексы"]
    assert panel.state_box.itemText(2) == "подъём на орбиту / спуск с орбиты"


def test_the_generators_presets_settings_and_choices_read_in_russian(russian, qtbot):
    dialog = GeneratorDialog()
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("city"))
    assert dialog.preset.currentText() == "город"
    assert dialog.description.text().startswith("Город: сетка мощёных улиц")
    form = dialog.editors["building_type"].parentWidget().layout()
    assert form.labelForField(dialog.editors["building_type"]).text() == "Тип зданий"
    assert dialog.editors["building_type"].currentText() == "смешанные"
    assert dialog.editors["hills"].toolTip() == "доля карты, поднятая холмами"
    assert dialog.overrides() == {}                       # the words shown, the preset's values kept


def test_the_generators_longer_russian_status_stays_below_its_preview(russian, qtbot):
    dialog = GeneratorDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.map is not None, timeout=20_000)
    assert dialog.status.text().count("\n") >= 1 and dialog.status.heightForWidth(dialog.status.width()) > \
        2 * dialog.status.fontMetrics().lineSpacing()                # it wraps to three lines or more
    assert dialog.status.geometry().top() >= dialog.preview.geometry().bottom()
