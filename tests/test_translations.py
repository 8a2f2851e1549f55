"""The translations: the files translators work on (assets/translations/*.ts) hold every text the
code gives to translate, each translated (English: the plural forms of the editor's counted texts),
and the files the program loads (hmeditor/i18n/*.qm) are compiled from them (`make translations`
keeps them all in step)."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT

BIN = Path(sys.executable).parent
SOURCES = {"ui_ru.ts": ["hmeditor/ui", "hmeditor/app.py"], "core_ru.ts": ["hmeditor/core", "hmeditor/export",
                                                                          "hmeditor/render"],
           "ui_en.ts": ["hmeditor/ui", "hmeditor/app.py"]}
PLURALS_ONLY = {"ui_en.ts"}          # English's own forms of "%n hex(es)"; its other texts are as written
COMPILED = {"hmeditor_ru.qm": ["ui_ru.ts", "core_ru.ts"], "hmeditor_en.qm": ["ui_en.ts"]}
MESSAGE = re.compile(r"<context>\s*<name>(.*?)</name>|<source>(.*?)</source>", re.S)


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}", path=str(BIN)) or shutil.which(f"pyside6-{name}")
    if not found:
        pytest.skip(f"pyside6-{name} is not installed")
    return found


def messages(ts: Path) -> set[tuple[str, str]]:
    """(context, source text) of every message of a .ts file."""
    out, context = set(), ""
    for name, source in MESSAGE.findall(ts.read_text(encoding="utf-8")):
        context = name or context
        if source:
            out.add((context, source))
    return out


@pytest.mark.parametrize("ts", SOURCES)
def test_every_text_given_to_translate_is_in_the_translators_file_and_translated(tmp_path, ts):
    committed = ROOT / "assets/translations" / ts
    fresh = tmp_path / ts
    shutil.copy(committed, fresh)
    files = sorted(str(p) for folder in SOURCES[ts] for p in
                   ((ROOT / folder).rglob("*.py") if (ROOT / folder).is_dir() else [ROOT / folder]))
    plurals = ["-pluralonly"] if ts in PLURALS_ONLY else []
    subprocess.run([tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none", *plurals, *files,
                    "-ts", str(fresh)], check=True, cwd=ROOT)
    missing = messages(fresh) - messages(committed)
    assert not missing, f"not in {ts} (run make translations, then translate them): {sorted(missing)[:10]}"
    assert "type=\"unfinished\"" not in committed.read_text(encoding="utf-8"), f"{ts} has untranslated texts"


@pytest.mark.parametrize("name", COMPILED)
def test_the_program_loads_what_the_translators_files_say(tmp_path, name):
    qm = tmp_path / name
    subprocess.run([tool("lrelease"), "-silent", *(str(ROOT / "assets/translations" / ts) for ts in COMPILED[name]),
                    "-qm", str(qm)], check=True)
    assert qm.read_bytes() == (ROOT / "hmeditor/i18n" / name).read_bytes(), "run make translations"
