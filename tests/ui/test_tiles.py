"""The map is painted from cached tiles: an edit must show at once, panning reuses the tiles."""

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from hmeditor.core import edits
from hmeditor.core.edits import MapChange
from hmeditor.core.vocabulary import BASE_INDEX
from hmeditor.render.style import default_style
from hmeditor.ui.tiles import TILE, TileCache
from tests import bench_editor

from .helpers import close, colour_at, settle_tiles


def test_an_edit_shows_in_the_next_paint_and_drops_only_its_tiles(window):
    item, style = window.scene.map_item, default_style()
    settle_tiles(window)
    cached = len(item.tiles)
    assert cached > 0
    before = colour_at(window, 4, 4)
    assert close(before, style.fill(0, 0, 0))
    window.document.push(edits.paint_base(window.hex_map, [(4, 4)], "water", (2,)), "water")
    after = colour_at(window, 4, 4)
    assert close(after, style.fill(BASE_INDEX["water"], 2, 0)) and not close(after, before)
    assert close(colour_at(window, 7, 4), style.fill(0, 0, 0))
    window.document.undo_stack.undo()
    assert close(colour_at(window, 4, 4), before)
    assert 0 < len(item.tiles) < cached + 20     # tiles away from the hex were kept


def test_panning_paints_from_the_tiles_drawn_ahead(window):
    window.document.push(edits.paint_base(window.hex_map, [(6, 4)], "heavy_woods"), "woods")
    settle_tiles(window)
    item = window.scene.map_item
    tiles = dict(item.tiles.tiles)
    bar = window.view.horizontalScrollBar()
    bar.setValue(bar.value() + 100)
    woods = colour_at(window, 6, 4)
    assert close(woods, default_style().fill(BASE_INDEX["heavy_woods"], 0, 0))
    assert all(item.tiles.tiles.get(key) is pix for key, pix in tiles.items())   # nothing redrawn


def test_the_cache_keeps_within_its_budget(qtbot):
    one = 64 * 64 * 4
    cache = TileCache(budget=3 * one)
    for i in range(5):
        cache.get((1.0, False, 1.0, i, 0), lambda: QPixmap(64, 64))
    assert len(cache) == 3 and cache.bytes == 3 * one
    assert (1.0, False, 1.0, 0, 0) not in cache and (1.0, False, 1.0, 4, 0) in cache
    cache.drop_touching(QRectF(TILE * 3.5, TILE * 0.5, 1, 1))      # inside tile (3, 0) at zoom 1
    assert sorted(k[3] for k in cache.tiles) == [2, 4] and cache.bytes == 2 * one
    cache.get((2.0, False, 1.0, 9, 9), lambda: QPixmap(64, 64))
    cache.drop_touching(QRectF(TILE * 3.5, -TILE * 100, TILE * 100, TILE * 200))    # far more positions than tiles
    assert list(cache.tiles) == [(1.0, False, 1.0, 2, 0)] and cache.bytes == one


def test_a_wheel_step_stretches_the_drawn_tiles_instead_of_drawing_every_hex(window, monkeypatch):
    window.document.push(edits.paint_base(window.hex_map, [(6, 4)], "heavy_woods"), "woods")
    settle_tiles(window)
    item = window.scene.map_item
    hexes_drawn = []
    paint = item.map_painter.paint
    monkeypatch.setattr(item.map_painter, "paint", lambda *a, **k: hexes_drawn.append(1) or paint(*a, **k))
    view = window.view
    view.setTransformationAnchor(view.ViewportAnchor.AnchorViewCenter)
    view.zoom_by(1.2)
    woods = colour_at(window, 6, 4)
    assert close(woods, default_style().fill(BASE_INDEX["heavy_woods"], 0, 0))
    assert not hexes_drawn                               # the new zoom came from stretched tiles
    settle_tiles(window)                                       # when the user pauses, it is drawn sharp
    assert hexes_drawn and any(key[0] == view.transform().m11() for key in item.tiles)


def test_tiles_drawn_together_match_tiles_drawn_one_by_one(window):
    window.document.push(edits.paint_base(window.hex_map, [(3, 3), (4, 4)], "light_woods"), "woods")
    item = window.scene.map_item
    keys = [(0.5, (True, False), 1.0, 1, j) for j in range(3)]
    alone = [item._render(key).toImage() for key in keys]
    item.tiles.clear()
    item._render_together(keys)
    together = [item.tiles.tiles[key].toImage() for key in keys]
    differing = [sum(a.pixel(x, y) != b.pixel(x, y) for x in range(0, TILE, 4) for y in range(0, TILE, 4))
                 for a, b in zip(alone, together)]
    assert max(differing) <= 8 and sum(differing) < 3 * 8, differing   # the same, but for anti-aliasing at a cut


def test_an_edit_draws_its_area_into_the_tiles_that_show_it(window, monkeypatch):
    """A brush step redraws the few hexes it changed, not the tiles around them: the tiles stay,
    redrawn in place, and look as if drawn whole."""
    window.document.push(edits.paint_base(window.hex_map, [(3, 3), (4, 4)], "light_woods"), "woods")
    settle_tiles(window)
    item = window.scene.map_item

    def shown_zooms_tiles():         # (those of the zoom the window opened at are dropped where they show the edit)
        return {key for key in item.tiles if key[:3] == item._kind}
    kept = shown_zooms_tiles()
    areas = []
    paint = item.map_painter.paint
    monkeypatch.setattr(item.map_painter, "paint", lambda p, m, rect, *a: areas.append(rect) or paint(p, m, rect, *a))
    hexes = [(4, 4), (5, 4), (4, 5)]
    window.document.push(edits.paint_base(window.hex_map, hexes, "water", (1,)), "water")
    assert close(colour_at(window, 4, 5), default_style().fill(BASE_INDEX["water"], 1, 0))
    assert shown_zooms_tiles() == kept                               # none dropped
    edit_area = item.area_of(MapChange(np.array(sorted(r * window.hex_map.width + c for c, r in hexes))))
    assert len(areas) == 1 and areas[0].width() <= edit_area.width() + 2     # one paint, of the edit's area
    monkeypatch.setattr(item.map_painter, "paint", paint)
    redrawn = item.tiles.touching(edit_area, item._kind)
    assert redrawn
    for key in redrawn:
        difference = np.abs(_pixels(item.tiles.tiles[key]) - _pixels(item._render(key)))
        assert difference.max() <= 8, key           # the same picture, but for anti-aliasing rounding


def _pixels(pix: QPixmap) -> np.ndarray:
    image = pix.toImage()
    return np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), -1, 4)[:, :image.width()].astype(int)


def settled_far_away(make_window):
    """The window of a 300 x 300 map at 20 px hexes, settled 80 columns left of the centre, its
    tiles then forgotten."""
    from hmeditor.core.model import HexMap
    window = make_window(HexMap(300, 300, "far"))
    window.resize(1000, 700)
    bench_editor.set_hex_pixels(window, 20)
    bench_editor.near_centre(window, -80)
    bench_editor.settle(window)
    window.scene.map_item.clear_cache()
    return window


def jump_to_the_area_never_drawn(window) -> None:
    """Show the area 80 columns right of the centre, and wait until it is drawn."""
    bench_editor.near_centre(window, 80)
    QApplication.processEvents()
    bench_editor.until_complete(window)


def test_an_area_never_drawn_comes_in_tiles_only(make_window, monkeypatch):
    """A jump to an area never drawn shows a stand-in, then tiles as they are drawn: no hexes are
    drawn straight to the screen meanwhile (they would be drawn twice)."""
    window = settled_far_away(make_window)
    item = window.scene.map_item
    devices = []
    paint = item.map_painter.paint
    monkeypatch.setattr(item.map_painter, "paint", lambda p, *a, **k: devices.append(type(p.device())) or
                        paint(p, *a, **k))
    jump_to_the_area_never_drawn(window)
    assert devices and set(devices) == {QPixmap}
    assert bench_editor.complete_on_screen(window)


def test_the_view_is_drawn_in_blocks_of_rows_and_shown_before_the_tiles_around_it(make_window, monkeypatch):
    """After a jump to an area never drawn, the tiles on screen are drawn several rows in one paint
    (a paint at this zoom has timed them), and the pass ends as soon as the view is drawn, so it
    shows before the tiles around it are drawn."""
    from hmeditor.ui import mapitem
    window = settled_far_away(make_window)
    item = window.scene.map_item
    monkeypatch.setattr(mapitem, "SLICE", 60.0)             # one pass could draw every tile queued
    monkeypatch.setattr(mapitem, "BLOCK_SECONDS", 60.0)     # and one paint every row on screen
    areas = []
    paint = item.map_painter.paint
    monkeypatch.setattr(item.map_painter, "paint", lambda p, m, rect, *a, **k: areas.append(rect) or
                        paint(p, m, rect, *a, **k))
    jump_to_the_area_never_drawn(window)
    assert bench_editor.complete_on_screen(window)
    assert item.drawing_ahead()                             # the tiles around the view: still to draw
    rows = {key[4] for key in item.tiles}
    assert len(rows) >= 4 and len(areas) == 1, (rows, areas)   # the paints ahead here timed this zoom's


def test_while_a_thread_works_the_tiles_ahead_are_drawn_in_blocks_of_half_the_time(make_window, monkeypatch):
    """A check or a heat map at work on its thread makes the window's drawing take about twice as
    long (the two share the interpreter): a block of tiles drawn ahead is then given half the time,
    so that its frame still takes no longer than a frame."""
    from hmeditor.ui import mapitem
    from hmeditor.ui.session import background
    window = settled_far_away(make_window)
    item = window.scene.map_item
    bench_editor.near_centre(window, 80)
    QApplication.processEvents()                    # the view's paint queues the tiles not drawn
    item._idle.stop()
    first = item._ahead[0]
    item._tile_seconds = (first[:3], mapitem.BLOCK_SECONDS / 2)     # two tiles in a block's time
    alone = item._next_block()
    monkeypatch.setattr(background, "_running", {1})
    assert background.others_working()
    working = item._next_block()
    assert (len(alone), len(working)) == (2, 1) and working == alone[:1]


def test_a_resize_on_the_right_keeps_the_tiles_of_the_hexes_left_in_place(make_window):
    """Hexes added or cut on the right and bottom leave the others where they were: the tiles that
    show only them stand (no redraw of the view), those by the new edge are drawn again; a resize on
    the left moves every hex, and every tile goes."""
    from hmeditor.render.overview import Overview
    from hmeditor.ui.tiles import tile_rect
    window = make_window(bench_editor.busy_map(40))
    window.view.centerOn(*window.layout_.center(36, 4))       # the right edge in view
    item = window.scene.map_item
    settle_tiles(window)
    before = {key: pix.cacheKey() for key, pix in item.tiles.tiles.items()}
    near_edge = item.map_painter.hex_rect(39, 4)
    assert any(tile_rect(k[0], k[3], k[4]).intersects(near_edge) for k in before)
    window.resize_to(44, 40)
    after = item.tiles.tiles
    assert after and all(after[key].cacheKey() == before[key] for key in after)       # kept, not drawn again
    assert not any(tile_rect(k[0], k[3], k[4]).intersects(near_edge) for k in after)
    assert np.array_equal(item.overview.pixels, Overview(window.hex_map).pixels)
    window.document.undo_stack.undo()
    assert item.tiles.tiles and np.array_equal(item.overview.pixels, Overview(window.hex_map).pixels)
    window.resize_to(44, 40, left=2)
    assert not item.tiles.tiles
