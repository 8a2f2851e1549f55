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


def test_checking_one_map_loads_no_other_game_system_and_no_process_pool():
    sheet = hmeditor.core.__path__[0] + "/../../maps/open-terrain-2-movement-example.hmap"
    loaded = _modules_loaded_by(f"from hmeditor.cli import main; main(['check', {sheet!r}])")   # its lines: no module
    assert "hmeditor.core.check" in loaded and "hmeditor.core.systems.battletech" in loaded
    assert not {"hmeditor.core.systems.grav_armor", "hmeditor.core.systems.total_war_xxi",
                "concurrent.futures.process"} & loaded
