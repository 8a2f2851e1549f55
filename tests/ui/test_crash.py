"""An exception in the editor (a bug) is logged and told once; the editor and the map stay open."""

from hmeditor.ui.application import crash_hook


def test_a_bug_in_a_slot_is_logged_and_shown_and_the_map_stays(make_window, monkeypatch, tmp_path):
    monkeypatch.setenv("HMEDITOR_LOG_DIR", str(tmp_path / "logs"))
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.critical", lambda *args: shown.append(args[2]))
    window = make_window()
    try:
        raise KeyError("a bug")
    except KeyError as e:
        crash_hook(window)(type(e), e, e.__traceback__)
    [log] = (tmp_path / "logs").iterdir()
    assert "KeyError: 'a bug'" in log.read_text(encoding="utf-8") and str(log) in shown[0]
    assert window.isVisible() and window.hex_map.name == "test"
