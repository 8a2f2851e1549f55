"""Parsed rules kept between runs (core/rules/cache.py): a second run takes them from the cache;
a changed rules file, a broken cache file or a folder that cannot be written are passed over."""

import os
import pickle

import pytest

from hmeditor.core.rules import cache
from hmeditor.core.rules.cache import parsed
from hmeditor.core.systems import default_rules_path, get_system

PARSES = []


def count_lines(path):
    """A parser that says when it runs."""
    PARSES.append(path)
    return {"lines": path.read_text().count("\n")}


@pytest.fixture
def rules_file(tmp_path, monkeypatch):
    monkeypatch.setenv("HMEDITOR_CACHE_DIR", str(tmp_path / "cache"))
    PARSES.clear()
    path = tmp_path / "rules.yaml"
    path.write_text("a: 1\nb: 2\n")
    return path


def test_a_second_parse_comes_from_the_cache(rules_file):
    assert parsed(rules_file, count_lines) == parsed(rules_file, count_lines) == {"lines": 2}
    assert PARSES == [rules_file]


def test_a_changed_rules_file_is_parsed_again(rules_file):
    parsed(rules_file, count_lines)
    rules_file.write_text("a: 1\nb: 2\nc: 3\n")
    assert parsed(rules_file, count_lines) == {"lines": 3} and len(PARSES) == 2


def test_a_changed_module_of_the_program_parses_again(rules_file, monkeypatch):
    parsed(rules_file, count_lines)
    monkeypatch.setattr(cache, "_code", lambda: ("another version",))
    assert parsed(rules_file, count_lines) == {"lines": 2} and len(PARSES) == 2


def test_the_code_is_told_by_each_module_in_the_package_and_its_subfolders(tmp_path):
    (tmp_path / "sub" / "__pycache__").mkdir(parents=True)
    for name in ("a.py", "sub/b.py", "sub/__pycache__/b.cpython-311.pyc", "notes.txt"):
        (tmp_path / name).write_text("x = 1\n")
    before = cache._modules(tmp_path)
    assert [os.path.relpath(path, tmp_path) for path, _, _ in before] == ["a.py", os.path.join("sub", "b.py")]
    (tmp_path / "sub" / "b.py").write_text("x = 22\n")
    assert cache._modules(tmp_path) != before
    assert cache._code()[4:] == tuple(cache._modules(cache.PACKAGE)) and len(cache._code()) > 100


def test_a_broken_cache_file_is_parsed_over(rules_file, tmp_path):
    parsed(rules_file, count_lines)
    (stored,) = (tmp_path / "cache").iterdir()
    stored.write_bytes(b"not a pickle")
    assert parsed(rules_file, count_lines) == {"lines": 2} and len(PARSES) == 2
    assert parsed(rules_file, count_lines) == {"lines": 2} and len(PARSES) == 2     # written anew


def test_a_cache_folder_that_cannot_be_written_leaves_the_rules_parsed(rules_file, tmp_path, monkeypatch):
    blocked = tmp_path / "a file"
    blocked.write_text("")
    monkeypatch.setenv("HMEDITOR_CACHE_DIR", str(blocked))
    assert parsed(rules_file, count_lines) == parsed(rules_file, count_lines) == {"lines": 2}
    assert len(PARSES) == 2


def test_the_shipped_rules_come_back_from_the_cache_as_they_were_read(tmp_path, monkeypatch):
    monkeypatch.setenv("HMEDITOR_CACHE_DIR", str(tmp_path))
    for system_id in ("battletech", "wh40k", "grav_armor", "total_war_xxi"):
        path, read = default_rules_path(system_id), get_system(system_id).read_rules
        first = parsed(path, read)
        (stored,) = [f for f in os.listdir(tmp_path) if read.__module__ in f]
        with open(tmp_path / stored, "rb") as f:
            pickle.load(f)
            assert pickle.load(f) == first == parsed(path, read) == read(path)
