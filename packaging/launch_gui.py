"""The packaged `hmeditorw` program (windowed: no console on Windows): the editor."""

import sys

from hmeditor.app import gui_main

sys.exit(gui_main())
