"""The editor window opens on a map and draws it."""

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage

from hmeditor.core.io import read_map
from hmeditor.render.style import default_style
from hmeditor.ui.mainwindow import MainWindow

from ..conftest import MAPS

EXAMPLE = MAPS / "open-terrain-2-movement-example.hmap"


def close(a: QColor, b: QColor, tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


def pixel_at_hex(window: MainWindow, image: QImage, hex_id: str) -> QColor:
    col, row = window.hex_map.parse_hex_id(hex_id)
    x, y = window.layout_.center(col, row)
    point = window.view.mapFromScene(x, y + window.layout_.size * 0.1)  # clear of symbols and labels
    point = window.view.viewport().mapTo(window, point)
    return image.pixelColor(QPoint(point.x(), point.y()))


def test_window_draws_terrain_colours_at_hex_centres(qtbot, tmp_path):
    window = MainWindow(read_map(EXAMPLE), str(EXAMPLE), autosave_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    image = window.grab().toImage()
    style = default_style()
    clear = style.fill(0, 0, 0)
    assert close(pixel_at_hex(window, image, "0101"), clear)
    woods, jungle = pixel_at_hex(window, image, "0708"), pixel_at_hex(window, image, "0809")
    assert not close(woods, clear) and not close(jungle, clear) and not close(woods, jungle)
    assert woods.green() > woods.blue() and jungle.green() > jungle.red()


def test_screenshot_command(run_cli, tmp_path):
    out = tmp_path / "shot.png"
    result = run_cli(EXAMPLE, "--screenshot", out)
    assert result.returncode == 0 and result.stderr == "" and result.stdout == ""      # no Qt platform notes
    image = QImage(str(out))
    assert image.width() >= 800 and image.height() >= 600


def test_screenshot_of_a_broken_map_fails_cleanly(run_cli, tmp_path):
    broken = tmp_path / "b.hmap"
    broken.write_text("size: nope\n", encoding="utf-8")
    result = run_cli(broken, "--screenshot", tmp_path / "x.png")
    assert result.returncode == 2 and "size must be" in result.stderr and "Traceback" not in result.stderr


def test_levels_overlay_shows_the_level_in_the_hex(window):
    from hmeditor.core import edits

    from .helpers import hex_point
    window.document.push(edits.set_level(window.hex_map, [(4, 4)], 2), "hill")

    def centre(col, row):
        return window.view.viewport().grab().toImage().pixelColor(hex_point(window, col, row))

    hill, flat = centre(4, 4), centre(6, 4)
    window.levels_action.trigger()
    assert window.levels_item.isVisible()
    assert not close(centre(4, 4), hill, 30) and close(centre(6, 4), flat)
    window.levels_action.trigger()
    assert close(centre(4, 4), hill)


def test_rule_labels_are_drawn_only_where_they_can_be_read(window):
    from hmeditor.core import edits
    from hmeditor.ui.mapitem import LABEL_PIXELS

    from .helpers import hex_point, settle_tiles
    window.document.push(edits.set_level(window.hex_map, [(4, 4)], 2), "hill")

    def label_inked(zoom: float) -> bool:
        window.view.resetTransform()
        window.view.scale(zoom, zoom)
        window.view.centerOn(*window.layout_.center(4, 4))
        settle_tiles(window)                    # not another zoom's tiles standing in
        image = window.view.viewport().grab().toImage()
        fill = image.pixelColor(hex_point(window, 4, 4, 0.1))
        spots = [hex_point(window, 4, 4, 0.56) + QPoint(dx, 0) for dx in range(-12, 13, 3)]
        return any(not close(image.pixelColor(p), fill, 20) for p in spots)

    hex_width = 2 * window.layout_.size
    assert label_inked(1.2 * LABEL_PIXELS / hex_width)
    assert not label_inked(0.9 * LABEL_PIXELS / hex_width)
