"""The packages: hmeditor's, and the user guide in docs/ shipped as hmeditor/docs (pyproject.toml
holds everything else; its static configuration cannot map a folder outside the package into it)."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["hmeditor*"]), "hmeditor.docs"], package_dir={"hmeditor.docs": "docs"})
