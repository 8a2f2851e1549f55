"""Putting a piece down: a paste or a stamp floats under the pointer until a click places it; a
selection dragged (a move) lands where the button is let go. While it floats it turns and mirrors
(`transform`); `drop` lets it go. Each placing is one undo step; the placed hexes are selected."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from ...core.edits import Sequence, vacated
from ...core.hexgrid import Symmetry
from ...core.pieces import Piece, put, transformed
from ..pieceitem import PieceItem
from .base import Tool


class PlaceTool(Tool):
    name = QT_TRANSLATE_NOOP("Tool", "Place piece")
    tip = QT_TRANSLATE_NOOP("Tool", "Click to put the piece down (R / Shift+R turn it, M / Shift+M mirror it, "
                                    "Esc drops it)")
    cursor = Qt.CursorShape.DragMoveCursor

    def __init__(self, state, item: PieceItem):
        super().__init__(state)
        self.item = item
        self.piece: Piece | None = None
        self.anchor = self.at = self.start_at = (0, 0)
        self.text, self.lifted, self.turned = "", None, False

    def start(self, piece: Piece, anchor: tuple[int, int], at: tuple[int, int], text: str,
              lifted: np.ndarray | None = None) -> None:
        """Float `piece`, its hex `anchor` over the map's hex `at`; `lifted`: the hexes it was lifted
        from (a move: they are cleared as it lands, when the button is let go)."""
        self.piece, self.anchor, self.at, self.start_at = piece, anchor, at, at
        self.text, self.lifted, self.turned = text, lifted, False
        self._show()

    @property
    def floating(self) -> bool:
        return self.piece is not None

    def transform(self, symmetry: Symmetry) -> None:
        """Turn or mirror the floating piece about the hex under the pointer."""
        if self.piece is not None:
            self.piece, self.anchor = transformed(self.piece, symmetry, self.anchor)
            self.turned = True
            self._show()

    def drop(self) -> None:
        self.piece = None
        self.finished.emit()

    def hover(self, col, row) -> None:
        self._move_to(col, row)

    def drag(self, col, row, modifiers) -> None:
        self._move_to(col, row)

    def press(self, col, row, modifiers) -> None:
        if self.piece is not None and self.lifted is None:
            self._place(col, row)

    def release(self, col, row, modifiers) -> None:
        if self.piece is not None and self.lifted is not None:
            self._place(col, row)

    def deactivate(self) -> None:
        self.piece = None
        self.item.show_piece(None)

    def _move_to(self, col: int, row: int) -> None:
        if self.piece is not None and (col, row) != self.at:
            self.at = (col, row)
            self._show()

    def _show(self) -> None:
        self.item.show_piece(self.piece, self.anchor, self.at, self.document.map)

    def _place(self, col: int, row: int) -> None:
        """Put the piece down with its anchor on (col, row): one undo step, the placed hexes selected.
        Where none of it would land on the map, a paste floats on and a move is let go."""
        m = self.document.map
        if self.lifted is not None and (col, row) == self.start_at and not self.turned:
            self.drop()                     # let go where it was picked up: nothing moved
            return
        down = put(m, self.piece, self.anchor, (col, row))
        if not len(down.block):
            if self.lifted is not None:
                self.drop()
            return
        self.document.push(Sequence((vacated(m, self.lifted), down)) if self.lifted is not None else down, self.text)
        self.document.set_selection(down.block.index)
        self.drop()
