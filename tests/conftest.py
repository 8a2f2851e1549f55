import gc
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings (window layout, recent files), autosaves and parsed rules of the editors and commands the
# tests run, in this process and in the commands it runs, go to a throwaway place, never the user's.
_HOME = tempfile.mkdtemp(prefix="hmeditor-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["HMEDITOR_CACHE_DIR"] = os.path.join(_HOME, "cache")

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps"
SHARED = ROOT.parent / "shared"


@pytest.fixture(autouse=True)
def english(request):
    """Tests of widgets see them in English, as the editor starts on an English system (its plural
    forms: "1 hex"; numbers as English writes them), whatever the machine's language; a test that
    changes the language puts English back."""
    if {"qtbot", "qapp"} & set(request.fixturenames):
        from hmeditor import i18n
        request.getfixturevalue("qapp")
        i18n.install("en")


@pytest.fixture(autouse=True)
def collected_on_the_gui_thread(request):
    """As in the editor, Python's cycle collector runs on the GUI thread only, in the event loop
    (ui.session.collecting) and here between tests: Qt's objects are never freed on another thread."""
    if {"qtbot", "qapp"} & set(request.fixturenames):
        from hmeditor.ui.session.collecting import collect_on_this_thread
        collect_on_this_thread(request.getfixturevalue("qapp"))
    yield
    if not gc.isenabled():
        from hmeditor.ui.session.collecting import collect_due
        collect_due()


@pytest.fixture
def run_cli(tmp_path):
    """Run `hmeditor ARGS` as a user would, in a subprocess; returns CompletedProcess."""
    import subprocess

    def run(*args, **kwargs):
        return subprocess.run([sys.executable, "-m", "hmeditor", *map(str, args)], capture_output=True,
                              text=True, cwd=kwargs.pop("cwd", ROOT), timeout=kwargs.pop("timeout", 120),
                              **kwargs)
    return run
