"""The MegaMek term tables (hmeditor/data/megamek.yaml), read once and checked: every name of ours
must exist in FORMAT.md, so a typo in the data fails loudly instead of dropping a terrain."""

from __future__ import annotations

from typing import NamedTuple

from ....resources import data_path
from ...rules import RulesReader, load_cached, read_yaml
from ...vocabulary import BASE_INDEX, BUILDING_TYPES, CONDITION_INDEX, MOD_INDEX


class Terms(NamedTuple):
    write: dict[str, tuple[str, int]]                 # our name -> (key, level)
    read: dict[tuple[str, int | None], str]           # (key, level or None: any) -> our name
    variants: dict[tuple[str, int], str]
    base_priority: tuple[str, ...]
    building_cf: dict[str, int]
    new_bridge_cf: int
    building_classes: tuple[str, ...]
    companions: dict[str, tuple[tuple[str, ...], str | None]]
    params: dict[str, tuple[str, str]]
    cosmetic: frozenset[str]
    megamek_names: frozenset[str]
    exitable: frozenset[str]
    valid_levels: dict[str, tuple[int | None, int | None]]
    scenario: dict[str, tuple[str, dict[str, str] | None]]      # condition -> (scenario key, words)
    fuel_tank: dict[str, int]

    @property
    def any_level(self) -> set[str]:
        return {key for (key, level) in self.read if level is None}

    @property
    def read_keys(self) -> set[str]:
        return {key for key, _ in self.read}

    def bridge_type(self, cf: int) -> int:
        """MegaMek's bridge type (1 light .. 4 hardened) for a bridge of this CF."""
        limits = [self.building_cf[t] for t in BUILDING_TYPES[:3]]
        return next((i + 1 for i, top in enumerate(limits) if cf <= top), 4)


def _read(path) -> Terms:
    reader = RulesReader(path)
    top = reader.top(read_yaml(path), ("terms", "variants", "base_priority", "building_cf", "new_bridge_cf",
                                       "building_classes", "companions", "params", "cosmetic", "megamek_names",
                                       "exitable", "valid_levels", "scenario", "fuel_tank"))
    terms = reader.table(top["terms"], top.line_of("terms"), "terms")
    reader.names(list(terms), terms.line, "terms", {**BASE_INDEX, **MOD_INDEX})
    write, read = {}, {}
    for name, (key, level, *others) in terms.items():
        write[name] = (key, level)
        read[(key, level)] = name
        for other in ([None] if others == ["any"] else others[0] if others else []):
            read[(key, other)] = name
    variants = {(key, int(level)): text for key, levels in top["variants"].items() for level, text in levels.items()}
    companions = {key: (tuple(spec["owners"]), spec.get("note")) for key, spec in top["companions"].items()}
    reader.names(list(top["building_cf"]), top.line_of("building_cf"), "building_cf", BUILDING_TYPES)
    scenario = reader.table(top["scenario"], top.line_of("scenario"), "scenario", CONDITION_INDEX)
    for key, (_, *words) in scenario.items():
        reader.names(list(words[0]) if words else [], scenario.line_of(key), f"scenario.{key}",
                     CONDITION_INDEX[key].values)
    return Terms(write, read, variants, tuple(top["base_priority"]), dict(top["building_cf"]), top["new_bridge_cf"],
                 tuple(top["building_classes"]), companions, {k: tuple(v) for k, v in top["params"].items()},
                 frozenset(top["cosmetic"]), frozenset(top["megamek_names"]), frozenset(top["exitable"]),
                 {k: tuple(v) for k, v in top["valid_levels"].items()},
                 {k: (v[0], dict(v[1]) if len(v) > 1 else None) for k, v in top["scenario"].items()},
                 dict(top["fuel_tank"]))


TERMS = load_cached(data_path("megamek.yaml"), _read)
