"""The overlays over the map as a player reads them: one number per hex where two overlays meet, a
legend for the colours of each overlay shown, and Clear taking away the overlay it turned on."""

from PySide6.QtWidgets import QApplication

from hmeditor.core.model import HexMap
from hmeditor.core.paint import Paint
from hmeditor.core.systems.battletech.overlays import COST_LEGEND
from hmeditor.ui.legend import swatch
from hmeditor.ui.session.document import MapDocument

from .helpers import close, colour_at, hex_point
from .test_wh40k import at, city  # noqa: F401  (the 40k city fixture)

MUD = (4, 4)       # clear ground with mud: 2 MP


def heat_number_pixels(window, col: int, row: int) -> int:
    """Pixels of the hex the heat map's numbers change on screen: the view with them against the
    view with the same tints and no numbers."""
    def hex_image():
        p = hex_point(window, col, row)
        s = round(window.layout_.size)
        return window.view.viewport().grab().toImage().copy(p.x() - s, p.y() - s, 2 * s, 2 * s)
    heat = window.heat_item
    with_numbers = hex_image()
    rgba, texts = heat.rgba, heat.texts
    heat.set_shades(rgba, None)
    without = hex_image()
    heat.set_shades(rgba, texts)
    return sum(with_numbers.pixel(x, y) != without.pixel(x, y)
               for x in range(with_numbers.width()) for y in range(with_numbers.height()))


def test_the_heat_maps_number_steps_aside_for_the_reachs(window):
    window.document.push(Paint("add_mod", "mud").edit(window.hex_map, [MUD]), "mud")
    window.heat_action.trigger()
    assert window.heat_item.texts[window.hex_map.flat(*MUD)] == "2" and heat_number_pixels(window, *MUD) > 50
    window.calculator.show_reach((4, 3))
    assert window.reach_item.texts[window.hex_map.flat(*MUD)] == "2"
    assert heat_number_pixels(window, *MUD) == 0                       # one number: the reach's
    window.calculator.clear()
    assert heat_number_pixels(window, *MUD) > 50


def legend_rows(window) -> list[str]:
    QApplication.processEvents()
    return [text for text, _ in window.legend.rows()] if window.legend.isVisible() else []


def test_each_overlay_shown_has_a_legend_of_its_colours(window):
    assert legend_rows(window) == []
    window.document.push(Paint("add_mod", "mud").edit(window.hex_map, [(6, 6)]), "mud")    # 2 MP on clear ground
    window.heat_action.trigger()
    assert legend_rows(window) == ["MP to enter"] + [words for _, words in COST_LEGEND]
    image = window.legend.grab().toImage()
    y = window.legend._line() * 1.5 + 6                       # the first colour's row
    swatches = [image.pixelColor(6 + 7, round(y + k * window.legend._line())) for k in range(len(COST_LEGEND))]
    assert all(close(shown, swatch(rgba), 6) for shown, (rgba, _) in zip(swatches, COST_LEGEND))
    assert window.heat_item.texts[window.hex_map.flat(6, 6)] == "2"
    assert close(swatches[0], colour_at(window, 6, 6), 10)    # "2 MP" looks as a 2 MP hex does
    window.calculator.show_reach((4, 3))
    assert "MP to enter" in legend_rows(window) and "Reach: MP spent" in legend_rows(window)
    assert window.legend.geometry().bottom() < window.view.viewport().geometry().bottom()
    window.heat_action.trigger()
    window.calculator.clear()
    assert legend_rows(window) == []


def test_clear_turns_off_the_cover_map_it_turned_on(qtbot, city):  # noqa: F811
    window = city
    window.calculator.firer.setText("0501")
    window.calculator.firer.editingFinished.emit()
    window.calculator.cover_button.click()
    assert window.heat_action.isChecked() and "Cover save" in legend_rows(window)
    window.calculator.clear_button.click()
    assert not window.heat_action.isChecked() and legend_rows(window) == []
    window.calculator.cover_button.click()
    window.state.set_document(MapDocument(HexMap(10, 10, "next")))      # another map: it goes too
    assert not window.heat_action.isChecked()
    window.heat_action.trigger()                                # turned on by the user: Clear leaves it
    window.calculator.clear_button.click()
    assert window.heat_action.isChecked()
