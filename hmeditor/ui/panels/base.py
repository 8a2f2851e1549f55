"""What every calculator panel offers the dock and the window: two hexes picked on the map (the
line-of-sight probe's From and To), an origin (the reach tool's hex), the hex under the pointer,
and results for the overlays (a line of sight, shaded hexes, a path of hexes, marks such as circles)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLayout, QLineEdit, QSpinBox, QTextBrowser, QVBoxLayout, QWidget

from ...core.errors import InputError
from ...core.hexgrid import Hex, line
from ..session.state import EditorState, RestTimer
from ..tones import tone


class Answers(QTextBrowser):
    """A panel's answers. Shown again as they were (an edit elsewhere on the map), they are left as
    they are: not laid out again, and the reader keeps their place in them."""

    def __init__(self):
        super().__init__()
        self._shown: tuple[str, str] | None = None

    def setHtml(self, text: str) -> None:
        self._show("html", text, super().setHtml)

    def setPlainText(self, text: str) -> None:
        self._show("plain", text, super().setPlainText)

    def clear(self) -> None:
        self._shown = None
        super().clear()

    def _show(self, kind: str, text: str, put) -> None:
        if self._shown != (kind, text):
            self._shown = kind, text
            put(text)


class SystemPanel(QWidget):
    los_changed = Signal(object)      # (attacker, target, steps, blocked, blocking hexes) or None
    reach_changed = Signal(object)    # Shading or None
    path_changed = Signal(object)     # (hexes, ok, marks): a path of hexes to draw, hexes to ring; or None
    marks_changed = Signal(object)    # overlays.Marks or None: range rings, blast areas
    heat_map_wanted = Signal()        # show the system's heat map (its input was just picked)
    cleared = Signal()                # Clear: the inputs and what the panel showed are gone

    def __init__(self, state: EditorState, system_id: str, parent=None):
        super().__init__(parent)
        self.state, self.system_id = state, system_id
        self._rest = RestTimer(state, self.recompute, self)       # answers put off during a drag

    def stack(self, *parts) -> None:
        """Lay the panel out top to bottom (layouts and widgets); the last part takes the room left."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        for part in parts[:-1]:
            (layout.addLayout if isinstance(part, QLayout) else layout.addWidget)(part)
        layout.addWidget(parts[-1], 1)

    def follow_state(self) -> None:
        """Answer again when the map, the rules in use or the editor state's choices change, start
        afresh with another document (a panel calls this at the end of its __init__)."""
        self.state.choices_changed.connect(self.on_choices)
        self.state.rules_changed.connect(self.on_rules)
        self.state.map_changed.connect(self.on_map_changed)
        self.state.document_changed.connect(self.clear)
        self.clear()

    def chosen(self) -> bool:
        """Whether this panel's system is the chosen one: only its answers show."""
        return self.state.system_id == self.system_id

    def on_map_changed(self, *_) -> None:
        """Answer again for the map as edited: the chosen system's panel (the others when their
        system is chosen: `on_rules`), so a brush stroke works out one system's answers; at once,
        or during a drag once the pointer rests or the drag ends (a reach takes longer than a frame)."""
        if self.chosen():
            self._rest.run()

    def on_choices(self) -> None:
        """The editor state's choices for this system changed (show them, then answer again)."""
        self.recompute()

    def on_rules(self) -> None:
        """Another rules file or game system is in use."""
        self.recompute()

    @property
    def rules(self):
        """This panel's system's rules in use (the editor state owns them)."""
        return self.state.rules_of(self.system_id)

    def set_hexes(self, a: tuple[int, int] | None, b: tuple[int, int] | None) -> None:
        """The hexes picked with the line-of-sight probe: From and To."""

    def show_reach(self, origin: tuple[int, int] | None) -> None:
        """The hex picked with the reach tool."""

    def hover(self, hx: tuple[int, int]) -> None:
        """The hex under the pointer (may be off the map)."""

    def clear(self) -> None:
        """Start over: no inputs, nothing shown (a heat map the panel asked for goes too)."""
        self.reset_inputs()
        self.cleared.emit()

    def reset_inputs(self) -> None:
        self.set_hexes(None, None)

    def recompute(self, *_) -> None:
        """Work the answers out again (the map, the rules or an input changed)."""

    def put_hex(self, field: QLineEdit, hx: tuple[int, int] | None) -> None:
        """Write a hex's id into a field (nothing for None)."""
        field.setText(self.state.document.map.hex_id(*hx) if hx else "")

    def parse_hex(self, field: QLineEdit) -> tuple[int, int] | None:
        """The on-map hex typed in a field, or None."""
        m = self.state.document.map
        try:
            hx = m.parse_hex_id(field.text().strip())
        except ValueError:
            return None
        return hx if m.contains(*hx) else None


def los_steps(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[tuple[int, int], ...]]:
    """The hexes between a and b, step by step (two hexes where the line runs along their side)."""
    steps = line(Hex.from_offset(*a), Hex.from_offset(*b))[1:-1]
    return [tuple(h.to_offset() for h in step) for step in steps]


def spin_box(low: int, high: int, value: int | None = None, prefix: str = "", lowest: str = "",
             tip: str = "") -> QSpinBox:
    """A spin box from `low` to `high`, at `value` (else `low`); `lowest` names the lowest value where
    it means none (no roll, no jump), `prefix` stands before the number."""
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(low if value is None else value)
    box.setPrefix(prefix)
    box.setSpecialValueText(lowest)
    box.setToolTip(tip)
    return box


def error_html(problem: ValueError) -> str:
    """A calculator's answer that is a problem with its inputs, in the error tone: what is wrong, without
    the command line's option that an InputError names."""
    text = problem.message if isinstance(problem, InputError) else str(problem)
    return f"<p style='color:{tone('error')}'>{escape(text[:1].upper() + text[1:])}</p>"


def section(title: str, lines: list[str]) -> str:
    """A titled block of result lines as HTML."""
    return f"<p><b>{escape(title)}</b><br>" + "<br>".join(escape(t) for t in lines) + "</p>"


def hex_field(placeholder: str) -> QLineEdit:
    """A field for one hex id, only as wide as the longest id (8 digits) or its placeholder, so that a
    choice beside it has the room for its name."""
    field = QLineEdit()
    field.setPlaceholderText(placeholder)
    metrics = field.fontMetrics()
    frame = field.sizeHint().width() - 17 * metrics.horizontalAdvance("x")     # Qt's hint: 17 x wide
    field.setMaximumWidth(frame + max(metrics.horizontalAdvance(text) for text in ("00000000", placeholder)))
    return field


def row(*widgets, widget: bool = True):
    """Widgets side by side: in a holder widget, or as a bare layout."""
    layout = QHBoxLayout()
    layout.setContentsMargins(0, 0, 0, 0)
    for w in widgets:
        layout.addWidget(w, 1)
    if not widget:
        return layout
    holder = QWidget()
    holder.setLayout(layout)
    return holder
