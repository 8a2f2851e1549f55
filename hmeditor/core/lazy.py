"""Packages whose names are imported when first asked for: a program starts with the modules it uses."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable


def lazy_names(package: str, modules: dict[str, tuple]) -> Callable[[str], object]:
    """A package's module `__getattr__` (PEP 562): each of its public names, by the module
    (relative to the package) it comes from, imported when first asked for. A name is given as
    it is, or as (public name, name in its module)."""
    where = {}
    for module, names in modules.items():
        for name in names:
            public, inner = name if isinstance(name, tuple) else (name, name)
            where[public] = module, inner

    def __getattr__(name: str):
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, inner = where[name]
        value = getattr(importlib.import_module(module, package), inner)
        setattr(sys.modules[package], name, value)
        return value
    return __getattr__
