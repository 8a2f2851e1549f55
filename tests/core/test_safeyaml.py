"""The YAML every map and rules file goes through: aliases repeat a bounded number of values, numbers
have a bounded number of digits, `1:30` is text, and a message quotes a bounded piece of a value."""

import resource
import sys

import pytest
import yaml

from hmeditor.core import safeyaml
from hmeditor.core.errors import MapFileError, quoted
from hmeditor.core.io import hmap
from hmeditor.core.rules import RulesError
from hmeditor.core.systems import default_rules_path

from ..conftest import ROOT

# Nine lists of nine, each of the one before: 9**9 values from a few hundred bytes.
BOMB = "".join(f"{name}: &{name} [{', '.join([f'*{prev}'] * 9) if prev else ', '.join(['lol'] * 9)}]\n"
               for prev, name in zip(["", *"abcdefgh"], "abcdefghi"))


def _limited(size: int = 1 << 30):
    return lambda: resource.setrlimit(resource.RLIMIT_AS, (size, size))


@pytest.mark.parametrize("where", ["size: *i\n", "size: [*i, 3]\nhmeditor: 1\n", "hmeditor: *i\nsize: [3, 3]\n",
                                   "size: [3, 3]\nconditions: {weather: *i}\n", "size: [3, 3]\nname: *i\n"])
def test_an_alias_bomb_in_a_map_is_refused_at_once_in_one_short_line(run_cli, tmp_path, where):
    src = tmp_path / "bomb.hmap"
    src.write_text(BOMB + where + "hexes: {}\n", encoding="utf-8")
    assert src.stat().st_size < 600
    result = run_cli("check", src, preexec_fn=_limited(), timeout=60)
    assert result.returncode == 2, result.stderr[:300]
    assert result.stderr.count("\n") == 1 and len(result.stderr) < 300, result.stderr[:300]
    assert f"bomb.hmap:{BOMB.count(chr(10)) - 5}: aliases repeat more than 10,000 values" in result.stderr


def test_an_alias_bomb_in_a_rules_file_is_refused_at_once_in_one_short_line(run_cli, tmp_path):
    rules = tmp_path / "bomb.yaml"
    shipped = default_rules_path().read_text(encoding="utf-8")
    rules.write_text(BOMB + shipped.replace("\ntitle: ", "\ntitle: *i\nx: ", 1), encoding="utf-8")
    result = run_cli("rules", "--rules", rules, preexec_fn=_limited(), timeout=60)
    assert result.returncode == 2, result.stderr[:300]
    assert result.stderr.count("\n") == 1 and "bomb.yaml:4: aliases repeat more than 10,000" in result.stderr


def test_a_few_aliases_still_load_and_an_alias_inside_itself_is_refused():
    assert yaml.load("a: &x [1, 2]\nb: *x\n", Loader=safeyaml.SafeLoader) == {"a": [1, 2], "b": [1, 2]}
    text = "size: [3, 3]\nkept: &x {a: [1, 2, 3]}\nagain: *x\nhexes: {}\n"
    assert hmap.loads(text).extra_keys["again"] == {"a": [1, 2, 3]}
    with pytest.raises(MapFileError, match=r"<map>:2: an alias stands inside the value it names"):
        hmap.loads("size: [3, 3]\nkept: &x [1, *x]\nhexes: {}\n")


@pytest.mark.parametrize("number", ["1" * 5000, "-" + "9" * 4301, "0x" + "f" * 5000, "1" * 101])
def test_a_number_of_thousands_of_digits_is_refused_with_its_line(tmp_path, number):
    with pytest.raises(MapFileError, match=r"<map>:2: a number of more than 100 digits"):
        hmap.loads(f"size: [3, 3]\nkept: {number}\nhexes: {{}}\n")
    rules = tmp_path / "long.yaml"
    shipped = default_rules_path().read_text(encoding="utf-8")
    rules.write_text(shipped.replace("\ntitle: ", f"\nx: {number}\ntitle: ", 1), encoding="utf-8")
    from hmeditor.core.systems.battletech.loader import read_rules
    with pytest.raises(RulesError, match=r"long.yaml:\d+: a number of more than 100 digits"):
        read_rules(rules)


def test_a_base_60_number_is_kept_as_the_text_it_is():
    text = "size: [3, 3]\nkept: 190:20:30\nname: 1:30\nalso: [1:30.5, -2:00]\nhexes: {}\n"
    m = hmap.loads(text)
    assert m.extra_keys == {"kept": "190:20:30", "also": ["1:30.5", "-2:00"]} and m.name == "1:30"
    back = hmap.loads(hmap.dumps(m))
    assert back.extra_keys == m.extra_keys and back.name == "1:30"
    assert yaml.safe_load(hmap.dumps(m))["kept"] == "190:20:30"      # quoted for YAML 1.1 readers too


def test_a_quoted_value_is_short_whatever_its_size():
    nested: list = ["lol"] * 9
    for _ in range(30):
        nested = [nested] * 9
    for value in (nested, "x" * 10**7, 10**5000, {str(i): i for i in range(10**5)}, b"\x00" * 10**6):
        assert len(quoted(value)) <= 60
    assert quoted("light_woods") == "'light_woods'" and quoted([1, 2]) == "[1, 2]" and quoted(None) == "None"


def test_the_safe_loader_is_the_only_yaml_loader_of_files():
    """Every YAML reader of a file goes through safeyaml (the style data shipped with the program aside)."""
    readers = {path.relative_to(ROOT).as_posix() for path in (ROOT / "hmeditor").rglob("*.py")
               if "yaml.load(" in path.read_text(encoding="utf-8")}
    assert readers == {"hmeditor/core/io/hmap.py", "hmeditor/core/rules/reader.py", "hmeditor/render/style.py",
                       "hmeditor/core/io/megamek/scenario.py"}
    scenario_reader = (ROOT / "hmeditor/core/io/megamek/scenario.py").read_text(encoding="utf-8")
    assert scenario_reader.count("yaml.load(") == scenario_reader.count("Loader=SafeLoader") == 1
    assert sys.modules["hmeditor.core.rules.reader"]._Loader.__mro__[1] is safeyaml.SafeLoader
    assert hmap._StrictLoader.__mro__[1] is safeyaml.SafeLoader


LONG = "x" * 100_000


@pytest.mark.parametrize("text", [
    f"size: [3, 3]\nconditions: {{{LONG}: 1}}\n", f"size: [3, 3]\nconditions: {{weather: {LONG}}}\n",
    f"size: [3, 3]\nhexes:\n  \"0101\": {LONG}\n", f"size: [3, 3]\nhexes:\n  \"0101\": water +{LONG}\n",
    f"size: [3, 3]\nhexes:\n  \"{'1' * 100_000}\": water\n", f"size: [{LONG}, 3]\n",
    f"hmeditor: {LONG}\nsize: [3, 3]\n",
    f"size: [3, 3]\nhexes:\n  \"0101\": water:{LONG}\n", f"size: [3, 3]\n{LONG}: 1\n{LONG}: 2\n",
    f"size: [3, 3]\naccepted: [{{rule: x, hexes: [\"{LONG}\"]}}]\n", f"size: [3, 3]\nmegamek: {{header: [{LONG}]}}\n"])
def test_a_message_quotes_a_short_piece_of_a_long_value(text):
    with pytest.raises(MapFileError) as e:
        hmap.loads(text, "<t>")
    assert len(str(e.value)) < 400, str(e.value)[:500]
