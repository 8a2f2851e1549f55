"""Speed of the map-making craft (benchmark.py rows "paste", "turn", "assemble"): copy and paste of
a 200 x 200 piece in the editor, turning a whole map 180 degrees, assembling four maps in 2 x 2."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt

from tests.bench_editor import frame, settle, window
from tests.benchmark import busy_map, timed

PIECE = 200


def bench_paste(sizes):
    """Copy and paste of a 200 x 200 piece: the piece cut out, written as .hmap text, read back and
    put down (core); then in the editor on a side x side map, each step a user's action and its
    frame: copy (onto the clipboard), paste (read back, floating under the pointer), put it down
    (one undo step, the reality check following), and a turn of the floating piece."""
    from hmeditor.core.hexgrid import Symmetry
    from hmeditor.core.pieces import piece_from_text, piece_of, piece_text, put
    m = busy_map(2 * PIECE)
    flat = _square(2 * PIECE)

    def copy_and_paste():
        piece, anchor = piece_of(m, flat, (PIECE, PIECE))
        put(m, piece_from_text(piece_text(piece)), anchor, (PIECE // 2, PIECE // 2)).apply(m)[1].apply(m)
    yield f"copy and paste a {PIECE} x {PIECE} piece (cut out, as text, read back, put down)", \
        timed(copy_and_paste, 2), 0.2
    for side in (s for s in sizes if s >= 2 * PIECE):
        w = window(side)
        w.document.set_selection(_square(side))
        settle(w)
        yield f"  in the editor, {side} x {side}: copy", frame(w.pieces.copy), 0.2
        yield "    paste: it floats under the pointer", frame(w.pieces.paste), 0.2
        at = side // 2 - PIECE // 2
        yield "    turn it 60 degrees", frame(lambda w=w: w.pieces.tool.transform(Symmetry(1))), 0.1
        put_down = frame(lambda w=w, at=at: w.pieces.tool.press(at, at, Qt.KeyboardModifier.NoModifier))
        yield "    put it down", put_down, 0.2
        settle(w)
        w.document.undo_stack.undo()
        settle(w)


def _square(side: int) -> np.ndarray:
    """The flat indices of a PIECE x PIECE square in the middle of a side x side map."""
    start = side // 2 - PIECE // 2
    rows, cols = np.mgrid[start:start + PIECE, start:start + PIECE]
    return (rows * side + cols).ravel()


def bench_turn(sizes):
    """A whole side x side map turned 180 degrees: the map made, and in the editor (one undo step)."""
    from hmeditor.core import edits
    from hmeditor.ui.sheets import turn_map
    for side in sizes:
        m = busy_map(side)
        yield f"turn a {side} x {side} map 180 degrees", timed(lambda m=m: edits.turned(m), 2), 0.5
        w = window(side)
        yield f"  in the editor, the views following, {side} x {side}", frame(lambda w=w: turn_map(w, w.document)), 0.5
        settle(w)
        w.document.undo_stack.undo()
        settle(w)


def bench_assemble(sizes):
    """Four side x side maps assembled in 2 x 2, two of them turned."""
    from hmeditor.core import edits
    for side in (s for s in sizes if s <= 500):
        maps = [busy_map(side, seed) for seed in range(4)]
        yield f"assemble four {side} x {side} maps in 2 x 2, two turned", \
            timed(lambda maps=maps: edits.assembled(maps, 2, 2, frozenset({1, 2})), 2), 1.0
