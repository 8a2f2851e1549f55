"""Exports run headless: no QtWidgets, no display needed."""

import os
import subprocess
import sys

from tests.conftest import MAPS, ROOT

MODULES = ("hmeditor.export", "hmeditor.export.pdf", "hmeditor.export.svg", "hmeditor.export.png",
           "hmeditor.export.pages", "hmeditor.export.legend", "hmeditor.cli.export")


def test_export_imports_no_widgets():
    code = f"import sys; import {', '.join(MODULES)}; print('\\n'.join(sys.modules))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert "PySide6.QtGui" in loaded and "hmeditor.export.pages" in loaded
    assert "PySide6.QtWidgets" not in loaded


def test_cli_export_without_display(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    out = tmp_path / "sheet.pdf"
    command = [sys.executable, "-m", "hmeditor", "export", str(MAPS / "blank-16x17.hmap"), "-o", str(out)]
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(b"%PDF")
