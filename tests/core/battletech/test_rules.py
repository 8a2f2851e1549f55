"""The rules data and its loader: every name covered, sources named, broken files refused."""

import pytest

from hmeditor.core.rules import RulesError
from hmeditor.core.systems import default_rules_path, load_rules
from hmeditor.core.systems.battletech.reference import markdown
from hmeditor.core.vocabulary import BASE_TERRAINS, CONDITIONS, MODIFICATIONS

RULES = load_rules()


def test_every_name_of_the_vocabulary_has_a_row_with_a_source():
    assert [r.name for r in RULES.base] == [t.name for t in BASE_TERRAINS]
    assert sorted(r.name for r in RULES.mods) == sorted(m.name for m in MODIFICATIONS)
    for row in RULES.base + RULES.mods + tuple(RULES.conditions.values()):
        assert row.source and all(s in RULES.sources for s in row.source)
    for c in CONDITIONS:
        for value in c.values:
            assert (c.key, value) in RULES.conditions


def test_seed_wins_where_it_differs_from_megamek():
    jungle = RULES.base[[t.name for t in BASE_TERRAINS].index("ultra_heavy_jungle")]
    assert jungle.mp["motorized_infantry"] == 4
    assert any("mech" in p.kinds for p in jungle.prohibited)
    blizzard = RULES.conditions[("weather", "blizzard")]
    assert blizzard.tohit["ballistic"] == 2 and blizzard.tohit["energy"] == blizzard.tohit["missile"] == 1


def _broken(tmp_path, old, new):
    text = default_rules_path().read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "mine.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old, new, message", [
    ("  light_woods:\n    mp: {default: 1,", "  light_woods:\n    mp: {default: lots,",
     "light_woods.mp must be a number"),
    ("  heavy_woods:\n", "  dense_woods:\n", "unknown name 'dense_woods'"),
    ("    tohit: 2\n    intervening: {value: 2, group: foliage",
     "    tohit: 2\n    tohit: 3\n    intervening: {value: 2, group: foliage", "duplicate key"),
    ("    prohibited: [{kinds: [hover]}, {kinds: [wheeled], min: {height: 2}}]",
     "    prohibited: [{kinds: [hover]}, {kinds: [tanks], min: {height: 2}}]", "unknown name 'tanks'"),
    ("source: [TacOps, MM-Terrain, MM-Units, MM-Compute]\n    note: \"TacOps wins",
     "source: [TacOps, MM-Nothing]\n    note: \"x", "unknown name 'MM-Nothing'"),
    ("  mud:\n    mp: {default: 1, hovering: 0}", "  mud:\n    mp: {default: -1, hovering: 0}", "cannot be negative"),
])
def test_a_broken_rules_file_is_refused_with_file_and_line(tmp_path, old, new, message):
    path = _broken(tmp_path, old, new)
    with pytest.raises(RulesError) as e:
        load_rules(path)
    text = str(e.value)
    assert text.startswith(f"{path.resolve()}:") and message in text
    line = int(text.split(":")[1])
    assert 1 <= line <= len(path.read_text().splitlines())


def test_missing_row_and_bad_yaml_are_refused(tmp_path):
    path = _broken(tmp_path, "  fortified:\n", "  fortified_x:\n")
    with pytest.raises(RulesError, match="unknown name 'fortified_x'"):
        load_rules(path)
    bad = tmp_path / "bad.yaml"
    bad.write_text("system: [\n", encoding="utf-8")
    with pytest.raises(RulesError, match="not valid YAML"):
        load_rules(bad)
    with pytest.raises(RulesError, match="cannot read"):
        load_rules(tmp_path / "none.yaml")


def test_a_users_rules_file_changes_the_numbers(tmp_path):
    path = _broken(tmp_path, "  light_woods:\n    mp: {default: 1,", "  light_woods:\n    mp: {default: 5,")
    assert load_rules(path).base[2].mp["mech"] == 5
    assert RULES.base[2].mp["mech"] == 1


def test_reference_marks_sources_and_uncertain_values():
    text = markdown(RULES)
    for t in BASE_TERRAINS + MODIFICATIONS:
        assert f"`{t.name}`" in text
    assert "**uncertain**" in text and "TacOps" in text
    assert "| 12 | large explosion" in text
