"""The underlay: a picture (a scan, a photo) under a map's grid to trace over, kept in the map's
`underlay:` block:

    underlay:
      image: scans/sheet-a.jpg      # relative to the .hmap file (or absolute)
      hexes: {"0101": [112, 96], "1617": [1880, 2410]}   # image pixels of two hex centres
      opacity: 0.5                  # 0..1
      print: false                  # printed only when true (or export --underlay)

Two hex centres fix the picture's scale, turn and offset on the map (a similarity: no shear, no
mirror). Without them the picture is laid over the map's width from its top-left corner. Here the
block is read and checked, written, and turned into the picture's placement on the map.
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import NamedTuple

import numpy as np

from .errors import DataError
from .hexgrid import HexIdError, Layout
from .model import HexMap

KEY = "underlay"
DEFAULT_OPACITY = 0.5


class Underlay(NamedTuple):
    image: str
    hexes: dict[str, tuple[float, float]] = {}
    opacity: float = DEFAULT_OPACITY
    print: bool = False

    def to_value(self) -> dict:
        """The block as the file holds it."""
        out: dict = {"image": self.image}
        if self.hexes:
            out["hexes"] = {h: [_plain(x), _plain(y)] for h, (x, y) in self.hexes.items()}
        out["opacity"] = _plain(self.opacity)
        out["print"] = self.print
        return out

    def image_path(self, map_path: str | os.PathLike | None) -> Path:
        """The picture's file: relative to the map's folder (the current folder for a map not saved)."""
        image = Path(self.image)
        if image.is_absolute() or map_path is None:
            return image
        return Path(map_path).resolve().parent / image


def underlay_of(hex_map: HexMap) -> Underlay | None:
    """The map's underlay; None when it has none (or, read elsewhere, a block that is not one)."""
    value = hex_map.extra_keys.get(KEY)
    if value is None:
        return None
    try:
        return read(value, hex_map)
    except DataError:
        return None


def read(value: object, hex_map: HexMap) -> Underlay:
    """The block as an Underlay; DataError (with the path to the bad part) when it is not one."""
    if not isinstance(value, dict):
        raise DataError("must be a mapping with 'image' and, to align it, 'hexes'")
    unknown = set(value) - {"image", "hexes", "opacity", "print"}
    if unknown:
        raise DataError(f"unknown key '{sorted(map(str, unknown))[0]}' (underlay keys: image, hexes, opacity, print)")
    image = value.get("image")
    if not isinstance(image, str) or not image.strip():
        raise DataError("image must name a picture file", ("image",))
    opacity = value.get("opacity", DEFAULT_OPACITY)
    if isinstance(opacity, bool) or not isinstance(opacity, (int, float)) or not 0 <= opacity <= 1:
        raise DataError(f"opacity must be a number from 0 to 1, not {opacity!r}", ("opacity",))
    printed = value.get("print", False)
    if not isinstance(printed, bool):
        raise DataError(f"print must be true or false, not {printed!r}", ("print",))
    return Underlay(image, _hexes(value.get("hexes", {}), hex_map), float(opacity), printed)


def check_block(value: object, hex_map: HexMap) -> None:
    """The .hmap reader's check of the block (a bad one refuses the file, naming the line)."""
    read(value, hex_map)


def _hexes(value: object, hex_map: HexMap) -> dict[str, tuple[float, float]]:
    if not isinstance(value, dict) or len(value) not in (0, 2):
        raise DataError("hexes must give two hex ids, each with the image pixel of its centre", ("hexes",))
    out = {}
    for hex_id, point in value.items():
        try:
            hex_map.parse_hex_id(str(hex_id))
        except HexIdError as e:
            raise DataError(str(e), ("hexes", hex_id)) from None
        if not (isinstance(point, list) and len(point) == 2 and all(
                isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in point)):
            raise DataError(f"hex {hex_id}: its centre is [x, y] in image pixels, not {point!r}", ("hexes", hex_id))
        out[str(hex_id)] = (float(point[0]), float(point[1]))
    if len(out) == 2 and len(set(out.values())) < 2:
        raise DataError("the two hexes must be at two different image pixels", ("hexes",))
    return out


def placement(underlay: Underlay, hex_map: HexMap, layout: Layout, image_size: tuple[int, int]) -> np.ndarray:
    """The 2 x 3 matrix taking image pixels (x, y, 1) to map units of `layout`: a turn and scale
    from the two hexes, else the picture over the map's width from its top-left corner."""
    if len(underlay.hexes) == 2:
        (a, pa), (b, pb) = underlay.hexes.items()
        return similarity(pa, pb, layout.center(*hex_map.parse_hex_id(a)), layout.center(*hex_map.parse_hex_id(b)))
    scale = layout.map_size(hex_map.width, hex_map.height)[0] / max(1, image_size[0])
    return np.array([[scale, 0, 0], [0, scale, 0]])


def similarity(p: tuple[float, float], q: tuple[float, float], p2: tuple[float, float],
               q2: tuple[float, float]) -> np.ndarray:
    """The 2 x 3 matrix of the turn, scale and shift taking p to p2 and q to q2 (complex numbers:
    z -> k z + t, with k = (q2 - p2) / (q - p))."""
    z1, z2, w1, w2 = complex(*p), complex(*q), complex(*p2), complex(*q2)
    k = (w2 - w1) / (z2 - z1)
    t = w1 - k * z1
    return np.array([[k.real, -k.imag, t.real], [k.imag, k.real, t.imag]])


def inverse(matrix: np.ndarray) -> np.ndarray:
    """The 2 x 3 matrix undoing `matrix`."""
    full = np.vstack([matrix, [0, 0, 1]])
    return np.linalg.inv(full)[:2]


def aligned(underlay: Underlay, hex_map: HexMap, clicks: dict[str, tuple[float, float]]) -> Underlay:
    """The underlay aligned by two hexes' centres clicked on the picture (image pixels)."""
    return underlay._replace(hexes={h: (round(x, 1), round(y, 1)) for h, (x, y) in clicks.items()})


def relative_image(image: str | os.PathLike, map_path: str | os.PathLike | None) -> str:
    """How the block names a picture: relative to the map's folder when the map has one and the
    picture is on the same drive, else its absolute path. Always with forward slashes."""
    image = Path(image).resolve()
    if map_path is not None:
        try:
            return Path(os.path.relpath(image, Path(map_path).resolve().parent)).as_posix()
        except ValueError:          # another drive (Windows)
            pass
    return image.as_posix()


def moved(underlay: Underlay, old_map_path: str | os.PathLike | None, new_map_path: str | os.PathLike
          ) -> Underlay | None:
    """The underlay of a map saved under a new path, its picture named from the new place (a
    relative name found from the old place would be looked for beside the new file); None when its
    name stays right."""
    if Path(underlay.image).is_absolute() or old_map_path is None:
        return None
    if Path(old_map_path).resolve().parent == Path(new_map_path).resolve().parent:
        return None
    return underlay._replace(image=relative_image(underlay.image_path(old_map_path), new_map_path))


def _plain(value: float) -> int | float:
    return int(value) if float(value).is_integer() else float(value)
