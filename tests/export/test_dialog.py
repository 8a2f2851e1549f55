"""File > Export dialog: options, page-layout preview, export through hmeditor.export."""

import threading

import numpy as np
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog

from hmeditor.core.io import read_map
from hmeditor.core.model import HexMap
from hmeditor.render.painter import MapPainter
from hmeditor.ui.exportdialog import ExportDialog
from tests.conftest import MAPS

from .helpers import grey
from .test_pdf import page_sizes


def make_dialog(qtbot, tmp_path, name="sheet.pdf"):
    dialog = ExportDialog(read_map(MAPS / "open-terrain-2-movement-example.hmap"), None, str(tmp_path / name))
    qtbot.addWidget(dialog)
    return dialog


def previewed(qtbot, dialog):
    """The dialog's preview of its options, once drawn (on another thread)."""
    qtbot.waitUntil(lambda: dialog.preview_image is not None)
    return dialog.preview_image


def test_summary_and_preview_follow_the_options(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    assert "10 pages" in dialog.summary.text() and "3 rows x 3 columns" in dialog.summary.text()
    portrait = previewed(qtbot, dialog)
    assert portrait.height() > portrait.width()
    dialog.orientation.setCurrentIndex(dialog.orientation.findData("landscape"))
    dialog.refresh()
    assert "7 pages" in dialog.summary.text()
    landscape = previewed(qtbot, dialog)
    assert landscape.width() > landscape.height()
    dialog.page.setValue(3)
    dialog.refresh()
    page3 = previewed(qtbot, dialog)
    assert dialog.page.maximum() == 7
    path = tmp_path / "preview.png"
    page3.save(str(path))
    assert (grey(path) < 128).mean() > 0.01                  # hex grid and ids drawn


def test_bad_value_disables_export(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    dialog.hex_size.setText("huge")
    dialog.refresh()
    assert not dialog.export_button.isEnabled()
    assert "Hex size" in dialog.summary.text() and "not a length" in dialog.summary.text()
    assert dialog.export() is False
    dialog.hex_size.setText("30mm")
    dialog.refresh()
    assert dialog.export_button.isEnabled()


def test_export_writes_the_pdf_and_closes(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    dialog.paper.setCurrentIndex(dialog.paper.findData("a4"))
    assert dialog.export() is True
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")


def test_png_export_uses_the_dpi(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path, "map.png")
    assert not dialog.paper.isEnabled() and dialog.dpi.isEnabled()
    dialog.dpi.setValue(20)
    dialog.refresh()
    assert "PNG of 354 x 438 pixels" in dialog.summary.text()
    image = previewed(qtbot, dialog)
    assert abs(image.height() / image.width() - 438 / 354) < 0.01    # the map alone
    assert dialog.export()
    assert grey(tmp_path / "map.png").shape == (438, 354)
    assert np.isfinite(grey(tmp_path / "map.png")).all()


def test_the_print_options_and_a_custom_paper(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    assert not dialog.custom_width.isEnabled()
    dialog.paper.setCurrentIndex(dialog.paper.findData("custom"))
    dialog.custom_width.setText("11in")
    dialog.custom_height.setText("17in")
    for box in (dialog.ids, dialog.labels, dialog.legend):
        box.setChecked(False)
    dialog.greyscale.setChecked(True)
    dialog.pages.setText("1,3")
    dialog.refresh()
    assert dialog.custom_width.isEnabled() and "Printing pages 1, 3 only" in dialog.summary.text()
    options = dialog.options()
    assert options.paper_size == (11, 17) and options.pages == (1, 3)
    assert not (options.ids or options.labels or options.legend) and options.greyscale
    assert previewed(qtbot, dialog).isGrayscale()
    assert dialog.export()
    assert page_sizes(tmp_path / "sheet.pdf") == [(792, 1224)] * 2


def test_pages_the_sheet_has_not_disable_export(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path)
    dialog.pages.setText("2,40")
    dialog.refresh()
    assert not dialog.export_button.isEnabled() and "Pages: there is no page 40" in dialog.summary.text()
    dialog.custom_width.setText("nothing")          # read only for a custom paper
    dialog.pages.setText("5-2")
    dialog.refresh()
    assert "Pages: the range 5-2 runs backwards" in dialog.summary.text()


def test_the_preview_is_drawn_on_another_thread(qtbot, tmp_path, monkeypatch):
    from hmeditor.ui import exportdialog
    threads, real = [], exportdialog.page_image
    monkeypatch.setattr(exportdialog, "page_image", lambda *a: threads.append(threading.current_thread()) or real(*a))
    dialog = make_dialog(qtbot, tmp_path)
    assert previewed(qtbot, dialog) and threads and threading.main_thread() not in threads


def test_a_big_maps_preview_is_its_overview_picture_not_every_hex(qtbot, tmp_path, monkeypatch):
    painted = []
    monkeypatch.setattr(MapPainter, "paint", lambda painter, device, hex_map, *a, **k: painted.append(
        (hex_map.size, threading.current_thread())))
    for name in ("map.png", "map.svg", "sheet.pdf"):
        dialog = ExportDialog(HexMap(300, 300, "big"), None, str(tmp_path / name))
        qtbot.addWidget(dialog)
        dialog.single_page.setChecked(name == "sheet.pdf")        # the whole map on one page
        dialog.hex_size.setText("0.5in")
        dialog.dpi.setValue(20)
        dialog.refresh()
        image = previewed(qtbot, dialog)
        assert image.pixelColor(image.width() // 2, image.height() // 2) != QColor("white"), name  # the map shows
    previews = [size for size, thread in painted if thread is not threading.main_thread()]
    assert (300, 300) not in previews         # (the legend's swatches are maps of their own)


def test_the_preview_waits_for_typing_to_pause_whatever_the_value_typed(qtbot, tmp_path):
    dialog = make_dialog(qtbot, tmp_path, "map.png")
    dialog.dpi.setValue(2400)             # (a value once became the pause: 2.4 s)
    assert 0 < dialog._refresh_timer.remainingTime() < 300
