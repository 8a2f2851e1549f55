"""The licence texts of what the packaged app bundles, gathered at build time (hmeditor.spec):
Python's own, and those each bundled library's installed distribution carries (its .dist-info
licence files: numpy's cover OpenBLAS and its other parts, shapely's GEOS). A library whose wheel
carries none (PySide6 and shiboken6: Qt) gets the text of the licence we use it under from
packaging/licences/. A bundled library with no licence text at all stops the build.

    write_licences(["numpy", "PySide6", "yaml", ...], bundle / "licences")
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable
from importlib.metadata import Distribution, distribution, packages_distributions
from pathlib import Path

from packaging.utils import canonicalize_name

TEXTS = Path(__file__).resolve().parent / "licences"
# Distributions whose wheels carry no licence text: the texts of the licence we use them under.
USED_UNDER = {"pyside6-essentials": ("LGPL-3.0", ["LGPL-3.0.txt"]), "shiboken6": ("LGPL-3.0", ["LGPL-3.0.txt"])}
LICENCE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)
OURS = "hmeditor"                # its own licence is LICENSE beside the programs


def write_licences(modules: Iterable[str], folder: Path, system_libraries: Iterable[str] = ()) -> list[str]:
    """Write the licence texts of the distributions that provide the top-level `modules`, of Python
    and of the `system_libraries` (paths of the libraries bundled from the system) into `folder`,
    one sub-folder each, with an index, README.txt; returns the index lines."""
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy2(_python_licence(), folder / "Python.txt")
    index = [f"Python {sys.version.split()[0]}: PSF-2.0 (Python.txt)"]
    for dist in bundled_distributions(modules):
        name = dist.metadata["Name"]
        expression, written = _write_texts(dist, folder / name)
        index.append(f"{name} {dist.version}: {expression} ({name}/: {', '.join(written)})")
    index += _write_system_texts(system_libraries, folder / "system")
    (folder / "README.txt").write_text(
        "hmeditor bundles these programs and libraries, each under its licence; their texts are in this "
        "folder. The GNU GPL version 3, which the LGPL builds on, is hmeditor's own licence: LICENSE beside "
        "the programs.\n\n" + "\n".join(index) + "\n", encoding="utf-8")
    return index


def bundled_distributions(modules: Iterable[str]) -> list[Distribution]:
    """The installed distributions providing the top-level modules (the standard library's and ours
    aside), by name."""
    providers = packages_distributions()
    names = {name for module in modules for name in providers.get(module, ())}
    dists = {distribution(name).metadata["Name"]: distribution(name) for name in names}
    return [dists[name] for name in sorted(dists, key=str.lower) if canonicalize_name(name) != OURS]


def _write_texts(dist: Distribution, folder: Path) -> tuple[str, list[str]]:
    """Copy the distribution's licence texts (or those of the licence we use it under) into `folder`;
    its licence expression and the files written."""
    folder.mkdir(exist_ok=True)
    if canonicalize_name(dist.metadata["Name"]) in USED_UNDER:
        expression, texts = USED_UNDER[canonicalize_name(dist.metadata["Name"])]
        for text in texts:
            shutil.copy2(TEXTS / text, folder / text)
        return f"{expression} (offered under {dist.metadata['License']})", texts
    written = []
    for file in _licence_files(dist):
        inside = Path(*file.parts[file.parts.index("licenses") + 1:]) if "licenses" in file.parts else Path(file.name)
        (folder / inside).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(dist.locate_file(file), folder / inside)
        written.append(inside.as_posix())
    if not written:
        raise SystemExit(f"licences: {dist.metadata['Name']} {dist.version} carries no licence text: add the "
                         f"text of its licence to {TEXTS} and name it in USED_UNDER ({__file__})")
    return _expression(dist), written


def _licence_files(dist: Distribution) -> list:
    """The licence files in the distribution's .dist-info folder (in its licenses/ or named so)."""
    return sorted(file for file in dist.files or ()
                  if file.parts[0].endswith(".dist-info") and len(file.parts) > 1
                  and ("licenses" in file.parts or LICENCE_FILE.match(file.name)))


def _expression(dist: Distribution) -> str:
    meta = dist.metadata
    if meta.get("License-Expression"):
        return meta["License-Expression"]
    if meta.get("License") and "\n" not in meta["License"] and len(meta["License"]) < 80:
        return meta["License"]
    classifiers = [c.split(" :: ")[-1] for c in meta.get_all("Classifier") or () if c.startswith("License ::")]
    return ", ".join(classifiers) or "see the texts"


def _write_system_texts(libraries: Iterable[str], folder: Path) -> list[str]:
    """The copyright files of the system packages the libraries come from, where the system says
    which (Debian and its derivatives: dpkg); the index lines, naming the libraries it cannot place."""
    owners: dict[str, list[str]] = {}
    for library in sorted(set(libraries)):
        owners.setdefault(_system_package(library) or "", []).append(Path(library).name)
    lines = []
    for package, names in sorted(owners.items()):
        copyright_file = Path("/usr/share/doc", package, "copyright")
        if package and copyright_file.is_file():
            folder.mkdir(parents=True, exist_ok=True)
            shutil.copy2(copyright_file, folder / f"{package}.txt")
            lines.append(f"system package {package} ({', '.join(names)}): system/{package}.txt")
        else:
            lines.append(f"system libraries {', '.join(names)}: their licences are those of the operating "
                         "system's packages of them")
    return lines


def _system_package(library: str) -> str | None:
    """The Debian package a system library belongs to; None where dpkg cannot say."""
    if not shutil.which("dpkg"):
        return None
    real = os.path.realpath(library)
    for path in dict.fromkeys((library, real, real.removeprefix("/usr"))):     # dpkg knows /lib, not /usr/lib
        found = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True)
        if found.returncode == 0:
            return found.stdout.split(":")[0]
    return None


def _python_licence() -> Path:
    """The licence of the Python the app bundles (beside its standard library, or in its folder)."""
    for place in (Path(sysconfig.get_paths()["stdlib"]), Path(sys.base_prefix)):
        if (place / "LICENSE.txt").is_file():
            return place / "LICENSE.txt"
    raise SystemExit(f"licences: Python's LICENSE.txt is in neither {sysconfig.get_paths()['stdlib']} "
                     f"nor {sys.base_prefix}")
