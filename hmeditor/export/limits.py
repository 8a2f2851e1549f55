"""How large an image export would be, worked out before anything is drawn, against what programs
open: a PNG's pixels (at the defaults a 1000 x 1000 map is 122 gigapixels), an SVG's bytes (gigabytes
for a large busy map). What is too large is refused, with what would fit."""

from __future__ import annotations

import math

from ..core.model import HexMap
from .sheets import Options

LARGEST_PNG_PIXELS = 2**31 - 1   # image programs and libraries count an image's pixels in 32 bits
LARGEST_SVG_BYTES = 1 << 30      # drawing programs and web browsers do not open larger SVG files
SVG_SAMPLED_FROM = 50_000        # hexes: a smaller map's SVG is far below (at most 20 KB a hex)
LEAST_DPI = 10
HEX_STEP = 0.05                  # inches: hex sizes offered are multiples of this


def size_problem(hex_map: HexMap, suffix: str, options: Options) -> str | None:
    """Why the export to a file of `suffix` would be too large to open, with what to choose instead;
    None when it is not."""
    if suffix == ".png":
        return _png_problem(hex_map, options)
    if suffix == ".svg" and hex_map.width * hex_map.height >= SVG_SAMPLED_FROM:
        return _svg_problem(hex_map, options)
    return None


def png_fits(hex_map: HexMap, options: Options) -> bool:
    from .png import image_size
    width, height = image_size(hex_map, options)
    return width * height <= LARGEST_PNG_PIXELS


def largest_dpi(hex_map: HexMap, options: Options) -> int | None:
    """The highest resolution, at most the one chosen, whose PNG fits; None when not even the lowest."""
    from .png import image_size
    pixels = math.prod(image_size(hex_map, options))
    dpi = min(options.dpi, math.floor(options.dpi * math.sqrt(LARGEST_PNG_PIXELS / pixels)))
    while dpi >= LEAST_DPI and not png_fits(hex_map, Options(hex_size=options.hex_size, dpi=dpi)):
        dpi -= 1
    return dpi if dpi >= LEAST_DPI else None


def _png_problem(hex_map: HexMap, options: Options) -> str | None:
    from .png import image_size
    if png_fits(hex_map, options):
        return None
    width, height = image_size(hex_map, options)
    dpi = largest_dpi(hex_map, options)
    choose = (f"{dpi} dpi or less" if dpi else
              f"{LEAST_DPI} dpi and hexes of at most {_largest_hex_size(hex_map, options):g} in")
    return (f"a PNG of {width:,} x {height:,} pixels ({_giga(width * height)} gigapixels) is more than image "
            f"programs open ({_giga(LARGEST_PNG_PIXELS)} gigapixels): choose {choose}")


def _largest_hex_size(hex_map: HexMap, options: Options) -> float:
    """The largest hex size, a multiple of HEX_STEP from the one chosen down, whose PNG fits at the
    lowest resolution."""
    steps = math.floor(options.hex_size / HEX_STEP)
    while steps > 2 and not png_fits(hex_map, Options(hex_size=steps * HEX_STEP, dpi=LEAST_DPI)):
        steps -= 1
    return round(steps * HEX_STEP, 2)


def _svg_problem(hex_map: HexMap, options: Options) -> str | None:
    from .svg import estimated_size
    size = estimated_size(hex_map, options)
    if size <= LARGEST_SVG_BYTES:
        return None
    return (f"an SVG of this map would be about {size / 2**30:.1f} GB, more than drawing programs and web "
            f"browsers open ({LARGEST_SVG_BYTES / 2**30:g} GB): export a PNG or a PDF instead")


def _giga(pixels: int) -> str:
    return f"{pixels / 1e9:.1f}"
