"""The reality check list's model, kept rule by rule: every way a change comes (row by row, merged,
rules replaced whole by the check thread) leaves the rows a fresh sorted list would show."""

import random
from collections import Counter

import pytest
from PySide6.QtCore import Qt

from hmeditor.core.check import Finding, FindingsChange
from hmeditor.ui.checkdock import ROW_BY_ROW, FindingsModel

RULES = [("frozen-mud", "warning"), ("gravel-slope", "error"), ("swamp-in-water", "warning"),
         ("unreachable-area", "info")]


def made(rule_severity, n: int, accepted: bool = False) -> Finding:
    rule, severity = rule_severity
    return Finding(rule, severity, (f"{n:04d}",), f"{rule} at {n}", accepted=accepted)


def rows(model: FindingsModel) -> list[Finding]:
    return [model.finding(r) for r in range(model.rowCount())]


@pytest.mark.parametrize("seed", range(4))
def test_every_kind_of_change_leaves_the_rows_in_order(qtbot, seed):
    rnd = random.Random(seed)
    model = FindingsModel()
    held = {}                                           # key -> finding, as the checker holds them
    model.set_findings(sorted(held.values(), key=Finding.sort_key))
    for _ in range(12):
        size = rnd.choice([3, ROW_BY_ROW + 50])
        rules = rnd.sample(RULES, rnd.randint(1, len(RULES)))
        disappeared = [f for f in held.values() if f.rule in {r for r, _ in rules} and rnd.random() < 0.5]
        appeared = []
        for _ in range(size):
            f = made(rnd.choice(rules), rnd.randrange(400), accepted=rnd.random() < 0.1)
            if f.key not in {g.key for g in appeared} and (f.key not in held or held[f.key] in disappeared):
                appeared.append(f)
        for f in disappeared:
            del held[f.key]
        held.update((f.key, f) for f in appeared)
        blocks = None
        if rnd.random() < 0.5:                          # from the check thread: those rules whole
            blocks = {(f.rule_key()): [] for f in appeared + disappeared}
            for f in sorted(held.values(), key=Finding.sort_key):
                if f.rule_key() in blocks:
                    blocks[f.rule_key()].append(f)
        model.change(FindingsChange(sorted(appeared, key=Finding.sort_key), sorted(disappeared, key=Finding.sort_key),
                                    blocks))
        expected = sorted(held.values(), key=Finding.sort_key)
        assert rows(model) == expected and model.findings == expected
        assert +model.counts == Counter((f.severity, f.accepted) for f in expected)
        assert model.accepted == {f.key: f for f in expected if f.accepted}
        assert all(model.row_of(f) == r for r, f in enumerate(expected))
    assert model.data(model.index(0), Qt.ItemDataRole.DisplayRole).startswith(expected[0].message)


def test_rows_come_and_go_one_by_one_for_a_small_change(qtbot):
    model = FindingsModel()
    a, b, c = made(RULES[0], 1), made(RULES[1], 2), made(RULES[0], 3)
    model.set_findings([b, a])
    inserted, removed = [], []
    model.rowsInserted.connect(lambda _, first, last: inserted.append((first, last)))
    model.rowsRemoved.connect(lambda _, first, last: removed.append((first, last)))
    assert model.change(FindingsChange([c], [])) is False
    assert inserted == [(2, 2)] and rows(model) == [b, a, c]
    model.change(FindingsChange([], [b]))
    assert removed == [(0, 0)] and rows(model) == [a, c]
    assert model.row_of(b) is None and model.row_of(made(RULES[0], 3)) == 1
