"""One rules pipeline: a user's rules file that changes what a tracked vehicle pays reaches every
consumer: `hmeditor check`, `hmeditor calc` and the editor (tests/ui/test_rules_file.py)."""

import json

from hmeditor.core.edits import add_mod, paint_base
from hmeditor.core.hexgrid import Hex
from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap
from hmeditor.core.systems import default_rules_path

POCKET = (5, 5)          # clear ground ringed by light woods
ROUGH = (10, 10)


def house_rules(tmp_path):
    """Tracked vehicles barred from light woods and paying +3 (not +1) in rough."""
    text = default_rules_path().read_text(encoding="utf-8")
    woods = "    prohibited: [{kinds: [wheeled, hover, wige], unless: [road, dirt_road, gravel_road]}]\n    tohit: 1\n"
    rough = "  rough:\n    mp: {default: 1, hovering: 0, hover: 1}\n"
    assert woods in text and rough in text
    text = text.replace(woods, woods.replace("[wheeled, hover, wige]", "[wheeled, hover, wige, tracked]"), 1)
    text = text.replace(rough, rough.replace("hover: 1}", "hover: 1, tracked: 3}"), 1)
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def pocket_map(tmp_path):
    m = HexMap(16, 17, "pocket")
    ring = [h.to_offset() for h in Hex.from_offset(*POCKET).neighbors()]
    paint_base(m, ring, "light_woods").apply(m)
    paint_base(m, [ROUGH], "rough").apply(m)
    add_mod(m, [(0, 0)], "road").apply(m)
    path = tmp_path / "pocket.hmap"
    write_map(m, path)
    return m, path


def test_check_follows_a_users_rules_file(run_cli, tmp_path):
    _, path = pocket_map(tmp_path)
    rules = house_rules(tmp_path)
    shipped = json.loads(run_cli("check", path, "--json").stdout)["maps"][0]["findings"]
    house = json.loads(run_cli("check", path, "--rules", rules, "--json").stdout)["maps"][0]["findings"]
    assert not [f for f in shipped if f["rule"] == "unreachable-area"]
    cut_off = [f for f in house if f["rule"] == "unreachable-area"]
    assert len(cut_off) == 1 and cut_off[0]["hexes"] == ["0606"]


def test_a_broken_rules_file_is_refused_by_check(run_cli, tmp_path):
    _, path = pocket_map(tmp_path)
    broken = tmp_path / "broken.yaml"
    broken.write_text("system: battletech\nterrain: [\n", encoding="utf-8")
    result = run_cli("check", path, "--rules", broken)
    assert result.returncode == 2 and "broken.yaml:" in result.stderr and result.stdout == ""


def test_the_calculator_follows_a_users_rules_file(run_cli, tmp_path):
    _, path = pocket_map(tmp_path)
    rules = house_rules(tmp_path)

    def move(to, *extra):
        out = run_cli("calc", "move", path, "--unit", "tracked", "--to", to, *extra, "--json")
        assert out.returncode == 0, out.stderr
        return json.loads(out.stdout)
    assert move("0605")["prohibited"] is False and move("0605", "--rules", rules)["prohibited"] is True
    assert move("1111")["mp"] == 2 and move("1111", "--rules", rules)["mp"] == 4

