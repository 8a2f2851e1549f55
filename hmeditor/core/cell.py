"""One hex's contents as a value, and its text form `BASE[:P...] [+MOD[:P...]]... [@LEVEL]`."""

from __future__ import annotations

from typing import NamedTuple

from .errors import quoted
from .vocabulary import BASE_INDEX, BASE_TERRAINS, MOD_INDEX, MODIFICATIONS, TerrainName, check_level

ParamValue = int | float | str


class Cell(NamedTuple):
    """Base terrain with its parameters, modifications (name -> parameters) and ground level.

    Parameters are complete: defaults filled in, None for an optional parameter not given.
    Modifications are kept in vocabulary order, so equal hexes compare equal.
    """

    base: str = "clear"
    params: tuple[ParamValue | None, ...] = ()
    mods: tuple[tuple[str, tuple[ParamValue | None, ...]], ...] = ()
    level: float = 0

    @property
    def mod_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.mods)

    def has(self, mod: str) -> bool:
        return mod in self.mod_names

    def param(self, name: str) -> ParamValue | None:
        spec = BASE_TERRAINS[BASE_INDEX[self.base]]
        for p, value in zip(spec.params, self.params):
            if p.name == name:
                return value
        raise KeyError(f"{self.base} has no parameter {name}")

    def with_mods(self, mods: dict[str, tuple]) -> Cell:
        ordered = tuple(sorted(mods.items(), key=lambda item: MOD_INDEX[item[0]]))
        return Cell(self.base, self.params, ordered, self.level)


def complete_params(spec: TerrainName, given: list[str] | tuple) -> tuple[ParamValue | None, ...]:
    """Parse (from text) and complete a parameter list; raises ValueError."""
    if len(given) > len(spec.params):
        raise ValueError(f"{spec.name} takes at most {len(spec.params)} parameter(s), got {len(given)}")
    values: list[ParamValue | None] = []
    for i, p in enumerate(spec.params):
        if i < len(given) and given[i] not in ("", None):
            values.append(p.check(given[i]))
        elif p.required:
            raise ValueError(f"{spec.name} needs its {p.name} ({', '.join(p.choices) or p.kind})")
        else:
            values.append(p.default)
    return tuple(values)


def _format_number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _format_term(spec: TerrainName, params: tuple) -> str:
    parts = [str(v) if isinstance(v, str) else _format_number(v) if v is not None else "" for v in params]
    # Trailing parameters equal to their default (or absent) are left out.
    while parts and (params[len(parts) - 1] is None or
                     (params[len(parts) - 1] == spec.params[len(parts) - 1].default
                      and not spec.params[len(parts) - 1].required)):
        parts.pop()
    return ":".join([spec.name, *parts])


def format_cell(cell: Cell) -> str:
    """The text form; "clear" for an empty hex at level 0."""
    words = [_format_term(BASE_TERRAINS[BASE_INDEX[cell.base]], cell.params)]
    for name, params in cell.mods:
        words.append("+" + _format_term(MODIFICATIONS[MOD_INDEX[name]], params))
    if cell.level != 0:
        words.append("@" + _format_number(cell.level))
    return " ".join(words)


def parse_level(text: str) -> float:
    return check_level(text)


def parse_cell(text: object) -> Cell:
    """Parse a hex value; raises ValueError naming what is wrong."""
    if not isinstance(text, str):
        raise ValueError(f"a hex value must be text like 'light_woods +mud @1', not {quoted(text)}")
    base_name: str | None = None
    base_params: tuple[ParamValue | None, ...] = ()
    level = 0.0
    mods: dict[str, tuple] = {}
    for word in text.split():
        if word.startswith("@"):
            level = parse_level(word[1:])
        elif word.startswith("+"):
            name, *params = word[1:].split(":")
            if name not in MOD_INDEX:
                hint = " (it is a base terrain)" if name in BASE_INDEX else ""
                raise ValueError(f"unknown modification {quoted(name)}{hint}")
            if name in mods:
                raise ValueError(f"modification {quoted(name)} appears twice")
            mods[name] = complete_params(MODIFICATIONS[MOD_INDEX[name]], params)
        else:
            name, *params = word.split(":")
            if name not in BASE_INDEX:
                hint = " (it is a modification: write +" + name + ")" if name in MOD_INDEX else ""
                raise ValueError(f"unknown base terrain {quoted(name)}{hint}")
            if base_name is not None:
                raise ValueError(f"two base terrains in one hex: {quoted(base_name)} and {quoted(name)}")
            base_name = name
            base_params = complete_params(BASE_TERRAINS[BASE_INDEX[name]], params)
    if base_name is None:
        base_name = "clear"
    return Cell(base_name, base_params, (), level).with_mods(mods)
