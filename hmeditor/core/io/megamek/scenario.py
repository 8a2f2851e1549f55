"""Planetary conditions and deployment for MegaMek: a board holds no conditions, MegaMek reads them
from a scenario file (.mms, MMSVersion 2) beside the board, under `planetaryconditions:` with the keys
and words of its reader (MegaMek/megamek:megamek/src/megamek/common/planetaryConditions/
PlanetaryConditionsDeserializer.java; layout: megamek/data/scenarios/Examples/ExampleV2.mms). A
scenario needs factions (ScenarioV2.java refuses one without): one per deployment zone of the map,
named after it and deploying in its hexes (`deploy: {area: {list: [[x, y], ...]}}`, 1-based board
numbers, as ScenarioV2 and HexAreaDeserializer read it), or two for the players to fill in.

A board numbers its deployment zones but has no names for them (the names go into the scenario);
labels and objectives have a place in neither: they stay in the .hmap, and the scenario lists them
in comments for whoever writes its victory conditions.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

import yaml

from ...errors import MapFileError, quoted
from ...files import atomic_write, read_text
from ...model import HexMap
from ...safeyaml import SafeLoader
from ...vocabulary import CONDITION_INDEX
from ..hmap import Dumper
from .block import clean
from .terms import TERMS


def conditions_note(hex_map: HexMap) -> str | None:
    """What a .board loses of the map's conditions (None when it has none set)."""
    if not hex_map.conditions:
        return None
    shown = ", ".join(f"{k.replace('_', ' ')} {str(v).replace('_', ' ')}" for k, v in hex_map.conditions.items())
    return (f"planetary conditions ({shown}) are not part of a .board: MegaMek reads them from a scenario file; "
            f"write one beside the board with: hmeditor convert MAP OUT.board --scenario OUT.mms")


def scenario_conditions(hex_map: HexMap) -> tuple[dict, list[str]]:
    """The map's conditions as MegaMek's `planetaryconditions:`, and notes on values it has no word for."""
    out, notes = {}, []
    for key, value in hex_map.conditions.items():
        name, words = TERMS.scenario[key]
        if words is None:
            out[name] = value
        elif value in words:
            out[name] = {"strength": words[value]} if key == "wind" else words[value]
        else:
            notes.append(f"{key.replace('_', ' ')} {str(value).replace('_', ' ')}: a MegaMek scenario file has no "
                         f"word for it, left out (set it in MegaMek's Planetary Conditions dialog)")
    return out, notes


def zone_names_note(hex_map: HexMap) -> str | None:
    """What a .board loses of the deployment zones' names (None when they are MegaMek's own)."""
    named = [f"{z.number} {z.name}" for z in hex_map.scenario.zones if z.name != f"Zone {z.number}"]
    if not named:
        return None
    return (f"deployment zone names ({', '.join(named)}) are not part of a .board, which numbers its zones: a "
            f"scenario beside it names its players after them (--scenario OUT.mms)")


def scenario_note(hex_map: HexMap) -> str | None:
    """What neither a .board nor a MegaMek scenario holds: labels and objectives."""
    s = hex_map.scenario
    lost = [f"{len(items)} {what}" for items, what in ((s.labels, "labels"), (s.objectives, "objectives")) if items]
    if not lost:
        return None
    return f"{' and '.join(lost)} have no place in a .board or a MegaMek scenario: they stay in the .hmap"


def _factions(hex_map: HexMap) -> list[dict]:
    """A faction per deployment zone, deploying in its hexes; two by the north and south edges without."""
    zones = [z for z in hex_map.scenario.zones if z.hexes]
    if not zones:
        return [{"name": "Player 1", "deploy": "N"}, {"name": "Player 2", "deploy": "S"}]
    return [{"name": z.name, "deploy": {"area": {"list": [[c + 1, r + 1] for c, r in sorted(z.hexes)]}}}
            for z in zones]


def _listed(hex_map: HexMap) -> str:
    """Comment lines naming the map's objectives and labels (MegaMek has no place for them)."""
    s, hex_id = hex_map.scenario, hex_map.hex_id
    lines = [f"# Objective {o.name} in {hex_id(*o.at)}" for o in s.objectives]
    lines += [f"# Label '{clean(lb.text)}' in {hex_id(*lb.at)}" for lb in s.labels]
    if not lines:
        return ""
    return "# The map's objectives and labels (MegaMek has no place for them: write your victory conditions):\n" + \
        "\n".join(lines) + "\n"


def scenario_text(hex_map: HexMap, board: str) -> tuple[str, list[str]]:
    """A scenario playing the board at the relative path `board` under the map's conditions, with a
    faction per deployment zone."""
    conditions, notes = scenario_conditions(hex_map)
    name = hex_map.name or Path(board).stem
    data = {"MMSVersion": 2, "name": name,
            "description": f"{name}, with the planetary conditions set in hmeditor.",
            "map": board, "planetaryconditions": conditions, "factions": _factions(hex_map)}
    head = ("# A MegaMek scenario written by hmeditor: the board, its planetary conditions and deployment.\n"
            "# Add your forces under each faction (see MegaMek's data/scenarios/Examples/ExampleV2.mms).\n")
    return head + _listed(hex_map) + yaml.dump(data, Dumper=Dumper, sort_keys=False, allow_unicode=True), notes


def write_scenario(hex_map: HexMap, path: str | Path, board_path: str | Path) -> list[str]:
    """Write the scenario for the board at `board_path`; the notes on what it could not say."""
    board = os.path.relpath(Path(board_path).resolve(), Path(path).resolve().parent).replace(os.sep, "/")
    text, notes = scenario_text(hex_map, board)
    try:
        atomic_write(path, text.encode("utf-8"))
    except OSError as e:
        raise MapFileError(str(path), f"cannot save: {e.strerror or e}") from None
    return notes


# ---- reading one back: the conditions (and zone names) a scenario gives its board -------------

class ScenarioFile(NamedTuple):
    """What a MegaMek scenario says of its board: where the board is, its planetary conditions in
    our names, the names of the players deploying in listed hexes (by those hexes), and notes on
    what it says that a map does not hold."""

    board: Path
    conditions: dict
    zone_names: dict[frozenset, str]
    notes: list[str]


def read_scenario(path: str | Path) -> ScenarioFile:
    """Read a .mms file; MapFileError naming the file (and line) when it is not one we can read."""
    source = str(path)
    try:
        data = yaml.load(read_text(path), Loader=SafeLoader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        raise MapFileError(source, f"not valid YAML: {e.problem or e.context}",
                           mark.line + 1 if mark else None) from None
    except yaml.YAMLError as e:
        raise MapFileError(source, f"not valid YAML: {quoted(str(e))}") from None
    if not isinstance(data, dict) or not isinstance(data.get("map"), str) or not data["map"].strip():
        raise MapFileError(source, "not a MegaMek scenario we can open: it names no single board ('map: FILE.board')")
    notes: list[str] = []
    conditions = _conditions_read(data.get("planetaryconditions"), source, notes)
    board = Path(path).resolve().parent / data["map"]
    return ScenarioFile(board, conditions, _zone_names(data.get("factions")), notes)


def _conditions_read(given: object, source: str, notes: list[str]) -> dict:
    """MegaMek's `planetaryconditions:` in our names, every value checked as a map's are."""
    if given is None:
        return {}
    if not isinstance(given, dict):
        raise MapFileError(source, "planetaryconditions must be a mapping such as 'weather: heavy rain'")
    names = {mm_key: (key, words) for key, (mm_key, words) in TERMS.scenario.items()}
    out = {}
    for mm_key, value in given.items():
        if mm_key not in names:
            notes.append(f"planetary condition {quoted(mm_key)} has no place in a map: left out")
            continue
        key, words = names[mm_key]
        if isinstance(value, dict) and key == "wind":
            value = value.get("strength")
        if words is not None:
            if not isinstance(value, str):
                raise MapFileError(source, f"planetaryconditions: {mm_key} must be a word such as "
                                           f"'{next(iter(words.values()))}', not {quoted(value)}")
            ours = {word: name for name, word in words.items()}.get(value)
            if ours is None:
                notes.append(f"{key} {quoted(value)}: not a word hmeditor knows for it, left out")
                continue
            value = ours
        try:
            out[key] = CONDITION_INDEX[key].validate(value)
        except ValueError as e:
            raise MapFileError(source, f"planetaryconditions: {e}") from None
    return out


def _zone_names(factions: object) -> dict[frozenset, str]:
    """The players that deploy in listed hexes (as hmeditor writes a zone's), by those hexes."""
    names = {}
    for faction in factions if isinstance(factions, list) else []:
        area = faction.get("deploy") if isinstance(faction, dict) else None
        listed = area.get("area", {}).get("list") if isinstance(area, dict) and isinstance(area.get("area"), dict) \
            else None
        if isinstance(faction.get("name"), str) and isinstance(listed, list) and all(
                isinstance(xy, list) and len(xy) == 2 and all(isinstance(v, int) for v in xy) for xy in listed):
            names[frozenset((x - 1, y - 1) for x, y in listed)] = faction["name"]
    return names


def with_scenario(hex_map: HexMap, scenario: ScenarioFile) -> HexMap:
    """The board's map with the scenario's conditions, its zones named after the players deploying
    in their hexes."""
    hex_map.conditions = dict(scenario.conditions)
    zones = tuple(z._replace(name=scenario.zone_names.get(frozenset(z.hexes), z.name)) for z in hex_map.scenario.zones)
    hex_map.scenario = hex_map.scenario._replace(zones=zones)
    return hex_map


def load_scenario(path: str | Path) -> tuple[HexMap, list[str]]:
    """A .mms file opened as a map: its board, under its conditions; notes on what neither holds."""
    from .reader import load_board  # here: the reader needs the writer, which needs this module
    scenario = read_scenario(path)
    if not scenario.board.is_file():
        raise MapFileError(str(path), f"its board {quoted(str(scenario.board))} is not there")
    hex_map, notes = load_board(scenario.board)
    return with_scenario(hex_map, scenario), notes + scenario.notes


def read_scenario_map(path: str | Path) -> HexMap:
    return load_scenario(path)[0]


def write_scenario_map(hex_map: HexMap, path: str | Path) -> None:
    raise MapFileError(str(path), "a MegaMek scenario is written beside a board: save the map as FILE.board "
                                  "with a scenario (hmeditor convert MAP OUT.board --scenario OUT.mms)")


def scenario_beside(board: str | Path) -> Path | None:
    """The scenario file beside a board that plays it (the board's name with .mms), if there is one."""
    candidate = Path(board).with_suffix(".mms")
    try:
        if candidate.is_file() and read_scenario(candidate).board == Path(board).resolve():
            return candidate
    except (MapFileError, OSError):
        return None
    return None
