"""A game system is a package behind one small interface: adding the test-only toy system to the
list of systems is all it takes for the command line (calc, rules) to offer it."""

import json

import pytest

from hmeditor.cli import main
from hmeditor.core import systems
from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from hmeditor.core.rules import RulesError
from hmeditor.core.systems import Rulebook, battletech, get_system, load_rules, system_of_file
from hmeditor.core.vocabulary import BASE_INDEX

from .toysystem import SYSTEM as TOY


@pytest.fixture
def toy(monkeypatch):
    """The toy system as one more line in the list of systems."""
    monkeypatch.setattr(systems, "SYSTEMS", (battletech.SYSTEM, TOY))
    return TOY


@pytest.fixture
def woods_map(tmp_path):
    m = HexMap(4, 4, "toy")
    m.base[1, 2] = BASE_INDEX["heavy_woods"]
    path = tmp_path / "toy.hmap"
    write_map(m, path)
    return path


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_battletech_is_the_first_and_default_system():
    assert systems.SYSTEMS[0] is battletech.SYSTEM and systems.DEFAULT_SYSTEM == "battletech"
    assert load_rules() is load_rules(None, "battletech")
    with pytest.raises(ValueError, match="unknown game system 'toy'"):
        get_system("toy")


def test_a_new_system_answers_on_the_command_line(toy, woods_map, capsys):
    code, out, _ = run(capsys, "calc", "toy", "cover", woods_map, "--hex", "0302", "--json")
    assert code == 0 and json.loads(out) == {"system": "toy", "hex": "0302", "cover": 2}
    code, out, _ = run(capsys, "calc", "toy", "cover", woods_map, "--hex", "0101")
    assert code == 0 and out == "cover 0 in 0101\n"
    code, out, _ = run(capsys, "calc", "toy", "roll", "--at-least", "7", "--json")
    assert json.loads(out) == {"system": "toy", "chance": "7/12", "chance_p": 0.5833}
    code, _, err = run(capsys, "calc", "toy", "cover", woods_map, "--hex", "0909")
    assert code == 2 and err == "hmeditor calc: --hex: hex 0909 is off the 4 x 4 map\n"


def test_rules_prints_any_systems_reference(toy, capsys):
    code, out, _ = run(capsys, "rules", "--system", "toy", "--markdown")
    assert code == 0 and out.startswith("# Toy cover") and "- heavy_woods: 2" in out
    code, out, _ = run(capsys, "rules", "--system", "toy")
    assert out == "Toy cover: 3 rows\nRun 'hmeditor rules --system toy --markdown' for the full tables.\n"
    code, out, _ = run(capsys, "rules", "--rules", TOY.rules_file)      # the file says which system it is for
    assert code == 0 and out.startswith("Toy cover")


def test_rules_without_system_is_battletech(capsys):
    code, out, _ = run(capsys, "rules", "--system", "battletech", "--markdown")
    assert code == 0 and out == run(capsys, "rules", "--markdown")[1] and out.startswith("# BattleTech")
    with pytest.raises(SystemExit):
        main(["rules", "--system", "chess"])
    assert "unknown game system 'chess'" in capsys.readouterr().err


def test_a_rules_file_for_another_system_is_refused(toy, tmp_path, capsys):
    code, _, err = run(capsys, "calc", "move", "maps/blank-16x17.hmap", "--unit", "mech", "--to", "0101",
                       "--rules", TOY.rules_file)
    assert code == 2 and "toy.yaml:2: this is not a rules file for battletech" in err
    nameless = tmp_path / "nameless.yaml"
    nameless.write_text("title: mine\n", encoding="utf-8")
    with pytest.raises(RulesError, match="'system' must name a game system"):
        system_of_file(nameless)


def test_a_rulebook_holds_one_rules_file_per_system(toy):
    book, system_id = Rulebook().with_file(TOY.rules_file)
    assert system_id == "toy" and book.rules("toy").cover_of("heavy_woods") == 2
    assert book.rules("battletech") is load_rules() and Rulebook().files == {}


def test_the_toy_system_reads_through_the_shared_reader(toy, tmp_path):
    broken = tmp_path / "toy.yaml"
    broken.write_text(TOY.rules_file.read_text().replace("light_woods: {value: 1, source: [test]}",
                                                           "light_woods: {value: 1, source: [nobody]}"))
    with pytest.raises(RulesError, match=r"toy.yaml:8: cover.light_woods.source: unknown name 'nobody'"):
        load_rules(broken, "toy")


@pytest.mark.parametrize("package", systems.PACKAGES)
def test_every_public_name_of_a_system_is_what_it_says_after_all_its_modules_load(package):
    """A name loaded on first use must not share a name with one of the package's modules: loading
    that module (from anywhere) would put the module in the name's place."""
    import importlib
    import pkgutil
    system = importlib.import_module(f"hmeditor.core.systems.{package}")
    for module in pkgutil.iter_modules(system.__path__):
        importlib.import_module(f"{system.__name__}.{module.name}")
    shadowed = [name for name in system.__all__ if type(getattr(system, name)).__name__ == "module"]
    assert shadowed == []
