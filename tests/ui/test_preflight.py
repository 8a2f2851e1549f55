"""make run reports a missing display or system library instead of letting Qt abort."""

import sys

import pytest

from hmeditor.ui import preflight

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 checks are for Linux")


@linux_only
def test_no_display_is_reported(monkeypatch):
    for var in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(var, raising=False)
    assert "DISPLAY is not set" in preflight.missing_display_support()


@linux_only
def test_missing_xcb_cursor_is_named(monkeypatch):
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(preflight.ctypes.util, "find_library", lambda name: None)
    assert "libxcb-cursor0" in preflight.missing_display_support()
    monkeypatch.setattr(preflight.ctypes.util, "find_library", lambda name: f"lib{name}.so")
    assert preflight.missing_display_support() is None


def test_offscreen_needs_nothing(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert preflight.missing_display_support() is None


@linux_only
def test_editor_without_display_exits_2_with_the_reason(run_cli, monkeypatch):
    import os
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = run_cli(env=env)
    assert result.returncode == 2
    assert "cannot open a window" in result.stderr and "Traceback" not in result.stderr
