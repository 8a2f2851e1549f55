"""The core stays free of Qt; render and export stay free of QtWidgets; a command loads what it uses."""

import ast
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import hmeditor.core
import hmeditor.core.check
import hmeditor.ui.session
from hmeditor.core.systems import PACKAGES


def _imported_by(package) -> set[str]:
    """The modules the source of a package's modules imports (by name, relative imports made whole),
    wherever the import statement stands."""
    names = set()
    for path in Path(package.__path__[0]).glob("*.py"):
        here = package.__name__.split(".")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = ".".join(here[:len(here) - node.level + 1] + [node.module or ""]) if node.level else node.module
                names |= {base.rstrip(".")} | {f"{base.rstrip('.')}.{alias.name}" for alias in node.names}
    return names


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


def test_the_session_loads_the_core_and_qt_without_widgets():
    """ui/session (document, state, live check, autosave) is the editor without its window: it loads
    QtCore and QtGui, the core, and no widget, nothing else of the editor and no painter."""
    names = [m.name for m in pkgutil.walk_packages(hmeditor.ui.session.__path__, "hmeditor.ui.session.")]
    assert "hmeditor.ui.session.livecheck" in names
    loaded = _modules_loaded_by("; ".join(f"import {n}" for n in names))
    assert "PySide6.QtCore" in loaded and "PySide6.QtWidgets" not in loaded
    ours = {m for m in loaded if m.startswith("hmeditor.")}
    assert not {m for m in ours if not m.startswith(("hmeditor.core", "hmeditor.ui.session"))} - {
        "hmeditor.ui", "hmeditor.resources"}


def test_the_check_machinery_imports_no_file_format_and_no_game_system():
    """Checks live with what they check: a format's and a game system's are registered where those
    are loaded (core.check.registry.register_checks); core/check imports neither, in its source or
    when all its modules load."""
    systems = tuple(f"hmeditor.core.systems.{p}" for p in PACKAGES)
    assert "hmeditor.core.check.registry" in _imported_by(hmeditor.core.check)
    assert not {m for m in _imported_by(hmeditor.core.check) if m.startswith(("hmeditor.core.io", *systems))}
    names = [m.name for m in pkgutil.walk_packages(hmeditor.core.check.__path__, "hmeditor.core.check.")]
    loaded = _modules_loaded_by("; ".join(f"import {n}" for n in names))
    assert "hmeditor.core.check.runner" in loaded
    assert not {m for m in loaded if m.startswith(("hmeditor.core.io", *systems))}


def test_checking_one_map_loads_no_other_game_system_and_no_process_pool():
    sheet = hmeditor.core.__path__[0] + "/../../maps/open-terrain-2-movement-example.hmap"
    loaded = _modules_loaded_by(f"from hmeditor.cli import main; main(['check', {sheet!r}])")   # its lines: no module
    assert "hmeditor.core.check" in loaded and "hmeditor.core.systems.battletech" in loaded
    assert not {"hmeditor.core.systems.grav_armor", "hmeditor.core.systems.total_war_xxi",
                "concurrent.futures.process"} & loaded


def test_checking_a_map_loads_only_the_parts_of_the_game_systems_the_check_uses():
    """Checked for BattleTech (the default): its rules, movement rules and checks, and no other system;
    no commands, figures, reference or other calculators. For 40k: its checks and rules besides."""
    sheet = hmeditor.core.__path__[0] + "/../../maps/open-terrain-2-movement-example.hmap"
    for _run in range(2):
        loaded = _modules_loaded_by(f"from hmeditor.app import main; main(['check', {sheet!r}])")
    systems = {m.removeprefix("hmeditor.core.systems.") for m in loaded if m.startswith("hmeditor.core.systems.")}
    assert {"battletech.schema", "battletech.movement", "battletech.checks"} <= systems
    unused = {"battletech.commands", "battletech.figures", "battletech.reference", "battletech.overlays",
              "battletech.los", "battletech.tohit", "battletech.reach"}
    assert not unused & systems and not {s for s in systems if s.startswith(("wh40k", "grav_armor"))}
    loaded = _modules_loaded_by(f"from hmeditor.app import main; main(['check', {sheet!r}, '--system', '40k'])")
    systems = {m.removeprefix("hmeditor.core.systems.") for m in loaded if m.startswith("hmeditor.core.systems.")}
    assert {"wh40k.checks", "wh40k.schema"} <= systems and "battletech.checks" not in systems
    assert not {"wh40k.commands", "wh40k.figures", "wh40k.reference", "wh40k.overlays", "wh40k.saves"} & systems
    assert not any(m.startswith("PySide6") for m in loaded)


def test_a_command_starts_openblas_with_one_thread_unless_the_user_chose_a_number():
    sheet = hmeditor.core.__path__[0] + "/../../maps/open-terrain-2-movement-example.hmap"
    code = (f"import os; from hmeditor.app import main; main(['check', {sheet!r}]); "
            "print(os.environ['OPENBLAS_NUM_THREADS'])")
    for chosen, threads in ((None, "1"), ("3", "3")):
        env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                             env=env | ({"OPENBLAS_NUM_THREADS": chosen} if chosen else {})).stdout
        assert out.splitlines()[-1] == threads


def test_the_megamek_format_loads_for_a_board_not_for_a_map_that_never_was_one(tmp_path):
    """Reading and exporting a .hmap start without io/megamek; a .board, or a map keeping a board's
    block, brings it in (and its roads come from the block)."""
    maps = hmeditor.core.__path__[0] + "/../../maps"
    board = hmeditor.core.__path__[0] + "/../../../shared/corpus/megamek/16x17-City-Downtown.board"
    kept = tmp_path / "kept.hmap"
    subprocess.run([sys.executable, "-m", "hmeditor", "convert", board, str(kept)], check=True,
                   capture_output=True)
    export = "from hmeditor.export import export_map, Options; export_map(read_map({!r}), {!r}, Options(dpi=20))"
    for path, board_read in ((f"{maps}/open-terrain-2-movement-example.hmap", False), (board, True), (kept, True)):
        loaded = _modules_loaded_by("from hmeditor.core.io import read_map; "
                                    + export.format(str(path), str(tmp_path / "out.png")))
        assert ("hmeditor.core.io.megamek" in loaded) == board_read, path


def test_an_export_that_does_not_fail_loads_no_crash_log_folder_lookup(tmp_path):
    """platformdirs (8 ms to import) names the crash log's folder: only a command that crashes needs it."""
    sheet = hmeditor.core.__path__[0] + "/../../maps/open-terrain-2-movement-example.hmap"
    out = tmp_path / "out.png"
    loaded = _modules_loaded_by(f"from hmeditor.app import main; main(['export', {sheet!r}, '-o', {str(out)!r}])")
    assert out.stat().st_size > 1000 and "hmeditor.crash" in loaded
    assert "platformdirs" not in loaded
