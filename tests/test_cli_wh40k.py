"""hmeditor calc wh40k as a user calls it: the seed's worked examples (a roll of 6 climbs one 3" floor
after 3" across; two Marines roll 3 jumping down: from 3" one survives, from 6" one dies), the JSON of
SYSTEMS.md, and bad input refused with one line and exit 2."""

import json

import pytest

from hmeditor.cli import main
from hmeditor.core.cell import parse_cell
from hmeditor.core.edits import set_cells
from hmeditor.core.io import write_map
from hmeditor.core.model import HexMap

CITY = {"0505": "ruins:3", "0503": "light_woods", "0504": "rubble", "0707": "building:heavy:2",
        "0202": "magma_crust", "0208": "ruins:2:6", "0909": "clear +fortified"}


@pytest.fixture(scope="module")
def city(tmp_path_factory):
    m = HexMap(10, 10, "city fight")
    set_cells(m, {m.parse_hex_id(h): parse_cell(v) for h, v in CITY.items()}).apply(m)
    path = tmp_path_factory.mktemp("maps") / "city.hmap"
    write_map(m, path)
    return path


def calc(run_cli, *args):
    result = run_cli("calc", "wh40k", *args, "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_seed_a_marine_rolling_6_moves_3_across_and_climbs_one_3_inch_floor(run_cli, city):
    out = calc(run_cli, "climb", city, "--hex", "0505", "--roll", "6")
    assert {"floors": 1, "horizontal_in": 3} in out["options"]
    assert out["options"] == [{"floors": 0, "horizontal_in": 6}, {"floors": 1, "horizontal_in": 3},
                              {"floors": 2, "horizontal_in": 0}]
    assert (out["system"], out["hex"], out["roll"], out["ruin_floors"], out["spacing_in"]) == ("wh40k", "0505", 6, 3, 3)
    text = run_cli("calc", "wh40k", "climb", city, "--hex", "0505", "--roll", "6").stdout
    assert '1 floor up or down, then 3" (2.4 hexes) across' in text


def test_seed_two_marines_roll_3_jumping_down(run_cli, city):
    low = calc(run_cli, "jump-down", city, "--hex", "0505", "--floor", "2", "--roll", "3")
    high = calc(run_cli, "jump-down", city, "--hex", "0505", "--floor", "3", "--roll", "3")
    assert (low["height_in"], low["modifier"], low["result"], low["survives"]) == (3, -1, 2, True)
    assert (high["height_in"], high["modifier"], high["result"], high["survives"]) == (6, -2, 1, False)
    assert (low["survive_chance"], low["survive_chance_p"]) == ("2/3", 0.6667)
    assert (high["survive_chance"], high["survive_chance_p"]) == ("1/2", 0.5)
    text = run_cli("calc", "wh40k", "jump-down", city, "--hex", "0505", "--floor", "3", "--roll", "3").stdout
    assert "roll 3: 3 -2 = 1, removed as a casualty" in text


def run(capsys, *args):
    code = main(["calc", "wh40k", *map(str, args)])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cover_from_a_firer(city, capsys):
    code, out, _ = run(capsys, "cover", city, "--target", "0505", "--firer", "0501", "--json")
    assert code == 0 and json.loads(out) == {
        "system": "wh40k", "target": "0505", "firer": "0501", "unit": "infantry", "go_to_ground": False,
        "save": 4, "source": "ruins", "range_hexes": 4, "range_in": 5, "inches_per_hex": 1.25,
        "breakdown": [{"hex": "0505", "source": "ruins", "save": 4, "role": "in_hex"},
                      {"hex": "0504", "source": "rubble", "save": 5, "role": "intervening"}]}    # 0503: halfway
    code, out, _ = run(capsys, "cover", city, "--target", "0506", "--firer", "0501", "--go-to-ground", "--json")
    assert json.loads(out)["save"] == 3 and json.loads(out)["source"] == "ruins"
    code, out, _ = run(capsys, "cover", city, "--target", "0101", "--json")
    assert (json.loads(out)["save"], json.loads(out)["source"]) == (None, None)
    code, out, _ = run(capsys, "cover", city, "--target", "0909", "--go-to-ground")
    assert out.startswith("cover save 2+ for infantry in 0909 (fortified)")


def test_move_through_difficult_terrain(city, capsys):
    code, out, _ = run(capsys, "move", city, "--unit", "infantry", "--from", "0502", "--to", "0505", "--json")
    out = json.loads(out)
    assert out["difficult"] and out["difficult_hexes"] == ["0503", "0504", "0505"] and not out["dangerous"]
    assert out["distance"] == {"1": "1/36", "2": "1/12", "3": "5/36", "4": "7/36", "5": "1/4", "6": "11/36"}
    assert out["distance_p"]["6"] == 0.3056 and out["dangerous_test_chance"] is None
    assert (out["range_hexes"], out["range_in"], out["reach_chance"], out["reach_chance_p"]) == (3, 3.75, "3/4", 0.75)
    code, out, _ = run(capsys, "move", city, "--unit", "jetbike", "--from", "0502", "--to", "0505", "--json")
    out = json.loads(out)
    assert out["distance"] is None and out["dangerous_hexes"] == ["0505"] and out["dangerous_test_chance"] == "1/6"
    assert out["dangerous_test_chance_p"] == 0.1667 and out["difficult_hexes"] == ["0505"]
    code, out, _ = run(capsys, "move", city, "--unit", "bike", "--from", "0201", "--to", "0203", "--json")
    out = json.loads(out)
    assert out["dangerous_hexes"] == ["0202"] and not out["impassable"] and not out["lethal"]


def test_a_building_and_the_table_scale(city, capsys, tmp_path):
    code, out, _ = run(capsys, "building", city, "--hex", "0707", "--neglected", "--json")
    assert json.loads(out) == {"system": "wh40k", "hex": "0707", "building": "heavy", "fortification": None,
                               "neglected": True, "armour": 12, "emplaced_bs": 2, "emplaced_can_fire": False,
                               "breakdown": [{"source": "heavy", "value": 14}, {"source": "neglected", "value": -2}]}
    scaled = tmp_path / "scaled.hmap"
    scaled.write_text(city.read_text(encoding="utf-8") + "systems:\n  wh40k: {inches_per_hex: 2}\n", encoding="utf-8")
    code, out, _ = run(capsys, "move", scaled, "--unit", "infantry", "--from", "0502", "--to", "0505")
    assert 'infantry from 0502 to 0505: 6" (3 hexes)' in out and "covering 6\" needs a 6: 11/36" in out


@pytest.mark.parametrize("args, message", [
    (("move", "{map}", "--unit", "tank", "--from", "0101", "--to", "0102"),
     "--unit: unknown unit type 'tank' (one of: infantry, jump_infantry, jet_pack, bike, jetbike, skimmer, vehicle, "
     "walker, monstrous_creature, beast)"),
    (("climb", "{map}", "--hex", "0505", "--roll", "7"), "--roll: a D6 roll is 1 to 6, not 7"),
    (("jump-down", "{map}", "--hex", "0505", "--floor", "2", "--roll", "0"), "--roll: a D6 roll is 1 to 6, not 0"),
    (("jump-down", "{map}", "--hex", "0505", "--floor", "4"), "--floor: the ruin has floors 1 to 3, not 4"),
    (("jump-down", "{map}", "--hex", "0505", "--floor", "9" * 400),
     "--floor: the ruin has floors 1 to 3, not <a number of about 400 digits>"),
    (("climb", "{map}", "--hex", "0504", "--roll", "3"), "--hex: 0504 has no ruins (it is rubble)"),
    (("jump-down", "{map}", "--hex", "0101", "--floor", "2"), "--hex: 0101 has no ruins (it is clear)"),
    (("building", "{map}", "--hex", "0505"), "--hex: 0505 is not a building (it is ruins)"),
    (("cover", "{map}", "--target", "1111"), "--target: hex 1111 is off the 10 x 10 map"),
    (("cover", "{map}", "--target", "0505", "--unit", "bike", "--go-to-ground"),
     "--go-to-ground: bikes cannot go to ground"),
])
def test_bad_input_exits_2_with_one_line(city, capsys, args, message):
    code, out, err = run(capsys, *(a.format(map=city) for a in args))
    assert (code, out, err) == (2, "", f"hmeditor calc: {message}\n")


def test_a_bad_table_scale_in_the_map_exits_2(run_cli, city, tmp_path):
    bad = tmp_path / "bad.hmap"
    bad.write_text(city.read_text(encoding="utf-8") + "systems:\n  wh40k: {inches_per_hex: -1}\n", encoding="utf-8")
    result = run_cli("calc", "wh40k", "cover", bad, "--target", "0505", "--firer", "0501")
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "bad.hmap:" in result.stderr and "systems: wh40k.inches_per_hex must be a number from 0.1 to 20, not -1" \
        in result.stderr


def test_rules_reference_for_players(capsys):
    assert main(["rules", "--system", "wh40k", "--markdown"]) == 0
    out = capsys.readouterr().out
    assert "| `ruins` | 4+ (area terrain) | difficult | WH40K, BoLS" in out
    assert "| 6 | 0 floors, 6\"; 1 floor, 3\"; 2 floors, 0\" |" in out
    assert "| 3 | 6\" | -2 | 1/2 |" in out and "| Imperial Bastion | 14 | WH40K |" in out


def test_the_sample_city_fight_as_the_readme_shows_it(capsys):
    from .conftest import MAPS
    code, out, _ = run(capsys, "cover", MAPS / "ruins-40k-city-fight.hmap", "--target", "1506", "--firer", "0908")
    assert code == 0
    assert out.startswith('cover save 4+ for infantry in 1506 (ruins)\nfirer in 0908: 7.5" (6 hexes) away')
