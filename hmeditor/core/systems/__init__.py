"""The game systems of the seeds, each a package behind one small interface (`base.GameSystem`).

`load_rules(path=None, system_id)` gives a system's rules (a user's copy, or the shipped file;
cached); `Rulebook` is the set of rules in use, one per system; `get_system(id)` a system.

Adding a system `<id>`:
1. its rules data `hmeditor/data/rules/<id>.yaml` (rows with `source`, `uncertain` where the seed
   is silent), read by its loader through `hmeditor.core.rules.RulesReader` (FILE:LINE errors);
2. its package `core/systems/<id>/`: schema, loader, calculators (sharing core.calc's dice and
   hexes, core.hexgrid's lines), commands, figures, overlays, and `SYSTEM = GameSystem(...)`,
   naming its parts to be imported when first used (core.lazy: later, LaterSequence, lazy_names), so
   that a command that needs the rules of a system (the reality check) loads only those, and the
   settings a map may keep for it (`map_keys`, checked when any map is read: mapkeys.py), and the
   module of its own reality-check families (`checks`: `@check(..., system=<id>)` from core.check);
3. its id in PACKAGES below (SYSTEMS imports the packages when first asked for). The command
   line (`calc <word> ...`, `rules --system <id>`) and the editor (the calculator dock's selector,
   the hex dock, the heat map) pick it up from there; the editor shows its commands as a form until
   it has a panel of its own (ui/panels, PANELS).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import quoted
from ..lazy import imported
from ..rules import LinedDict, RulesError, load_cached, read_yaml
from .base import GameSystem

PACKAGES = ("battletech", "grav_armor", "wh40k", "total_war_xxi")    # each system's package, named by its id
DEFAULT_SYSTEM = PACKAGES[0]
CONDITIONS_SYSTEM = DEFAULT_SYSTEM     # the system whose rules say what a map's planetary conditions bring


def all_systems() -> tuple[GameSystem, ...]:
    """SYSTEMS: the systems in order, their packages imported when first asked for (a command or a
    check that needs one system does not load the others)."""
    if "SYSTEMS" not in globals():
        globals()["SYSTEMS"] = tuple(_package(p).SYSTEM for p in PACKAGES)
    return globals()["SYSTEMS"]


if TYPE_CHECKING:
    SYSTEMS: tuple[GameSystem, ...]        # all_systems(), made when first asked for


def __getattr__(name: str):
    if name == "SYSTEMS":
        return all_systems()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _package(name: str):
    return imported(f"{__name__}.{name}")


def get_system(name: str) -> GameSystem:
    """The system of that id, or of any other name it answers to (`GameSystem.names`: "grav-armor",
    "twxxi", "40k"); ValueError naming the systems."""
    if "SYSTEMS" not in globals() and name in PACKAGES:
        return _package(name).SYSTEM
    for s in all_systems():
        if name in s.names:
            return s
    raise ValueError(f"unknown game system {quoted(name)} (one of: {names_text()})")


def names_text() -> str:
    """ "battletech; grav-armor or grav_armor; ...": each system's first two names."""
    return "; ".join(" or ".join(s.names[:2]) for s in all_systems())


def default_rules_path(system_id: str = DEFAULT_SYSTEM) -> Path:
    """The rules file shipped for a system."""
    return get_system(system_id).rules_file


def load_rules(path: str | Path | None = None, system_id: str = DEFAULT_SYSTEM):
    """A system's rules: the rules file at `path`, or its shipped one (cached per file)."""
    system = get_system(system_id)
    return load_cached(path if path is not None else default_rules_path(system_id), system.read_rules)


def system_of_file(path: str | Path) -> str:
    """The system a rules file is for (its top-level `system:`); RulesError when it names none we know."""
    data = read_yaml(path)
    named = data.get("system") if isinstance(data, LinedDict) else None
    known = [s.id for s in all_systems()]
    if named not in known:
        line = data.line_of("system") if isinstance(data, LinedDict) else None
        raise RulesError(Path(path).resolve(), f"'system' must name a game system ({', '.join(known)}),"
                         f" not {quoted(named)}", line)
    return named


@dataclass(frozen=True)
class Rulebook:
    """The rules in use: for each system its shipped rules, or the user's rules file loaded for it."""

    files: dict[str, str] = field(default_factory=dict)      # system id -> a user's rules file

    def rules(self, system_id: str = DEFAULT_SYSTEM):
        return load_rules(self.files.get(system_id), system_id)

    def with_file(self, path: str | Path) -> tuple[Rulebook, str]:
        """This rulebook with the rules file at `path` for its system (checked now: RulesError)."""
        system_id = system_of_file(path)
        load_rules(path, system_id)
        return Rulebook({**self.files, system_id: str(Path(path).resolve())}), system_id
