"""The grid's measurements for virtual tabletops (`export --vtt`): where the hexes of the PNG are,
in pixels, written as JSON beside it, so that a VASSAL module or any virtual tabletop can lay its own
grid exactly over the picture.

The PNG is drawn at `dpi` pixels per inch with the map's top-left corner at the image's (0, 0): a
length of L inches on the sheet is L * dpi pixels, exactly (the image's size is rounded to whole
pixels, the grid is not). Pixel coordinates here are from the image's top-left corner, x to the right
and y down; pixel (i, j) covers [i, i + 1) x [j, j + 1).

VASSAL's HexGrid (vassal-app/.../boardPicker/board/HexGrid.java) in its usual setting (`sideways`
off) has flat-topped hexes in columns: `dx` is the distance between the centres of neighbouring
columns (3/4 of a hex's width corner to corner), `dy` a hex's height across the flats (the distance
between centres down a column), (`x0`, `y0`) the centre of a hex of an upper column, whole pixels;
the columns on either side of it sit half a hex lower, as every other column of a BattleTech sheet
does. `sideways` turns the grid a quarter turn (pointed tops): not ours.
"""

from __future__ import annotations

import json
import os

from ..core.files import atomic_write
from ..core.model import HexMap
from .sheets import Options

DECIMALS = 3


def json_path(png: str | os.PathLike) -> str:
    """OUT.json beside OUT.png."""
    root, _ = os.path.splitext(str(png))
    return root + ".json"


def measurements(hex_map: HexMap, options: Options, image: tuple[int, int]) -> dict:
    """The grid of a PNG of `image` (width, height) pixels drawn with `options`, in pixels."""
    layout, dpi = options.layout, options.dpi
    x0, y0 = (v * dpi for v in layout.center(0, 0))
    column = 1.5 * layout.size * dpi
    height = layout.flat_width * dpi
    return {"grid": "hex", "orientation": "flat", "columns": hex_map.width, "rows": hex_map.height,
            "hex_width_px": round(2 * layout.size * dpi, DECIMALS), "hex_height_px": round(height, DECIMALS),
            "column_spacing_px": round(column, DECIMALS), "origin_px": [round(x0, DECIMALS), round(y0, DECIMALS)],
            "first_hex": hex_map.hex_id(0, 0), "lower_columns": "even (0201, 0401, ...): half a hex lower",
            "image_px": list(image), "dpi": dpi,
            "vassal": {"sideways": False, "dx": round(column, DECIMALS), "dy": round(height, DECIMALS),
                       "x0": round(x0), "y0": round(y0)}}


def write_measurements(hex_map: HexMap, png: str | os.PathLike, options: Options, image: tuple[int, int]) -> str:
    """Write OUT.json beside the PNG; its path."""
    path = json_path(png)
    atomic_write(path, (json.dumps(measurements(hex_map, options, image), indent=2) + "\n").encode("utf-8"))
    return path
