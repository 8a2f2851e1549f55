"""File > Export: the export options of `hmeditor export`, a preview of the printed pages, and
the export itself, all through hmeditor.export. The whole integration is
`ExportDialog(hex_map, parent, path).exec()` (`path`: where to write by default; `underlay`: the
underlay picture to print, if any); `written` then names the file written. The dialog works on a
copy of the map taken when it opens. The preview is drawn on another thread (a big map's as its
overview picture) and shows when it is done; the options' summary shows at once."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.model import HexMap
from ..export import FORMATS as EXTENSIONS
from ..export import Options, check_destination, export_map, plan
from ..export.limits import largest_dpi, size_problem
from ..export.pages import page_image
from ..export.png import image_size
from ..export.sheets import CUSTOM, PAPERS, Sheet, page_problem, paper_name, parse_pages
from ..export.units import parse_length
from .background import PROGRESS_AFTER_MS
from .files import with_extension
from .session.background import Background
from .tones import tone

PREVIEW_WIDTH = 340
PAPER_NAMES = {name: paper_name(name) for name in PAPERS}
HOME_PAPERS = ("letter", "a4")   # the page counts always compare these (and the chosen paper)


def _filters() -> str:
    return ";;".join((ExportDialog.tr("PDF map sheets ({patterns})").format(patterns="*.pdf"),
                      ExportDialog.tr("SVG image ({patterns})").format(patterns="*.svg"),
                      ExportDialog.tr("PNG image ({patterns})").format(patterns="*.png")))


def _number(value: float, decimals: int) -> str:
    """A number as a person reads it in the language in use (1.5, 1,5)."""
    return QLocale().toString(float(value), "f", decimals)


class ExportDialog(QDialog):
    def __init__(self, hex_map: HexMap, parent: QWidget | None, path: str, underlay: str | None = None):
        super().__init__(parent)
        self.hex_map, self.underlay = hex_map.snapshot(), underlay
        self.written = ""           # the file written, once exported
        self.setWindowTitle(self.tr("Export map"))
        self.path_edit = QLineEdit(path)
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        self.paper = _combo(*((name, paper) for paper, name in PAPER_NAMES.items()), (self.tr("Custom size"), CUSTOM))
        self.custom_width, self.custom_height = QLineEdit("8.5in"), QLineEdit("13in")
        self.orientation = _combo((self.tr("Portrait"), "portrait"), (self.tr("Landscape"), "landscape"))
        self.hex_size = QLineEdit("1.25in")
        self.overlap = QLineEdit("0.5in")
        for length in (self.custom_width, self.custom_height, self.hex_size, self.overlap):
            length.setToolTip(self.tr("A length: 1.25in, 32mm, 3.2cm or 90pt"))
        self.dpi = QSpinBox(minimum=10, maximum=2400, value=300, suffix=" " + self.tr("dpi"))
        self.single_page = QCheckBox(self.tr("One page the size of the whole map (print shops)"))
        self.ids, self.labels = QCheckBox(self.tr("Hex ids"), checked=True), QCheckBox(self.tr("Labels"), checked=True)
        self.labels.setToolTip(self.tr("The rule labels in each hex (LEVEL 2, LT WOODS) and the map's own labels"))
        self.legend, self.greyscale = QCheckBox(self.tr("Legend"), checked=True), QCheckBox(self.tr("Greyscale"))
        self.greyscale.setToolTip(self.tr("No colour: symbols and labels keep terrains apart on a laser printer"))
        self.pages = QLineEdit(placeholderText=self.tr("all, or e.g. 3,5-7"))
        self.vtt = QCheckBox(self.tr("For virtual tabletops: the grid's measurements in NAME.json beside it"))
        self.page = QSpinBox(minimum=1, maximum=1, prefix=self.tr("page") + " ")
        self.summary = QLabel(wordWrap=True)
        self.lower_dpi = QPushButton()          # offered when a PNG at the chosen resolution is too large
        self.lower_dpi.clicked.connect(lambda: self.dpi.setValue(self.lower_dpi.property("dpi")))
        self.preview = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(PREVIEW_WIDTH, round(PREVIEW_WIDTH * 1.3))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = self.buttons.addButton(self.tr("Export"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.export)
        self.buttons.rejected.connect(self.reject)
        self._layout(browse)
        self.preview_image = None       # the preview of the options shown; None while it is drawn
        self.previews = Background(self, "export-preview")
        self.previews.done.connect(self._show_preview)
        self._refresh_timer = QTimer(self, singleShot=True, interval=150)
        self._refresh_timer.timeout.connect(self.refresh)
        for signal in (self.path_edit.textChanged, self.paper.currentIndexChanged, self.orientation.currentIndexChanged,
                       self.custom_width.textChanged, self.custom_height.textChanged,
                       self.hex_size.textChanged, self.overlap.textChanged, self.dpi.valueChanged,
                       self.single_page.toggled, self.page.valueChanged, self.pages.textChanged,
                       *(box.toggled for box in (self.ids, self.labels, self.legend, self.greyscale, self.vtt))):
            signal.connect(lambda *_: self._refresh_timer.start())     # (a value given to start() is its delay)
        self.refresh()

    def _layout(self, browse: QPushButton) -> None:
        file_row = QHBoxLayout()
        file_row.addWidget(self.path_edit, 1)
        file_row.addWidget(browse)
        form = QFormLayout()
        form.addRow(self.tr("File"), file_row)
        form.addRow(self.tr("Paper"), self.paper)
        custom = QHBoxLayout()
        custom.addWidget(self.custom_width)
        custom.addWidget(QLabel("x"))
        custom.addWidget(self.custom_height)
        form.addRow(self.tr("Custom paper"), custom)
        form.addRow(self.tr("Orientation"), self.orientation)
        form.addRow(self.tr("Hex size (across the flats)"), self.hex_size)
        form.addRow(self.tr("Overlap between pages"), self.overlap)
        form.addRow(self.tr("PNG resolution"), self.dpi)
        form.addRow("", self.single_page)
        form.addRow(self.tr("Pages to print"), self.pages)
        shown = QHBoxLayout()
        for box in (self.ids, self.labels, self.legend, self.greyscale):
            shown.addWidget(box)
        form.addRow(self.tr("Print"), shown)
        form.addRow("", self.vtt)
        form.addRow(self.tr("Preview"), self.page)
        form.addRow(self.summary)
        form.addRow(self.lower_dpi)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left)
        columns.addWidget(self.preview, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(columns)
        outer.addWidget(self.buttons)

    @property
    def fmt(self) -> str:
        return Path(self.path_edit.text()).suffix.lower()

    def options(self) -> Options:
        """The chosen options; ValueError with a readable message when one is bad."""
        custom = self.paper.currentData() == CUSTOM
        pdf = self.fmt == ".pdf"
        return Options(paper=self.paper.currentData(), orientation=self.orientation.currentData(),
                       hex_size=_length(self.hex_size.text(), self.tr("Hex size")),
                       overlap=_length(self.overlap.text(), self.tr("Overlap")),
                       dpi=self.dpi.value(), single_page=self.single_page.isChecked() or not pdf,
                       custom_paper=(_length(self.custom_width.text(), self.tr("Paper width")),
                                     _length(self.custom_height.text(), self.tr("Paper height"))) if custom else None,
                       ids=self.ids.isChecked(), labels=self.labels.isChecked(), legend=self.legend.isChecked(),
                       greyscale=self.greyscale.isChecked(), vtt=self.vtt.isChecked() and self.fmt == ".png",
                       pages=_pages(self.pages.text()) if pdf else None, underlay=self.underlay)

    def refresh(self) -> None:
        """Check the options, then update the summary at once and the preview when it is drawn."""
        self.preview_image = None
        sheet = self._checked()
        if sheet is None:
            self.previews.cancel()
            return
        self.lower_dpi.hide()
        self.export_button.setEnabled(True)
        self.page.setMaximum(sheet.page_count)
        self.page.setEnabled(sheet.page_count > 1)
        self.summary.setStyleSheet("")
        self.summary.setText(self._describe(sheet))
        hex_map, page, map_only = self.hex_map, min(self.page.value(), sheet.page_count), self.fmt != ".pdf"
        self.previews.run(lambda: _preview(hex_map, sheet, page, map_only))

    def _checked(self) -> Sheet | None:
        """The sheet the options give; None when they are not right, the problem said."""
        pdf = self.fmt == ".pdf"
        for widget in (self.paper, self.orientation, self.overlap, self.single_page, self.pages):
            widget.setEnabled(pdf)
        for widget in (self.custom_width, self.custom_height):
            widget.setEnabled(pdf and self.paper.currentData() == CUSTOM)
        self.legend.setEnabled(pdf)
        self.dpi.setEnabled(self.fmt == ".png")
        self.vtt.setEnabled(self.fmt == ".png")
        try:
            if self.fmt not in (".pdf", ".svg", ".png"):
                raise ValueError(self.tr("the file name must end in .pdf, .svg or .png"))
            check_destination(self.path_edit.text())
            options = self.options()
            sheet = plan(self.hex_map.width, self.hex_map.height, options)
            problem = ((pdf and options.single_page and page_problem(self.hex_map.width, self.hex_map.height, options))
                       or size_problem(self.hex_map, self.fmt, options))
            if problem:
                self._offer_lower_dpi(options)
                raise ValueError(problem)
            if pdf:
                _printed(sheet, self.tr("Pages"))
        except (OSError, ValueError) as e:
            self._show_problem(str(e))
            return None
        return sheet

    def _show_preview(self, image) -> None:
        if isinstance(image, Exception):
            self._show_problem(self.tr("The preview cannot be drawn: {problem}").format(problem=image))
            return
        self.preview_image = image
        self.preview.setPixmap(QPixmap.fromImage(image).scaled(
            self.preview.minimumSize(), Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation))

    def _describe(self, sheet) -> str:
        mw, mh = sheet.map_size
        size = self.tr("The map prints {width} x {height} in ({width_mm} x {height_mm} mm).").format(
            width=_number(mw, 1), height=_number(mh, 1), width_mm=_number(mw * 25.4, 0),
            height_mm=_number(mh * 25.4, 0))
        if self.fmt == ".png":
            w, h = image_size(self.hex_map, sheet.options)
            return size + " " + self.tr("PNG of {width} x {height} pixels.").format(width=w, height=h)
        if self.fmt == ".svg":
            return size + " " + self.tr("One SVG drawing at true scale.")
        if sheet.single:
            pw, ph = sheet.page_size
            page = (self.tr("One page of {width} x {height} in with the legend.") if sheet.options.legend else
                    self.tr("One page of {width} x {height} in."))
            return size + " " + page.format(width=_number(pw, 1), height=_number(ph, 1))
        chosen = sheet.options.pages
        printed = " " + self.tr("Printing pages {pages} only.").format(pages=", ".join(map(str, chosen))) \
            if chosen else ""
        pages = self.tr("%n pages: the assembly page, then {rows} rows x {columns} columns of map pages.", "",
                        sheet.page_count).format(rows=sheet.rows, columns=sheet.cols)
        return f"{size} {pages}{printed}<br>{self._page_counts(sheet.options)}"

    def _page_counts(self, chosen: Options) -> str:
        """How many pages the home papers (and the chosen one) would take each way, the chosen in bold,
        the fewest marked."""
        counts = {}
        for paper in dict.fromkeys((*HOME_PAPERS, chosen.paper)):
            for orientation in (self.orientation.itemData(i) for i in range(self.orientation.count())):
                options = replace(chosen, paper=paper, orientation=orientation)
                counts[(paper, orientation)] = plan(self.hex_map.width, self.hex_map.height, options).page_count
        fewest = min(counts.values())
        parts = []
        orientations = {self.orientation.itemData(i): self.orientation.itemText(i).lower()
                        for i in range(self.orientation.count())}
        for (paper, orientation), n in counts.items():
            name = chosen.paper_name if paper == CUSTOM else PAPER_NAMES[paper]
            text = f"{name} {orientations[orientation]} {n}" + (" " + self.tr("(fewest)") if n == fewest else "")
            parts.append(f"<b>{text}</b>" if (paper, orientation) == (chosen.paper, chosen.orientation) else text)
        return self.tr("Pages: {counts}").format(counts=" · ".join(parts))

    def _offer_lower_dpi(self, options: Options) -> None:
        """A button setting the highest resolution whose PNG is not too large, if there is one."""
        dpi = largest_dpi(self.hex_map, options) if self.fmt == ".png" else None
        self.lower_dpi.setVisible(dpi is not None)
        self.lower_dpi.setProperty("dpi", dpi)
        self.lower_dpi.setText(self.tr("Use {dpi} dpi").format(dpi=dpi))

    def _show_problem(self, message: str) -> None:
        self.export_button.setEnabled(False)
        self.summary.setStyleSheet(f"color: {tone('error')}")
        self.summary.setText(message)

    def _browse(self) -> None:
        path, chosen = QFileDialog.getSaveFileName(self, self.tr("Export map"), self.path_edit.text(), _filters())
        if path:
            self.path_edit.setText(with_extension(path, chosen, EXTENSIONS))

    def export(self) -> bool:
        """Write the file; on success the dialog closes. Returns whether it was written."""
        self._refresh_timer.stop()
        if self._checked() is None:
            return False
        progress = ExportProgress(self)
        try:
            export_map(self.hex_map, self.path_edit.text(), self.options(), progress)
        except ExportProgress.Cancelled:
            self.summary.setText(self.tr("Export cancelled."))
            return False
        except (OSError, ValueError) as e:
            QMessageBox.warning(self, self.tr("Export map"),
                                self.tr("Cannot export {file}:").format(file=self.path_edit.text()) + f"\n{e}")
            return False
        finally:
            progress.close()
        self.written = self.path_edit.text()
        self.accept()
        return True


class ExportProgress(QProgressDialog):
    """How far an export is, shown when it takes more than a moment, with Cancel. Called by the
    export as it goes; raises Cancelled there once Cancel is pressed."""

    class Cancelled(Exception):
        pass

    def __init__(self, parent: QWidget):
        super().__init__(self.tr("Exporting the map..."), self.tr("Cancel"), 0, 0, parent)
        self.setWindowTitle(self.tr("Export map"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumDuration(PROGRESS_AFTER_MS)
        self.setAutoReset(False)

    def __call__(self, done: int, total: int) -> None:
        self.setMaximum(total)
        self.setValue(done)
        QApplication.processEvents()         # draws the dialog and lets Cancel be pressed
        if self.wasCanceled():
            raise self.Cancelled


def _preview(hex_map: HexMap, sheet: Sheet, page: int, map_only: bool) -> QImage:
    """The preview of a page (on the preview's thread)."""
    image = page_image(hex_map, sheet, page, PREVIEW_WIDTH, map_only)
    if sheet.options.greyscale:
        image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return image


def _combo(*items: tuple[str, str]) -> QComboBox:
    combo = QComboBox()
    for text, data in items:
        combo.addItem(text, data)
    return combo


def _printed(sheet, what: str) -> None:
    """ValueError when the pages typed in are not all in the sheet."""
    try:
        sheet.printed_pages()
    except ValueError as e:
        raise ValueError(f"{what}: {e}") from None


def _pages(text: str) -> tuple[int, ...] | None:
    """The pages typed in (None: all)."""
    if not text.strip():
        return None
    try:
        return parse_pages(text)
    except ValueError as e:
        raise ValueError(QCoreApplication.translate("ExportDialog", "Pages") + f": {e}") from None


def _length(text: str, what: str) -> float:
    try:
        return parse_length(text)
    except ValueError as e:
        raise ValueError(f"{what}: {e}") from None
