"""The Underlay dock: a picture (scan, photo) under the grid to trace over. Choose or remove it,
show or hide it, its opacity, whether it is printed, aligning it by two hexes clicked on it, and
terrain suggested from its colours: shown over the map for review (each hex tinted with the
suggested terrain's colour, the doubtful ones marked "?"), applied as one undo step. Hexes painted
by hand over the picture (and suggestions corrected since they were applied) are examples for the
next suggestion."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..core.cell import Cell
from ..core.edits import SetCells
from ..core.trace import Suggestion, hex_colours, suggest
from ..core.underlay import Underlay, inverse, relative_image
from ..core.vocabulary import BASE_INDEX
from ..render.style import default_style
from ..render.tracing import image_pixels, printed_candidates
from .dialogs import run_modal
from .session.background import Background
from .session.state import EditorState
from .underlayview import Aligner, UnderlayView

PICTURES = "*.png *.jpg *.jpeg *.bmp *.gif *.tif *.tiff *.webp"
ALIGN = QT_TRANSLATE_NOOP("UnderlayDock", "Align: click two hexes on it...")
REVIEW_ALPHA = 190          # the suggested terrain's tint over the map while it is reviewed


class UnderlayDock(QWidget):
    prompt = Signal(str)            # what aligning asks for (the status bar shows it; "" when done)

    def __init__(self, state: EditorState, view: UnderlayView, scene, review_item):
        super().__init__()
        self.state, self.view, self.scene, self.review_item = state, view, scene, review_item
        self.suggestion: Suggestion | None = None
        self.applied: dict[int, Cell] = {}      # the suggestion applied last: what the user corrects since
        self.name = QLabel(wordWrap=True)
        self.choose, self.remove = QPushButton(self.tr("Choose picture...")), QPushButton(self.tr("Remove"))
        self.show_box, self.print_box = QCheckBox(self.tr("Show")), QCheckBox(self.tr("Print it with the map"))
        self.show_box.setChecked(True)
        self.opacity = QSlider(Qt.Orientation.Horizontal, minimum=0, maximum=100)
        self.align, self.aligner = QPushButton(self.tr(ALIGN)), None
        self.suggest_button = QPushButton(self.tr("Suggest terrain"))
        self.summary = QLabel(wordWrap=True)
        self.apply, self.apply_sure, self.discard = (QPushButton(self.tr("Apply all")),
                                                     QPushButton(self.tr("Apply all but doubtful")),
                                                     QPushButton(self.tr("Discard")))
        self._layout()
        self.work = Background(self, "suggest")
        self.work.done.connect(self._review)
        self.choose.clicked.connect(self.choose_picture)
        self.remove.clicked.connect(lambda: view.set_block(None, self.tr("Remove the underlay")))
        self.show_box.toggled.connect(view.set_visible)
        self.opacity.valueChanged.connect(self._opacity_moved)
        self.opacity.sliderReleased.connect(self._opacity_set)
        self.print_box.clicked.connect(lambda on: self._change(self.tr("Print the underlay") if on else
                                                               self.tr("Do not print the underlay"), print=on))
        self.align.clicked.connect(lambda: self.start_aligning())
        self.suggest_button.clicked.connect(self.suggest)
        self.apply.clicked.connect(lambda: self.apply_suggestion(doubtful=True))
        self.apply_sure.clicked.connect(lambda: self.apply_suggestion(doubtful=False))
        self.discard.clicked.connect(self.end_review)
        view.changed.connect(self._follow)
        state.document_changed.connect(self._new_document)
        self._follow()

    def _layout(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose)
        buttons.addWidget(self.remove)
        form = QFormLayout()
        form.addRow(self.tr("Opacity"), self.opacity)
        review = QHBoxLayout()
        for b in (self.apply, self.apply_sure, self.discard):
            review.addWidget(b)
        layout = QVBoxLayout(self)
        for part in (self.name, buttons, self.show_box, form, self.print_box, self.align, self.suggest_button,
                     self.summary, review):
            (layout.addLayout if not isinstance(part, QWidget) else layout.addWidget)(part)
        layout.addStretch(1)

    # ---- the block -------------------------------------------------------------------------------

    def _follow(self) -> None:
        underlay = self.view.underlay
        has = underlay is not None
        self.name.setText(_describe(underlay, self.view.problem))
        for widget in (self.remove, self.opacity, self.print_box, self.align, self.show_box):
            widget.setEnabled(has)
        self.suggest_button.setEnabled(self.view.picture is not None)
        if has:
            self.opacity.blockSignals(True)
            self.opacity.setValue(round(underlay.opacity * 100))
            self.opacity.blockSignals(False)
            self.print_box.setChecked(underlay.print)
        self._show_review_buttons()

    def choose_picture(self, path: str | None = None) -> None:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Underlay picture"), "",
                                                  self.tr("Pictures ({patterns})").format(patterns=PICTURES) + ";;"
                                                  + self.tr("All files ({patterns})").format(patterns="*"))
        if path:
            image = relative_image(path, self.state.document.path)
            old = self.view.underlay
            underlay = old._replace(image=image) if old else Underlay(image)
            self.view.set_block(underlay, self.tr("Choose the underlay picture"))

    def _change(self, text: str, **fields) -> None:
        old = self.view.underlay
        if old is not None and old._replace(**fields) != old:
            self.view.set_block(old._replace(**fields), text)

    def _opacity_moved(self, value: int) -> None:
        """Shown at once; the map's opacity once the slider is let go (a key or wheel step at once)."""
        self.view.preview_opacity(value / 100)
        if not self.opacity.isSliderDown():
            self._opacity_set()

    def _opacity_set(self) -> None:
        self._change(self.tr("Underlay opacity"), opacity=self.opacity.value() / 100)

    def start_aligning(self, hexes: tuple[str, str] | None = None) -> Aligner | None:
        """Ask which two hexes (the first and the last by default), then take their clicks; the button
        stops it meanwhile."""
        if self.aligner is not None:
            self.aligner.stop()
            return None
        m = self.state.document.map
        hexes = hexes or _ask_hexes(self, m.hex_id(0, 0), m.hex_id(m.width - 1, m.height - 1), m)
        if not hexes:
            return None
        self.aligner = Aligner(self.view, self.scene, hexes, self.prompt.emit)
        self.aligner.finished.connect(self._aligned)
        self.align.setText(self.tr("Stop aligning"))
        return self.aligner

    def _aligned(self) -> None:
        self.aligner = None
        self.align.setText(self.tr(ALIGN))

    # ---- suggesting terrain ------------------------------------------------------------------------

    def suggest(self) -> None:
        picture = self.view.picture
        if picture is None:
            return
        layout = self.view.map_item.map_painter.layout
        pixels, to_image, examples = image_pixels(picture.image), inverse(picture.matrix), self.examples()
        candidates = printed_candidates()
        snapshot = self.state.document.snapshot()
        self.summary.setText(self.tr("Reading the picture..."))
        self.work.run(lambda: suggest(*hex_colours(pixels, to_image, snapshot, layout), candidates, examples))

    def examples(self) -> dict[int, Cell]:
        """Hexes the user painted: those changed since the last suggestion was applied, or before any,
        every hex that is not clear ground at level 0 (their terrain and level, no modifications)."""
        m = self.state.document.map
        if self.applied:
            flats = [f for f, cell in self.applied.items() if _ground(m.cell(*m.offset(f))) != cell]
        else:
            flats = np.flatnonzero(((m.base != 0) | (m.level != 0)).ravel()).tolist()
        return {f: _ground(m.cell(*m.offset(f))) for f in flats}

    def _review(self, result) -> None:
        if isinstance(result, Exception):
            self.summary.setText(self.tr("Cannot read the picture: {problem}").format(problem=result))
            return
        self.suggestion = result
        m = self.state.document.map
        flats = np.fromiter(result.cells, np.int64, len(result.cells))
        cells = list(result.cells.values())
        rgba = np.zeros((m.height * m.width, 4), np.uint8)
        rgba[flats, :3] = default_style().fill_rgb(np.array([BASE_INDEX[c.base] for c in cells]),
                                                   np.array([_depth(c) for c in cells]),
                                                   np.array([c.level for c in cells], np.float32))
        rgba[flats, 3] = REVIEW_ALPHA
        rgba = rgba.reshape(m.height, m.width, 4)
        self.review_item.set_shades(rgba, {f: "?" for f in result.doubtful})
        self.summary.setText(self.tr("%n hex(es) suggested, {doubtful} doubtful (marked ?). Apply them, or discard and "
                                     "paint some hexes by hand first: they are examples for the next suggestion.", "",
                                     len(result.cells)).format(doubtful=len(result.doubtful)))
        self._show_review_buttons()

    def apply_suggestion(self, doubtful: bool = True) -> None:
        """The suggested terrain and level on the hexes (their modifications kept), one undo step;
        the doubtful hexes are selected afterwards, to be looked at."""
        s, m = self.suggestion, self.state.document.map
        if s is None:
            return
        chosen = {f: c for f, c in s.cells.items() if doubtful or f not in s.doubtful}
        cells = {f: Cell(c.base, c.params, m.cell(*m.offset(f)).mods, c.level) for f, c in chosen.items()}
        self.state.document.push(SetCells(m.cell_block(cells)),
                                 self.tr("Terrain from the underlay (%n hex(es))", "", len(cells)))
        self.applied = chosen
        self.state.document.set_selection(sorted(s.doubtful))
        self.end_review()

    def end_review(self) -> None:
        self.suggestion = None
        self.review_item.set_shades(None)
        self.summary.clear()
        self._show_review_buttons()

    def _show_review_buttons(self) -> None:
        for b in (self.apply, self.apply_sure, self.discard):
            b.setVisible(self.suggestion is not None)

    def _new_document(self) -> None:
        self.applied = {}
        self.end_review()


def _describe(underlay: Underlay | None, problem: str | None) -> str:
    if underlay is None:
        return QCoreApplication.translate("UnderlayDock", "No picture under the map.")
    lines = [underlay.image, problem or ""]
    if len(underlay.hexes) != 2:
        lines.append(QCoreApplication.translate("UnderlayDock", "Not aligned yet: laid over the map's width."))
    return "\n".join(line for line in lines if line)


def _ground(cell: Cell) -> Cell:
    return Cell(cell.base, cell.params, (), cell.level)


def _depth(cell: Cell) -> float:
    return float(cell.params[0]) if cell.base == "water" else float("nan")


def _ask_hexes(parent, first: str, last: str, hex_map) -> tuple[str, str] | None:
    """The two hexes to click on the picture, asked for (the first and last by default)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(UnderlayDock.tr("Align the underlay"))
    a, b = QLineEdit(first), QLineEdit(last)
    form = QFormLayout(dialog)
    form.addRow(QLabel(UnderlayDock.tr("Click the centres of two hexes on the picture, far apart. Which hexes?")))
    form.addRow(UnderlayDock.tr("First hex"), a)
    form.addRow(UnderlayDock.tr("Second hex"), b)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form.addRow(buttons)
    while run_modal(dialog):            # asked again until two different hexes are given
        try:
            ids = tuple(hex_map.hex_id(*hex_map.parse_hex_id(box.text().strip())) for box in (a, b))
        except ValueError as e:
            form.itemAt(0).widget().setText(f"{e}. " + UnderlayDock.tr("Which hexes?"))
            continue
        if ids[0] != ids[1]:
            return ids
    return None
