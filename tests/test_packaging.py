"""What ships: licence, package data, entry points, the icon, the Linux desktop entry and MIME type.

The built app itself is checked by packaging/smoke_test.py (make smoke, run by .ci/run).
"""

import configparser
import importlib.util
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from importlib.metadata import entry_points

import pytest

from hmeditor.resources import ICON_SIZES, icon_path

from .conftest import ROOT

PACKAGING = ROOT / "packaging"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"
# The freedesktop.org menu specification's main categories: an entry names exactly one.
MAIN_CATEGORIES = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game", "Graphics",
                   "Network", "Office", "Science", "Settings", "System", "Utility"}


def load_packaging_module(name):
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def desktop_entry(path=PACKAGING / "hmeditor.desktop"):
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_licence_file_is_the_licence_pyproject_names():
    assert PYPROJECT["project"]["license"] == "GPL-3.0-or-later"
    assert PYPROJECT["project"]["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.split()[:5] == ["GNU", "GENERAL", "PUBLIC", "LICENSE", "Version"] and text.split()[5] == "3,"
    assert "any later version" in text


def _runtime_modules() -> set[str]:
    """The top-level modules of the distributions hmeditor needs to run here."""
    from importlib.metadata import packages_distributions

    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name
    needed = {canonicalize_name(Requirement(r).name) for r in PYPROJECT["project"]["dependencies"]
              if not Requirement(r).marker or Requirement(r).marker.evaluate()}
    return {module for module, dists in packages_distributions().items()
            if needed & {canonicalize_name(d) for d in dists}}


def test_the_app_carries_the_licence_texts_of_python_and_every_library_it_bundles(tmp_path):
    index = load_packaging_module("licences").write_licences(_runtime_modules(), tmp_path)
    bundled = [line.split()[0] for line in index]
    for name in ("Python", "numpy", "PySide6_Essentials", "shiboken6", "shapely", "PyYAML", "psutil", "pypdf"):
        assert name in bundled
    assert len(bundled) == len(set(bundled)) > len(PYPROJECT["project"]["dependencies"])
    assert (tmp_path / "Python.txt").read_text(encoding="utf-8").startswith("A. HISTORY OF THE SOFTWARE")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (tmp_path / "PySide6_Essentials" / "LGPL-3.0.txt").read_text()
    assert "GEOS" in (tmp_path / "shapely" / "LICENSE_GEOS").read_text(encoding="utf-8")
    assert "OpenBLAS" in (tmp_path / "numpy" / "LICENSE.txt").read_text(encoding="utf-8")
    assert all(any((tmp_path / name).iterdir()) for name in bundled if name != "Python")
    assert (tmp_path / "README.txt").read_text(encoding="utf-8").endswith("\n".join(index) + "\n")


def test_a_bundled_library_without_a_licence_text_stops_the_build(tmp_path, monkeypatch):
    licences = load_packaging_module("licences")
    monkeypatch.setattr(licences, "USED_UNDER", {})
    with pytest.raises(SystemExit, match="PySide6_Essentials 6.* carries no licence text"):
        licences.write_licences(["PySide6"], tmp_path)


@pytest.mark.skipif(not shutil.which("dpkg"), reason="the system's packages are known through dpkg")
def test_libraries_taken_from_the_system_carry_their_packages_copyright(tmp_path):
    unknown = tmp_path / "libmine.so.1"
    unknown.write_bytes(b"")
    index = load_packaging_module("licences").write_licences([], tmp_path / "licences",
                                                              [shutil.which("ls"), str(unknown)])
    placed = re.compile(r"system package (\S+) \(ls\): system/\1.txt")
    [package] = [m.group(1) for m in map(placed.fullmatch, index) if m]
    assert "system libraries libmine.so.1: their licences are those of the operating system's packages of them" \
        in index
    assert (tmp_path / "licences" / "system" / f"{package}.txt").read_text(encoding="utf-8").strip()


def test_package_data_names_only_folders_that_hold_files():
    patterns = PYPROJECT["tool"]["setuptools"]["package-data"]["hmeditor"]
    for pattern in patterns:
        assert [p for p in (ROOT / "hmeditor").glob(pattern) if p.is_file()], f"{pattern} matches no file"


def test_shapely_stays_a_dependency():
    assert any(d.startswith("shapely") for d in PYPROJECT["project"]["dependencies"])


def test_console_program_for_commands_and_windowed_program_for_the_editor():
    assert PYPROJECT["project"]["scripts"] == {"hmeditor": "hmeditor.app:main"}
    assert PYPROJECT["project"]["gui-scripts"] == {"hmeditorw": "hmeditor.app:gui_main"}
    installed = {e.name: e.value for e in entry_points(group="console_scripts")}
    assert installed.get("hmeditor") == "hmeditor.app:main", "reinstall: pip install -e ."


def test_icon_pngs_are_the_svg_rendered_at_each_size(qapp):
    from PySide6.QtGui import QImage
    icons = load_packaging_module("icons")
    for size in ICON_SIZES:
        shipped = QImage(str(icon_path(size)))
        assert (shipped.width(), shipped.height()) == (size, size)
        expected = icons.render(size).convertToFormat(shipped.format())
        worst = max(abs(a - b) for a, b in zip(shipped.constBits().tobytes(), expected.constBits().tobytes()))
        assert worst <= 8, f"hmeditor-{size}.png is out of date: run make icons"


def test_windows_icon_holds_every_size_as_png(tmp_path):
    ico = load_packaging_module("icons").write_ico(tmp_path / "hmeditor.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, len(ICON_SIZES))
    for i, size in enumerate(ICON_SIZES):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * i)
        assert (width or 256, height or 256, planes, bits) == (size, size, 1, 32)
        assert ico[offset:offset + length] == icon_path(size).read_bytes()


def test_desktop_entry_names_the_icon_the_map_type_and_one_main_category():
    entry = desktop_entry()
    assert entry["Icon"] == "hmeditor" and icon_path(256).name.startswith(entry["Icon"])
    categories = [c for c in entry["Categories"].split(";") if c]
    assert len(MAIN_CATEGORIES.intersection(categories)) == 1
    mime_type = ET.parse(PACKAGING / "hmeditor-mime.xml").find(f"{MIME}mime-type")
    assert entry["MimeType"] == mime_type.get("type") + ";"
    assert mime_type.find(f"{MIME}glob").get("pattern") == "*.hmap"
    assert mime_type.find(f"{MIME}icon").get("name") == entry["Icon"]


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils is not installed")
def test_desktop_entry_passes_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", PACKAGING / "hmeditor.desktop"], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("sh"), reason="Linux desktops only")
def test_install_desktop_puts_entry_icons_and_map_type_in_the_users_data_folder(tmp_path):
    script = PACKAGING / "install-desktop.sh"
    env = {"XDG_DATA_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    result = subprocess.run(["sh", script, "/opt/hm editor/hmeditor"], env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    entry = desktop_entry(tmp_path / "applications" / "hmeditor.desktop")
    assert entry["Exec"] == '"/opt/hm editor/hmeditor" %f'
    assert entry["Icon"] == "hmeditor"
    for size in ICON_SIZES:
        installed = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "hmeditor.png"
        assert installed.read_bytes() == icon_path(size).read_bytes()
    assert (tmp_path / "mime" / "packages" / "hmeditor.xml").read_bytes() == \
        (PACKAGING / "hmeditor-mime.xml").read_bytes()

    assert subprocess.run(["sh", script, "--uninstall"], env=env, capture_output=True).returncode == 0
    assert not [p for p in tmp_path.rglob("hmeditor*") if p.is_file()]
    bad = subprocess.run(["sh", script, "/opt/$HOME/hmeditor"], env=env, capture_output=True, text=True)
    assert bad.returncode == 2 and "must not hold" in bad.stderr
