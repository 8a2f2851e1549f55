"""The application around the window: its icon, and the windowed launcher (hmeditorw)."""

import sys

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor

from hmeditor import app
from hmeditor.resources import ICON_SIZES
from hmeditor.ui.application import set_up_application


def test_every_window_shows_the_application_icon_at_every_size(qapp, window):
    set_up_application(qapp)
    icon = window.windowIcon()
    assert sorted(s.width() for s in icon.availableSizes()) == sorted(ICON_SIZES)
    image = icon.pixmap(QSize(256, 256)).toImage()
    woods = QColor(image.pixel(40, 110))        # the left hex of the three
    assert woods.green() > woods.red() + 30 and woods.green() > woods.blue() + 30
    assert image.pixelColor(2, 2).alpha() == 0   # transparent corners
    assert qapp.desktopFileName() == "hmeditor"


def run_without_console(monkeypatch, argv):
    """gui_main as a windowed program on Windows runs it: no sys.stdout, no sys.stderr."""
    shown = []
    monkeypatch.setattr(app, "show_message", shown.append)
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    return app.gui_main(argv), shown


def test_windowed_launcher_shows_in_a_message_box_what_it_cannot_print(monkeypatch, tmp_path):
    broken = tmp_path / "broken.hmap"
    broken.write_text("size: [16, 17]\nhexes:\n  \"0708\": lava_lake\n", encoding="utf-8")
    assert run_without_console(monkeypatch, [str(broken)]) == \
        (2, [f"hmeditor: {broken}:3: hex 0708: unknown base terrain 'lava_lake'"])
    code, shown = run_without_console(monkeypatch, ["--help"])
    assert code == 0 and len(shown) == 1 and "--screenshot" in shown[0]
    code, shown = run_without_console(monkeypatch, ["a.hmap", "b.hmap"])
    assert code == 2 and "unrecognized arguments: b.hmap" in shown[0]


def test_windowed_launcher_with_a_console_prints_as_usual(monkeypatch, capsys):
    monkeypatch.setattr(app, "show_message", lambda text: pytest.fail(f"message box: {text}"))
    with pytest.raises(SystemExit) as exit_:
        app.gui_main(["a.hmap", "b.hmap"])
    assert exit_.value.code == 2
    assert "unrecognized arguments: b.hmap" in capsys.readouterr().err
