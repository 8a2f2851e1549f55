"""Files shipped inside the package (found through importlib.resources; works frozen too)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def data_path(*parts: str) -> Path:
    return Path(str(resources.files("hmeditor").joinpath("data", *parts)))


def asset_path(*parts: str) -> Path:
    return Path(str(resources.files("hmeditor").joinpath("assets", *parts)))
