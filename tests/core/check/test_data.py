"""The reality check's data is read through the same reader as the rules: a broken file is
refused with its file and line, and the check plays with the BattleTech rules in use."""

from pathlib import Path

import pytest

from hmeditor.core.check import check_rules
from hmeditor.core.check.data import read_check_data
from hmeditor.core.rules import RulesError
from hmeditor.core.systems import Rulebook, load_rules
from hmeditor.resources import data_path

SHIPPED = data_path("rules", "reality-check.yaml")


def broken(tmp_path, old, new):
    text = SHIPPED.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "check.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old, new, message", [
    ("frozen_mods: [thin_snow, deep_snow, ice, black_ice]", "frozen_mods: [thin_snow, deep_snow, ice, slush]",
     "frozen_mods: unknown name 'slush'"),
    ("water_bases: [water]", "water_bases: [lake]", "water_bases: unknown name 'lake'"),
    ("  hail: [light_hail, heavy_hail]", "  hail: [light_hail, frogs]", "weather.hail: unknown name 'frogs'"),
    ("  rain: [rain]  ", "  rain: [drizzle]  ", "weather_groups.rain: unknown name 'drizzle'"),
    ("wind_order: [calm, light_gale", "wind_order: [light_gale, calm", "wind_order differs from the map format"),
    ("water_bases: [water]", "water_bases: [water]\nwater_bases: [water]", "duplicate key"),
])
def test_a_broken_check_data_file_is_refused_with_file_and_line(tmp_path, old, new, message):
    path = broken(tmp_path, old, new)
    with pytest.raises(RulesError) as e:
        read_check_data(path)
    where, _, text = str(e.value).partition(": ")
    line, key = int(where.rsplit(":", 1)[1]), new.splitlines()[-1].split(":")[0].strip()
    assert message in text and key in path.read_text().splitlines()[line - 1]     # the line of the change


def test_the_shipped_data_reads_and_names_its_sources():
    data = read_check_data(SHIPPED)
    assert "seed" in data["sources"] and data.line_of("gravel") > 1


def test_the_check_uses_the_battletech_rules_it_is_given(tmp_path):
    assert check_rules().rules is check_rules().conditions is load_rules()
    text = Path(load_rules().path).read_text(encoding="utf-8")
    mine = tmp_path / "mine.yaml"
    mine.write_text(text.replace("title: BattleTech", "title: Mine BattleTech", 1), encoding="utf-8")
    rules = check_rules(Rulebook().with_file(mine)[0])
    assert rules.rules.title.startswith("Mine") and rules.raw is check_rules().raw
