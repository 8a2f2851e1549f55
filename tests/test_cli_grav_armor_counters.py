"""Every Grav Armor counter of the rules on the board, as a user calls `calc grav-armor`: active
defence as the counter sheet prints it, the spacecraft and a fort with weapon boxes, and units
already disrupted, carried or with EW lost. On maps/grav-armor-combat-example.hmap: 0506 volcanic
mountains (CV 3), 0505 quiet mountains (CV 2), 0606 broken ground (CV 1), 0806 and 0805 smooth
plains (CV 0)."""

import json

import pytest

from .conftest import MAPS

EXAMPLE = MAPS / "grav-armor-combat-example.hmap"


def calc(run_cli, *args):
    result = run_cli("calc", "grav-armor", args[0], EXAMPLE, *args[1:], "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def terms(out) -> dict:
    return {i["source"]: i["value"] for i in out["breakdown"]}


# ---- item: active defence as the counter sheet prints it -----------------------------------------
# Seed 002, "Активная броня": "Подразделения со значением защиты черного цвета имеют активные системы
# обороны ... На расстоянии один гекс это оружие также добавляется к значению атаки"; "Защита форта
# пассивна - она не прибавляется к значениям атаки на дистанции в один гекс".
ACTIVE = [
    # (firer, its active defence at range 1: added to the attack, or None: passive)
    ("Nu3", 2), ("Omi9", 2), ("Aza3", 3), ("A-INF", 7), ("J-INF", 6), ("L-Mil", 4), ("M-Mil", 4),
    ("FL6", None), ("FM3", None), ("DS3", None), ("DS8", None), ("Alpha", None),
]


@pytest.mark.parametrize("firer, active", ACTIVE)
def test_active_defence_joins_the_attack_at_range_1_as_the_counter_prints_it(run_cli, firer, active):
    out = calc(run_cli, "fire", "--firer", f"{firer}@0805", "--target", "Omi9@0806")
    assert terms(out).get("active defence") == active
    far = calc(run_cli, "fire", "--firer", f"{firer}@0805", "--target", "Omi9@0807")
    assert "active defence" not in terms(far)                  # range 2


def test_the_rules_reference_shows_each_counters_defence_and_the_evidence(run_cli):
    text = run_cli("rules", "--system", "grav-armor", "--markdown").stdout
    assert "| `Nu3` | Nu-3 tank destroyer | 4 | 6 = | magnetic bolts | 4 | 2 active |" in text
    assert "| `FL6` | FL-6 fighter | 4 | 5 :: | gatling lasers | 3 | 8 passive | F | spacecraft |" in text
    assert "defence 2 printed black on the counter: active" in text
    assert "| `Alpha` | fort Alpha (example weapon boxes) | 4 / 3 / 2 | 5 :: / 6 ▲ / 4 = |" in text
    assert "| combat.carried_destroyed_in | free_flight |" in text


# ---- item: the spacecraft and a fort on the board ------------------------------------------------
# Seed 002, "Космический аппарат": "Истребители и десантные корабли (обозначенные значениями движения «F»
# и «D») - это космические аппараты, имеющие возможность подниматься на орбиту"; "эти юниты могут
# перемещаться по карте с бесконечной скоростью"; "Все истребители и десантные корабли так же уничтожаются
# любым попаданием". "Форты": "Каждая система оружия может стрелять отдельно".
SPACECRAFT = [
    # (call, what the answer holds)
    (("fire", "--firer", "Nu3@0506", "--target", "FL6@0505", "--state", "orbit"),
     {"detected": True, "hit_value": 4 + 6 + 1 + 2 - 4 - 8 - 0, "effect": "destroyed"}),
    (("fire", "--firer", "Nu3@0506", "--target", "DS8@0505", "--state", "free_flight"),
     {"detected": True, "hit_value": 4 + 6 + 1 + 2 - 8 - 3 - 0}),                   # DS8's EW 4 doubled
    (("fire", "--firer", "FM3@0806", "--target", "Omi9@0805"),
     {"hit_value": 3 + 6 - 4 - 2 - 0, "effect": "destroyed"}),                        # passive: no +8
    (("move", "--unit", "DS3", "--path", "0506,0606,0707,0806"), {"mp": 0, "allowed": True, "unit_mp": "D"}),
    (("move", "--unit", "FL6", "--path", "0506,0505"), {"free_flight": True, "destroyed_in": []}),
    (("fire", "--firer", "Alpha@0805", "--box", "2", "--target", "Omi9@0806"),
     {"firer": "Alpha", "box": 2, "hit_value": 3 + 6 - 4 - 2 - 0}),
    (("fire", "--firer", "Alpha@0805", "--box", "3", "--target", "Nu3@0806"),
     {"hit_value": 2 + 4 + 1 - 4 - 2 - 0}),                                           # mag bolts vs grav
    (("fire", "--firer", "Nu3@0806", "--target", "Alpha@0805"),
     {"hit_value": 4 + 6 + 2 - 4 - 6 - 0, "effect": None, "effect_row": "FORT"}),   # the fort's highest EW
    (("effect", "--unit", "Alpha@0805", "--roll", "5"), {"row": "FORT", "result": "ew-1", "ew_lost_after": 1}),
    (("move", "--unit", "Alpha", "--path", "0805,0806"), {"allowed": False, "reason": "a fort does not move"}),
    (("detect", "--firer", "Alpha@0805", "--box", "3", "--target", "0810"), {"range": 5, "ew": 2}),
    (("detect", "--firer", "Alpha@0805", "--box", "3", "--ew-lost", "1", "--target", "0806"), {"ew": 1}),
]


@pytest.mark.parametrize("call, expected", SPACECRAFT)
def test_spacecraft_and_forts_play_on_the_board(run_cli, call, expected):
    out = calc(run_cli, *call)
    assert {k: out[k] for k in expected} == expected


# ---- item: disrupted, carried, EW lost -----------------------------------------------------------
# Seed 002, "Подавлен": "как только подавленный юнит получает новое подавление, юнит уничтожается";
# "Транспорт": "Если транспорт уничтожен, пехота внутри тоже повреждена. Для пехоты сделан отдельный бросок
# ... Если при ударе транспорт находится в свободном полете, пехота также автоматически уничтожается";
# "Форт": "Сокращения РЭБ форта являются кумулятивными, и когда все оружие уменьшается до нуля (0) РЭБ,
# Форт уничтожается, даже если не произошло никакого результата “X”".
STANDING = [
    # (call, what the answer holds)
    (("effect", "--unit", "A-INF@0505", "--roll", "9"), {"result": "disrupted"}),
    (("effect", "--unit", "A-INF@0505", "--roll", "9", "--disrupted"), {"result": "destroyed"}),
    (("effect", "--unit", "A-INF@0505", "--disrupted"),
     {"chances": {"none": "1/6", "destroyed": "5/6"}}),                     # D 2/3 + X 1/6
    (("effect", "--unit", "L-Mil@0805", "--disrupted"), {"chances": {"destroyed": "1/1"}}),
    (("fire", "--firer", "Nu3@0506", "--target", "A-INF@0505", "--disrupted"),
     {"disrupted": True, "effect_chances": {"none": "1/6", "destroyed": "5/6"}}),
    (("fire", "--firer", "Nu3@0805", "--target", "Aza3@0806", "--carrying", "A-INF"),
     {"effect": "destroyed", "carried": {"unit": "A-INF", "row": "A-INF", "cv": 0, "chances":
      {"none": "1/36", "disrupted": "5/9", "destroyed": "5/12"}, "chances_p": {"none": 0.0278,
      "disrupted": 0.5556, "destroyed": 0.4167}}}),                        # 2d6 - 0: 2 none, 3-7 D, 8+ X
    (("fire", "--firer", "Nu3@0805", "--target", "Aza3@0806", "--carrying", "J-INF", "--state", "free_flight"),
     {"carried": {"unit": "J-INF", "row": None, "cv": 0, "chances": {"destroyed": "1/1"},
                  "chances_p": {"destroyed": 1.0}}}),
    (("fire", "--firer", "Nu3@0805", "--target", "DS8@0806", "--carrying", "M-Mil"),
     {"carried": {"unit": "M-Mil", "row": "MIL", "cv": 0, "chances": {"disrupted": "5/18", "destroyed": "13/18"},
                  "chances_p": {"disrupted": 0.2778, "destroyed": 0.7222}}}),     # 2-5 D, 6+ X
    (("effect", "--unit", "Alpha@0805", "--roll", "6", "--ew-lost", "1"),
     {"result": "ew-2", "ew_lost_after": 3}),                             # 1 + 2: the boxes at EW 1, 0, 0
    (("effect", "--unit", "Alpha@0805", "--roll", "6", "--ew-lost", "2"),
     {"result": "destroyed", "ew_lost_after": None}),                     # 2 + 2: every box at EW 0
    (("effect", "--unit", "Alpha@0805", "--ew-lost", "3"),
     {"chances": {"none": "1/12", "destroyed": "11/12"}}),                # any EW loss ends it
    (("fire", "--firer", "Nu3@0806", "--target", "Alpha@0805", "--ew-lost", "2"),
     {"ew_lost": 2, "hit_value": 4 + 6 + 2 - (4 - 2) - 6 - 0}),
    (("fire", "--firer", "Alpha@0805", "--box", "2", "--ew-lost", "2", "--target", "Omi9@0806"),
     {"hit_value": (3 - 2) + 6 - 4 - 2 - 0}),
]


@pytest.mark.parametrize("call, expected", STANDING)
def test_disrupted_carried_and_ew_lost(run_cli, call, expected):
    out = calc(run_cli, *call)
    assert {k: out[k] for k in expected} == expected


BAD = [
    (("fire", "--firer", "Nu3@0805", "--target", "Omi9@0806", "--disrupted"),
     "--disrupted: Omi9 is destroyed by any hit; only infantry and forts are disrupted"),
    (("fire", "--firer", "Nu3@0805", "--target", "Omi9@0806", "--carrying", "A-INF"),
     "--carrying: Omi9 is no carrier (a carrier's silhouette is white)"),
    (("fire", "--firer", "Nu3@0805", "--target", "Aza3@0806", "--carrying", "Nu3"),
     "--carrying: a carrier carries one infantry unit, not Nu3 (grav)"),
    (("fire", "--firer", "Nu3@0805", "--target", "Omi9@0806", "--ew-lost", "1"),
     "--ew-lost: only forts have weapon boxes and lose EW (Nu3: grav)"),
    (("fire", "--firer", "Alpha@0805", "--box", "4", "--target", "Omi9@0806"),
     "--box: Alpha has weapon boxes 1 to 3, not 4"),
    (("effect", "--unit", "Alpha@0805", "--ew-lost", "4"),
     "--ew-lost: Alpha has lost 4 EW: every weapon box is at EW 0, so the fort is destroyed"),
]


@pytest.mark.parametrize("call, message", BAD)
def test_what_cannot_be_is_one_line(run_cli, call, message):
    result = run_cli("calc", "grav-armor", call[0], EXAMPLE, *call[1:])
    assert (result.returncode, result.stdout, result.stderr) == (2, "", f"hmeditor calc: {message}\n")


def test_the_text_says_the_carried_infantrys_fate(run_cli):
    text = run_cli("calc", "grav-armor", "fire", EXAMPLE, "--firer", "Nu3@0805", "--target", "Aza3@0806",
                   "--carrying", "A-INF", "--state", "free_flight").stdout
    assert "the A-INF it carries, when it is destroyed: destroyed with it (free flight)" in text
    text = run_cli("calc", "grav-armor", "effect", EXAMPLE, "--unit", "Alpha@0805", "--roll", "6",
                   "--ew-lost", "1").stdout
    assert "roll 6 - 0 = 6: ew-2: every weapon box has lost 3 EW" in text
