"""Start-up does no avoidable work (the time itself is measured by tests/benchmark.py)."""

import subprocess
import sys

import pytest
import yaml

from hmeditor.core.rules import read_yaml
from hmeditor.core.systems import default_rules_path
from hmeditor.render import style

from ..conftest import MAPS, ROOT

needs_libyaml = pytest.mark.skipif(not yaml.__with_libyaml__, reason="PyYAML was built without libyaml")


@needs_libyaml
def test_rules_and_style_are_parsed_by_libyaml(monkeypatch):
    """The pure-Python YAML parser took a quarter of the start-up on the rules file."""
    def slow_parser(*_):
        raise AssertionError("the pure-Python YAML parser was used")
    monkeypatch.setattr(yaml.parser.Parser, "parse_node", slow_parser)
    assert read_yaml(default_rules_path())["system"] == "battletech"
    style.default_style.cache_clear()
    try:
        assert style.default_style().base
    finally:
        style.default_style.cache_clear()


@needs_libyaml
def test_rules_errors_still_name_the_line(tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("system: battletech\nterrain:\n  clear: {mp: 1\n", encoding="utf-8")
    with pytest.raises(Exception, match=r"broken.yaml:\d+: not valid YAML"):
        read_yaml(broken)
    twice = tmp_path / "twice.yaml"
    twice.write_text("system: battletech\nsources: {}\nsources: {}\n", encoding="utf-8")
    with pytest.raises(Exception, match=r"twice.yaml:3: .*duplicate key 'sources'"):
        read_yaml(twice)


def test_opening_the_editor_leaves_export_help_and_other_systems_rules_unloaded(tmp_path):
    """What the first window does not show is imported when first used (the other systems' rules:
    when they are played)."""
    probe = ("import sys\n"
             "from hmeditor.app import main\n"
             "from hmeditor.ui import application\n"
             "shot = application.save_screenshot\n"
             "def taken(*args):\n"
             "    code = shot(*args)\n"
             "    print(sorted(m for m in sys.modules if m.startswith(('hmeditor.export', 'hmeditor.ui.help',\n"
             "                                                         'hmeditor.core.systems.total_war_xxi.'))))\n"
             "    return code\n"
             "application.save_screenshot = taken\n"
             f"main([{str(MAPS / 'blank-16x17.hmap')!r}, '--screenshot', {str(tmp_path / 'shot.png')!r}])\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True,
                         env={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
                              "XDG_DATA_HOME": str(tmp_path), "PATH": ""}).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_the_cycle_collector_waits_for_the_first_paint_then_leaves_start_ups_objects_out(tmp_path):
    """Python's cycle collector ran some 130 times over what start-up makes (40 ms): it is off until
    the map's first paint, then runs on the window's thread (its timer), with what start-up made
    frozen out of its rounds."""
    probe = ("import gc\n"
             "from PySide6.QtCore import QObject, QTimer\n"
             "from PySide6.QtWidgets import QApplication\n"
             "from hmeditor.app import main\n"
             "from hmeditor.ui import application\n"
             "resume = application.collect_from_now_on\n"
             "def first_paint():\n"
             "    print('before', gc.isenabled())\n"
             "    resume()\n"
             "    print('after', gc.isenabled(), gc.get_freeze_count() > 50_000,\n"
             "          QApplication.instance().findChild(QObject, 'cycle collector') is not None)\n"
             "    QTimer.singleShot(0, QApplication.instance().quit)\n"
             "application.collect_from_now_on = first_paint\n"
             f"main([{str(MAPS / 'blank-16x17.hmap')!r}])\n"
             "print('ended', gc.isenabled())\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True,
                         env={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
                              "XDG_DATA_HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path),
                              "PATH": ""}).stdout
    assert out.split("\n")[-4:] == ["before False", "after False True True", "ended True", ""]


def test_what_numpy_loads_on_first_use_is_loaded_after_the_window_shows(tmp_path):
    """numpy loads its masked arrays on the first np.unique (30-70 ms): not in the first edit's frame,
    but a moment after the window shows, and not before its first paint."""
    probe = ("import sys, time\n"
             "from PySide6.QtWidgets import QApplication\n"
             "from hmeditor.core.model import HexMap\n"
             "from hmeditor.ui.mainwindow import MainWindow\n"
             "app = QApplication([])\n"
             f"window = MainWindow(HexMap(400, 400), autosave_dir={str(tmp_path)!r})\n"
             "window.show()\n"
             "app.processEvents()\n"
             "print('numpy.ma' in sys.modules)\n"
             "end = time.perf_counter() + 1.0\n"
             "while time.perf_counter() < end and 'numpy.ma' not in sys.modules:\n"
             "    app.processEvents()\n"
             "    time.sleep(0.01)\n"
             "print('numpy.ma' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, check=True,
                         env={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
                              "XDG_DATA_HOME": str(tmp_path), "PATH": ""}).stdout
    assert out.strip().splitlines()[-2:] == ["False", "True"]


def test_the_docks_behind_others_are_made_after_the_maps_first_paint_or_when_used(qtbot, tmp_path):
    """The calculator (a tab behind the Hex dock) and the library (hidden) are not needed for the
    first paint: 20 ms of the start-up."""
    from PySide6.QtCore import QSettings

    from hmeditor.core.model import HexMap
    from hmeditor.ui.calculator import CalculatorDock
    from hmeditor.ui.library import LibraryDock
    from hmeditor.ui.mainwindow import MainWindow

    def window():
        made = MainWindow(HexMap(16, 17, "test"), settings=QSettings(str(tmp_path / "s.ini"),
                          QSettings.Format.IniFormat), autosave_dir=tmp_path / "autosave", stamp_dir=tmp_path / "st")
        qtbot.addWidget(made)
        return made
    first = window()
    assert not isinstance(first.docks["calculator"].widget(), CalculatorDock)
    assert not isinstance(first.docks["library"].widget(), LibraryDock)
    assert first.calculator_dock is first.docks["calculator"].widget()           # used: made now
    assert isinstance(first.calculator_dock, CalculatorDock) and first.calculator.from_hex is not None
    second = window()
    second.show()
    qtbot.waitUntil(lambda: second.started)
    assert isinstance(second.docks["calculator"].widget(), CalculatorDock)
    assert isinstance(second.docks["library"].widget(), LibraryDock) and second.isActiveWindow()
