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

import yaml

from ...errors import MapFileError
from ...model import HexMap
from ..files import atomic_write
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
