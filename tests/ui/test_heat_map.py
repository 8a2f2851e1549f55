"""The heat map covers the whole map. On a large map it is worked out on a thread of its own after
an edit, so the edit's frame does not wait for it; the newest map wins and turning it off drops a
result on its way. On screen its tints and MP are stamped."""

import numpy as np
from PySide6.QtGui import QColor

from hmeditor.core.hexgrid import Layout
from hmeditor.core.model import HexMap
from hmeditor.core.paint import Paint
from hmeditor.ui.overlays import ShadeItem
from hmeditor.ui.session.background import AT_ONCE_HEXES

from .helpers import hex_point

LARGE = 70                        # hexes a side: 4,900, more than are worked out at once


def heavy_woods(window, *hexes) -> None:
    window.document.push(Paint("base", "heavy_woods").edit(window.hex_map, list(hexes)), "paint")


def test_on_a_large_map_the_heat_map_follows_an_edit_after_it(qtbot, make_window):
    assert LARGE * LARGE > AT_ONCE_HEXES
    window = make_window(HexMap(LARGE, LARGE, "large"))
    window.heat_action.trigger()
    qtbot.waitUntil(lambda: not window.heat_work.busy)
    assert window.heat_item.rgba.shape[:2] == (LARGE, LARGE) and not window.heat_item.rgba[..., 3].any()
    heavy_woods(window, (6, 4))
    assert window.heat_work.busy and window.heat_item.rgba[4, 6, 3] == 0       # the edit did not wait for it
    qtbot.waitUntil(lambda: not window.heat_work.busy)
    assert window.heat_item.rgba[4, 6, 3] > 0 and window.heat_item.texts[4 * LARGE + 6] == "3"


def test_edits_while_the_heat_map_is_worked_out_show_once_it_is_done(qtbot, make_window):
    window = make_window(HexMap(LARGE, LARGE, "large"))
    window.heat_action.trigger()
    heavy_woods(window, (6, 4))
    heavy_woods(window, (7, 9))
    heavy_woods(window, (60, 65))
    qtbot.waitUntil(lambda: not window.heat_work.busy)
    shaded = window.heat_item.rgba[..., 3] > 0
    assert shaded[4, 6] and shaded[9, 7] and shaded[65, 60] and shaded.sum() == 3


def test_a_heat_map_turned_off_while_it_is_worked_out_stays_off(qtbot, make_window):
    window = make_window(HexMap(LARGE, LARGE, "large"))
    window.heat_action.trigger()
    qtbot.waitUntil(lambda: not window.heat_work.busy)
    heavy_woods(window, (6, 4))
    assert window.heat_work.busy
    window.heat_action.trigger()
    qtbot.waitUntil(lambda: not window.heat_work.busy)
    qtbot.wait(20)
    assert not window.heat_item.rgba.any()


def ink(image, point, radius: int) -> int:
    """Dark pixels (text) in the square of `radius` around `point`."""
    pixels = [image.pixelColor(point.x() + dx, point.y() + dy) for dx in range(-radius, radius + 1)
              for dy in range(-radius, radius + 1)]
    return sum(max(c.getRgb()[:3]) < 90 for c in pixels)


def test_the_shades_and_their_texts_are_drawn_where_the_hexes_are(qtbot, make_window):
    window = make_window(HexMap(16, 17, "test"))
    item = window.heat_item
    rgba = np.zeros((17, 16, 4), np.uint8)
    rgba[4, 4] = (200, 0, 0, 255)
    rgba[4, 6] = (0, 0, 200, 255)
    texts = {4 * 16 + 6: "7"}
    before = window.view.viewport().grab().toImage()
    item.set_shades(rgba, texts)
    image = window.view.viewport().grab().toImage()
    assert image.pixelColor(hex_point(window, 4, 4, 0.3)) == QColor(200, 0, 0)
    assert image.pixelColor(hex_point(window, 6, 4, 0.3)) == QColor(0, 0, 200)
    text_at = hex_point(window, 6, 4, item.text_dy)                 # the text's middle, above the centre
    assert ink(image, text_at, 6) > 10 and ink(image, hex_point(window, 4, 4, item.text_dy), 6) == 0
    assert image.pixelColor(hex_point(window, 5, 5, 0.3)) == before.pixelColor(hex_point(window, 5, 5, 0.3))


def test_a_mapping_of_texts_is_kept_as_codes_per_hex(qtbot):
    item = ShadeItem(Layout(10))
    item.set_shades(np.zeros((3, 4, 4), np.uint8), {1: "2", 5: "x", 11: "2"})
    assert dict(item.texts) == {1: "2", 5: "x", 11: "2"}
    assert item.texts.codes.tolist().count(-1) == 9

