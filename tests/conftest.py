import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps"
SHARED = ROOT.parent / "shared"


@pytest.fixture
def run_cli(tmp_path):
    """Run `hmeditor ARGS` as a user would, in a subprocess; returns CompletedProcess."""
    import subprocess

    def run(*args, **kwargs):
        return subprocess.run([sys.executable, "-m", "hmeditor", *map(str, args)], capture_output=True,
                              text=True, cwd=kwargs.pop("cwd", ROOT), timeout=kwargs.pop("timeout", 120),
                              **kwargs)
    return run
