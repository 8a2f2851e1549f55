"""Files shipped inside the package, found beside its modules: installed, in a checkout, and in
the packaged app (PyInstaller puts the package's data beside its modules' paths). Not through
importlib.resources, whose import and lookup took 8 ms of every command's start."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).parent


def data_path(*parts: str) -> Path:
    return PACKAGE.joinpath("data", *parts)


def docs_path(*parts: str) -> Path:
    """The user guide: hmeditor/docs where it is installed and in the packaged app, the checkout's
    docs/ folder in a checkout."""
    shipped = PACKAGE / "docs"
    return (shipped if shipped.is_dir() else PACKAGE.parent / "docs").joinpath(*parts)


def asset_path(*parts: str) -> Path:
    return PACKAGE.joinpath("assets", *parts)


ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def icon_path(size: int) -> Path:
    """The application icon at `size` px (rendered from assets/hmeditor.svg by packaging/icons.py)."""
    return asset_path("icons", f"hmeditor-{size}.png")
