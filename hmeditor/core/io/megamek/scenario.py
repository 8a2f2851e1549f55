"""Planetary conditions for MegaMek: a board holds none, MegaMek reads them from a scenario file
(.mms, MMSVersion 2) beside the board, under `planetaryconditions:` with the keys and words of its
reader (MegaMek/megamek:megamek/src/megamek/common/planetaryConditions/
PlanetaryConditionsDeserializer.java; layout: megamek/data/scenarios/Examples/ExampleV2.mms). A
scenario needs factions (ScenarioV2.java refuses one without): two are written for the players
to fill in with their units.
"""

from __future__ import annotations

import os
from pathlib import Path

import yaml

from ...errors import MapFileError
from ...model import HexMap
from ..files import atomic_write
from ..hmap import Dumper
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


def scenario_text(hex_map: HexMap, board: str) -> tuple[str, list[str]]:
    """A scenario playing the board at the relative path `board` under the map's conditions."""
    conditions, notes = scenario_conditions(hex_map)
    name = hex_map.name or Path(board).stem
    data = {"MMSVersion": 2, "name": name,
            "description": f"{name}, with the planetary conditions set in hmeditor.",
            "map": board, "planetaryconditions": conditions,
            "factions": [{"name": "Player 1", "deploy": "N"}, {"name": "Player 2", "deploy": "S"}]}
    head = ("# A MegaMek scenario written by hmeditor: the board and its planetary conditions.\n"
            "# Add your forces under each faction (see MegaMek's data/scenarios/Examples/ExampleV2.mms).\n")
    return head + yaml.dump(data, Dumper=Dumper, sort_keys=False, allow_unicode=True), notes


def write_scenario(hex_map: HexMap, path: str | Path, board_path: str | Path) -> list[str]:
    """Write the scenario for the board at `board_path`; the notes on what it could not say."""
    board = os.path.relpath(Path(board_path).resolve(), Path(path).resolve().parent).replace(os.sep, "/")
    text, notes = scenario_text(hex_map, board)
    try:
        atomic_write(path, text.encode("utf-8"))
    except OSError as e:
        raise MapFileError(str(path), f"cannot save: {e.strerror or e}") from None
    return notes
