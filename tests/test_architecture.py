"""The core stays free of Qt; render and export stay free of QtWidgets."""

import pkgutil
import subprocess
import sys

import hmeditor.core


def _modules_loaded_by(statement: str) -> set[str]:
    code = f"import sys; {statement}; print('\\n'.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_core_imports_no_qt():
    names = [m.name for m in pkgutil.walk_packages(hmeditor.core.__path__, "hmeditor.core.")]
    assert "hmeditor.core.io.hmap" in names
    loaded = _modules_loaded_by("; ".join(f"import {n}" for n in names))
    assert not any(m.startswith("PySide6") for m in loaded)


def test_render_imports_no_widgets():
    loaded = _modules_loaded_by("import hmeditor.render.painter")
    assert "PySide6.QtGui" in loaded
    assert "PySide6.QtWidgets" not in loaded
