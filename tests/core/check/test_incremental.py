"""IncrementalChecker: after every edit its findings equal a fresh whole-map check."""

import numpy as np
import pytest

from hmeditor.core import edits
from hmeditor.core.check import Finding, IncrementalChecker, accept_edit, check_map, unaccept_edit
from hmeditor.core.hexgrid import offsets_in_disk
from hmeditor.core.model import AcceptedFinding
from tests.maps import make_map

BASES = [("clear", ()), ("gravel_pile", (1,)), ("gravel_pile", (2,)), ("gravel_pile", (3,)), ("heavy_industrial", (2,)),
         ("heavy_industrial", (4.5,)), ("building", ("light",)), ("water", (0,)), ("water", (2,)), ("magma_crust", ()),
         ("impassable", ()), ("light_woods", ())]
MODS = ["mud", "deep_snow", "ice", "rapids", "fire", "swamp", "magma_vent"]
CONDITIONS = [{"temperature": 60}, {"temperature": -10}, {"weather": "blizzard"}, {"weather": "light_rain"},
              {"atmosphere": "trace"}, {"wind": "light_gale"}, {"blowing_sand": True}, {"temperature": None}]


def random_edit(m, rng):
    col, row = int(rng.integers(m.width)), int(rng.integers(m.height))
    hexes = list(offsets_in_disk(col, row, int(rng.integers(0, 3)), m.width, m.height))
    kind = rng.integers(8)
    if kind < 3:
        base, params = BASES[rng.integers(len(BASES))]
        return edits.paint_base(m, hexes, base, params)
    if kind < 5:
        mod = MODS[rng.integers(len(MODS))]
        return (edits.add_mod if rng.random() < 0.7 else edits.remove_mod)(m, hexes, mod)
    if kind == 5:
        return edits.set_level(m, hexes, float(rng.integers(-1, 4)))
    if kind == 6:
        return edits.SetConditions(CONDITIONS[rng.integers(len(CONDITIONS))])
    return edits.SetExtra("megamek", {"base_conflicts": {m.hex_id(col, row): ["light_woods", "pavement"]}})


@pytest.mark.parametrize("seed", range(6))
def test_incremental_equals_full_check_after_each_edit(seed):
    rng = np.random.default_rng(seed)
    m = make_map(size=(23, 19))
    checker = IncrementalChecker(m)
    previous = {f.key: f for f in checker.findings}
    for _ in range(60):
        change, _ = random_edit(m, rng).apply(m)
        appeared, disappeared = checker.update(change)
        full = check_map(m.copy())
        assert checker.findings == full == sorted(full, key=Finding.sort_key)
        current = {f.key: f for f in full}
        assert sorted(f.key for f in appeared) == sorted(k for k, f in current.items() if previous.get(k) != f)
        assert sorted(f.key for f in disappeared) == sorted(k for k, f in previous.items() if current.get(k) != f)
        previous = current


def test_paint_stroke_reports_the_new_warning_and_undo_takes_it_back():
    m = make_map({"0303": "clear +deep_snow"})
    checker = IncrementalChecker(m)
    assert checker.findings == []
    change, undo = edits.add_mod(m, [(2, 2)], "mud").apply(m)
    appeared, disappeared = checker.update(change)
    assert [(f.rule, f.hexes) for f in appeared] == [("frozen-mud", ("0303",))] and disappeared == []
    appeared, disappeared = checker.update(undo.apply(m)[0])
    assert appeared == [] and [f.rule for f in disappeared] == ["frozen-mud"]


def test_accepting_marks_the_finding_and_unaccepting_brings_it_back():
    """The seed: a group may keep deep snow on magma ("have fun")."""
    m = make_map({"0915": "magma_liquid +deep_snow"}, size=(16, 17))
    checker = IncrementalChecker(m)
    (finding,) = checker.findings
    assert finding.rule == "snow-on-magma" and not finding.accepted and "magma" in finding.message.lower()
    appeared, disappeared = checker.update(accept_edit(m, finding).apply(m)[0])
    assert m.accepted == [AcceptedFinding("snow-on-magma", ("0915",))]
    assert [f.accepted for f in appeared] == [True] and [f.accepted for f in disappeared] == [False]
    assert check_map(m)[0].accepted and not check_map(m)[0].fails(strict=True)
    checker.update(unaccept_edit(m, checker.findings[0]).apply(m)[0])
    assert m.accepted == [] and not checker.findings[0].accepted


def test_accepted_entry_of_another_hex_does_not_cover():
    m = make_map({"0303": "magma_crust +ice"})
    m.accepted = [AcceptedFinding("snow-on-magma", ("0304",)), AcceptedFinding("frozen-mud", ("0303",))]
    assert [f.accepted for f in check_map(m)] == [False]


def test_findings_that_appear_come_in_order_when_sorted_a_slice_at_a_time(monkeypatch):
    from hmeditor.core.check import runner
    m = make_map(size=(12, 10))
    edits.add_mod(m, [(c, r) for c in range(12) for r in range(10)], "mud").apply(m)
    checker = IncrementalChecker(m)
    monkeypatch.setattr(runner, "SORT_SLICE", 7)       # 120 frozen-mud findings: 18 slices merged
    appeared, _ = checker.update(edits.SetConditions({"temperature": -10}).apply(m)[0])
    assert len(appeared) == 120 and appeared == sorted(appeared, key=Finding.sort_key)
    assert appeared == check_map(m)
