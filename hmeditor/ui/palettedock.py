"""The palette: level tools, base terrains, heights and modifications, with their parameters.

Built from the vocabulary (names), the style (colours, symbols) and the rules in use: each
terrain's tooltip, and the lines under the chosen entry, say what it does to units in the chosen
game system (from its calculators, so a user's rules file changes them). Choosing an entry or
changing a parameter sets the paint the brush, fill and "paint selection" use.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.paint import Paint
from ..core.vocabulary import BASE_INDEX, BASE_TERRAINS, LEVEL_LIMIT, MOD_INDEX, MODIFICATIONS, Param
from ..render import hex_polygon
from ..render.style import default_style
from ..render.symbols import SymbolCache, draw_symbol
from .session.state import EditorState

ICON = 32
DESCRIPTION_LINES = 9     # the paint's description: a fixed height, so the rows above never move
# the palette's own entries (kind or name, text, mark), their texts translated where shown ("PaletteDock")
LEVEL_ENTRIES = (("raise", QT_TRANSLATE_NOOP("PaletteDock", "Raise level (+1)"), "+1"),
                 ("lower", QT_TRANSLATE_NOOP("PaletteDock", "Lower level (-1)"), "−1"),
                 ("set_level", QT_TRANSLATE_NOOP("PaletteDock", "Set level"), "="))
HEIGHT_ENTRIES = (("gravel_pile", QT_TRANSLATE_NOOP("PaletteDock", "Gravel-pile height")),
                  ("heavy_industrial", QT_TRANSLATE_NOOP("PaletteDock", "Industrial height")))


def terrain_icon(fill: QColor, symbol: str = "", density: int = 1, colour: str = "#000000") -> QIcon:
    """A small hex in the terrain's colour with its symbol, as on the map."""
    pix = QPixmap(ICON, ICON)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = ICON / 2 - 1
    p.translate(ICON / 2, ICON / 2)
    p.setPen(QPen(QColor("#3b3a36"), 1))
    p.setBrush(fill)
    p.drawPolygon(hex_polygon(size))
    if symbol:
        draw_symbol(p, QPointF(0, size * 0.15), SymbolCache(size).picture(symbol, density, colour))
    p.end()
    return QIcon(pix)


def level_icon(fill: QColor, text: str) -> QIcon:
    """A hex shaded like a hill with what the entry does to the level written in it."""
    icon = terrain_icon(fill)
    pix = icon.pixmap(ICON, ICON)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = p.font()
    font.setPixelSize(ICON // 2 - 2)
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor("#3e2723"))
    p.drawText(pix.rect(), Qt.AlignmentFlag.AlignCenter, text)
    p.end()
    return QIcon(pix)


class HalfSpinBox(QDoubleSpinBox):
    """Whole or half numbers (levels, heights): a value typed between them is taken as the nearest
    half, and the box shows it once the typing is done, so it shows what is painted."""

    def __init__(self):
        super().__init__()
        self.setDecimals(1)
        self.setSingleStep(0.5)
        self.editingFinished.connect(lambda: self.setValue(self.value()))

    def valueFromText(self, text: str) -> float:
        return _half(super().valueFromText(text))


class ChoiceBox(QComboBox):
    """One of a list of values (a terrain's type, the heights the rules allow), read and set by value
    as the spin boxes are."""

    valueChanged = Signal(object)

    def __init__(self, values, texts=None):
        super().__init__()
        for value, text in zip(values, texts or [QLocale().toString(v, "g", 6) if isinstance(v, float) else str(v)
                                                 for v in values]):
            self.addItem(text, value)
        self.currentIndexChanged.connect(lambda _: self.valueChanged.emit(self.value()))

    def value(self):
        return self.currentData()

    def setValue(self, value) -> None:
        index = self.findData(value)
        if index < 0 and isinstance(value, (int, float)):        # not a legal value: the nearest one
            values = [self.itemData(i) for i in range(self.count())]
            index = min(range(len(values)), key=lambda i: abs(values[i] - value))
        self.setCurrentIndex(max(index, 0))


def param_input(param: Param, legal_heights=None) -> QWidget:
    """The field of a terrain's parameter, taking only what may be painted: its range, whole or half
    numbers, and what the placement rules allow of a height (`legal_heights`: CheckRules')."""
    if param.kind == "enum" or isinstance(legal_heights, tuple):
        box = ChoiceBox(param.choices or tuple(float(h) for h in legal_heights))
        if param.default is not None:
            box.setValue(param.default)
        return box
    low = legal_heights if legal_heights is not None else param.minimum or 0
    if param.default is None:            # optional, set by the terrain's type: 0 stands for none
        low = 0
    box = QSpinBox() if param.kind == "int" or legal_heights is not None else HalfSpinBox()
    box.setRange(low, param.maximum)
    if param.default is None:
        box.setSpecialValueText(QCoreApplication.translate("PaletteDock", "(by type)"))
    box.setValue(param.default if param.default is not None else 0)
    return box


class EntryItem(QTreeWidgetItem):
    """A palette entry whose tooltip (the rules figures of its terrain) is worked out when shown."""

    def __init__(self, group, text: str, tip):
        super().__init__(group, [text])
        self.tip = tip

    def data(self, column: int, role: int):
        if role == Qt.ItemDataRole.ToolTipRole and self.tip is not None:
            return self.tip()
        return super().data(column, role)


def figures_paint(paint: Paint) -> Paint | None:
    """The paint whose terrain the rules figures describe (a removed modification: the modification)."""
    if paint.kind == "remove_mod":
        return Paint("add_mod", paint.name)
    if paint.kind == "hex":
        return Paint("base", paint.cell.base, paint.cell.params)
    return paint if paint.kind in ("base", "add_mod", "height") else None


class PaletteDock(QWidget):
    entry_clicked = Signal()     # an entry picked with the mouse: the window gives the keyboard back to the map

    def __init__(self, state: EditorState, parent=None):
        super().__init__(parent)
        self.state = state
        self._figures: dict[Paint, str] = {}
        self.style_ = default_style()
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setIconSize(QSize(ICON, ICON))
        self.items: dict[tuple[str, str], QTreeWidgetItem] = {}
        self.following = False   # showing a paint set elsewhere: do not emit
        self.chosen = None
        self._build_tree()
        self.params = QWidget()
        self.form = QFormLayout(self.params)
        self.current = QLabel()
        self.current.setWordWrap(True)
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        self.figures.setTextFormat(Qt.TextFormat.PlainText)
        self.figures.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.params)
        layout.addWidget(self._description())
        self.tree.currentItemChanged.connect(self._on_item)
        self.tree.itemClicked.connect(self.entry_clicked)
        state.paint_changed.connect(self._show_paint)
        state.rules_changed.connect(self._rules_changed)
        self._show_paint(figures=False)         # the window shows them after the map's first paint (25 ms)

    def _description(self) -> QScrollArea:
        """The paint and what it does, in an area of a fixed height that scrolls: its text grows and
        shrinks as parameters change, and the fields above must stay under the pointer."""
        inner = QWidget()
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.current)
        column.addWidget(self.figures)
        column.addStretch(1)
        area = QScrollArea()
        area.setWidget(inner)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setFixedHeight(self.fontMetrics().lineSpacing() * DESCRIPTION_LINES)
        return area

    def wanted_width(self) -> int:
        """The width that shows every entry's text whole (the names are longer in some languages)."""
        metrics = self.tree.fontMetrics()
        text = max(metrics.horizontalAdvance(item.text(0)) for item in self.items.values())
        scroll = self.tree.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        return self.tree.indentation() + ICON + text + scroll + 24

    def _group(self, title: str) -> QTreeWidgetItem:
        group = QTreeWidgetItem(self.tree, [title])
        group.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = group.font(0)
        font.setBold(True)
        group.setFont(0, font)
        group.setExpanded(True)
        return group

    @property
    def rules(self):
        return self.state.rules

    def _rules_changed(self) -> None:
        self._figures.clear()
        self._show_paint()

    def figures_of(self, paint: Paint) -> str:
        """What the terrain of `paint` does under the rules in use, a line per topic (cached)."""
        describe = self.state.system.terrain_figures
        if describe is None:
            return ""
        if paint not in self._figures:
            self._figures[paint] = describe(self.rules, paint)
        return self._figures[paint]

    def tooltip(self, kind: str, name: str) -> str:
        return self.items[(kind, name)].data(0, Qt.ItemDataRole.ToolTipRole)

    def _entry(self, group, kind: str, name: str, text: str, icon: QIcon | None = None) -> None:
        paint = {"base": Paint("base", name), "mod": Paint("add_mod", name), "height": Paint("height", name, (), 1)}
        tip = (lambda p=paint[kind], t=text: f"{t}\n{self.figures_of(p)}") if kind in paint else None
        item = EntryItem(group, text, tip)
        item.setData(0, Qt.ItemDataRole.UserRole, (kind, name))
        if icon:
            item.setIcon(0, icon)
        self.items[(kind, name)] = item

    def _build_tree(self) -> None:
        group = self._group(self.tr("Level"))     # first: the level tools are used all the time and the group is short
        hill = self.style_.fill(BASE_INDEX["clear"], 0, 2)
        for kind, text, mark in LEVEL_ENTRIES:
            self._entry(group, kind, "", self.tr(text), level_icon(hill, mark))
        group = self._group(self.tr("Base terrain"))
        for i, t in enumerate(BASE_TERRAINS):
            s = self.style_.base[i]
            self._entry(group, "base", t.name, t.label, terrain_icon(self.style_.fill(i, 0, 0), s.symbol, s.density))
        group = self._group(self.tr("Heights"))
        for name, text in HEIGHT_ENTRIES:
            self._entry(group, "height", name, self.tr(text), terrain_icon(self.style_.fill(BASE_INDEX[name], 0, 0),
                                                                           self.style_.base[BASE_INDEX[name]].symbol))
        group = self._group(self.tr("Modifications"))
        for i, m in enumerate(MODIFICATIONS):
            s = self.style_.mods[i]
            pattern = s.pattern if s.pattern != "road" else "bridge"
            self._entry(group, "mod", m.name, m.label, terrain_icon(QColor("#ece6cf"), pattern, 2, s.colour))

    # ---- choosing -----------------------------------------------------------------------------

    def select(self, kind: str, name: str = "") -> None:
        """Choose an entry as a user clicking it would ("base", "mod", "raise", "height", ...)."""
        self.tree.setCurrentItem(self.items[(kind, name)])

    def _on_item(self, item) -> None:
        data = item.data(0, Qt.ItemDataRole.UserRole) if item else None
        if not data:
            return
        kind, name = data
        self._clear_form()
        if kind == "base":
            self._param_widgets(BASE_TERRAINS[BASE_INDEX[name]].params, name)
        elif kind == "mod":
            self.add_button, remove = QRadioButton(self.tr("Add")), QRadioButton(self.tr("Remove"))
            self.add_button.setChecked(True)
            self.mod_mode = QButtonGroup(self.params)
            row = QHBoxLayout()
            for b in (self.add_button, remove):
                self.mod_mode.addButton(b)
                row.addWidget(b)
                b.toggled.connect(self._emit)
            self.form.addRow(self.tr("Action"), row)
            self._param_widgets(MODIFICATIONS[MOD_INDEX[name]].params)
        elif kind == "height":
            self.value = self._param_widgets(BASE_TERRAINS[BASE_INDEX[name]].params[:1], name)[0]
        elif kind == "set_level":
            self.value = HalfSpinBox()
            self.value.setRange(-LEVEL_LIMIT, LEVEL_LIMIT)
            self.value.setValue(1)
            self.value.valueChanged.connect(self._emit)
            self.form.addRow(self.tr("Level"), self.value)
        self.chosen = (kind, name)
        self._emit()

    def _clear_form(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.param_inputs: list[tuple[Param, QWidget]] = []

    def _param_widgets(self, params: tuple[Param, ...], base: str | None = None) -> list[QWidget]:
        """A field per parameter (a base terrain's heights as its placement rules allow)."""
        rules = self.state.live.rules
        for p in params:
            w = param_input(p, rules.legal_heights(base) if base and p.name == "height" else None)
            w.valueChanged.connect(self._emit)
            self.form.addRow(p.label or p.name.capitalize(), w)
            self.param_inputs.append((p, w))
        return [w for _, w in self.param_inputs]

    def _param_values(self) -> tuple:
        values = []
        for p, w in self.param_inputs:
            v = w.value()
            values.append(None if p.default is None and v == 0 else v)
        return tuple(values)

    def _emit(self, *_) -> None:
        if self.following:
            return
        kind, name = self.chosen
        if kind == "base":
            paint = Paint("base", name, self._param_values())
        elif kind == "mod":
            paint = Paint("add_mod" if self.add_button.isChecked() else "remove_mod", name, self._param_values())
        elif kind in ("raise", "lower"):
            paint = Paint(kind)
        else:
            paint = Paint(kind, name, (), self.value.value())
        if paint != self.state.paint:
            self.state.set_paint(paint)

    def _show_paint(self, figures: bool = True) -> None:
        """Follow the paint when something else (the eyedropper) sets it."""
        paint = self.state.paint
        self.current.setText("<b>" + escape(self.tr("Paint:")) + f"</b> {escape(paint.label)}")
        if figures:
            self.show_figures()
        described = figures_paint(paint)
        shown = described if paint.kind == "hex" else paint          # a whole hex: its base terrain's entry
        key = {"add_mod": "mod", "remove_mod": "mod"}.get(shown.kind, shown.kind), shown.name
        if key[0] not in ("base", "mod", "height"):
            key = (shown.kind, "")
        self.following = True
        if self.chosen != key:
            self.tree.setCurrentItem(self.items[key])
        values = shown.params if shown.kind in ("base", "add_mod") else (shown.value,) if shown.kind == "height" else ()
        for (_, w), v in zip(self.param_inputs, values):
            if w.value() != (0 if v is None else v):       # not while it is being typed: it is the field's
                w.setValue(0 if v is None else v)
        self.following = False

    def show_figures(self) -> None:
        """What the paint's terrain does under the rules in use, under the entries."""
        described = figures_paint(self.state.paint)
        self.figures.setText(self.figures_of(described) if described else "")


def _half(value: float) -> float:
    """A spin box value as the map takes it: whole or half (1.3 -> 1.5)."""
    return round(value * 2) / 2
