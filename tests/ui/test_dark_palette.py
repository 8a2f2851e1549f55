"""Under a dark system palette every text stays readable: at least 4.5:1 against what it is written
on, measured on the rendered widgets (the warning bar measured 1.19:1, the export dialog's error
1.93:1), and every tone of text against both a light and a dark palette's base."""

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from hmeditor.core.io import read_map
from hmeditor.ui import tones
from hmeditor.ui.exportdialog import ExportDialog

from ..conftest import MAPS

READABLE = 4.5


def dark() -> QPalette:
    palette = QPalette(QColor("#353535"))
    for role, colour in ((QPalette.ColorRole.Base, "#252525"), (QPalette.ColorRole.Text, "#e8e8e8"),
                         (QPalette.ColorRole.WindowText, "#e8e8e8"), (QPalette.ColorRole.ButtonText, "#e8e8e8")):
        palette.setColor(role, QColor(colour))
    return palette


@pytest.fixture
def dark_palette():
    app = QApplication.instance()
    light = app.palette()
    app.setPalette(dark())
    yield
    app.setPalette(light)


def rendered_contrast(label) -> float:
    """The contrast of a label's text with its background as drawn in its window (where its text
    runs): the most common colour against the colour farthest from it (the core of the glyphs)."""
    window = label.window()
    width = min(label.width(), label.fontMetrics().horizontalAdvance(label.text()))
    image = window.grab(QRect(label.mapTo(window, QPoint(0, 0)), QSize(width, label.height()))).toImage()
    colours = Counter(image.pixel(x, y) for x in range(image.width()) for y in range(image.height()))
    background = QColor.fromRgb(colours.most_common(1)[0][0])
    text = max((QColor.fromRgb(c) for c in colours), key=lambda c: sum(abs(a - b) for a, b in
                                                                         zip(c.getRgb()[:3], background.getRgb()[:3])))
    return tones.contrast(text, background)


def test_the_new_finding_bar_reads_on_a_dark_palette(dark_palette, make_window):
    window = make_window()
    bar = window.announce_bar
    bar.label.setText("New warning: frozen-mud at 0708: Mud at 0708 with deep snow would be frozen.")
    bar.show()
    assert rendered_contrast(bar.label) >= READABLE


def test_the_export_dialogs_error_reads_on_a_dark_palette(dark_palette, qtbot, tmp_path):
    dialog = ExportDialog(read_map(MAPS / "blank-16x17.hmap"), None, str(tmp_path / "sheet.pdf"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.hex_size.setText("huge")
    dialog.refresh()
    assert "not a length" in dialog.summary.text() and rendered_contrast(dialog.summary) >= READABLE


@pytest.mark.parametrize("palette", [QPalette(QColor("#efefef")), dark()], ids=["light", "dark"])
def test_every_tone_of_text_reads_on_the_palettes_base(palette):
    base = palette.color(QPalette.ColorRole.Base)
    dark_one = tones.dark_palette(palette)
    for name, (on_light, on_dark) in tones.TONES.items():
        assert tones.contrast(QColor(on_dark if dark_one else on_light), base) >= READABLE, name
