"""The packaged `hmeditor` program (console): every sub-command, and the editor."""

import sys

from hmeditor.app import main

sys.exit(main())
