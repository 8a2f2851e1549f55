"""The red outline on the map always shows the reality-check list's current finding: after Apply
fix (the list moves on to the next finding), undo, redo, and another map."""

from hmeditor.core import edits
from hmeditor.core.model import HexMap

from .test_rules_docks import click_finding


def two_frozen_mud_map() -> HexMap:
    m = HexMap(16, 17, "frozen")
    m.conditions["temperature"] = -10
    edits.add_mod(m, [(3, 3), (9, 9)], "mud").apply(m)
    return m


def outlined(window) -> set[tuple[int, int]]:
    return {window.hex_map.offset(f) for f in window.scene.highlight_item.flat.tolist()}


def test_the_outline_follows_the_current_finding_through_fix_undo_and_redo(qtbot, make_window):
    window = make_window(two_frozen_mud_map())
    dock = window.check_dock
    first = click_finding(qtbot, window, "frozen-mud")
    assert first.hexes == ("0404",) and outlined(window) == {(3, 3)}
    dock.fix_button.click()
    assert dock.current().hexes == ("1010",)            # the list moves on to the next finding ...
    assert outlined(window) == {(9, 9)}                 # ... and so does the outline
    window.undo_action.trigger()
    assert outlined(window) == {window.hex_map.parse_hex_id(h) for h in dock.current().hexes}
    dock.fix_button.click()
    dock.fix_button.click()
    assert dock.current() is None and outlined(window) == set()
    window.undo_action.trigger()
    assert outlined(window) == set()                    # nothing is current: nothing outlined


def test_another_map_clears_the_outline(qtbot, make_window, tmp_path):
    from hmeditor.core.io import write_map
    window = make_window(two_frozen_mud_map())
    click_finding(qtbot, window, "frozen-mud")
    assert outlined(window)
    write_map(HexMap(16, 17, "other"), tmp_path / "other.hmap")
    window.files.open_file(str(tmp_path / "other.hmap"))
    assert outlined(window) == set()
