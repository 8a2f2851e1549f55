"""What a printed sheet says: the 100 % instruction on every page, each legend column headed, each
water depth shown, levels named as the map labels them, accepted findings the map no longer has not
printed as house rules in force (the editor's side: tests/ui/test_print_options.py)."""

from PySide6.QtCore import QRectF

from hmeditor.core import edits
from hmeditor.core.io import read_map
from hmeditor.core.model import HexMap
from hmeditor.export import Options, export_map
from hmeditor.export.legend import entries, legend_layout
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


def test_each_water_depth_and_the_level_labels_are_explained():
    m = HexMap(8, 8, "lakes")
    edits.paint_base(m, [(1, 1)], "water", (1,)).apply(m)
    edits.paint_base(m, [(4, 4), (5, 5)], "water", (3,)).apply(m)
    edits.set_level(m, [(2, 2)], 2).apply(m)
    texts = [e.text for e in entries(m, [])]
    assert "Water  (DEPTH 1)" in texts and "Water  (DEPTH 3)" in texts
    assert any("LEVEL n" in t for t in texts)


def frozen_mud_accepted() -> HexMap:
    from hmeditor.core.model import AcceptedFinding
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
