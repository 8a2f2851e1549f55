"""What the map's hexes are in Grav Armor: the map's terrain chart (its `systems: {grav_armor:
{chart: NAME}}` key, default `standard`) turns base terrain, modifications and level into a Grav
Armor terrain with its combat value (CV) and MP to enter."""

from __future__ import annotations

import numpy as np

from ...calc.hexes import check_hex
from ...errors import quoted
from ...model import HexMap
from ..mapkeys import map_value
from .schema import Chart, GravRules, TerrainRow

SYSTEM_KEY = "grav_armor"
DEFAULT_CHART = "standard"


def chart_name(hex_map: HexMap) -> str:
    """The chart the map names (standard when it names none); ValueError when it is not a name."""
    return map_value(hex_map, SYSTEM_KEY, "chart", DEFAULT_CHART)


def chart_of(hex_map: HexMap, rules: GravRules) -> Chart:
    """The map's terrain chart; ValueError when the rules have no chart of that name."""
    name = chart_name(hex_map)
    chart = rules.charts.get(name)
    if chart is None:
        raise ValueError(f"the map asks for the Grav Armor terrain chart {quoted(name)}, which the rules do not have "
                         f"(they have: {', '.join(rules.charts)})")
    return chart


def with_chart(hex_map: HexMap, name: str) -> dict:
    """The map's `systems` key with `name` as its Grav Armor chart (other systems' entries kept)."""
    given = hex_map.extra_keys.get("systems")
    systems = dict(given) if isinstance(given, dict) else {}
    entry = systems.get(SYSTEM_KEY)
    systems[SYSTEM_KEY] = {**(entry if isinstance(entry, dict) else {}), "chart": name}
    return systems


def row_index(hex_map: HexMap, chart: Chart, rows: slice = slice(None), cols: slice = slice(None)) -> np.ndarray:
    """The chart row of each hex in a window of the map ([row, col], the whole map by default)."""
    return chart.classify(hex_map.base[rows, cols], hex_map.mods[rows, cols], hex_map.level[rows, cols])


def hex_terrain(hex_map: HexMap, chart: Chart, hx: tuple[int, int]) -> TerrainRow:
    check_hex(hex_map, hx)
    col, row = hx
    return chart.rows[int(row_index(hex_map, chart, slice(row, row + 1), slice(col, col + 1))[0, 0])]


def cv_grid(hex_map: HexMap, chart: Chart, rows: slice = slice(None), cols: slice = slice(None)) -> np.ndarray:
    """Each hex's CV in a window of the map, inf where detection cannot pass."""
    cv = np.array([np.inf if r.cv is None else r.cv for r in chart.rows], float)
    return cv[row_index(hex_map, chart, rows, cols)]


def mp_grid(hex_map: HexMap, chart: Chart) -> np.ndarray:
    """Each hex's MP to enter, inf where barred (but to free flight and spacecraft)."""
    mp = np.array([np.inf if r.mp is None else r.mp for r in chart.rows], float)
    return mp[row_index(hex_map, chart)]
