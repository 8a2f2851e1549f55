"""What the brush, bucket fill and "paint selection" put on hexes: a Paint, chosen in the palette."""

from __future__ import annotations

from dataclasses import dataclass

from . import edits
from .cell import Cell, format_cell, parse_cell
from .model import HexMap
from .vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS
from .wording import describe_cell

KINDS = ("base", "add_mod", "remove_mod", "raise", "lower", "set_level", "height", "hex")


@dataclass(frozen=True)
class Paint:
    """`kind` is one of KINDS; `name` the terrain or modification; `params` its parameters;
    `value` the level to set or the height (for kind "height", `name` is gravel_pile or
    heavy_industrial). Kind "hex" puts a whole hex, `name` its text (`of_hex`)."""

    kind: str = "base"
    name: str = "clear"
    params: tuple = ()
    value: float = 0

    @staticmethod
    def of_hex(cell: Cell) -> Paint:
        """The paint putting this whole hex (base with parameters, modifications, level)."""
        return Paint("hex", format_cell(cell))

    @property
    def cell(self) -> Cell:
        """The hex a "hex" paint puts."""
        return parse_cell(self.name)

    def edit(self, hex_map: HexMap, hexes) -> edits.SetCells:
        if self.kind == "hex":
            return edits.paint_hex(hex_map, hexes, self.cell)
        if self.kind == "base":
            return edits.paint_base(hex_map, hexes, self.name, self.params)
        if self.kind == "add_mod":
            return edits.add_mod(hex_map, hexes, self.name, self.params)
        if self.kind == "remove_mod":
            return edits.remove_mod(hex_map, hexes, self.name)
        if self.kind in ("raise", "lower"):
            return edits.shift_level(hex_map, hexes, 1 if self.kind == "raise" else -1)
        if self.kind == "set_level":
            return edits.set_level(hex_map, hexes, self.value)
        if self.kind == "height":
            return edits.set_base_param(hex_map, hexes, self.name, "height", self.value)
        raise ValueError(f"unknown paint kind {self.kind}")

    @property
    def label(self) -> str:
        if self.kind == "hex":
            return f"Hex: {describe_cell(self.cell)}"
        if self.kind == "base":
            spec = BASE_TERRAINS[BASE_INDEX[self.name]]
            extra = ", ".join(f"{p.name} {v:g}" if isinstance(v, float) else f"{p.name} {v}"
                              for p, v in zip(spec.params, self.params) if v not in (None, ""))
            return spec.label + (f" ({extra})" if extra else "")
        if self.kind in ("add_mod", "remove_mod"):
            verb = "Add" if self.kind == "add_mod" else "Remove"
            return f"{verb} {MODIFICATIONS[MOD_INDEX[self.name]].label.lower()}"
        if self.kind == "set_level":
            return f"Set level {self.value:g}"
        if self.kind == "height":
            return f"{BASE_TERRAINS[BASE_INDEX[self.name]].label} height {self.value:g}"
        return "Raise level" if self.kind == "raise" else "Lower level"
