"""Files shipped inside the package (found through importlib.resources; works frozen too)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def data_path(*parts: str) -> Path:
    return Path(str(resources.files("hmeditor").joinpath("data", *parts)))


def asset_path(*parts: str) -> Path:
    return Path(str(resources.files("hmeditor").joinpath("assets", *parts)))


ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def icon_path(size: int) -> Path:
    """The application icon at `size` px (rendered from assets/hmeditor.svg by packaging/icons.py)."""
    return asset_path("icons", f"hmeditor-{size}.png")
