"""The MegaMek .board format: kept as the name other modules import; the code lives in
hmeditor/core/io/megamek/ (terms, tokens, reader, writer, block, validity)."""

from .megamek import KEY, board_report, check_block, dumps, load_board, loads, read_board, write_board, write_notes
from .megamek.terms import TERMS

WRITE = TERMS.write
BUILDING_CF = TERMS.building_cf
MEGAMEK_NAMES = TERMS.megamek_names

__all__ = ["BUILDING_CF", "KEY", "MEGAMEK_NAMES", "WRITE", "board_report", "check_block", "dumps", "load_board",
           "loads", "read_board", "write_board", "write_notes"]
