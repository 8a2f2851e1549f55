"""One device imports names when first used (core/lazy.py), and static tools follow every name it
gives: a package's lazy names are imported beside it under `if TYPE_CHECKING:`, the same names from
the same modules."""

import ast
import importlib
from pathlib import Path

import pytest

import hmeditor
from hmeditor.core.lazy import LaterSequence, later

SOURCE = Path(hmeditor.__file__).parent


def _modules_with_lazy_names() -> list[str]:
    return sorted(".".join(path.relative_to(SOURCE.parent).with_suffix("").parts).removesuffix(".__init__")
                  for path in SOURCE.rglob("*.py")
                  if "= lazy_names(" in path.read_text(encoding="utf-8") and path.name != "lazy.py")


def _type_checking_imports(module) -> dict[str, tuple[str, str]]:
    """Public name -> (relative module, name in it) of the imports under `if TYPE_CHECKING:`."""
    found = {}
    for node in ast.parse(Path(module.__file__).read_text(encoding="utf-8")).body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for imp in node.body:
                if isinstance(imp, ast.ImportFrom):
                    for alias in imp.names:
                        found[alias.asname or alias.name] = ("." * imp.level + (imp.module or ""), alias.name)
    return found


def test_the_packages_with_lazy_names_are_found():
    assert {"hmeditor.core.check", "hmeditor.core.io.megamek", "hmeditor.core.systems.battletech",
            "hmeditor.core.systems.wh40k"} <= set(_modules_with_lazy_names())


@pytest.mark.parametrize("name", _modules_with_lazy_names())
def test_static_tools_see_the_names_a_package_gives_when_first_asked_for(name):
    module = importlib.import_module(name)
    lazy = module.__getattr__.names
    assert _type_checking_imports(module) == lazy
    assert set(lazy) <= set(module.__all__)
    for public, (inner_module, inner) in lazy.items():
        assert getattr(module, public) is getattr(importlib.import_module(inner_module, name), inner)


def test_no_other_module_imports_by_name():
    """importlib is the device's alone: every other import by name goes through it."""
    def imports_by_name(tree) -> bool:
        return any(isinstance(node, ast.Import) and any(a.name.startswith("importlib") for a in node.names)
                   or isinstance(node, ast.ImportFrom) and (node.module or "").startswith("importlib")
                   or isinstance(node, ast.Name) and node.id == "__import__" for node in ast.walk(tree))
    users = {str(path.relative_to(SOURCE)) for path in SOURCE.rglob("*.py")
             if imports_by_name(ast.parse(path.read_text(encoding="utf-8")))}
    assert users == {"core/lazy.py"}


def test_a_later_function_and_sequence_import_their_module_at_first_use():
    dumps = later("json", "dumps")
    assert dumps.__name__ == "dumps" and dumps([1]) == "[1]"
    commands = LaterSequence("hmeditor.core.systems.battletech.commands", "COMMANDS")
    assert len(commands) and commands[0].name
