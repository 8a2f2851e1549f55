"""What a printed sheet says: the 100 % instruction on every page, each legend column headed, each
water depth shown, levels named as the map labels them, accepted findings the map no longer has not
printed as house rules in force (the editor's side: tests/ui/test_print_options.py)."""

from PySide6.QtCore import QRectF

from hmeditor.core import edits
from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.io import read_map
from hmeditor.core.model import AcceptedFinding, HexMap
from hmeditor.export import Options, export_map
from hmeditor.export.legend import condition_entries, entries, legend_layout
from tests.conftest import MAPS

from .test_pdf import page_text


def test_every_map_page_says_print_at_100_percent(tmp_path):
    out = tmp_path / "sheet.pdf"
    export_map(read_map(MAPS / "blank-16x17.hmap"), out, Options(paper="letter", orientation="portrait"))
    texts = [page_text(out, i) for i in range(10)]
    for text in texts[1:]:
        assert "print at 100 %" in text and "\u2026" not in text
    assert "page 10 of 10" in texts[9]


def test_a_legend_section_running_into_the_next_column_repeats_its_heading():
    items = entries(read_map(MAPS / "reality-check-examples.hmap"))
    placed, fitted = legend_layout(QRectF(0, 0, 500, 150), items)
    columns: dict[float, list] = {}
    for rect, entry in placed:
        columns.setdefault(rect.left(), []).append(entry)
    assert len(columns) >= 2 and fitted < len(items)
    assert all(column[0].kind == "heading" for column in columns.values())
    assert any(column[0].text.endswith("(continued)") for column in columns.values())


def test_the_kinds_of_one_terrain_stay_in_one_column():
    m = HexMap(8, 8, "industry")
    edits.paint_base(m, [(1, 1)], "light_woods").apply(m)
    for col, depth in enumerate((1, 2, 3)):
        edits.paint_base(m, [(col, 3)], "water", (depth,)).apply(m)
    for col, height in enumerate((0.5, 2, 4)):
        edits.set_base_param(m, [(col, 5)], "heavy_industrial", "height", height).apply(m)
    items = entries(m, [])
    assert [e.text for e in items if e.text.startswith("Heavy industrial")] == \
        ["Heavy industrial  (IND 0.5)", "Heavy industrial  (IND 2)", "Heavy industrial  (IND 4)"]
    for height in range(100, 300, 4):      # the bottom of the first column falls anywhere among the entries
        placed, _ = legend_layout(QRectF(0, 0, 500, height), items)
        for name in ("Water", "Heavy industrial"):
            assert len({rect.left() for rect, e in placed if e.text.startswith(name)}) <= 1, (height, name)


def test_the_legend_names_only_the_conditions_set_for_the_map():
    m = HexMap(4, 4, "plain")
    assert [e.text for e in condition_entries(m)] == ["Planetary conditions", "All conditions standard"]
    m.conditions.update(weather="blizzard", gravity=0.5)
    texts = [e.text for e in condition_entries(m)]
    assert texts[1:] == ["Weather: blizzard", "Gravity (g): 0.5", "All other conditions standard"] or \
        texts[1:] == ["Gravity (g): 0.5", "Weather: blizzard", "All other conditions standard"]
    assert not any("Light" in t or "Temperature" in t for t in texts)


def test_each_water_depth_and_the_level_labels_are_explained():
    m = HexMap(8, 8, "lakes")
    edits.paint_base(m, [(1, 1)], "water", (1,)).apply(m)
    edits.paint_base(m, [(4, 4), (5, 5)], "water", (3,)).apply(m)
    edits.set_level(m, [(2, 2)], 2).apply(m)
    texts = [e.text for e in entries(m, [])]
    assert "Water  (DEPTH 1)" in texts and "Water  (DEPTH 3)" in texts
    assert any("LEVEL n" in t for t in texts)


def frozen_mud_accepted() -> HexMap:
    m = HexMap(16, 17, "winter")
    m.conditions["temperature"] = -10
    edits.add_mod(m, [(3, 3)], "mud").apply(m)
    m.accepted.append(AcceptedFinding("frozen-mud", ("0404",)))
    return m


def test_an_accepted_finding_the_map_no_longer_has_is_not_printed_as_in_force(tmp_path):
    m = frozen_mud_accepted()
    texts = [e.text for e in entries(m)]
    assert texts[texts.index("Reality-check findings this group plays with:") + 1] == "frozen mud in 0404"
    m.conditions["temperature"] = 20            # the mud thaws: the house rule no longer applies
    texts = [e.text for e in entries(m)]
    assert "Reality-check findings this group plays with:" not in texts
    assert texts[texts.index("Accepted before, no longer on this map (not in force):") + 1] == "frozen mud in 0404"
    out = tmp_path / "sheet.pdf"
    export_map(m, out, Options())
    assert "not in force): frozen mud in 0404" in page_text(out, 0)


def test_a_house_rule_of_another_game_systems_check_is_printed_in_force():
    """A 40k ruin whose floors stand too far apart, accepted: the sheet checks the map with 40k's own
    checks too, so the house rule is in force, not listed as gone."""
    m = HexMap(16, 17, "ruins")
    set_cells(m, {(2, 2): parse_cell("ruins:3:7")}).apply(m)
    m.accepted.append(AcceptedFinding("ruins-spacing", ("0303",)))
    texts = [e.text for e in entries(m)]
    assert texts[texts.index("Reality-check findings this group plays with:") + 1].endswith("in 0303")
    assert "Accepted before, no longer on this map (not in force):" not in texts
