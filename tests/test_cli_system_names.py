"""A game system may be named either way on the command line (its word under calc, its id, with dashes
or underscores, and '40k'), and the rules reference names no folder of the machine and cites its
sources by the documents' titles."""

import json

import pytest

from hmeditor.core.systems import PACKAGES

from .conftest import MAPS, ROOT

# (names a player may type, a calc command on a sample map, the JSON field that says the system)
CALLS = [
    (("grav-armor", "grav_armor"), ("fire", MAPS / "grav-armor-combat-example.hmap", "--firer", "Nu3@0506",
                                    "--target", "Omi9@0806"), "grav_armor"),
    (("twxxi", "total_war_xxi", "total-war-xxi"), ("survive", "--calibre", "rifle"), "total_war_xxi"),
    (("wh40k", "40k"), ("cover", MAPS / "ruins-40k-city-fight.hmap", "--target", "1506"), "wh40k"),
]


@pytest.mark.parametrize("names, call, system", CALLS)
def test_calc_takes_every_name_of_a_system(run_cli, names, call, system):
    answers = []
    for name in names:
        result = run_cli("calc", name, *call, "--json")
        assert result.returncode == 0, (name, result.stderr)
        answers.append(json.loads(result.stdout))
    assert answers[0]["system"] == system and all(a == answers[0] for a in answers)


@pytest.mark.parametrize("name, system", [(n, s) for names, _, s in CALLS for n in names] + [("battletech", None)])
def test_rules_system_takes_every_name_of_a_system(run_cli, name, system):
    result = run_cli("rules", "--system", name, "--markdown")
    assert result.returncode == 0, result.stderr
    assert result.stdout == run_cli("rules", "--system", system or name, "--markdown").stdout


def test_an_unknown_system_is_named_with_the_names_there_are(run_cli):
    result = run_cli("rules", "--system", "gurps")
    assert result.returncode == 2
    assert result.stderr.splitlines()[-1] == (
        "hmeditor rules: error: argument --system: unknown game system 'gurps' (one of: battletech; grav-armor or "
        "grav_armor; wh40k or 40k; twxxi or total_war_xxi)")


@pytest.mark.parametrize("system", PACKAGES)
def test_the_rules_reference_names_no_folder_and_cites_sources_by_title(run_cli, system):
    text = run_cli("rules", "--system", system, "--markdown").stdout
    assert str(ROOT) not in text and "/hmeditor/data" not in text
    assert "the shipped rules (`" in text
    for word in ("seed 0", "seed00", "SYSTEMS", ".md", "(lines "):
        assert word not in text, word


def test_a_users_rules_file_is_named_by_its_file_name(run_cli, tmp_path):
    from hmeditor.core.systems import default_rules_path
    copy = tmp_path / "house-rules.yaml"
    copy.write_text(default_rules_path("wh40k").read_text(encoding="utf-8"), encoding="utf-8")
    text = run_cli("rules", "--rules", copy, "--markdown").stdout
    assert "from `house-rules.yaml`." in text and str(tmp_path) not in text


def test_the_help_names_each_systems_names():
    from hmeditor.cli import SYSTEM_NAMES
    from hmeditor.core.systems import names_text
    assert SYSTEM_NAMES == names_text()
