"""Names imported when first used, so that a program starts with the modules it uses: the one device
for it, in three shapes, each a name of a module found by `imported(module, name)` at first use.

- `lazy_names(package, {module: names})`: a package's `__getattr__` (PEP 562), each of its public
  names imported from its module when first asked for. Beside it, the package imports the same
  names under `if TYPE_CHECKING:`, so that static tools (mypy, editors) follow them; a test
  (tests/test_lazy.py) keeps the two the same.
- `later(module, name)`: a function, imported at its first call (a game system's calculators).
- `LaterSequence(module, name)`: a module's list, imported when first looked at (a system's commands).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable, Sequence
from typing import Any


def imported(module: str, name: str | None = None) -> Any:
    """The module (imported now if it was not), or its attribute `name`."""
    found = importlib.import_module(module)
    return found if name is None else getattr(found, name)


def lazy_names(package: str, modules: dict[str, tuple]) -> Callable[[str], object]:
    """A package's module `__getattr__` (PEP 562): each of its public names, by the module
    (relative to the package) it comes from, imported when first asked for. A name is given as
    it is, or as (public name, name in its module). `names` on it: public name -> (module, name)."""
    where = {}
    for module, names in modules.items():
        for name in names:
            public, inner = name if isinstance(name, tuple) else (name, name)
            where[public] = module, inner

    def __getattr__(name: str):
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, inner = where[name]
        value = imported(importlib.util.resolve_name(module, package), inner)
        setattr(sys.modules[package], name, value)
        return value
    __getattr__.names = where       # type: ignore[attr-defined]
    return __getattr__


def later(module: str, name: str) -> Callable:
    """The function `name` of `module`, imported at its first call."""
    def call(*args, **kwargs):
        return imported(module, name)(*args, **kwargs)
    call.__module__, call.__name__, call.__qualname__ = module, name, name
    return call


class LaterSequence(Sequence):
    """The sequence `name` of `module` (a module's COMMANDS), imported when first looked at."""

    def __init__(self, module: str, name: str):
        self.module, self.name = module, name

    def __getitem__(self, index):
        return imported(self.module, self.name)[index]

    def __len__(self) -> int:
        return len(imported(self.module, self.name))
