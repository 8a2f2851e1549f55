"""MegaMek .board files, split by job:

- terms.py     the term tables (hmeditor/data/megamek.yaml): our names <-> MegaMek's keys
- tokens.py    terrain tokens, what one token means, the tokens of a hex of ours
- reader.py    .board text -> map and `megamek:` block, with notes
- writer.py    map -> .board text, exits from the map's features (hmeditor/core/features.py)
- block.py     the `megamek:` block: everything else reads it through this module
- validity.py  what MegaMek's Board.isValid refuses, in its words
- scenario.py  a MegaMek scenario (.mms) beside a board: its conditions and deployment, written and read
"""

from typing import TYPE_CHECKING

from ...lazy import lazy_names

__all__ = ["KEY", "base_conflicts", "board_report", "board_terrain", "check_block", "dumps", "load_board",
           "load_scenario", "loads", "moved", "read_board", "read_scenario_map", "source", "without_conflicts",
           "write_board", "write_notes", "write_scenario_map"]

if TYPE_CHECKING:      # the names below, for static tools (mypy, editors) to follow
    from .block import KEY, base_conflicts, check_block, moved, source, without_conflicts
    from .reader import load_board, loads, read_board
    from .scenario import load_scenario, read_scenario_map, write_scenario_map
    from .writer import board_report, board_terrain, dumps, write_board, write_notes

__getattr__ = lazy_names(__name__, {         # the check needs the block, not the reader or the writer
    ".block": ("KEY", "base_conflicts", "check_block", "moved", "source", "without_conflicts"),
    ".reader": ("load_board", "loads", "read_board"),
    ".writer": ("board_report", "board_terrain", "dumps", "write_board", "write_notes"),
    ".scenario": ("load_scenario", "read_scenario_map", "write_scenario_map"),
})
