"""The packaged `hmeditor` program (console): every sub-command, and the editor."""

import multiprocessing
import sys

from hmeditor.app import main

# A worker process of `check` on several maps, where workers are spawned (Windows, macOS), is this
# program started again: PyInstaller's multiprocessing hook has it run the worker here. (The hook has
# imported multiprocessing already: this costs a start nothing.)
multiprocessing.freeze_support()
sys.exit(main())
